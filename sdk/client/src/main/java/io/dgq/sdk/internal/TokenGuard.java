package io.dgq.sdk.internal;

import com.auth0.jwt.JWT;
import com.auth0.jwt.exceptions.JWTDecodeException;
import com.auth0.jwt.interfaces.DecodedJWT;
import io.dgq.sdk.errors.DgqAuthenticationException;
import java.time.Clock;
import java.time.Instant;
import java.util.function.Supplier;

/**
 * Supplies the API token for each call and refuses, before any request, a token that cannot work: a control or
 * non-ASCII character, not a JWT, an MCP token, or an expired one. Whitespace around the token (the newline at
 * the end of a token file) is stripped. Decodes only (the signature is the server's to check). A token is decoded
 * once and then only its expiry is checked. Messages never contain the token. Internal.
 */
public final class TokenGuard {

    /** The {@code token_type} claim of MCP tokens, which do not authenticate REST calls. */
    static final String MCP_TOKEN_TYPE = "mcp_authorization";

    private static final String HOW_TO_FIX = "Create an API access token (generated for API) in the DGQ settings "
            + "(Organization > Access Tokens) or with auth().createAccessToken(...), and pass the JWT string as shown.";

    private final Supplier<String> supplier;
    private final Clock clock;
    private volatile Checked last;

    /**
     * Creates a guard.
     *
     * @param supplier gives the current token; called once per request, so it may rotate tokens
     * @param clock the clock that decides expiry
     */
    public TokenGuard(Supplier<String> supplier, Clock clock) {
        this.supplier = supplier;
        this.clock = clock;
    }

    /**
     * Supplies the same token on every call; the supplier a token given as a string gets.
     *
     * @param token the token
     * @return a supplier of {@code token}
     */
    public static Supplier<String> fixed(String token) {
        return () -> token;
    }

    /**
     * Returns the token to send now.
     *
     * @return the token without surrounding whitespace: a JWT, not an MCP token and not expired
     * @throws DgqAuthenticationException saying what is wrong with the token and what to do
     */
    public String currentToken() {
        String token;
        try {
            token = supplier.get();
        } catch (RuntimeException e) {
            throw new DgqAuthenticationException(
                    "The API token supplier failed: " + e.getClass().getSimpleName());
        }
        Checked checked = last;
        if (checked == null || !checked.token.equals(token)) {
            checked = check(token);
            last = checked;
        }
        if (checked.expiresAt != null && !clock.instant().isBefore(checked.expiresAt)) {
            throw new DgqAuthenticationException("The API token expired at " + checked.expiresAt + ". " + HOW_TO_FIX);
        }
        return checked.stripped;
    }

    /**
     * Checks a token's form once, without the expiry.
     *
     * @param token the token
     * @return the token with its expiry
     * @throws DgqAuthenticationException when the token is missing, holds a control or non-ASCII character, is not
     *     a JWT, or is an MCP token
     */
    static Checked check(String token) {
        if (token == null || token.isBlank()) {
            throw new DgqAuthenticationException("No API token: set apiToken(...) on the client builder or the "
                    + "DGQ_API_TOKEN environment variable. " + HOW_TO_FIX);
        }
        String trimmed = token.strip();
        for (int i = 0; i < trimmed.length(); i++) {
            char c = trimmed.charAt(i);
            if (c < 0x20 || c > 0x7e) {
                throw new DgqAuthenticationException("The API token holds "
                        + (c < 0x20 || c == 0x7f ? "a control character" : "a non-ASCII character") + " at position "
                        + (i + 1) + " of "
                        + trimmed.length() + " (after stripping surrounding whitespace): a JWT has only letters, "
                        + "digits, '-', '_' and '.'. " + HOW_TO_FIX);
            }
        }
        if (trimmed.regionMatches(true, 0, "Bearer ", 0, 7)) {
            throw new DgqAuthenticationException("The API token starts with 'Bearer ': pass the token alone; the "
                    + "SDK adds the Authorization header itself.");
        }
        DecodedJWT jwt;
        try {
            jwt = JWT.decode(trimmed);
        } catch (JWTDecodeException e) {
            throw new DgqAuthenticationException("The API token is not a JWT (it must be three base64url parts "
                    + "separated by dots). " + HOW_TO_FIX);
        }
        String tokenType = jwt.getClaim("token_type").asString();
        if (MCP_TOKEN_TYPE.equals(tokenType)) {
            throw new DgqAuthenticationException("The token is an MCP token (token_type=mcp_authorization); MCP "
                    + "tokens do not authenticate REST calls. " + HOW_TO_FIX);
        }
        Instant expiresAt = jwt.getExpiresAtAsInstant();
        return new Checked(token, trimmed, expiresAt);
    }

    @Override
    public String toString() {
        return "TokenGuard{token=****}";
    }

    /** A token whose form was checked, as supplied and as sent, with its expiry. */
    static final class Checked {
        final String token;
        final String stripped;
        final Instant expiresAt;

        Checked(String token, String stripped, Instant expiresAt) {
            this.token = token;
            this.stripped = stripped;
            this.expiresAt = expiresAt;
        }

        @Override
        public String toString() {
            return "Checked{token=****, expiresAt=" + expiresAt + "}";
        }
    }
}
