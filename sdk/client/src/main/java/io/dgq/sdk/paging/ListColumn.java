package io.dgq.sdk.paging;

/**
 * A column a resource's list can be sorted and filtered by. Each resource has an enum of its columns (for example
 * {@code DomainColumn.NAME}), so that a misspelt column fails to compile.
 */
public interface ListColumn {

    /**
     * Returns the column's JSON field name, as sent in a sort or filter instruction.
     *
     * @return the field name, for example {@code "name"}
     */
    String columnName();
}
