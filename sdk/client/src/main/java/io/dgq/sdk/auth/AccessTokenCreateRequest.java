// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.auth;

import io.dgq.sdk.model.WriteRequest;
import java.time.Instant;
import java.time.OffsetDateTime;

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
public final class AccessTokenCreateRequest extends WriteRequest {
    private AccessTokenCreateRequest(Builder builder) {
        super(builder);
    }

    /**
     * Returns a new builder.
     *
     * @return an empty builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds an {@link AccessTokenCreateRequest}. */
    public static final class Builder extends WriteRequest.Builder<AccessTokenCreateRequest, Builder> {
        private Builder() {}

        @Override
        protected Builder self() {
            return this;
        }

        /**
         * Sets {@code key_alias}.
         *
         * @param keyAlias a descriptive name for the token
         * @return this builder
         */
        public Builder keyAlias(String keyAlias) {
            return set("key_alias", keyAlias);
        }

        /**
         * Sets {@code generated_for}.
         *
         * @param generatedFor what the token is for; {@link TokenAudience#API} for REST calls
         * @return this builder
         */
        public Builder generatedFor(TokenAudience generatedFor) {
            return set("generated_for", generatedFor);
        }

        /**
         * Sets {@code expired_at}, sent in UTC, for example {@code 2027-02-20T00:00:00.000Z} for
         * {@code 2027-02-20T01:00+01:00}.
         *
         * @param expiredAt when the token expires; in the future
         * @return this builder
         */
        public Builder expiredAt(OffsetDateTime expiredAt) {
            return set("expired_at", expiredAt);
        }

        /**
         * Sets {@code expired_at}, sent in UTC, for example {@code 2027-02-20T00:00:00.000Z}.
         *
         * @param expiredAt when the token expires; in the future
         * @return this builder
         */
        public Builder expiredAt(Instant expiredAt) {
            return set("expired_at", expiredAt);
        }

        /**
         * Sets {@code is_active}.
         *
         * @param isActive whether the token works as soon as it is created
         * @return this builder
         */
        public Builder isActive(Boolean isActive) {
            return set("is_active", isActive);
        }

        /**
         * Sets {@code purpose}.
         *
         * @param purpose why the token is created
         * @return this builder
         */
        public Builder purpose(String purpose) {
            return set("purpose", purpose);
        }

        /**
         * Builds the request.
         *
         * @return the request
         * @throws IllegalStateException if {@code generated_for} or {@code expired_at} is not set
         */
        @Override
        public AccessTokenCreateRequest build() {
            require("generated_for");
            require("expired_at");
            return new AccessTokenCreateRequest(this);
        }
    }
}
