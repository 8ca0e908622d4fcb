package io.dgq.sdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.errors.DgqException;
import io.dgq.sdk.errors.DgqNotFoundException;
import io.dgq.sdk.errors.ErrorDetail;
import io.dgq.sdk.errors.HttpFailure;
import io.dgq.sdk.model.Owner;
import io.dgq.sdk.model.Status;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.MetricSummary;
import io.dgq.sdk.paging.Page;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Written the way a user's unit test is: the code under test depends on the SDK's models, and the test stubs the
 * calls with models, pages and exceptions it builds itself, without any server.
 */
class StubbingWithBuiltModelsTest {

    /** The user's own seam over the SDK, which production code backs with {@code client.domains()}. */
    interface DomainLookup {
        Domain get(String domainId);

        Page<DomainListItem> list(ListRequest request);
    }

    /** The user's code under test. */
    static final class OwnerReport {
        private final DomainLookup domains;

        OwnerReport(DomainLookup domains) {
            this.domains = domains;
        }

        String ownerEmailsOf(String domainId) {
            try {
                Domain domain = domains.get(domainId);
                return domain.name() + ": "
                        + String.join(
                                ", ", domain.owners().stream().map(Owner::email).toList());
            } catch (DgqNotFoundException e) {
                return domainId + ": not found (" + e.correlationId().orElse("?") + ")";
            }
        }

        List<String> verifiedDomainNames() {
            List<String> names = new ArrayList<>();
            domains.list(ListRequest.firstPage()).autoPager().forEach(item -> {
                if (Status.VERIFIED.equals(item.status())) {
                    names.add(item.name());
                }
            });
            return names;
        }
    }

    private static final Domain SALES = Domain.builder()
            .id("d-1")
            .name("Sales")
            .status(Status.VERIFIED)
            .owners(List.of(
                    Owner.builder().id("u-1").email("ada@acme.example").build(),
                    Owner.builder().id("u-2").email("bob@acme.example").build()))
            .build();

    private static final DgqNotFoundException NOT_FOUND = new DgqNotFoundException(HttpFailure.builder()
            .statusCode(404)
            .serverMessage("Domain not found")
            .correlationId("corr-9")
            .errorCode("NOT_FOUND")
            .header("X-Correlation-Id", "corr-9")
            .rawBody("{\"success\":false,\"message\":\"Domain not found\"}")
            .details(List.of(new ErrorDetail("domainId", "is unknown")))
            .build());

    @Test
    void stubsAGetWithABuiltDomainAndANotFoundWithABuiltException() {
        OwnerReport report = new OwnerReport(new DomainLookup() {
            @Override
            public Domain get(String domainId) {
                if (domainId.equals("d-1")) {
                    return SALES;
                }
                throw NOT_FOUND;
            }

            @Override
            public Page<DomainListItem> list(ListRequest request) {
                throw new UnsupportedOperationException();
            }
        });

        assertThat(report.ownerEmailsOf("d-1")).isEqualTo("Sales: ada@acme.example, bob@acme.example");
        assertThat(report.ownerEmailsOf("d-404")).isEqualTo("d-404: not found (corr-9)");
    }

    @Test
    void aBuiltExceptionAnswersLikeOneTheClientThrows() {
        DgqException e = NOT_FOUND;
        assertThat(e.statusCode()).isEqualTo(404);
        assertThat(e.serverMessage()).contains("Domain not found");
        assertThat(e.errorCode()).contains("NOT_FOUND");
        assertThat(e.headers()).isEqualTo(Map.of("x-correlation-id", List.of("corr-9")));
        assertThat(e.rawBody()).contains("{\"success\":false,\"message\":\"Domain not found\"}");
        assertThat(e.details()).containsExactly(new ErrorDetail("domainId", "is unknown"));
        assertThat(e.getMessage()).contains("404", "Domain not found", "corr-9");
        assertThat(HttpFailure.builder().build().statusCode()).isZero();
    }

    @Test
    void stubsAListWithBuiltPages() {
        DomainListItem sales = DomainListItem.builder()
                .id("d-1")
                .name("Sales")
                .status(Status.VERIFIED)
                .build();
        DomainListItem draft = DomainListItem.builder()
                .id("d-2")
                .name("Draft")
                .status(Status.PENDING)
                .build();
        DomainListItem hr = DomainListItem.builder()
                .id("d-3")
                .name("HR")
                .status(Status.VERIFIED)
                .build();
        ListRequest firstOfTwo = ListRequest.builder().pageSize(2).build();
        Function<ListRequest, Page<DomainListItem>> secondPage =
                request -> Page.of(List.of(hr), 3, List.of(), request, next -> {
                    throw new AssertionError("no third page");
                });
        Page<DomainListItem> first = Page.of(
                List.of(sales, draft),
                3,
                List.of(MetricSummary.builder().title("Verified").value(2L).build()),
                firstOfTwo,
                secondPage);

        OwnerReport report = new OwnerReport(new DomainLookup() {
            @Override
            public Domain get(String domainId) {
                throw new UnsupportedOperationException();
            }

            @Override
            public Page<DomainListItem> list(ListRequest request) {
                return first;
            }
        });

        assertThat(report.verifiedDomainNames()).containsExactly("Sales", "HR");
        assertThat(first.metrics().get(0).value()).isEqualTo(2L);
    }

    @Test
    void aPageBuiltWithoutAFetcherHasNoNextPage() {
        DomainListItem item = DomainListItem.builder().id("d-1").build();
        Page<DomainListItem> only = Page.of(List.of(item));
        Page<DomainListItem> partOfMore = Page.of(List.of(item), 120);

        assertThat(only.items()).containsExactly(item);
        assertThat(only.totalCount()).isEqualTo(1);
        assertThat(only.metrics()).isEmpty();
        assertThat(only.request()).isEqualTo(ListRequest.firstPage());
        assertThat(only.hasNextPage()).isFalse();
        assertThat(partOfMore.totalCount()).isEqualTo(120);
        assertThat(partOfMore.hasNextPage()).isFalse();
        assertThatThrownBy(partOfMore::nextPage).isInstanceOf(NoSuchElementException.class);
        assertThat(partOfMore.autoPager()).containsExactly(item);
        assertThatThrownBy(() -> Page.of(List.of(item), 1, List.of(), ListRequest.firstPage(), null))
                .isInstanceOf(NullPointerException.class);
    }
}
