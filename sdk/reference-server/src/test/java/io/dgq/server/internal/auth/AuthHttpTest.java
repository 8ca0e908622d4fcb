package io.dgq.server.internal.auth;

import static org.assertj.core.api.Assertions.assertThat;

import com.auth0.jwt.JWT;
import com.auth0.jwt.algorithms.Algorithm;
import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import io.dgq.server.TokenType;
import io.dgq.server.testing.RawHttp;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Authentication over raw HTTP: which tokens open the API and which are refused with 401. */
class AuthHttpTest {

    private static final String SECRET = "auth-test-secret";
    private static final String LIST = "/api/v1/metrics/parameter/list";

    private static ReferenceServer server;
    private static RawHttp http;

    @BeforeAll
    static void start() {
        server = ReferenceServer.builder().jwtSecret(SECRET).seed(Seed.DEMO).start();
        http = new RawHttp(server.baseUrl(), null);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void aServerTokenOpensTheApi() {
        RawHttp.Answer answer = withToken(server.apiToken()).post(LIST, Map.of());
        assertThat(answer.status()).isEqualTo(200);
        assertThat(answer.body().path("success").asBoolean()).isTrue();
    }

    @Test
    void aTokenMintedElsewhereWithTheSecretIsValidOnItsOwn() {
        String token = JWT.create()
                .withSubject("someone")
                .withClaim("token_type", "api_access_token")
                .withExpiresAt(Instant.now().plus(1, ChronoUnit.HOURS))
                .sign(Algorithm.HMAC256(SECRET));
        assertThat(withToken(token).post(LIST, Map.of()).status()).isEqualTo(200);
    }

    @Test
    void noHeaderIsRefused() {
        assertRefused(http.post(LIST, Map.of()), "Authorization header");
    }

    @Test
    void anotherSchemeIsRefused() {
        RawHttp.Answer answer = http.send("POST", LIST, null, Map.of("Authorization", "Basic " + server.apiToken()));
        assertRefused(answer, "Bearer");
    }

    @Test
    void aTokenInTheQueryStringIsRefused() {
        assertRefused(http.send("POST", LIST + "?access_token=" + server.apiToken(), null, Map.of()), null);
    }

    @Test
    void aTokenInACustomHeaderIsRefused() {
        assertRefused(http.send("POST", LIST, null, Map.of("X-Api-Token", server.apiToken())), null);
    }

    @Test
    void anMcpTokenIsRefused() {
        String token =
                server.mintToken(TokenType.MCP_AUTHORIZATION, Instant.now().plus(1, ChronoUnit.HOURS));
        assertRefused(withToken(token).post(LIST, Map.of()), "MCP");
    }

    @Test
    void anExpiredTokenIsRefused() {
        String token = server.mintToken(TokenType.API_ACCESS, Instant.now().minus(1, ChronoUnit.MINUTES));
        assertRefused(withToken(token).post(LIST, Map.of()), "expired");
    }

    @Test
    void aTokenWithoutExpiryIsRefused() {
        String token = JWT.create().withClaim("token_type", "api_access_token").sign(Algorithm.HMAC256(SECRET));
        assertRefused(withToken(token).post(LIST, Map.of()), "exp");
    }

    @Test
    void aTokenSignedWithAnotherSecretIsRefused() {
        String token = JWT.create()
                .withClaim("token_type", "api_access_token")
                .withExpiresAt(Instant.now().plus(1, ChronoUnit.HOURS))
                .sign(Algorithm.HMAC256("other-secret"));
        assertRefused(withToken(token).post(LIST, Map.of()), "signature");
    }

    @Test
    void anUnsignedAlgNoneTokenIsRefused() {
        Base64.Encoder encoder = Base64.getUrlEncoder().withoutPadding();
        String header = encoder.encodeToString("{\"alg\":\"none\",\"typ\":\"JWT\"}".getBytes(StandardCharsets.UTF_8));
        String payload = encoder.encodeToString(("{\"token_type\":\"api_access_token\",\"exp\":"
                        + Instant.now().plus(1, ChronoUnit.HOURS).getEpochSecond() + "}")
                .getBytes(StandardCharsets.UTF_8));
        assertRefused(withToken(header + "." + payload + ".").post(LIST, Map.of()), null);
    }

    @Test
    void aTokenOfAnotherKindIsRefused() {
        String token = JWT.create()
                .withClaim("token_type", "refresh_token")
                .withExpiresAt(Instant.now().plus(1, ChronoUnit.HOURS))
                .sign(Algorithm.HMAC256(SECRET));
        assertRefused(withToken(token).post(LIST, Map.of()), "api_access_token");
    }

    @Test
    void somethingThatIsNotAJwtIsRefused() {
        assertRefused(withToken("not-a-jwt").post(LIST, Map.of()), "JWT");
    }

    @Test
    void createdApiTokensAuthenticateAndAnswerTheirRecord() {
        RawHttp.Answer created = withToken(server.apiToken())
                .post(
                        "/api/v1/auth/access_token/",
                        Map.of(
                                "key_alias",
                                "ci",
                                "generated_for",
                                "API",
                                "expired_at",
                                "2099-01-01T00:00:00Z",
                                "is_active",
                                true,
                                "purpose",
                                "integration tests"));
        assertThat(created.status()).isEqualTo(200);
        assertThat(created.data().path("id").asText()).hasSize(36);
        assertThat(created.data().path("key_alias").asText()).isEqualTo("ci");
        assertThat(created.data().path("generated_for").asText()).isEqualTo("API");
        assertThat(created.data().path("created_by").asText()).isEqualTo("reference-user");
        assertThat(created.data().has("created_at")).isTrue();
        String token = created.data().path("token").asText();
        assertThat(JWT.decode(token).getExpiresAtAsInstant()).isEqualTo(Instant.parse("2099-01-01T00:00:00Z"));
        assertThat(JWT.decode(token).getId())
                .isEqualTo(created.data().path("id").asText());
        assertThat(withToken(token).post(LIST, Map.of()).status()).isEqualTo(200);
    }

    @Test
    void createdMcpTokensAreRefusedByRestCalls() {
        RawHttp.Answer created = withToken(server.apiToken())
                .post(
                        "/api/v1/auth/access_token/",
                        Map.of(
                                "key_alias",
                                "assistant",
                                "generated_for",
                                "MCP",
                                "expired_at",
                                "2099-01-01T00:00:00+00:00"));
        assertThat(created.status()).isEqualTo(200);
        assertThat(created.data().path("expired_at").asText())
                .as("in UTC with milliseconds, like every record time")
                .isEqualTo("2099-01-01T00:00:00.000Z");
        String token = created.data().path("token").asText();
        assertThat(JWT.decode(token).getClaim("token_type").asString()).isEqualTo("mcp_authorization");
        assertRefused(withToken(token).post(LIST, Map.of()), "MCP");
    }

    @Test
    void inactiveTokenRecordsDoNotAuthenticate() {
        RawHttp.Answer created = withToken(server.apiToken())
                .post(
                        "/api/v1/auth/access_token/",
                        Map.of(
                                "key_alias",
                                "disabled",
                                "generated_for",
                                "API",
                                "expired_at",
                                "2099-01-01T00:00:00Z",
                                "is_active",
                                false));
        assertRefused(withToken(created.data().path("token").asText()).post(LIST, Map.of()), "inactive");
    }

    @Test
    void tokenCreationRefusesPastExpiriesAndUnknownKinds() {
        RawHttp authed = withToken(server.apiToken());
        RawHttp.Answer past = authed.post(
                "/api/v1/auth/access_token/", Map.of("generated_for", "API", "expired_at", "2001-01-01T00:00:00Z"));
        assertThat(past.status()).isEqualTo(400);
        assertThat(past.message()).contains("expired_at");
        RawHttp.Answer kind = authed.post(
                "/api/v1/auth/access_token/", Map.of("generated_for", "WEB", "expired_at", "2099-01-01T00:00:00Z"));
        assertThat(kind.status()).isEqualTo(400);
        assertThat(kind.message()).contains("generated_for").contains("WEB");
        RawHttp.Answer notADate =
                authed.post("/api/v1/auth/access_token/", Map.of("generated_for", "API", "expired_at", "next tuesday"));
        assertThat(notADate.status()).isEqualTo(400);
        for (String expiry : List.of("2099-01-01", "2099-01-01T10:00:00", "2099-01-01T10:00:00.5+02:00")) {
            assertThat(authed.post("/api/v1/auth/access_token/", Map.of("generated_for", "API", "expired_at", expiry))
                            .status())
                    .as(expiry)
                    .isEqualTo(200);
        }
    }

    private static RawHttp withToken(String token) {
        return new RawHttp(server.baseUrl(), token);
    }

    private static void assertRefused(RawHttp.Answer answer, String messagePart) {
        assertThat(answer.status()).isEqualTo(401);
        assertThat(answer.header("WWW-Authenticate")).as("RFC 9110's challenge").isEqualTo("Bearer realm=\"dgq\"");
        assertThat(answer.code()).isEqualTo("UNAUTHORIZED");
        assertThat(answer.body().path("success").asBoolean()).isFalse();
        if (messagePart != null) {
            assertThat(answer.message()).containsIgnoringCase(messagePart);
        }
    }
}
