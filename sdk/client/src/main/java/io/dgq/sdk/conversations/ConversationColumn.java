// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.conversations;

import io.dgq.sdk.paging.ListColumn;

/**
 * The columns the conversations of an object can be sorted and filtered by: the scalar fields of {@link Conversation}.
 */
public enum ConversationColumn implements ListColumn {
    /** Sorts or filters by {@code id}. */
    ID("id"),

    /** Sorts or filters by {@code category}. */
    CATEGORY("category"),

    /** Sorts or filters by {@code object_id}. */
    OBJECT_ID("object_id"),

    /** Sorts or filters by {@code parent_id}. */
    PARENT_ID("parent_id"),

    /** Sorts or filters by {@code title}. */
    TITLE("title"),

    /** Sorts or filters by {@code comment}. */
    COMMENT("comment"),

    /** Sorts or filters by {@code created_at}. */
    CREATED_AT("created_at"),

    /** Sorts or filters by {@code created_by}. */
    CREATED_BY("created_by"),

    /** Sorts or filters by {@code modified_at}. */
    MODIFIED_AT("modified_at");

    private final String columnName;

    ConversationColumn(String columnName) {
        this.columnName = columnName;
    }

    @Override
    public String columnName() {
        return columnName;
    }
}
