// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.alertclusters;

import io.dgq.sdk.paging.ListColumn;

/**
 * The columns an alert cluster list can be sorted and filtered by: the scalar fields of {@link AlertClusterListItem}.
 */
public enum AlertClusterColumn implements ListColumn {
    /** Sorts or filters by {@code alert_cluster_id}. */
    ALERT_CLUSTER_ID("alert_cluster_id"),

    /** Sorts or filters by {@code root_alert_id}. */
    ROOT_ALERT_ID("root_alert_id"),

    /** Sorts or filters by {@code root_asset_id}. */
    ROOT_ASSET_ID("root_asset_id"),

    /** Sorts or filters by {@code root_asset_name}. */
    ROOT_ASSET_NAME("root_asset_name"),

    /** Sorts or filters by {@code priority}. */
    PRIORITY("priority"),

    /** Sorts or filters by {@code cluster_status}. */
    CLUSTER_STATUS("cluster_status"),

    /** Sorts or filters by {@code issue_id}. */
    ISSUE_ID("issue_id"),

    /** Sorts or filters by {@code issue_ref_id}. */
    ISSUE_REF_ID("issue_ref_id"),

    /** Sorts or filters by {@code name}. */
    NAME("name"),

    /** Sorts or filters by {@code source_type}. */
    SOURCE_TYPE("source_type"),

    /** Sorts or filters by {@code asset_type}. */
    ASSET_TYPE("asset_type"),

    /** Sorts or filters by {@code metric_category}. */
    METRIC_CATEGORY("metric_category"),

    /** Sorts or filters by {@code metric_sub_category}. */
    METRIC_SUB_CATEGORY("metric_sub_category"),

    /** Sorts or filters by {@code confidence_score}. */
    CONFIDENCE_SCORE("confidence_score"),

    /** Sorts or filters by {@code total_asset}. */
    TOTAL_ASSET("total_asset"),

    /** Sorts or filters by {@code total_alert}. */
    TOTAL_ALERT("total_alert"),

    /** Sorts or filters by {@code created_at}. */
    CREATED_AT("created_at"),

    /** Sorts or filters by {@code modified_at}. */
    MODIFIED_AT("modified_at");

    private final String columnName;

    AlertClusterColumn(String columnName) {
        this.columnName = columnName;
    }

    @Override
    public String columnName() {
        return columnName;
    }
}
