// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.metrictemplates;

import io.dgq.sdk.metricdetails.ThresholdConstraint;
import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.model.Owner;
import io.dgq.sdk.model.Status;
import io.dgq.sdk.model.WriteRequest;
import java.util.List;

/**
 * The settable fields of a metric template, shared by {@link MetricTemplateCreateRequest.Builder} and
 * {@link MetricTemplateUpdateRequest.Builder}. Each setter sends its field; {@code null} sends {@code null}, which
 * clears the field on update. The counters ({@code total_issue}, {@code total_alert}, {@code total_views},
 * {@code assigned_metric_count}) are kept by the server and have no setter.
 *
 * @param <R> the request built
 * @param <B> the concrete builder
 */
public abstract class MetricTemplateRequestBuilder<R extends WriteRequest, B extends MetricTemplateRequestBuilder<R, B>>
        extends WriteRequest.Builder<R, B> {
    MetricTemplateRequestBuilder() {}

    /**
     * Sets {@code name}.
     *
     * @param name the template's name
     * @return this builder
     */
    public B name(String name) {
        return set("name", name);
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
     * Sets {@code status}.
     *
     * @param status the review status
     * @return this builder
     */
    public B status(Status status) {
        return set("status", status);
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
     * Sets {@code purpose}.
     *
     * @param purpose the purpose
     * @return this builder
     */
    public B purpose(String purpose) {
        return set("purpose", purpose);
    }

    /**
     * Sets {@code owner}: the owners, replaced whole, each sent as {@code {"id", "name", "email", "label",
     * "owner_type"}} (the fields that are set), for example {@code Owner.builder().id(userId).build()}.
     *
     * @param owners the owners, or {@code null}
     * @return this builder
     */
    public B owners(List<Owner> owners) {
        return set("owner", owners);
    }

    /**
     * Sets {@code audience}.
     *
     * @param audience the audience
     * @return this builder
     */
    public B audience(List<JsonObject> audience) {
        return set("audience", audience);
    }

    /**
     * Sets {@code detected_parameters}.
     *
     * @param detectedParameters the parameters detected in the template
     * @return this builder
     */
    public B detectedParameters(List<JsonObject> detectedParameters) {
        return set("detected_parameters", detectedParameters);
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

    /**
     * Sets {@code segments}.
     *
     * @param segments the segments
     * @return this builder
     */
    public B segments(List<JsonObject> segments) {
        return set("segments", segments);
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
     * Sets {@code threshold_constraint}.
     *
     * @param thresholdConstraint how the threshold of its metrics is set, replaced whole
     * @return this builder
     */
    public B thresholdConstraint(ThresholdConstraint thresholdConstraint) {
        return set("threshold_constraint", thresholdConstraint == null ? null : thresholdConstraint.toJson());
    }

    /**
     * Sets {@code weightage}.
     *
     * @param weightage the metrics' weight in the score
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
     * Sets {@code enabled_total_records}.
     *
     * @param enabledTotalRecords whether total records are counted
     * @return this builder
     */
    public B enabledTotalRecords(Boolean enabledTotalRecords) {
        return set("enabled_total_records", enabledTotalRecords);
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
     * Sets {@code enabled_export_rows}.
     *
     * @param enabledExportRows whether row export is on
     * @return this builder
     */
    public B enabledExportRows(Boolean enabledExportRows) {
        return set("enabled_export_rows", enabledExportRows);
    }

    /**
     * Sets {@code is_aggregate}.
     *
     * @param isAggregate whether the metrics aggregate values
     * @return this builder
     */
    public B isAggregate(Boolean isAggregate) {
        return set("is_aggregate", isAggregate);
    }

    /**
     * Sets {@code allow_score}.
     *
     * @param allowScore whether the metrics count towards the score
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
     * Sets {@code is_active}.
     *
     * @param isActive whether the template is active
     * @return this builder
     */
    public B isActive(Boolean isActive) {
        return set("is_active", isActive);
    }
}
