// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.metricdetails;

import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.model.Status;
import io.dgq.sdk.model.WriteRequest;
import java.util.List;

/**
 * The settable fields of a metric detail, shared by {@link MetricDetailCreateRequest.Builder} and
 * {@link MetricDetailUpdateRequest.Builder}. Each setter sends its field; {@code null} sends {@code null}, which clears
 * the field on update. The server derives {@code id}, {@code metric_detail_id}, {@code total_views} and the timestamps,
 * so they have no setter.
 *
 * @param <R> the request built
 * @param <B> the concrete builder
 */
public abstract class MetricDetailRequestBuilder<R extends WriteRequest, B extends MetricDetailRequestBuilder<R, B>>
        extends WriteRequest.Builder<R, B> {
    MetricDetailRequestBuilder() {}

    /**
     * Sets {@code template_id}.
     *
     * @param templateId the id of the template to assign the metric to, or {@code null} for none
     * @return this builder
     */
    public B templateId(String templateId) {
        return set("template_id", templateId);
    }

    /**
     * Sets {@code name}.
     *
     * @param name the metric's name
     * @return this builder
     */
    public B name(String name) {
        return set("name", name);
    }

    /**
     * Sets {@code description}.
     *
     * @param description the description
     * @return this builder
     */
    public B description(String description) {
        return set("description", description);
    }

    /**
     * Sets {@code metric_type}.
     *
     * @param metricType the kind of metric
     * @return this builder
     */
    public B metricType(String metricType) {
        return set("metric_type", metricType);
    }

    /**
     * Sets {@code asset_type}.
     *
     * @param assetType the kind of asset measured
     * @return this builder
     */
    public B assetType(String assetType) {
        return set("asset_type", assetType);
    }

    /**
     * Sets {@code status}.
     *
     * @param status the review status
     * @return this builder
     */
    public B status(Status status) {
        return set("status", status);
    }

    /**
     * Sets {@code asset_id}.
     *
     * @param assetId the measured asset's id
     * @return this builder
     */
    public B assetId(String assetId) {
        return set("asset_id", assetId);
    }

    /**
     * Sets {@code source_id}.
     *
     * @param sourceId the id of the asset's data source
     * @return this builder
     */
    public B sourceId(String sourceId) {
        return set("source_id", sourceId);
    }

    /**
     * Sets {@code context}.
     *
     * @param context the business context
     * @return this builder
     */
    public B context(String context) {
        return set("context", context);
    }

    /**
     * Sets {@code category}.
     *
     * @param category the category
     * @return this builder
     */
    public B category(String category) {
        return set("category", category);
    }

    /**
     * Sets {@code subcategory}.
     *
     * @param subcategory the subcategory
     * @return this builder
     */
    public B subcategory(String subcategory) {
        return set("subcategory", subcategory);
    }

    /**
     * Sets {@code dimension}.
     *
     * @param dimension the quality dimension
     * @return this builder
     */
    public B dimension(String dimension) {
        return set("dimension", dimension);
    }

    /**
     * Sets {@code level}.
     *
     * @param level the level
     * @return this builder
     */
    public B level(String level) {
        return set("level", level);
    }

    /**
     * Sets {@code system_metric_id}.
     *
     * @param systemMetricId the id of the built-in metric this one derives from
     * @return this builder
     */
    public B systemMetricId(String systemMetricId) {
        return set("system_metric_id", systemMetricId);
    }

    /**
     * Sets {@code purpose}.
     *
     * @param purpose the purpose
     * @return this builder
     */
    public B purpose(String purpose) {
        return set("purpose", purpose);
    }

    /**
     * Sets {@code rationale}.
     *
     * @param rationale the rationale
     * @return this builder
     */
    public B rationale(String rationale) {
        return set("rationale", rationale);
    }

    /**
     * Sets {@code is_aggregate}.
     *
     * @param isAggregate whether the metric aggregates values
     * @return this builder
     */
    public B isAggregate(Boolean isAggregate) {
        return set("is_aggregate", isAggregate);
    }

    /**
     * Sets {@code is_active}.
     *
     * @param isActive whether the metric is active
     * @return this builder
     */
    public B isActive(Boolean isActive) {
        return set("is_active", isActive);
    }

    /**
     * Sets {@code is_validated}.
     *
     * @param isValidated whether the metric has been validated
     * @return this builder
     */
    public B isValidated(Boolean isValidated) {
        return set("is_validated", isValidated);
    }

    /**
     * Sets {@code is_drift_enabled}.
     *
     * @param isDriftEnabled whether drift detection is on
     * @return this builder
     */
    public B isDriftEnabled(Boolean isDriftEnabled) {
        return set("is_drift_enabled", isDriftEnabled);
    }

    /**
     * Sets {@code is_positive}.
     *
     * @param isPositive whether a higher value is better
     * @return this builder
     */
    public B isPositive(Boolean isPositive) {
        return set("is_positive", isPositive);
    }

    /**
     * Sets {@code allow_score}.
     *
     * @param allowScore whether the metric counts towards the score
     * @return this builder
     */
    public B allowScore(Boolean allowScore) {
        return set("allow_score", allowScore);
    }

    /**
     * Sets {@code auto_threshold}.
     *
     * @param autoThreshold whether the threshold is set automatically
     * @return this builder
     */
    public B autoThreshold(Boolean autoThreshold) {
        return set("auto_threshold", autoThreshold);
    }

    /**
     * Sets {@code mute_notification}.
     *
     * @param muteNotification whether notifications are muted
     * @return this builder
     */
    public B muteNotification(Boolean muteNotification) {
        return set("mute_notification", muteNotification);
    }

    /**
     * Sets {@code is_ai_generated}.
     *
     * @param isAiGenerated whether the metric was generated by AI
     * @return this builder
     */
    public B isAiGenerated(Boolean isAiGenerated) {
        return set("is_ai_generated", isAiGenerated);
    }

    /**
     * Sets {@code enabled_export_rows}.
     *
     * @param enabledExportRows whether row export is on
     * @return this builder
     */
    public B enabledExportRows(Boolean enabledExportRows) {
        return set("enabled_export_rows", enabledExportRows);
    }

    /**
     * Sets {@code enabled_failed_rows}.
     *
     * @param enabledFailedRows whether failed rows are kept
     * @return this builder
     */
    public B enabledFailedRows(Boolean enabledFailedRows) {
        return set("enabled_failed_rows", enabledFailedRows);
    }

    /**
     * Sets {@code enabled_total_records}.
     *
     * @param enabledTotalRecords whether total records are counted
     * @return this builder
     */
    public B enabledTotalRecords(Boolean enabledTotalRecords) {
        return set("enabled_total_records", enabledTotalRecords);
    }

    /**
     * Sets {@code is_default}.
     *
     * @param isDefault whether this is a default metric
     * @return this builder
     */
    public B isDefault(Boolean isDefault) {
        return set("is_default", isDefault);
    }

    /**
     * Sets {@code weightage}.
     *
     * @param weightage the metric's weight in the score
     * @return this builder
     */
    public B weightage(Long weightage) {
        return set("weightage", weightage);
    }

    /**
     * Sets {@code column_limit}.
     *
     * @param columnLimit the column limit
     * @return this builder
     */
    public B columnLimit(Long columnLimit) {
        return set("column_limit", columnLimit);
    }

    /**
     * Sets {@code row_limit}.
     *
     * @param rowLimit the row limit
     * @return this builder
     */
    public B rowLimit(Long rowLimit) {
        return set("row_limit", rowLimit);
    }

    /**
     * Sets {@code pass_criteria}.
     *
     * @param passCriteria the pass criteria, replaced whole
     * @return this builder
     */
    public B passCriteria(JsonObject passCriteria) {
        return set("pass_criteria", passCriteria);
    }

    /**
     * Sets {@code usage_config}.
     *
     * @param usageConfig the usage configuration, replaced whole
     * @return this builder
     */
    public B usageConfig(JsonObject usageConfig) {
        return set("usage_config", usageConfig);
    }

    /**
     * Sets {@code ai_insights}.
     *
     * @param aiInsights the AI insights, replaced whole
     * @return this builder
     */
    public B aiInsights(JsonObject aiInsights) {
        return set("ai_insights", aiInsights);
    }

    /**
     * Sets {@code threshold}.
     *
     * @param threshold the bounds, for example {@code Threshold.of(0.0, 5.0)}, replaced whole
     * @return this builder
     */
    public B threshold(Threshold threshold) {
        return set("threshold", threshold == null ? null : threshold.toJson());
    }

    /**
     * Sets {@code threshold_constraint}.
     *
     * @param thresholdConstraint how the threshold is set, replaced whole
     * @return this builder
     */
    public B thresholdConstraint(ThresholdConstraint thresholdConstraint) {
        return set("threshold_constraint", thresholdConstraint == null ? null : thresholdConstraint.toJson());
    }

    /**
     * Sets {@code properties}.
     *
     * @param properties the properties
     * @return this builder
     */
    public B properties(List<JsonObject> properties) {
        return set("properties", properties);
    }
}
