// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.metrictemplates;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.sdk.internal.checks.Companion;
import io.dgq.sdk.internal.models.ModelBuilder;
import io.dgq.sdk.internal.models.ModelFields;
import io.dgq.sdk.internal.models.ModelState;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.json.JsonValue;
import io.dgq.sdk.metricdetails.ThresholdConstraint;
import io.dgq.sdk.model.ApiObject;
import io.dgq.sdk.model.Owner;
import io.dgq.sdk.model.Status;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;

/**
 * A metric template: the shared configuration of the metric details assigned to it. The same record is answered by
 * {@code GET /metrics/template/{templateId}}, the template list and create. See {@link MetricTemplateColumn} for the
 * fields a list can sort and filter by.
 */
@Companion(MetricTemplate.Fields.class)
public final class MetricTemplate implements ApiObject {
    @JsonProperty("id")
    private final String id;

    @JsonProperty("name")
    private final String name;

    @JsonProperty("dimension")
    private final String dimension;

    @JsonProperty("status")
    private final Status status;

    @JsonProperty("context")
    private final String context;

    @JsonProperty("category")
    private final String category;

    @JsonProperty("subcategory")
    private final String subcategory;

    @JsonProperty("purpose")
    private final String purpose;

    @JsonProperty("owner")
    private final List<Owner> owners;

    @JsonProperty("audience")
    private final List<JsonObject> audience;

    @JsonProperty("detected_parameters")
    private final List<JsonObject> detectedParameters;

    @JsonProperty("properties")
    private final List<JsonObject> properties;

    @JsonProperty("segments")
    private final List<JsonObject> segments;

    @JsonProperty("pass_criteria")
    private final JsonObject passCriteria;

    @JsonProperty("threshold_constraint")
    private final ThresholdConstraint thresholdConstraint;

    @JsonProperty("weightage")
    private final Long weightage;

    @JsonProperty("column_limit")
    private final Long columnLimit;

    @JsonProperty("row_limit")
    private final Long rowLimit;

    @JsonProperty("total_issue")
    private final Long totalIssue;

    @JsonProperty("total_alert")
    private final Long totalAlert;

    @JsonProperty("total_views")
    private final Long totalViews;

    @JsonProperty("assigned_metric_count")
    private final Long assignedMetricCount;

    @JsonProperty("enabled_total_records")
    private final Boolean enabledTotalRecords;

    @JsonProperty("enabled_failed_rows")
    private final Boolean enabledFailedRows;

    @JsonProperty("enabled_export_rows")
    private final Boolean enabledExportRows;

    @JsonProperty("is_aggregate")
    private final Boolean aggregate;

    @JsonProperty("allow_score")
    private final Boolean allowScore;

    @JsonProperty("auto_threshold")
    private final Boolean autoThreshold;

    @JsonProperty("mute_notification")
    private final Boolean muteNotification;

    @JsonProperty("is_drift_enabled")
    private final Boolean driftEnabled;

    @JsonProperty("is_positive")
    private final Boolean positive;

    @JsonProperty("is_active")
    private final Boolean active;

    @JsonProperty("created_at")
    private final OffsetDateTime createdAt;

    @JsonProperty("created_by")
    private final String createdBy;

    /** What decoding kept besides the fields, and the caches; {@code null} while none. */
    private ModelState state;

    private MetricTemplate(
            String id,
            String name,
            String dimension,
            Status status,
            String context,
            String category,
            String subcategory,
            String purpose,
            List<Owner> owners,
            List<JsonObject> audience,
            List<JsonObject> detectedParameters,
            List<JsonObject> properties,
            List<JsonObject> segments,
            JsonObject passCriteria,
            ThresholdConstraint thresholdConstraint,
            Long weightage,
            Long columnLimit,
            Long rowLimit,
            Long totalIssue,
            Long totalAlert,
            Long totalViews,
            Long assignedMetricCount,
            Boolean enabledTotalRecords,
            Boolean enabledFailedRows,
            Boolean enabledExportRows,
            Boolean aggregate,
            Boolean allowScore,
            Boolean autoThreshold,
            Boolean muteNotification,
            Boolean driftEnabled,
            Boolean positive,
            Boolean active,
            OffsetDateTime createdAt,
            String createdBy) {
        this.id = id;
        this.name = name;
        this.dimension = dimension;
        this.status = status;
        this.context = context;
        this.category = category;
        this.subcategory = subcategory;
        this.purpose = purpose;
        this.owners = owners;
        this.audience = audience;
        this.detectedParameters = detectedParameters;
        this.properties = properties;
        this.segments = segments;
        this.passCriteria = passCriteria;
        this.thresholdConstraint = thresholdConstraint;
        this.weightage = weightage;
        this.columnLimit = columnLimit;
        this.rowLimit = rowLimit;
        this.totalIssue = totalIssue;
        this.totalAlert = totalAlert;
        this.totalViews = totalViews;
        this.assignedMetricCount = assignedMetricCount;
        this.enabledTotalRecords = enabledTotalRecords;
        this.enabledFailedRows = enabledFailedRows;
        this.enabledExportRows = enabledExportRows;
        this.aggregate = aggregate;
        this.allowScore = allowScore;
        this.autoThreshold = autoThreshold;
        this.muteNotification = muteNotification;
        this.driftEnabled = driftEnabled;
        this.positive = positive;
        this.active = active;
        this.createdAt = createdAt;
        this.createdBy = createdBy;
    }

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

    /** {@return the template's id ({@code id})} */
    public String id() {
        return ModelState.decoded(this, state, "id", id);
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return ModelState.decoded(this, state, "name", name);
    }

    /** {@return the quality dimension, for example validity ({@code dimension})} */
    public String dimension() {
        return ModelState.decoded(this, state, "dimension", dimension);
    }

    /** {@return the review status; an open set ({@code status})} */
    public Status status() {
        return ModelState.decoded(this, state, "status", status);
    }

    /** {@return the business context ({@code context})} */
    public String context() {
        return ModelState.decoded(this, state, "context", context);
    }

    /** {@return the category ({@code category})} */
    public String category() {
        return ModelState.decoded(this, state, "category", category);
    }

    /** {@return the subcategory ({@code subcategory})} */
    public String subcategory() {
        return ModelState.decoded(this, state, "subcategory", subcategory);
    }

    /** {@return the purpose ({@code purpose})} */
    public String purpose() {
        return ModelState.decoded(this, state, "purpose", purpose);
    }

    /** {@return the owners ({@code owner})} */
    public List<Owner> owners() {
        return ModelFields.listOf(ModelState.decoded(this, state, "owner", owners));
    }

    /** {@return the audience ({@code audience})} */
    public List<JsonObject> audience() {
        return ModelFields.listOf(ModelState.decoded(this, state, "audience", audience));
    }

    /** {@return the parameters detected in the template ({@code detected_parameters})} */
    public List<JsonObject> detectedParameters() {
        return ModelFields.listOf(ModelState.decoded(this, state, "detected_parameters", detectedParameters));
    }

    /** {@return the properties ({@code properties})} */
    public List<JsonObject> properties() {
        return ModelFields.listOf(ModelState.decoded(this, state, "properties", properties));
    }

    /** {@return the segments ({@code segments})} */
    public List<JsonObject> segments() {
        return ModelFields.listOf(ModelState.decoded(this, state, "segments", segments));
    }

    /** {@return the pass criteria ({@code pass_criteria})} */
    public JsonObject passCriteria() {
        return ModelState.decoded(this, state, "pass_criteria", passCriteria);
    }

    /** {@return how the threshold of its metrics is set ({@code threshold_constraint})} */
    public ThresholdConstraint thresholdConstraint() {
        return ModelState.decoded(this, state, "threshold_constraint", thresholdConstraint);
    }

    /** {@return the metrics' weight in the score ({@code weightage})} */
    public Long weightage() {
        return ModelState.decoded(this, state, "weightage", weightage);
    }

    /** {@return the column limit ({@code column_limit})} */
    public Long columnLimit() {
        return ModelState.decoded(this, state, "column_limit", columnLimit);
    }

    /** {@return the row limit ({@code row_limit})} */
    public Long rowLimit() {
        return ModelState.decoded(this, state, "row_limit", rowLimit);
    }

    /** {@return the number of issues ({@code total_issue})} */
    public Long totalIssue() {
        return ModelState.decoded(this, state, "total_issue", totalIssue);
    }

    /** {@return the number of alerts ({@code total_alert})} */
    public Long totalAlert() {
        return ModelState.decoded(this, state, "total_alert", totalAlert);
    }

    /** {@return the number of views ({@code total_views})} */
    public Long totalViews() {
        return ModelState.decoded(this, state, "total_views", totalViews);
    }

    /** {@return the number of metric details assigned to the template ({@code assigned_metric_count})} */
    public Long assignedMetricCount() {
        return ModelState.decoded(this, state, "assigned_metric_count", assignedMetricCount);
    }

    /** {@return whether total records are counted ({@code enabled_total_records})} */
    public Boolean enabledTotalRecords() {
        return ModelState.decoded(this, state, "enabled_total_records", enabledTotalRecords);
    }

    /** {@return whether failed rows are kept ({@code enabled_failed_rows})} */
    public Boolean enabledFailedRows() {
        return ModelState.decoded(this, state, "enabled_failed_rows", enabledFailedRows);
    }

    /** {@return whether row export is on ({@code enabled_export_rows})} */
    public Boolean enabledExportRows() {
        return ModelState.decoded(this, state, "enabled_export_rows", enabledExportRows);
    }

    /** {@return whether the metrics aggregate values ({@code is_aggregate})} */
    public Boolean isAggregate() {
        return ModelState.decoded(this, state, "is_aggregate", aggregate);
    }

    /** {@return whether the metrics count towards the score ({@code allow_score})} */
    public Boolean allowScore() {
        return ModelState.decoded(this, state, "allow_score", allowScore);
    }

    /** {@return whether the threshold is set automatically ({@code auto_threshold})} */
    public Boolean autoThreshold() {
        return ModelState.decoded(this, state, "auto_threshold", autoThreshold);
    }

    /** {@return whether notifications are muted ({@code mute_notification})} */
    public Boolean muteNotification() {
        return ModelState.decoded(this, state, "mute_notification", muteNotification);
    }

    /** {@return whether drift detection is on ({@code is_drift_enabled})} */
    public Boolean isDriftEnabled() {
        return ModelState.decoded(this, state, "is_drift_enabled", driftEnabled);
    }

    /** {@return whether a higher value is better ({@code is_positive})} */
    public Boolean isPositive() {
        return ModelState.decoded(this, state, "is_positive", positive);
    }

    /** {@return whether the template is active ({@code is_active})} */
    public Boolean isActive() {
        return ModelState.decoded(this, state, "is_active", active);
    }

    /** {@return when the template was created ({@code created_at})} */
    public OffsetDateTime createdAt() {
        return ModelState.decoded(this, state, "created_at", createdAt);
    }

    /** {@return who created the template ({@code created_by})} */
    public String createdBy() {
        return ModelState.decoded(this, state, "created_by", createdBy);
    }

    @JsonAnyGetter
    @SuppressWarnings("UnusedMethod")
    private Map<String, JsonNode> unknownFields() {
        // Jackson calls it to write those members back
        return ModelState.unknownFields(state);
    }

    @Override
    public Map<String, JsonValue> additionalProperties() {
        return ModelState.additionalProperties(this);
    }

    @Override
    public JsonValue additionalProperty(String name) {
        return ModelState.additionalProperty(this, name);
    }

    @Override
    public void validate() {
        ModelState.validate(this);
    }

    @Override
    public boolean equals(Object o) {
        return ModelState.equal(this, o);
    }

    @Override
    public int hashCode() {
        return ModelState.hash(this);
    }

    @Override
    public String toString() {
        return ModelFields.describe(this);
    }

    /** The fields {@code MetricTemplate} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    static final class Fields implements ModelFields.Table<MetricTemplate> {
        @Override
        public boolean equal(MetricTemplate a, MetricTemplate b) {
            return ModelFields.sameValue(a.id, b.id)
                    && ModelFields.sameValue(a.name, b.name)
                    && ModelFields.sameValue(a.dimension, b.dimension)
                    && ModelFields.sameValue(a.status, b.status)
                    && ModelFields.sameValue(a.context, b.context)
                    && ModelFields.sameValue(a.category, b.category)
                    && ModelFields.sameValue(a.subcategory, b.subcategory)
                    && ModelFields.sameValue(a.purpose, b.purpose)
                    && ModelFields.listOf(a.owners).equals(ModelFields.listOf(b.owners))
                    && ModelFields.listOf(a.audience).equals(ModelFields.listOf(b.audience))
                    && ModelFields.listOf(a.detectedParameters).equals(ModelFields.listOf(b.detectedParameters))
                    && ModelFields.listOf(a.properties).equals(ModelFields.listOf(b.properties))
                    && ModelFields.listOf(a.segments).equals(ModelFields.listOf(b.segments))
                    && ModelFields.sameValue(a.passCriteria, b.passCriteria)
                    && ModelFields.sameValue(a.thresholdConstraint, b.thresholdConstraint)
                    && ModelFields.sameValue(a.weightage, b.weightage)
                    && ModelFields.sameValue(a.columnLimit, b.columnLimit)
                    && ModelFields.sameValue(a.rowLimit, b.rowLimit)
                    && ModelFields.sameValue(a.totalIssue, b.totalIssue)
                    && ModelFields.sameValue(a.totalAlert, b.totalAlert)
                    && ModelFields.sameValue(a.totalViews, b.totalViews)
                    && ModelFields.sameValue(a.assignedMetricCount, b.assignedMetricCount)
                    && ModelFields.sameValue(a.enabledTotalRecords, b.enabledTotalRecords)
                    && ModelFields.sameValue(a.enabledFailedRows, b.enabledFailedRows)
                    && ModelFields.sameValue(a.enabledExportRows, b.enabledExportRows)
                    && ModelFields.sameValue(a.aggregate, b.aggregate)
                    && ModelFields.sameValue(a.allowScore, b.allowScore)
                    && ModelFields.sameValue(a.autoThreshold, b.autoThreshold)
                    && ModelFields.sameValue(a.muteNotification, b.muteNotification)
                    && ModelFields.sameValue(a.driftEnabled, b.driftEnabled)
                    && ModelFields.sameValue(a.positive, b.positive)
                    && ModelFields.sameValue(a.active, b.active)
                    && ModelFields.sameValue(a.createdAt, b.createdAt)
                    && ModelFields.sameValue(a.createdBy, b.createdBy);
        }

        @Override
        public int hash(MetricTemplate model) {
            return ModelFields.hashOf(
                    model.id,
                    model.name,
                    model.dimension,
                    model.status,
                    model.context,
                    model.category,
                    model.subcategory,
                    model.purpose,
                    ModelFields.listOf(model.owners),
                    ModelFields.listOf(model.audience),
                    ModelFields.listOf(model.detectedParameters),
                    ModelFields.listOf(model.properties),
                    ModelFields.listOf(model.segments),
                    model.passCriteria,
                    model.thresholdConstraint,
                    model.weightage,
                    model.columnLimit,
                    model.rowLimit,
                    model.totalIssue,
                    model.totalAlert,
                    model.totalViews,
                    model.assignedMetricCount,
                    model.enabledTotalRecords,
                    model.enabledFailedRows,
                    model.enabledExportRows,
                    model.aggregate,
                    model.allowScore,
                    model.autoThreshold,
                    model.muteNotification,
                    model.driftEnabled,
                    model.positive,
                    model.active,
                    model.createdAt,
                    model.createdBy);
        }

        @Override
        public void describe(MetricTemplate model, ModelFields.Sink sink) {
            sink.add("id", model.id)
                    .add("name", model.name)
                    .add("dimension", model.dimension)
                    .add("status", model.status)
                    .add("context", model.context)
                    .add("category", model.category)
                    .add("subcategory", model.subcategory)
                    .add("purpose", model.purpose)
                    .add("owner", model.owners)
                    .add("audience", model.audience)
                    .add("detected_parameters", model.detectedParameters)
                    .add("properties", model.properties)
                    .add("segments", model.segments)
                    .add("pass_criteria", model.passCriteria)
                    .add("threshold_constraint", model.thresholdConstraint)
                    .add("weightage", model.weightage)
                    .add("column_limit", model.columnLimit)
                    .add("row_limit", model.rowLimit)
                    .add("total_issue", model.totalIssue)
                    .add("total_alert", model.totalAlert)
                    .add("total_views", model.totalViews)
                    .add("assigned_metric_count", model.assignedMetricCount)
                    .add("enabled_total_records", model.enabledTotalRecords)
                    .add("enabled_failed_rows", model.enabledFailedRows)
                    .add("enabled_export_rows", model.enabledExportRows)
                    .add("is_aggregate", model.aggregate)
                    .add("allow_score", model.allowScore)
                    .add("auto_threshold", model.autoThreshold)
                    .add("mute_notification", model.muteNotification)
                    .add("is_drift_enabled", model.driftEnabled)
                    .add("is_positive", model.positive)
                    .add("is_active", model.active)
                    .add("created_at", model.createdAt)
                    .add("created_by", model.createdBy);
        }

        @Override
        public List<String> names() {
            return List.of(
                    "id",
                    "name",
                    "dimension",
                    "status",
                    "context",
                    "category",
                    "subcategory",
                    "purpose",
                    "owner",
                    "audience",
                    "detected_parameters",
                    "properties",
                    "segments",
                    "pass_criteria",
                    "threshold_constraint",
                    "weightage",
                    "column_limit",
                    "row_limit",
                    "total_issue",
                    "total_alert",
                    "total_views",
                    "assigned_metric_count",
                    "enabled_total_records",
                    "enabled_failed_rows",
                    "enabled_export_rows",
                    "is_aggregate",
                    "allow_score",
                    "auto_threshold",
                    "mute_notification",
                    "is_drift_enabled",
                    "is_positive",
                    "is_active",
                    "created_at",
                    "created_by");
        }

        @Override
        public ModelState state(MetricTemplate model) {
            return model.state;
        }

        @Override
        public void state(MetricTemplate model, ModelState state) {
            model.state = state;
        }

        @Override
        @SuppressWarnings("unchecked")
        public MetricTemplate create(Object[] values) {
            return new MetricTemplate(
                    (String) values[0],
                    (String) values[1],
                    (String) values[2],
                    (Status) values[3],
                    (String) values[4],
                    (String) values[5],
                    (String) values[6],
                    (String) values[7],
                    (List<Owner>) values[8],
                    (List<JsonObject>) values[9],
                    (List<JsonObject>) values[10],
                    (List<JsonObject>) values[11],
                    (List<JsonObject>) values[12],
                    (JsonObject) values[13],
                    (ThresholdConstraint) values[14],
                    (Long) values[15],
                    (Long) values[16],
                    (Long) values[17],
                    (Long) values[18],
                    (Long) values[19],
                    (Long) values[20],
                    (Long) values[21],
                    (Boolean) values[22],
                    (Boolean) values[23],
                    (Boolean) values[24],
                    (Boolean) values[25],
                    (Boolean) values[26],
                    (Boolean) values[27],
                    (Boolean) values[28],
                    (Boolean) values[29],
                    (Boolean) values[30],
                    (Boolean) values[31],
                    (OffsetDateTime) values[32],
                    (String) values[33]);
        }
    }

    /** Builds a {@link MetricTemplate}: one setter per field, named like its accessor. */
    public static final class Builder implements ApiObject.Builder {
        private final ModelBuilder state;

        private Builder(MetricTemplate from) {
            this.state = new ModelBuilder(MetricTemplate.class, from);
        }

        /**
         * Sets the template's id ({@code id}).
         *
         * @param id the value; {@code null} clears it
         * @return this builder
         */
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
        public Builder name(String name) {
            state.put("name", name);
            return this;
        }

        /**
         * Sets the quality dimension, for example validity ({@code dimension}).
         *
         * @param dimension the value; {@code null} clears it
         * @return this builder
         */
        public Builder dimension(String dimension) {
            state.put("dimension", dimension);
            return this;
        }

        /**
         * Sets the review status; an open set ({@code status}).
         *
         * @param status the value; {@code null} clears it
         * @return this builder
         */
        public Builder status(Status status) {
            state.put("status", status);
            return this;
        }

        /**
         * Sets the business context ({@code context}).
         *
         * @param context the value; {@code null} clears it
         * @return this builder
         */
        public Builder context(String context) {
            state.put("context", context);
            return this;
        }

        /**
         * Sets the category ({@code category}).
         *
         * @param category the value; {@code null} clears it
         * @return this builder
         */
        public Builder category(String category) {
            state.put("category", category);
            return this;
        }

        /**
         * Sets the subcategory ({@code subcategory}).
         *
         * @param subcategory the value; {@code null} clears it
         * @return this builder
         */
        public Builder subcategory(String subcategory) {
            state.put("subcategory", subcategory);
            return this;
        }

        /**
         * Sets the purpose ({@code purpose}).
         *
         * @param purpose the value; {@code null} clears it
         * @return this builder
         */
        public Builder purpose(String purpose) {
            state.put("purpose", purpose);
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
         * Sets the audience ({@code audience}).
         *
         * @param audience the value; {@code null} clears it
         * @return this builder
         */
        public Builder audience(List<JsonObject> audience) {
            state.put("audience", audience);
            return this;
        }

        /**
         * Sets the parameters detected in the template ({@code detected_parameters}).
         *
         * @param detectedParameters the value; {@code null} clears it
         * @return this builder
         */
        public Builder detectedParameters(List<JsonObject> detectedParameters) {
            state.put("detected_parameters", detectedParameters);
            return this;
        }

        /**
         * Sets the properties ({@code properties}).
         *
         * @param properties the value; {@code null} clears it
         * @return this builder
         */
        public Builder properties(List<JsonObject> properties) {
            state.put("properties", properties);
            return this;
        }

        /**
         * Sets the segments ({@code segments}).
         *
         * @param segments the value; {@code null} clears it
         * @return this builder
         */
        public Builder segments(List<JsonObject> segments) {
            state.put("segments", segments);
            return this;
        }

        /**
         * Sets the pass criteria ({@code pass_criteria}).
         *
         * @param passCriteria the value; {@code null} clears it
         * @return this builder
         */
        public Builder passCriteria(JsonObject passCriteria) {
            state.put("pass_criteria", passCriteria);
            return this;
        }

        /**
         * Sets how the threshold of its metrics is set ({@code threshold_constraint}).
         *
         * @param thresholdConstraint the value; {@code null} clears it
         * @return this builder
         */
        public Builder thresholdConstraint(ThresholdConstraint thresholdConstraint) {
            state.put("threshold_constraint", thresholdConstraint);
            return this;
        }

        /**
         * Sets the metrics' weight in the score ({@code weightage}).
         *
         * @param weightage the value; {@code null} clears it
         * @return this builder
         */
        public Builder weightage(Long weightage) {
            state.put("weightage", weightage);
            return this;
        }

        /**
         * Sets the column limit ({@code column_limit}).
         *
         * @param columnLimit the value; {@code null} clears it
         * @return this builder
         */
        public Builder columnLimit(Long columnLimit) {
            state.put("column_limit", columnLimit);
            return this;
        }

        /**
         * Sets the row limit ({@code row_limit}).
         *
         * @param rowLimit the value; {@code null} clears it
         * @return this builder
         */
        public Builder rowLimit(Long rowLimit) {
            state.put("row_limit", rowLimit);
            return this;
        }

        /**
         * Sets the number of issues ({@code total_issue}).
         *
         * @param totalIssue the value; {@code null} clears it
         * @return this builder
         */
        public Builder totalIssue(Long totalIssue) {
            state.put("total_issue", totalIssue);
            return this;
        }

        /**
         * Sets the number of alerts ({@code total_alert}).
         *
         * @param totalAlert the value; {@code null} clears it
         * @return this builder
         */
        public Builder totalAlert(Long totalAlert) {
            state.put("total_alert", totalAlert);
            return this;
        }

        /**
         * Sets the number of views ({@code total_views}).
         *
         * @param totalViews the value; {@code null} clears it
         * @return this builder
         */
        public Builder totalViews(Long totalViews) {
            state.put("total_views", totalViews);
            return this;
        }

        /**
         * Sets the number of metric details assigned to the template ({@code assigned_metric_count}).
         *
         * @param assignedMetricCount the value; {@code null} clears it
         * @return this builder
         */
        public Builder assignedMetricCount(Long assignedMetricCount) {
            state.put("assigned_metric_count", assignedMetricCount);
            return this;
        }

        /**
         * Sets whether total records are counted ({@code enabled_total_records}).
         *
         * @param enabledTotalRecords the value; {@code null} clears it
         * @return this builder
         */
        public Builder enabledTotalRecords(Boolean enabledTotalRecords) {
            state.put("enabled_total_records", enabledTotalRecords);
            return this;
        }

        /**
         * Sets whether failed rows are kept ({@code enabled_failed_rows}).
         *
         * @param enabledFailedRows the value; {@code null} clears it
         * @return this builder
         */
        public Builder enabledFailedRows(Boolean enabledFailedRows) {
            state.put("enabled_failed_rows", enabledFailedRows);
            return this;
        }

        /**
         * Sets whether row export is on ({@code enabled_export_rows}).
         *
         * @param enabledExportRows the value; {@code null} clears it
         * @return this builder
         */
        public Builder enabledExportRows(Boolean enabledExportRows) {
            state.put("enabled_export_rows", enabledExportRows);
            return this;
        }

        /**
         * Sets whether the metrics aggregate values ({@code is_aggregate}).
         *
         * @param isAggregate the value; {@code null} clears it
         * @return this builder
         */
        public Builder isAggregate(Boolean isAggregate) {
            state.put("is_aggregate", isAggregate);
            return this;
        }

        /**
         * Sets whether the metrics count towards the score ({@code allow_score}).
         *
         * @param allowScore the value; {@code null} clears it
         * @return this builder
         */
        public Builder allowScore(Boolean allowScore) {
            state.put("allow_score", allowScore);
            return this;
        }

        /**
         * Sets whether the threshold is set automatically ({@code auto_threshold}).
         *
         * @param autoThreshold the value; {@code null} clears it
         * @return this builder
         */
        public Builder autoThreshold(Boolean autoThreshold) {
            state.put("auto_threshold", autoThreshold);
            return this;
        }

        /**
         * Sets whether notifications are muted ({@code mute_notification}).
         *
         * @param muteNotification the value; {@code null} clears it
         * @return this builder
         */
        public Builder muteNotification(Boolean muteNotification) {
            state.put("mute_notification", muteNotification);
            return this;
        }

        /**
         * Sets whether drift detection is on ({@code is_drift_enabled}).
         *
         * @param isDriftEnabled the value; {@code null} clears it
         * @return this builder
         */
        public Builder isDriftEnabled(Boolean isDriftEnabled) {
            state.put("is_drift_enabled", isDriftEnabled);
            return this;
        }

        /**
         * Sets whether a higher value is better ({@code is_positive}).
         *
         * @param isPositive the value; {@code null} clears it
         * @return this builder
         */
        public Builder isPositive(Boolean isPositive) {
            state.put("is_positive", isPositive);
            return this;
        }

        /**
         * Sets whether the template is active ({@code is_active}).
         *
         * @param isActive the value; {@code null} clears it
         * @return this builder
         */
        public Builder isActive(Boolean isActive) {
            state.put("is_active", isActive);
            return this;
        }

        /**
         * Sets when the template was created ({@code created_at}).
         *
         * @param createdAt the value; {@code null} clears it
         * @return this builder
         */
        public Builder createdAt(OffsetDateTime createdAt) {
            state.put("created_at", createdAt);
            return this;
        }

        /**
         * Sets who created the template ({@code created_by}).
         *
         * @param createdBy the value; {@code null} clears it
         * @return this builder
         */
        public Builder createdBy(String createdBy) {
            state.put("created_by", createdBy);
            return this;
        }

        /**
         * Sets a field {@code MetricTemplate} has no accessor for; it reads back through
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
         * Sets several fields {@code MetricTemplate} has no accessor for.
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
         * Removes a field {@code MetricTemplate} has no accessor for.
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
         * Builds the {@code MetricTemplate} from the fields set so far, as an answer holding them is decoded; the
         * builder can go on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        public MetricTemplate build() {
            return state.build(MetricTemplate.class);
        }

        /** Names the model type and the JSON names of the fields set, never their values. */
        @Override
        public String toString() {
            return state.toString();
        }
    }
}
