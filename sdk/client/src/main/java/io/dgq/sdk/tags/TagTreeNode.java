// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.tags;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.ModelFields;
import io.dgq.sdk.model.ApiObject;
import io.dgq.sdk.model.Status;
import java.util.List;

/** One tag of the tag tree, with its child tags. */
public final class TagTreeNode extends ApiObject {
    static {
        ModelFields.register(TagTreeNode.class, new Fields());
    }

    @JsonProperty("id")
    private String id;

    @JsonProperty("name")
    private String name;

    @JsonProperty("type")
    private String type;

    @JsonProperty("source_type")
    private String sourceType;

    @JsonProperty("parent_id")
    private String parentId;

    @JsonProperty("status")
    private Status status;

    @JsonProperty("children")
    private List<TagTreeNode> children;

    private TagTreeNode() {}

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

    /** {@return the tag's id ({@code id})} */
    public String id() {
        return ModelFields.decoded(this, "id", id);
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return ModelFields.decoded(this, "name", name);
    }

    /** {@return the kind of tag ({@code type})} */
    public String type() {
        return ModelFields.decoded(this, "type", type);
    }

    /** {@return the kind of the tag's data source ({@code source_type})} */
    public String sourceType() {
        return ModelFields.decoded(this, "source_type", sourceType);
    }

    /** {@return the parent's id ({@code parent_id}); {@code null} at the top} */
    public String parentId() {
        return ModelFields.decoded(this, "parent_id", parentId);
    }

    /** {@return the review status ({@code status})} */
    public Status status() {
        return ModelFields.decoded(this, "status", status);
    }

    /** {@return the child tags ({@code children})} */
    public List<TagTreeNode> children() {
        return ModelFields.listOf(ModelFields.decoded(this, "children", children));
    }

    /** The fields {@code TagTreeNode} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    private static final class Fields implements ModelFields.Table<TagTreeNode> {
        @Override
        public boolean equal(TagTreeNode a, TagTreeNode b) {
            return ModelFields.sameValue(a.id, b.id)
                    && ModelFields.sameValue(a.name, b.name)
                    && ModelFields.sameValue(a.type, b.type)
                    && ModelFields.sameValue(a.sourceType, b.sourceType)
                    && ModelFields.sameValue(a.parentId, b.parentId)
                    && ModelFields.sameValue(a.status, b.status)
                    && ModelFields.listOf(a.children).equals(ModelFields.listOf(b.children));
        }

        @Override
        public int hash(TagTreeNode model) {
            return ModelFields.hashOf(
                    model.id,
                    model.name,
                    model.type,
                    model.sourceType,
                    model.parentId,
                    model.status,
                    ModelFields.listOf(model.children));
        }

        @Override
        public void describe(TagTreeNode model, ModelFields.Sink sink) {
            sink.add("id", model.id)
                    .add("name", model.name)
                    .add("type", model.type)
                    .add("source_type", model.sourceType)
                    .add("parent_id", model.parentId)
                    .add("status", model.status)
                    .add("children", model.children);
        }
    }

    /** Builds a {@link TagTreeNode}: one setter per field, named like its accessor. */
    public static final class Builder extends ApiObject.Builder<TagTreeNode, Builder> {
        private Builder(TagTreeNode from) {
            super(TagTreeNode.class, from);
        }

        /**
         * Sets the tag's id ({@code id}).
         *
         * @param id the value; {@code null} clears it
         * @return this builder
         */
        public Builder id(String id) {
            return put("id", id);
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
         * Sets the kind of tag ({@code type}).
         *
         * @param type the value; {@code null} clears it
         * @return this builder
         */
        public Builder type(String type) {
            return put("type", type);
        }

        /**
         * Sets the kind of the tag's data source ({@code source_type}).
         *
         * @param sourceType the value; {@code null} clears it
         * @return this builder
         */
        public Builder sourceType(String sourceType) {
            return put("source_type", sourceType);
        }

        /**
         * Sets the parent's id ({@code parent_id}); {@code null} at the top.
         *
         * @param parentId the value; {@code null} clears it
         * @return this builder
         */
        public Builder parentId(String parentId) {
            return put("parent_id", parentId);
        }

        /**
         * Sets the review status ({@code status}).
         *
         * @param status the value; {@code null} clears it
         * @return this builder
         */
        public Builder status(Status status) {
            return put("status", status);
        }

        /**
         * Sets the child tags ({@code children}).
         *
         * @param children the value; {@code null} clears it
         * @return this builder
         */
        public Builder children(List<TagTreeNode> children) {
            return put("children", children);
        }
    }
}
