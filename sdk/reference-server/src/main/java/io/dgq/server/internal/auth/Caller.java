package io.dgq.server.internal.auth;

/**
 * The authenticated identity behind a request, read from the token's claims.
 *
 * @param subject the token's {@code sub}, written to {@code created_by} and {@code modified_by}
 * @param name the token's {@code name} claim, or {@code null}
 * @param email the token's {@code email} claim, or {@code null}
 */
public record Caller(String subject, String name, String email) {}
