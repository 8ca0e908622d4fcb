// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.domains;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;
import io.dgq.sdk.model.Status;
import java.util.List;

/** One domain of the domain tree, with its child domains. */
public final class DomainTreeNode extends ApiObject {
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
        return decoded("id", id);
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return decoded("name", name);
    }

    /** {@return the kind of domain ({@code type})} */
    public String type() {
        return decoded("type", type);
    }

    /** {@return the parent's id ({@code parent_id}); {@code null} at the top} */
    public String parentId() {
        return decoded("parent_id", parentId);
    }

    /** {@return the review status ({@code status})} */
    public Status status() {
        return decoded("status", status);
    }

    /** {@return the depth in the tree ({@code level})} */
    public Long level() {
        return decoded("level", level);
    }

    /** {@return the child domains ({@code children})} */
    public List<DomainTreeNode> children() {
        return listOf(decoded("children", children));
    }

    @Override
    protected boolean fieldsEqual(ApiObject other) {
        DomainTreeNode that = (DomainTreeNode) other;
        return sameValue(id, that.id)
                && sameValue(name, that.name)
                && sameValue(type, that.type)
                && sameValue(parentId, that.parentId)
                && sameValue(status, that.status)
                && sameValue(level, that.level)
                && listOf(children).equals(listOf(that.children));
    }

    @Override
    protected void describeFields(ApiObject.Description description) {
        description
                .add("id", this.id)
                .add("name", this.name)
                .add("type", this.type)
                .add("parent_id", this.parentId)
                .add("status", this.status)
                .add("level", this.level)
                .add("children", this.children);
    }

    @Override
    protected int fieldsHashCode() {
        return hashOf(id, name, type, parentId, status, level, listOf(children));
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
