// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.patterns;

import io.dgq.sdk.paging.ListColumn;

/** The columns a pattern list can be sorted and filtered by: the scalar fields of {@link Pattern}. */
public enum PatternColumn implements ListColumn {
    /** Sorts or filters by {@code id}. */
    ID("id"),

    /** Sorts or filters by {@code name}. */
    NAME("name"),

    /** Sorts or filters by {@code pattern}. */
    PATTERN("pattern"),

    /** Sorts or filters by {@code type}. */
    TYPE("type"),

    /** Sorts or filters by {@code attribute_id}. */
    ATTRIBUTE_ID("attribute_id"),

    /** Sorts or filters by {@code system_pattern_id}. */
    SYSTEM_PATTERN_ID("system_pattern_id"),

    /** Sorts or filters by {@code is_valid}. */
    IS_VALID("is_valid"),

    /** Sorts or filters by {@code created_at}. */
    CREATED_AT("created_at"),

    /** Sorts or filters by {@code created_by}. */
    CREATED_BY("created_by");

    private final String columnName;

    PatternColumn(String columnName) {
        this.columnName = columnName;
    }

    @Override
    public String columnName() {
        return columnName;
    }
}
