package io.dgq.server.internal.data.store;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;

/**
 * The records of a store in insertion order, in an array that readers scan without locks. Writers (serialised by the
 * store's lock) append, replace in place, or leave a hole on removal; holes are compacted away once they are most of
 * the array. Each reader works on the array and size published when it started, so it never sees a torn state.
 */
final class InsertionLog {

    private static final int INITIAL_CAPACITY = 64;
    private static final int MIN_HOLES_TO_COMPACT = 1024;
    /** Element access with release (write) and acquire (read) ordering, so readers see whole records. */
    private static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(StoredRecord[].class);

    /** An immutable pairing of an array with how many of its slots are in use. */
    private record View(StoredRecord[] slots, int size) {}

    private volatile View view = new View(new StoredRecord[INITIAL_CAPACITY], 0);
    private final Map<String, Integer> slotOf = new HashMap<>();
    private int holes;

    /**
     * A snapshot of the log: the records present when it was taken (or newer versions of them), in order. A record
     * removed while the snapshot is read may be left out or not, but the iterator never answers an emptied slot:
     * each slot is read once, and what {@code hasNext} promised is what {@code next} answers.
     */
    Iterable<StoredRecord> snapshot() {
        View current = view;
        return () -> new Iterator<>() {
            private int index;
            private StoredRecord next = advance();

            private StoredRecord advance() {
                while (index < current.size()) {
                    StoredRecord record = get(current.slots(), index++);
                    if (record != null) {
                        return record;
                    }
                }
                return null;
            }

            @Override
            public boolean hasNext() {
                return next != null;
            }

            @Override
            public StoredRecord next() {
                StoredRecord record = next;
                if (record == null) {
                    throw new NoSuchElementException();
                }
                next = advance();
                return record;
            }
        };
    }

    /** Appends a new record; the caller holds the store's lock. */
    void append(String id, StoredRecord record) {
        View current = view;
        StoredRecord[] slots = current.slots();
        if (current.size() == slots.length) {
            slots = Arrays.copyOf(slots, slots.length * 2);
        }
        set(slots, current.size(), record);
        slotOf.put(id, current.size());
        view = new View(slots, current.size() + 1);
    }

    /** Replaces a record in place; the caller holds the store's lock. */
    void replace(String id, StoredRecord record) {
        set(view.slots(), slotOf.get(id), record);
    }

    /** Removes a record, leaving a hole; the caller holds the store's lock. */
    void remove(String id) {
        Integer slot = slotOf.remove(id);
        set(view.slots(), slot, null);
        holes++;
        if (holes >= MIN_HOLES_TO_COMPACT && holes * 2 > view.size()) {
            compact();
        }
    }

    /** Empties the log; the caller holds the store's lock. */
    void clear() {
        slotOf.clear();
        holes = 0;
        view = new View(new StoredRecord[INITIAL_CAPACITY], 0);
    }

    private void compact() {
        View current = view;
        int live = current.size() - holes;
        StoredRecord[] slots = new StoredRecord[Math.max(INITIAL_CAPACITY, live * 2)];
        int[] moved = new int[current.size()];
        int size = 0;
        for (int i = 0; i < current.size(); i++) {
            StoredRecord record = current.slots()[i];
            if (record != null) {
                slots[size] = record;
                moved[i] = size++;
            }
        }
        slotOf.replaceAll((id, slot) -> moved[slot]);
        holes = 0;
        view = new View(slots, size);
    }

    private static StoredRecord get(StoredRecord[] slots, int index) {
        return (StoredRecord) SLOT.getAcquire(slots, index);
    }

    private static void set(StoredRecord[] slots, int index, StoredRecord record) {
        SLOT.setRelease(slots, index, record);
    }
}
