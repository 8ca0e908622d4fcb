package io.dgq.sdk.glossaries;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;
import java.util.List;

/** The answer of the glossary tree view: the top-level glossaries with their categories and terms. */
public final class GlossaryTree extends ApiObject {

    @JsonProperty("data")
    private List<GlossaryTreeNode> roots;
    @JsonProperty("has_user_filter")
    private Boolean hasUserFilter;

    private GlossaryTree() {
    }

    /** {@return the top-level glossaries, each with its categories and terms ({@code data})} */
    public List<GlossaryTreeNode> roots() {
        return listOf(roots);
    }

    /** {@return whether the tree was limited to the caller's records ({@code has_user_filter})} */
    public Boolean hasUserFilter() {
        return hasUserFilter;
    }
}
