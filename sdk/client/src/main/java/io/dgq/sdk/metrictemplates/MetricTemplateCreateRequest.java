// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.metrictemplates;

import io.dgq.sdk.internal.RequestBody;
import io.dgq.sdk.internal.RequestFields;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.metricdetails.ThresholdConstraint;
import io.dgq.sdk.model.Owner;
import io.dgq.sdk.model.Status;
import io.dgq.sdk.model.WriteRequest;
import java.util.List;
import java.util.Set;

/**
 * The body of {@code POST /metrics/template}. {@code name} is required.
 *
 * <pre>{@code
 * MetricTemplateCreateRequest request = MetricTemplateCreateRequest.builder()
 *     .name("Null rate")
 *     .dimension("completeness")
 *     .owners(List.of(Owner.builder().id(userId).ownerType("user").build()))
 *     .build();
 * }</pre>
 */
public final class MetricTemplateCreateRequest implements WriteRequest {
    private final RequestBody body;

    private MetricTemplateCreateRequest(RequestBody body) {
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
        return body.names("MetricTemplateCreateRequest");
    }

    /**
     * Builds a {@link MetricTemplateCreateRequest}. Each setter sends its field; {@code null} sends {@code null}, which
     * clears the field on update. The counters ({@code total_issue}, {@code total_alert}, {@code total_views},
     * {@code assigned_metric_count}) are kept by the server and have no setter.
     */
    public static final class Builder {
        private final RequestFields fields = new RequestFields();

        private Builder() {}

        /**
         * Sets {@code name}.
         *
         * @param name the template's name
         * @return this builder
         */
        public Builder name(String name) {
            this.fields.set("name", name);
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
         * Sets {@code owner}: the owners, replaced whole, each sent as {@code {"id", "name", "email", "label",
         * "owner_type"}} (the fields that are set), for example {@code Owner.builder().id(userId).build()}.
         *
         * @param owners the owners, or {@code null}
         * @return this builder
         */
        public Builder owners(List<Owner> owners) {
            this.fields.set("owner", owners);
            return this;
        }

        /**
         * Sets {@code audience}.
         *
         * @param audience the audience
         * @return this builder
         */
        public Builder audience(List<JsonObject> audience) {
            this.fields.set("audience", audience);
            return this;
        }

        /**
         * Sets {@code detected_parameters}.
         *
         * @param detectedParameters the parameters detected in the template
         * @return this builder
         */
        public Builder detectedParameters(List<JsonObject> detectedParameters) {
            this.fields.set("detected_parameters", detectedParameters);
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
         * Sets {@code segments}.
         *
         * @param segments the segments
         * @return this builder
         */
        public Builder segments(List<JsonObject> segments) {
            this.fields.set("segments", segments);
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
         * Sets {@code threshold_constraint}.
         *
         * @param thresholdConstraint how the threshold of its metrics is set, replaced whole
         * @return this builder
         */
        public Builder thresholdConstraint(ThresholdConstraint thresholdConstraint) {
            this.fields.set("threshold_constraint", thresholdConstraint == null ? null : thresholdConstraint.toJson());
            return this;
        }

        /**
         * Sets {@code weightage}.
         *
         * @param weightage the metrics' weight in the score
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
         * Sets {@code is_aggregate}.
         *
         * @param isAggregate whether the metrics aggregate values
         * @return this builder
         */
        public Builder isAggregate(Boolean isAggregate) {
            this.fields.set("is_aggregate", isAggregate);
            return this;
        }

        /**
         * Sets {@code allow_score}.
         *
         * @param allowScore whether the metrics count towards the score
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
         * Sets {@code is_active}.
         *
         * @param isActive whether the template is active
         * @return this builder
         */
        public Builder isActive(Boolean isActive) {
            this.fields.set("is_active", isActive);
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
         * @throws IllegalStateException if {@code name} is not set
         * @throws IllegalArgumentException if a value cannot be represented as JSON
         */
        public MetricTemplateCreateRequest build() {
            this.fields.require("name");
            return new MetricTemplateCreateRequest(this.fields.freeze());
        }
    }
}
