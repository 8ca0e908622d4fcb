package io.dgq.sdk.paging;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The common list body of every {@code .../list} operation (and of the by-object, latest and export operations):
 * pagination, sorting, filters, search and the export flag.
 *
 * <pre>{@code
 * ListRequest request = ListRequest.builder()
 *     .page(1).pageSize(50)
 *     .search("customer")
 *     .sort(DomainColumn.NAME, SortDirection.ASC)
 *     .filter(DomainColumn.STATUS, FilterOperator.EQ, "VERIFIED")
 *     .build();
 * }</pre>
 *
 * <p>serialises to
 * {@code {"pagination":{"page":1,"pageSize":50},"sorting":[{"column":"name","direction":"asc"}],
 * "filters":[{"column":"status","operator":"eq","value":"VERIFIED"}],"search":"customer","export":false}}.
 * Instances are immutable; {@link #withPage(int)} derives the request of another page.
 */
@JsonPropertyOrder({"pagination", "sorting", "filters", "search", "export"})
public final class ListRequest {

    /** The page size used when none is set. */
    public static final int DEFAULT_PAGE_SIZE = 50;
    /** The largest page size the API accepts. */
    public static final int MAX_PAGE_SIZE = 1000;

    private static final ListRequest FIRST_PAGE = builder().build();

    private final int page;
    private final int pageSize;
    private final List<Sort> sorting;
    private final List<Filter> filters;
    private final String search;
    private final boolean export;

    private ListRequest(Builder b) {
        this.page = b.page;
        this.pageSize = b.pageSize;
        this.sorting = List.copyOf(b.sorting);
        this.filters = List.copyOf(b.filters);
        this.search = b.search;
        this.export = b.export;
    }

    /**
     * Returns a new builder with the defaults: page 1, {@value #DEFAULT_PAGE_SIZE} per page, no sort, no filter,
     * no search, no export.
     *
     * @return a builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Returns the request of the first page with every default.
     *
     * @return the shared default request
     */
    public static ListRequest firstPage() {
        return FIRST_PAGE;
    }

    /**
     * Returns a builder that starts from this request.
     *
     * @return a builder holding this request's values
     */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.page = page;
        b.pageSize = pageSize;
        b.sorting.addAll(sorting);
        b.filters.addAll(filters);
        b.search = search;
        b.export = export;
        return b;
    }

    /**
     * Returns the same request for another page.
     *
     * @param newPage the page number, from 1
     * @return a request that differs only by its page
     * @throws IllegalArgumentException if {@code newPage} is below 1
     */
    public ListRequest withPage(int newPage) {
        return newPage == page ? this : toBuilder().page(newPage).build();
    }

    /** {@return the page number, from 1} */
    public int page() {
        return page;
    }

    /** {@return the page size, 1 to {@value #MAX_PAGE_SIZE}} */
    public int pageSize() {
        return pageSize;
    }

    /** {@return the sort instructions in the order they apply; never {@code null}} */
    @JsonProperty("sorting")
    public List<Sort> sorting() {
        return sorting;
    }

    /** {@return the filters, all of which must hold; never {@code null}} */
    @JsonProperty("filters")
    public List<Filter> filters() {
        return filters;
    }

    /** {@return the free-text search; empty for none} */
    @JsonProperty("search")
    public String search() {
        return search;
    }

    /** {@return whether every match is asked for in one unpaged answer} */
    @JsonProperty("export")
    public boolean export() {
        return export;
    }

    @JsonProperty("pagination")
    Map<String, Integer> pagination() {
        return new Pagination(page, pageSize);
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof ListRequest r)) {
            return false;
        }

        return r.page == page
                && r.pageSize == pageSize
                && r.export == export
                && r.sorting.equals(sorting)
                && r.filters.equals(filters)
                && r.search.equals(search);
    }

    @Override
    public int hashCode() {
        return Objects.hash(page, pageSize, sorting, filters, search, export);
    }

    @Override
    public String toString() {
        return "ListRequest{page=" + page + ", pageSize=" + pageSize + ", sorting=" + sorting + ", filters=" + filters
                + ", search='" + search + "', export=" + export + "}";
    }

    static String requireColumn(String column, String what) {
        if (column == null || column.isBlank()) {
            throw new IllegalArgumentException("The " + what + " column must not be blank");
        }
        return column;
    }

    /** The {@code pagination} object, written in a fixed order. */
    @SuppressWarnings("serial")
    private static final class Pagination extends java.util.LinkedHashMap<String, Integer> {
        Pagination(int page, int pageSize) {
            super(4);
            put("page", page);
            put("pageSize", pageSize);
        }
    }

    /** Builds a {@link ListRequest}; every setter checks its argument at once. */
    public static final class Builder {

        private int page = 1;
        private int pageSize = DEFAULT_PAGE_SIZE;
        private final List<Sort> sorting = new ArrayList<>();
        private final List<Filter> filters = new ArrayList<>();
        private String search = "";
        private boolean export;

        private Builder() {}

        /**
         * Sets the page number.
         *
         * @param page the page, from 1
         * @return this builder
         * @throws IllegalArgumentException if {@code page} is below 1
         */
        public Builder page(int page) {
            if (page < 1) {
                throw new IllegalArgumentException("page must be 1 or more (pages start at 1), got " + page);
            }
            this.page = page;
            return this;
        }

        /**
         * Sets the page size.
         *
         * @param pageSize the number of records per page, 1 to {@value #MAX_PAGE_SIZE}
         * @return this builder
         * @throws IllegalArgumentException if {@code pageSize} is out of range
         */
        public Builder pageSize(int pageSize) {
            if (pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
                throw new IllegalArgumentException(
                        "pageSize must be between 1 and " + MAX_PAGE_SIZE + ", got " + pageSize);
            }
            this.pageSize = pageSize;
            return this;
        }

        /**
         * Sets the free-text search, matched against name and description.
         *
         * @param search the text; {@code null} or empty for none
         * @return this builder
         */
        public Builder search(String search) {
            this.search = search == null ? "" : search;
            return this;
        }

        /**
         * Adds a sort instruction by column name; instructions apply in the order added.
         *
         * @param column the column's JSON field name
         * @param direction the direction
         * @return this builder
         * @throws IllegalArgumentException if the column is blank or the direction {@code null}
         */
        public Builder sort(String column, SortDirection direction) {
            sorting.add(Sort.by(column, direction));
            return this;
        }

        /**
         * Adds a sort instruction by typed column.
         *
         * @param column the column
         * @param direction the direction
         * @return this builder
         * @see #sort(String, SortDirection)
         */
        public Builder sort(ListColumn column, SortDirection direction) {
            return sort(Objects.requireNonNull(column, "column").columnName(), direction);
        }

        /**
         * Adds a filter by column name; every filter must hold.
         *
         * @param column the column's JSON field name
         * @param operator the comparison
         * @param value the value; a collection for {@link FilterOperator#IN}
         * @return this builder
         * @throws IllegalArgumentException if the column is blank, the operator {@code null}, or the value does
         *     not suit the operator
         */
        public Builder filter(String column, FilterOperator operator, Object value) {
            filters.add(Filter.of(column, operator, value));
            return this;
        }

        /**
         * Adds a filter by typed column.
         *
         * @param column the column
         * @param operator the comparison
         * @param value the value
         * @return this builder
         * @see #filter(String, FilterOperator, Object)
         */
        public Builder filter(ListColumn column, FilterOperator operator, Object value) {
            return filter(Objects.requireNonNull(column, "column").columnName(), operator, value);
        }

        /**
         * Sets the export flag.
         *
         * @param export {@code true} to ask for every match in one unpaged answer
         * @return this builder
         */
        public Builder export(boolean export) {
            this.export = export;
            return this;
        }

        /**
         * Builds the immutable request.
         *
         * @return the request
         */
        public ListRequest build() {
            return new ListRequest(this);
        }
    }
}
