// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.sources;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.checks.Companion;
import io.dgq.sdk.internal.models.ModelBuilder;
import io.dgq.sdk.internal.models.ModelFields;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.json.JsonValue;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;

/**
 * A source as a list shows it: no credentials and no source type object, but the audiences and the source type's tag.
 * {@link Source} is the detail record. See {@link SourceColumn} for the fields a list can sort and filter by.
 */
@Companion(SourceListItem.Fields.class)
public final class SourceListItem extends SourceRecord {
    @JsonProperty("audiences")
    private final List<JsonObject> audiences;

    @JsonProperty("source_type_tag")
    private final String sourceTypeTag;

    private SourceListItem(
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
            List<JsonObject> audiences,
            String sourceTypeTag) {
        super(id, name, description, type, config, valid, active, apiConnection, createdBy, createdAt, modifiedAt);
        this.audiences = audiences;
        this.sourceTypeTag = sourceTypeTag;
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

    /** {@return the audiences ({@code audiences})} */
    public List<JsonObject> audiences() {
        return ModelFields.listOf(ModelFields.decoded(this, "audiences", audiences));
    }

    /** {@return the tag of the source's type ({@code source_type_tag})} */
    public String sourceTypeTag() {
        return ModelFields.decoded(this, "source_type_tag", sourceTypeTag);
    }

    /** The fields {@code SourceListItem} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    static final class Fields implements ModelFields.Table<SourceListItem> {
        @Override
        public boolean equal(SourceListItem a, SourceListItem b) {
            return ModelFields.listOf(a.audiences).equals(ModelFields.listOf(b.audiences))
                    && ModelFields.sameValue(a.sourceTypeTag, b.sourceTypeTag);
        }

        @Override
        public int hash(SourceListItem model) {
            return ModelFields.hashOf(ModelFields.listOf(model.audiences), model.sourceTypeTag);
        }

        @Override
        public void describe(SourceListItem model, ModelFields.Sink sink) {
            sink.add("audiences", model.audiences).add("source_type_tag", model.sourceTypeTag);
        }

        @Override
        public List<String> names() {
            return List.of("audiences", "source_type_tag");
        }

        @Override
        @SuppressWarnings("unchecked")
        public SourceListItem create(Object[] values) {
            return new SourceListItem(
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
                    (List<JsonObject>) values[11],
                    (String) values[12]);
        }
    }

    /** Builds a {@link SourceListItem}: one setter per field, named like its accessor. */
    public static final class Builder implements SourceRecord.Builder {
        private final ModelBuilder state;

        private Builder(SourceListItem from) {
            this.state = new ModelBuilder(SourceListItem.class, from);
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
         * Sets the audiences ({@code audiences}).
         *
         * @param audiences the value; {@code null} clears it
         * @return this builder
         */
        public Builder audiences(List<JsonObject> audiences) {
            state.put("audiences", audiences);
            return this;
        }

        /**
         * Sets the tag of the source's type ({@code source_type_tag}).
         *
         * @param sourceTypeTag the value; {@code null} clears it
         * @return this builder
         */
        public Builder sourceTypeTag(String sourceTypeTag) {
            state.put("source_type_tag", sourceTypeTag);
            return this;
        }

        /**
         * Sets a field {@code SourceListItem} has no accessor for; it reads back through
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
         * Sets several fields {@code SourceListItem} has no accessor for.
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
         * Removes a field {@code SourceListItem} has no accessor for.
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
         * Builds the {@code SourceListItem} from the fields set so far, as an answer holding them is decoded; the
         * builder can go on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        public SourceListItem build() {
            return state.build(SourceListItem.class);
        }

        /** Names the model type and the JSON names of the fields set, never their values. */
        @Override
        public String toString() {
            return state.toString();
        }
    }
}
