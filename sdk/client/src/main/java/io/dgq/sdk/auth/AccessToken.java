// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.auth;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.sdk.internal.checks.Companion;
import io.dgq.sdk.internal.models.ModelBuilder;
import io.dgq.sdk.internal.models.ModelFields;
import io.dgq.sdk.internal.models.ModelState;
import io.dgq.sdk.json.JsonValue;
import io.dgq.sdk.model.ApiObject;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;

/**
 * A created access token: the token record and the JWT itself ({@code token}), which the server shows only in this
 * answer. The JWT is a secret: {@link #toString()} never prints it.
 *
 * <pre>{@code
 * AccessToken created = client.auth().createAccessToken(request);
 * secretStore.put("dgq-token", created.token());
 * }</pre>
 */
@Companion(AccessToken.Fields.class)
public final class AccessToken implements ApiObject {
    @JsonProperty("id")
    private final String id;

    @JsonProperty("key_alias")
    private final String keyAlias;

    @JsonProperty("generated_for")
    private final TokenAudience generatedFor;

    @JsonProperty("expired_at")
    private final OffsetDateTime expiredAt;

    @JsonProperty("is_active")
    private final Boolean active;

    @JsonProperty("purpose")
    private final String purpose;

    @JsonProperty("created_at")
    private final OffsetDateTime createdAt;

    @JsonProperty("created_by")
    private final String createdBy;

    @JsonProperty("token")
    private final String token;

    /** What decoding kept besides the fields, and the caches; {@code null} while none. */
    private ModelState state;

    private AccessToken(
            String id,
            String keyAlias,
            TokenAudience generatedFor,
            OffsetDateTime expiredAt,
            Boolean active,
            String purpose,
            OffsetDateTime createdAt,
            String createdBy,
            String token) {
        this.id = id;
        this.keyAlias = keyAlias;
        this.generatedFor = generatedFor;
        this.expiredAt = expiredAt;
        this.active = active;
        this.purpose = purpose;
        this.createdAt = createdAt;
        this.createdBy = createdBy;
        this.token = token;
    }

    /**
     * Returns an empty builder, for example to stub a client in a test.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder(null);
    }

    @Override
    public Builder toBuilder() {
        return new Builder(this);
    }

    /** {@return the token record's id ({@code id})} */
    public String id() {
        return ModelState.decoded(this, state, "id", id);
    }

    /** {@return the descriptive name of the token ({@code key_alias})} */
    public String keyAlias() {
        return ModelState.decoded(this, state, "key_alias", keyAlias);
    }

    /** {@return what the token is for ({@code generated_for}); an open set} */
    public TokenAudience generatedFor() {
        return ModelState.decoded(this, state, "generated_for", generatedFor);
    }

    /** {@return when the token expires ({@code expired_at})} */
    public OffsetDateTime expiredAt() {
        return ModelState.decoded(this, state, "expired_at", expiredAt);
    }

    /** {@return whether the token is active ({@code is_active})} */
    public Boolean isActive() {
        return ModelState.decoded(this, state, "is_active", active);
    }

    /** {@return why the token was created ({@code purpose})} */
    public String purpose() {
        return ModelState.decoded(this, state, "purpose", purpose);
    }

    /** {@return when the token was created ({@code created_at})} */
    public OffsetDateTime createdAt() {
        return ModelState.decoded(this, state, "created_at", createdAt);
    }

    /** {@return who created the token ({@code created_by})} */
    public String createdBy() {
        return ModelState.decoded(this, state, "created_by", createdBy);
    }

    /**
     * {@return the JWT ({@code token}), to authenticate with (an {@link TokenAudience#API} token can build a new
     * client) or to keep in a secret store; the server shows it only in the answer of the creation}
     */
    public String token() {
        return ModelState.decoded(this, state, "token", token);
    }

    @JsonAnyGetter
    @SuppressWarnings("UnusedMethod")
    private Map<String, JsonNode> unknownFields() {
        // Jackson calls it to write those members back
        return ModelState.unknownFields(state);
    }

    @Override
    public Map<String, JsonValue> additionalProperties() {
        return ModelState.additionalProperties(this);
    }

    @Override
    public JsonValue additionalProperty(String name) {
        return ModelState.additionalProperty(this, name);
    }

    @Override
    public void validate() {
        ModelState.validate(this);
    }

    @Override
    public boolean equals(Object o) {
        return ModelState.equal(this, o);
    }

    @Override
    public int hashCode() {
        return ModelState.hash(this);
    }

    @Override
    public String toString() {
        return ModelFields.describe(this);
    }

    /** The fields {@code AccessToken} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    static final class Fields implements ModelFields.Table<AccessToken> {
        @Override
        public boolean equal(AccessToken a, AccessToken b) {
            return ModelFields.sameValue(a.id, b.id)
                    && ModelFields.sameValue(a.keyAlias, b.keyAlias)
                    && ModelFields.sameValue(a.generatedFor, b.generatedFor)
                    && ModelFields.sameValue(a.expiredAt, b.expiredAt)
                    && ModelFields.sameValue(a.active, b.active)
                    && ModelFields.sameValue(a.purpose, b.purpose)
                    && ModelFields.sameValue(a.createdAt, b.createdAt)
                    && ModelFields.sameValue(a.createdBy, b.createdBy)
                    && ModelFields.sameValue(a.token, b.token);
        }

        @Override
        public int hash(AccessToken model) {
            return ModelFields.hashOf(
                    model.id,
                    model.keyAlias,
                    model.generatedFor,
                    model.expiredAt,
                    model.active,
                    model.purpose,
                    model.createdAt,
                    model.createdBy,
                    model.token);
        }

        @Override
        public void describe(AccessToken model, ModelFields.Sink sink) {
            sink.add("id", model.id)
                    .add("key_alias", model.keyAlias)
                    .add("generated_for", model.generatedFor)
                    .add("expired_at", model.expiredAt)
                    .add("is_active", model.active)
                    .add("purpose", model.purpose)
                    .add("created_at", model.createdAt)
                    .add("created_by", model.createdBy)
                    .add("token", model.token);
        }

        /** Masks the JWT, {@code token}: {@link #toString()} never prints it. */
        @Override
        public boolean masks(String jsonName) {
            return "token".equals(jsonName);
        }

        @Override
        public List<String> names() {
            return List.of(
                    "id",
                    "key_alias",
                    "generated_for",
                    "expired_at",
                    "is_active",
                    "purpose",
                    "created_at",
                    "created_by",
                    "token");
        }

        @Override
        public ModelState state(AccessToken model) {
            return model.state;
        }

        @Override
        public void state(AccessToken model, ModelState state) {
            model.state = state;
        }

        @Override
        public AccessToken create(Object[] values) {
            return new AccessToken(
                    (String) values[0],
                    (String) values[1],
                    (TokenAudience) values[2],
                    (OffsetDateTime) values[3],
                    (Boolean) values[4],
                    (String) values[5],
                    (OffsetDateTime) values[6],
                    (String) values[7],
                    (String) values[8]);
        }
    }

    /** Builds an {@link AccessToken}: one setter per field, named like its accessor. */
    public static final class Builder implements ApiObject.Builder {
        private final ModelBuilder state;

        private Builder(AccessToken from) {
            this.state = new ModelBuilder(AccessToken.class, from);
        }

        /**
         * Sets the token record's id ({@code id}).
         *
         * @param id the value; {@code null} clears it
         * @return this builder
         */
        public Builder id(String id) {
            state.put("id", id);
            return this;
        }

        /**
         * Sets the descriptive name of the token ({@code key_alias}).
         *
         * @param keyAlias the value; {@code null} clears it
         * @return this builder
         */
        public Builder keyAlias(String keyAlias) {
            state.put("key_alias", keyAlias);
            return this;
        }

        /**
         * Sets what the token is for ({@code generated_for}); an open set.
         *
         * @param generatedFor the value; {@code null} clears it
         * @return this builder
         */
        public Builder generatedFor(TokenAudience generatedFor) {
            state.put("generated_for", generatedFor);
            return this;
        }

        /**
         * Sets when the token expires ({@code expired_at}).
         *
         * @param expiredAt the value; {@code null} clears it
         * @return this builder
         */
        public Builder expiredAt(OffsetDateTime expiredAt) {
            state.put("expired_at", expiredAt);
            return this;
        }

        /**
         * Sets whether the token is active ({@code is_active}).
         *
         * @param isActive the value; {@code null} clears it
         * @return this builder
         */
        public Builder isActive(Boolean isActive) {
            state.put("is_active", isActive);
            return this;
        }

        /**
         * Sets why the token was created ({@code purpose}).
         *
         * @param purpose the value; {@code null} clears it
         * @return this builder
         */
        public Builder purpose(String purpose) {
            state.put("purpose", purpose);
            return this;
        }

        /**
         * Sets when the token was created ({@code created_at}).
         *
         * @param createdAt the value; {@code null} clears it
         * @return this builder
         */
        public Builder createdAt(OffsetDateTime createdAt) {
            state.put("created_at", createdAt);
            return this;
        }

        /**
         * Sets who created the token ({@code created_by}).
         *
         * @param createdBy the value; {@code null} clears it
         * @return this builder
         */
        public Builder createdBy(String createdBy) {
            state.put("created_by", createdBy);
            return this;
        }

        /**
         * Sets the JWT ({@code token}), to authenticate with (an {@link TokenAudience#API} token can build a new
         * client) or to keep in a secret store; the server shows it only in the answer of the creation.
         *
         * @param token the value; {@code null} clears it
         * @return this builder
         */
        public Builder token(String token) {
            state.put("token", token);
            return this;
        }

        /**
         * Sets a field {@code AccessToken} has no accessor for; it reads back through
         * {@code additionalProperty(jsonName)}.
         *
         * @param jsonName the JSON field name; not the name of a field the model has an accessor for
         * @param value the value; {@code null} stands for JSON {@code null}
         * @return this builder
         * @throws IllegalArgumentException if the name is blank or is the JSON name of a known field (use its typed
         *     setter)
         */
        @Override
        public Builder putAdditionalProperty(String jsonName, JsonValue value) {
            state.putAdditional(jsonName, value);
            return this;
        }

        /**
         * Sets several fields {@code AccessToken} has no accessor for.
         *
         * @param properties the fields by JSON name
         * @return this builder
         * @throws IllegalArgumentException if a name is blank or is the JSON name of a known field
         */
        @Override
        public Builder putAllAdditionalProperties(Map<String, ? extends JsonValue> properties) {
            state.putAllAdditional(properties);
            return this;
        }

        /**
         * Removes a field {@code AccessToken} has no accessor for.
         *
         * @param jsonName the JSON field name
         * @return this builder
         */
        @Override
        public Builder removeAdditionalProperty(String jsonName) {
            state.removeAdditional(jsonName);
            return this;
        }

        /**
         * Builds the {@code AccessToken} from the fields set so far, as an answer holding them is decoded; the builder
         * can go on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        public AccessToken build() {
            return state.build(AccessToken.class);
        }

        /** Names the model type and the JSON names of the fields set, never their values. */
        @Override
        public String toString() {
            return state.toString();
        }
    }
}
