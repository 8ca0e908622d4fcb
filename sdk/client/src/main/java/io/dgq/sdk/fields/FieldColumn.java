// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.fields;

import io.dgq.sdk.paging.ListColumn;

/** The columns a field list can be sorted and filtered by: the scalar fields of {@link Field}. */
public enum FieldColumn implements ListColumn {
    /** Sorts or filters by {@code id}. */
    ID("id"),

    /** Sorts or filters by {@code name}. */
    NAME("name"),

    /** Sorts or filters by {@code description}. */
    DESCRIPTION("description"),

    /** Sorts or filters by {@code data_type}. */
    DATA_TYPE("data_type"),

    /** Sorts or filters by {@code level}. */
    LEVEL("level"),

    /** Sorts or filters by {@code field_tab_id}. */
    FIELD_TAB_ID("field_tab_id"),

    /** Sorts or filters by {@code field_group_id}. */
    FIELD_GROUP_ID("field_group_id"),

    /** Sorts or filters by {@code icon}. */
    ICON("icon"),

    /** Sorts or filters by {@code display_order}. */
    DISPLAY_ORDER("display_order"),

    /** Sorts or filters by {@code is_created}. */
    IS_CREATED("is_created"),

    /** Sorts or filters by {@code is_active}. */
    IS_ACTIVE("is_active"),

    /** Sorts or filters by {@code is_delete}. */
    IS_DELETE("is_delete"),

    /** Sorts or filters by {@code created_by}. */
    CREATED_BY("created_by"),

    /** Sorts or filters by {@code modified_by}. */
    MODIFIED_BY("modified_by"),

    /** Sorts or filters by {@code created_at}. */
    CREATED_AT("created_at"),

    /** Sorts or filters by {@code modified_at}. */
    MODIFIED_AT("modified_at");

    private final String columnName;

    FieldColumn(String columnName) {
        this.columnName = columnName;
    }

    @Override
    public String columnName() {
        return columnName;
    }
}
