// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.terms;

import io.dgq.sdk.paging.ListColumn;

/** The columns a term list can be sorted and filtered by: the scalar fields of {@link TermListItem}. */
public enum TermColumn implements ListColumn {
    /** Sorts or filters by {@code id}. */
    ID("id"),

    /** Sorts or filters by {@code name}. */
    NAME("name"),

    /** Sorts or filters by {@code description}. */
    DESCRIPTION("description"),

    /** Sorts or filters by {@code status}. */
    STATUS("status"),

    /** Sorts or filters by {@code derived_type}. */
    DERIVED_TYPE("derived_type"),

    /** Sorts or filters by {@code source}. */
    SOURCE("source"),

    /** Sorts or filters by {@code qualified_name}. */
    QUALIFIED_NAME("qualified_name"),

    /** Sorts or filters by {@code thresold} (spelt so on the wire). */
    THRESHOLD("thresold"),

    /** Sorts or filters by {@code sensitivity}. */
    SENSITIVITY("sensitivity"),

    /** Sorts or filters by {@code domain_id}. */
    DOMAIN_ID("domain_id"),

    /** Sorts or filters by {@code glossary_id}. */
    GLOSSARY_ID("glossary_id"),

    /** Sorts or filters by {@code glossary_name}. */
    GLOSSARY_NAME("glossary_name"),

    /** Sorts or filters by {@code glossary_category_id}. */
    GLOSSARY_CATEGORY_ID("glossary_category_id"),

    /** Sorts or filters by {@code type}. */
    TYPE("type"),

    /** Sorts or filters by {@code user}. */
    USER("user"),

    /** Sorts or filters by {@code score}. */
    SCORE("score"),

    /** Sorts or filters by {@code min_length}. */
    MIN_LENGTH("min_length"),

    /** Sorts or filters by {@code max_length}. */
    MAX_LENGTH("max_length"),

    /** Sorts or filters by {@code min_value}. */
    MIN_VALUE("min_value"),

    /** Sorts or filters by {@code is_null}. */
    IS_NULL("is_null"),

    /** Sorts or filters by {@code is_blank}. */
    IS_BLANK("is_blank"),

    /** Sorts or filters by {@code is_unique}. */
    IS_UNIQUE("is_unique"),

    /** Sorts or filters by {@code is_primary_key}. */
    IS_PRIMARY_KEY("is_primary_key"),

    /** Sorts or filters by {@code is_active}. */
    IS_ACTIVE("is_active"),

    /** Sorts or filters by {@code is_deleted}. */
    IS_DELETED("is_deleted"),

    /** Sorts or filters by {@code total_alerts}. */
    TOTAL_ALERTS("total_alerts"),

    /** Sorts or filters by {@code total_issues}. */
    TOTAL_ISSUES("total_issues"),

    /** Sorts or filters by {@code linked_asset_count}. */
    LINKED_ASSET_COUNT("linked_asset_count"),

    /** Sorts or filters by {@code total_views}. */
    TOTAL_VIEWS("total_views"),

    /** Sorts or filters by {@code total_conversations}. */
    TOTAL_CONVERSATIONS("total_conversations"),

    /** Sorts or filters by {@code total_metrics}. */
    TOTAL_METRICS("total_metrics"),

    /** Sorts or filters by {@code row_count}. */
    ROW_COUNT("row_count"),

    /** Sorts or filters by {@code total_likes}. */
    TOTAL_LIKES("total_likes"),

    /** Sorts or filters by {@code total_dislikes}. */
    TOTAL_DISLIKES("total_dislikes"),

    /** Sorts or filters by {@code created_at}. */
    CREATED_AT("created_at"),

    /** Sorts or filters by {@code modified_at}. */
    MODIFIED_AT("modified_at"),

    /** Sorts or filters by {@code created_by}. */
    CREATED_BY("created_by"),

    /** Sorts or filters by {@code modified_by}. */
    MODIFIED_BY("modified_by");

    private final String columnName;

    TermColumn(String columnName) {
        this.columnName = columnName;
    }

    @Override
    public String columnName() {
        return columnName;
    }
}
