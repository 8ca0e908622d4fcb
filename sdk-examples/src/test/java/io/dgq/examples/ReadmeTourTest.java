package io.dgq.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainColumn;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.domains.DomainUpdateRequest;
import io.dgq.sdk.errors.DgqNotFoundException;
import io.dgq.sdk.model.Status;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import io.dgq.sdk.paging.SortDirection;
import io.dgq.server.Seed;
import io.dgq.server.junit.DgqApiToken;
import io.dgq.server.junit.DgqBaseUrl;
import io.dgq.server.junit.ReferenceServerExtension;
import java.io.PrintStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The tour of README.md, kept compiling and running here against the reference server with the demo data. The code
 * between the markers is the README's, line for line; change both together.
 */
class ReadmeTourTest {

    @RegisterExtension
    static final ReferenceServerExtension SERVER = ReferenceServerExtension.withSeed(Seed.DEMO);

    @Test
    void theTourRunsAsWritten(@DgqBaseUrl String baseUrl, @DgqApiToken String token) {
        Captured captured = new Captured();
        PrintStream console = System.out;
        System.setOut(captured.out);
        try {
            // spotless:off: README shows the tour as it is
            // README tour: start
            try (DgqClient client = DgqClient.builder().baseUrl(baseUrl).apiToken(token).build()) {
                Page<DomainListItem> page = client.domains().list(ListRequest.builder()
                        .pageSize(10).sort(DomainColumn.NAME, SortDirection.ASC).build());
                page.items().forEach(d -> System.out.println(d.name()));

                Domain created = client.domains().create(DomainCreateRequest.builder()
                        .name("Customer Data").description("Everything about customers").build());
                client.domains().update(created.id(),
                        DomainUpdateRequest.builder().status(Status.VERIFIED).build());
                Domain domain = client.domains().get(created.id());
                System.out.println(domain.name() + " is " + domain.status());
                client.domains().delete(domain.id());

                try {
                    client.domains().get(domain.id());
                } catch (DgqNotFoundException e) {
                    System.out.println("Gone: " + e.getMessage()); // status, server message, correlation id
                }

                client.domains().listAll(ListRequest.builder().pageSize(100).build())
                        .forEach(d -> System.out.println(d.id() + " " + d.name()));
            }
            // README tour: end
            // spotless:on
        } finally {
            System.setOut(console);
        }

        String text = captured.text();
        // The first page, sorted by name, then the created domain, verified, then deleted.
        assertThat(text)
                .startsWith("Accounts Payable\nCRM\nCustomer\nFinance\nMarketing\nRevenue Operations\n"
                        + "Sales\nCustomer Data is VERIFIED\nGone: ");
        assertThat(text).contains("404");
        // listAll streamed the 7 demo domains, and the deleted one is not among them.
        assertThat(text.lines().filter(line -> line.matches("[0-9a-f-]{36} .+")))
                .hasSize(7);
        assertThat(text).doesNotContainPattern("[0-9a-f-]{36} Customer Data");
    }
}
