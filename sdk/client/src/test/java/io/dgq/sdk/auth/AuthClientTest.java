package io.dgq.sdk.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.testing.MockApi;
import io.dgq.sdk.testing.MockApiTest;
import io.dgq.sdk.testing.TestTokens;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class AuthClientTest extends MockApiTest {

    private static final String MINTED = TestTokens.api("token-owner");

    static final String ACCESS_TOKEN_JSON = "{\"id\":\"5d1f7a40-61f8-4e35-9d0c-0d9a3c1f2b77\","
            + "\"key_alias\":\"nightly-export\",\"generated_for\":\"API\",\"expired_at\":\"2027-02-20T00:00:00Z\","
            + "\"is_active\":true,\"purpose\":null,\"created_at\":\"2026-11-22T10:15:30+00:00\","
            + "\"created_by\":\"user-1\",\"token\":\"" + MINTED + "\",\"scopes\":[\"read\"]}";

    @Test
    void createsAnAccessTokenOnTheRouteWithItsTrailingSlash() {
        api.enqueueData(ACCESS_TOKEN_JSON);
        AccessToken token = client.auth()
                .createAccessToken(AccessTokenCreateRequest.builder()
                        .keyAlias("nightly-export")
                        .generatedFor(TokenAudience.API)
                        .expiredAt(OffsetDateTime.of(2027, 2, 20, 1, 0, 0, 0, ZoneOffset.ofHours(1)))
                        .isActive(true)
                        .purpose(null)
                        .build());

        api.takeSent(
                "POST",
                "/api/v1/auth/access_token/",
                "{\"key_alias\":\"nightly-export\",\"generated_for\":\"API\","
                        + "\"expired_at\":\"2027-02-20T00:00:00.000Z\",\"is_active\":true,\"purpose\":null}");

        assertThat(token.id()).isEqualTo("5d1f7a40-61f8-4e35-9d0c-0d9a3c1f2b77");
        assertThat(token.keyAlias()).isEqualTo("nightly-export");
        assertThat(token.generatedFor()).isSameAs(TokenAudience.API);
        assertThat(token.expiredAt()).isEqualTo(OffsetDateTime.of(2027, 2, 20, 0, 0, 0, 0, ZoneOffset.UTC));
        assertThat(token.isActive()).isTrue();
        assertThat(token.purpose()).isNull();
        assertThat(token.createdAt()).isEqualTo(OffsetDateTime.parse("2026-11-22T10:15:30+00:00"));
        assertThat(token.createdBy()).isEqualTo("user-1");
        assertThat(token.token()).isEqualTo(MINTED);
        assertThat(token.additionalProperty("scopes").asList().get(0).asString())
                .isEqualTo("read");
    }

    @Test
    void sendsAnInstantAsAUtcTimestampWithSeconds() {
        api.enqueueData(ACCESS_TOKEN_JSON);
        client.auth()
                .createAccessToken(AccessTokenCreateRequest.builder()
                        .generatedFor(TokenAudience.MCP)
                        .expiredAt(Instant.parse("2027-02-20T00:00:00Z"))
                        .build());
        assertThat(MockApi.body(api.take()))
                .isEqualTo("{\"generated_for\":\"MCP\",\"expired_at\":\"2027-02-20T00:00:00.000Z\"}");
    }

    @Test
    void theCreatedTokenBuildsANewClient() {
        api.enqueueData(ACCESS_TOKEN_JSON);
        AccessToken token = client.auth()
                .createAccessToken(AccessTokenCreateRequest.builder()
                        .generatedFor(TokenAudience.API)
                        .expiredAt(Instant.now().plusSeconds(3600))
                        .build());
        api.take();

        api.enqueueData("{}");
        try (DgqClient other = DgqClient.builder()
                .baseUrl(api.baseUrl())
                .apiToken(token.token())
                .build()) {
            other.request("GET", "/governance/field/tabs-groups", null, JsonObject.class);
        }
        assertThat(api.take().getHeaders().get("Authorization")).isEqualTo("Bearer " + MINTED);
    }

    @Test
    void neverPrintsTheToken() {
        api.enqueueData(ACCESS_TOKEN_JSON);
        DgqResponse<AccessToken> response = client.withRawResponse()
                .auth()
                .createAccessToken(
                        AccessTokenCreateRequest.builder()
                                .generatedFor(TokenAudience.API)
                                .expiredAt(Instant.now().plusSeconds(60))
                                .build(),
                        RequestOptions.none());
        assertThat(response.correlationId()).isEqualTo("corr-123");
        assertThat(response.data().toString())
                .contains("key_alias=\"nightly-export\"", "token=****")
                .doesNotContain(MINTED);
    }

    @Test
    void decodesAnAudienceThisVersionDoesNotKnow() {
        api.enqueueData("{\"id\":\"t-2\",\"generated_for\":\"WEBHOOK\",\"token\":null}");
        AccessToken token = client.auth()
                .createAccessToken(AccessTokenCreateRequest.builder()
                        .generatedFor(TokenAudience.of("WEBHOOK"))
                        .expiredAt(Instant.now().plusSeconds(60))
                        .build());
        assertThat(token.generatedFor().isKnown()).isFalse();
        assertThat(token.generatedFor().value()).isEqualTo("WEBHOOK");
        assertThat(token.token()).isNull();
        assertThat(token.toString()).isEqualTo("AccessToken{id=\"t-2\", generated_for=\"WEBHOOK\"}");
        assertThat(TokenAudience.knownValues()).containsExactly(TokenAudience.API, TokenAudience.MCP);
    }

    @Test
    void requiresTheAudienceAndTheExpiry() {
        assertThatThrownBy(() -> AccessTokenCreateRequest.builder()
                        .keyAlias("k")
                        .generatedFor(TokenAudience.API)
                        .build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("'expired_at' is required");
        assertThatThrownBy(() -> AccessTokenCreateRequest.builder()
                        .expiredAt(Instant.now())
                        .build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("'generated_for' is required");
        assertThatThrownBy(() -> client.auth().createAccessToken(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'request' must not be null");
        assertThat(api.requestCount()).isZero();
    }
}
