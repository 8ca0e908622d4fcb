// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.metrictemplates;

import io.dgq.sdk.paging.ListColumn;

/** The columns a metric template list can be sorted and filtered by: the scalar fields of {@link MetricTemplate}. */
public enum MetricTemplateColumn implements ListColumn {
    /** Sorts or filters by {@code id}. */
    ID("id"),

    /** Sorts or filters by {@code name}. */
    NAME("name"),

    /** Sorts or filters by {@code dimension}. */
    DIMENSION("dimension"),

    /** Sorts or filters by {@code status}. */
    STATUS("status"),

    /** Sorts or filters by {@code context}. */
    CONTEXT("context"),

    /** Sorts or filters by {@code category}. */
    CATEGORY("category"),

    /** Sorts or filters by {@code subcategory}. */
    SUBCATEGORY("subcategory"),

    /** Sorts or filters by {@code purpose}. */
    PURPOSE("purpose"),

    /** Sorts or filters by {@code weightage}. */
    WEIGHTAGE("weightage"),

    /** Sorts or filters by {@code column_limit}. */
    COLUMN_LIMIT("column_limit"),

    /** Sorts or filters by {@code row_limit}. */
    ROW_LIMIT("row_limit"),

    /** Sorts or filters by {@code total_issue}. */
    TOTAL_ISSUE("total_issue"),

    /** Sorts or filters by {@code total_alert}. */
    TOTAL_ALERT("total_alert"),

    /** Sorts or filters by {@code total_views}. */
    TOTAL_VIEWS("total_views"),

    /** Sorts or filters by {@code assigned_metric_count}. */
    ASSIGNED_METRIC_COUNT("assigned_metric_count"),

    /** Sorts or filters by {@code enabled_total_records}. */
    ENABLED_TOTAL_RECORDS("enabled_total_records"),

    /** Sorts or filters by {@code enabled_failed_rows}. */
    ENABLED_FAILED_ROWS("enabled_failed_rows"),

    /** Sorts or filters by {@code enabled_export_rows}. */
    ENABLED_EXPORT_ROWS("enabled_export_rows"),

    /** Sorts or filters by {@code is_aggregate}. */
    IS_AGGREGATE("is_aggregate"),

    /** Sorts or filters by {@code allow_score}. */
    ALLOW_SCORE("allow_score"),

    /** Sorts or filters by {@code auto_threshold}. */
    AUTO_THRESHOLD("auto_threshold"),

    /** Sorts or filters by {@code mute_notification}. */
    MUTE_NOTIFICATION("mute_notification"),

    /** Sorts or filters by {@code is_drift_enabled}. */
    IS_DRIFT_ENABLED("is_drift_enabled"),

    /** Sorts or filters by {@code is_positive}. */
    IS_POSITIVE("is_positive"),

    /** Sorts or filters by {@code is_active}. */
    IS_ACTIVE("is_active"),

    /** Sorts or filters by {@code created_at}. */
    CREATED_AT("created_at"),

    /** Sorts or filters by {@code created_by}. */
    CREATED_BY("created_by");

    private final String columnName;

    MetricTemplateColumn(String columnName) {
        this.columnName = columnName;
    }

    @Override
    public String columnName() {
        return columnName;
    }
}
