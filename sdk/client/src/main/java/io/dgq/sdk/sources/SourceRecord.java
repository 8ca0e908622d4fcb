// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.sources;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.checks.Companion;
import io.dgq.sdk.internal.models.ModelFields;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.json.JsonValue;
import io.dgq.sdk.model.ApiObject;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;

/** The fields a source carries both in lists ({@link SourceListItem}) and in its detail record ({@link Source}). */
@Companion(SourceRecord.Fields.class)
public abstract class SourceRecord extends ApiObject {
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

    /**
     * Creates a record of the given field values, for the models that extend it; the decoder and the builders make
     * every record.
     *
     * @param id the source's id ({@code id})
     * @param name the name ({@code name})
     * @param description the description ({@code description})
     * @param type the kind of data system ({@code type})
     * @param config the connection's configuration ({@code config})
     * @param valid whether the connection was validated ({@code is_valid})
     * @param active whether the source is active ({@code is_active})
     * @param apiConnection whether the source is reached through an API ({@code is_api_connection})
     * @param createdBy who created the source ({@code created_by})
     * @param createdAt when the source was created ({@code created_at})
     * @param modifiedAt when the source was last changed ({@code modified_at})
     */
    protected SourceRecord(
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
            OffsetDateTime modifiedAt) {
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
    }

    @Override
    public abstract Builder toBuilder();

    /** {@return the source's id ({@code id})} */
    public String id() {
        return ModelFields.decoded(this, "id", id);
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return ModelFields.decoded(this, "name", name);
    }

    /** {@return the description ({@code description})} */
    public String description() {
        return ModelFields.decoded(this, "description", description);
    }

    /** {@return the kind of data system ({@code type})} */
    public String type() {
        return ModelFields.decoded(this, "type", type);
    }

    /** {@return the connection's configuration ({@code config})} */
    public JsonObject config() {
        return ModelFields.decoded(this, "config", config);
    }

    /** {@return whether the connection was validated ({@code is_valid})} */
    public Boolean isValid() {
        return ModelFields.decoded(this, "is_valid", valid);
    }

    /** {@return whether the source is active ({@code is_active})} */
    public Boolean isActive() {
        return ModelFields.decoded(this, "is_active", active);
    }

    /** {@return whether the source is reached through an API ({@code is_api_connection})} */
    public Boolean isApiConnection() {
        return ModelFields.decoded(this, "is_api_connection", apiConnection);
    }

    /** {@return who created the source ({@code created_by})} */
    public String createdBy() {
        return ModelFields.decoded(this, "created_by", createdBy);
    }

    /** {@return when the source was created ({@code created_at})} */
    public OffsetDateTime createdAt() {
        return ModelFields.decoded(this, "created_at", createdAt);
    }

    /** {@return when the source was last changed ({@code modified_at})} */
    public OffsetDateTime modifiedAt() {
        return ModelFields.decoded(this, "modified_at", modifiedAt);
    }

    /** The fields {@code SourceRecord} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    static final class Fields implements ModelFields.Table<SourceRecord> {
        @Override
        public boolean equal(SourceRecord a, SourceRecord b) {
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
                    && ModelFields.sameValue(a.modifiedAt, b.modifiedAt);
        }

        @Override
        public int hash(SourceRecord model) {
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
                    model.modifiedAt);
        }

        @Override
        public void describe(SourceRecord model, ModelFields.Sink sink) {
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
                    .add("modified_at", model.modifiedAt);
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
                    "modified_at");
        }
    }

    /**
     * The setters of the fields of {@link SourceRecord}, which the builder of every model that extends it has, each
     * answering that builder's own type.
     */
    public interface Builder extends ApiObject.Builder {
        /**
         * Sets the source's id ({@code id}).
         *
         * @param id the value; {@code null} clears it
         * @return this builder
         */
        Builder id(String id);

        /**
         * Sets the name ({@code name}).
         *
         * @param name the value; {@code null} clears it
         * @return this builder
         */
        Builder name(String name);

        /**
         * Sets the description ({@code description}).
         *
         * @param description the value; {@code null} clears it
         * @return this builder
         */
        Builder description(String description);

        /**
         * Sets the kind of data system ({@code type}).
         *
         * @param type the value; {@code null} clears it
         * @return this builder
         */
        Builder type(String type);

        /**
         * Sets the connection's configuration ({@code config}).
         *
         * @param config the value; {@code null} clears it
         * @return this builder
         */
        Builder config(JsonObject config);

        /**
         * Sets whether the connection was validated ({@code is_valid}).
         *
         * @param isValid the value; {@code null} clears it
         * @return this builder
         */
        Builder isValid(Boolean isValid);

        /**
         * Sets whether the source is active ({@code is_active}).
         *
         * @param isActive the value; {@code null} clears it
         * @return this builder
         */
        Builder isActive(Boolean isActive);

        /**
         * Sets whether the source is reached through an API ({@code is_api_connection}).
         *
         * @param isApiConnection the value; {@code null} clears it
         * @return this builder
         */
        Builder isApiConnection(Boolean isApiConnection);

        /**
         * Sets who created the source ({@code created_by}).
         *
         * @param createdBy the value; {@code null} clears it
         * @return this builder
         */
        Builder createdBy(String createdBy);

        /**
         * Sets when the source was created ({@code created_at}).
         *
         * @param createdAt the value; {@code null} clears it
         * @return this builder
         */
        Builder createdAt(OffsetDateTime createdAt);

        /**
         * Sets when the source was last changed ({@code modified_at}).
         *
         * @param modifiedAt the value; {@code null} clears it
         * @return this builder
         */
        Builder modifiedAt(OffsetDateTime modifiedAt);

        /**
         * Sets a field {@code SourceRecord} has no accessor for; it reads back through
         * {@code additionalProperty(jsonName)}.
         *
         * @param jsonName the JSON field name; not the name of a field the model has an accessor for
         * @param value the value; {@code null} stands for JSON {@code null}
         * @return this builder
         * @throws IllegalArgumentException if the name is blank or is the JSON name of a known field (use its typed
         *     setter)
         */
        @Override
        Builder putAdditionalProperty(String jsonName, JsonValue value);

        /**
         * Sets several fields {@code SourceRecord} has no accessor for.
         *
         * @param properties the fields by JSON name
         * @return this builder
         * @throws IllegalArgumentException if a name is blank or is the JSON name of a known field
         */
        @Override
        Builder putAllAdditionalProperties(Map<String, ? extends JsonValue> properties);

        /**
         * Removes a field {@code SourceRecord} has no accessor for.
         *
         * @param jsonName the JSON field name
         * @return this builder
         */
        @Override
        Builder removeAdditionalProperty(String jsonName);

        /**
         * Builds the {@code SourceRecord} from the fields set so far, as an answer holding them is decoded; the builder
         * can go on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        SourceRecord build();
    }
}
