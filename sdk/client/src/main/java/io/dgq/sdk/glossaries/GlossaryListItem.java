package io.dgq.sdk.glossaries;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;
import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.model.Status;
import java.time.OffsetDateTime;
import java.util.List;

/**
 * A glossary as a list shows it: the fields of the glossary record except the long texts, parents, viewers and
 * context freshness. {@link Glossary} adds those. See {@link GlossaryColumn} for the fields a list can sort and
 * filter by. A glossary whose {@code parent_id} names another glossary is a category of it.
 */
public class GlossaryListItem extends ApiObject {

    @JsonProperty("id")
    private String id;
    @JsonProperty("name")
    private String name;
    @JsonProperty("description")
    private String description;
    @JsonProperty("source")
    private String source;
    @JsonProperty("parent_id")
    private String parentId;
    @JsonProperty("domain_id")
    private String domainId;
    @JsonProperty("qualified_name")
    private String qualifiedName;
    @JsonProperty("status")
    private Status status;
    @JsonProperty("user")
    private String user;
    @JsonProperty("owner")
    private String owner;
    @JsonProperty("total_conversations")
    private Integer totalConversations;
    @JsonProperty("total_views")
    private Integer totalViews;
    @JsonProperty("total_likes")
    private Integer totalLikes;
    @JsonProperty("total_dislikes")
    private Integer totalDislikes;
    @JsonProperty("is_active")
    private Boolean active;
    @JsonProperty("is_deleted")
    private Boolean deleted;
    @JsonProperty("domain")
    private List<JsonObject> domains;
    @JsonProperty("created_at")
    private OffsetDateTime createdAt;
    @JsonProperty("modified_at")
    private OffsetDateTime modifiedAt;
    @JsonProperty("created_by")
    private String createdBy;
    @JsonProperty("modified_by")
    private String modifiedBy;

    GlossaryListItem() {
    }

    /** @return the glossary's id ({@code id}) */
    public String id() {
        return id;
    }

    /** @return the name ({@code name}) */
    public String name() {
        return name;
    }

    /** @return the description ({@code description}) */
    public String description() {
        return description;
    }

    /** @return where the glossary comes from ({@code source}) */
    public String source() {
        return source;
    }

    /** @return the parent glossary's id ({@code parent_id}); set on a category, {@code null} on a top-level glossary */
    public String parentId() {
        return parentId;
    }

    /** @return the id of the glossary's domain ({@code domain_id}) */
    public String domainId() {
        return domainId;
    }

    /** @return the fully qualified name ({@code qualified_name}) */
    public String qualifiedName() {
        return qualifiedName;
    }

    /** @return the review status ({@code status}); an open set */
    public Status status() {
        return status;
    }

    /** @return the user field ({@code user}) */
    public String user() {
        return user;
    }

    /** @return the owner, as the server writes it ({@code owner}; a string on glossaries) */
    public String owner() {
        return owner;
    }

    /** @return the number of conversations ({@code total_conversations}) */
    public Integer totalConversations() {
        return totalConversations;
    }

    /** @return the number of views ({@code total_views}) */
    public Integer totalViews() {
        return totalViews;
    }

    /** @return the number of likes ({@code total_likes}) */
    public Integer totalLikes() {
        return totalLikes;
    }

    /** @return the number of dislikes ({@code total_dislikes}) */
    public Integer totalDislikes() {
        return totalDislikes;
    }

    /** @return whether the glossary is active ({@code is_active}) */
    public Boolean isActive() {
        return active;
    }

    /** @return whether the glossary is deleted ({@code is_deleted}) */
    public Boolean isDeleted() {
        return deleted;
    }

    /** @return the linked domains ({@code domain}) */
    public List<JsonObject> domains() {
        return listOf(domains);
    }

    /** @return when the glossary was created ({@code created_at}) */
    public OffsetDateTime createdAt() {
        return createdAt;
    }

    /** @return when the glossary was last changed ({@code modified_at}) */
    public OffsetDateTime modifiedAt() {
        return modifiedAt;
    }

    /** @return who created the glossary ({@code created_by}) */
    public String createdBy() {
        return createdBy;
    }

    /** @return who last changed the glossary ({@code modified_by}) */
    public String modifiedBy() {
        return modifiedBy;
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "{id=" + id + ", name=" + name + ", status=" + status + ", parentId="
                + parentId + "}";
    }
}
