// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.auth;

import com.fasterxml.jackson.annotation.JsonCreator;
import io.dgq.sdk.model.OpenEnum;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What an access token is generated for ({@code generated_for}). The two kinds are not interchangeable: only an
 * {@link #API} token authenticates REST calls. An open set: values the server adds later decode too, with
 * {@link #isKnown()} {@code false}.
 */
public final class TokenAudience implements OpenEnum {
    /** An API access token, for REST calls (its JWT carries {@code token_type} = {@code api_access_token}). */
    public static final TokenAudience API = new TokenAudience("API");

    /** An MCP access token, for MCP clients; it does not authenticate REST calls. */
    public static final TokenAudience MCP = new TokenAudience("MCP");

    private static final Map<String, TokenAudience> KNOWN =
            Map.ofEntries(Map.entry(API.value(), API), Map.entry(MCP.value(), MCP));

    private final String value;

    private TokenAudience(String value) {
        this.value = value;
    }

    /**
     * Returns the audience for a raw value, known or not.
     *
     * @param value the raw string
     * @return the known constant, or a new instance carrying {@code value}
     * @throws NullPointerException if {@code value} is {@code null}
     */
    @JsonCreator
    public static TokenAudience of(String value) {
        TokenAudience known = KNOWN.get(Objects.requireNonNull(value, "value"));
        return known != null ? known : new TokenAudience(value);
    }

    /**
     * Returns the values this SDK version knows.
     *
     * @return the known constants
     */
    public static List<TokenAudience> knownValues() {
        return List.of(API, MCP);
    }

    @Override
    public String value() {
        return value;
    }

    @Override
    public boolean isKnown() {
        return KNOWN.containsKey(value);
    }

    /** Compares by raw value. */
    @Override
    public boolean equals(Object o) {
        return o instanceof TokenAudience other && other.value.equals(value);
    }

    @Override
    public int hashCode() {
        return value.hashCode();
    }

    /** Returns the raw value. */
    @Override
    public String toString() {
        return value;
    }
}
