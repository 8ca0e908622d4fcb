package io.dgq.server.internal.data.store;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Tells whether the heap's live data is above a watermark, cheaply enough to ask on every write.
 *
 * <p>Reading a pool's usage costs about a microsecond, so the gauge samples it at most every
 * {@link #SAMPLE_NANOS}. It reads the pools that hold data surviving a collection (every heap pool but the young
 * allocation space, "Eden"), whose use only overestimates live data: garbage promoted since the last old
 * collection still counts. So when that sample is above the watermark, the gauge collects ({@code System.gc()}, at
 * most once per {@link #COLLECT_NANOS}) and decides on the heap in use right after: live data. Between those
 * collections its last verdict stands, so a full server answers fast, and one that records were deleted from
 * accepts writes again within a second.
 */
final class HeapGauge {

    static final long SAMPLE_NANOS = TimeUnit.MILLISECONDS.toNanos(5);
    static final long COLLECT_NANOS = TimeUnit.SECONDS.toNanos(1);

    /** Found at the first sample, not at start: the management classes take a while to load. */
    private volatile List<MemoryPoolMXBean> pools;

    /** The bytes of an array's header, which a humongous object's regions hold besides its elements. */
    private static final long HUMONGOUS_HEADER = 16;

    private final long max;
    private final long tenured;
    /** G1's region size (its humongous objects take whole regions); 0 under another collector. */
    private final long humongousRegion = g1RegionBytes();

    private final long limit;
    private volatile long sampledAt = System.nanoTime() - SAMPLE_NANOS;
    private volatile long sampled;
    private volatile long collectedAt = System.nanoTime() - COLLECT_NANOS;
    /** The heap in use right after the latest collection: live data. */
    private volatile long live;

    /**
     * Creates a gauge.
     *
     * @param percent the watermark, in percent of the maximum heap; 100 never reports the heap as over
     */
    HeapGauge(int percent) {
        this.max = Runtime.getRuntime().maxMemory();
        this.tenured = tenuredCapacity(max);
        this.limit = percent >= 100 || max == Long.MAX_VALUE ? Long.MAX_VALUE : tenured / 100 * percent;
    }

    /**
     * The most the pool of long-lived data can hold: stored records end up there, and with a generational
     * collector it is smaller than the heap (the serial and parallel collectors keep a third of the heap young),
     * so a watermark of the whole heap would let records fill it and leave no room for the next request.
     */
    private static long tenuredCapacity(long heapMax) {
        long tenured = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            String name = pool.getName();
            if (pool.getType() == MemoryType.HEAP && !name.contains("Eden") && !name.contains("Survivor")) {
                tenured = Math.max(tenured, pool.getUsage().getMax());
            }
        }
        if (tenured > 0 && tenured < heapMax) {
            return tenured;
        }
        // One pool for the whole heap (G1, whose old regions may take all of it): keep room for the young
        // regions, G1's reserve (10%) and the humongous regions a multi-MiB write takes for a moment, as the
        // generational collectors keep a third of the heap young.
        return heapMax == Long.MAX_VALUE ? heapMax : heapMax / 3 * 2;
    }

    /**
     * The heap a transient object of {@code bytes} takes: under G1, an object of half a region or more is humongous
     * and takes whole regions of its own.
     */
    long footprint(long bytes) {
        long region = humongousRegion;
        if (region <= 0 || bytes < region / 2) {
            return bytes;
        }
        return (bytes + HUMONGOUS_HEADER + region - 1) / region * region;
    }

    /** The region size of G1, under which large objects are humongous; 0 under another collector. */
    private static long g1RegionBytes() {
        try {
            com.sun.management.HotSpotDiagnosticMXBean hotspot =
                    ManagementFactory.getPlatformMXBean(com.sun.management.HotSpotDiagnosticMXBean.class);
            if (hotspot == null || !"true".equals(hotspot.getVMOption("UseG1GC").getValue())) {
                return 0;
            }
            return Long.parseLong(hotspot.getVMOption("G1HeapRegionSize").getValue());
        } catch (RuntimeException | LinkageError e) {
            return 0; // not HotSpot: no region rounding
        }
    }

    /** The watermark in bytes of heap in use after a collection. */
    long limit() {
        return limit;
    }

    /** The most the heap's pool of long-lived data can hold, on which the watermark is taken. */
    long tenured() {
        return tenured;
    }

    long max() {
        return max;
    }

    /** Whether live data is above the watermark, as of the latest sample or collection. */
    boolean over() {
        return over(0);
    }

    /**
     * Whether live data plus {@code reserve} bytes (what a write is about to add, and what building it costs) is
     * above the watermark.
     */
    boolean over(long reserve) {
        if (limit == Long.MAX_VALUE) {
            return false;
        }
        long now = System.nanoTime();
        if (now - sampledAt >= SAMPLE_NANOS) {
            sampledAt = now;
            sampled = survivingUse();
        }
        if (sampled + reserve < limit) {
            return false;
        }
        if (now - collectedAt >= COLLECT_NANOS) {
            synchronized (this) {
                if (System.nanoTime() - collectedAt >= COLLECT_NANOS) {
                    System.gc();
                    live = ManagementFactory.getMemoryMXBean()
                            .getHeapMemoryUsage()
                            .getUsed();
                    sampled = survivingUse();
                    collectedAt = System.nanoTime();
                    sampledAt = collectedAt;
                }
            }
        }
        return live + reserve >= limit;
    }

    private long survivingUse() {
        List<MemoryPoolMXBean> pools = this.pools;
        if (pools == null) {
            pools = new ArrayList<>();
            for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
                if (pool.getType() == MemoryType.HEAP && !pool.getName().contains("Eden")) {
                    pools.add(pool);
                }
            }
            this.pools = pools;
        }
        if (pools.isEmpty()) {
            return Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory();
        }
        long used = 0;
        for (MemoryPoolMXBean pool : pools) {
            used += pool.getUsage().getUsed();
        }
        return used;
    }
}
