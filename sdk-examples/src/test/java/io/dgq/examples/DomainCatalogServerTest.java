package io.dgq.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.domains.DomainsClient;
import io.dgq.server.junit.ReferenceServerExtension;
import java.util.Locale;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * {@link DomainCatalogMockTest}'s tests against the reference server: an empty server per class, emptied before each
 * test, and the real {@code client.domains()} over HTTP. Where the mock answers what it was told, the server holds
 * records, pages its lists and answers a 404 for an unknown id as the API does.
 */
@ExtendWith(ReferenceServerExtension.class)
class DomainCatalogServerTest {

    private DomainsClient domains;
    private DomainCatalog catalog;

    @BeforeEach
    void useTheServer(DgqClient client) {
        domains = client.domains();
        catalog = new DomainCatalog(domains);
    }

    @Test
    void findsADomainByNameOnALaterPage() {
        // A full page of matches whose names sort before "Finance" puts it on the second page.
        for (int i = 1; i <= DomainCatalog.PAGE_SIZE; i++) {
            create(String.format(Locale.ROOT, "Corporate Finance %03d", i));
        }
        Domain finance = create("Finance");

        DomainListItem found = catalog.findByName("FINANCE").orElseThrow();

        assertThat(found.id()).isEqualTo(finance.id());
        assertThat(found.name()).isEqualTo("Finance");
    }

    @Test
    void findsNothingWhenNoNameMatchesExactly() {
        create("Finance Operations");

        assertThat(catalog.findByName("Finance")).isEmpty();
    }

    @Test
    void renamesADomainAndAnswersItAsStored() {
        Domain domain = domains.create(DomainCreateRequest.builder()
                .name("Finanse")
                .description("Planning and reporting")
                .build());

        Domain renamed = catalog.rename(domain.id(), "Finance").orElseThrow();

        assertThat(renamed.name()).isEqualTo("Finance");
        assertThat(renamed.description()).isEqualTo("Planning and reporting"); // a partial update: the name only
        assertThat(domains.get(domain.id()).name()).isEqualTo("Finance");
    }

    @Test
    void reportsAMissingDomainInsteadOfThrowing() {
        Domain deleted = create("Finance");
        domains.delete(deleted.id());

        assertThat(catalog.rename(deleted.id(), "Finance")).isEmpty();
    }

    private Domain create(String name) {
        return domains.create(DomainCreateRequest.builder().name(name).build());
    }
}
