package io.dgq.server.internal.data.store;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.internal.error.ApiError;
import io.dgq.server.internal.error.StoreException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * The records of one resource kind, in memory, as compact {@link StoredRecord}s. Records are immutable once stored:
 * a write replaces the whole record under the store's lock, so concurrent writers never lose an update and readers,
 * who take no lock, always see whole records. Iteration follows insertion order over an array log (fast to scan:
 * lists read every record); equality indexes on chosen string fields answer lookups by value.
 *
 * <p>The store knows nothing of HTTP: it refuses with {@link StoreException}s, which the resource layer answers.
 */
public final class RecordStore {

    /** Interner slots of search keys follow those of the fields. */
    private static final int SEARCH_KEY_SLOTS = 1024;

    private final String label;
    private final String idField;
    private final ConcurrentHashMap<String, StoredRecord> byId = new ConcurrentHashMap<>();
    private final InsertionLog log = new InsertionLog();
    private final Map<String, ConcurrentHashMap<String, Set<String>>> indexes = new ConcurrentHashMap<>();
    private final ValueInterner interner = new ValueInterner();
    private volatile RecordLayout layout = RecordLayout.EMPTY;
    private volatile long version;
    private volatile long viewVersion;
    private volatile Capacity capacity = Capacity.unlimited();
    private String searchField = "name";
    private String secondSearchField = "description";
    private long nextSeq;

    /**
     * Creates an empty store.
     *
     * @param label the resource's name in messages, such as {@code domain}
     * @param idField the field holding each record's id
     * @param indexedFields string fields to index by value
     */
    public RecordStore(String label, String idField, String... indexedFields) {
        this.label = label;
        this.idField = idField;
        for (String field : indexedFields) {
            indexes.put(field, new ConcurrentHashMap<>());
        }
    }

    /** Shares a server's capacity; called while the workspace is wired. */
    public RecordStore capacity(Capacity shared) {
        this.capacity = shared;
        return this;
    }

    /** The two fields a list's {@code search} looks at; {@code name} and {@code description} unless set. */
    public RecordStore searchFields(String first, String second) {
        this.searchField = first;
        this.secondSearchField = second;
        return this;
    }

    public String searchField() {
        return searchField;
    }

    public String idField() {
        return idField;
    }

    public String label() {
        return label;
    }

    /** The positions of fields in records' values. */
    public RecordLayout layout() {
        return layout;
    }

    /** The record with this id, soft-deleted ones included. */
    public Optional<StoredRecord> stored(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    /** The live record with this id, unless it is missing or soft-deleted. */
    public Optional<StoredRecord> live(String id) {
        StoredRecord stored = byId.get(id);
        return stored == null || stored.deleted() ? Optional.empty() : Optional.of(stored);
    }

    /** The record with this id as a new JSON object, unless it is missing or soft-deleted. */
    public Optional<ObjectNode> find(String id) {
        return live(id).map(StoredRecord::node);
    }

    /** The latest version of a record that is still stored, or the given one when it is gone. */
    public StoredRecord current(StoredRecord record) {
        StoredRecord now = byId.get(record.id(idField));
        return now != null && now.seq() == record.seq() ? now : record;
    }

    /** Every record, soft-deleted ones included, in insertion order, as of the call. */
    public Iterable<StoredRecord> records() {
        return log.snapshot();
    }

    public int size() {
        return byId.size();
    }

    /** A number that changes with every write but views, for caches of values computed over the whole store. */
    public long version() {
        return version;
    }

    /** A number that changes with every view ({@link #touch}). */
    long viewVersion() {
        return viewVersion;
    }

    /** The live records whose indexed {@code field} equals {@code value}, in insertion order. */
    public List<StoredRecord> where(String field, String value) {
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
    public int count(String field, String value) {
        Set<String> ids = index(field).get(value);
        int live = 0;
        if (ids != null) {
            for (String id : ids) {
                StoredRecord stored = byId.get(id);
                if (stored != null && !stored.deleted()) {
                    live++;
                }
            }
        }
        return live;
    }

    /**
     * Stores a new record; its id must be new.
     *
     * @throws StoreException.Full when the server's capacity is reached
     */
    public StoredRecord insert(ObjectNode record) {
        String id = record.path(idField).asText();
        Object[] values = compact(record);
        capacity.admitRecord(footprint(values));
        boolean stored = false;
        try {
            synchronized (this) {
                if (id.isEmpty() || byId.containsKey(id)) {
                    throw new IllegalArgumentException("record needs a new id");
                }
                StoredRecord next = build(nextSeq++, values, false);
                put(null, next);
                stored = true;
                return next;
            }
        } finally {
            if (!stored) {
                capacity.released(1);
            }
        }
    }

    /** About the bytes a record's values hold: their text, one byte a character as most text is. */
    private static long footprint(Object[] values) {
        long bytes = 16L * values.length;
        for (Object value : values) {
            if (value instanceof String text) {
                bytes += text.length();
            } else if (value instanceof CompactValues.Raw raw) {
                bytes += raw.json().length();
            }
        }
        return bytes;
    }

    /**
     * Replaces a live record atomically.
     *
     * @param id the record's id
     * @param change computes the new record from a copy of the current one, which it may change; it may throw
     *     {@link ApiError}
     * @return the record before and after
     * @throws StoreException.Missing when the record is missing or soft-deleted
     * @throws StoreException.Full when the heap is over its watermark
     */
    public Change update(String id, UnaryOperator<ObjectNode> change) {
        capacity.admitChange(0);
        synchronized (this) {
            StoredRecord current = requireLive(id);
            Object[] values = compact(change.apply(current.node()));
            capacity.admitChange(footprint(values));
            StoredRecord next = build(current.seq(), values, false);
            put(current, next);
            return new Change(current, next);
        }
    }

    /**
     * Changes fields of a live record that no list filters, sorts or counts by but {@code total_views}, such as
     * counting a view. The change is computed outside the lock and stored only if the record did not change
     * meanwhile (otherwise it is computed again), so views of different records do not wait for each other. It
     * advances {@link #viewVersion()}, not {@link #version()}, and never changes indexed fields.
     *
     * @param id the record's id
     * @param fields the new values of the changed fields, computed from the current record; it may run more than
     *     once
     * @return the record after the change
     * @throws StoreException.Missing when the record is missing or soft-deleted
     */
    public StoredRecord touch(String id, Function<StoredRecord, Map<String, JsonNode>> fields) {
        while (true) {
            StoredRecord current = requireLive(id);
            Map<String, JsonNode> changed = fields.apply(current);
            RecordLayout known = layoutFor(changed.keySet());
            Object[] values = current.values(known);
            changed.forEach((name, value) -> values[known.index(name)] = CompactValues.compact(value));
            synchronized (this) {
                if (byId.get(id) == current) {
                    StoredRecord next = new StoredRecord(
                            current.seq(), known, values, current.searchKey(), current.secondSearchKey(), false);
                    byId.put(id, next);
                    log.replace(id, next);
                    viewVersion++;
                    return next;
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
    public record Change(StoredRecord before, StoredRecord after) {}

    /**
     * Soft-deletes a live record: it stays readable by id, changed by {@code change} (as in {@link #update}), but
     * lists leave it out. Never refused for capacity.
     *
     * @throws StoreException.Missing when the record is missing or already soft-deleted
     */
    public synchronized StoredRecord softDelete(String id, UnaryOperator<ObjectNode> change) {
        StoredRecord current = requireLive(id);
        StoredRecord next = build(current.seq(), compact(change.apply(current.node())), true);
        put(current, next);
        return next;
    }

    /**
     * Removes a live record.
     *
     * @return the removed record
     * @throws StoreException.Missing when the record is missing or soft-deleted
     */
    public synchronized StoredRecord remove(String id) {
        StoredRecord current = requireLive(id);
        byId.remove(id);
        log.remove(id);
        unindex(current);
        version++;
        capacity.released(1);
        return current;
    }

    public synchronized void clear() {
        capacity.released(byId.size());
        byId.clear();
        log.clear();
        version++;
        indexes.values().forEach(Map::clear);
        interner.clear();
    }

    private StoredRecord requireLive(String id) {
        StoredRecord current = byId.get(id);
        if (current == null || current.deleted()) {
            throw new StoreException.Missing(label, id);
        }
        return current;
    }

    /** The compact values of a record, by position in the (possibly grown) layout. */
    private Object[] compact(ObjectNode record) {
        RecordLayout known = layoutFor(record);
        Object[] values = new Object[known.size()];
        Arrays.fill(values, CompactValues.ABSENT);
        for (Iterator<Map.Entry<String, JsonNode>> it = record.properties().iterator(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> field = it.next();
            int index = known.index(field.getKey());
            values[index] = interner.intern(index, CompactValues.compact(field.getValue()));
        }
        return values;
    }

    private RecordLayout layoutFor(ObjectNode record) {
        return layoutFor(record::fieldNames);
    }

    /** The store's layout, grown (under the lock) to hold every given field. */
    private RecordLayout layoutFor(Iterable<String> fields) {
        RecordLayout known = layout;
        for (String name : fields) {
            if (known.index(name) < 0) {
                synchronized (this) {
                    known = layout;
                    for (String field : fields) {
                        known = known.with(field);
                    }
                    layout = known;
                }
                return known;
            }
        }
        return known;
    }

    private StoredRecord build(long seq, Object[] values, boolean deleted) {
        RecordLayout known = layout;
        return new StoredRecord(
                seq,
                known,
                values,
                searchKey(known, values, searchField),
                searchKey(known, values, secondSearchField),
                deleted);
    }

    @SuppressWarnings("ReferenceEquality") // toLowerCase answers the same instance when nothing changed
    private String searchKey(RecordLayout known, Object[] values, String field) {
        int index = known.index(field);
        if (index < 0 || index >= values.length || !(values[index] instanceof String text)) {
            return null;
        }
        String key = text.toLowerCase(Locale.ROOT);
        return key == text ? text : (String) interner.intern(SEARCH_KEY_SLOTS + index, key);
    }

    @SuppressWarnings("NonAtomicVolatileUpdate") // callers hold the store's lock; volatile is for lock-free readers
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
            String value = next.text(field);
            if (value != null) {
                index.computeIfAbsent(value, key -> ConcurrentHashMap.newKeySet())
                        .add(id);
            }
        });
    }

    private void unindex(StoredRecord stored) {
        String id = stored.id(idField);
        indexes.forEach((field, index) -> {
            String value = stored.text(field);
            if (value != null) {
                index.computeIfPresent(value, (key, ids) -> {
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
