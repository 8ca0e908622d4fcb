package io.dgq.sdk.internal;

import io.dgq.sdk.testing.MockApi;

/**
 * {@link AtMostOnceTest}'s cases on {@link io.dgq.sdk.http.jdk.JdkHttpTransport}. The JDK client sends a {@code GET}
 * again by itself, once, when its pooled HTTP/1.1 connection closes before any answer (README's Transports table);
 * every other method, and a {@code GET} that got a status, is sent once.
 */
class AtMostOnceJdkTransportTest extends AtMostOnceTest {

    @Override
    MockApi newApi() {
        return MockApi.onJdkTransport();
    }

    @Override
    boolean resentByTheTransport(Kind kind, Failure failure) {
        return kind == Kind.GET
                && (failure == Failure.ANSWER_LOST_AFTER_THE_REQUEST || failure == Failure.STALE_KEPT_ALIVE_CONNECTION);
    }
}
