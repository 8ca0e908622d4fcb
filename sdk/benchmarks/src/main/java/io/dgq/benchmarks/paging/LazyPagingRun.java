package io.dgq.benchmarks.paging;

import com.sun.management.GarbageCollectionNotificationInfo;
import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.paging.ListRequest;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import javax.management.NotificationEmitter;
import javax.management.openmbean.CompositeData;

/**
 * Walks {@code client.domains().listAll(request)} over every record of a {@link PageGeneratorServer}, in a JVM of
 * its own started with a small {@code -Xmx}, and prints {@code KEY=value} lines: records, seconds, records/s, the
 * peak heap in use (sampled every millisecond, and the highest heap in use right after a GC, which is the live
 * set). Exits non-zero if a record is missing, out of order, or the heap runs out.
 *
 * <p>Arguments: base URL, API token, page size, expected records.
 */
public final class LazyPagingRun {

    private static final Set<String> HEAP_POOLS = heapPools();

    private LazyPagingRun() {}

    private static Set<String> heapPools() {
        Set<String> names = new HashSet<>();
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                names.add(pool.getName());
            }
        }
        return names;
    }

    /**
     * Runs the walk.
     *
     * @param args base URL, token, page size, expected records
     * @throws Exception on failure
     */
    public static void main(String[] args) throws Exception {
        String baseUrl = args[0];
        String token = args[1];
        int pageSize = Integer.parseInt(args[2]);
        long expected = Long.parseLong(args[3]);
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        AtomicLong maxAfterGc = new AtomicLong();
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            ((NotificationEmitter) gc)
                    .addNotificationListener(
                            (notification, handback) -> {
                                if (GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION.equals(
                                        notification.getType())) {
                                    GarbageCollectionNotificationInfo info = GarbageCollectionNotificationInfo.from(
                                            (CompositeData) notification.getUserData());
                                    long used = 0;
                                    for (Map.Entry<String, MemoryUsage> pool : info.getGcInfo()
                                            .getMemoryUsageAfterGc()
                                            .entrySet()) {
                                        if (HEAP_POOLS.contains(pool.getKey())) {
                                            used += pool.getValue().getUsed();
                                        }
                                    }
                                    maxAfterGc.accumulateAndGet(used, Math::max);
                                }
                            },
                            null,
                            null);
        }
        AtomicLong peakSampled = new AtomicLong();
        Thread sampler = new Thread(
                () -> {
                    while (!Thread.currentThread().isInterrupted()) {
                        peakSampled.accumulateAndGet(memory.getHeapMemoryUsage().getUsed(), Math::max);
                        try {
                            Thread.sleep(1);
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                },
                "heap-sampler");
        sampler.setDaemon(true);
        sampler.start();

        try (DgqClient client =
                DgqClient.builder().baseUrl(baseUrl).apiToken(token).build()) {
            ListRequest request = ListRequest.builder().pageSize(pageSize).build();
            long start = System.nanoTime();
            long count = 0;
            long checksum = 0;
            try (Stream<DomainListItem> all = client.domains().listAll(request)) {
                Iterator<DomainListItem> it = all.iterator();
                while (it.hasNext()) {
                    DomainListItem item = it.next();
                    if (count % 100_000 == 0 && !item.id().equals(io.dgq.benchmarks.Fixtures.uuid(count))) {
                        throw new IllegalStateException("Record " + count + " has id " + item.id());
                    }
                    checksum += item.totalViews();
                    count++;
                }
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            sampler.interrupt();
            if (count != expected) {
                throw new IllegalStateException("Walked " + count + " records, expected " + expected);
            }
            System.out.println("RECORDS=" + count);
            System.out.println("CHECKSUM=" + checksum);
            System.out.println("SECONDS=" + seconds);
            System.out.println("RECORDS_PER_SECOND=" + (long) (count / seconds));
            System.out.println("PEAK_HEAP_USED_SAMPLED=" + peakSampled.get());
            System.out.println("MAX_HEAP_AFTER_GC=" + maxAfterGc.get());
            System.out.println("MAX_HEAP=" + memory.getHeapMemoryUsage().getMax());
            System.out.println("DONE=1");
        }
    }
}
