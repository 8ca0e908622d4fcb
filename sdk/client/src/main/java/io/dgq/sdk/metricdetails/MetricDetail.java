// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.metricdetails;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;
import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.model.Status;
import java.time.OffsetDateTime;
import java.util.List;

/**
 * A metric detail: a data quality metric assigned to an asset, with its configuration. Answered by create, {@code GET
 * /metrics/detail/{metricDetailId}}, the metrics of an asset and the metrics of a template. Besides the fields of the
 * spec, the record holds its {@code id} and its {@code template_id}.
 */
public final class MetricDetail extends ApiObject {
    @JsonProperty("id")
    private String id;

    @JsonProperty("metric_detail_id")
    private String metricDetailId;

    @JsonProperty("template_id")
    private String templateId;

    @JsonProperty("name")
    private String name;

    @JsonProperty("description")
    private String description;

    @JsonProperty("metric_type")
    private String metricType;

    @JsonProperty("asset_type")
    private String assetType;

    @JsonProperty("status")
    private Status status;

    @JsonProperty("asset_id")
    private String assetId;

    @JsonProperty("source_id")
    private String sourceId;

    @JsonProperty("context")
    private String context;

    @JsonProperty("category")
    private String category;

    @JsonProperty("subcategory")
    private String subcategory;

    @JsonProperty("dimension")
    private String dimension;

    @JsonProperty("level")
    private String level;

    @JsonProperty("system_metric_id")
    private String systemMetricId;

    @JsonProperty("purpose")
    private String purpose;

    @JsonProperty("rationale")
    private String rationale;

    @JsonProperty("is_aggregate")
    private Boolean aggregate;

    @JsonProperty("is_active")
    private Boolean active;

    @JsonProperty("is_validated")
    private Boolean validated;

    @JsonProperty("is_drift_enabled")
    private Boolean driftEnabled;

    @JsonProperty("is_positive")
    private Boolean positive;

    @JsonProperty("allow_score")
    private Boolean allowScore;

    @JsonProperty("auto_threshold")
    private Boolean autoThreshold;

    @JsonProperty("mute_notification")
    private Boolean muteNotification;

    @JsonProperty("is_ai_generated")
    private Boolean aiGenerated;

    @JsonProperty("enabled_export_rows")
    private Boolean enabledExportRows;

    @JsonProperty("enabled_failed_rows")
    private Boolean enabledFailedRows;

    @JsonProperty("enabled_total_records")
    private Boolean enabledTotalRecords;

    @JsonProperty("is_default")
    private Boolean defaultValue;

    @JsonProperty("weightage")
    private Long weightage;

    @JsonProperty("column_limit")
    private Long columnLimit;

    @JsonProperty("row_limit")
    private Long rowLimit;

    @JsonProperty("total_views")
    private Long totalViews;

    @JsonProperty("pass_criteria")
    private JsonObject passCriteria;

    @JsonProperty("usage_config")
    private JsonObject usageConfig;

    @JsonProperty("ai_insights")
    private JsonObject aiInsights;

    @JsonProperty("threshold")
    private Threshold threshold;

    @JsonProperty("threshold_constraint")
    private ThresholdConstraint thresholdConstraint;

    @JsonProperty("properties")
    private List<JsonObject> properties;

    @JsonProperty("created_at")
    private OffsetDateTime createdAt;

    @JsonProperty("modified_at")
    private OffsetDateTime modifiedAt;

    private MetricDetail() {}

    /**
     * Returns an empty builder, for example to stub a client in a test.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder(null);
    }

    @Override
    public Builder toBuilder() {
        return new Builder(this);
    }

    /** {@return the metric detail's id ({@code id}); the same value as {@link #metricDetailId()}} */
    public String id() {
        return decoded("id", id);
    }

    /** {@return the metric detail's id, as the spec names it ({@code metric_detail_id})} */
    public String metricDetailId() {
        return decoded("metric_detail_id", metricDetailId);
    }

    /** {@return the id of the template the metric is assigned to ({@code template_id}); {@code null} for none} */
    public String templateId() {
        return decoded("template_id", templateId);
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return decoded("name", name);
    }

    /** {@return the description ({@code description})} */
    public String description() {
        return decoded("description", description);
    }

    /** {@return the kind of metric ({@code metric_type})} */
    public String metricType() {
        return decoded("metric_type", metricType);
    }

    /** {@return the kind of asset measured ({@code asset_type})} */
    public String assetType() {
        return decoded("asset_type", assetType);
    }

    /** {@return the review status ({@code status}); an open set} */
    public Status status() {
        return decoded("status", status);
    }

    /** {@return the measured asset's id ({@code asset_id})} */
    public String assetId() {
        return decoded("asset_id", assetId);
    }

    /** {@return the id of the asset's data source ({@code source_id})} */
    public String sourceId() {
        return decoded("source_id", sourceId);
    }

    /** {@return the business context ({@code context})} */
    public String context() {
        return decoded("context", context);
    }

    /** {@return the category ({@code category})} */
    public String category() {
        return decoded("category", category);
    }

    /** {@return the subcategory ({@code subcategory})} */
    public String subcategory() {
        return decoded("subcategory", subcategory);
    }

    /** {@return the quality dimension, for example validity ({@code dimension})} */
    public String dimension() {
        return decoded("dimension", dimension);
    }

    /** {@return the level ({@code level})} */
    public String level() {
        return decoded("level", level);
    }

    /** {@return the id of the built-in metric this one derives from ({@code system_metric_id})} */
    public String systemMetricId() {
        return decoded("system_metric_id", systemMetricId);
    }

    /** {@return the purpose ({@code purpose})} */
    public String purpose() {
        return decoded("purpose", purpose);
    }

    /** {@return the rationale ({@code rationale})} */
    public String rationale() {
        return decoded("rationale", rationale);
    }

    /** {@return whether the metric aggregates values ({@code is_aggregate})} */
    public Boolean isAggregate() {
        return decoded("is_aggregate", aggregate);
    }

    /** {@return whether the metric is active ({@code is_active})} */
    public Boolean isActive() {
        return decoded("is_active", active);
    }

    /** {@return whether the metric has been validated ({@code is_validated})} */
    public Boolean isValidated() {
        return decoded("is_validated", validated);
    }

    /** {@return whether drift detection is on ({@code is_drift_enabled})} */
    public Boolean isDriftEnabled() {
        return decoded("is_drift_enabled", driftEnabled);
    }

    /** {@return whether a higher value is better ({@code is_positive})} */
    public Boolean isPositive() {
        return decoded("is_positive", positive);
    }

    /** {@return whether the metric counts towards the score ({@code allow_score})} */
    public Boolean allowScore() {
        return decoded("allow_score", allowScore);
    }

    /** {@return whether the threshold is set automatically ({@code auto_threshold})} */
    public Boolean autoThreshold() {
        return decoded("auto_threshold", autoThreshold);
    }

    /** {@return whether notifications are muted ({@code mute_notification})} */
    public Boolean muteNotification() {
        return decoded("mute_notification", muteNotification);
    }

    /** {@return whether the metric was generated by AI ({@code is_ai_generated})} */
    public Boolean isAiGenerated() {
        return decoded("is_ai_generated", aiGenerated);
    }

    /** {@return whether row export is on ({@code enabled_export_rows})} */
    public Boolean enabledExportRows() {
        return decoded("enabled_export_rows", enabledExportRows);
    }

    /** {@return whether failed rows are kept ({@code enabled_failed_rows})} */
    public Boolean enabledFailedRows() {
        return decoded("enabled_failed_rows", enabledFailedRows);
    }

    /** {@return whether total records are counted ({@code enabled_total_records})} */
    public Boolean enabledTotalRecords() {
        return decoded("enabled_total_records", enabledTotalRecords);
    }

    /** {@return whether this is a default metric ({@code is_default})} */
    public Boolean isDefault() {
        return decoded("is_default", defaultValue);
    }

    /** {@return the metric's weight in the score ({@code weightage})} */
    public Long weightage() {
        return decoded("weightage", weightage);
    }

    /** {@return the column limit ({@code column_limit})} */
    public Long columnLimit() {
        return decoded("column_limit", columnLimit);
    }

    /** {@return the row limit ({@code row_limit})} */
    public Long rowLimit() {
        return decoded("row_limit", rowLimit);
    }

    /** {@return the number of views ({@code total_views})} */
    public Long totalViews() {
        return decoded("total_views", totalViews);
    }

    /** {@return the pass criteria ({@code pass_criteria})} */
    public JsonObject passCriteria() {
        return decoded("pass_criteria", passCriteria);
    }

    /** {@return the usage configuration ({@code usage_config})} */
    public JsonObject usageConfig() {
        return decoded("usage_config", usageConfig);
    }

    /** {@return the AI insights ({@code ai_insights})} */
    public JsonObject aiInsights() {
        return decoded("ai_insights", aiInsights);
    }

    /** {@return the bounds the value must stay within ({@code threshold})} */
    public Threshold threshold() {
        return decoded("threshold", threshold);
    }

    /** {@return how the threshold is set ({@code threshold_constraint})} */
    public ThresholdConstraint thresholdConstraint() {
        return decoded("threshold_constraint", thresholdConstraint);
    }

    /** {@return the properties ({@code properties})} */
    public List<JsonObject> properties() {
        return listOf(decoded("properties", properties));
    }

    /** {@return when the metric detail was created ({@code created_at})} */
    public OffsetDateTime createdAt() {
        return decoded("created_at", createdAt);
    }

    /** {@return when the metric detail was last changed ({@code modified_at})} */
    public OffsetDateTime modifiedAt() {
        return decoded("modified_at", modifiedAt);
    }

    @Override
    protected boolean fieldsEqual(ApiObject other) {
        MetricDetail that = (MetricDetail) other;
        return sameValue(id, that.id)
                && sameValue(metricDetailId, that.metricDetailId)
                && sameValue(templateId, that.templateId)
                && sameValue(name, that.name)
                && sameValue(description, that.description)
                && sameValue(metricType, that.metricType)
                && sameValue(assetType, that.assetType)
                && sameValue(status, that.status)
                && sameValue(assetId, that.assetId)
                && sameValue(sourceId, that.sourceId)
                && sameValue(context, that.context)
                && sameValue(category, that.category)
                && sameValue(subcategory, that.subcategory)
                && sameValue(dimension, that.dimension)
                && sameValue(level, that.level)
                && sameValue(systemMetricId, that.systemMetricId)
                && sameValue(purpose, that.purpose)
                && sameValue(rationale, that.rationale)
                && sameValue(aggregate, that.aggregate)
                && sameValue(active, that.active)
                && sameValue(validated, that.validated)
                && sameValue(driftEnabled, that.driftEnabled)
                && sameValue(positive, that.positive)
                && sameValue(allowScore, that.allowScore)
                && sameValue(autoThreshold, that.autoThreshold)
                && sameValue(muteNotification, that.muteNotification)
                && sameValue(aiGenerated, that.aiGenerated)
                && sameValue(enabledExportRows, that.enabledExportRows)
                && sameValue(enabledFailedRows, that.enabledFailedRows)
                && sameValue(enabledTotalRecords, that.enabledTotalRecords)
                && sameValue(defaultValue, that.defaultValue)
                && sameValue(weightage, that.weightage)
                && sameValue(columnLimit, that.columnLimit)
                && sameValue(rowLimit, that.rowLimit)
                && sameValue(totalViews, that.totalViews)
                && sameValue(passCriteria, that.passCriteria)
                && sameValue(usageConfig, that.usageConfig)
                && sameValue(aiInsights, that.aiInsights)
                && sameValue(threshold, that.threshold)
                && sameValue(thresholdConstraint, that.thresholdConstraint)
                && listOf(properties).equals(listOf(that.properties))
                && sameValue(createdAt, that.createdAt)
                && sameValue(modifiedAt, that.modifiedAt);
    }

    @Override
    protected void describeFields(ApiObject.Description description) {
        description
                .add("id", this.id)
                .add("metric_detail_id", this.metricDetailId)
                .add("template_id", this.templateId)
                .add("name", this.name)
                .add("description", this.description)
                .add("metric_type", this.metricType)
                .add("asset_type", this.assetType)
                .add("status", this.status)
                .add("asset_id", this.assetId)
                .add("source_id", this.sourceId)
                .add("context", this.context)
                .add("category", this.category)
                .add("subcategory", this.subcategory)
                .add("dimension", this.dimension)
                .add("level", this.level)
                .add("system_metric_id", this.systemMetricId)
                .add("purpose", this.purpose)
                .add("rationale", this.rationale)
                .add("is_aggregate", this.aggregate)
                .add("is_active", this.active)
                .add("is_validated", this.validated)
                .add("is_drift_enabled", this.driftEnabled)
                .add("is_positive", this.positive)
                .add("allow_score", this.allowScore)
                .add("auto_threshold", this.autoThreshold)
                .add("mute_notification", this.muteNotification)
                .add("is_ai_generated", this.aiGenerated)
                .add("enabled_export_rows", this.enabledExportRows)
                .add("enabled_failed_rows", this.enabledFailedRows)
                .add("enabled_total_records", this.enabledTotalRecords)
                .add("is_default", this.defaultValue)
                .add("weightage", this.weightage)
                .add("column_limit", this.columnLimit)
                .add("row_limit", this.rowLimit)
                .add("total_views", this.totalViews)
                .add("pass_criteria", this.passCriteria)
                .add("usage_config", this.usageConfig)
                .add("ai_insights", this.aiInsights)
                .add("threshold", this.threshold)
                .add("threshold_constraint", this.thresholdConstraint)
                .add("properties", this.properties)
                .add("created_at", this.createdAt)
                .add("modified_at", this.modifiedAt);
    }

    @Override
    protected int fieldsHashCode() {
        return hashOf(
                id,
                metricDetailId,
                templateId,
                name,
                description,
                metricType,
                assetType,
                status,
                assetId,
                sourceId,
                context,
                category,
                subcategory,
                dimension,
                level,
                systemMetricId,
                purpose,
                rationale,
                aggregate,
                active,
                validated,
                driftEnabled,
                positive,
                allowScore,
                autoThreshold,
                muteNotification,
                aiGenerated,
                enabledExportRows,
                enabledFailedRows,
                enabledTotalRecords,
                defaultValue,
                weightage,
                columnLimit,
                rowLimit,
                totalViews,
                passCriteria,
                usageConfig,
                aiInsights,
                threshold,
                thresholdConstraint,
                listOf(properties),
                createdAt,
                modifiedAt);
    }

    /** Builds a {@link MetricDetail}: one setter per field, named like its accessor. */
    public static final class Builder extends ApiObject.Builder<MetricDetail, Builder> {
        private Builder(MetricDetail from) {
            super(MetricDetail.class, from);
        }

        /**
         * Sets the metric detail's id ({@code id}); the same value as {@link MetricDetail#metricDetailId()}.
         *
         * @param id the value; {@code null} clears it
         * @return this builder
         */
        public Builder id(String id) {
            return put("id", id);
        }

        /**
         * Sets the metric detail's id, as the spec names it ({@code metric_detail_id}).
         *
         * @param metricDetailId the value; {@code null} clears it
         * @return this builder
         */
        public Builder metricDetailId(String metricDetailId) {
            return put("metric_detail_id", metricDetailId);
        }

        /**
         * Sets the id of the template the metric is assigned to ({@code template_id}); {@code null} for none.
         *
         * @param templateId the value; {@code null} clears it
         * @return this builder
         */
        public Builder templateId(String templateId) {
            return put("template_id", templateId);
        }

        /**
         * Sets the name ({@code name}).
         *
         * @param name the value; {@code null} clears it
         * @return this builder
         */
        public Builder name(String name) {
            return put("name", name);
        }

        /**
         * Sets the description ({@code description}).
         *
         * @param description the value; {@code null} clears it
         * @return this builder
         */
        public Builder description(String description) {
            return put("description", description);
        }

        /**
         * Sets the kind of metric ({@code metric_type}).
         *
         * @param metricType the value; {@code null} clears it
         * @return this builder
         */
        public Builder metricType(String metricType) {
            return put("metric_type", metricType);
        }

        /**
         * Sets the kind of asset measured ({@code asset_type}).
         *
         * @param assetType the value; {@code null} clears it
         * @return this builder
         */
        public Builder assetType(String assetType) {
            return put("asset_type", assetType);
        }

        /**
         * Sets the review status ({@code status}); an open set.
         *
         * @param status the value; {@code null} clears it
         * @return this builder
         */
        public Builder status(Status status) {
            return put("status", status);
        }

        /**
         * Sets the measured asset's id ({@code asset_id}).
         *
         * @param assetId the value; {@code null} clears it
         * @return this builder
         */
        public Builder assetId(String assetId) {
            return put("asset_id", assetId);
        }

        /**
         * Sets the id of the asset's data source ({@code source_id}).
         *
         * @param sourceId the value; {@code null} clears it
         * @return this builder
         */
        public Builder sourceId(String sourceId) {
            return put("source_id", sourceId);
        }

        /**
         * Sets the business context ({@code context}).
         *
         * @param context the value; {@code null} clears it
         * @return this builder
         */
        public Builder context(String context) {
            return put("context", context);
        }

        /**
         * Sets the category ({@code category}).
         *
         * @param category the value; {@code null} clears it
         * @return this builder
         */
        public Builder category(String category) {
            return put("category", category);
        }

        /**
         * Sets the subcategory ({@code subcategory}).
         *
         * @param subcategory the value; {@code null} clears it
         * @return this builder
         */
        public Builder subcategory(String subcategory) {
            return put("subcategory", subcategory);
        }

        /**
         * Sets the quality dimension, for example validity ({@code dimension}).
         *
         * @param dimension the value; {@code null} clears it
         * @return this builder
         */
        public Builder dimension(String dimension) {
            return put("dimension", dimension);
        }

        /**
         * Sets the level ({@code level}).
         *
         * @param level the value; {@code null} clears it
         * @return this builder
         */
        public Builder level(String level) {
            return put("level", level);
        }

        /**
         * Sets the id of the built-in metric this one derives from ({@code system_metric_id}).
         *
         * @param systemMetricId the value; {@code null} clears it
         * @return this builder
         */
        public Builder systemMetricId(String systemMetricId) {
            return put("system_metric_id", systemMetricId);
        }

        /**
         * Sets the purpose ({@code purpose}).
         *
         * @param purpose the value; {@code null} clears it
         * @return this builder
         */
        public Builder purpose(String purpose) {
            return put("purpose", purpose);
        }

        /**
         * Sets the rationale ({@code rationale}).
         *
         * @param rationale the value; {@code null} clears it
         * @return this builder
         */
        public Builder rationale(String rationale) {
            return put("rationale", rationale);
        }

        /**
         * Sets whether the metric aggregates values ({@code is_aggregate}).
         *
         * @param isAggregate the value; {@code null} clears it
         * @return this builder
         */
        public Builder isAggregate(Boolean isAggregate) {
            return put("is_aggregate", isAggregate);
        }

        /**
         * Sets whether the metric is active ({@code is_active}).
         *
         * @param isActive the value; {@code null} clears it
         * @return this builder
         */
        public Builder isActive(Boolean isActive) {
            return put("is_active", isActive);
        }

        /**
         * Sets whether the metric has been validated ({@code is_validated}).
         *
         * @param isValidated the value; {@code null} clears it
         * @return this builder
         */
        public Builder isValidated(Boolean isValidated) {
            return put("is_validated", isValidated);
        }

        /**
         * Sets whether drift detection is on ({@code is_drift_enabled}).
         *
         * @param isDriftEnabled the value; {@code null} clears it
         * @return this builder
         */
        public Builder isDriftEnabled(Boolean isDriftEnabled) {
            return put("is_drift_enabled", isDriftEnabled);
        }

        /**
         * Sets whether a higher value is better ({@code is_positive}).
         *
         * @param isPositive the value; {@code null} clears it
         * @return this builder
         */
        public Builder isPositive(Boolean isPositive) {
            return put("is_positive", isPositive);
        }

        /**
         * Sets whether the metric counts towards the score ({@code allow_score}).
         *
         * @param allowScore the value; {@code null} clears it
         * @return this builder
         */
        public Builder allowScore(Boolean allowScore) {
            return put("allow_score", allowScore);
        }

        /**
         * Sets whether the threshold is set automatically ({@code auto_threshold}).
         *
         * @param autoThreshold the value; {@code null} clears it
         * @return this builder
         */
        public Builder autoThreshold(Boolean autoThreshold) {
            return put("auto_threshold", autoThreshold);
        }

        /**
         * Sets whether notifications are muted ({@code mute_notification}).
         *
         * @param muteNotification the value; {@code null} clears it
         * @return this builder
         */
        public Builder muteNotification(Boolean muteNotification) {
            return put("mute_notification", muteNotification);
        }

        /**
         * Sets whether the metric was generated by AI ({@code is_ai_generated}).
         *
         * @param isAiGenerated the value; {@code null} clears it
         * @return this builder
         */
        public Builder isAiGenerated(Boolean isAiGenerated) {
            return put("is_ai_generated", isAiGenerated);
        }

        /**
         * Sets whether row export is on ({@code enabled_export_rows}).
         *
         * @param enabledExportRows the value; {@code null} clears it
         * @return this builder
         */
        public Builder enabledExportRows(Boolean enabledExportRows) {
            return put("enabled_export_rows", enabledExportRows);
        }

        /**
         * Sets whether failed rows are kept ({@code enabled_failed_rows}).
         *
         * @param enabledFailedRows the value; {@code null} clears it
         * @return this builder
         */
        public Builder enabledFailedRows(Boolean enabledFailedRows) {
            return put("enabled_failed_rows", enabledFailedRows);
        }

        /**
         * Sets whether total records are counted ({@code enabled_total_records}).
         *
         * @param enabledTotalRecords the value; {@code null} clears it
         * @return this builder
         */
        public Builder enabledTotalRecords(Boolean enabledTotalRecords) {
            return put("enabled_total_records", enabledTotalRecords);
        }

        /**
         * Sets whether this is a default metric ({@code is_default}).
         *
         * @param isDefault the value; {@code null} clears it
         * @return this builder
         */
        public Builder isDefault(Boolean isDefault) {
            return put("is_default", isDefault);
        }

        /**
         * Sets the metric's weight in the score ({@code weightage}).
         *
         * @param weightage the value; {@code null} clears it
         * @return this builder
         */
        public Builder weightage(Long weightage) {
            return put("weightage", weightage);
        }

        /**
         * Sets the column limit ({@code column_limit}).
         *
         * @param columnLimit the value; {@code null} clears it
         * @return this builder
         */
        public Builder columnLimit(Long columnLimit) {
            return put("column_limit", columnLimit);
        }

        /**
         * Sets the row limit ({@code row_limit}).
         *
         * @param rowLimit the value; {@code null} clears it
         * @return this builder
         */
        public Builder rowLimit(Long rowLimit) {
            return put("row_limit", rowLimit);
        }

        /**
         * Sets the number of views ({@code total_views}).
         *
         * @param totalViews the value; {@code null} clears it
         * @return this builder
         */
        public Builder totalViews(Long totalViews) {
            return put("total_views", totalViews);
        }

        /**
         * Sets the pass criteria ({@code pass_criteria}).
         *
         * @param passCriteria the value; {@code null} clears it
         * @return this builder
         */
        public Builder passCriteria(JsonObject passCriteria) {
            return put("pass_criteria", passCriteria);
        }

        /**
         * Sets the usage configuration ({@code usage_config}).
         *
         * @param usageConfig the value; {@code null} clears it
         * @return this builder
         */
        public Builder usageConfig(JsonObject usageConfig) {
            return put("usage_config", usageConfig);
        }

        /**
         * Sets the AI insights ({@code ai_insights}).
         *
         * @param aiInsights the value; {@code null} clears it
         * @return this builder
         */
        public Builder aiInsights(JsonObject aiInsights) {
            return put("ai_insights", aiInsights);
        }

        /**
         * Sets the bounds the value must stay within ({@code threshold}).
         *
         * @param threshold the value; {@code null} clears it
         * @return this builder
         */
        public Builder threshold(Threshold threshold) {
            return put("threshold", threshold);
        }

        /**
         * Sets how the threshold is set ({@code threshold_constraint}).
         *
         * @param thresholdConstraint the value; {@code null} clears it
         * @return this builder
         */
        public Builder thresholdConstraint(ThresholdConstraint thresholdConstraint) {
            return put("threshold_constraint", thresholdConstraint);
        }

        /**
         * Sets the properties ({@code properties}).
         *
         * @param properties the value; {@code null} clears it
         * @return this builder
         */
        public Builder properties(List<JsonObject> properties) {
            return put("properties", properties);
        }

        /**
         * Sets when the metric detail was created ({@code created_at}).
         *
         * @param createdAt the value; {@code null} clears it
         * @return this builder
         */
        public Builder createdAt(OffsetDateTime createdAt) {
            return put("created_at", createdAt);
        }

        /**
         * Sets when the metric detail was last changed ({@code modified_at}).
         *
         * @param modifiedAt the value; {@code null} clears it
         * @return this builder
         */
        public Builder modifiedAt(OffsetDateTime modifiedAt) {
            return put("modified_at", modifiedAt);
        }
    }
}
