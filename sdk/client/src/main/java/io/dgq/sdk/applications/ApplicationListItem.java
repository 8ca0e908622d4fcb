// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.applications;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.ModelFields;
import io.dgq.sdk.model.GovernedRecord;
import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.model.NamedReference;
import io.dgq.sdk.model.Owner;
import java.util.List;

/**
 * An application as a list shows it: the fields of the detail record except the long texts, viewers, audiences and
 * context freshness. {@link Application} adds those. See {@link ApplicationColumn} for the fields a list can sort and
 * filter by.
 */
public class ApplicationListItem extends GovernedRecord {
    static {
        ModelFields.register(ApplicationListItem.class, new Fields());
    }

    @JsonProperty("type")
    private String type;

    @JsonProperty("level")
    private String level;

    @JsonProperty("parent_id")
    private String parentId;

    @JsonProperty("governance_role")
    private String governanceRole;

    @JsonProperty("sensitivity_level")
    private String sensitivityLevel;

    @JsonProperty("sla_tire")
    private String slaTier;

    @JsonProperty("owner_team")
    private String ownerTeam;

    @JsonProperty("score")
    private String score;

    @JsonProperty("freshness_sla")
    private String freshnessSla;

    @JsonProperty("schema_stability")
    private String schemaStability;

    @JsonProperty("total_alerts")
    private Long totalAlerts;

    @JsonProperty("total_issues")
    private Long totalIssues;

    @JsonProperty("linked_asset_count")
    private Long linkedAssetCount;

    @JsonProperty("linked_metric_count")
    private Long linkedMetricCount;

    @JsonProperty("linked_assets")
    private Long linkedAssets;

    @JsonProperty("owner")
    private List<Owner> owners;

    @JsonProperty("term")
    private List<JsonObject> terms;

    @JsonProperty("tag")
    private List<NamedReference> tags;

    ApplicationListItem() {}

    /**
     * Returns an empty builder of {@code ApplicationListItem}, for example to stub a client in a test.
     *
     * @return a new builder
     */
    public static Builder<?, ?> builder() {
        return new ItemBuilder(null);
    }

    @Override
    public Builder<?, ?> toBuilder() {
        return new ItemBuilder(this);
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
    private static final class Fields implements ModelFields.Table<ApplicationListItem> {
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
    }

    /**
     * Base of the builders of {@link ApplicationListItem} and its subclasses: one setter per field of the class.
     *
     * @param <M> the model type built
     * @param <B> the concrete builder type, returned by every setter
     */
    public abstract static class Builder<M extends ApplicationListItem, B extends Builder<M, B>>
            extends GovernedRecord.Builder<M, B> {
        /**
         * Creates a builder, empty or holding the fields of a model.
         *
         * @param type the model class to build
         * @param from the model to copy, or {@code null} for an empty builder
         */
        protected Builder(Class<M> type, M from) {
            super(type, from);
        }

        /**
         * Sets the kind of application ({@code type}).
         *
         * @param type the value; {@code null} clears it
         * @return this builder
         */
        public B type(String type) {
            return put("type", type);
        }

        /**
         * Sets the level, as the server writes it ({@code level}).
         *
         * @param level the value; {@code null} clears it
         * @return this builder
         */
        public B level(String level) {
            return put("level", level);
        }

        /**
         * Sets the parent application's id ({@code parent_id}).
         *
         * @param parentId the value; {@code null} clears it
         * @return this builder
         */
        public B parentId(String parentId) {
            return put("parent_id", parentId);
        }

        /**
         * Sets the governance role ({@code governance_role}).
         *
         * @param governanceRole the value; {@code null} clears it
         * @return this builder
         */
        public B governanceRole(String governanceRole) {
            return put("governance_role", governanceRole);
        }

        /**
         * Sets the sensitivity level ({@code sensitivity_level}).
         *
         * @param sensitivityLevel the value; {@code null} clears it
         * @return this builder
         */
        public B sensitivityLevel(String sensitivityLevel) {
            return put("sensitivity_level", sensitivityLevel);
        }

        /**
         * Sets the service-level tier ({@code sla_tire}, spelt so on the wire).
         *
         * @param slaTier the value; {@code null} clears it
         * @return this builder
         */
        public B slaTier(String slaTier) {
            return put("sla_tire", slaTier);
        }

        /**
         * Sets the owning team ({@code owner_team}).
         *
         * @param ownerTeam the value; {@code null} clears it
         * @return this builder
         */
        public B ownerTeam(String ownerTeam) {
            return put("owner_team", ownerTeam);
        }

        /**
         * Sets the quality score, as the server writes it ({@code score}).
         *
         * @param score the value; {@code null} clears it
         * @return this builder
         */
        public B score(String score) {
            return put("score", score);
        }

        /**
         * Sets the freshness service level ({@code freshness_sla}).
         *
         * @param freshnessSla the value; {@code null} clears it
         * @return this builder
         */
        public B freshnessSla(String freshnessSla) {
            return put("freshness_sla", freshnessSla);
        }

        /**
         * Sets the schema stability ({@code schema_stability}).
         *
         * @param schemaStability the value; {@code null} clears it
         * @return this builder
         */
        public B schemaStability(String schemaStability) {
            return put("schema_stability", schemaStability);
        }

        /**
         * Sets the number of open alerts ({@code total_alerts}).
         *
         * @param totalAlerts the value; {@code null} clears it
         * @return this builder
         */
        public B totalAlerts(Long totalAlerts) {
            return put("total_alerts", totalAlerts);
        }

        /**
         * Sets the number of open issues ({@code total_issues}).
         *
         * @param totalIssues the value; {@code null} clears it
         * @return this builder
         */
        public B totalIssues(Long totalIssues) {
            return put("total_issues", totalIssues);
        }

        /**
         * Sets the number of linked assets ({@code linked_asset_count}).
         *
         * @param linkedAssetCount the value; {@code null} clears it
         * @return this builder
         */
        public B linkedAssetCount(Long linkedAssetCount) {
            return put("linked_asset_count", linkedAssetCount);
        }

        /**
         * Sets the number of linked metrics ({@code linked_metric_count}).
         *
         * @param linkedMetricCount the value; {@code null} clears it
         * @return this builder
         */
        public B linkedMetricCount(Long linkedMetricCount) {
            return put("linked_metric_count", linkedMetricCount);
        }

        /**
         * Sets the linked assets counter ({@code linked_assets}).
         *
         * @param linkedAssets the value; {@code null} clears it
         * @return this builder
         */
        public B linkedAssets(Long linkedAssets) {
            return put("linked_assets", linkedAssets);
        }

        /**
         * Sets the owners ({@code owner}).
         *
         * @param owners the value; {@code null} clears it
         * @return this builder
         */
        public B owners(List<Owner> owners) {
            return put("owner", owners);
        }

        /**
         * Sets the linked terms ({@code term}).
         *
         * @param terms the value; {@code null} clears it
         * @return this builder
         */
        public B terms(List<JsonObject> terms) {
            return put("term", terms);
        }

        /**
         * Sets the linked tags ({@code tag}).
         *
         * @param tags the value; {@code null} clears it
         * @return this builder
         */
        public B tags(List<NamedReference> tags) {
            return put("tag", tags);
        }
    }

    private static final class ItemBuilder extends Builder<ApplicationListItem, ItemBuilder> {
        ItemBuilder(ApplicationListItem from) {
            super(ApplicationListItem.class, from);
        }
    }
}
