package io.dgq.sdk.internal.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.model.JsonObject;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import okhttp3.Headers;
import okhttp3.Response;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class StatusStageTest {

    private final StageFixture fixture = new StageFixture();
    private final List<Response> decoded = new ArrayList<>();
    private final StatusStage stage = new StatusStage(new AnswerStage() {
        @Override
        @SuppressWarnings("unchecked")
        public <T> DgqResponse<T> read(CallContext<T> call, Response response) {
            decoded.add(response);
            return (DgqResponse<T>) StageFixture.answer();
        }
    });

    @AfterEach
    void close() {
        fixture.close();
    }

    @Test
    void aSuccessGoesOnToBeDecoded() throws Exception {
        CallContext<JsonObject> call = fixture.preparedGet(fixture.config, "d-1");
        Response ok = Answers.of(call, 201, Headers.of(), "{}".getBytes(StandardCharsets.UTF_8));

        assertThat(stage.read(call, ok)).isNotNull();

        assertThat(decoded).containsExactly(ok);
        assertThat(call.failedStatus).isZero();
    }

    @Test
    void anErrorAnswerIsKeptForTheRetryAndErrorStagesAndNotDecoded() throws Exception {
        CallContext<JsonObject> call = fixture.preparedGet(fixture.config, "d-1");
        byte[] body = "{\"success\":false,\"message\":\"busy\"}".getBytes(StandardCharsets.UTF_8);

        assertThat(stage.read(call, Answers.of(call, 503, Headers.of("Retry-After", "2"), body)))
                .isNull();

        assertThat(decoded).isEmpty();
        assertThat(call.failedStatus).isEqualTo(503);
        assertThat(call.failedHeaders.get("Retry-After")).isEqualTo("2");
        assertThat(call.failedBody).isEqualTo(body);
    }

    @Test
    void anErrorBodyIsReadUpToOneMebibyte() throws Exception {
        CallContext<JsonObject> call = fixture.preparedGet(fixture.config, "d-1");

        stage.read(call, Answers.of(call, 500, Headers.of(), new byte[3 * 1024 * 1024]));

        assertThat(call.failedBody).hasSize(1024 * 1024);
    }
}
