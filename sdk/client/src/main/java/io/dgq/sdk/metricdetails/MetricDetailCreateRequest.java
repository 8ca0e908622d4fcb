// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.metricdetails;

import io.dgq.sdk.internal.RequestBody;
import io.dgq.sdk.internal.RequestFields;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.model.Status;
import io.dgq.sdk.model.WriteRequest;
import java.util.List;
import java.util.Set;

/**
 * The body of {@code POST /metrics/detail}. {@code name} and {@code asset_id} are required. {@code template_id} assigns
 * the metric to a template.
 *
 * <pre>{@code
 * MetricDetailCreateRequest request = MetricDetailCreateRequest.builder()
 *     .name("Null customer_id in orders")
 *     .assetId(assetId)
 *     .templateId(templateId)
 *     .threshold(Threshold.of(0.0, 5.0))
 *     .build();
 * }</pre>
 */
public final class MetricDetailCreateRequest implements WriteRequest {
    private final RequestBody body;

    private MetricDetailCreateRequest(RequestBody body) {
        this.body = body;
    }

    /**
     * Returns a new builder.
     *
     * @return an empty builder
     */
    public static Builder builder() {
        return new Builder();
    }

    @Override
    public boolean isSet(String jsonName) {
        return body.isSet(jsonName);
    }

    @Override
    public Set<String> fieldNames() {
        return body.fieldNames();
    }

    @Override
    public JsonObject toJson() {
        return body.json();
    }

    /** Returns the class name and the names (never the values) of the fields that are set. */
    @Override
    public String toString() {
        return body.names("MetricDetailCreateRequest");
    }

    /**
     * Builds a {@link MetricDetailCreateRequest}. Each setter sends its field; {@code null} sends {@code null}, which
     * clears the field on update. The server derives {@code id}, {@code metric_detail_id}, {@code total_views} and the
     * timestamps, so they have no setter.
     */
    public static final class Builder {
        private final RequestFields fields = new RequestFields();

        private Builder() {}

        /**
         * Sets {@code template_id}.
         *
         * @param templateId the id of the template to assign the metric to, or {@code null} for none
         * @return this builder
         */
        public Builder templateId(String templateId) {
            this.fields.set("template_id", templateId);
            return this;
        }

        /**
         * Sets {@code name}.
         *
         * @param name the metric's name
         * @return this builder
         */
        public Builder name(String name) {
            this.fields.set("name", name);
            return this;
        }

        /**
         * Sets {@code description}.
         *
         * @param description the description
         * @return this builder
         */
        public Builder description(String description) {
            this.fields.set("description", description);
            return this;
        }

        /**
         * Sets {@code metric_type}.
         *
         * @param metricType the kind of metric
         * @return this builder
         */
        public Builder metricType(String metricType) {
            this.fields.set("metric_type", metricType);
            return this;
        }

        /**
         * Sets {@code asset_type}.
         *
         * @param assetType the kind of asset measured
         * @return this builder
         */
        public Builder assetType(String assetType) {
            this.fields.set("asset_type", assetType);
            return this;
        }

        /**
         * Sets {@code status}.
         *
         * @param status the review status
         * @return this builder
         */
        public Builder status(Status status) {
            this.fields.set("status", status);
            return this;
        }

        /**
         * Sets {@code asset_id}.
         *
         * @param assetId the measured asset's id
         * @return this builder
         */
        public Builder assetId(String assetId) {
            this.fields.set("asset_id", assetId);
            return this;
        }

        /**
         * Sets {@code source_id}.
         *
         * @param sourceId the id of the asset's data source
         * @return this builder
         */
        public Builder sourceId(String sourceId) {
            this.fields.set("source_id", sourceId);
            return this;
        }

        /**
         * Sets {@code context}.
         *
         * @param context the business context
         * @return this builder
         */
        public Builder context(String context) {
            this.fields.set("context", context);
            return this;
        }

        /**
         * Sets {@code category}.
         *
         * @param category the category
         * @return this builder
         */
        public Builder category(String category) {
            this.fields.set("category", category);
            return this;
        }

        /**
         * Sets {@code subcategory}.
         *
         * @param subcategory the subcategory
         * @return this builder
         */
        public Builder subcategory(String subcategory) {
            this.fields.set("subcategory", subcategory);
            return this;
        }

        /**
         * Sets {@code dimension}.
         *
         * @param dimension the quality dimension
         * @return this builder
         */
        public Builder dimension(String dimension) {
            this.fields.set("dimension", dimension);
            return this;
        }

        /**
         * Sets {@code level}.
         *
         * @param level the level
         * @return this builder
         */
        public Builder level(String level) {
            this.fields.set("level", level);
            return this;
        }

        /**
         * Sets {@code system_metric_id}.
         *
         * @param systemMetricId the id of the built-in metric this one derives from
         * @return this builder
         */
        public Builder systemMetricId(String systemMetricId) {
            this.fields.set("system_metric_id", systemMetricId);
            return this;
        }

        /**
         * Sets {@code purpose}.
         *
         * @param purpose the purpose
         * @return this builder
         */
        public Builder purpose(String purpose) {
            this.fields.set("purpose", purpose);
            return this;
        }

        /**
         * Sets {@code rationale}.
         *
         * @param rationale the rationale
         * @return this builder
         */
        public Builder rationale(String rationale) {
            this.fields.set("rationale", rationale);
            return this;
        }

        /**
         * Sets {@code is_aggregate}.
         *
         * @param isAggregate whether the metric aggregates values
         * @return this builder
         */
        public Builder isAggregate(Boolean isAggregate) {
            this.fields.set("is_aggregate", isAggregate);
            return this;
        }

        /**
         * Sets {@code is_active}.
         *
         * @param isActive whether the metric is active
         * @return this builder
         */
        public Builder isActive(Boolean isActive) {
            this.fields.set("is_active", isActive);
            return this;
        }

        /**
         * Sets {@code is_validated}.
         *
         * @param isValidated whether the metric has been validated
         * @return this builder
         */
        public Builder isValidated(Boolean isValidated) {
            this.fields.set("is_validated", isValidated);
            return this;
        }

        /**
         * Sets {@code is_drift_enabled}.
         *
         * @param isDriftEnabled whether drift detection is on
         * @return this builder
         */
        public Builder isDriftEnabled(Boolean isDriftEnabled) {
            this.fields.set("is_drift_enabled", isDriftEnabled);
            return this;
        }

        /**
         * Sets {@code is_positive}.
         *
         * @param isPositive whether a higher value is better
         * @return this builder
         */
        public Builder isPositive(Boolean isPositive) {
            this.fields.set("is_positive", isPositive);
            return this;
        }

        /**
         * Sets {@code allow_score}.
         *
         * @param allowScore whether the metric counts towards the score
         * @return this builder
         */
        public Builder allowScore(Boolean allowScore) {
            this.fields.set("allow_score", allowScore);
            return this;
        }

        /**
         * Sets {@code auto_threshold}.
         *
         * @param autoThreshold whether the threshold is set automatically
         * @return this builder
         */
        public Builder autoThreshold(Boolean autoThreshold) {
            this.fields.set("auto_threshold", autoThreshold);
            return this;
        }

        /**
         * Sets {@code mute_notification}.
         *
         * @param muteNotification whether notifications are muted
         * @return this builder
         */
        public Builder muteNotification(Boolean muteNotification) {
            this.fields.set("mute_notification", muteNotification);
            return this;
        }

        /**
         * Sets {@code is_ai_generated}.
         *
         * @param isAiGenerated whether the metric was generated by AI
         * @return this builder
         */
        public Builder isAiGenerated(Boolean isAiGenerated) {
            this.fields.set("is_ai_generated", isAiGenerated);
            return this;
        }

        /**
         * Sets {@code enabled_export_rows}.
         *
         * @param enabledExportRows whether row export is on
         * @return this builder
         */
        public Builder enabledExportRows(Boolean enabledExportRows) {
            this.fields.set("enabled_export_rows", enabledExportRows);
            return this;
        }

        /**
         * Sets {@code enabled_failed_rows}.
         *
         * @param enabledFailedRows whether failed rows are kept
         * @return this builder
         */
        public Builder enabledFailedRows(Boolean enabledFailedRows) {
            this.fields.set("enabled_failed_rows", enabledFailedRows);
            return this;
        }

        /**
         * Sets {@code enabled_total_records}.
         *
         * @param enabledTotalRecords whether total records are counted
         * @return this builder
         */
        public Builder enabledTotalRecords(Boolean enabledTotalRecords) {
            this.fields.set("enabled_total_records", enabledTotalRecords);
            return this;
        }

        /**
         * Sets {@code is_default}.
         *
         * @param isDefault whether this is a default metric
         * @return this builder
         */
        public Builder isDefault(Boolean isDefault) {
            this.fields.set("is_default", isDefault);
            return this;
        }

        /**
         * Sets {@code weightage}.
         *
         * @param weightage the metric's weight in the score
         * @return this builder
         */
        public Builder weightage(Long weightage) {
            this.fields.set("weightage", weightage);
            return this;
        }

        /**
         * Sets {@code column_limit}.
         *
         * @param columnLimit the column limit
         * @return this builder
         */
        public Builder columnLimit(Long columnLimit) {
            this.fields.set("column_limit", columnLimit);
            return this;
        }

        /**
         * Sets {@code row_limit}.
         *
         * @param rowLimit the row limit
         * @return this builder
         */
        public Builder rowLimit(Long rowLimit) {
            this.fields.set("row_limit", rowLimit);
            return this;
        }

        /**
         * Sets {@code pass_criteria}.
         *
         * @param passCriteria the pass criteria, replaced whole
         * @return this builder
         */
        public Builder passCriteria(JsonObject passCriteria) {
            this.fields.set("pass_criteria", passCriteria);
            return this;
        }

        /**
         * Sets {@code usage_config}.
         *
         * @param usageConfig the usage configuration, replaced whole
         * @return this builder
         */
        public Builder usageConfig(JsonObject usageConfig) {
            this.fields.set("usage_config", usageConfig);
            return this;
        }

        /**
         * Sets {@code ai_insights}.
         *
         * @param aiInsights the AI insights, replaced whole
         * @return this builder
         */
        public Builder aiInsights(JsonObject aiInsights) {
            this.fields.set("ai_insights", aiInsights);
            return this;
        }

        /**
         * Sets {@code threshold}.
         *
         * @param threshold the bounds, for example {@code Threshold.of(0.0, 5.0)}, replaced whole
         * @return this builder
         */
        public Builder threshold(Threshold threshold) {
            this.fields.set("threshold", threshold == null ? null : threshold.toJson());
            return this;
        }

        /**
         * Sets {@code threshold_constraint}.
         *
         * @param thresholdConstraint how the threshold is set, replaced whole
         * @return this builder
         */
        public Builder thresholdConstraint(ThresholdConstraint thresholdConstraint) {
            this.fields.set("threshold_constraint", thresholdConstraint == null ? null : thresholdConstraint.toJson());
            return this;
        }

        /**
         * Sets {@code properties}.
         *
         * @param properties the properties
         * @return this builder
         */
        public Builder properties(List<JsonObject> properties) {
            this.fields.set("properties", properties);
            return this;
        }

        /**
         * Sets a field the SDK has no setter for. It is sent as given, also on create.
         *
         * @param jsonName the JSON field name, not blank
         * @param value the value: a string, number, boolean, list, map, {@link JsonObject}, open enum, time value or
         *     {@code null} (sent as {@code null})
         * @return this builder
         * @throws IllegalArgumentException if the name is blank
         */
        public Builder putAdditionalProperty(String jsonName, Object value) {
            this.fields.setAdditional(jsonName, value);
            return this;
        }

        /**
         * Removes a field, so that it is not sent at all.
         *
         * @param jsonName the JSON field name
         * @return this builder
         */
        public Builder unset(String jsonName) {
            this.fields.unset(jsonName);
            return this;
        }

        /**
         * Builds the request.
         *
         * @return the request
         * @throws IllegalStateException if {@code name} or {@code asset_id} is not set
         * @throws IllegalArgumentException if a value cannot be represented as JSON
         */
        public MetricDetailCreateRequest build() {
            this.fields.require("name");
            this.fields.require("asset_id");
            return new MetricDetailCreateRequest(this.fields.freeze());
        }
    }
}
