package io.dgq.sdk.glossaries;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.GovernedRecord;
import io.dgq.sdk.model.JsonObject;
import java.util.List;

/**
 * A glossary as a list shows it: the fields of the glossary record except the long texts, parents, viewers and
 * context freshness. {@link Glossary} adds those. See {@link GlossaryColumn} for the fields a list can sort and
 * filter by. A glossary whose {@code parent_id} names another glossary is a category of it.
 */
public class GlossaryListItem extends GovernedRecord {

    @JsonProperty("parent_id")
    private String parentId;
    @JsonProperty("domain_id")
    private String domainId;
    @JsonProperty("owner")
    private String owner;
    @JsonProperty("domain")
    private List<JsonObject> domains;

    GlossaryListItem() {
    }

    /** {@return the parent glossary's id ({@code parent_id}); set on a category, {@code null} on a top-level glossary} */
    public String parentId() {
        return parentId;
    }

    /** {@return the id of the glossary's domain ({@code domain_id})} */
    public String domainId() {
        return domainId;
    }

    /** {@return the owner, as the server writes it ({@code owner}; a string on glossaries)} */
    public String owner() {
        return owner;
    }

    /** {@return the linked domains ({@code domain})} */
    public List<JsonObject> domains() {
        return listOf(domains);
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "{id=" + id() + ", name=" + name() + ", status=" + status() + ", parentId="
                + parentId + "}";
    }
}
