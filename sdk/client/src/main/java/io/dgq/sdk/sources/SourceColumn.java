// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.sources;

import io.dgq.sdk.paging.ListColumn;

/** The columns a source list can be sorted and filtered by: the scalar fields of {@link SourceListItem}. */
public enum SourceColumn implements ListColumn {
    /** Sorts or filters by {@code id}. */
    ID("id"),

    /** Sorts or filters by {@code name}. */
    NAME("name"),

    /** Sorts or filters by {@code description}. */
    DESCRIPTION("description"),

    /** Sorts or filters by {@code type}. */
    TYPE("type"),

    /** Sorts or filters by {@code is_valid}. */
    IS_VALID("is_valid"),

    /** Sorts or filters by {@code is_active}. */
    IS_ACTIVE("is_active"),

    /** Sorts or filters by {@code is_api_connection}. */
    IS_API_CONNECTION("is_api_connection"),

    /** Sorts or filters by {@code created_by}. */
    CREATED_BY("created_by"),

    /** Sorts or filters by {@code created_at}. */
    CREATED_AT("created_at"),

    /** Sorts or filters by {@code modified_at}. */
    MODIFIED_AT("modified_at"),

    /** Sorts or filters by {@code source_type_tag}. */
    SOURCE_TYPE_TAG("source_type_tag");

    private final String columnName;

    SourceColumn(String columnName) {
        this.columnName = columnName;
    }

    @Override
    public String columnName() {
        return columnName;
    }
}
