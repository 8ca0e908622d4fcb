package io.dgq.sdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.errors.DgqUnexpectedStatusException;
import io.dgq.sdk.testing.MockApiTest;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import org.junit.jupiter.api.Test;

/**
 * A client for a plain-http base URL is made without TLS: it never follows a redirect to https, which it could not
 * speak, and answers the redirect as an error instead of failing inside OkHttp.
 */
class PlainHttpClientTest extends MockApiTest {

    private static MockResponse redirectToHttps() {
        return new MockResponse.Builder()
                .code(302)
                .setHeader("Location", "https://acme.example.com/api/v1/governance/domain/d-1")
                .build();
    }

    @Test
    void aRedirectToHttpsIsAnErrorNamingItsStatusAndIsNotFollowed() {
        api.enqueue(redirectToHttps());

        assertThatThrownBy(() -> client.domains().get("d-1"))
                .isInstanceOfSatisfying(
                        DgqUnexpectedStatusException.class,
                        e -> assertThat(e.statusCode()).isEqualTo(302))
                .hasMessageContaining("302");
        assertThat(api.requestCount()).isEqualTo(1);
    }

    @Test
    void anAsyncCallEndsWithTheSameErrorOnARedirectToHttps() {
        api.enqueue(redirectToHttps());

        assertThat(client.async().domains().get("d-1"))
                .failsWithin(10, TimeUnit.SECONDS)
                .withThrowableOfType(ExecutionException.class)
                .havingCause()
                .isInstanceOfSatisfying(
                        DgqUnexpectedStatusException.class,
                        e -> assertThat(e.statusCode()).isEqualTo(302));
        assertThat(api.requestCount()).isEqualTo(1);
    }

    @Test
    void aRedirectWithinPlainHttpIsStillFollowed() {
        api.enqueue(new MockResponse.Builder()
                .code(307)
                .setHeader("Location", api.baseUrl() + "api/v1/governance/domain/d-2")
                .build());
        api.enqueueData("{\"id\": \"d-2\", \"name\": \"Sales\"}");

        assertThat(client.domains().get("d-1").id()).isEqualTo("d-2");
        assertThat(api.requestCount()).isEqualTo(2);
    }
}
