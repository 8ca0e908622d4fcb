package io.dgq.sdk.internal.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.model.JsonObject;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import mockwebserver3.RecordedRequest;
import okhttp3.Response;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class SendStageTest {

    private final StageFixture fixture = new StageFixture();
    private final List<Integer> statuses = new ArrayList<>();
    private IOException readFailure;
    private final SendStage stage = new SendStage(fixture.config, new ClientLifecycle(), new AnswerStage() {
        @Override
        @SuppressWarnings("unchecked")
        public <T> DgqResponse<T> read(CallContext<T> call, Response response) throws IOException {
            statuses.add(response.code());
            if (readFailure != null) {
                throw readFailure;
            }
            return (DgqResponse<T>) StageFixture.answer();
        }
    });

    @AfterEach
    void close() {
        fixture.close();
    }

    @Test
    void sendsTheRequestOnTheWireAndHandsTheAnswerOn() {
        fixture.api.enqueue(200, "{}");
        CallContext<JsonObject> call = fixture.preparedGet(fixture.config, "d-1");

        assertThat(stage.execute(call)).isNotNull();

        RecordedRequest sent = fixture.api.takeSent("GET", "/api/v1/governance/domain/d-1");
        assertThat(sent.getHeaders().get("Authorization")).isEqualTo("Bearer " + fixture.api.token());
        assertThat(statuses).containsExactly(200);
        assertThat(call.tryTimer).as("the try's timer is stopped").isNull();
    }

    @Test
    void aTryThatFailsWithoutAnAnswerIsKeptForTheRetryStage() {
        fixture.api.enqueue(200, "{}");
        readFailure = new IOException("connection reset");
        CallContext<JsonObject> call = fixture.preparedGet(fixture.config, "d-1");

        assertThat(stage.execute(call)).isNull();

        assertThat(call.failure).isSameAs(readFailure);
        assertThat(call.failedStatus).isZero();
        assertThat(call.tryTimer).isNull();
    }
}
