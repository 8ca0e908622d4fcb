package io.dgq.server.internal.support;

import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;

/**
 * New random (version 4) UUIDs for record and correlation ids. They need to be unique, not secret, so they come
 * from the thread's own generator rather than the shared, synchronised {@link UUID#randomUUID()}.
 */
public final class Ids {

    private Ids() {}

    public static String random() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        long high = (random.nextLong() & ~0xF000L) | 0x4000L;
        long low = (random.nextLong() & ~(0xC000L << 48)) | (0x8000L << 48);
        return new UUID(high, low).toString();
    }
}
