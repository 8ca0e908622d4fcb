package io.dgq.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import org.junit.jupiter.api.Test;

class RoutesTest {

    @Test
    void everyOperationOfTheSpecificationAndEveryInferredRouteIsRouted() {
        Timestamps time = new Timestamps(Clock.systemUTC());
        Workspace workspace = new Workspace(new Resource.Services(new BodyValidator(false),
                new ListQueryParser(false), time), new CredentialCipher("secret"), Capacity.unlimited());
        Router router = Routes.build(workspace, new Tokens("secret", time), time, false);
        assertThat(router.size()).as("84 operations in the specification's tables plus 6 inferred routes")
                .isEqualTo(90);
    }
}
