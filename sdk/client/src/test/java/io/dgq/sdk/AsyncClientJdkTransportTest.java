package io.dgq.sdk;

import io.dgq.sdk.testing.MockApi;

/** {@link AsyncClientTest}'s cases on {@link io.dgq.sdk.http.jdk.JdkHttpTransport}. */
class AsyncClientJdkTransportTest extends AsyncClientTest {

    @Override
    MockApi newApi() {
        return MockApi.onJdkTransport();
    }

    @Override
    String transportThreadPrefix() {
        return "DGQ JDK transport";
    }
}
