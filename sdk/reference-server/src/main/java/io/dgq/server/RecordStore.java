package io.dgq.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.UnaryOperator;

/**
 * The records of one resource kind, in memory. Records are immutable once stored: a write replaces the whole record
 * under the store's lock, so concurrent writers never lose an update and readers, who take no lock, always see whole
 * records. Iteration follows insertion order over an array log (fast to scan: lists read every record); equality
 * indexes on chosen string fields answer lookups by value.
 */
final class RecordStore {

    private final String label;
    private final String idField;
    private final ConcurrentHashMap<String, StoredRecord> byId = new ConcurrentHashMap<>();
    private final InsertionLog log = new InsertionLog();
    private volatile long version;
    private final Map<String, ConcurrentHashMap<String, Set<String>>> indexes = new ConcurrentHashMap<>();
    private long nextSeq;

    /**
     * Creates an empty store.
     *
     * @param label the resource's name in messages, such as {@code domain}
     * @param idField the field holding each record's id
     * @param indexedFields string fields to index by value
     */
    RecordStore(String label, String idField, String... indexedFields) {
        this.label = label;
        this.idField = idField;
        for (String field : indexedFields) {
            indexes.put(field, new ConcurrentHashMap<>());
        }
    }

    String idField() {
        return idField;
    }

    String label() {
        return label;
    }

    /** The record with this id, soft-deleted ones included. */
    Optional<StoredRecord> stored(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    /** The record with this id, unless it is missing or soft-deleted. */
    Optional<ObjectNode> find(String id) {
        StoredRecord stored = byId.get(id);
        return stored == null || stored.deleted() ? Optional.empty() : Optional.of(stored.node());
    }

    /** Every record, soft-deleted ones included, in insertion order, as of the call. */
    Iterable<StoredRecord> records() {
        return log.snapshot();
    }

    int size() {
        return byId.size();
    }

    /** A number that changes with every write, for caches of values computed over the whole store. */
    long version() {
        return version;
    }

    /** The records whose indexed {@code field} equals {@code value}, in insertion order. */
    List<StoredRecord> where(String field, String value) {
        Set<String> ids = index(field).get(value);
        List<StoredRecord> matches = new ArrayList<>();
        if (ids != null) {
            for (String id : ids) {
                StoredRecord stored = byId.get(id);
                if (stored != null && !stored.deleted()) {
                    matches.add(stored);
                }
            }
        }
        matches.sort(Comparator.comparingLong(StoredRecord::seq));
        return matches;
    }

    /** How many live records have the indexed {@code field} equal to {@code value}. */
    int count(String field, String value) {
        return where(field, value).size();
    }

    /** Stores a new record; its id must be new. */
    synchronized StoredRecord insert(ObjectNode record) {
        String id = record.path(idField).asText();
        if (id.isEmpty() || byId.containsKey(id)) {
            throw new IllegalArgumentException("record needs a new id");
        }
        StoredRecord stored = StoredRecord.of(nextSeq++, record, false);
        put(null, stored);
        return stored;
    }

    /**
     * Replaces a live record atomically.
     *
     * @param id the record's id
     * @param change computes the new record from a shallow copy of the current one, whose fields it may set or
     *     remove but whose nested values (shared with the stored record) it must not modify; it may throw
     *     {@link ApiError}
     * @return the record before and after
     * @throws ApiError NOT_FOUND when the record is missing or soft-deleted
     */
    synchronized Change update(String id, UnaryOperator<ObjectNode> change) {
        StoredRecord current = live(id);
        StoredRecord next = StoredRecord.of(current.seq(), change.apply(shallowCopy(current.node())), false);
        put(current, next);
        return new Change(current.node(), next.node());
    }

    /**
     * Replaces a live record with a change that depends on that record alone, such as counting a view. The change is
     * computed outside the lock and stored only if the record did not change meanwhile (otherwise it is computed
     * again), so concurrent changes of different records do not wait for each other.
     *
     * @param id the record's id
     * @param change as in {@link #update}, without side effects, since it may run more than once
     * @return the record before and after
     * @throws ApiError NOT_FOUND when the record is missing or soft-deleted
     */
    Change updateOptimistically(String id, UnaryOperator<ObjectNode> change) {
        while (true) {
            StoredRecord current = byId.get(id);
            if (current == null || current.deleted()) {
                throw ApiError.notFound("No " + label + " with id '" + id + "'");
            }
            StoredRecord next = StoredRecord.of(current.seq(), change.apply(shallowCopy(current.node())), false);
            synchronized (this) {
                if (byId.get(id) == current) {
                    put(current, next);
                    return new Change(current.node(), next.node());
                }
            }
        }
    }

    /**
     * A stored write.
     *
     * @param before the record before the write
     * @param after the record after the write
     */
    record Change(ObjectNode before, ObjectNode after) {
    }

    /**
     * Soft-deletes a live record: it stays readable by id, changed by {@code change} (as in {@link #update}), but
     * lists leave it out.
     *
     * @throws ApiError NOT_FOUND when the record is missing or already soft-deleted
     */
    synchronized StoredRecord softDelete(String id, UnaryOperator<ObjectNode> change) {
        StoredRecord current = live(id);
        StoredRecord next = StoredRecord.of(current.seq(), change.apply(shallowCopy(current.node())), true);
        put(current, next);
        return next;
    }

    /**
     * Removes a live record.
     *
     * @return the removed record
     * @throws ApiError NOT_FOUND when the record is missing or soft-deleted
     */
    synchronized ObjectNode remove(String id) {
        StoredRecord current = live(id);
        byId.remove(id);
        log.remove(id);
        unindex(current);
        version++;
        return current.node();
    }

    synchronized void clear() {
        byId.clear();
        log.clear();
        version++;
        indexes.values().forEach(Map::clear);
    }

    private static ObjectNode shallowCopy(ObjectNode record) {
        ObjectNode copy = Json.object(record.size() + 1);
        copy.setAll(record);
        return copy;
    }

    private StoredRecord live(String id) {
        StoredRecord current = byId.get(id);
        if (current == null || current.deleted()) {
            throw ApiError.notFound("No " + label + " with id '" + id + "'");
        }
        return current;
    }

    private void put(StoredRecord previous, StoredRecord next) {
        if (previous != null) {
            unindex(previous);
        }
        String id = next.id(idField);
        byId.put(id, next);
        if (previous == null) {
            log.append(id, next);
        } else {
            log.replace(id, next);
        }
        version++;
        indexes.forEach((field, index) -> {
            JsonNode value = next.node().get(field);
            if (value != null && value.isTextual()) {
                index.computeIfAbsent(value.asText(), key -> ConcurrentHashMap.newKeySet()).add(id);
            }
        });
    }

    private void unindex(StoredRecord stored) {
        String id = stored.id(idField);
        indexes.forEach((field, index) -> {
            JsonNode value = stored.node().get(field);
            if (value != null && value.isTextual()) {
                index.computeIfPresent(value.asText(), (key, ids) -> {
                    ids.remove(id);
                    return ids.isEmpty() ? null : ids;
                });
            }
        });
    }

    private ConcurrentHashMap<String, Set<String>> index(String field) {
        ConcurrentHashMap<String, Set<String>> index = indexes.get(field);
        if (index == null) {
            throw new IllegalArgumentException("field is not indexed: " + field);
        }
        return index;
    }
}
