package io.dgq.sdk.testing;

import com.auth0.jwt.JWT;
import com.auth0.jwt.algorithms.Algorithm;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/** JWTs for tests, signed with a test secret (the SDK only decodes them). */
public final class TestTokens {

    private static final Algorithm ALGORITHM = Algorithm.HMAC256("test-secret-not-used-by-the-sdk");

    private TestTokens() {}

    /** {@return a valid API access token that expires in a day} */
    public static String api() {
        return JWT.create()
                .withSubject("user-1")
                .withClaim("token_type", "api_access_token")
                .withExpiresAt(Instant.now().plus(1, ChronoUnit.DAYS))
                .sign(ALGORITHM);
    }

    /** {@return an API access token with a given subject, to tell tokens apart} */
    public static String api(String subject) {
        return JWT.create()
                .withSubject(subject)
                .withClaim("token_type", "api_access_token")
                .withExpiresAt(Instant.now().plus(1, ChronoUnit.DAYS))
                .sign(ALGORITHM);
    }

    /** {@return an API access token that expires at a given instant} */
    public static String expiringAt(Instant expiresAt) {
        return JWT.create()
                .withSubject("user-1")
                .withClaim("token_type", "api_access_token")
                .withExpiresAt(expiresAt)
                .sign(ALGORITHM);
    }

    /** {@return an MCP token, which must not authenticate REST calls} */
    public static String mcp() {
        return JWT.create()
                .withSubject("user-1")
                .withClaim("token_type", "mcp_authorization")
                .withExpiresAt(Instant.now().plus(1, ChronoUnit.DAYS))
                .sign(ALGORITHM);
    }
}
