package io.dgq.sdk.glossaries;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;
import io.dgq.sdk.model.Status;
import java.util.List;

/**
 * One node of the glossary tree: a glossary, one of its categories, or a term ({@link #nodeType()}). Top-level
 * glossaries hold their categories and terms as children.
 */
public final class GlossaryTreeNode extends ApiObject {

    @JsonProperty("id")
    private String id;
    @JsonProperty("name")
    private String name;
    @JsonProperty("node_type")
    private GlossaryNodeType nodeType;
    @JsonProperty("parent_id")
    private String parentId;
    @JsonProperty("status")
    private Status status;
    @JsonProperty("children")
    private List<GlossaryTreeNode> children;

    private GlossaryTreeNode() {
    }

    /** {@return the glossary's, category's or term's id ({@code id})} */
    public String id() {
        return id;
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return name;
    }

    /** {@return what the node is ({@code node_type}); an open set} */
    public GlossaryNodeType nodeType() {
        return nodeType;
    }

    /** {@return the parent's id ({@code parent_id}); {@code null} at the top} */
    public String parentId() {
        return parentId;
    }

    /** {@return the review status ({@code status})} */
    public Status status() {
        return status;
    }

    /** {@return the child nodes ({@code children})} */
    public List<GlossaryTreeNode> children() {
        return listOf(children);
    }

    @Override
    public String toString() {
        return "GlossaryTreeNode{id=" + id + ", name=" + name + ", nodeType=" + nodeType + ", children="
                + children().size() + "}";
    }
}
