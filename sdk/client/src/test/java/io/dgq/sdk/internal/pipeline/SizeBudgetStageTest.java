package io.dgq.sdk.internal.pipeline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.internal.BodyStream;
import io.dgq.sdk.model.JsonObject;
import java.io.IOException;
import okhttp3.Headers;
import okhttp3.Response;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class SizeBudgetStageTest {

    private final StageFixture fixture = new StageFixture(builder -> builder.maxResponseBytes(4096));
    private final SizeBudgetStage stage = new SizeBudgetStage(fixture.config, new ReadsAll());

    @AfterEach
    void close() {
        fixture.close();
    }

    @Test
    void anAnswerWithinTheLimitIsReadWhole() throws Exception {
        CallContext<JsonObject> call = fixture.preparedGet(fixture.config, "d-1");

        DgqResponse<JsonObject> answer = stage.read(call, Answers.of(call, 200, Headers.of(), new byte[4096]));

        assertThat(answer.statusCode()).isEqualTo(4096); // the bytes the next stage read
        assertThat(inMemory)
                .as("a short answer of known length is handed on in memory")
                .isTrue();
    }

    @Test
    void anAnswerOfUnknownLengthIsHandedOnAsAStream() throws Exception {
        CallContext<JsonObject> call = fixture.preparedGet(fixture.config, "d-1");
        Response chunked = Answers.of(call, 200, Headers.of(), new byte[4000]);
        Response unknownLength = chunked.newBuilder()
                .body(okhttp3.ResponseBody.create(new okio.Buffer().write(new byte[4000]), null, -1))
                .build();

        DgqResponse<JsonObject> answer = stage.read(call, unknownLength);

        assertThat(answer.statusCode()).isEqualTo(4000);
        assertThat(inMemory).isFalse();
    }

    @Test
    void readingPastTheLimitFailsBeforeTheRestIsRead() {
        CallContext<JsonObject> call = fixture.preparedGet(fixture.config, "d-1");
        Response large = Answers.of(call, 200, Headers.of(), new byte[64 * 1024]);

        assertThatThrownBy(() -> stage.read(call, large)).isInstanceOf(IOException.class);
    }

    private boolean inMemory;

    /** Reads the whole body and answers the bytes it read as the status, so that the test sees them. */
    private final class ReadsAll implements SizeBudgetStage.BodyAnswerStage {
        @Override
        public <T> DgqResponse<T> read(CallContext<T> call, Response response, BodyStream body) throws IOException {
            inMemory = body.whole() != null;
            if (inMemory) {
                return new DgqResponse<>(null, body.whole().length, java.util.Map.of(), null, null, null);
            }
            byte[] buffer = new byte[1024];
            int total = 0;
            for (int n; (n = body.read(buffer, 0, buffer.length)) != -1; ) {
                total += n;
            }
            assertThat(body.count()).isEqualTo(total);
            return new DgqResponse<>(null, total, java.util.Map.of(), null, null, null);
        }
    }
}
