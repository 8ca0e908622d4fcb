package io.dgq.sdk;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.http.HttpTransport;
import io.dgq.sdk.http.jdk.JdkHttpTransport;
import io.dgq.sdk.testing.MockApi;
import java.time.Duration;

/** {@link ApiCallTimeoutTest}'s cases on {@link JdkHttpTransport}. */
class ApiCallTimeoutJdkTransportTest extends ApiCallTimeoutTest {

    @Override
    MockApi newApi() {
        return MockApi.onJdkTransport();
    }

    @Override
    void assertTransportTimeouts(HttpTransport transport) {
        assertThat(((JdkHttpTransport) transport).client().connectTimeout()).contains(Duration.ofSeconds(10));
        assertThat(JdkHttpTransport.DEFAULT_READ_TIMEOUT).isEqualTo(Duration.ofSeconds(60));
    }
}
