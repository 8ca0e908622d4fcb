package io.dgq.sdk.auth;

import io.dgq.sdk.model.WriteRequest;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * The body of {@code POST /auth/access_token/}. {@code generated_for} and {@code expired_at} are required.
 *
 * <pre>{@code
 * AccessTokenCreateRequest request = AccessTokenCreateRequest.builder()
 *     .keyAlias("nightly-export")
 *     .generatedFor(TokenAudience.API)
 *     .expiredAt(Instant.now().plus(Duration.ofDays(90)))
 *     .active(true)
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

        private Builder() {
        }

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
         * Sets {@code expired_at}, sent as an ISO 8601 timestamp with its offset and seconds, for example
         * {@code 2027-02-20T00:00:00+01:00}.
         *
         * @param expiredAt when the token expires; in the future
         * @return this builder
         */
        public Builder expiredAt(OffsetDateTime expiredAt) {
            return set("expired_at", expiredAt == null ? null
                    : expiredAt.format(DateTimeFormatter.ISO_OFFSET_DATE_TIME));
        }

        /**
         * Sets {@code expired_at}, sent as an ISO 8601 UTC timestamp, for example {@code 2027-02-20T00:00:00Z}.
         *
         * @param expiredAt when the token expires; in the future
         * @return this builder
         */
        public Builder expiredAt(Instant expiredAt) {
            return expiredAt(expiredAt == null ? null : expiredAt.atOffset(ZoneOffset.UTC));
        }

        /**
         * Sets {@code is_active}.
         *
         * @param active whether the token works as soon as it is created
         * @return this builder
         */
        public Builder active(Boolean active) {
            return set("is_active", active);
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
