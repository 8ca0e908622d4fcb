package io.dgq.server.internal.data.store;

import io.dgq.server.internal.error.StoreException;
import java.util.concurrent.atomic.AtomicLong;

/**
 * How much the stores of one server may hold: a limit on the number of records (across every kind, soft-deleted
 * ones included) and a watermark of the heap's live data. A create that would pass either, or an update while the
 * heap is over its watermark, is refused with {@link StoreException.Full}; reads, deletes and views are never
 * refused. The built-in seed is exempt, so {@code reset()} always works.
 */
public final class Capacity {

    /** The default record limit. */
    public static final long DEFAULT_MAX_RECORDS = 5_000_000;
    /** The default heap watermark, in percent of the maximum heap. */
    public static final int DEFAULT_HEAP_WATERMARK_PERCENT = 85;

    /** How many times its size a record's write may need for a moment, besides what it keeps. */
    static final int WRITE_COST = 8;

    private static final ThreadLocal<Boolean> EXEMPT = ThreadLocal.withInitial(() -> false);

    private final long maxRecords;
    private final int heapPercent;
    private final HeapGauge heap;
    private final AtomicLong records = new AtomicLong();

    public Capacity(long maxRecords, int heapWatermarkPercent) {
        this.maxRecords = maxRecords;
        this.heapPercent = heapWatermarkPercent;
        this.heap = new HeapGauge(heapWatermarkPercent);
    }

    /** A capacity that refuses nothing, for stores outside a server. */
    public static Capacity unlimited() {
        return new Capacity(Long.MAX_VALUE, 100);
    }

    /** Runs work, such as filling the seed, that no limit may refuse. */
    public static void exempt(Runnable work) {
        EXEMPT.set(true);
        try {
            work.run();
        } finally {
            EXEMPT.set(false);
        }
    }

    /**
     * Counts a record about to be stored.
     *
     * @throws StoreException.Full when the record limit is reached or the heap is over its watermark
     */
    void admitRecord(long bytes) {
        if (EXEMPT.get()) {
            records.incrementAndGet();
            return;
        }
        checkHeap(bytes);
        long count;
        do {
            count = records.get();
            if (count >= maxRecords) {
                throw new StoreException.Full("Storage is full: the server holds its limit of " + maxRecords
                        + " records (max records); delete records or reset the server to store more");
            }
        } while (!records.compareAndSet(count, count + 1));
    }

    /**
     * Checks a change of a stored record.
     *
     * @throws StoreException.Full when the heap is over its watermark
     */
    void admitChange(long bytes) {
        if (!EXEMPT.get()) {
            checkHeap(bytes);
        }
    }

    /** Uncounts records that were removed, or that were counted but not stored. */
    void released(long count) {
        records.addAndGet(-count);
    }

    /** The records counted now. */
    long records() {
        return records.get();
    }

    /** {@return the records stored now, across every kind} */
    public long recordCount() {
        return records.get();
    }

    /** {@return the record limit} */
    public long maxRecords() {
        return maxRecords;
    }

    /** {@return the heap watermark, in percent of the maximum heap} */
    public int heapWatermarkPercent() {
        return heapPercent;
    }

    /** {@return the largest heap the JVM may use, in bytes} */
    public long heapMaxBytes() {
        return heap.max();
    }

    /** {@return whether live data on the heap is above the watermark now, so that writes are refused} */
    public boolean heapOverWatermark() {
        return heap.over();
    }

    /**
     * Refuses a write of a record of about {@code bytes} when live data and {@value #WRITE_COST} times that would
     * pass the watermark: reading, checking and answering a record costs several copies of it for a moment (each a
     * humongous allocation of whole regions under G1 once it is half a region or more), and a heap filled to the brim
     * would fail the next request instead of refusing it.
     */
    private void checkHeap(long bytes) {
        if (heap.over(WRITE_COST * heap.footprint(bytes))) {
            throw new StoreException.Full("Storage is full: live data on the heap is above the watermark of "
                    + heapPercent + "% of the heap for long-lived data (" + (heap.tenured() >> 20) + " MiB of "
                    + (heap.max() >> 20) + " MiB), counting what this write needs; delete records or reset the server "
                    + "to store more");
        }
    }
}
