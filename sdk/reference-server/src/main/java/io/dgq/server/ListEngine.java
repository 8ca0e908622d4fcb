package io.dgq.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
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
final class ListEngine {

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
    record Page(List<ObjectNode> items, long total) {
    }

    private ListEngine() {
    }

    /**
     * Lists records.
     *
     * @param records the records in insertion order, soft-deleted ones included
     * @param query the validated list body
     * @param scope which live records the list covers at all
     * @param newestFirst whether the default order (without sorting) is newest first
     * @return the page and the count of matches
     */
    static Page run(Iterable<StoredRecord> records, ListQuery query, Predicate<ObjectNode> scope,
            boolean newestFirst) {
        return run(records, query, scope, newestFirst, false);
    }

    /**
     * Lists records, scanning a large store on every core while no other scan runs: such a scan is bound by memory
     * latency (each record, its search keys and its fields are scattered over the heap), so two cores halve it; when
     * several lists run at once each already has a core, and splitting would only add coordination. The matches keep
     * their insertion order either way.
     *
     * @param records the records in insertion order, soft-deleted ones included
     * @param query the validated list body
     * @param scope which live records the list covers at all
     * @param newestFirst whether the default order (without sorting) is newest first
     * @param large whether the store is large enough to be worth splitting across the common fork-join pool
     * @return the page and the count of matches
     */
    static Page run(Iterable<StoredRecord> records, ListQuery query, Predicate<ObjectNode> scope,
            boolean newestFirst, boolean large) {
        List<StoredRecord> matches;
        boolean alone = SCANS_IN_FLIGHT.getAndIncrement() == 0;
        try {
            Spliterator<StoredRecord> scan = Spliterators.spliteratorUnknownSize(records.iterator(),
                    Spliterator.ORDERED | Spliterator.NONNULL);
            matches = StreamSupport.stream(scan, large && alone)
                    .filter(record -> !record.deleted() && matchesSearch(record, query.search())
                            && scope.test(record.node()) && passesFilters(record.node(), query.filters()))
                    .collect(Collectors.toCollection(ArrayList::new));
        } finally {
            SCANS_IN_FLIGHT.decrementAndGet();
        }
        long total = matches.size();
        Comparator<StoredRecord> order = order(query.sorting(), newestFirst);
        if (query.export()) {
            matches.sort(order);
            return new Page(nodes(matches, 0, matches.size()), total);
        }
        long offset = (query.page() - 1) * query.pageSize();
        if (offset >= total) {
            return new Page(List.of(), total);
        }
        int from = (int) offset;
        int to = (int) Math.min(total, offset + query.pageSize());
        if (query.sorting().isEmpty()) {
            if (newestFirst) {
                Collections.reverse(matches);
            }
            return new Page(nodes(matches, from, to), total);
        }
        List<StoredRecord> ordered = to <= matches.size() / HEAP_FRACTION ? smallest(matches, to, order) : sorted(
                matches, order);
        return new Page(nodes(ordered, from, to), total);
    }

    private static boolean matchesSearch(StoredRecord record, String search) {
        if (search == null) {
            return true;
        }
        return (record.nameKey() != null && record.nameKey().contains(search))
                || (record.descriptionKey() != null && record.descriptionKey().contains(search));
    }

    private static boolean passesFilters(ObjectNode node, List<ListFilter> filters) {
        for (ListFilter filter : filters) {
            if (!filter.test(node)) {
                return false;
            }
        }
        return true;
    }

    /** The sort keys in order, nulls last either way, then insertion order (or its reverse) to break ties. */
    static Comparator<StoredRecord> order(List<ListQuery.SortKey> sorting, boolean newestFirst) {
        Comparator<StoredRecord> order = null;
        for (ListQuery.SortKey key : sorting) {
            Comparator<StoredRecord> next = byColumn(key);
            order = order == null ? next : order.thenComparing(next);
        }
        Comparator<StoredRecord> insertion = newestFirst
                ? Comparator.comparingLong(StoredRecord::seq).reversed()
                : Comparator.comparingLong(StoredRecord::seq);
        return order == null ? insertion : order.thenComparing(insertion);
    }

    private static Comparator<StoredRecord> byColumn(ListQuery.SortKey key) {
        String column = key.column();
        boolean descending = key.descending();
        if (column.equals("name")) {
            return byName(descending);
        }
        return (left, right) -> {
            JsonNode a = left.node().get(column);
            JsonNode b = right.node().get(column);
            boolean aNull = JsonValues.isNull(a);
            boolean bNull = JsonValues.isNull(b);
            if (aNull || bNull) {
                return Boolean.compare(aNull, bNull);
            }
            int result = JsonValues.compare(a, b);
            return descending ? -result : result;
        };
    }

    /**
     * Names, the most sorted column, compare by the lower case key each record keeps for search (no lookup into
     * the record), then exactly.
     */
    private static Comparator<StoredRecord> byName(boolean descending) {
        return (left, right) -> {
            String a = left.nameKey();
            String b = right.nameKey();
            if (a == null || b == null) {
                return Boolean.compare(a == null, b == null);
            }
            int result = a.compareTo(b);
            if (result == 0) {
                result = left.node().get("name").textValue().compareTo(right.node().get("name").textValue());
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

    private static List<ObjectNode> nodes(List<StoredRecord> records, int from, int to) {
        List<ObjectNode> nodes = new ArrayList<>(to - from);
        for (int i = from; i < to; i++) {
            nodes.add(records.get(i).node());
        }
        return nodes;
    }
}
