package io.dgq.server.internal.routes;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.server.internal.auth.CredentialCipher;
import io.dgq.server.internal.auth.Tokens;
import io.dgq.server.internal.data.query.ListQueryParser;
import io.dgq.server.internal.data.store.Capacity;
import io.dgq.server.internal.resources.Resource;
import io.dgq.server.internal.resources.Workspace;
import io.dgq.server.internal.routing.Router;
import io.dgq.server.internal.schema.BodyValidator;
import io.dgq.server.internal.support.Timestamps;
import java.time.Clock;
import org.junit.jupiter.api.Test;

class RoutesTest {

    @Test
    void everyOperationOfTheSpecificationAndEveryInferredRouteIsRouted() {
        Router router = router();
        assertThat(router.size())
                .as("84 operations in the specification's tables plus 6 inferred routes")
                .isEqualTo(90);
    }

    /** The route table of an empty workspace, as the server builds it. */
    static Router router() {
        Timestamps time = new Timestamps(Clock.systemUTC());
        Workspace workspace = new Workspace(
                new Resource.Services(new BodyValidator(false), new ListQueryParser(false), time),
                new CredentialCipher("secret"),
                Capacity.unlimited());
        return Routes.build(workspace, new Tokens("secret", time), time, false);
    }
}
