package io.dgq.server.internal.auth;

import io.dgq.server.internal.data.store.RecordStore;
import io.dgq.server.internal.error.ApiError;
import io.dgq.server.internal.support.Timestamps;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Authenticates a request from its {@code Authorization: Bearer} header. A token signed with the server's secret is
 * valid on its own; one whose {@code jti} names a token record of this server also needs that record active.
 *
 * <p>Clients send the same token again and again, so the outcome of a signature check is remembered per token; its
 * expiry and its token record are still checked on every request.
 */
public final class Authenticator {

    private static final String BEARER = "bearer ";
    private static final int MAX_REMEMBERED = 10_000;

    /** What a verified token says; valid until {@code expiresAt}. */
    private record Verified(Caller caller, Instant expiresAt, String recordId) {}

    private final Tokens tokens;
    private final RecordStore tokenRecords;
    private final Timestamps time;
    private final Map<String, Verified> verified = new ConcurrentHashMap<>();

    public Authenticator(Tokens tokens, RecordStore tokenRecords, Timestamps time) {
        this.tokens = tokens;
        this.tokenRecords = tokenRecords;
        this.time = time;
    }

    /**
     * Finds the caller of a request.
     *
     * @param authorization the {@code Authorization} header, or {@code null}
     * @throws ApiError UNAUTHORIZED for anything but a valid API access token
     */
    public Caller authenticate(String authorization) {
        if (authorization == null || authorization.isBlank()) {
            throw ApiError.unauthorized("Authorization header with a Bearer token is required");
        }
        if (!authorization.regionMatches(true, 0, BEARER, 0, BEARER.length())) {
            throw ApiError.unauthorized("Authorization header must use the Bearer scheme");
        }
        String token = authorization.substring(BEARER.length()).trim();
        Verified known = verified.get(token);
        if (known == null) {
            known = verify(token);
        } else if (!time.now().isBefore(known.expiresAt())) {
            verified.remove(token);
            throw ApiError.unauthorized("Token has expired");
        }
        if (known.recordId() != null) {
            tokenRecords.live(known.recordId()).ifPresent(record -> {
                if (!record.flag("is_active")) {
                    throw ApiError.unauthorized("Token is inactive");
                }
            });
        }
        return known.caller();
    }

    private Verified verify(String token) {
        Tokens.Claims jwt = tokens.verify(token);
        String subject = jwt.subject();
        Caller caller = new Caller(subject == null ? "api-user" : subject, jwt.name(), jwt.email());
        Verified result = new Verified(caller, jwt.expiresAt(), jwt.id());
        if (verified.size() >= MAX_REMEMBERED) {
            verified.clear();
        }
        verified.put(token, result);
        return result;
    }
}
