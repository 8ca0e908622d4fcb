// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.applications;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.sdk.internal.checks.Companion;
import io.dgq.sdk.internal.models.ModelBuilder;
import io.dgq.sdk.internal.models.ModelFields;
import io.dgq.sdk.internal.models.ModelState;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.json.JsonValue;
import io.dgq.sdk.model.GovernedRecord;
import io.dgq.sdk.model.NamedReference;
import io.dgq.sdk.model.Owner;
import io.dgq.sdk.model.Status;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;

/**
 * An application as a list shows it: the fields of the detail record except the long texts, viewers, audiences and
 * context freshness. {@link Application} adds those. See {@link ApplicationColumn} for the fields a list can sort and
 * filter by.
 */
@Companion(ApplicationListItem.Fields.class)
public class ApplicationListItem implements GovernedRecord {
    @JsonProperty("id")
    private final String id;

    @JsonProperty("name")
    private final String name;

    @JsonProperty("description")
    private final String description;

    @JsonProperty("source")
    private final String source;

    @JsonProperty("qualified_name")
    private final String qualifiedName;

    @JsonProperty("status")
    private final Status status;

    @JsonProperty("user")
    private final String user;

    @JsonProperty("total_conversations")
    private final Long totalConversations;

    @JsonProperty("total_views")
    private final Long totalViews;

    @JsonProperty("total_likes")
    private final Integer totalLikes;

    @JsonProperty("total_dislikes")
    private final Integer totalDislikes;

    @JsonProperty("is_active")
    private final Boolean active;

    @JsonProperty("is_deleted")
    private final Boolean deleted;

    @JsonProperty("created_at")
    private final OffsetDateTime createdAt;

    @JsonProperty("modified_at")
    private final OffsetDateTime modifiedAt;

    @JsonProperty("created_by")
    private final String createdBy;

    @JsonProperty("modified_by")
    private final String modifiedBy;

    @JsonProperty("type")
    private final String type;

    @JsonProperty("level")
    private final String level;

    @JsonProperty("parent_id")
    private final String parentId;

    @JsonProperty("governance_role")
    private final String governanceRole;

    @JsonProperty("sensitivity_level")
    private final String sensitivityLevel;

    @JsonProperty("sla_tire")
    private final String slaTier;

    @JsonProperty("owner_team")
    private final String ownerTeam;

    @JsonProperty("score")
    private final String score;

    @JsonProperty("freshness_sla")
    private final String freshnessSla;

    @JsonProperty("schema_stability")
    private final String schemaStability;

    @JsonProperty("total_alerts")
    private final Long totalAlerts;

    @JsonProperty("total_issues")
    private final Long totalIssues;

    @JsonProperty("linked_asset_count")
    private final Long linkedAssetCount;

    @JsonProperty("linked_metric_count")
    private final Long linkedMetricCount;

    @JsonProperty("linked_assets")
    private final Long linkedAssets;

    @JsonProperty("owner")
    private final List<Owner> owners;

    @JsonProperty("term")
    private final List<JsonObject> terms;

    @JsonProperty("tag")
    private final List<NamedReference> tags;

    /** What decoding kept besides the fields, and the caches; {@code null} while none. */
    ModelState state;

    ApplicationListItem(
            String id,
            String name,
            String description,
            String source,
            String qualifiedName,
            Status status,
            String user,
            Long totalConversations,
            Long totalViews,
            Integer totalLikes,
            Integer totalDislikes,
            Boolean active,
            Boolean deleted,
            OffsetDateTime createdAt,
            OffsetDateTime modifiedAt,
            String createdBy,
            String modifiedBy,
            String type,
            String level,
            String parentId,
            String governanceRole,
            String sensitivityLevel,
            String slaTier,
            String ownerTeam,
            String score,
            String freshnessSla,
            String schemaStability,
            Long totalAlerts,
            Long totalIssues,
            Long linkedAssetCount,
            Long linkedMetricCount,
            Long linkedAssets,
            List<Owner> owners,
            List<JsonObject> terms,
            List<NamedReference> tags) {
        this.id = id;
        this.name = name;
        this.description = description;
        this.source = source;
        this.qualifiedName = qualifiedName;
        this.status = status;
        this.user = user;
        this.totalConversations = totalConversations;
        this.totalViews = totalViews;
        this.totalLikes = totalLikes;
        this.totalDislikes = totalDislikes;
        this.active = active;
        this.deleted = deleted;
        this.createdAt = createdAt;
        this.modifiedAt = modifiedAt;
        this.createdBy = createdBy;
        this.modifiedBy = modifiedBy;
        this.type = type;
        this.level = level;
        this.parentId = parentId;
        this.governanceRole = governanceRole;
        this.sensitivityLevel = sensitivityLevel;
        this.slaTier = slaTier;
        this.ownerTeam = ownerTeam;
        this.score = score;
        this.freshnessSla = freshnessSla;
        this.schemaStability = schemaStability;
        this.totalAlerts = totalAlerts;
        this.totalIssues = totalIssues;
        this.linkedAssetCount = linkedAssetCount;
        this.linkedMetricCount = linkedMetricCount;
        this.linkedAssets = linkedAssets;
        this.owners = owners;
        this.terms = terms;
        this.tags = tags;
    }

    /**
     * Returns an empty builder of {@code ApplicationListItem}, for example to stub a client in a test.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder(ApplicationListItem.class, null);
    }

    @Override
    public Builder toBuilder() {
        return new Builder(ApplicationListItem.class, this);
    }

    @Override
    public String id() {
        return ModelState.decoded(this, state, "id", id);
    }

    @Override
    public String name() {
        return ModelState.decoded(this, state, "name", name);
    }

    @Override
    public String description() {
        return ModelState.decoded(this, state, "description", description);
    }

    @Override
    public String source() {
        return ModelState.decoded(this, state, "source", source);
    }

    @Override
    public String qualifiedName() {
        return ModelState.decoded(this, state, "qualified_name", qualifiedName);
    }

    @Override
    public Status status() {
        return ModelState.decoded(this, state, "status", status);
    }

    @Override
    public String user() {
        return ModelState.decoded(this, state, "user", user);
    }

    @Override
    public Long totalConversations() {
        return ModelState.decoded(this, state, "total_conversations", totalConversations);
    }

    @Override
    public Long totalViews() {
        return ModelState.decoded(this, state, "total_views", totalViews);
    }

    @Override
    public Integer totalLikes() {
        return ModelState.decoded(this, state, "total_likes", totalLikes);
    }

    @Override
    public Integer totalDislikes() {
        return ModelState.decoded(this, state, "total_dislikes", totalDislikes);
    }

    @Override
    public Boolean isActive() {
        return ModelState.decoded(this, state, "is_active", active);
    }

    @Override
    public Boolean isDeleted() {
        return ModelState.decoded(this, state, "is_deleted", deleted);
    }

    @Override
    public OffsetDateTime createdAt() {
        return ModelState.decoded(this, state, "created_at", createdAt);
    }

    @Override
    public OffsetDateTime modifiedAt() {
        return ModelState.decoded(this, state, "modified_at", modifiedAt);
    }

    @Override
    public String createdBy() {
        return ModelState.decoded(this, state, "created_by", createdBy);
    }

    @Override
    public String modifiedBy() {
        return ModelState.decoded(this, state, "modified_by", modifiedBy);
    }

    /** {@return the kind of application ({@code type})} */
    public String type() {
        return ModelState.decoded(this, state, "type", type);
    }

    /** {@return the level, as the server writes it ({@code level})} */
    public String level() {
        return ModelState.decoded(this, state, "level", level);
    }

    /** {@return the parent application's id ({@code parent_id})} */
    public String parentId() {
        return ModelState.decoded(this, state, "parent_id", parentId);
    }

    /** {@return the governance role ({@code governance_role})} */
    public String governanceRole() {
        return ModelState.decoded(this, state, "governance_role", governanceRole);
    }

    /** {@return the sensitivity level ({@code sensitivity_level})} */
    public String sensitivityLevel() {
        return ModelState.decoded(this, state, "sensitivity_level", sensitivityLevel);
    }

    /** {@return the service-level tier ({@code sla_tire}, spelt so on the wire)} */
    public String slaTier() {
        return ModelState.decoded(this, state, "sla_tire", slaTier);
    }

    /** {@return the owning team ({@code owner_team})} */
    public String ownerTeam() {
        return ModelState.decoded(this, state, "owner_team", ownerTeam);
    }

    /** {@return the quality score, as the server writes it ({@code score})} */
    public String score() {
        return ModelState.decoded(this, state, "score", score);
    }

    /** {@return the freshness service level ({@code freshness_sla})} */
    public String freshnessSla() {
        return ModelState.decoded(this, state, "freshness_sla", freshnessSla);
    }

    /** {@return the schema stability ({@code schema_stability})} */
    public String schemaStability() {
        return ModelState.decoded(this, state, "schema_stability", schemaStability);
    }

    /** {@return the number of open alerts ({@code total_alerts})} */
    public Long totalAlerts() {
        return ModelState.decoded(this, state, "total_alerts", totalAlerts);
    }

    /** {@return the number of open issues ({@code total_issues})} */
    public Long totalIssues() {
        return ModelState.decoded(this, state, "total_issues", totalIssues);
    }

    /** {@return the number of linked assets ({@code linked_asset_count})} */
    public Long linkedAssetCount() {
        return ModelState.decoded(this, state, "linked_asset_count", linkedAssetCount);
    }

    /** {@return the number of linked metrics ({@code linked_metric_count})} */
    public Long linkedMetricCount() {
        return ModelState.decoded(this, state, "linked_metric_count", linkedMetricCount);
    }

    /** {@return the linked assets counter ({@code linked_assets})} */
    public Long linkedAssets() {
        return ModelState.decoded(this, state, "linked_assets", linkedAssets);
    }

    /** {@return the owners ({@code owner})} */
    public List<Owner> owners() {
        return ModelFields.listOf(ModelState.decoded(this, state, "owner", owners));
    }

    /** {@return the linked terms ({@code term})} */
    public List<JsonObject> terms() {
        return ModelFields.listOf(ModelState.decoded(this, state, "term", terms));
    }

    /** {@return the linked tags ({@code tag})} */
    public List<NamedReference> tags() {
        return ModelFields.listOf(ModelState.decoded(this, state, "tag", tags));
    }

    @JsonAnyGetter
    @SuppressWarnings("UnusedMethod")
    private Map<String, JsonNode> unknownFields() {
        // Jackson calls it to write those members back
        return ModelState.unknownFields(state);
    }

    @Override
    public final Map<String, JsonValue> additionalProperties() {
        return ModelState.additionalProperties(this);
    }

    @Override
    public final JsonValue additionalProperty(String name) {
        return ModelState.additionalProperty(this, name);
    }

    @Override
    public final void validate() {
        ModelState.validate(this);
    }

    @Override
    public final boolean equals(Object o) {
        return ModelState.equal(this, o);
    }

    @Override
    public final int hashCode() {
        return ModelState.hash(this);
    }

    @Override
    public final String toString() {
        return ModelFields.describe(this);
    }

    /** The fields {@code ApplicationListItem} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    static final class Fields implements ModelFields.Table<ApplicationListItem> {
        @Override
        public boolean equal(ApplicationListItem a, ApplicationListItem b) {
            return ModelFields.sameValue(a.id, b.id)
                    && ModelFields.sameValue(a.name, b.name)
                    && ModelFields.sameValue(a.description, b.description)
                    && ModelFields.sameValue(a.source, b.source)
                    && ModelFields.sameValue(a.qualifiedName, b.qualifiedName)
                    && ModelFields.sameValue(a.status, b.status)
                    && ModelFields.sameValue(a.user, b.user)
                    && ModelFields.sameValue(a.totalConversations, b.totalConversations)
                    && ModelFields.sameValue(a.totalViews, b.totalViews)
                    && ModelFields.sameValue(a.totalLikes, b.totalLikes)
                    && ModelFields.sameValue(a.totalDislikes, b.totalDislikes)
                    && ModelFields.sameValue(a.active, b.active)
                    && ModelFields.sameValue(a.deleted, b.deleted)
                    && ModelFields.sameValue(a.createdAt, b.createdAt)
                    && ModelFields.sameValue(a.modifiedAt, b.modifiedAt)
                    && ModelFields.sameValue(a.createdBy, b.createdBy)
                    && ModelFields.sameValue(a.modifiedBy, b.modifiedBy)
                    && ModelFields.sameValue(a.type, b.type)
                    && ModelFields.sameValue(a.level, b.level)
                    && ModelFields.sameValue(a.parentId, b.parentId)
                    && ModelFields.sameValue(a.governanceRole, b.governanceRole)
                    && ModelFields.sameValue(a.sensitivityLevel, b.sensitivityLevel)
                    && ModelFields.sameValue(a.slaTier, b.slaTier)
                    && ModelFields.sameValue(a.ownerTeam, b.ownerTeam)
                    && ModelFields.sameValue(a.score, b.score)
                    && ModelFields.sameValue(a.freshnessSla, b.freshnessSla)
                    && ModelFields.sameValue(a.schemaStability, b.schemaStability)
                    && ModelFields.sameValue(a.totalAlerts, b.totalAlerts)
                    && ModelFields.sameValue(a.totalIssues, b.totalIssues)
                    && ModelFields.sameValue(a.linkedAssetCount, b.linkedAssetCount)
                    && ModelFields.sameValue(a.linkedMetricCount, b.linkedMetricCount)
                    && ModelFields.sameValue(a.linkedAssets, b.linkedAssets)
                    && ModelFields.listOf(a.owners).equals(ModelFields.listOf(b.owners))
                    && ModelFields.listOf(a.terms).equals(ModelFields.listOf(b.terms))
                    && ModelFields.listOf(a.tags).equals(ModelFields.listOf(b.tags));
        }

        @Override
        public int hash(ApplicationListItem model) {
            return ModelFields.hashOf(
                    model.id,
                    model.name,
                    model.description,
                    model.source,
                    model.qualifiedName,
                    model.status,
                    model.user,
                    model.totalConversations,
                    model.totalViews,
                    model.totalLikes,
                    model.totalDislikes,
                    model.active,
                    model.deleted,
                    model.createdAt,
                    model.modifiedAt,
                    model.createdBy,
                    model.modifiedBy,
                    model.type,
                    model.level,
                    model.parentId,
                    model.governanceRole,
                    model.sensitivityLevel,
                    model.slaTier,
                    model.ownerTeam,
                    model.score,
                    model.freshnessSla,
                    model.schemaStability,
                    model.totalAlerts,
                    model.totalIssues,
                    model.linkedAssetCount,
                    model.linkedMetricCount,
                    model.linkedAssets,
                    ModelFields.listOf(model.owners),
                    ModelFields.listOf(model.terms),
                    ModelFields.listOf(model.tags));
        }

        @Override
        public void describe(ApplicationListItem model, ModelFields.Sink sink) {
            sink.add("id", model.id)
                    .add("name", model.name)
                    .add("description", model.description)
                    .add("source", model.source)
                    .add("qualified_name", model.qualifiedName)
                    .add("status", model.status)
                    .add("user", model.user)
                    .add("total_conversations", model.totalConversations)
                    .add("total_views", model.totalViews)
                    .add("total_likes", model.totalLikes)
                    .add("total_dislikes", model.totalDislikes)
                    .add("is_active", model.active)
                    .add("is_deleted", model.deleted)
                    .add("created_at", model.createdAt)
                    .add("modified_at", model.modifiedAt)
                    .add("created_by", model.createdBy)
                    .add("modified_by", model.modifiedBy)
                    .add("type", model.type)
                    .add("level", model.level)
                    .add("parent_id", model.parentId)
                    .add("governance_role", model.governanceRole)
                    .add("sensitivity_level", model.sensitivityLevel)
                    .add("sla_tire", model.slaTier)
                    .add("owner_team", model.ownerTeam)
                    .add("score", model.score)
                    .add("freshness_sla", model.freshnessSla)
                    .add("schema_stability", model.schemaStability)
                    .add("total_alerts", model.totalAlerts)
                    .add("total_issues", model.totalIssues)
                    .add("linked_asset_count", model.linkedAssetCount)
                    .add("linked_metric_count", model.linkedMetricCount)
                    .add("linked_assets", model.linkedAssets)
                    .add("owner", model.owners)
                    .add("term", model.terms)
                    .add("tag", model.tags);
        }

        @Override
        public List<String> names() {
            return List.of(
                    "id",
                    "name",
                    "description",
                    "source",
                    "qualified_name",
                    "status",
                    "user",
                    "total_conversations",
                    "total_views",
                    "total_likes",
                    "total_dislikes",
                    "is_active",
                    "is_deleted",
                    "created_at",
                    "modified_at",
                    "created_by",
                    "modified_by",
                    "type",
                    "level",
                    "parent_id",
                    "governance_role",
                    "sensitivity_level",
                    "sla_tire",
                    "owner_team",
                    "score",
                    "freshness_sla",
                    "schema_stability",
                    "total_alerts",
                    "total_issues",
                    "linked_asset_count",
                    "linked_metric_count",
                    "linked_assets",
                    "owner",
                    "term",
                    "tag");
        }

        @Override
        public ModelState state(ApplicationListItem model) {
            return model.state;
        }

        @Override
        public void state(ApplicationListItem model, ModelState state) {
            model.state = state;
        }

        @Override
        @SuppressWarnings("unchecked")
        public ApplicationListItem create(Object[] values) {
            return new ApplicationListItem(
                    (String) values[0],
                    (String) values[1],
                    (String) values[2],
                    (String) values[3],
                    (String) values[4],
                    (Status) values[5],
                    (String) values[6],
                    (Long) values[7],
                    (Long) values[8],
                    (Integer) values[9],
                    (Integer) values[10],
                    (Boolean) values[11],
                    (Boolean) values[12],
                    (OffsetDateTime) values[13],
                    (OffsetDateTime) values[14],
                    (String) values[15],
                    (String) values[16],
                    (String) values[17],
                    (String) values[18],
                    (String) values[19],
                    (String) values[20],
                    (String) values[21],
                    (String) values[22],
                    (String) values[23],
                    (String) values[24],
                    (String) values[25],
                    (String) values[26],
                    (Long) values[27],
                    (Long) values[28],
                    (Long) values[29],
                    (Long) values[30],
                    (Long) values[31],
                    (List<Owner>) values[32],
                    (List<JsonObject>) values[33],
                    (List<NamedReference>) values[34]);
        }
    }

    /**
     * Builds an {@link ApplicationListItem}: one setter per field, named like its accessor; the builder of each model
     * that extends it extends it, and answers its own type from every setter.
     */
    public static class Builder implements GovernedRecord.Builder {
        /** The fields set so far; the builders that extend this one set theirs here too. */
        final ModelBuilder state;

        Builder(Class<? extends ApplicationListItem> type, ApplicationListItem from) {
            this.state = new ModelBuilder(type, from);
        }

        /**
         * Sets the record's id ({@code id}).
         *
         * @param id the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder id(String id) {
            state.put("id", id);
            return this;
        }

        /**
         * Sets the name ({@code name}).
         *
         * @param name the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder name(String name) {
            state.put("name", name);
            return this;
        }

        /**
         * Sets the description ({@code description}).
         *
         * @param description the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder description(String description) {
            state.put("description", description);
            return this;
        }

        /**
         * Sets where the record comes from ({@code source}).
         *
         * @param source the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder source(String source) {
            state.put("source", source);
            return this;
        }

        /**
         * Sets the fully qualified name ({@code qualified_name}).
         *
         * @param qualifiedName the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder qualifiedName(String qualifiedName) {
            state.put("qualified_name", qualifiedName);
            return this;
        }

        /**
         * Sets the review status ({@code status}); an open set.
         *
         * @param status the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder status(Status status) {
            state.put("status", status);
            return this;
        }

        /**
         * Sets the user field ({@code user}).
         *
         * @param user the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder user(String user) {
            state.put("user", user);
            return this;
        }

        /**
         * Sets the number of conversations ({@code total_conversations}).
         *
         * @param totalConversations the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder totalConversations(Long totalConversations) {
            state.put("total_conversations", totalConversations);
            return this;
        }

        /**
         * Sets the number of views; each get counts one ({@code total_views}).
         *
         * @param totalViews the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder totalViews(Long totalViews) {
            state.put("total_views", totalViews);
            return this;
        }

        /**
         * Sets the number of likes ({@code total_likes}).
         *
         * @param totalLikes the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder totalLikes(Integer totalLikes) {
            state.put("total_likes", totalLikes);
            return this;
        }

        /**
         * Sets the number of dislikes ({@code total_dislikes}).
         *
         * @param totalDislikes the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder totalDislikes(Integer totalDislikes) {
            state.put("total_dislikes", totalDislikes);
            return this;
        }

        /**
         * Sets whether the record is active ({@code is_active}).
         *
         * @param isActive the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder isActive(Boolean isActive) {
            state.put("is_active", isActive);
            return this;
        }

        /**
         * Sets whether the record is deleted ({@code is_deleted}).
         *
         * @param isDeleted the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder isDeleted(Boolean isDeleted) {
            state.put("is_deleted", isDeleted);
            return this;
        }

        /**
         * Sets when the record was created ({@code created_at}).
         *
         * @param createdAt the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder createdAt(OffsetDateTime createdAt) {
            state.put("created_at", createdAt);
            return this;
        }

        /**
         * Sets when the record was last changed ({@code modified_at}).
         *
         * @param modifiedAt the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder modifiedAt(OffsetDateTime modifiedAt) {
            state.put("modified_at", modifiedAt);
            return this;
        }

        /**
         * Sets who created the record ({@code created_by}).
         *
         * @param createdBy the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder createdBy(String createdBy) {
            state.put("created_by", createdBy);
            return this;
        }

        /**
         * Sets who last changed the record ({@code modified_by}).
         *
         * @param modifiedBy the value; {@code null} clears it
         * @return this builder
         */
        @Override
        public Builder modifiedBy(String modifiedBy) {
            state.put("modified_by", modifiedBy);
            return this;
        }

        /**
         * Sets the kind of application ({@code type}).
         *
         * @param type the value; {@code null} clears it
         * @return this builder
         */
        public Builder type(String type) {
            state.put("type", type);
            return this;
        }

        /**
         * Sets the level, as the server writes it ({@code level}).
         *
         * @param level the value; {@code null} clears it
         * @return this builder
         */
        public Builder level(String level) {
            state.put("level", level);
            return this;
        }

        /**
         * Sets the parent application's id ({@code parent_id}).
         *
         * @param parentId the value; {@code null} clears it
         * @return this builder
         */
        public Builder parentId(String parentId) {
            state.put("parent_id", parentId);
            return this;
        }

        /**
         * Sets the governance role ({@code governance_role}).
         *
         * @param governanceRole the value; {@code null} clears it
         * @return this builder
         */
        public Builder governanceRole(String governanceRole) {
            state.put("governance_role", governanceRole);
            return this;
        }

        /**
         * Sets the sensitivity level ({@code sensitivity_level}).
         *
         * @param sensitivityLevel the value; {@code null} clears it
         * @return this builder
         */
        public Builder sensitivityLevel(String sensitivityLevel) {
            state.put("sensitivity_level", sensitivityLevel);
            return this;
        }

        /**
         * Sets the service-level tier ({@code sla_tire}, spelt so on the wire).
         *
         * @param slaTier the value; {@code null} clears it
         * @return this builder
         */
        public Builder slaTier(String slaTier) {
            state.put("sla_tire", slaTier);
            return this;
        }

        /**
         * Sets the owning team ({@code owner_team}).
         *
         * @param ownerTeam the value; {@code null} clears it
         * @return this builder
         */
        public Builder ownerTeam(String ownerTeam) {
            state.put("owner_team", ownerTeam);
            return this;
        }

        /**
         * Sets the quality score, as the server writes it ({@code score}).
         *
         * @param score the value; {@code null} clears it
         * @return this builder
         */
        public Builder score(String score) {
            state.put("score", score);
            return this;
        }

        /**
         * Sets the freshness service level ({@code freshness_sla}).
         *
         * @param freshnessSla the value; {@code null} clears it
         * @return this builder
         */
        public Builder freshnessSla(String freshnessSla) {
            state.put("freshness_sla", freshnessSla);
            return this;
        }

        /**
         * Sets the schema stability ({@code schema_stability}).
         *
         * @param schemaStability the value; {@code null} clears it
         * @return this builder
         */
        public Builder schemaStability(String schemaStability) {
            state.put("schema_stability", schemaStability);
            return this;
        }

        /**
         * Sets the number of open alerts ({@code total_alerts}).
         *
         * @param totalAlerts the value; {@code null} clears it
         * @return this builder
         */
        public Builder totalAlerts(Long totalAlerts) {
            state.put("total_alerts", totalAlerts);
            return this;
        }

        /**
         * Sets the number of open issues ({@code total_issues}).
         *
         * @param totalIssues the value; {@code null} clears it
         * @return this builder
         */
        public Builder totalIssues(Long totalIssues) {
            state.put("total_issues", totalIssues);
            return this;
        }

        /**
         * Sets the number of linked assets ({@code linked_asset_count}).
         *
         * @param linkedAssetCount the value; {@code null} clears it
         * @return this builder
         */
        public Builder linkedAssetCount(Long linkedAssetCount) {
            state.put("linked_asset_count", linkedAssetCount);
            return this;
        }

        /**
         * Sets the number of linked metrics ({@code linked_metric_count}).
         *
         * @param linkedMetricCount the value; {@code null} clears it
         * @return this builder
         */
        public Builder linkedMetricCount(Long linkedMetricCount) {
            state.put("linked_metric_count", linkedMetricCount);
            return this;
        }

        /**
         * Sets the linked assets counter ({@code linked_assets}).
         *
         * @param linkedAssets the value; {@code null} clears it
         * @return this builder
         */
        public Builder linkedAssets(Long linkedAssets) {
            state.put("linked_assets", linkedAssets);
            return this;
        }

        /**
         * Sets the owners ({@code owner}).
         *
         * @param owners the value; {@code null} clears it
         * @return this builder
         */
        public Builder owners(List<Owner> owners) {
            state.put("owner", owners);
            return this;
        }

        /**
         * Sets the linked terms ({@code term}).
         *
         * @param terms the value; {@code null} clears it
         * @return this builder
         */
        public Builder terms(List<JsonObject> terms) {
            state.put("term", terms);
            return this;
        }

        /**
         * Sets the linked tags ({@code tag}).
         *
         * @param tags the value; {@code null} clears it
         * @return this builder
         */
        public Builder tags(List<NamedReference> tags) {
            state.put("tag", tags);
            return this;
        }

        /**
         * Sets a field {@code ApplicationListItem} has no accessor for; it reads back through
         * {@code additionalProperty(jsonName)}.
         *
         * @param jsonName the JSON field name; not the name of a field the model has an accessor for
         * @param value the value; {@code null} stands for JSON {@code null}
         * @return this builder
         * @throws IllegalArgumentException if the name is blank or is the JSON name of a known field (use its typed
         *     setter)
         */
        @Override
        public Builder putAdditionalProperty(String jsonName, JsonValue value) {
            state.putAdditional(jsonName, value);
            return this;
        }

        /**
         * Sets several fields {@code ApplicationListItem} has no accessor for.
         *
         * @param properties the fields by JSON name
         * @return this builder
         * @throws IllegalArgumentException if a name is blank or is the JSON name of a known field
         */
        @Override
        public Builder putAllAdditionalProperties(Map<String, ? extends JsonValue> properties) {
            state.putAllAdditional(properties);
            return this;
        }

        /**
         * Removes a field {@code ApplicationListItem} has no accessor for.
         *
         * @param jsonName the JSON field name
         * @return this builder
         */
        @Override
        public Builder removeAdditionalProperty(String jsonName) {
            state.removeAdditional(jsonName);
            return this;
        }

        /**
         * Builds the {@code ApplicationListItem} from the fields set so far, as an answer holding them is decoded; the
         * builder can go on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        public ApplicationListItem build() {
            return state.build(ApplicationListItem.class);
        }

        /** Names the model type and the JSON names of the fields set, never their values. */
        @Override
        public String toString() {
            return state.toString();
        }
    }
}
