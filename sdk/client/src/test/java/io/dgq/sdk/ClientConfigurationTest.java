package io.dgq.sdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.errors.DgqAuthenticationException;
import io.dgq.sdk.http.okhttp.OkHttpTransport;
import io.dgq.sdk.testing.MockApi;
import io.dgq.sdk.testing.TestTokens;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class ClientConfigurationTest {

    private final MockApi api = new MockApi();

    @AfterEach
    void close() {
        api.close();
    }

    @ParameterizedTest
    @CsvSource({
        "https://acme.example.com, https://acme.example.com/api/v1",
        "https://acme.example.com/, https://acme.example.com/api/v1",
        "https://acme.example.com///, https://acme.example.com/api/v1",
        "https://acme.example.com/api/v1, https://acme.example.com/api/v1",
        "https://acme.example.com/api/v1/, https://acme.example.com/api/v1",
        "https://gw.example.com/dgq/acme, https://gw.example.com/dgq/acme/api/v1",
        "https://gw.example.com/dgq/acme/api/v1/, https://gw.example.com/dgq/acme/api/v1",
        "http://localhost:8080, http://localhost:8080/api/v1",
        "http://127.0.0.1:9, http://127.0.0.1:9/api/v1",
        "http://[::1]:9, http://[::1]:9/api/v1"
    })
    void normalisesTheWorkspaceAddress(String baseUrl, String expected) {
        try (DgqClient client =
                DgqClient.builder().baseUrl(baseUrl).apiToken(TestTokens.api()).build()) {
            assertThat(client.apiBaseUrl()).isEqualTo(expected);
        }
    }

    @Test
    void sendsRequestsUnderTheApiPrefixOfAPathPrefix() {
        api.enqueueData("{}");
        try (DgqClient client = DgqClient.builder()
                .baseUrl(api.baseUrl() + "tenant/acme/")
                .apiToken(api.token())
                .build()) {
            client.domains().delete("d-1");
        }
        assertThat(api.take().getUrl().encodedPath()).isEqualTo("/tenant/acme/api/v1/governance/domain/d-1");
    }

    @ParameterizedTest
    @ValueSource(strings = {"ftp://acme.example.com", "acme.example.com", "file:///etc/passwd", "mailto:x@y.z"})
    void refusesANonHttpUrl(String baseUrl) {
        assertThatThrownBy(() -> DgqClient.builder()
                        .baseUrl(baseUrl)
                        .apiToken(TestTokens.api())
                        .build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("baseUrl must be an https:// URL");
    }

    @Test
    void refusesAMissingUrl() {
        assertThatThrownBy(() -> DgqClient.builder().apiToken(TestTokens.api()).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("baseUrl is required");
    }

    @Test
    void refusesPlainHttpToARemoteHostUnlessAllowed() {
        assertThatThrownBy(() -> DgqClient.builder()
                        .baseUrl("http://acme.example.com")
                        .apiToken(TestTokens.api())
                        .build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("clear text")
                .hasMessageContaining("allowInsecureHttp(true)");
        try (DgqClient client = DgqClient.builder()
                .baseUrl("http://acme.example.com")
                .apiToken(TestTokens.api())
                .allowInsecureHttp(true)
                .build()) {
            assertThat(client.apiBaseUrl()).isEqualTo("http://acme.example.com/api/v1");
        }
    }

    @Test
    void refusesUserInfoInTheUrl() {
        assertThatThrownBy(() -> DgqClient.builder()
                        .baseUrl("https://bob:secret@acme.example.com")
                        .apiToken(TestTokens.api())
                        .build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageNotContaining("secret");
    }

    @Test
    void refusesATokenThatIsNotAJwt() {
        assertThatThrownBy(() -> DgqClient.builder()
                        .baseUrl("https://a.example.com")
                        .apiToken("not-a-jwt-s3cr3t")
                        .build())
                .isInstanceOf(DgqAuthenticationException.class)
                .hasMessageContaining("not a JWT")
                .hasMessageContaining("Create an API access token")
                .hasMessageNotContaining("s3cr3t");
    }

    @Test
    void refusesAnMcpTokenBeforeAnyCall() {
        String mcp = TestTokens.mcp();
        assertThatThrownBy(() ->
                        DgqClient.builder().baseUrl(api.baseUrl()).apiToken(mcp).build())
                .isInstanceOf(DgqAuthenticationException.class)
                .hasMessageContaining("MCP token")
                .hasMessageContaining("Create an API access token")
                .hasMessageNotContaining(mcp);
        assertThat(api.requestCount()).isZero();
    }

    @Test
    void refusesAnExpiredToken() {
        String expired =
                TestTokens.expiringAt(Instant.now().minus(1, ChronoUnit.HOURS).truncatedTo(ChronoUnit.SECONDS));
        assertThatThrownBy(() -> DgqClient.builder()
                        .baseUrl(api.baseUrl())
                        .apiToken(expired)
                        .build())
                .isInstanceOf(DgqAuthenticationException.class)
                .hasMessageContaining("expired")
                .hasMessageNotContaining(expired);
    }

    @Test
    void refusesATokenThatExpiresWhileTheClientLives() {
        Instant expiry = Instant.now().plus(1, ChronoUnit.HOURS).truncatedTo(ChronoUnit.SECONDS);
        java.time.Clock later = java.time.Clock.fixed(expiry.plusSeconds(1), java.time.ZoneOffset.UTC);
        DgqClientBuilder builder = DgqClient.builder().baseUrl(api.baseUrl()).apiToken(TestTokens.expiringAt(expiry));
        try (DgqClient client = builder.build()) {
            assertThat(client).isNotNull();
        }
        assertThatThrownBy(() -> builder.clock(later).build())
                .isInstanceOf(DgqAuthenticationException.class)
                .hasMessageContaining("expired at " + expiry);
    }

    @Test
    void refusesABearerPrefixedToken() {
        assertThatThrownBy(() -> DgqClient.builder()
                        .baseUrl(api.baseUrl())
                        .apiToken("Bearer " + TestTokens.api())
                        .build())
                .isInstanceOf(DgqAuthenticationException.class)
                .hasMessageContaining("pass the token alone");
    }

    @Test
    void refusesAMissingToken() {
        assertThatThrownBy(() -> DgqClient.builder().baseUrl(api.baseUrl()).build())
                .isInstanceOf(DgqAuthenticationException.class)
                .hasMessageContaining("No API token");
    }

    @Test
    void neverPrintsTheToken() {
        DgqClientBuilder builder = api.clientBuilder();
        try (DgqClient client = builder.build()) {
            assertThat(client.toString()).doesNotContain(api.token()).contains("****");
            assertThat(builder.toString()).doesNotContain(api.token());
        }
    }

    @Test
    void readsTheEnvironment() {
        Map<String, String> env = Map.of("DGQ_BASE_URL", api.baseUrl(), "DGQ_API_TOKEN", api.token());
        try (DgqClient client = DgqClient.builder().fromEnv(env::get).build()) {
            assertThat(client.apiBaseUrl()).isEqualTo(api.baseUrl() + "api/v1");
        }
        assertThatThrownBy(() -> DgqClient.builder()
                        .fromEnv(Map.of("DGQ_API_TOKEN", api.token())::get)
                        .build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("DGQ_BASE_URL is not set");
        assertThatThrownBy(() -> DgqClient.builder()
                        .fromEnv(Map.of("DGQ_BASE_URL", api.baseUrl())::get)
                        .build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("DGQ_API_TOKEN is not set");
    }

    @Test
    void sendsTheBearerTokenUserAgentAndDefaultHeaders() {
        api.enqueueData("{}");
        try (DgqClient client =
                api.clientBuilder().header("X-Team", "data-platform").build()) {
            client.domains()
                    .delete(
                            "d-1",
                            RequestOptions.builder()
                                    .header("X-Request-Tag", "t1")
                                    .build());
        }
        RecordedRequest request = api.take();
        assertThat(request.getHeaders().get("Authorization")).isEqualTo("Bearer " + api.token());
        assertThat(request.getHeaders().get("User-Agent"))
                .startsWith("dgq-java-sdk/")
                .contains("Java/");
        assertThat(request.getHeaders().get("X-Team")).isEqualTo("data-platform");
        assertThat(request.getHeaders().get("X-Request-Tag")).isEqualTo("t1");
        assertThat(request.getUrl().query()).isNull();
        assertThat(request.getHeaders().get("Content-Type")).isNull();
    }

    @Test
    void refusesAnAuthorizationHeaderOfTheCaller() {
        assertThatThrownBy(() -> RequestOptions.builder().header("authorization", "Bearer x"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("Do not set the Authorization");
        assertThatThrownBy(() -> DgqClient.builder().header("Authorization", "x"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void asksTheTokenSupplierOnEveryCall() {
        String first = TestTokens.api("first");
        String second = TestTokens.api("second");
        java.util.concurrent.atomic.AtomicInteger calls = new java.util.concurrent.atomic.AtomicInteger();
        api.enqueueData("{}");
        api.enqueueData("{}");
        try (DgqClient client = DgqClient.builder()
                .baseUrl(api.baseUrl())
                .apiTokenSupplier(() -> calls.incrementAndGet() == 1 ? first : second)
                .build()) {
            client.domains().delete("a");
            client.domains().delete("b");
        }
        assertThat(api.take().getHeaders().get("Authorization")).isEqualTo("Bearer " + first);
        assertThat(api.take().getHeaders().get("Authorization")).isEqualTo("Bearer " + second);
    }

    @Test
    void checksASuppliedTokenBeforeTheCall() {
        try (DgqClient client = DgqClient.builder()
                .baseUrl(api.baseUrl())
                .apiTokenSupplier(TestTokens::mcp)
                .build()) {
            assertThatThrownBy(() -> client.domains().get("d-1"))
                    .isInstanceOf(DgqAuthenticationException.class)
                    .hasMessageContaining("MCP token");
        }
        assertThat(api.requestCount()).isZero();
    }

    @Test
    void refusesBadOptionValues() {
        assertThatThrownBy(() -> DgqClient.builder().maxRetries(-1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("maxRetries");
        assertThatThrownBy(() -> DgqClient.builder().apiCallTimeout(java.time.Duration.ZERO))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("apiCallTimeout");
        assertThatThrownBy(() -> DgqClient.builder().apiCallAttemptTimeout(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("apiCallAttemptTimeout");
        assertThatThrownBy(() -> RequestOptions.builder().apiCallTimeout(java.time.Duration.ofSeconds(-1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("apiCallTimeout");
        assertThatThrownBy(() -> RequestOptions.builder().apiCallAttemptTimeout(java.time.Duration.ZERO))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("apiCallAttemptTimeout");
    }

    @Test
    void usesACallersHttpClientAndLeavesItOpen() {
        okhttp3.OkHttpClient shared = new okhttp3.OkHttpClient();
        api.enqueueData("{}");
        try (DgqClient client = api.clientBuilder()
                .transport(OkHttpTransport.builder().client(shared).build())
                .build()) {
            client.domains().delete("d-1");
        }
        assertThat(shared.dispatcher().executorService().isShutdown()).isFalse();
        assertThat(api.take().getMethod()).isEqualTo("DELETE");
    }
}
