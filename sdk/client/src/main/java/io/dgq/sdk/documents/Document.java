// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.documents;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.ModelFields;
import io.dgq.sdk.model.ApiObject;
import java.time.OffsetDateTime;
import java.util.List;

/**
 * A document: content blocks attached to an object through a {@code category} and an {@code object_id}. Every document
 * answer (get, list, latest, by object, create) has this shape. See {@link DocumentColumn} for the fields a list can
 * sort and filter by.
 */
public final class Document extends ApiObject {
    static {
        ModelFields.register(Document.class, new Fields());
    }

    @JsonProperty("id")
    private String id;

    @JsonProperty("category")
    private String category;

    @JsonProperty("object_id")
    private String objectId;

    @JsonProperty("object_qualified_name")
    private String objectQualifiedName;

    @JsonProperty("name")
    private String name;

    @JsonProperty("content")
    private List<ContentBlock> content;

    @JsonProperty("created_at")
    private OffsetDateTime createdAt;

    @JsonProperty("created_by")
    private String createdBy;

    private Document() {}

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
        return ModelFields.decoded(this, "id", id);
    }

    /** {@return the kind of object the document is attached to ({@code category})} */
    public String category() {
        return ModelFields.decoded(this, "category", category);
    }

    /** {@return the id of the object the document is attached to ({@code object_id})} */
    public String objectId() {
        return ModelFields.decoded(this, "object_id", objectId);
    }

    /** {@return the qualified name of that object ({@code object_qualified_name})} */
    public String objectQualifiedName() {
        return ModelFields.decoded(this, "object_qualified_name", objectQualifiedName);
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return ModelFields.decoded(this, "name", name);
    }

    /** {@return the content blocks, in the order received ({@code content})} */
    public List<ContentBlock> content() {
        return ModelFields.listOf(ModelFields.decoded(this, "content", content));
    }

    /** {@return when the document was created ({@code created_at})} */
    public OffsetDateTime createdAt() {
        return ModelFields.decoded(this, "created_at", createdAt);
    }

    /** {@return who created the document ({@code created_by})} */
    public String createdBy() {
        return ModelFields.decoded(this, "created_by", createdBy);
    }

    /** The fields {@code Document} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    private static final class Fields implements ModelFields.Table<Document> {
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
    }

    /** Builds a {@link Document}: one setter per field, named like its accessor. */
    public static final class Builder extends ApiObject.Builder<Document, Builder> {
        private Builder(Document from) {
            super(Document.class, from);
        }

        /**
         * Sets the document's id ({@code id}).
         *
         * @param id the value; {@code null} clears it
         * @return this builder
         */
        public Builder id(String id) {
            return put("id", id);
        }

        /**
         * Sets the kind of object the document is attached to ({@code category}).
         *
         * @param category the value; {@code null} clears it
         * @return this builder
         */
        public Builder category(String category) {
            return put("category", category);
        }

        /**
         * Sets the id of the object the document is attached to ({@code object_id}).
         *
         * @param objectId the value; {@code null} clears it
         * @return this builder
         */
        public Builder objectId(String objectId) {
            return put("object_id", objectId);
        }

        /**
         * Sets the qualified name of that object ({@code object_qualified_name}).
         *
         * @param objectQualifiedName the value; {@code null} clears it
         * @return this builder
         */
        public Builder objectQualifiedName(String objectQualifiedName) {
            return put("object_qualified_name", objectQualifiedName);
        }

        /**
         * Sets the name ({@code name}).
         *
         * @param name the value; {@code null} clears it
         * @return this builder
         */
        public Builder name(String name) {
            return put("name", name);
        }

        /**
         * Sets the content blocks, in the order received ({@code content}).
         *
         * @param content the value; {@code null} clears it
         * @return this builder
         */
        public Builder content(List<ContentBlock> content) {
            return put("content", content);
        }

        /**
         * Sets when the document was created ({@code created_at}).
         *
         * @param createdAt the value; {@code null} clears it
         * @return this builder
         */
        public Builder createdAt(OffsetDateTime createdAt) {
            return put("created_at", createdAt);
        }

        /**
         * Sets who created the document ({@code created_by}).
         *
         * @param createdBy the value; {@code null} clears it
         * @return this builder
         */
        public Builder createdBy(String createdBy) {
            return put("created_by", createdBy);
        }
    }
}
