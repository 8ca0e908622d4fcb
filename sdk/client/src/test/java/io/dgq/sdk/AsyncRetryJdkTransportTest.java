package io.dgq.sdk;

import io.dgq.sdk.testing.MockApi;

/** {@link AsyncRetryTest}'s cases on {@link io.dgq.sdk.http.jdk.JdkHttpTransport}. */
class AsyncRetryJdkTransportTest extends AsyncRetryTest {

    @Override
    MockApi newApi() {
        return MockApi.onJdkTransport();
    }
}
