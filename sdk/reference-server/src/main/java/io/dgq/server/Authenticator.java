package io.dgq.server;

import com.auth0.jwt.interfaces.DecodedJWT;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Locale;

/**
 * Authenticates a request from its {@code Authorization: Bearer} header. A token signed with the server's secret is
 * valid on its own; one whose {@code jti} names a token record of this server also needs that record active.
 */
final class Authenticator {

    private static final String BEARER = "bearer ";

    private final Tokens tokens;
    private final RecordStore tokenRecords;

    Authenticator(Tokens tokens, RecordStore tokenRecords) {
        this.tokens = tokens;
        this.tokenRecords = tokenRecords;
    }

    /**
     * Finds the caller of a request.
     *
     * @param authorization the {@code Authorization} header, or {@code null}
     * @throws ApiError UNAUTHORIZED for anything but a valid API access token
     */
    Caller authenticate(String authorization) {
        if (authorization == null || authorization.isBlank()) {
            throw ApiError.unauthorized("Authorization header with a Bearer token is required");
        }
        if (!authorization.toLowerCase(Locale.ROOT).startsWith(BEARER)) {
            throw ApiError.unauthorized("Authorization header must use the Bearer scheme");
        }
        DecodedJWT jwt = tokens.verify(authorization.substring(BEARER.length()).trim());
        String id = jwt.getId();
        if (id != null) {
            tokenRecords.find(id).ifPresent(record -> {
                JsonNode active = record.get("is_active");
                if (active == null || !active.asBoolean()) {
                    throw ApiError.unauthorized("Token is inactive");
                }
            });
        }
        String subject = jwt.getSubject();
        return new Caller(subject == null ? "api-user" : subject, jwt.getClaim("name").asString(),
                jwt.getClaim("email").asString());
    }
}
