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
    private Integer level;
    @JsonProperty("children")
    private List<DomainTreeNode> children;

    private DomainTreeNode() {
    }

    /** {@return the domain's id ({@code id})} */
    public String id() {
        return id;
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return name;
    }

    /** {@return the kind of domain ({@code type})} */
    public String type() {
        return type;
    }

    /** {@return the parent's id ({@code parent_id}); {@code null} at the top} */
    public String parentId() {
        return parentId;
    }

    /** {@return the review status ({@code status})} */
    public Status status() {
        return status;
    }

    /** {@return the depth in the tree ({@code level})} */
    public Integer level() {
        return level;
    }

    /** {@return the child domains ({@code children})} */
    public List<DomainTreeNode> children() {
        return listOf(children);
    }

    @Override
    public String toString() {
        return "DomainTreeNode{id=" + id + ", name=" + name + ", children=" + children().size() + "}";
    }
}
