package io.dgq.server.internal.data.store;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * Shares equal strings and JSON texts between the records of a store, so that a value repeated over many records
 * (a status, a type, an owner list) is held once. Each field keeps at most {@link #MAX_PER_FIELD} distinct values, so
 * a field of unique values (names, ids) costs a bounded table and then no more lookups' worth of memory.
 */
final class ValueInterner {

    static final int MAX_PER_FIELD = 512;
    private static final int MAX_LENGTH = 512;

    private volatile AtomicReferenceArray<ConcurrentHashMap<Object, Object>> tables = new AtomicReferenceArray<>(64);

    /**
     * The shared instance equal to a value, or the value itself.
     *
     * @param slot the field's position (or any other small number naming a family of values)
     * @param value a string or a {@link CompactValues.Raw}; other values are answered as they are
     */
    Object intern(int slot, Object value) {
        int length;
        if (value instanceof String text) {
            length = text.length();
        } else if (value instanceof CompactValues.Raw raw) {
            length = raw.json().length();
        } else {
            return value;
        }
        if (length > MAX_LENGTH) {
            return value;
        }
        ConcurrentHashMap<Object, Object> table = table(slot);
        Object known = table.get(value);
        if (known != null) {
            return known;
        }
        if (table.size() >= MAX_PER_FIELD) {
            return value;
        }
        known = table.putIfAbsent(value, value);
        return known == null ? value : known;
    }

    /** Forgets every shared value. */
    void clear() {
        tables = new AtomicReferenceArray<>(64);
    }

    private ConcurrentHashMap<Object, Object> table(int slot) {
        AtomicReferenceArray<ConcurrentHashMap<Object, Object>> current = tables;
        if (slot >= current.length()) {
            synchronized (this) {
                current = tables;
                if (slot >= current.length()) {
                    AtomicReferenceArray<ConcurrentHashMap<Object, Object>> longer =
                            new AtomicReferenceArray<>(Math.max(slot + 1, current.length() * 2));
                    for (int i = 0; i < current.length(); i++) {
                        longer.set(i, current.get(i));
                    }
                    tables = longer;
                    current = longer;
                }
            }
        }
        ConcurrentHashMap<Object, Object> table = current.get(slot);
        if (table == null) {
            current.compareAndSet(slot, null, new ConcurrentHashMap<>());
            table = current.get(slot);
        }
        return table;
    }
}
