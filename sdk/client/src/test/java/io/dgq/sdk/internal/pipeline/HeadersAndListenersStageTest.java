package io.dgq.sdk.internal.pipeline;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.internal.CallEvents;
import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.observability.DgqCall;
import io.dgq.sdk.observability.DgqCallObserver;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import okhttp3.Request;
import okio.Buffer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class HeadersAndListenersStageTest {

    private final List<DgqCall> started = new CopyOnWriteArrayList<>();
    private final StageFixture fixture =
            new StageFixture(builder -> builder.header("X-Team", "data office").addListener(call -> {
                started.add(call);
                return DgqCallObserver.NONE;
            }));
    private final StageFixture.Recording next = new StageFixture.Recording(StageFixture.answer());
    private final HeadersAndListenersStage stage = new HeadersAndListenersStage(fixture.config, next);

    @AfterEach
    void close() {
        fixture.close();
    }

    @Test
    void buildsTheRequestOnceWithTheTokenAndEveryHeaderAndStartsTheListeners() throws Exception {
        CallContext<JsonObject> call = prepared(fixture.call(
                StageFixture.GET_DOMAIN,
                null,
                RequestOptions.builder().header("X-Request", "r-1").build(),
                "d-42"));

        stage.execute(call);

        Request request = call.httpRequest;
        assertThat(request.method()).isEqualTo("GET");
        assertThat(request.url()).isEqualTo(call.url);
        assertThat(request.header("Authorization")).isEqualTo("Bearer " + fixture.api.token());
        assertThat(request.header("Accept")).isEqualTo("application/json");
        assertThat(request.header("User-Agent")).isEqualTo(fixture.config.userAgent());
        assertThat(request.header("X-Team")).isEqualTo("data office");
        assertThat(request.header("X-Request")).isEqualTo("r-1");
        assertThat(request.body()).isNull();
        assertThat(call.events).isNotSameAs(CallEvents.NONE);
        assertThat(started).singleElement().satisfies(observed -> {
            assertThat(observed.operation()).isEqualTo("domains.get");
            assertThat(observed.pathTemplate()).isEqualTo(Optional.of("/api/v1/governance/domain/{domainId}"));
            assertThat(observed.toString()).doesNotContain("d-42").doesNotContain(fixture.api.token());
        });
        assertThat(next.executed).containsExactly(call);
    }

    @Test
    void aPostWithoutBodySendsAnEmptyOneAndABodyIsSentAsJson() throws Exception {
        CallContext<JsonObject> empty = prepared(fixture.call(StageFixture.CREATE_DOMAIN, null));
        CallContext<JsonObject> withBody = prepared(fixture.call(StageFixture.CREATE_DOMAIN, List.of("x")));

        stage.execute(empty);
        stage.execute(withBody);

        assertThat(empty.httpRequest.body().contentLength()).isZero();
        Buffer sent = new Buffer();
        withBody.httpRequest.body().writeTo(sent);
        assertThat(sent.readUtf8()).isEqualTo("[\"x\"]");
        assertThat(withBody.httpRequest.body().contentType()).hasToString("application/json; charset=utf-8");
    }

    private CallContext<JsonObject> prepared(CallContext<JsonObject> call) {
        new ValidateArgumentsStage(fixture.config, new ClientLifecycle(), new StageFixture.Recording(null))
                .execute(call);
        call.token = fixture.api.token();
        return call;
    }
}
