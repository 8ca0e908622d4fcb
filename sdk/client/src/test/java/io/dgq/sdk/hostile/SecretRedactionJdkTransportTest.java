package io.dgq.sdk.hostile;

import io.dgq.sdk.testing.MockApi;

/** {@link SecretRedactionTest}'s cases on {@link io.dgq.sdk.http.jdk.JdkHttpTransport}. */
class SecretRedactionJdkTransportTest extends SecretRedactionTest {

    @Override
    MockApi newApi() {
        return MockApi.onJdkTransport();
    }
}
