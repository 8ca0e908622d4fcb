package io.dgq.server.internal.data.query;

import java.util.List;
import java.util.Objects;

/**
 * A validated list body.
 *
 * @param page the 1-based page
 * @param pageSize the page size, 1..1000
 * @param sorting the sort keys, applied in order
 * @param filters the filters, all of which must hold
 * @param search the lower case search text, or {@code null} for none
 * @param export whether every match is answered, unpaged
 */
public record ListQuery(
        long page, int pageSize, List<SortKey> sorting, List<ListFilter> filters, String search, boolean export) {

    static final int DEFAULT_PAGE_SIZE = 50;
    public static final int MAX_PAGE_SIZE = 1000;
    /** The most sort entries a list body may hold. */
    public static final int MAX_SORT_ENTRIES = 32;
    /** The most filters a list body may hold. */
    public static final int MAX_FILTERS = 64;
    /** The most values the operand of one {@code in} filter may hold. */
    public static final int MAX_IN_VALUES = 1000;

    /** The query that answers every record in the default order. */
    public static ListQuery all() {
        return new ListQuery(1, DEFAULT_PAGE_SIZE, List.of(), List.of(), null, true);
    }

    /** The same query, answering every match. */
    public ListQuery exporting() {
        return new ListQuery(page, pageSize, sorting, filters, search, true);
    }

    /*
     * Written out rather than generated: a record's generated equals and hashCode are linked by a bootstrap method
     * that costs the standalone server's first list request several milliseconds.
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof ListQuery query
                && page == query.page
                && pageSize == query.pageSize
                && export == query.export
                && sorting.equals(query.sorting)
                && filters.equals(query.filters)
                && Objects.equals(search, query.search);
    }

    @Override
    public int hashCode() {
        return Objects.hash(page, pageSize, sorting, filters, search, export);
    }

    /** Whether the query filters or sorts by a column. */
    public boolean mentions(String column) {
        for (SortKey key : sorting) {
            if (key.column().equals(column)) {
                return true;
            }
        }
        for (ListFilter filter : filters) {
            if (filter.column().equals(column)) {
                return true;
            }
        }
        return false;
    }

    /**
     * One sort key.
     *
     * @param column the list item field
     * @param descending whether larger values come first; {@code null} values come last either way
     */
    record SortKey(String column, boolean descending) {}
}
