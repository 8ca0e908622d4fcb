package io.dgq.sdk.tags;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;
import io.dgq.sdk.model.Status;
import java.util.List;

/** One tag of the tag tree, with its child tags. */
public final class TagTreeNode extends ApiObject {

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

    private TagTreeNode() {
    }

    /** {@return the tag's id ({@code id})} */
    public String id() {
        return id;
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return name;
    }

    /** {@return the kind of tag ({@code type})} */
    public String type() {
        return type;
    }

    /** {@return the kind of the tag's data source ({@code source_type})} */
    public String sourceType() {
        return sourceType;
    }

    /** {@return the parent's id ({@code parent_id}); {@code null} at the top} */
    public String parentId() {
        return parentId;
    }

    /** {@return the review status ({@code status})} */
    public Status status() {
        return status;
    }

    /** {@return the child tags ({@code children})} */
    public List<TagTreeNode> children() {
        return listOf(children);
    }

    @Override
    public String toString() {
        return "TagTreeNode{id=" + id + ", name=" + name + ", children=" + children().size() + "}";
    }
}
