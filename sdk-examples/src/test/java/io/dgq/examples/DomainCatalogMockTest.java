package io.dgq.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.doThrow;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainColumn;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.domains.DomainUpdateRequest;
import io.dgq.sdk.domains.DomainsClient;
import io.dgq.sdk.errors.DgqNotFoundException;
import io.dgq.sdk.errors.HttpFailure;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import io.dgq.sdk.paging.Sort;
import io.dgq.sdk.paging.SortDirection;
import java.lang.reflect.Proxy;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mockito.ArgumentCaptor;

/**
 * {@link DomainCatalog} tested with a Mockito mock of {@link DomainsClient} answering built models: no server, no
 * HTTP. {@link DomainCatalogServerTest} runs the same tests against the reference server.
 *
 * <p>Stub the method the code under test calls: {@code get(id)} and {@code get(id, options)} are different methods,
 * and {@code listAll} is a default method of the interface that a mock answers with an empty stream unless it is
 * stubbed.
 */
class DomainCatalogMockTest {

    private DomainsClient domains;
    private DomainCatalog catalog;

    @BeforeEach
    void mockTheClient() {
        domains = mock(DomainsClient.class);
        catalog = new DomainCatalog(domains);
    }

    @Test
    void findsADomainByNameOnALaterPage() {
        DomainListItem finance = Domain.builder().id("d-3").name("Finance").build();
        // Three matches, two per page: the first page's request says its size, and its fetcher answers the
        // second page when the catalog reads on.
        Page<DomainListItem> second = Page.of(List.of(finance), 3);
        Page<DomainListItem> first = Page.of(
                List.of(
                        Domain.builder().id("d-1").name("Corporate Finance").build(),
                        Domain.builder().id("d-2").name("Finance Operations").build()),
                3,
                List.of(),
                ListRequest.builder().pageSize(2).build(),
                nextRequest -> second);
        when(domains.listAll(any())).thenAnswer(call -> first.autoPager().stream());

        assertThat(catalog.findByName("FINANCE")).contains(finance);

        ArgumentCaptor<ListRequest> request = ArgumentCaptor.forClass(ListRequest.class);
        verify(domains).listAll(request.capture());
        assertThat(request.getValue().search()).isEqualTo("FINANCE");
        assertThat(request.getValue().sorting())
                .containsExactly(Sort.by(DomainColumn.NAME.columnName(), SortDirection.ASC));
    }

    @Test
    void findsNothingWhenNoNameMatchesExactly() {
        when(domains.listAll(any()))
                .thenAnswer(
                        call -> Page.of(List.of(Domain.builder()
                                        .id("d-2")
                                        .name("Finance Operations")
                                        .build()))
                                .autoPager()
                                .stream());

        assertThat(catalog.findByName("Finance")).isEmpty();
    }

    @Test
    void renamesADomainAndAnswersItAsStored() {
        Domain stored = Domain.builder()
                .id("d-1")
                .name("Finance")
                .description("Planning and reporting")
                .build();
        when(domains.get("d-1")).thenReturn(stored);

        assertThat(catalog.rename("d-1", "Finance")).contains(stored);

        ArgumentCaptor<DomainUpdateRequest> update = ArgumentCaptor.forClass(DomainUpdateRequest.class);
        verify(domains).update(eq("d-1"), update.capture());
        assertThat(update.getValue().fieldNames()).containsExactly("name"); // a partial update: the name only
        assertThat(update.getValue().toJson().getString("name")).contains("Finance");
    }

    @Test
    void reportsAMissingDomainInsteadOfThrowing() {
        DgqNotFoundException notFound = new DgqNotFoundException(HttpFailure.builder()
                .statusCode(404)
                .errorCode("NOT_FOUND")
                .serverMessage("No domain with id 'd-404'")
                .build());
        doThrow(notFound).when(domains).update(eq("d-404"), any());

        assertThat(catalog.rename("d-404", "Finance")).isEmpty();
        verify(domains, never()).get(any());
    }

    @Test
    void theMockIsAPlainJdkProxyOfTheInterface() {
        // The tests of this module use Mockito's proxy mock maker (src/test/resources/mockito-extensions): the
        // resource clients are interfaces, so no bytecode generation, inline mock maker or agent is needed.
        assertThat(Proxy.isProxyClass(domains.getClass())).isTrue();
        assertThat(domains).isInstanceOf(DomainsClient.class);
    }
}
