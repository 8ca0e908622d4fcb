package io.dgq.sdk.hostile;

import io.dgq.sdk.testing.MockApi;

/** {@link RedirectPolicyTest}'s cases on {@link io.dgq.sdk.http.jdk.JdkHttpTransport}. */
class RedirectPolicyJdkTransportTest extends RedirectPolicyTest {

    @Override
    MockApi newApi() {
        return MockApi.onJdkTransport();
    }
}
