// spotless:off: README shows this class as it is
package io.dgq.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.server.Seed;
import io.dgq.server.junit.ReferenceServerExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The example of README.md's "Testing with the reference server", line for line from the class
 * declaration on: change both together.
 */
class DomainServiceTest {
    @RegisterExtension
    static final ReferenceServerExtension SERVER = ReferenceServerExtension.withSeed(Seed.DEMO);

    @Test
    void createsADomain(DgqClient client) {
        Domain domain = client.domains().create(DomainCreateRequest.builder().name("Finance").build());
        assertThat(client.domains().get(domain.id()).name()).isEqualTo("Finance");
    }
}
// spotless:on
