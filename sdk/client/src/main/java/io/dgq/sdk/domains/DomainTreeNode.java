// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.domains;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.ModelFields;
import io.dgq.sdk.model.ApiObject;
import io.dgq.sdk.model.Status;
import java.util.List;

/** One domain of the domain tree, with its child domains. */
public final class DomainTreeNode extends ApiObject {
    static {
        ModelFields.register(DomainTreeNode.class, new Fields());
    }

    @JsonProperty("id")
    private String id;

    @JsonProperty("name")
    private String name;

    @JsonProperty("type")
    private String type;

    @JsonProperty("parent_id")
    private String parentId;

    @JsonProperty("status")
    private Status status;

    @JsonProperty("level")
    private Long level;

    @JsonProperty("children")
    private List<DomainTreeNode> children;

    private DomainTreeNode() {}

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

    /** {@return the domain's id ({@code id})} */
    public String id() {
        return ModelFields.decoded(this, "id", id);
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return ModelFields.decoded(this, "name", name);
    }

    /** {@return the kind of domain ({@code type})} */
    public String type() {
        return ModelFields.decoded(this, "type", type);
    }

    /** {@return the parent's id ({@code parent_id}); {@code null} at the top} */
    public String parentId() {
        return ModelFields.decoded(this, "parent_id", parentId);
    }

    /** {@return the review status ({@code status})} */
    public Status status() {
        return ModelFields.decoded(this, "status", status);
    }

    /** {@return the depth in the tree ({@code level})} */
    public Long level() {
        return ModelFields.decoded(this, "level", level);
    }

    /** {@return the child domains ({@code children})} */
    public List<DomainTreeNode> children() {
        return ModelFields.listOf(ModelFields.decoded(this, "children", children));
    }

    /** The fields {@code DomainTreeNode} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    private static final class Fields implements ModelFields.Table<DomainTreeNode> {
        @Override
        public boolean equal(DomainTreeNode a, DomainTreeNode b) {
            return ModelFields.sameValue(a.id, b.id)
                    && ModelFields.sameValue(a.name, b.name)
                    && ModelFields.sameValue(a.type, b.type)
                    && ModelFields.sameValue(a.parentId, b.parentId)
                    && ModelFields.sameValue(a.status, b.status)
                    && ModelFields.sameValue(a.level, b.level)
                    && ModelFields.listOf(a.children).equals(ModelFields.listOf(b.children));
        }

        @Override
        public int hash(DomainTreeNode model) {
            return ModelFields.hashOf(
                    model.id,
                    model.name,
                    model.type,
                    model.parentId,
                    model.status,
                    model.level,
                    ModelFields.listOf(model.children));
        }

        @Override
        public void describe(DomainTreeNode model, ModelFields.Sink sink) {
            sink.add("id", model.id)
                    .add("name", model.name)
                    .add("type", model.type)
                    .add("parent_id", model.parentId)
                    .add("status", model.status)
                    .add("level", model.level)
                    .add("children", model.children);
        }
    }

    /** Builds a {@link DomainTreeNode}: one setter per field, named like its accessor. */
    public static final class Builder extends ApiObject.Builder<DomainTreeNode, Builder> {
        private Builder(DomainTreeNode from) {
            super(DomainTreeNode.class, from);
        }

        /**
         * Sets the domain's id ({@code id}).
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
         * Sets the kind of domain ({@code type}).
         *
         * @param type the value; {@code null} clears it
         * @return this builder
         */
        public Builder type(String type) {
            return put("type", type);
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
         * Sets the depth in the tree ({@code level}).
         *
         * @param level the value; {@code null} clears it
         * @return this builder
         */
        public Builder level(Long level) {
            return put("level", level);
        }

        /**
         * Sets the child domains ({@code children}).
         *
         * @param children the value; {@code null} clears it
         * @return this builder
         */
        public Builder children(List<DomainTreeNode> children) {
            return put("children", children);
        }
    }
}
