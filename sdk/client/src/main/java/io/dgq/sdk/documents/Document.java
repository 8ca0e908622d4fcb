// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.documents;

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
 * A document: content blocks attached to an object through a {@code category} and an {@code object_id}. Every document
 * answer (get, list, latest, by object, create) has this shape. See {@link DocumentColumn} for the fields a list can
 * sort and filter by.
 */
@Companion(Document.Fields.class)
public final class Document implements ApiObject {
    @JsonProperty("id")
    private final String id;

    @JsonProperty("category")
    private final String category;

    @JsonProperty("object_id")
    private final String objectId;

    @JsonProperty("object_qualified_name")
    private final String objectQualifiedName;

    @JsonProperty("name")
    private final String name;

    @JsonProperty("content")
    private final List<ContentBlock> content;

    @JsonProperty("created_at")
    private final OffsetDateTime createdAt;

    @JsonProperty("created_by")
    private final String createdBy;

    /** What decoding kept besides the fields, and the caches; {@code null} while none. */
    private ModelState state;

    private Document(
            String id,
            String category,
            String objectId,
            String objectQualifiedName,
            String name,
            List<ContentBlock> content,
            OffsetDateTime createdAt,
            String createdBy) {
        this.id = id;
        this.category = category;
        this.objectId = objectId;
        this.objectQualifiedName = objectQualifiedName;
        this.name = name;
        this.content = content;
        this.createdAt = createdAt;
        this.createdBy = createdBy;
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

    /** {@return the document's id ({@code id})} */
    public String id() {
        return ModelState.decoded(this, state, "id", id);
    }

    /** {@return the kind of object the document is attached to ({@code category})} */
    public String category() {
        return ModelState.decoded(this, state, "category", category);
    }

    /** {@return the id of the object the document is attached to ({@code object_id})} */
    public String objectId() {
        return ModelState.decoded(this, state, "object_id", objectId);
    }

    /** {@return the qualified name of that object ({@code object_qualified_name})} */
    public String objectQualifiedName() {
        return ModelState.decoded(this, state, "object_qualified_name", objectQualifiedName);
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return ModelState.decoded(this, state, "name", name);
    }

    /** {@return the content blocks, in the order received ({@code content})} */
    public List<ContentBlock> content() {
        return ModelFields.listOf(ModelState.decoded(this, state, "content", content));
    }

    /** {@return when the document was created ({@code created_at})} */
    public OffsetDateTime createdAt() {
        return ModelState.decoded(this, state, "created_at", createdAt);
    }

    /** {@return who created the document ({@code created_by})} */
    public String createdBy() {
        return ModelState.decoded(this, state, "created_by", createdBy);
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

    /** The fields {@code Document} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    static final class Fields implements ModelFields.Table<Document> {
        @Override
        public boolean equal(Document a, Document b) {
            return ModelFields.sameValue(a.id, b.id)
                    && ModelFields.sameValue(a.category, b.category)
                    && ModelFields.sameValue(a.objectId, b.objectId)
                    && ModelFields.sameValue(a.objectQualifiedName, b.objectQualifiedName)
                    && ModelFields.sameValue(a.name, b.name)
                    && ModelFields.listOf(a.content).equals(ModelFields.listOf(b.content))
                    && ModelFields.sameValue(a.createdAt, b.createdAt)
                    && ModelFields.sameValue(a.createdBy, b.createdBy);
        }

        @Override
        public int hash(Document model) {
            return ModelFields.hashOf(
                    model.id,
                    model.category,
                    model.objectId,
                    model.objectQualifiedName,
                    model.name,
                    ModelFields.listOf(model.content),
                    model.createdAt,
                    model.createdBy);
        }

        @Override
        public void describe(Document model, ModelFields.Sink sink) {
            sink.add("id", model.id)
                    .add("category", model.category)
                    .add("object_id", model.objectId)
                    .add("object_qualified_name", model.objectQualifiedName)
                    .add("name", model.name)
                    .add("content", model.content)
                    .add("created_at", model.createdAt)
                    .add("created_by", model.createdBy);
        }

        @Override
        public List<String> names() {
            return List.of(
                    "id",
                    "category",
                    "object_id",
                    "object_qualified_name",
                    "name",
                    "content",
                    "created_at",
                    "created_by");
        }

        @Override
        public ModelState state(Document model) {
            return model.state;
        }

        @Override
        public void state(Document model, ModelState state) {
            model.state = state;
        }

        @Override
        @SuppressWarnings("unchecked")
        public Document create(Object[] values) {
            return new Document(
                    (String) values[0],
                    (String) values[1],
                    (String) values[2],
                    (String) values[3],
                    (String) values[4],
                    (List<ContentBlock>) values[5],
                    (OffsetDateTime) values[6],
                    (String) values[7]);
        }
    }

    /** Builds a {@link Document}: one setter per field, named like its accessor. */
    public static final class Builder implements ApiObject.Builder {
        private final ModelBuilder state;

        private Builder(Document from) {
            this.state = new ModelBuilder(Document.class, from);
        }

        /**
         * Sets the document's id ({@code id}).
         *
         * @param id the value; {@code null} clears it
         * @return this builder
         */
        public Builder id(String id) {
            state.put("id", id);
            return this;
        }

        /**
         * Sets the kind of object the document is attached to ({@code category}).
         *
         * @param category the value; {@code null} clears it
         * @return this builder
         */
        public Builder category(String category) {
            state.put("category", category);
            return this;
        }

        /**
         * Sets the id of the object the document is attached to ({@code object_id}).
         *
         * @param objectId the value; {@code null} clears it
         * @return this builder
         */
        public Builder objectId(String objectId) {
            state.put("object_id", objectId);
            return this;
        }

        /**
         * Sets the qualified name of that object ({@code object_qualified_name}).
         *
         * @param objectQualifiedName the value; {@code null} clears it
         * @return this builder
         */
        public Builder objectQualifiedName(String objectQualifiedName) {
            state.put("object_qualified_name", objectQualifiedName);
            return this;
        }

        /**
         * Sets the name ({@code name}).
         *
         * @param name the value; {@code null} clears it
         * @return this builder
         */
        public Builder name(String name) {
            state.put("name", name);
            return this;
        }

        /**
         * Sets the content blocks, in the order received ({@code content}).
         *
         * @param content the value; {@code null} clears it
         * @return this builder
         */
        public Builder content(List<ContentBlock> content) {
            state.put("content", content);
            return this;
        }

        /**
         * Sets when the document was created ({@code created_at}).
         *
         * @param createdAt the value; {@code null} clears it
         * @return this builder
         */
        public Builder createdAt(OffsetDateTime createdAt) {
            state.put("created_at", createdAt);
            return this;
        }

        /**
         * Sets who created the document ({@code created_by}).
         *
         * @param createdBy the value; {@code null} clears it
         * @return this builder
         */
        public Builder createdBy(String createdBy) {
            state.put("created_by", createdBy);
            return this;
        }

        /**
         * Sets a field {@code Document} has no accessor for; it reads back through
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
         * Sets several fields {@code Document} has no accessor for.
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
         * Removes a field {@code Document} has no accessor for.
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
         * Builds the {@code Document} from the fields set so far, as an answer holding them is decoded; the builder can
         * go on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        public Document build() {
            return state.build(Document.class);
        }

        /** Names the model type and the JSON names of the fields set, never their values. */
        @Override
        public String toString() {
            return state.toString();
        }
    }
}
