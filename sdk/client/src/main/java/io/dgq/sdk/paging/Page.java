package io.dgq.sdk.paging;

import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.function.Function;

/**
 * One page of a list: its records, the total number of matches, the list's summary counters, and the way to the
 * next page, which is the same list request with {@code page + 1}.
 *
 * <pre>{@code
 * Page<DomainListItem> page = client.domains().list(ListRequest.firstPage());
 * while (true) {
 *     page.items().forEach(System.out::println);
 *     if (!page.hasNextPage()) break;
 *     page = page.nextPage();
 * }
 * }</pre>
 *
 * <p>{@link #autoPager()} walks every page lazily. Instances are immutable.
 *
 * @param <T> the record type
 */
public final class Page<T> {

    private final List<T> items;
    private final long totalCount;
    private final List<MetricSummary> metrics;
    private final ListRequest request;
    private final Function<ListRequest, Page<T>> fetcher;

    private Page(
            List<T> items,
            long totalCount,
            List<MetricSummary> metrics,
            ListRequest request,
            Function<ListRequest, Page<T>> fetcher) {
        this.items = List.copyOf(items);
        this.totalCount = totalCount;
        this.metrics = List.copyOf(metrics);
        this.request = Objects.requireNonNull(request, "request");
        this.fetcher = fetcher;
    }

    /**
     * Creates the only page of a list, for example to stub a list call in a test: the total is the number of
     * items, there are no summary counters, and {@link #hasNextPage()} is {@code false}.
     *
     * @param items the records
     * @param <T> the record type
     * @return the page, answering the first page of {@link ListRequest#firstPage()}
     * @throws NullPointerException if {@code items} or one of them is {@code null}
     */
    public static <T> Page<T> of(List<T> items) {
        return of(items, items.size());
    }

    /**
     * Creates the last page the caller can reach, for example to stub a list call in a test: {@code totalCount} may
     * count more records than {@code items}, but without a way to fetch them {@link #hasNextPage()} is
     * {@code false}. To stub several pages, use {@link #of(List, long, List, ListRequest, Function)}.
     *
     * @param items the records of this page
     * @param totalCount the number of matches over all pages
     * @param <T> the record type
     * @return the page, answering the first page of {@link ListRequest#firstPage()}
     * @throws NullPointerException if {@code items} or one of them is {@code null}
     */
    public static <T> Page<T> of(List<T> items, long totalCount) {
        return new Page<>(items, totalCount, List.of(), ListRequest.firstPage(), null);
    }

    /**
     * Creates a page. The SDK calls this; tests may too, to stub a list.
     *
     * @param items the records of this page
     * @param totalCount the number of matches over all pages
     * @param metrics the list's summary counters; empty where the list carries none
     * @param request the request that produced this page
     * @param fetcher fetches the page of a given request, for {@link #nextPage()}
     * @param <T> the record type
     * @return the page
     * @throws NullPointerException if an argument is {@code null}
     */
    public static <T> Page<T> of(
            List<T> items,
            long totalCount,
            List<MetricSummary> metrics,
            ListRequest request,
            Function<ListRequest, Page<T>> fetcher) {
        return new Page<>(items, totalCount, metrics, request, Objects.requireNonNull(fetcher, "fetcher"));
    }

    /** {@return the records of this page, in the server's order; never {@code null}} */
    public List<T> items() {
        return items;
    }

    /**
     * Returns the number of matches over all pages: {@code total_count}, or {@code count} on the patterns list.
     *
     * @return the total, not the size of this page
     */
    public long totalCount() {
        return totalCount;
    }

    /** {@return the list's summary counters; empty where the list carries none} */
    public List<MetricSummary> metrics() {
        return metrics;
    }

    /** {@return the request that produced this page} */
    public ListRequest request() {
        return request;
    }

    /**
     * Tells whether another page has records: the page can fetch more (it came from a client, or was created with
     * a fetcher), this page is not empty, the request was not an export, and the pages so far hold fewer records
     * than the total.
     *
     * @return {@code true} when {@link #nextPage()} would return records
     */
    public boolean hasNextPage() {
        return fetcher != null
                && !items.isEmpty()
                && !request.export()
                && (long) request.page() * request.pageSize() < totalCount;
    }

    /**
     * Fetches the next page: the same request with {@code page + 1}.
     *
     * @return the next page
     * @throws NoSuchElementException if {@link #hasNextPage()} is {@code false}
     * @throws io.dgq.sdk.errors.DgqException if the request fails
     */
    public Page<T> nextPage() {
        if (!hasNextPage()) {
            throw new NoSuchElementException(
                    "This is the last page (page " + request.page() + " of " + totalCount + " records)");
        }
        return fetcher.apply(request.withPage(request.page() + 1));
    }

    /**
     * Returns a lazy walk over the records of this page and every page after it.
     *
     * @return an auto-pager starting at this page
     */
    public AutoPager<T> autoPager() {
        return AutoPager.from(this);
    }

    @Override
    public String toString() {
        return "Page{page=" + request.page() + ", items=" + items.size() + ", totalCount=" + totalCount + "}";
    }
}
