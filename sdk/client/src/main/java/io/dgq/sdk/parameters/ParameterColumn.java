// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.parameters;

import io.dgq.sdk.paging.ListColumn;

/** The columns a parameter list can be sorted and filtered by: the scalar fields of {@link Parameter}. */
public enum ParameterColumn implements ListColumn {
    /** Sorts or filters by {@code id}. */
    ID("id"),

    /** Sorts or filters by {@code name}. */
    NAME("name"),

    /** Sorts or filters by {@code type}. */
    TYPE("type"),

    /** Sorts or filters by {@code value}. */
    VALUE("value"),

    /** Sorts or filters by {@code is_active}. */
    IS_ACTIVE("is_active"),

    /** Sorts or filters by {@code created_at}. */
    CREATED_AT("created_at"),

    /** Sorts or filters by {@code modified_at}. */
    MODIFIED_AT("modified_at"),

    /** Sorts or filters by {@code created_by}. */
    CREATED_BY("created_by");

    private final String columnName;

    ParameterColumn(String columnName) {
        this.columnName = columnName;
    }

    @Override
    public String columnName() {
        return columnName;
    }
}
