package io.dgq.sdk.observability;

import io.dgq.sdk.testing.MockApi;

/** {@link CallListenerTest}'s cases on {@link io.dgq.sdk.http.jdk.JdkHttpTransport}. */
class CallListenerJdkTransportTest extends CallListenerTest {

    @Override
    MockApi newApi() {
        return MockApi.onJdkTransport();
    }
}
