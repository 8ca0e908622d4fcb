package io.dgq.server.snapshot;

import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongFunction;
import java.util.function.Supplier;

/**
 * How a reference server chooses the ids of the records it creates: random by default, or a reproducible sequence,
 * so that two runs of a test that make the same requests in the same order see the same ids. Every id is a UUID in
 * its canonical lower case text form, like the API's ids.
 *
 * <pre>{@code
 * ReferenceServer.builder().ids(IdGenerator.seeded(42)).start();
 * }</pre>
 *
 * <p>A server starts its generator's sequence when it starts and again on every
 * {@link io.dgq.server.ReferenceServer#reset()}, and skips an id that a stored record already has. Only record ids
 * come from it; correlation ids stay random. Instances are immutable and may be shared between servers.
 */
public final class IdGenerator {

    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

    private final String description;
    private final LongFunction<UUID> nth;

    private IdGenerator(String description, LongFunction<UUID> nth) {
        this.description = description;
        this.nth = nth;
    }

    /** {@return a generator of random (version 4) UUIDs, different on every run; the default} */
    public static IdGenerator random() {
        return new IdGenerator("random", n -> {
            ThreadLocalRandom random = ThreadLocalRandom.current();
            return uuid(random.nextLong(), random.nextLong());
        });
    }

    /**
     * A generator of counting ids, easy to read in a failing test: {@code 00000000-0000-4000-8000-000000000001},
     * then {@code ...0002}, and so on.
     *
     * @return the generator
     */
    public static IdGenerator sequential() {
        return new IdGenerator("sequential", n -> uuid(0, n + 1));
    }

    /**
     * A generator of ids that look random (version 4 UUIDs) but are the same sequence for the same seed.
     *
     * @param seed any number; the same seed gives the same ids
     * @return the generator
     */
    public static IdGenerator seeded(long seed) {
        return new IdGenerator("seeded(" + seed + ")", n -> {
            long base = seed + 2 * n * GOLDEN_GAMMA;
            return uuid(mix(base + GOLDEN_GAMMA), mix(base + (GOLDEN_GAMMA << 1))); // << 1: 2 * gamma, wrapped
        });
    }

    /**
     * Starts a new run of this generator's sequence from its first id; a server calls it when it starts and when
     * it resets. The run is thread-safe: concurrent callers get distinct positions in the sequence.
     *
     * @return the ids of the run, each as UUID text
     */
    public Supplier<String> start() {
        AtomicLong position = new AtomicLong();
        return () -> nth.apply(position.getAndIncrement()).toString();
    }

    /** {@return what the generator is, such as {@code seeded(42)}} */
    @Override
    public String toString() {
        return "IdGenerator." + description;
    }

    /** A version 4, variant 1 UUID from 128 bits, of which 6 become the version and variant. */
    private static UUID uuid(long high, long low) {
        return new UUID((high & ~0xF000L) | 0x4000L, (low & ~(0xC000L << 48)) | (0x8000L << 48));
    }

    /** The finaliser of SplitMix64: every bit of the result depends on every bit of the input. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
