package io.dgq.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.server.Seed;
import io.dgq.server.junit.ReferenceServerExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The README's example of testing your own code with the reference server's JUnit 5 extension: one server per
 * class, back to its seed before each test, a ready client injected. The code between the markers is the README's.
 */
class ReadmeTestingTest {

    // README testing: start
    @RegisterExtension
    static final ReferenceServerExtension SERVER = ReferenceServerExtension.withSeed(Seed.DEMO);

    @Test
    void createsADomain(DgqClient client) {
        Domain domain = client.domains().create(DomainCreateRequest.builder().name("Customer Data").build());
        assertThat(client.domains().get(domain.id()).name()).isEqualTo("Customer Data");
    }

    @Test
    void startsEveryTestFromTheSeed(DgqClient client) {
        assertThat(client.domains().list(ListRequest.firstPage()).totalCount()).isEqualTo(7);
    }
    // README testing: end
}
