package io.dgq.sdk.tags;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;
import java.util.List;

/** The answer of the tag tree view: the top-level tags with their descendants. */
public final class TagTree extends ApiObject {

    @JsonProperty("data")
    private List<TagTreeNode> roots;
    @JsonProperty("has_user_filter")
    private Boolean hasUserFilter;

    private TagTree() {
    }

    /** {@return the top-level tags, each with its children ({@code data})} */
    public List<TagTreeNode> roots() {
        return listOf(roots);
    }

    /** {@return whether the tree was limited to the caller's records ({@code has_user_filter})} */
    public Boolean hasUserFilter() {
        return hasUserFilter;
    }
}
