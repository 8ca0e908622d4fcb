package io.dgq.sdk.internal.pipeline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.internal.Endpoint;
import io.dgq.sdk.model.JsonObject;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class ValidateArgumentsStageTest {

    private final StageFixture fixture = new StageFixture();
    private final StageFixture.Recording next = new StageFixture.Recording(StageFixture.answer());
    private final ClientLifecycle lifecycle = new ClientLifecycle();
    private final ValidateArgumentsStage stage = new ValidateArgumentsStage(fixture.config, lifecycle, next);

    @AfterEach
    void close() {
        fixture.close();
    }

    @Test
    void encodesEachPathArgumentIntoOneSegmentAndWritesTheBodyOnce() {
        Endpoint update = Endpoint.put("/governance/domain/{domainId}").named("domains.update");
        CallContext<JsonObject> call = fixture.call(update, Map.of("name", "Customer"), "a/b c?");

        assertThat(stage.execute(call)).isNotNull();

        assertThat(call.url.encodedPath()).isEqualTo("/api/v1/governance/domain/a%2Fb%20c%3F");
        assertThat(call.target).isEqualTo("PUT /api/v1/governance/domain/a%2Fb%20c%3F");
        assertThat(new String(call.body, StandardCharsets.UTF_8)).isEqualTo("{\"name\":\"Customer\"}");
        assertThat(next.executed).containsExactly(call);
    }

    @Test
    void aBodyThatIsNotJsonFailsNamingTheOperationBeforeTheNextStage() {
        CallContext<JsonObject> call = fixture.call(StageFixture.CREATE_DOMAIN, new Unwritable());

        assertThatThrownBy(() -> stage.execute(call))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("The body of POST /governance/domain cannot be written as JSON");
        assertThat(next.executed).isEmpty();
    }

    @Test
    void aClosedClientRefusesTheCallBlockingOrNot() {
        lifecycle.markClosed();
        CallContext<JsonObject> call = fixture.call(StageFixture.GET_DOMAIN, null, "d-1");

        assertThatThrownBy(() -> stage.execute(call))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("the client is closed");
        assertThatThrownBy(() -> stage.start(call, null))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("the client is closed");
        assertThat(next.executed).isEmpty();
        assertThat(next.started).isEmpty();
    }

    /** A body whose only property fails when read. */
    static final class Unwritable {
        public String getName() {
            throw new IllegalStateException("not readable");
        }
    }
}
