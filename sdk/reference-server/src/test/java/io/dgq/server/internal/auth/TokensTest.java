package io.dgq.server.internal.auth;

import static org.assertj.core.api.Assertions.assertThat;

import com.auth0.jwt.JWT;
import com.auth0.jwt.JWTCreator;
import com.auth0.jwt.algorithms.Algorithm;
import com.auth0.jwt.exceptions.AlgorithmMismatchException;
import com.auth0.jwt.exceptions.JWTDecodeException;
import com.auth0.jwt.exceptions.JWTVerificationException;
import com.auth0.jwt.exceptions.SignatureVerificationException;
import com.auth0.jwt.exceptions.TokenExpiredException;
import com.auth0.jwt.interfaces.DecodedJWT;
import io.dgq.server.TokenType;
import io.dgq.server.internal.error.ApiError;
import io.dgq.server.internal.support.Timestamps;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The server's own HS256 tokens against java-jwt: the same tokens minted byte for byte, and the same verdict, with
 * the same reason, on valid, forged, malformed and odd tokens.
 */
class TokensTest {

    private static final String SECRET = "tokens-test-secret";
    private static final String HS256 = "{\"alg\":\"HS256\",\"typ\":\"JWT\"}";
    private static final long FUTURE = Instant.now().getEpochSecond() + 3600;
    private static final long PAST = Instant.now().getEpochSecond() - 3600;

    private final Tokens tokens = new Tokens(SECRET, new Timestamps(Clock.systemUTC()));
    private final Algorithm algorithm = Algorithm.HMAC256(SECRET);

    @Test
    void mintsTheSameTokensAsJavaJwt() {
        List<Caller> callers = List.of(
                Tokens.DEFAULT_CALLER,
                new Caller("api-user", null, null),
                new Caller(
                        "quote\" back\\slash /", "tab\t new\nline \u0001 \u007f", "\u00e9t\u00e9 \uD83D\uDD11 \u2028"));
        for (Caller caller : callers) {
            for (TokenType type : TokenType.values()) {
                for (String id : new String[] {null, "0b6f7c1e-2a7d-4c55-9d4e-0f7a1d2c3b4a"}) {
                    Instant expiresAt = Instant.ofEpochSecond(FUTURE).plusMillis(999);
                    String ours = tokens.mint(caller, type, expiresAt, id);
                    long issuedAt = JWT.decode(ours).getIssuedAtAsInstant().getEpochSecond();
                    JWTCreator.Builder theirs = JWT.create()
                            .withSubject(caller.subject())
                            .withClaim(Tokens.TOKEN_TYPE, type.claim())
                            .withIssuedAt(Instant.ofEpochSecond(issuedAt))
                            .withExpiresAt(expiresAt);
                    if (caller.name() != null) {
                        theirs.withClaim("name", caller.name());
                    }
                    if (caller.email() != null) {
                        theirs.withClaim("email", caller.email());
                    }
                    if (id != null) {
                        theirs.withJWTId(id);
                    }
                    assertThat(ours).isEqualTo(theirs.sign(algorithm));
                    assertThat(verdict(ours)).isEqualTo(javaJwtVerdict(ours));
                }
            }
        }
    }

    @Test
    void aLongSecretIsHashedFirstAsHmacRequires() {
        String secret = "k".repeat(100);
        String token = new Tokens(secret, new Timestamps(Clock.systemUTC()))
                .mint(Tokens.DEFAULT_CALLER, TokenType.API_ACCESS, Instant.ofEpochSecond(FUTURE), null);
        JWT.require(Algorithm.HMAC256(secret)).build().verify(token);
    }

    @Test
    void judgesEveryTokenAsJavaJwtDoes() {
        String valid = "{\"sub\":\"s\",\"token_type\":\"api_access_token\",\"exp\":" + FUTURE
                + ",\"name\":\"N\",\"email\":\"E\",\"jti\":\"j\"}";
        List<String> headers = List.of(
                HS256,
                "{\"alg\":\"HS256\"}",
                "{\"alg\":\"HS384\",\"typ\":\"JWT\"}",
                "{\"alg\":\"none\"}",
                "{\"alg\":\"hs256\"}",
                "{\"alg\":5}",
                "{\"alg\":null}",
                "{}",
                "[]",
                "null",
                "",
                "not json",
                "{\"alg\":\"HS256\"} trailing",
                "{\"alg\":\"none\",\"alg\":\"HS256\"}",
                "{\"alg\":\"HS256\",\"alg\":\"none\"}",
                "{\"alg\":[\"HS256\"]}");
        List<String> payloads = new ArrayList<>(List.of(
                valid,
                valid.replace("\"exp\":" + FUTURE, "\"exp\":" + PAST),
                valid.replace("\"exp\":" + FUTURE, "\"exp\":\"" + FUTURE + "\""),
                valid.replace("\"exp\":" + FUTURE, "\"exp\":" + FUTURE + ".75"),
                valid.replace("\"exp\":" + FUTURE, "\"exp\":" + FUTURE + "e0"),
                valid.replace("\"exp\":" + FUTURE, "\"exp\":1e30"),
                valid.replace("\"exp\":" + FUTURE, "\"exp\":null"),
                valid.replace("\"exp\":" + FUTURE, "\"exp\":true"),
                valid.replace("\"exp\":" + FUTURE + ",", ""),
                valid.replace("\"exp\":" + FUTURE, "\"exp\":" + FUTURE + ",\"exp\":" + PAST),
                valid.replace("\"exp\":" + FUTURE, "\"exp\":" + PAST + ",\"exp\":" + FUTURE),
                valid + " trailing",
                valid + "}",
                "[" + valid + "]",
                "null",
                "",
                "{",
                "not json",
                "{\"token_type\":\"api_access_token\",\"exp\":" + FUTURE + "}",
                "{\"sub\":42,\"token_type\":\"api_access_token\",\"exp\":" + FUTURE + ",\"jti\":7,\"name\":1}",
                "{\"sub\":{},\"token_type\":\"api_access_token\",\"exp\":" + FUTURE + ",\"jti\":[],\"email\":null}",
                "{\"sub\":null,\"token_type\":\"api_access_token\",\"exp\":" + FUTURE + ",\"jti\":null}",
                "{\"token_type\":\"mcp_authorization\",\"exp\":" + FUTURE + "}",
                "{\"token_type\":\"refresh_token\",\"exp\":" + FUTURE + "}",
                "{\"token_type\":5,\"exp\":" + FUTURE + "}",
                "{\"exp\":" + FUTURE + "}",
                "{\"token_type\":\"api_access_token\",\"token_type\":\"mcp_authorization\",\"exp\":" + FUTURE + "}"));
        for (String claim : List.of(
                "\"nbf\":" + FUTURE,
                "\"nbf\":" + PAST,
                "\"iat\":" + FUTURE,
                "\"iat\":" + PAST,
                "\"nbf\":\"soon\"",
                "\"iat\":{}",
                "\"aud\":\"x\"",
                "\"aud\":\"\"",
                "\"aud\":[\"a\",1,true,null]",
                "\"aud\":[{}]",
                "\"aud\":[[]]",
                "\"aud\":{}",
                "\"aud\":7",
                "\"other\":{\"deep\":[1,{\"x\":null}]}")) {
            payloads.add(valid.replace("{", "{" + claim + ","));
        }
        payloads.add("{\"token_type\":\"api_access_token\",\"exp\":" + PAST + ",\"iat\":" + FUTURE + "}");
        for (String header : headers) {
            for (String payload : payloads) {
                String unsigned = encode(header) + "." + encode(payload);
                String signed = unsigned + "."
                        + Base64.getUrlEncoder()
                                .withoutPadding()
                                .encodeToString(algorithm.sign(
                                        encode(header).getBytes(StandardCharsets.UTF_8),
                                        encode(payload).getBytes(StandardCharsets.UTF_8)));
                String forged = unsigned + "."
                        + Base64.getUrlEncoder()
                                .withoutPadding()
                                .encodeToString(Algorithm.HMAC256("another-secret")
                                        .sign(
                                                encode(header).getBytes(StandardCharsets.UTF_8),
                                                encode(payload).getBytes(StandardCharsets.UTF_8)));
                for (String token : List.of(signed, forged, unsigned + ".", unsigned + ".!!!", unsigned)) {
                    String expected = javaJwtVerdict(token);
                    if (expected.startsWith("java-jwt failed") && (header.equals("null") || payload.equals("null"))) {
                        // java-jwt reads a header or payload of JSON null as no object at all, and then fails on it
                        // (the server answered 500); it is not a JWT.
                        expected = "Token is not a valid JWT";
                    }
                    assertThat(verdict(token))
                            .as(header + " / " + payload + " / " + token)
                            .isEqualTo(expected);
                }
            }
        }
        String good = tokens.mint(Tokens.DEFAULT_CALLER, TokenType.API_ACCESS, Instant.ofEpochSecond(FUTURE), "id");
        String[] parts = good.split("\\.");
        for (String token : List.of(
                good,
                "",
                ".",
                "..",
                "...",
                "a.b",
                "a.b.c.d",
                "not-a-jwt",
                parts[0] + "=." + parts[1] + "." + parts[2],
                parts[0] + "." + parts[1] + "." + parts[2] + "=",
                "@@." + parts[1] + "." + parts[2],
                parts[0] + "." + parts[1] + "." + parts[2].substring(1),
                good + " ",
                " " + good,
                parts[0].replace('-', '+').replace('_', '/') + "." + parts[1] + "." + parts[2])) {
            assertThat(verdict(token)).as(token).isEqualTo(javaJwtVerdict(token));
        }
    }

    private static String encode(String json) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(json.getBytes(StandardCharsets.UTF_8));
    }

    private String verdict(String token) {
        try {
            Tokens.Claims claims = tokens.verify(token);
            return "valid " + claims.subject() + " " + claims.name() + " " + claims.email() + " " + claims.expiresAt()
                    + " " + claims.id();
        } catch (ApiError refused) {
            return refused.getMessage();
        }
    }

    /** The verdict of java-jwt's verifier followed by the server's own checks, as the server judged before. */
    private String javaJwtVerdict(String token) {
        DecodedJWT jwt;
        try {
            jwt = JWT.require(algorithm).build().verify(token);
        } catch (TokenExpiredException e) {
            return "Token has expired";
        } catch (AlgorithmMismatchException e) {
            return "Token must be signed with HS256";
        } catch (SignatureVerificationException e) {
            return "Token signature is invalid";
        } catch (JWTDecodeException e) {
            return "Token is not a valid JWT";
        } catch (JWTVerificationException e) {
            return "Token is not valid";
        } catch (NullPointerException e) {
            return "java-jwt failed: " + e;
        }
        if (jwt.getExpiresAt() == null) {
            return "Token has no expiry (exp)";
        }
        String type = jwt.getClaim(Tokens.TOKEN_TYPE).asString();
        if (TokenType.MCP_AUTHORIZATION.claim().equals(type)) {
            return "MCP tokens cannot call the REST API; use an API access token";
        }
        if (!TokenType.API_ACCESS.claim().equals(type)) {
            return "Token is not an API access token (token_type must be api_access_token)";
        }
        return "valid " + jwt.getSubject() + " " + jwt.getClaim("name").asString() + " "
                + jwt.getClaim("email").asString() + " " + jwt.getExpiresAtAsInstant() + " " + jwt.getId();
    }
}
