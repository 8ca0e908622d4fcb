package io.dgq.server.internal.auth;

import com.fasterxml.jackson.core.io.JsonStringEncoder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.TokenType;
import io.dgq.server.internal.error.ApiError;
import io.dgq.server.internal.json.Json;
import io.dgq.server.internal.support.Timestamps;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Base64;

/**
 * Mints and verifies the HS256 tokens signed with the server's secret (RFC 7519), as the common JWT libraries do:
 * the header must name {@code HS256}, the signature is compared in constant time, {@code exp} must not have passed,
 * {@code nbf} and {@code iat} must not be in the future (to the second, without leeway), and the registered claims
 * must have their types. HMAC-SHA256 (RFC 2104) is computed over {@link MessageDigest}, which the JDK sets up much
 * faster than a {@code javax.crypto.Mac}: the standalone server mints its first token while it starts.
 */
public final class Tokens {

    static final String TOKEN_TYPE = "token_type";

    /** The identity of tokens the server mints for its own users (the embedding test, the standalone banner). */
    public static final Caller DEFAULT_CALLER =
            new Caller("reference-user", "Reference User", "reference.user@example.com");

    /** What a verified token says. */
    record Claims(String subject, String name, String email, Instant expiresAt, String id) {}

    private static final String ALGORITHM = "HS256";
    private static final int BLOCK = 64;
    private static final Base64.Encoder ENCODER = Base64.getUrlEncoder().withoutPadding();
    private static final Base64.Decoder DECODER = Base64.getUrlDecoder();
    private static final String HEADER = ENCODER.encodeToString(
            ("{\"alg\":\"" + ALGORITHM + "\",\"typ\":\"JWT\"}").getBytes(StandardCharsets.UTF_8));

    private final byte[] innerPad = new byte[BLOCK];
    private final byte[] outerPad = new byte[BLOCK];
    private final Timestamps time;

    public Tokens(String secret, Timestamps time) {
        byte[] key = secret.getBytes(StandardCharsets.UTF_8);
        if (key.length > BLOCK) {
            key = sha256().digest(key);
        }
        for (int i = 0; i < BLOCK; i++) {
            byte k = i < key.length ? key[i] : 0;
            innerPad[i] = (byte) (k ^ 0x36);
            outerPad[i] = (byte) (k ^ 0x5c);
        }
        this.time = time;
    }

    /**
     * Signs a token.
     *
     * @param caller whose identity the token carries
     * @param type the token kind
     * @param expiresAt the {@code exp} claim
     * @param id the {@code jti} claim, or {@code null} for a token that is valid on its own
     */
    public String mint(Caller caller, TokenType type, Instant expiresAt, String id) {
        StringBuilder payload = new StringBuilder(256).append('{');
        text(payload, "sub", caller.subject());
        text(payload, TOKEN_TYPE, type.claim());
        number(payload, "iat", time.now().getEpochSecond());
        number(payload, "exp", expiresAt.getEpochSecond());
        text(payload, "name", caller.name());
        text(payload, "email", caller.email());
        text(payload, "jti", id);
        payload.setCharAt(payload.length() - 1, '}');
        String signed = HEADER + "." + ENCODER.encodeToString(payload.toString().getBytes(StandardCharsets.UTF_8));
        return signed + "." + ENCODER.encodeToString(sign(signed));
    }

    private static void text(StringBuilder json, String name, String value) {
        if (value != null) {
            json.append('"').append(name).append("\":\"");
            JsonStringEncoder.getInstance().quoteAsString(value, json);
            json.append("\",");
        }
    }

    private static void number(StringBuilder json, String name, long value) {
        json.append('"').append(name).append("\":").append(value).append(',');
    }

    /**
     * Verifies the signature, the expiry and the kind of a token.
     *
     * @throws ApiError UNAUTHORIZED naming why the token is refused
     */
    Claims verify(String token) {
        int first = token.indexOf('.');
        int second = first < 0 ? -1 : token.indexOf('.', first + 1);
        if (second < 0 || token.indexOf('.', second + 1) >= 0) {
            throw notAJwt();
        }
        if (!(part(token.substring(0, first)) instanceof ObjectNode header)) {
            throw notAJwt();
        }
        JsonNode claims = part(token.substring(first + 1, second));
        // A payload of JSON null passes for one without claims until its signature is checked.
        ObjectNode payload = claims.isObject() ? (ObjectNode) claims : Json.object();
        Instant expiresAt = instant(payload, "exp");
        Instant notBefore = instant(payload, "nbf");
        Instant issuedAt = instant(payload, "iat");
        requireAudienceOfStrings(payload.get("aud"));
        if (!ALGORITHM.equals(string(header, "alg"))) {
            throw ApiError.unauthorized("Token must be signed with HS256");
        }
        byte[] signature;
        try {
            signature = DECODER.decode(token.substring(second + 1));
        } catch (IllegalArgumentException e) {
            throw ApiError.unauthorized("Token signature is invalid");
        }
        if (!MessageDigest.isEqual(signature, sign(token.substring(0, second)))) {
            throw ApiError.unauthorized("Token signature is invalid");
        }
        if (claims.isNull()) {
            throw notAJwt();
        }
        Instant now = time.clock().instant().truncatedTo(ChronoUnit.SECONDS);
        if (expiresAt != null && now.isAfter(expiresAt)) {
            throw ApiError.unauthorized("Token has expired");
        }
        if ((notBefore != null && now.isBefore(notBefore)) || (issuedAt != null && now.isBefore(issuedAt))) {
            throw ApiError.unauthorized("Token is not valid");
        }
        if (expiresAt == null) {
            throw ApiError.unauthorized("Token has no expiry (exp)");
        }
        String type = textual(payload, TOKEN_TYPE);
        if (TokenType.MCP_AUTHORIZATION.claim().equals(type)) {
            throw ApiError.unauthorized("MCP tokens cannot call the REST API; use an API access token");
        }
        if (!TokenType.API_ACCESS.claim().equals(type)) {
            throw ApiError.unauthorized("Token is not an API access token (token_type must be api_access_token)");
        }
        return new Claims(
                string(payload, "sub"),
                textual(payload, "name"),
                textual(payload, "email"),
                expiresAt,
                string(payload, "jti"));
    }

    /** The JSON object of a token's header or payload, or a null node. */
    private static JsonNode part(String encoded) {
        byte[] json;
        try {
            json = DECODER.decode(encoded);
        } catch (IllegalArgumentException e) {
            throw notAJwt();
        }
        JsonNode node = Json.parseClaims(new String(json, StandardCharsets.UTF_8));
        if (node == null) {
            throw notAJwt();
        }
        return node;
    }

    /** A registered claim's text: any value but JSON null, as text. */
    private static String string(ObjectNode object, String name) {
        JsonNode node = object.get(name);
        return node == null || node.isNull() ? null : node.asText();
    }

    /** A claim that is a JSON string, else {@code null}. */
    private static String textual(ObjectNode object, String name) {
        JsonNode node = object.get(name);
        return node != null && node.isTextual() ? node.textValue() : null;
    }

    /** A date claim: a number of seconds since the epoch. */
    private static Instant instant(ObjectNode object, String name) {
        JsonNode node = object.get(name);
        if (node == null || node.isNull()) {
            return null;
        }
        if (!node.canConvertToLong()) {
            throw notAJwt();
        }
        long seconds = node.asLong();
        // Past the instants Java can hold (some 10^9 years either way) a date is malformed, not a server failure.
        if (seconds < Instant.MIN.getEpochSecond() || seconds > Instant.MAX.getEpochSecond()) {
            throw notAJwt();
        }
        return Instant.ofEpochSecond(seconds);
    }

    /** An audience that is an array must hold strings (or other values that read as text). */
    private static void requireAudienceOfStrings(JsonNode audience) {
        if (audience != null && audience.isArray()) {
            for (JsonNode member : audience) {
                if (member.isContainerNode()) {
                    throw notAJwt();
                }
            }
        }
    }

    private static ApiError notAJwt() {
        return ApiError.unauthorized("Token is not a valid JWT");
    }

    /** HMAC-SHA256 of a token's encoded header and payload, joined by their dot. */
    private byte[] sign(String headerAndPayload) {
        MessageDigest sha256 = sha256();
        sha256.update(innerPad);
        byte[] inner = sha256.digest(headerAndPayload.getBytes(StandardCharsets.UTF_8));
        sha256.update(outerPad);
        return sha256.digest(inner);
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is unavailable", e);
        }
    }
}
