package io.dgq.server.internal.auth;

import com.auth0.jwt.JWT;
import com.auth0.jwt.JWTCreator;
import com.auth0.jwt.JWTVerifier;
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
import java.time.Instant;

/** Mints and verifies the HS256 tokens signed with the server's secret. */
public final class Tokens {

    static final String TOKEN_TYPE = "token_type";

    /** The identity of tokens the server mints for its own users (the embedding test, the standalone banner). */
    public static final Caller DEFAULT_CALLER = new Caller("reference-user", "Reference User", "reference.user@example.com");

    private final Algorithm algorithm;
    private final JWTVerifier verifier;
    private final Timestamps time;

    public Tokens(String secret, Timestamps time) {
        this.algorithm = Algorithm.HMAC256(secret);
        this.verifier = ((JWTVerifier.BaseVerification) JWT.require(algorithm)).build(time.clock());
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
        JWTCreator.Builder token = JWT.create()
                .withSubject(caller.subject())
                .withClaim(TOKEN_TYPE, type.claim())
                .withIssuedAt(time.now())
                .withExpiresAt(expiresAt);
        if (caller.name() != null) {
            token.withClaim("name", caller.name());
        }
        if (caller.email() != null) {
            token.withClaim("email", caller.email());
        }
        if (id != null) {
            token.withJWTId(id);
        }
        return token.sign(algorithm);
    }

    /**
     * Verifies the signature, the expiry and the kind of a token.
     *
     * @throws ApiError UNAUTHORIZED naming why the token is refused
     */
    DecodedJWT verify(String token) {
        DecodedJWT jwt;
        try {
            jwt = verifier.verify(token);
        } catch (TokenExpiredException e) {
            throw ApiError.unauthorized("Token has expired");
        } catch (AlgorithmMismatchException e) {
            throw ApiError.unauthorized("Token must be signed with HS256");
        } catch (SignatureVerificationException e) {
            throw ApiError.unauthorized("Token signature is invalid");
        } catch (JWTDecodeException e) {
            throw ApiError.unauthorized("Token is not a valid JWT");
        } catch (JWTVerificationException e) {
            throw ApiError.unauthorized("Token is not valid");
        }
        if (jwt.getExpiresAt() == null) {
            throw ApiError.unauthorized("Token has no expiry (exp)");
        }
        String type = jwt.getClaim(TOKEN_TYPE).asString();
        if (TokenType.MCP_AUTHORIZATION.claim().equals(type)) {
            throw ApiError.unauthorized("MCP tokens cannot call the REST API; use an API access token");
        }
        if (!TokenType.API_ACCESS.claim().equals(type)) {
            throw ApiError.unauthorized("Token is not an API access token (token_type must be api_access_token)");
        }
        return jwt;
    }
}
