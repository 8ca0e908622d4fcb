package io.dgq.sdk.metrictemplates;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.metricdetails.ThresholdConstraint;
import io.dgq.sdk.model.ApiObject;
import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.model.Owner;
import io.dgq.sdk.model.Status;
import java.time.OffsetDateTime;
import java.util.List;

/**
 * A metric template: the shared configuration of the metric details assigned to it. The same record is answered
 * by {@code GET /metrics/template/{templateId}}, the template list and create. See {@link MetricTemplateColumn}
 * for the fields a list can sort and filter by.
 */
public final class MetricTemplate extends ApiObject {

    @JsonProperty("id")
    private String id;
    @JsonProperty("name")
    private String name;
    @JsonProperty("dimension")
    private String dimension;
    @JsonProperty("status")
    private Status status;
    @JsonProperty("context")
    private String context;
    @JsonProperty("category")
    private String category;
    @JsonProperty("subcategory")
    private String subcategory;
    @JsonProperty("purpose")
    private String purpose;
    @JsonProperty("owner")
    private List<Owner> owners;
    @JsonProperty("audience")
    private List<JsonObject> audience;
    @JsonProperty("detected_parameters")
    private List<JsonObject> detectedParameters;
    @JsonProperty("properties")
    private List<JsonObject> properties;
    @JsonProperty("segments")
    private List<JsonObject> segments;
    @JsonProperty("pass_criteria")
    private JsonObject passCriteria;
    @JsonProperty("threshold_constraint")
    private ThresholdConstraint thresholdConstraint;
    @JsonProperty("weightage")
    private Integer weightage;
    @JsonProperty("column_limit")
    private Integer columnLimit;
    @JsonProperty("row_limit")
    private Integer rowLimit;
    @JsonProperty("total_issue")
    private Integer totalIssue;
    @JsonProperty("total_alert")
    private Integer totalAlert;
    @JsonProperty("total_views")
    private Integer totalViews;
    @JsonProperty("assigned_metric_count")
    private Integer assignedMetricCount;
    @JsonProperty("enabled_total_records")
    private Boolean enabledTotalRecords;
    @JsonProperty("enabled_failed_rows")
    private Boolean enabledFailedRows;
    @JsonProperty("enabled_export_rows")
    private Boolean enabledExportRows;
    @JsonProperty("is_aggregate")
    private Boolean aggregate;
    @JsonProperty("allow_score")
    private Boolean allowScore;
    @JsonProperty("auto_threshold")
    private Boolean autoThreshold;
    @JsonProperty("mute_notification")
    private Boolean muteNotification;
    @JsonProperty("is_drift_enabled")
    private Boolean driftEnabled;
    @JsonProperty("is_positive")
    private Boolean positive;
    @JsonProperty("is_active")
    private Boolean active;
    @JsonProperty("created_at")
    private OffsetDateTime createdAt;
    @JsonProperty("created_by")
    private String createdBy;

    private MetricTemplate() {
    }

    /** {@return the template's id ({@code id})} */
    public String id() {
        return id;
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return name;
    }

    /** {@return the quality dimension, for example validity ({@code dimension})} */
    public String dimension() {
        return dimension;
    }

    /** {@return the review status; an open set ({@code status})} */
    public Status status() {
        return status;
    }

    /** {@return the business context ({@code context})} */
    public String context() {
        return context;
    }

    /** {@return the category ({@code category})} */
    public String category() {
        return category;
    }

    /** {@return the subcategory ({@code subcategory})} */
    public String subcategory() {
        return subcategory;
    }

    /** {@return the purpose ({@code purpose})} */
    public String purpose() {
        return purpose;
    }

    /** {@return the owners ({@code owner})} */
    public List<Owner> owners() {
        return listOf(owners);
    }

    /** {@return the audience ({@code audience})} */
    public List<JsonObject> audience() {
        return listOf(audience);
    }

    /** {@return the parameters detected in the template ({@code detected_parameters})} */
    public List<JsonObject> detectedParameters() {
        return listOf(detectedParameters);
    }

    /** {@return the properties ({@code properties})} */
    public List<JsonObject> properties() {
        return listOf(properties);
    }

    /** {@return the segments ({@code segments})} */
    public List<JsonObject> segments() {
        return listOf(segments);
    }

    /** {@return the pass criteria ({@code pass_criteria})} */
    public JsonObject passCriteria() {
        return passCriteria;
    }

    /** {@return how the threshold of its metrics is set ({@code threshold_constraint})} */
    public ThresholdConstraint thresholdConstraint() {
        return thresholdConstraint;
    }

    /** {@return the metrics' weight in the score ({@code weightage})} */
    public Integer weightage() {
        return weightage;
    }

    /** {@return the column limit ({@code column_limit})} */
    public Integer columnLimit() {
        return columnLimit;
    }

    /** {@return the row limit ({@code row_limit})} */
    public Integer rowLimit() {
        return rowLimit;
    }

    /** {@return the number of issues ({@code total_issue})} */
    public Integer totalIssue() {
        return totalIssue;
    }

    /** {@return the number of alerts ({@code total_alert})} */
    public Integer totalAlert() {
        return totalAlert;
    }

    /** {@return the number of views ({@code total_views})} */
    public Integer totalViews() {
        return totalViews;
    }

    /** {@return the number of metric details assigned to the template ({@code assigned_metric_count})} */
    public Integer assignedMetricCount() {
        return assignedMetricCount;
    }

    /** {@return whether total records are counted ({@code enabled_total_records})} */
    public Boolean enabledTotalRecords() {
        return enabledTotalRecords;
    }

    /** {@return whether failed rows are kept ({@code enabled_failed_rows})} */
    public Boolean enabledFailedRows() {
        return enabledFailedRows;
    }

    /** {@return whether row export is on ({@code enabled_export_rows})} */
    public Boolean enabledExportRows() {
        return enabledExportRows;
    }

    /** {@return whether the metrics aggregate values ({@code is_aggregate})} */
    public Boolean isAggregate() {
        return aggregate;
    }

    /** {@return whether the metrics count towards the score ({@code allow_score})} */
    public Boolean allowScore() {
        return allowScore;
    }

    /** {@return whether the threshold is set automatically ({@code auto_threshold})} */
    public Boolean autoThreshold() {
        return autoThreshold;
    }

    /** {@return whether notifications are muted ({@code mute_notification})} */
    public Boolean muteNotification() {
        return muteNotification;
    }

    /** {@return whether drift detection is on ({@code is_drift_enabled})} */
    public Boolean isDriftEnabled() {
        return driftEnabled;
    }

    /** {@return whether a higher value is better ({@code is_positive})} */
    public Boolean isPositive() {
        return positive;
    }

    /** {@return whether the template is active ({@code is_active})} */
    public Boolean isActive() {
        return active;
    }

    /** {@return when the template was created ({@code created_at})} */
    public OffsetDateTime createdAt() {
        return createdAt;
    }

    /** {@return who created the template ({@code created_by})} */
    public String createdBy() {
        return createdBy;
    }

    @Override
    public String toString() {
        return "MetricTemplate{id=" + id + ", name=" + name + ", status=" + status + ", assignedMetricCount="
                + assignedMetricCount + "}";
    }
}
