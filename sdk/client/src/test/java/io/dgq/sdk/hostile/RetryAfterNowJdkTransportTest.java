package io.dgq.sdk.hostile;

import io.dgq.sdk.testing.MockApi;

/** {@link RetryAfterNowTest}'s cases on {@link io.dgq.sdk.http.jdk.JdkHttpTransport}. */
class RetryAfterNowJdkTransportTest extends RetryAfterNowTest {

    @Override
    MockApi newApi() {
        return MockApi.onJdkTransport();
    }
}
