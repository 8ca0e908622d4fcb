// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.domains;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.ModelFields;
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
    static {
        ModelFields.register(DomainListItem.class, new Fields());
    }

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
        return ModelFields.decoded(this, "type", type);
    }

    /** {@return the parent domain's id ({@code parent_id}); {@code null} for a top-level domain} */
    public String parentId() {
        return ModelFields.decoded(this, "parent_id", parentId);
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

    /** {@return the service-level configuration ({@code sla_config})} */
    public String slaConfig() {
        return ModelFields.decoded(this, "sla_config", slaConfig);
    }

    /** {@return the depth in the domain tree ({@code level})} */
    public Long level() {
        return ModelFields.decoded(this, "level", level);
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

    /** {@return the linked products ({@code product})} */
    public List<JsonObject> products() {
        return ModelFields.listOf(ModelFields.decoded(this, "product", products));
    }

    /** {@return the linked tags ({@code tag})} */
    public List<JsonObject> tags() {
        return ModelFields.listOf(ModelFields.decoded(this, "tag", tags));
    }

    /** {@return the linked terms ({@code term})} */
    public List<JsonObject> terms() {
        return ModelFields.listOf(ModelFields.decoded(this, "term", terms));
    }

    /** {@return the linked glossaries ({@code glossary})} */
    public List<NamedReference> glossaries() {
        return ModelFields.listOf(ModelFields.decoded(this, "glossary", glossaries));
    }

    /** The fields {@code DomainListItem} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    private static final class Fields implements ModelFields.Table<DomainListItem> {
        @Override
        public boolean equal(DomainListItem a, DomainListItem b) {
            return ModelFields.sameValue(a.type, b.type)
                    && ModelFields.sameValue(a.parentId, b.parentId)
                    && ModelFields.sameValue(a.ownerTeam, b.ownerTeam)
                    && ModelFields.sameValue(a.score, b.score)
                    && ModelFields.sameValue(a.freshnessSla, b.freshnessSla)
                    && ModelFields.sameValue(a.schemaStability, b.schemaStability)
                    && ModelFields.sameValue(a.slaConfig, b.slaConfig)
                    && ModelFields.sameValue(a.level, b.level)
                    && ModelFields.sameValue(a.totalAlerts, b.totalAlerts)
                    && ModelFields.sameValue(a.totalIssues, b.totalIssues)
                    && ModelFields.sameValue(a.linkedAssetCount, b.linkedAssetCount)
                    && ModelFields.sameValue(a.linkedMetricCount, b.linkedMetricCount)
                    && ModelFields.sameValue(a.linkedAssets, b.linkedAssets)
                    && ModelFields.listOf(a.owners).equals(ModelFields.listOf(b.owners))
                    && ModelFields.listOf(a.products).equals(ModelFields.listOf(b.products))
                    && ModelFields.listOf(a.tags).equals(ModelFields.listOf(b.tags))
                    && ModelFields.listOf(a.terms).equals(ModelFields.listOf(b.terms))
                    && ModelFields.listOf(a.glossaries).equals(ModelFields.listOf(b.glossaries));
        }

        @Override
        public int hash(DomainListItem model) {
            return ModelFields.hashOf(
                    model.type,
                    model.parentId,
                    model.ownerTeam,
                    model.score,
                    model.freshnessSla,
                    model.schemaStability,
                    model.slaConfig,
                    model.level,
                    model.totalAlerts,
                    model.totalIssues,
                    model.linkedAssetCount,
                    model.linkedMetricCount,
                    model.linkedAssets,
                    ModelFields.listOf(model.owners),
                    ModelFields.listOf(model.products),
                    ModelFields.listOf(model.tags),
                    ModelFields.listOf(model.terms),
                    ModelFields.listOf(model.glossaries));
        }

        @Override
        public void describe(DomainListItem model, ModelFields.Sink sink) {
            sink.add("type", model.type)
                    .add("parent_id", model.parentId)
                    .add("owner_team", model.ownerTeam)
                    .add("score", model.score)
                    .add("freshness_sla", model.freshnessSla)
                    .add("schema_stability", model.schemaStability)
                    .add("sla_config", model.slaConfig)
                    .add("level", model.level)
                    .add("total_alerts", model.totalAlerts)
                    .add("total_issues", model.totalIssues)
                    .add("linked_asset_count", model.linkedAssetCount)
                    .add("linked_metric_count", model.linkedMetricCount)
                    .add("linked_assets", model.linkedAssets)
                    .add("owner", model.owners)
                    .add("product", model.products)
                    .add("tag", model.tags)
                    .add("term", model.terms)
                    .add("glossary", model.glossaries);
        }
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
