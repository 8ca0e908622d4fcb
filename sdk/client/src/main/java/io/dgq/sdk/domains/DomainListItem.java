// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.domains;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;
import io.dgq.sdk.model.GovernedRecord;
import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.model.NamedReference;
import io.dgq.sdk.model.Owner;
import java.util.List;

/**
 * A domain as a list shows it: the fields of the detail record except the long texts, viewers and parents.
 * {@link Domain} adds those. See {@link DomainColumn} for the fields a list can sort and filter by.
 */
public class DomainListItem extends GovernedRecord {
    @JsonProperty("type")
    private String type;

    @JsonProperty("parent_id")
    private String parentId;

    @JsonProperty("owner_team")
    private String ownerTeam;

    @JsonProperty("score")
    private String score;

    @JsonProperty("freshness_sla")
    private String freshnessSla;

    @JsonProperty("schema_stability")
    private String schemaStability;

    @JsonProperty("sla_config")
    private String slaConfig;

    @JsonProperty("level")
    private Long level;

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

    @JsonProperty("product")
    private List<JsonObject> products;

    @JsonProperty("tag")
    private List<JsonObject> tags;

    @JsonProperty("term")
    private List<JsonObject> terms;

    @JsonProperty("glossary")
    private List<NamedReference> glossaries;

    DomainListItem() {}

    /**
     * Returns an empty builder of {@code DomainListItem}, for example to stub a client in a test.
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

    /** {@return the kind of domain ({@code type})} */
    public String type() {
        return decoded("type", type);
    }

    /** {@return the parent domain's id ({@code parent_id}); {@code null} for a top-level domain} */
    public String parentId() {
        return decoded("parent_id", parentId);
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

    /** {@return the service-level configuration ({@code sla_config})} */
    public String slaConfig() {
        return decoded("sla_config", slaConfig);
    }

    /** {@return the depth in the domain tree ({@code level})} */
    public Long level() {
        return decoded("level", level);
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

    /** {@return the linked products ({@code product})} */
    public List<JsonObject> products() {
        return listOf(decoded("product", products));
    }

    /** {@return the linked tags ({@code tag})} */
    public List<JsonObject> tags() {
        return listOf(decoded("tag", tags));
    }

    /** {@return the linked terms ({@code term})} */
    public List<JsonObject> terms() {
        return listOf(decoded("term", terms));
    }

    /** {@return the linked glossaries ({@code glossary})} */
    public List<NamedReference> glossaries() {
        return listOf(decoded("glossary", glossaries));
    }

    @Override
    protected boolean fieldsEqual(ApiObject other) {
        DomainListItem that = (DomainListItem) other;
        return super.fieldsEqual(other)
                && sameValue(type, that.type)
                && sameValue(parentId, that.parentId)
                && sameValue(ownerTeam, that.ownerTeam)
                && sameValue(score, that.score)
                && sameValue(freshnessSla, that.freshnessSla)
                && sameValue(schemaStability, that.schemaStability)
                && sameValue(slaConfig, that.slaConfig)
                && sameValue(level, that.level)
                && sameValue(totalAlerts, that.totalAlerts)
                && sameValue(totalIssues, that.totalIssues)
                && sameValue(linkedAssetCount, that.linkedAssetCount)
                && sameValue(linkedMetricCount, that.linkedMetricCount)
                && sameValue(linkedAssets, that.linkedAssets)
                && listOf(owners).equals(listOf(that.owners))
                && listOf(products).equals(listOf(that.products))
                && listOf(tags).equals(listOf(that.tags))
                && listOf(terms).equals(listOf(that.terms))
                && listOf(glossaries).equals(listOf(that.glossaries));
    }

    @Override
    protected void describeFields(ApiObject.Description description) {
        super.describeFields(description);
        description
                .add("type", this.type)
                .add("parent_id", this.parentId)
                .add("owner_team", this.ownerTeam)
                .add("score", this.score)
                .add("freshness_sla", this.freshnessSla)
                .add("schema_stability", this.schemaStability)
                .add("sla_config", this.slaConfig)
                .add("level", this.level)
                .add("total_alerts", this.totalAlerts)
                .add("total_issues", this.totalIssues)
                .add("linked_asset_count", this.linkedAssetCount)
                .add("linked_metric_count", this.linkedMetricCount)
                .add("linked_assets", this.linkedAssets)
                .add("owner", this.owners)
                .add("product", this.products)
                .add("tag", this.tags)
                .add("term", this.terms)
                .add("glossary", this.glossaries);
    }

    @Override
    protected int fieldsHashCode() {
        return hashOf(
                super.fieldsHashCode(),
                type,
                parentId,
                ownerTeam,
                score,
                freshnessSla,
                schemaStability,
                slaConfig,
                level,
                totalAlerts,
                totalIssues,
                linkedAssetCount,
                linkedMetricCount,
                linkedAssets,
                listOf(owners),
                listOf(products),
                listOf(tags),
                listOf(terms),
                listOf(glossaries));
    }

    /**
     * Base of the builders of {@link DomainListItem} and its subclasses: one setter per field of the class.
     *
     * @param <M> the model type built
     * @param <B> the concrete builder type, returned by every setter
     */
    public abstract static class Builder<M extends DomainListItem, B extends Builder<M, B>>
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
         * Sets the kind of domain ({@code type}).
         *
         * @param type the value; {@code null} clears it
         * @return this builder
         */
        public B type(String type) {
            return put("type", type);
        }

        /**
         * Sets the parent domain's id ({@code parent_id}); {@code null} for a top-level domain.
         *
         * @param parentId the value; {@code null} clears it
         * @return this builder
         */
        public B parentId(String parentId) {
            return put("parent_id", parentId);
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
         * Sets the service-level configuration ({@code sla_config}).
         *
         * @param slaConfig the value; {@code null} clears it
         * @return this builder
         */
        public B slaConfig(String slaConfig) {
            return put("sla_config", slaConfig);
        }

        /**
         * Sets the depth in the domain tree ({@code level}).
         *
         * @param level the value; {@code null} clears it
         * @return this builder
         */
        public B level(Long level) {
            return put("level", level);
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
         * Sets the linked products ({@code product}).
         *
         * @param products the value; {@code null} clears it
         * @return this builder
         */
        public B products(List<JsonObject> products) {
            return put("product", products);
        }

        /**
         * Sets the linked tags ({@code tag}).
         *
         * @param tags the value; {@code null} clears it
         * @return this builder
         */
        public B tags(List<JsonObject> tags) {
            return put("tag", tags);
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
         * Sets the linked glossaries ({@code glossary}).
         *
         * @param glossaries the value; {@code null} clears it
         * @return this builder
         */
        public B glossaries(List<NamedReference> glossaries) {
            return put("glossary", glossaries);
        }
    }

    private static final class ItemBuilder extends Builder<DomainListItem, ItemBuilder> {
        ItemBuilder(DomainListItem from) {
            super(DomainListItem.class, from);
        }
    }
}
