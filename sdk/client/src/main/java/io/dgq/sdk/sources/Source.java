// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.sources;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.sdk.internal.checks.Companion;
import io.dgq.sdk.internal.models.ModelBuilder;
import io.dgq.sdk.internal.models.ModelFields;
import io.dgq.sdk.internal.models.ModelState;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.json.JsonValue;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;

/**
 * A source's detail record ({@code GET /core/source/{sourceId}}), with its credentials and source type. A list shows
 * {@link SourceListItem} instead. {@link #toString()} masks the secrets of the credentials and the config.
 */
@Companion(Source.Fields.class)
public final class Source implements SourceRecord {
    @JsonProperty("id")
    private final String id;

    @JsonProperty("name")
    private final String name;

    @JsonProperty("description")
    private final String description;

    @JsonProperty("type")
    private final String type;

    @JsonProperty("config")
    private final JsonObject config;

    @JsonProperty("is_valid")
    private final Boolean valid;

    @JsonProperty("is_active")
    private final Boolean active;

    @JsonProperty("is_api_connection")
    private final Boolean apiConnection;

    @JsonProperty("created_by")
    private final String createdBy;

    @JsonProperty("created_at")
    private final OffsetDateTime createdAt;

    @JsonProperty("modified_at")
    private final OffsetDateTime modifiedAt;

    @JsonProperty("credentials")
    private final SourceCredentials credentials;

    @JsonProperty("source_type_id")
    private final String sourceTypeId;

    @JsonProperty("source_type")
    private final SourceType sourceType;

    /** What decoding kept besides the fields, and the caches; {@code null} while none. */
    private ModelState state;

    private Source(
            String id,
            String name,
            String description,
            String type,
            JsonObject config,
            Boolean valid,
            Boolean active,
            Boolean apiConnection,
            String createdBy,
            OffsetDateTime createdAt,
            OffsetDateTime modifiedAt,
            SourceCredentials credentials,
            String sourceTypeId,
            SourceType sourceType) {
        this.id = id;
        this.name = name;
        this.description = description;
        this.type = type;
        this.config = config;
        this.valid = valid;
        this.active = active;
        this.apiConnection = apiConnection;
        this.createdBy = createdBy;
        this.createdAt = createdAt;
        this.modifiedAt = modifiedAt;
        this.credentials = credentials;
        this.sourceTypeId = sourceTypeId;
        this.sourceType = sourceType;
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

    @Override
    public String id() {
        return ModelState.decoded(this, state, "id", id);
    }

    @Override
    public String name() {
        return ModelState.decoded(this, state, "name", name);
    }

    @Override
    public String description() {
        return ModelState.decoded(this, state, "description", description);
    }

    @Override
    public String type() {
        return ModelState.decoded(this, state, "type", type);
    }

    @Override
    public JsonObject config() {
        return ModelState.decoded(this, state, "config", config);
    }

    @Override
    public Boolean isValid() {
        return ModelState.decoded(this, state, "is_valid", valid);
    }

    @Override
    public Boolean isActive() {
        return ModelState.decoded(this, state, "is_active", active);
    }

    @Override
    public Boolean isApiConnection() {
        return ModelState.decoded(this, state, "is_api_connection", apiConnection);
    }

    @Override
    public String createdBy() {
        return ModelState.decoded(this, state, "created_by", createdBy);
    }

    @Override
    public OffsetDateTime createdAt() {
        return ModelState.decoded(this, state, "created_at", createdAt);
    }

    @Override
    public OffsetDateTime modifiedAt() {
        return ModelState.decoded(this, state, "modified_at", modifiedAt);
    }

    /** {@return the connection credentials, some of them encoded by the server ({@code credentials})} */
    public SourceCredentials credentials() {
        return ModelState.decoded(this, state, "credentials", credentials);
    }

    /** {@return the source type's id ({@code source_type_id})} */
    public String sourceTypeId() {
        return ModelState.decoded(this, state, "source_type_id", sourceTypeId);
    }

    /** {@return the source type ({@code source_type})} */
    public SourceType sourceType() {
        return ModelState.decoded(this, state, "source_type", sourceType);
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

    /** The fields {@code Source} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    static final class Fields implements ModelFields.Table<Source> {
        @Override
        public boolean equal(Source a, Source b) {
            return ModelFields.sameValue(a.id, b.id)
                    && ModelFields.sameValue(a.name, b.name)
                    && ModelFields.sameValue(a.description, b.description)
                    && ModelFields.sameValue(a.type, b.type)
                    && ModelFields.sameValue(a.config, b.config)
                    && ModelFields.sameValue(a.valid, b.valid)
                    && ModelFields.sameValue(a.active, b.active)
                    && ModelFields.sameValue(a.apiConnection, b.apiConnection)
                    && ModelFields.sameValue(a.createdBy, b.createdBy)
                    && ModelFields.sameValue(a.createdAt, b.createdAt)
                    && ModelFields.sameValue(a.modifiedAt, b.modifiedAt)
                    && ModelFields.sameValue(a.credentials, b.credentials)
                    && ModelFields.sameValue(a.sourceTypeId, b.sourceTypeId)
                    && ModelFields.sameValue(a.sourceType, b.sourceType);
        }

        @Override
        public int hash(Source model) {
            return ModelFields.hashOf(
                    model.id,
                    model.name,
                    model.description,
                    model.type,
                    model.config,
                    model.valid,
                    model.active,
                    model.apiConnection,
                    model.createdBy,
                    model.createdAt,
                    model.modifiedAt,
                    model.credentials,
                    model.sourceTypeId,
                    model.sourceType);
        }

        @Override
        public void describe(Source model, ModelFields.Sink sink) {
            sink.add("id", model.id)
                    .add("name", model.name)
                    .add("description", model.description)
                    .add("type", model.type)
                    .add("config", model.config)
                    .add("is_valid", model.valid)
                    .add("is_active", model.active)
                    .add("is_api_connection", model.apiConnection)
                    .add("created_by", model.createdBy)
                    .add("created_at", model.createdAt)
                    .add("modified_at", model.modifiedAt)
                    .add("credentials", model.credentials)
                    .add("source_type_id", model.sourceTypeId)
                    .add("source_type", model.sourceType);
        }

        /**
         * Masks {@code config}: its content is not described by the API and may hold connection secrets, so
         * {@link #toString()} never prints it.
         */
        @Override
        public boolean masks(String jsonName) {
            return "config".equals(jsonName);
        }

        @Override
        public List<String> names() {
            return List.of(
                    "id",
                    "name",
                    "description",
                    "type",
                    "config",
                    "is_valid",
                    "is_active",
                    "is_api_connection",
                    "created_by",
                    "created_at",
                    "modified_at",
                    "credentials",
                    "source_type_id",
                    "source_type");
        }

        @Override
        public ModelState state(Source model) {
            return model.state;
        }

        @Override
        public void state(Source model, ModelState state) {
            model.state = state;
        }

        @Override
        public Source create(Object[] values) {
            return new Source(
                    (String) values[0],
                    (String) values[1],
                    (String) values[2],
                    (String) values[3],
                    (JsonObject) values[4],
                    (Boolean) values[5],
                    (Boolean) values[6],
                    (Boolean) values[7],
                    (String) values[8],
                    (OffsetDateTime) values[9],
                    (OffsetDateTime) values[10],
                    (SourceCredentials) values[11],
                    (String) values[12],
                    (SourceType) values[13]);
        }
    }

    /** Builds a {@link Source}: one setter per field, named like its accessor. */
    public static final class Builder implements SourceRecord.Builder {
        private final ModelBuilder state;

        private Builder(Source from) {
            this.state = new ModelBuilder(Source.class, from);
        }

        /**
         * Sets the source's id ({@code id}).
         *
         * @param id the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder id(String id) {
            state.put("id", id);
            return this;
        }

        /**
         * Sets the name ({@code name}).
         *
         * @param name the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder name(String name) {
            state.put("name", name);
            return this;
        }

        /**
         * Sets the description ({@code description}).
         *
         * @param description the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder description(String description) {
            state.put("description", description);
            return this;
        }

        /**
         * Sets the kind of data system ({@code type}).
         *
         * @param type the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder type(String type) {
            state.put("type", type);
            return this;
        }

        /**
         * Sets the connection's configuration ({@code config}).
         *
         * @param config the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder config(JsonObject config) {
            state.put("config", config);
            return this;
        }

        /**
         * Sets whether the connection was validated ({@code is_valid}).
         *
         * @param isValid the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder isValid(Boolean isValid) {
            state.put("is_valid", isValid);
            return this;
        }

        /**
         * Sets whether the source is active ({@code is_active}).
         *
         * @param isActive the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder isActive(Boolean isActive) {
            state.put("is_active", isActive);
            return this;
        }

        /**
         * Sets whether the source is reached through an API ({@code is_api_connection}).
         *
         * @param isApiConnection the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder isApiConnection(Boolean isApiConnection) {
            state.put("is_api_connection", isApiConnection);
            return this;
        }

        /**
         * Sets who created the source ({@code created_by}).
         *
         * @param createdBy the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder createdBy(String createdBy) {
            state.put("created_by", createdBy);
            return this;
        }

        /**
         * Sets when the source was created ({@code created_at}).
         *
         * @param createdAt the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder createdAt(OffsetDateTime createdAt) {
            state.put("created_at", createdAt);
            return this;
        }

        /**
         * Sets when the source was last changed ({@code modified_at}).
         *
         * @param modifiedAt the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder modifiedAt(OffsetDateTime modifiedAt) {
            state.put("modified_at", modifiedAt);
            return this;
        }

        /**
         * Sets the connection credentials, some of them encoded by the server ({@code credentials}).
         *
         * @param credentials the value; {@code null} clears it
         * @return this builder
         */
        public Builder credentials(SourceCredentials credentials) {
            state.put("credentials", credentials);
            return this;
        }

        /**
         * Sets the source type's id ({@code source_type_id}).
         *
         * @param sourceTypeId the value; {@code null} clears it
         * @return this builder
         */
        public Builder sourceTypeId(String sourceTypeId) {
            state.put("source_type_id", sourceTypeId);
            return this;
        }

        /**
         * Sets the source type ({@code source_type}).
         *
         * @param sourceType the value; {@code null} clears it
         * @return this builder
         */
        public Builder sourceType(SourceType sourceType) {
            state.put("source_type", sourceType);
            return this;
        }

        /**
         * Sets a field {@code Source} has no accessor for; it reads back through {@code additionalProperty(jsonName)}.
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
         * Sets several fields {@code Source} has no accessor for.
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
         * Removes a field {@code Source} has no accessor for.
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
         * Builds the {@code Source} from the fields set so far, as an answer holding them is decoded; the builder can
         * go on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        public Source build() {
            return state.build(Source.class);
        }

        /** Names the model type and the JSON names of the fields set, never their values. */
        @Override
        public String toString() {
            return state.toString();
        }
    }
}
