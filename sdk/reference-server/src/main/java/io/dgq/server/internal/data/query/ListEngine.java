package io.dgq.server.internal.data.query;

import io.dgq.server.internal.data.store.CompactValues;
import io.dgq.server.internal.data.store.RecordLayout;
import io.dgq.server.internal.data.store.RecordStore;
import io.dgq.server.internal.data.store.StoredRecord;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;

/**
 * Runs a list query over a store in one pass: scope, search and filters select the matches, then only the requested
 * page is ordered. A page of a sorted list is chosen with a bounded heap, so a page near the start costs
 * {@code O(n log k)} rather than a full sort.
 */
public final class ListEngine {

    /** A heap is used while the records to select are at most this share of the matches. */
    private static final int HEAP_FRACTION = 8;
    /** The scans running now, so that a large one splits across cores only when it runs alone. */
    private static final AtomicInteger SCANS_IN_FLIGHT = new AtomicInteger();

    /**
     * The records of one answer.
     *
     * @param items the records of the page (or every match when exporting), in order
     * @param total the number of matches
     */
    public record Page(List<StoredRecord> items, long total) {}

    private ListEngine() {}

    /**
     * Lists a store's records.
     *
     * @param store the records, soft-deleted ones included
     * @param query the validated list body
     * @param scope which live records the list covers at all
     * @param newestFirst whether the default order (without sorting) is newest first
     * @return the page and the count of matches
     */
    static Page run(RecordStore store, ListQuery query, Predicate<StoredRecord> scope, boolean newestFirst) {
        return run(store, query, scope, newestFirst, false);
    }

    /**
     * Lists a store's records, scanning a large store on every core while no other scan runs: such a scan is bound
     * by memory latency, so two cores halve it; when several lists run at once each already has a core, and
     * splitting would only add coordination. The matches keep their insertion order either way.
     *
     * @param store the records, soft-deleted ones included
     * @param query the validated list body
     * @param scope which live records the list covers at all
     * @param newestFirst whether the default order (without sorting) is newest first
     * @param large whether the store is large enough to be worth splitting across the common fork-join pool
     * @return the page and the count of matches
     */
    public static Page run(
            RecordStore store, ListQuery query, Predicate<StoredRecord> scope, boolean newestFirst, boolean large) {
        RecordLayout layout = store.layout();
        List<ListFilter> filters = query.filters();
        int[] columns = new int[filters.size()];
        for (int i = 0; i < columns.length; i++) {
            columns[i] = layout.index(filters.get(i).column());
        }
        Needle search = query.search() == null ? null : new Needle(query.search());
        List<StoredRecord> matches;
        boolean alone = SCANS_IN_FLIGHT.getAndIncrement() == 0;
        try {
            Spliterator<StoredRecord> scan = Spliterators.spliteratorUnknownSize(
                    store.records().iterator(), Spliterator.ORDERED | Spliterator.NONNULL);
            matches = StreamSupport.stream(scan, large && alone)
                    .filter(record -> !record.deleted()
                            && matchesSearch(record, search)
                            && passesFilters(record, filters, columns)
                            && scope.test(record))
                    .collect(Collectors.toCollection(ArrayList::new));
        } finally {
            SCANS_IN_FLIGHT.decrementAndGet();
        }
        long total = matches.size();
        Comparator<StoredRecord> order = order(query.sorting(), newestFirst, layout, store.searchField());
        if (query.export()) {
            matches.sort(order);
            return new Page(matches, total);
        }
        long pageSize = query.pageSize();
        long pagesBefore = query.page() - 1;
        if (pagesBefore >= (total + pageSize - 1) / pageSize) {
            return new Page(List.of(), total);
        }
        int from = (int) (pagesBefore * pageSize);
        int to = (int) Math.min(total, from + pageSize);
        if (query.sorting().isEmpty()) {
            if (newestFirst) {
                Collections.reverse(matches);
            }
            return new Page(List.copyOf(matches.subList(from, to)), total);
        }
        List<StoredRecord> ordered =
                to <= matches.size() / HEAP_FRACTION ? smallest(matches, to, order) : sorted(matches, order);
        return new Page(List.copyOf(ordered.subList(from, to)), total);
    }

    private static boolean matchesSearch(StoredRecord record, Needle search) {
        if (search == null) {
            return true;
        }
        String first = record.searchKey();
        String second = record.secondSearchKey();
        return (first != null && search.in(first)) || (second != null && search.in(second));
    }

    private static boolean passesFilters(StoredRecord record, List<ListFilter> filters, int[] columns) {
        for (int i = 0; i < columns.length; i++) {
            if (!filters.get(i).test(record.value(columns[i]))) {
                return false;
            }
        }
        return true;
    }

    /**
     * The sort keys in order, nulls last either way, then insertion order (or its reverse) to break ties.
     *
     * @param sorting the sort keys
     * @param newestFirst whether ties (and an unsorted list) go newest first
     * @param layout the positions of the store's fields
     * @param searchField the field whose lower case key records keep, compared without a lookup
     */
    static Comparator<StoredRecord> order(
            List<ListQuery.SortKey> sorting, boolean newestFirst, RecordLayout layout, String searchField) {
        Comparator<StoredRecord> insertion = newestFirst
                ? Comparator.comparingLong(StoredRecord::seq).reversed()
                : Comparator.comparingLong(StoredRecord::seq);
        if (sorting.isEmpty()) {
            return insertion;
        }
        // One loop over the keys, not a chain of thenComparing (one stack frame per key); a column sorted twice
        // orders nothing the second time, so only its first entry counts.
        List<Comparator<StoredRecord>> keys = new ArrayList<>();
        Set<String> sorted = new HashSet<>();
        for (ListQuery.SortKey key : sorting) {
            if (sorted.add(key.column())) {
                keys.add(
                        key.column().equals(searchField)
                                ? bySearchKey(key.column(), key.descending())
                                : byColumn(layout.index(key.column()), key.descending()));
            }
        }
        keys.add(insertion);
        @SuppressWarnings("unchecked")
        Comparator<StoredRecord>[] chain = keys.toArray(new Comparator[0]);
        return (left, right) -> {
            for (Comparator<StoredRecord> key : chain) {
                int result = key.compare(left, right);
                if (result != 0) {
                    return result;
                }
            }
            return 0;
        };
    }

    private static Comparator<StoredRecord> byColumn(int column, boolean descending) {
        return (left, right) -> {
            Object a = left.value(column);
            Object b = right.value(column);
            boolean aNull = CompactValues.isNull(a);
            boolean bNull = CompactValues.isNull(b);
            if (aNull || bNull) {
                return Boolean.compare(aNull, bNull);
            }
            int result = CompactValues.compare(a, b);
            return descending ? -result : result;
        };
    }

    /**
     * Names, the most sorted column, compare by the lower case key each record keeps for search (no lookup into
     * the record), then exactly.
     */
    private static Comparator<StoredRecord> bySearchKey(String field, boolean descending) {
        return (left, right) -> {
            String a = left.searchKey();
            String b = right.searchKey();
            if (a == null || b == null) {
                return Boolean.compare(a == null, b == null);
            }
            int result = a.compareTo(b);
            if (result == 0) {
                result = left.text(field).compareTo(right.text(field));
            }
            return descending ? -result : result;
        };
    }

    /** The {@code k} first records in {@code order}, sorted. */
    private static List<StoredRecord> smallest(List<StoredRecord> records, int k, Comparator<StoredRecord> order) {
        PriorityQueue<StoredRecord> heap = new PriorityQueue<>(k + 1, order.reversed());
        for (StoredRecord record : records) {
            if (heap.size() < k) {
                heap.add(record);
            } else if (order.compare(record, heap.peek()) < 0) {
                heap.poll();
                heap.add(record);
            }
        }
        List<StoredRecord> result = new ArrayList<>(heap);
        result.sort(order);
        return result;
    }

    private static List<StoredRecord> sorted(List<StoredRecord> records, Comparator<StoredRecord> order) {
        records.sort(order);
        return records;
    }
}
