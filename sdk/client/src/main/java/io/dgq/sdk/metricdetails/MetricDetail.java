// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.metricdetails;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.sdk.internal.checks.Companion;
import io.dgq.sdk.internal.models.ModelBuilder;
import io.dgq.sdk.internal.models.ModelFields;
import io.dgq.sdk.internal.models.ModelState;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.json.JsonValue;
import io.dgq.sdk.model.ApiObject;
import io.dgq.sdk.model.Status;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;

/**
 * A metric detail: a data quality metric assigned to an asset, with its configuration. Answered by create, {@code GET
 * /metrics/detail/{metricDetailId}}, the metrics of an asset and the metrics of a template. Besides the fields of the
 * spec, the record holds its {@code id} and its {@code template_id}.
 */
@Companion(MetricDetail.Fields.class)
public final class MetricDetail implements ApiObject {
    @JsonProperty("id")
    private final String id;

    @JsonProperty("metric_detail_id")
    private final String metricDetailId;

    @JsonProperty("template_id")
    private final String templateId;

    @JsonProperty("name")
    private final String name;

    @JsonProperty("description")
    private final String description;

    @JsonProperty("metric_type")
    private final String metricType;

    @JsonProperty("asset_type")
    private final String assetType;

    @JsonProperty("status")
    private final Status status;

    @JsonProperty("asset_id")
    private final String assetId;

    @JsonProperty("source_id")
    private final String sourceId;

    @JsonProperty("context")
    private final String context;

    @JsonProperty("category")
    private final String category;

    @JsonProperty("subcategory")
    private final String subcategory;

    @JsonProperty("dimension")
    private final String dimension;

    @JsonProperty("level")
    private final String level;

    @JsonProperty("system_metric_id")
    private final String systemMetricId;

    @JsonProperty("purpose")
    private final String purpose;

    @JsonProperty("rationale")
    private final String rationale;

    @JsonProperty("is_aggregate")
    private final Boolean aggregate;

    @JsonProperty("is_active")
    private final Boolean active;

    @JsonProperty("is_validated")
    private final Boolean validated;

    @JsonProperty("is_drift_enabled")
    private final Boolean driftEnabled;

    @JsonProperty("is_positive")
    private final Boolean positive;

    @JsonProperty("allow_score")
    private final Boolean allowScore;

    @JsonProperty("auto_threshold")
    private final Boolean autoThreshold;

    @JsonProperty("mute_notification")
    private final Boolean muteNotification;

    @JsonProperty("is_ai_generated")
    private final Boolean aiGenerated;

    @JsonProperty("enabled_export_rows")
    private final Boolean enabledExportRows;

    @JsonProperty("enabled_failed_rows")
    private final Boolean enabledFailedRows;

    @JsonProperty("enabled_total_records")
    private final Boolean enabledTotalRecords;

    @JsonProperty("is_default")
    private final Boolean defaultValue;

    @JsonProperty("weightage")
    private final Long weightage;

    @JsonProperty("column_limit")
    private final Long columnLimit;

    @JsonProperty("row_limit")
    private final Long rowLimit;

    @JsonProperty("total_views")
    private final Long totalViews;

    @JsonProperty("pass_criteria")
    private final JsonObject passCriteria;

    @JsonProperty("usage_config")
    private final JsonObject usageConfig;

    @JsonProperty("ai_insights")
    private final JsonObject aiInsights;

    @JsonProperty("threshold")
    private final Threshold threshold;

    @JsonProperty("threshold_constraint")
    private final ThresholdConstraint thresholdConstraint;

    @JsonProperty("properties")
    private final List<JsonObject> properties;

    @JsonProperty("created_at")
    private final OffsetDateTime createdAt;

    @JsonProperty("modified_at")
    private final OffsetDateTime modifiedAt;

    /** What decoding kept besides the fields, and the caches; {@code null} while none. */
    private ModelState state;

    private MetricDetail(
            String id,
            String metricDetailId,
            String templateId,
            String name,
            String description,
            String metricType,
            String assetType,
            Status status,
            String assetId,
            String sourceId,
            String context,
            String category,
            String subcategory,
            String dimension,
            String level,
            String systemMetricId,
            String purpose,
            String rationale,
            Boolean aggregate,
            Boolean active,
            Boolean validated,
            Boolean driftEnabled,
            Boolean positive,
            Boolean allowScore,
            Boolean autoThreshold,
            Boolean muteNotification,
            Boolean aiGenerated,
            Boolean enabledExportRows,
            Boolean enabledFailedRows,
            Boolean enabledTotalRecords,
            Boolean defaultValue,
            Long weightage,
            Long columnLimit,
            Long rowLimit,
            Long totalViews,
            JsonObject passCriteria,
            JsonObject usageConfig,
            JsonObject aiInsights,
            Threshold threshold,
            ThresholdConstraint thresholdConstraint,
            List<JsonObject> properties,
            OffsetDateTime createdAt,
            OffsetDateTime modifiedAt) {
        this.id = id;
        this.metricDetailId = metricDetailId;
        this.templateId = templateId;
        this.name = name;
        this.description = description;
        this.metricType = metricType;
        this.assetType = assetType;
        this.status = status;
        this.assetId = assetId;
        this.sourceId = sourceId;
        this.context = context;
        this.category = category;
        this.subcategory = subcategory;
        this.dimension = dimension;
        this.level = level;
        this.systemMetricId = systemMetricId;
        this.purpose = purpose;
        this.rationale = rationale;
        this.aggregate = aggregate;
        this.active = active;
        this.validated = validated;
        this.driftEnabled = driftEnabled;
        this.positive = positive;
        this.allowScore = allowScore;
        this.autoThreshold = autoThreshold;
        this.muteNotification = muteNotification;
        this.aiGenerated = aiGenerated;
        this.enabledExportRows = enabledExportRows;
        this.enabledFailedRows = enabledFailedRows;
        this.enabledTotalRecords = enabledTotalRecords;
        this.defaultValue = defaultValue;
        this.weightage = weightage;
        this.columnLimit = columnLimit;
        this.rowLimit = rowLimit;
        this.totalViews = totalViews;
        this.passCriteria = passCriteria;
        this.usageConfig = usageConfig;
        this.aiInsights = aiInsights;
        this.threshold = threshold;
        this.thresholdConstraint = thresholdConstraint;
        this.properties = properties;
        this.createdAt = createdAt;
        this.modifiedAt = modifiedAt;
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

    /** {@return the metric detail's id ({@code id}); the same value as {@link #metricDetailId()}} */
    public String id() {
        return ModelState.decoded(this, state, "id", id);
    }

    /** {@return the metric detail's id, as the spec names it ({@code metric_detail_id})} */
    public String metricDetailId() {
        return ModelState.decoded(this, state, "metric_detail_id", metricDetailId);
    }

    /** {@return the id of the template the metric is assigned to ({@code template_id}); {@code null} for none} */
    public String templateId() {
        return ModelState.decoded(this, state, "template_id", templateId);
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return ModelState.decoded(this, state, "name", name);
    }

    /** {@return the description ({@code description})} */
    public String description() {
        return ModelState.decoded(this, state, "description", description);
    }

    /** {@return the kind of metric ({@code metric_type})} */
    public String metricType() {
        return ModelState.decoded(this, state, "metric_type", metricType);
    }

    /** {@return the kind of asset measured ({@code asset_type})} */
    public String assetType() {
        return ModelState.decoded(this, state, "asset_type", assetType);
    }

    /** {@return the review status ({@code status}); an open set} */
    public Status status() {
        return ModelState.decoded(this, state, "status", status);
    }

    /** {@return the measured asset's id ({@code asset_id})} */
    public String assetId() {
        return ModelState.decoded(this, state, "asset_id", assetId);
    }

    /** {@return the id of the asset's data source ({@code source_id})} */
    public String sourceId() {
        return ModelState.decoded(this, state, "source_id", sourceId);
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

    /** {@return the quality dimension, for example validity ({@code dimension})} */
    public String dimension() {
        return ModelState.decoded(this, state, "dimension", dimension);
    }

    /** {@return the level ({@code level})} */
    public String level() {
        return ModelState.decoded(this, state, "level", level);
    }

    /** {@return the id of the built-in metric this one derives from ({@code system_metric_id})} */
    public String systemMetricId() {
        return ModelState.decoded(this, state, "system_metric_id", systemMetricId);
    }

    /** {@return the purpose ({@code purpose})} */
    public String purpose() {
        return ModelState.decoded(this, state, "purpose", purpose);
    }

    /** {@return the rationale ({@code rationale})} */
    public String rationale() {
        return ModelState.decoded(this, state, "rationale", rationale);
    }

    /** {@return whether the metric aggregates values ({@code is_aggregate})} */
    public Boolean isAggregate() {
        return ModelState.decoded(this, state, "is_aggregate", aggregate);
    }

    /** {@return whether the metric is active ({@code is_active})} */
    public Boolean isActive() {
        return ModelState.decoded(this, state, "is_active", active);
    }

    /** {@return whether the metric has been validated ({@code is_validated})} */
    public Boolean isValidated() {
        return ModelState.decoded(this, state, "is_validated", validated);
    }

    /** {@return whether drift detection is on ({@code is_drift_enabled})} */
    public Boolean isDriftEnabled() {
        return ModelState.decoded(this, state, "is_drift_enabled", driftEnabled);
    }

    /** {@return whether a higher value is better ({@code is_positive})} */
    public Boolean isPositive() {
        return ModelState.decoded(this, state, "is_positive", positive);
    }

    /** {@return whether the metric counts towards the score ({@code allow_score})} */
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

    /** {@return whether the metric was generated by AI ({@code is_ai_generated})} */
    public Boolean isAiGenerated() {
        return ModelState.decoded(this, state, "is_ai_generated", aiGenerated);
    }

    /** {@return whether row export is on ({@code enabled_export_rows})} */
    public Boolean enabledExportRows() {
        return ModelState.decoded(this, state, "enabled_export_rows", enabledExportRows);
    }

    /** {@return whether failed rows are kept ({@code enabled_failed_rows})} */
    public Boolean enabledFailedRows() {
        return ModelState.decoded(this, state, "enabled_failed_rows", enabledFailedRows);
    }

    /** {@return whether total records are counted ({@code enabled_total_records})} */
    public Boolean enabledTotalRecords() {
        return ModelState.decoded(this, state, "enabled_total_records", enabledTotalRecords);
    }

    /** {@return whether this is a default metric ({@code is_default})} */
    public Boolean isDefault() {
        return ModelState.decoded(this, state, "is_default", defaultValue);
    }

    /** {@return the metric's weight in the score ({@code weightage})} */
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

    /** {@return the number of views ({@code total_views})} */
    public Long totalViews() {
        return ModelState.decoded(this, state, "total_views", totalViews);
    }

    /** {@return the pass criteria ({@code pass_criteria})} */
    public JsonObject passCriteria() {
        return ModelState.decoded(this, state, "pass_criteria", passCriteria);
    }

    /** {@return the usage configuration ({@code usage_config})} */
    public JsonObject usageConfig() {
        return ModelState.decoded(this, state, "usage_config", usageConfig);
    }

    /** {@return the AI insights ({@code ai_insights})} */
    public JsonObject aiInsights() {
        return ModelState.decoded(this, state, "ai_insights", aiInsights);
    }

    /** {@return the bounds the value must stay within ({@code threshold})} */
    public Threshold threshold() {
        return ModelState.decoded(this, state, "threshold", threshold);
    }

    /** {@return how the threshold is set ({@code threshold_constraint})} */
    public ThresholdConstraint thresholdConstraint() {
        return ModelState.decoded(this, state, "threshold_constraint", thresholdConstraint);
    }

    /** {@return the properties ({@code properties})} */
    public List<JsonObject> properties() {
        return ModelFields.listOf(ModelState.decoded(this, state, "properties", properties));
    }

    /** {@return when the metric detail was created ({@code created_at})} */
    public OffsetDateTime createdAt() {
        return ModelState.decoded(this, state, "created_at", createdAt);
    }

    /** {@return when the metric detail was last changed ({@code modified_at})} */
    public OffsetDateTime modifiedAt() {
        return ModelState.decoded(this, state, "modified_at", modifiedAt);
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

    /** The fields {@code MetricDetail} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    static final class Fields implements ModelFields.Table<MetricDetail> {
        @Override
        public boolean equal(MetricDetail a, MetricDetail b) {
            return ModelFields.sameValue(a.id, b.id)
                    && ModelFields.sameValue(a.metricDetailId, b.metricDetailId)
                    && ModelFields.sameValue(a.templateId, b.templateId)
                    && ModelFields.sameValue(a.name, b.name)
                    && ModelFields.sameValue(a.description, b.description)
                    && ModelFields.sameValue(a.metricType, b.metricType)
                    && ModelFields.sameValue(a.assetType, b.assetType)
                    && ModelFields.sameValue(a.status, b.status)
                    && ModelFields.sameValue(a.assetId, b.assetId)
                    && ModelFields.sameValue(a.sourceId, b.sourceId)
                    && ModelFields.sameValue(a.context, b.context)
                    && ModelFields.sameValue(a.category, b.category)
                    && ModelFields.sameValue(a.subcategory, b.subcategory)
                    && ModelFields.sameValue(a.dimension, b.dimension)
                    && ModelFields.sameValue(a.level, b.level)
                    && ModelFields.sameValue(a.systemMetricId, b.systemMetricId)
                    && ModelFields.sameValue(a.purpose, b.purpose)
                    && ModelFields.sameValue(a.rationale, b.rationale)
                    && ModelFields.sameValue(a.aggregate, b.aggregate)
                    && ModelFields.sameValue(a.active, b.active)
                    && ModelFields.sameValue(a.validated, b.validated)
                    && ModelFields.sameValue(a.driftEnabled, b.driftEnabled)
                    && ModelFields.sameValue(a.positive, b.positive)
                    && ModelFields.sameValue(a.allowScore, b.allowScore)
                    && ModelFields.sameValue(a.autoThreshold, b.autoThreshold)
                    && ModelFields.sameValue(a.muteNotification, b.muteNotification)
                    && ModelFields.sameValue(a.aiGenerated, b.aiGenerated)
                    && ModelFields.sameValue(a.enabledExportRows, b.enabledExportRows)
                    && ModelFields.sameValue(a.enabledFailedRows, b.enabledFailedRows)
                    && ModelFields.sameValue(a.enabledTotalRecords, b.enabledTotalRecords)
                    && ModelFields.sameValue(a.defaultValue, b.defaultValue)
                    && ModelFields.sameValue(a.weightage, b.weightage)
                    && ModelFields.sameValue(a.columnLimit, b.columnLimit)
                    && ModelFields.sameValue(a.rowLimit, b.rowLimit)
                    && ModelFields.sameValue(a.totalViews, b.totalViews)
                    && ModelFields.sameValue(a.passCriteria, b.passCriteria)
                    && ModelFields.sameValue(a.usageConfig, b.usageConfig)
                    && ModelFields.sameValue(a.aiInsights, b.aiInsights)
                    && ModelFields.sameValue(a.threshold, b.threshold)
                    && ModelFields.sameValue(a.thresholdConstraint, b.thresholdConstraint)
                    && ModelFields.listOf(a.properties).equals(ModelFields.listOf(b.properties))
                    && ModelFields.sameValue(a.createdAt, b.createdAt)
                    && ModelFields.sameValue(a.modifiedAt, b.modifiedAt);
        }

        @Override
        public int hash(MetricDetail model) {
            return ModelFields.hashOf(
                    model.id,
                    model.metricDetailId,
                    model.templateId,
                    model.name,
                    model.description,
                    model.metricType,
                    model.assetType,
                    model.status,
                    model.assetId,
                    model.sourceId,
                    model.context,
                    model.category,
                    model.subcategory,
                    model.dimension,
                    model.level,
                    model.systemMetricId,
                    model.purpose,
                    model.rationale,
                    model.aggregate,
                    model.active,
                    model.validated,
                    model.driftEnabled,
                    model.positive,
                    model.allowScore,
                    model.autoThreshold,
                    model.muteNotification,
                    model.aiGenerated,
                    model.enabledExportRows,
                    model.enabledFailedRows,
                    model.enabledTotalRecords,
                    model.defaultValue,
                    model.weightage,
                    model.columnLimit,
                    model.rowLimit,
                    model.totalViews,
                    model.passCriteria,
                    model.usageConfig,
                    model.aiInsights,
                    model.threshold,
                    model.thresholdConstraint,
                    ModelFields.listOf(model.properties),
                    model.createdAt,
                    model.modifiedAt);
        }

        @Override
        public void describe(MetricDetail model, ModelFields.Sink sink) {
            sink.add("id", model.id)
                    .add("metric_detail_id", model.metricDetailId)
                    .add("template_id", model.templateId)
                    .add("name", model.name)
                    .add("description", model.description)
                    .add("metric_type", model.metricType)
                    .add("asset_type", model.assetType)
                    .add("status", model.status)
                    .add("asset_id", model.assetId)
                    .add("source_id", model.sourceId)
                    .add("context", model.context)
                    .add("category", model.category)
                    .add("subcategory", model.subcategory)
                    .add("dimension", model.dimension)
                    .add("level", model.level)
                    .add("system_metric_id", model.systemMetricId)
                    .add("purpose", model.purpose)
                    .add("rationale", model.rationale)
                    .add("is_aggregate", model.aggregate)
                    .add("is_active", model.active)
                    .add("is_validated", model.validated)
                    .add("is_drift_enabled", model.driftEnabled)
                    .add("is_positive", model.positive)
                    .add("allow_score", model.allowScore)
                    .add("auto_threshold", model.autoThreshold)
                    .add("mute_notification", model.muteNotification)
                    .add("is_ai_generated", model.aiGenerated)
                    .add("enabled_export_rows", model.enabledExportRows)
                    .add("enabled_failed_rows", model.enabledFailedRows)
                    .add("enabled_total_records", model.enabledTotalRecords)
                    .add("is_default", model.defaultValue)
                    .add("weightage", model.weightage)
                    .add("column_limit", model.columnLimit)
                    .add("row_limit", model.rowLimit)
                    .add("total_views", model.totalViews)
                    .add("pass_criteria", model.passCriteria)
                    .add("usage_config", model.usageConfig)
                    .add("ai_insights", model.aiInsights)
                    .add("threshold", model.threshold)
                    .add("threshold_constraint", model.thresholdConstraint)
                    .add("properties", model.properties)
                    .add("created_at", model.createdAt)
                    .add("modified_at", model.modifiedAt);
        }

        @Override
        public List<String> names() {
            return List.of(
                    "id",
                    "metric_detail_id",
                    "template_id",
                    "name",
                    "description",
                    "metric_type",
                    "asset_type",
                    "status",
                    "asset_id",
                    "source_id",
                    "context",
                    "category",
                    "subcategory",
                    "dimension",
                    "level",
                    "system_metric_id",
                    "purpose",
                    "rationale",
                    "is_aggregate",
                    "is_active",
                    "is_validated",
                    "is_drift_enabled",
                    "is_positive",
                    "allow_score",
                    "auto_threshold",
                    "mute_notification",
                    "is_ai_generated",
                    "enabled_export_rows",
                    "enabled_failed_rows",
                    "enabled_total_records",
                    "is_default",
                    "weightage",
                    "column_limit",
                    "row_limit",
                    "total_views",
                    "pass_criteria",
                    "usage_config",
                    "ai_insights",
                    "threshold",
                    "threshold_constraint",
                    "properties",
                    "created_at",
                    "modified_at");
        }

        @Override
        public ModelState state(MetricDetail model) {
            return model.state;
        }

        @Override
        public void state(MetricDetail model, ModelState state) {
            model.state = state;
        }

        @Override
        @SuppressWarnings("unchecked")
        public MetricDetail create(Object[] values) {
            return new MetricDetail(
                    (String) values[0],
                    (String) values[1],
                    (String) values[2],
                    (String) values[3],
                    (String) values[4],
                    (String) values[5],
                    (String) values[6],
                    (Status) values[7],
                    (String) values[8],
                    (String) values[9],
                    (String) values[10],
                    (String) values[11],
                    (String) values[12],
                    (String) values[13],
                    (String) values[14],
                    (String) values[15],
                    (String) values[16],
                    (String) values[17],
                    (Boolean) values[18],
                    (Boolean) values[19],
                    (Boolean) values[20],
                    (Boolean) values[21],
                    (Boolean) values[22],
                    (Boolean) values[23],
                    (Boolean) values[24],
                    (Boolean) values[25],
                    (Boolean) values[26],
                    (Boolean) values[27],
                    (Boolean) values[28],
                    (Boolean) values[29],
                    (Boolean) values[30],
                    (Long) values[31],
                    (Long) values[32],
                    (Long) values[33],
                    (Long) values[34],
                    (JsonObject) values[35],
                    (JsonObject) values[36],
                    (JsonObject) values[37],
                    (Threshold) values[38],
                    (ThresholdConstraint) values[39],
                    (List<JsonObject>) values[40],
                    (OffsetDateTime) values[41],
                    (OffsetDateTime) values[42]);
        }
    }

    /** Builds a {@link MetricDetail}: one setter per field, named like its accessor. */
    public static final class Builder implements ApiObject.Builder {
        private final ModelBuilder state;

        private Builder(MetricDetail from) {
            this.state = new ModelBuilder(MetricDetail.class, from);
        }

        /**
         * Sets the metric detail's id ({@code id}); the same value as {@link MetricDetail#metricDetailId()}.
         *
         * @param id the value; {@code null} clears it
         * @return this builder
         */
        public Builder id(String id) {
            state.put("id", id);
            return this;
        }

        /**
         * Sets the metric detail's id, as the spec names it ({@code metric_detail_id}).
         *
         * @param metricDetailId the value; {@code null} clears it
         * @return this builder
         */
        public Builder metricDetailId(String metricDetailId) {
            state.put("metric_detail_id", metricDetailId);
            return this;
        }

        /**
         * Sets the id of the template the metric is assigned to ({@code template_id}); {@code null} for none.
         *
         * @param templateId the value; {@code null} clears it
         * @return this builder
         */
        public Builder templateId(String templateId) {
            state.put("template_id", templateId);
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
         * Sets the description ({@code description}).
         *
         * @param description the value; {@code null} clears it
         * @return this builder
         */
        public Builder description(String description) {
            state.put("description", description);
            return this;
        }

        /**
         * Sets the kind of metric ({@code metric_type}).
         *
         * @param metricType the value; {@code null} clears it
         * @return this builder
         */
        public Builder metricType(String metricType) {
            state.put("metric_type", metricType);
            return this;
        }

        /**
         * Sets the kind of asset measured ({@code asset_type}).
         *
         * @param assetType the value; {@code null} clears it
         * @return this builder
         */
        public Builder assetType(String assetType) {
            state.put("asset_type", assetType);
            return this;
        }

        /**
         * Sets the review status ({@code status}); an open set.
         *
         * @param status the value; {@code null} clears it
         * @return this builder
         */
        public Builder status(Status status) {
            state.put("status", status);
            return this;
        }

        /**
         * Sets the measured asset's id ({@code asset_id}).
         *
         * @param assetId the value; {@code null} clears it
         * @return this builder
         */
        public Builder assetId(String assetId) {
            state.put("asset_id", assetId);
            return this;
        }

        /**
         * Sets the id of the asset's data source ({@code source_id}).
         *
         * @param sourceId the value; {@code null} clears it
         * @return this builder
         */
        public Builder sourceId(String sourceId) {
            state.put("source_id", sourceId);
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
         * Sets the level ({@code level}).
         *
         * @param level the value; {@code null} clears it
         * @return this builder
         */
        public Builder level(String level) {
            state.put("level", level);
            return this;
        }

        /**
         * Sets the id of the built-in metric this one derives from ({@code system_metric_id}).
         *
         * @param systemMetricId the value; {@code null} clears it
         * @return this builder
         */
        public Builder systemMetricId(String systemMetricId) {
            state.put("system_metric_id", systemMetricId);
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
         * Sets the rationale ({@code rationale}).
         *
         * @param rationale the value; {@code null} clears it
         * @return this builder
         */
        public Builder rationale(String rationale) {
            state.put("rationale", rationale);
            return this;
        }

        /**
         * Sets whether the metric aggregates values ({@code is_aggregate}).
         *
         * @param isAggregate the value; {@code null} clears it
         * @return this builder
         */
        public Builder isAggregate(Boolean isAggregate) {
            state.put("is_aggregate", isAggregate);
            return this;
        }

        /**
         * Sets whether the metric is active ({@code is_active}).
         *
         * @param isActive the value; {@code null} clears it
         * @return this builder
         */
        public Builder isActive(Boolean isActive) {
            state.put("is_active", isActive);
            return this;
        }

        /**
         * Sets whether the metric has been validated ({@code is_validated}).
         *
         * @param isValidated the value; {@code null} clears it
         * @return this builder
         */
        public Builder isValidated(Boolean isValidated) {
            state.put("is_validated", isValidated);
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
         * Sets whether the metric counts towards the score ({@code allow_score}).
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
         * Sets whether the metric was generated by AI ({@code is_ai_generated}).
         *
         * @param isAiGenerated the value; {@code null} clears it
         * @return this builder
         */
        public Builder isAiGenerated(Boolean isAiGenerated) {
            state.put("is_ai_generated", isAiGenerated);
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
         * Sets whether this is a default metric ({@code is_default}).
         *
         * @param isDefault the value; {@code null} clears it
         * @return this builder
         */
        public Builder isDefault(Boolean isDefault) {
            state.put("is_default", isDefault);
            return this;
        }

        /**
         * Sets the metric's weight in the score ({@code weightage}).
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
         * Sets the usage configuration ({@code usage_config}).
         *
         * @param usageConfig the value; {@code null} clears it
         * @return this builder
         */
        public Builder usageConfig(JsonObject usageConfig) {
            state.put("usage_config", usageConfig);
            return this;
        }

        /**
         * Sets the AI insights ({@code ai_insights}).
         *
         * @param aiInsights the value; {@code null} clears it
         * @return this builder
         */
        public Builder aiInsights(JsonObject aiInsights) {
            state.put("ai_insights", aiInsights);
            return this;
        }

        /**
         * Sets the bounds the value must stay within ({@code threshold}).
         *
         * @param threshold the value; {@code null} clears it
         * @return this builder
         */
        public Builder threshold(Threshold threshold) {
            state.put("threshold", threshold);
            return this;
        }

        /**
         * Sets how the threshold is set ({@code threshold_constraint}).
         *
         * @param thresholdConstraint the value; {@code null} clears it
         * @return this builder
         */
        public Builder thresholdConstraint(ThresholdConstraint thresholdConstraint) {
            state.put("threshold_constraint", thresholdConstraint);
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
         * Sets when the metric detail was created ({@code created_at}).
         *
         * @param createdAt the value; {@code null} clears it
         * @return this builder
         */
        public Builder createdAt(OffsetDateTime createdAt) {
            state.put("created_at", createdAt);
            return this;
        }

        /**
         * Sets when the metric detail was last changed ({@code modified_at}).
         *
         * @param modifiedAt the value; {@code null} clears it
         * @return this builder
         */
        public Builder modifiedAt(OffsetDateTime modifiedAt) {
            state.put("modified_at", modifiedAt);
            return this;
        }

        /**
         * Sets a field {@code MetricDetail} has no accessor for; it reads back through
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
         * Sets several fields {@code MetricDetail} has no accessor for.
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
         * Removes a field {@code MetricDetail} has no accessor for.
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
         * Builds the {@code MetricDetail} from the fields set so far, as an answer holding them is decoded; the builder
         * can go on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        public MetricDetail build() {
            return state.build(MetricDetail.class);
        }

        /** Names the model type and the JSON names of the fields set, never their values. */
        @Override
        public String toString() {
            return state.toString();
        }
    }
}
