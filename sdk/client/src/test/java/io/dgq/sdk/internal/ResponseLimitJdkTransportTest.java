package io.dgq.sdk.internal;

import io.dgq.sdk.testing.MockApi;

/** {@link ResponseLimitTest}'s cases on {@link io.dgq.sdk.http.jdk.JdkHttpTransport}. */
class ResponseLimitJdkTransportTest extends ResponseLimitTest {

    @Override
    MockApi newApi() {
        return MockApi.onJdkTransport();
    }
}
