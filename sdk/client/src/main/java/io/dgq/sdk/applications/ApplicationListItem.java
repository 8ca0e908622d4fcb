// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.applications;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.checks.Companion;
import io.dgq.sdk.internal.models.ModelBuilder;
import io.dgq.sdk.internal.models.ModelFields;
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
public class ApplicationListItem extends GovernedRecord {
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
        super(
                id,
                name,
                description,
                source,
                qualifiedName,
                status,
                user,
                totalConversations,
                totalViews,
                totalLikes,
                totalDislikes,
                active,
                deleted,
                createdAt,
                modifiedAt,
                createdBy,
                modifiedBy);
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

    /** {@return the kind of application ({@code type})} */
    public String type() {
        return ModelFields.decoded(this, "type", type);
    }

    /** {@return the level, as the server writes it ({@code level})} */
    public String level() {
        return ModelFields.decoded(this, "level", level);
    }

    /** {@return the parent application's id ({@code parent_id})} */
    public String parentId() {
        return ModelFields.decoded(this, "parent_id", parentId);
    }

    /** {@return the governance role ({@code governance_role})} */
    public String governanceRole() {
        return ModelFields.decoded(this, "governance_role", governanceRole);
    }

    /** {@return the sensitivity level ({@code sensitivity_level})} */
    public String sensitivityLevel() {
        return ModelFields.decoded(this, "sensitivity_level", sensitivityLevel);
    }

    /** {@return the service-level tier ({@code sla_tire}, spelt so on the wire)} */
    public String slaTier() {
        return ModelFields.decoded(this, "sla_tire", slaTier);
    }

    /** {@return the owning team ({@code owner_team})} */
    public String ownerTeam() {
        return ModelFields.decoded(this, "owner_team", ownerTeam);
    }

    /** {@return the quality score, as the server writes it ({@code score})} */
    public String score() {
        return ModelFields.decoded(this, "score", score);
    }

    /** {@return the freshness service level ({@code freshness_sla})} */
    public String freshnessSla() {
        return ModelFields.decoded(this, "freshness_sla", freshnessSla);
    }

    /** {@return the schema stability ({@code schema_stability})} */
    public String schemaStability() {
        return ModelFields.decoded(this, "schema_stability", schemaStability);
    }

    /** {@return the number of open alerts ({@code total_alerts})} */
    public Long totalAlerts() {
        return ModelFields.decoded(this, "total_alerts", totalAlerts);
    }

    /** {@return the number of open issues ({@code total_issues})} */
    public Long totalIssues() {
        return ModelFields.decoded(this, "total_issues", totalIssues);
    }

    /** {@return the number of linked assets ({@code linked_asset_count})} */
    public Long linkedAssetCount() {
        return ModelFields.decoded(this, "linked_asset_count", linkedAssetCount);
    }

    /** {@return the number of linked metrics ({@code linked_metric_count})} */
    public Long linkedMetricCount() {
        return ModelFields.decoded(this, "linked_metric_count", linkedMetricCount);
    }

    /** {@return the linked assets counter ({@code linked_assets})} */
    public Long linkedAssets() {
        return ModelFields.decoded(this, "linked_assets", linkedAssets);
    }

    /** {@return the owners ({@code owner})} */
    public List<Owner> owners() {
        return ModelFields.listOf(ModelFields.decoded(this, "owner", owners));
    }

    /** {@return the linked terms ({@code term})} */
    public List<JsonObject> terms() {
        return ModelFields.listOf(ModelFields.decoded(this, "term", terms));
    }

    /** {@return the linked tags ({@code tag})} */
    public List<NamedReference> tags() {
        return ModelFields.listOf(ModelFields.decoded(this, "tag", tags));
    }

    /** The fields {@code ApplicationListItem} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    static final class Fields implements ModelFields.Table<ApplicationListItem> {
        @Override
        public boolean equal(ApplicationListItem a, ApplicationListItem b) {
            return ModelFields.sameValue(a.type, b.type)
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
            sink.add("type", model.type)
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
