package io.dgq.sdk.auth;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;
import java.time.OffsetDateTime;

/**
 * A created access token: the token record and the JWT itself ({@code token}), which the server shows only in
 * this answer. The JWT is a secret: {@link #toString()} never prints it.
 *
 * <pre>{@code
 * AccessToken created = client.auth().createAccessToken(request);
 * secretStore.put("dgq-token", created.token());
 * }</pre>
 */
public final class AccessToken extends ApiObject {

    @JsonProperty("id")
    private String id;
    @JsonProperty("key_alias")
    private String keyAlias;
    @JsonProperty("generated_for")
    private TokenAudience generatedFor;
    @JsonProperty("expired_at")
    private OffsetDateTime expiredAt;
    @JsonProperty("is_active")
    private Boolean active;
    @JsonProperty("purpose")
    private String purpose;
    @JsonProperty("created_at")
    private OffsetDateTime createdAt;
    @JsonProperty("created_by")
    private String createdBy;
    @JsonProperty("token")
    private String token;

    private AccessToken() {
    }

    /** {@return the token record's id ({@code id})} */
    public String id() {
        return id;
    }

    /** {@return the descriptive name of the token ({@code key_alias})} */
    public String keyAlias() {
        return keyAlias;
    }

    /** {@return what the token is for ({@code generated_for}); an open set} */
    public TokenAudience generatedFor() {
        return generatedFor;
    }

    /** {@return when the token expires ({@code expired_at})} */
    public OffsetDateTime expiredAt() {
        return expiredAt;
    }

    /** {@return whether the token is active ({@code is_active})} */
    public Boolean isActive() {
        return active;
    }

    /** {@return why the token was created ({@code purpose})} */
    public String purpose() {
        return purpose;
    }

    /** {@return when the token was created ({@code created_at})} */
    public OffsetDateTime createdAt() {
        return createdAt;
    }

    /** {@return who created the token ({@code created_by})} */
    public String createdBy() {
        return createdBy;
    }

    /**
     * Returns the JWT, to authenticate with (an {@link TokenAudience#API} token can build a new client) or to keep
     * in a secret store. The server shows it only in the answer of the creation.
     *
     * @return the JWT ({@code token})
     */
    public String token() {
        return token;
    }

    /** Describes the token record; the JWT is never printed. */
    @Override
    public String toString() {
        return "AccessToken{id=" + id + ", keyAlias=" + keyAlias + ", generatedFor=" + generatedFor + ", expiredAt="
                + expiredAt + ", active=" + active + ", token=" + (token == null ? null : "****") + "}";
    }
}
