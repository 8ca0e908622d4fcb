package io.dgq.sdk.internal.pipeline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.errors.DgqDecodingException;
import io.dgq.sdk.internal.BodyStream;
import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.testing.MockApi;
import java.nio.charset.StandardCharsets;
import okhttp3.Headers;
import okhttp3.Response;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class DecodeStageTest {

    private final StageFixture fixture = new StageFixture();
    private final DecodeStage stage = new DecodeStage(fixture.config);

    @AfterEach
    void close() {
        fixture.close();
    }

    @Test
    void decodesTheEnvelopeFromTheStream() throws Exception {
        CallContext<JsonObject> call = fixture.preparedGet(fixture.config, "d-1");
        byte[] body = MockApi.envelope("{\"id\":\"d-1\",\"name\":\"Customer\"}").getBytes(StandardCharsets.UTF_8);
        Response response = Answers.of(call, 200, Headers.of("X-Correlation-Id", "corr-9"), body);

        DgqResponse<JsonObject> answer = stage.read(call, response, stream(response));

        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(answer.data().toString()).contains("Customer");
        assertThat(answer.correlationId()).isNotBlank();
    }

    @Test
    void anAnswerThatDoesNotDecodeFailsWithoutShowingTheToken() {
        CallContext<JsonObject> call = fixture.preparedGet(fixture.config, "d-1");
        byte[] body = ("{\"success\":true,\"data\":" + fixture.api.token()).getBytes(StandardCharsets.UTF_8);
        Response response = Answers.of(call, 200, Headers.of(), body);

        assertThatThrownBy(() -> stage.read(call, response, stream(response)))
                .isInstanceOf(DgqDecodingException.class)
                .hasMessageContaining("Could not decode the answer to GET /api/v1/governance/domain/d-1")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain(fixture.api.token()));
    }

    private BodyStream stream(Response response) {
        return new BodyStream(
                response.body().byteStream(),
                fixture.config.maxResponseBytes(),
                fixture.config.maxResponseHeapBytes(),
                BodyStream.KEPT_BYTES);
    }
}
