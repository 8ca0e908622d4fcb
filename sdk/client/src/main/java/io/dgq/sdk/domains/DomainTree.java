package io.dgq.sdk.domains;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;
import java.util.List;

/** The answer of the domain tree view: the top-level domains with their descendants. */
public final class DomainTree extends ApiObject {

    @JsonProperty("data")
    private List<DomainTreeNode> roots;
    @JsonProperty("has_user_filter")
    private Boolean hasUserFilter;

    private DomainTree() {
    }

    /** {@return the top-level domains, each with its children ({@code data})} */
    public List<DomainTreeNode> roots() {
        return listOf(roots);
    }

    /** {@return whether the tree was limited to the caller's records ({@code has_user_filter})} */
    public Boolean hasUserFilter() {
        return hasUserFilter;
    }
}
