// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.documents;

import io.dgq.sdk.paging.ListColumn;

/**
 * The columns a document list (also the latest and by-object lists) can be sorted and filtered by: the scalar fields of
 * {@link Document}.
 */
public enum DocumentColumn implements ListColumn {
    /** Sorts or filters by {@code id}. */
    ID("id"),

    /** Sorts or filters by {@code category}. */
    CATEGORY("category"),

    /** Sorts or filters by {@code object_id}. */
    OBJECT_ID("object_id"),

    /** Sorts or filters by {@code object_qualified_name}. */
    OBJECT_QUALIFIED_NAME("object_qualified_name"),

    /** Sorts or filters by {@code name}. */
    NAME("name"),

    /** Sorts or filters by {@code created_at}. */
    CREATED_AT("created_at"),

    /** Sorts or filters by {@code created_by}. */
    CREATED_BY("created_by");

    private final String columnName;

    DocumentColumn(String columnName) {
        this.columnName = columnName;
    }

    @Override
    public String columnName() {
        return columnName;
    }
}
