// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.applications;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;
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
        return decoded("type", type);
    }

    /** {@return the level, as the server writes it ({@code level})} */
    public String level() {
        return decoded("level", level);
    }

    /** {@return the parent application's id ({@code parent_id})} */
    public String parentId() {
        return decoded("parent_id", parentId);
    }

    /** {@return the governance role ({@code governance_role})} */
    public String governanceRole() {
        return decoded("governance_role", governanceRole);
    }

    /** {@return the sensitivity level ({@code sensitivity_level})} */
    public String sensitivityLevel() {
        return decoded("sensitivity_level", sensitivityLevel);
    }

    /** {@return the service-level tier ({@code sla_tire}, spelt so on the wire)} */
    public String slaTier() {
        return decoded("sla_tire", slaTier);
    }

    /** {@return the owning team ({@code owner_team})} */
    public String ownerTeam() {
        return decoded("owner_team", ownerTeam);
    }

    /** {@return the quality score, as the server writes it ({@code score})} */
    public String score() {
        return decoded("score", score);
    }

    /** {@return the freshness service level ({@code freshness_sla})} */
    public String freshnessSla() {
        return decoded("freshness_sla", freshnessSla);
    }

    /** {@return the schema stability ({@code schema_stability})} */
    public String schemaStability() {
        return decoded("schema_stability", schemaStability);
    }

    /** {@return the number of open alerts ({@code total_alerts})} */
    public Long totalAlerts() {
        return decoded("total_alerts", totalAlerts);
    }

    /** {@return the number of open issues ({@code total_issues})} */
    public Long totalIssues() {
        return decoded("total_issues", totalIssues);
    }

    /** {@return the number of linked assets ({@code linked_asset_count})} */
    public Long linkedAssetCount() {
        return decoded("linked_asset_count", linkedAssetCount);
    }

    /** {@return the number of linked metrics ({@code linked_metric_count})} */
    public Long linkedMetricCount() {
        return decoded("linked_metric_count", linkedMetricCount);
    }

    /** {@return the linked assets counter ({@code linked_assets})} */
    public Long linkedAssets() {
        return decoded("linked_assets", linkedAssets);
    }

    /** {@return the owners ({@code owner})} */
    public List<Owner> owners() {
        return listOf(decoded("owner", owners));
    }

    /** {@return the linked terms ({@code term})} */
    public List<JsonObject> terms() {
        return listOf(decoded("term", terms));
    }

    /** {@return the linked tags ({@code tag})} */
    public List<NamedReference> tags() {
        return listOf(decoded("tag", tags));
    }

    @Override
    protected boolean fieldsEqual(ApiObject other) {
        ApplicationListItem that = (ApplicationListItem) other;
        return super.fieldsEqual(other)
                && sameValue(type, that.type)
                && sameValue(level, that.level)
                && sameValue(parentId, that.parentId)
                && sameValue(governanceRole, that.governanceRole)
                && sameValue(sensitivityLevel, that.sensitivityLevel)
                && sameValue(slaTier, that.slaTier)
                && sameValue(ownerTeam, that.ownerTeam)
                && sameValue(score, that.score)
                && sameValue(freshnessSla, that.freshnessSla)
                && sameValue(schemaStability, that.schemaStability)
                && sameValue(totalAlerts, that.totalAlerts)
                && sameValue(totalIssues, that.totalIssues)
                && sameValue(linkedAssetCount, that.linkedAssetCount)
                && sameValue(linkedMetricCount, that.linkedMetricCount)
                && sameValue(linkedAssets, that.linkedAssets)
                && listOf(owners).equals(listOf(that.owners))
                && listOf(terms).equals(listOf(that.terms))
                && listOf(tags).equals(listOf(that.tags));
    }

    @Override
    protected void describeFields(ApiObject.Description description) {
        super.describeFields(description);
        description
                .add("type", this.type)
                .add("level", this.level)
                .add("parent_id", this.parentId)
                .add("governance_role", this.governanceRole)
                .add("sensitivity_level", this.sensitivityLevel)
                .add("sla_tire", this.slaTier)
                .add("owner_team", this.ownerTeam)
                .add("score", this.score)
                .add("freshness_sla", this.freshnessSla)
                .add("schema_stability", this.schemaStability)
                .add("total_alerts", this.totalAlerts)
                .add("total_issues", this.totalIssues)
                .add("linked_asset_count", this.linkedAssetCount)
                .add("linked_metric_count", this.linkedMetricCount)
                .add("linked_assets", this.linkedAssets)
                .add("owner", this.owners)
                .add("term", this.terms)
                .add("tag", this.tags);
    }

    @Override
    protected int fieldsHashCode() {
        return hashOf(
                super.fieldsHashCode(),
                type,
                level,
                parentId,
                governanceRole,
                sensitivityLevel,
                slaTier,
                ownerTeam,
                score,
                freshnessSla,
                schemaStability,
                totalAlerts,
                totalIssues,
                linkedAssetCount,
                linkedMetricCount,
                linkedAssets,
                listOf(owners),
                listOf(terms),
                listOf(tags));
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
