// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.domains;

import io.dgq.sdk.paging.ListColumn;

/** The columns a domain list can be sorted and filtered by: the scalar fields of {@link DomainListItem}. */
public enum DomainColumn implements ListColumn {
    /** Sorts or filters by {@code id}. */
    ID("id"),

    /** Sorts or filters by {@code name}. */
    NAME("name"),

    /** Sorts or filters by {@code description}. */
    DESCRIPTION("description"),

    /** Sorts or filters by {@code type}. */
    TYPE("type"),

    /** Sorts or filters by {@code source}. */
    SOURCE("source"),

    /** Sorts or filters by {@code parent_id}. */
    PARENT_ID("parent_id"),

    /** Sorts or filters by {@code owner_team}. */
    OWNER_TEAM("owner_team"),

    /** Sorts or filters by {@code qualified_name}. */
    QUALIFIED_NAME("qualified_name"),

    /** Sorts or filters by {@code score}. */
    SCORE("score"),

    /** Sorts or filters by {@code status}. */
    STATUS("status"),

    /** Sorts or filters by {@code user}. */
    USER("user"),

    /** Sorts or filters by {@code freshness_sla}. */
    FRESHNESS_SLA("freshness_sla"),

    /** Sorts or filters by {@code schema_stability}. */
    SCHEMA_STABILITY("schema_stability"),

    /** Sorts or filters by {@code sla_config}. */
    SLA_CONFIG("sla_config"),

    /** Sorts or filters by {@code level}. */
    LEVEL("level"),

    /** Sorts or filters by {@code total_alerts}. */
    TOTAL_ALERTS("total_alerts"),

    /** Sorts or filters by {@code total_issues}. */
    TOTAL_ISSUES("total_issues"),

    /** Sorts or filters by {@code linked_asset_count}. */
    LINKED_ASSET_COUNT("linked_asset_count"),

    /** Sorts or filters by {@code linked_metric_count}. */
    LINKED_METRIC_COUNT("linked_metric_count"),

    /** Sorts or filters by {@code total_conversations}. */
    TOTAL_CONVERSATIONS("total_conversations"),

    /** Sorts or filters by {@code total_views}. */
    TOTAL_VIEWS("total_views"),

    /** Sorts or filters by {@code linked_assets}. */
    LINKED_ASSETS("linked_assets"),

    /** Sorts or filters by {@code total_likes}. */
    TOTAL_LIKES("total_likes"),

    /** Sorts or filters by {@code total_dislikes}. */
    TOTAL_DISLIKES("total_dislikes"),

    /** Sorts or filters by {@code is_active}. */
    IS_ACTIVE("is_active"),

    /** Sorts or filters by {@code is_deleted}. */
    IS_DELETED("is_deleted"),

    /** Sorts or filters by {@code created_at}. */
    CREATED_AT("created_at"),

    /** Sorts or filters by {@code modified_at}. */
    MODIFIED_AT("modified_at"),

    /** Sorts or filters by {@code created_by}. */
    CREATED_BY("created_by"),

    /** Sorts or filters by {@code modified_by}. */
    MODIFIED_BY("modified_by");

    private final String columnName;

    DomainColumn(String columnName) {
        this.columnName = columnName;
    }

    @Override
    public String columnName() {
        return columnName;
    }
}
