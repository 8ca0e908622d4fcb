// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.auth;

import io.dgq.sdk.internal.RequestBody;
import io.dgq.sdk.internal.RequestFields;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.model.WriteRequest;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.Set;

/**
 * The body of {@code POST /auth/access_token/}. {@code generated_for} and {@code expired_at} are required.
 *
 * <pre>{@code
 * AccessTokenCreateRequest request = AccessTokenCreateRequest.builder()
 *     .keyAlias("nightly-export")
 *     .generatedFor(TokenAudience.API)
 *     .expiredAt(Instant.now().plus(Duration.ofDays(90)))
 *     .isActive(true)
 *     .purpose("Nightly export job")
 *     .build();
 * }</pre>
 */
public final class AccessTokenCreateRequest implements WriteRequest {
    private final RequestBody body;

    private AccessTokenCreateRequest(RequestBody body) {
        this.body = body;
    }

    /**
     * Returns a new builder.
     *
     * @return an empty builder
     */
    public static Builder builder() {
        return new Builder();
    }

    @Override
    public boolean isSet(String jsonName) {
        return body.isSet(jsonName);
    }

    @Override
    public Set<String> fieldNames() {
        return body.fieldNames();
    }

    @Override
    public JsonObject toJson() {
        return body.json();
    }

    /** Returns the class name and the names (never the values) of the fields that are set. */
    @Override
    public String toString() {
        return body.names("AccessTokenCreateRequest");
    }

    /** Builds an {@link AccessTokenCreateRequest}. */
    public static final class Builder {
        private final RequestFields fields = new RequestFields();

        private Builder() {}

        /**
         * Sets {@code key_alias}.
         *
         * @param keyAlias a descriptive name for the token
         * @return this builder
         */
        public Builder keyAlias(String keyAlias) {
            this.fields.set("key_alias", keyAlias);
            return this;
        }

        /**
         * Sets {@code generated_for}.
         *
         * @param generatedFor what the token is for; {@link TokenAudience#API} for REST calls
         * @return this builder
         */
        public Builder generatedFor(TokenAudience generatedFor) {
            this.fields.set("generated_for", generatedFor);
            return this;
        }

        /**
         * Sets {@code expired_at}, sent in UTC, for example {@code 2027-02-20T00:00:00.000Z} for
         * {@code 2027-02-20T01:00+01:00}.
         *
         * @param expiredAt when the token expires; in the future
         * @return this builder
         */
        public Builder expiredAt(OffsetDateTime expiredAt) {
            this.fields.set("expired_at", expiredAt);
            return this;
        }

        /**
         * Sets {@code expired_at}, sent in UTC, for example {@code 2027-02-20T00:00:00.000Z}.
         *
         * @param expiredAt when the token expires; in the future
         * @return this builder
         */
        public Builder expiredAt(Instant expiredAt) {
            this.fields.set("expired_at", expiredAt);
            return this;
        }

        /**
         * Sets {@code is_active}.
         *
         * @param isActive whether the token works as soon as it is created
         * @return this builder
         */
        public Builder isActive(Boolean isActive) {
            this.fields.set("is_active", isActive);
            return this;
        }

        /**
         * Sets {@code purpose}.
         *
         * @param purpose why the token is created
         * @return this builder
         */
        public Builder purpose(String purpose) {
            this.fields.set("purpose", purpose);
            return this;
        }

        /**
         * Sets a field the SDK has no setter for. It is sent as given, also on create.
         *
         * @param jsonName the JSON field name, not blank
         * @param value the value: a string, number, boolean, list, map, {@link JsonObject}, open enum, time value or
         *     {@code null} (sent as {@code null})
         * @return this builder
         * @throws IllegalArgumentException if the name is blank
         */
        public Builder putAdditionalProperty(String jsonName, Object value) {
            this.fields.setAdditional(jsonName, value);
            return this;
        }

        /**
         * Removes a field, so that it is not sent at all.
         *
         * @param jsonName the JSON field name
         * @return this builder
         */
        public Builder unset(String jsonName) {
            this.fields.unset(jsonName);
            return this;
        }

        /**
         * Builds the request.
         *
         * @return the request
         * @throws IllegalStateException if {@code generated_for} or {@code expired_at} is not set
         * @throws IllegalArgumentException if a value cannot be represented as JSON
         */
        public AccessTokenCreateRequest build() {
            this.fields.require("generated_for");
            this.fields.require("expired_at");
            return new AccessTokenCreateRequest(this.fields.freeze());
        }
    }
}
