package io.dgq.sdk.internal.pipeline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.errors.DgqAuthenticationException;
import io.dgq.sdk.errors.DgqConnectionException;
import io.dgq.sdk.errors.DgqException;
import io.dgq.sdk.errors.DgqNotFoundException;
import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.observability.DgqCallObserver;
import io.dgq.sdk.observability.DgqCallResult;
import io.dgq.sdk.testing.MockApi;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import okhttp3.Headers;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class ErrorsStageTest {

    private final List<DgqCallResult> ended = new CopyOnWriteArrayList<>();
    private final StageFixture fixture = new StageFixture(builder -> builder.addListener(call -> new DgqCallObserver() {
        @Override
        public void onCallEnd(DgqCallResult result) {
            ended.add(result);
        }
    }));

    @AfterEach
    void close() {
        fixture.close();
    }

    @Test
    void anAnswerEndsTheCallForItsListeners() {
        DgqResponse<JsonObject> answer = StageFixture.answer();

        assertThat(stage(call -> {}, answer).execute(prepared())).isSameAs(answer);

        assertThat(ended)
                .singleElement()
                .satisfies(result -> assertThat(result.failure()).isEmpty());
    }

    @Test
    void anErrorAnswerBecomesItsExceptionNamingTheCallWithoutTheToken() {
        String body = MockApi.errorEnvelope("no domain " + fixture.api.token(), "NOT_FOUND", null);

        assertThatThrownBy(() -> stage(
                                call -> {
                                    call.failedStatus = 404;
                                    call.failedHeaders = Headers.of("X-Correlation-Id", "corr-7");
                                    call.failedBody = body.getBytes(StandardCharsets.UTF_8);
                                },
                                null)
                        .execute(prepared()))
                .isInstanceOfSatisfying(DgqNotFoundException.class, e -> {
                    assertThat(e.operation()).isEqualTo(Optional.of("domains.get"));
                    assertThat(e.pathTemplate()).isEqualTo(Optional.of("/api/v1/governance/domain/{domainId}"));
                    assertThat(e.getMessage())
                            .startsWith("domains.get (GET /api/v1/governance/domain/{domainId}): ")
                            .doesNotContain(fixture.api.token());
                });
        assertThat(ended)
                .singleElement()
                .satisfies(result -> assertThat(result.failure()).containsInstanceOf(DgqNotFoundException.class));
    }

    @Test
    void aConnectionFailureIsRedactedInItsMessageAndCause() {
        String token = fixture.api.token();
        DgqConnectionException thrown = (DgqConnectionException) catchFrom(stage(
                call -> {
                    call.failure = new IOException("reset after " + token);
                    call.attempt = 2;
                },
                null));

        assertThat(thrown.getMessage())
                .contains("GET /api/v1/governance/domain/d-1 failed: IOException")
                .contains("after 2 retries")
                .doesNotContain(token);
        for (Throwable t = thrown; t != null; t = t.getCause()) {
            assertThat(String.valueOf(t.getMessage())).doesNotContain(token);
        }
    }

    @Test
    void anInterruptedCallEndsWithTheThreadsFlagKept() {
        try {
            DgqException thrown = catchFrom(stage(call -> call.interrupted = true, null));

            assertThat(thrown).isInstanceOf(DgqConnectionException.class).hasMessageContaining("was interrupted");
            assertThat(Thread.currentThread().isInterrupted()).isTrue();
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void whatALaterStageThrowsIsNamedAndToldToTheListeners() {
        ErrorsStage stage = new ErrorsStage(fixture.config, new CallStage() {
            @Override
            public <T> DgqResponse<T> execute(CallContext<T> call) {
                throw new DgqAuthenticationException("The API token expired");
            }

            @Override
            public <T> void start(CallContext<T> call, AsyncCall<T, ?> future) {
                throw new UnsupportedOperationException();
            }
        });

        assertThatThrownBy(() -> stage.execute(prepared()))
                .isInstanceOfSatisfying(
                        DgqAuthenticationException.class,
                        e -> assertThat(e.operation()).isEqualTo(Optional.of("domains.get")));
        assertThat(ended)
                .singleElement()
                .satisfies(result -> assertThat(result.failure()).containsInstanceOf(DgqAuthenticationException.class));
    }

    private CallContext<JsonObject> prepared() {
        return fixture.preparedGet(fixture.config, "d-1");
    }

    private DgqException catchFrom(ErrorsStage stage) {
        try {
            stage.execute(prepared());
        } catch (DgqException e) {
            return e;
        }
        throw new AssertionError("no exception");
    }

    /** {@return the error stage over a next stage that leaves the call as {@code tried} says, or answers} */
    private ErrorsStage stage(Consumer<CallContext<?>> tried, DgqResponse<?> answer) {
        return new ErrorsStage(fixture.config, new CallStage() {
            @Override
            @SuppressWarnings("unchecked")
            public <T> DgqResponse<T> execute(CallContext<T> call) {
                tried.accept(call);
                return (DgqResponse<T>) answer;
            }

            @Override
            public <T> void start(CallContext<T> call, AsyncCall<T, ?> future) {
                throw new UnsupportedOperationException();
            }
        });
    }
}
