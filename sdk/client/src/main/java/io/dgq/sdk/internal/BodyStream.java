package io.dgq.sdk.internal;

import com.fasterxml.jackson.core.JsonParser;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * An answer's body as the decoder reads it: counts the bytes, refuses to read past a limit, keeps the first bytes
 * for an error report, and remembers a failure of the connection so that it is not mistaken for bad JSON.
 * The kept bytes are held in chunks of {@link #KEPT_CHUNK} bytes, taken from a small pool as they are needed and
 * given back by {@link #release()}, so a body that decodes costs no copy of them and no new array. A body already in memory ({@link #inMemory(byte[], int)}) keeps nothing: its array is read directly.
 * Not thread-safe; one per answer. Internal.
 */
public final class BodyStream extends InputStream {

    /** The most of a body kept for {@code rawBody()} of an exception. */
    public static final int KEPT_BYTES = 64 * 1024;

    /** The size of one chunk of the kept bytes: a body's first chunk is all most error answers need. */
    static final int KEPT_CHUNK = 8 * 1024;

    /**
     * The heap a decoded JSON value (a token: a number, a string, a field name, an object or array start) is
     * estimated to take, in bytes, besides its text: what a Jackson node and its slot in a list or map take, or
     * a model's field. An array of small numbers decodes to about this much per two bytes of JSON.
     */
    static final long HEAP_BYTES_PER_TOKEN = 64;

    /** The heap a byte of an answer is estimated to take once decoded, as text (a Java string's chars). */
    static final long HEAP_BYTES_PER_BYTE = 2;

    private final InputStream in;
    private final byte[] whole;
    private final long limit;
    private final long heapBudget;
    private final int keepAtMost;
    private JsonParser parser;
    private boolean overBudget;
    private byte[][] kept;
    private int keptCount;
    private long count;
    private boolean overLimit;
    private IOException connectionFailure;

    /**
     * Wraps a body.
     *
     * @param in the body as received
     * @param limit the most bytes that may be read; one more is a failure
     * @param keepAtMost the most bytes kept for an error report
     */
    BodyStream(InputStream in, long limit, int keepAtMost) {
        this(in, limit, Long.MAX_VALUE, keepAtMost);
    }

    /**
     * Wraps a body with a heap budget: reading stops once the bytes read and the JSON values parsed from them are
     * estimated to take more heap than the budget ({@link #HEAP_BYTES_PER_BYTE} per byte,
     * {@link #HEAP_BYTES_PER_TOKEN} per value), checked at every read of the parser's.
     *
     * @param in the body as received
     * @param limit the most bytes that may be read; one more is a failure
     * @param heapBudget the most heap, in bytes, the decoded answer is estimated to take
     * @param keepAtMost the most bytes kept for an error report
     */
    public BodyStream(InputStream in, long limit, long heapBudget, int keepAtMost) {
        this.in = in;
        this.whole = null;
        this.limit = limit;
        this.heapBudget = heapBudget;
        this.keepAtMost = keepAtMost;
    }

    private BodyStream(byte[] whole, int keepAtMost) {
        this.in = null;
        this.whole = whole;
        this.limit = Long.MAX_VALUE;
        this.heapBudget = Long.MAX_VALUE;
        this.keepAtMost = keepAtMost;
        this.count = whole.length;
    }

    /**
     * The longest answer read whole before it is decoded, rather than decoded as it arrives: parsing an array costs
     * less than parsing a stream (no refill of the parser's buffer through the connection's layers per 8 KiB, no
     * copy kept for an error report), and an answer this short takes little heap as bytes.
     */
    static final long READ_WHOLE_AT_MOST = 1024 * 1024;

    /**
     * Wraps an answer's body for decoding, within its budgets. A body whose announced length is within
     * {@link #READ_WHOLE_AT_MOST}, the byte limit and what cannot pass the heap budget is read whole first (its
     * array at most 128 KiB until its bytes arrive, then grown fourfold); any other is decoded as it
     * arrives, its bytes and values counted as they are read.
     *
     * @param body the body as received
     * @param length the announced length, or -1
     * @param limit the most bytes that may be read; one more is a failure
     * @param heapBudget the most heap, in bytes, the decoded answer is estimated to take
     * @param keepAtMost the most bytes kept for an error report
     * @return the body to decode
     * @throws IOException if the connection fails while a body read whole arrives, or it ends before its length
     */
    public static BodyStream of(InputStream body, long length, long limit, long heapBudget, int keepAtMost)
            throws IOException {
        if (length >= 0 && length <= READ_WHOLE_AT_MOST && length <= limit && cannotPass(length, heapBudget)) {
            return new BodyStream(readWhole(body, (int) length), keepAtMost);
        }
        return new BodyStream(body, limit, heapBudget, keepAtMost);
    }

    /**
     * Reads a body of announced length into one array: of that length when it is at most
     * {@link #FIRST_ARRAY_AT_MOST}, as most answers are; a longer one's array grows fourfold as its bytes arrive, so
     * that a length announced but never sent costs little.
     */
    private static byte[] readWhole(InputStream in, int length) throws IOException {
        byte[] bytes = new byte[Math.min(length, FIRST_ARRAY_AT_MOST)];
        int filled = 0;
        while (filled < length) {
            if (filled == bytes.length) {
                bytes = Arrays.copyOf(bytes, (int) Math.min(length, bytes.length * 4L));
            }
            int n = in.read(bytes, filled, bytes.length - filled);
            if (n < 0) {
                throw new EOFException("the body ended after " + filled + " of its " + length + " bytes");
            }
            filled += n;
        }
        return bytes;
    }

    /** The longest array made from an announced length before its bytes arrive. */
    static final int FIRST_ARRAY_AT_MOST = 128 * 1024;

    /**
     * Wraps a body already read whole: no limit, nothing left to read, and its first bytes are the kept ones.
     *
     * @param body the body
     * @param keepAtMost the most bytes kept for an error report
     * @return the body, to be decoded from {@link #whole()}
     */
    static BodyStream inMemory(byte[] body, int keepAtMost) {
        return new BodyStream(body, keepAtMost);
    }

    /** {@return the body when it is in memory, to be parsed directly; {@code null} for a stream} */
    public byte[] whole() {
        return whole;
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = read(one, 0, 1);
        return n <= 0 ? -1 : one[0] & 0xff;
    }

    /**
     * Names the parser that reads this body, whose count of values the heap budget takes into account.
     *
     * @param parser the parser, which counts its tokens
     */
    void parsedBy(JsonParser parser) {
        this.parser = parser;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        if (overLimit || overBudget) {
            throw new OverLimit();
        }
        if (length == 0) {
            return 0;
        }
        if (in == null) {
            return -1;
        }
        long left = limit - count;
        int ask = left >= length ? length : (int) (left + 1);
        int n;
        try {
            n = in.read(buffer, offset, ask);
        } catch (IOException e) {
            connectionFailure = e;
            throw e;
        }
        if (n > 0) {
            keep(buffer, offset, n);
            count += n;
            if (count > limit) {
                overLimit = true;
                throw new OverLimit();
            }
            if (parser != null && heapEstimate() > heapBudget) {
                overBudget = true;
                throw new OverLimit();
            }
        }
        return n;
    }

    private void keep(byte[] buffer, int offset, int n) {
        int room = keepAtMost - keptCount;
        if (room <= 0) {
            return;
        }
        int take = Math.min(room, n);
        if (kept == null) {
            kept = new byte[(keepAtMost + KEPT_CHUNK - 1) / KEPT_CHUNK][];
        }
        while (take > 0) {
            int chunk = keptCount / KEPT_CHUNK;
            int at = keptCount % KEPT_CHUNK;
            if (kept[chunk] == null) {
                kept[chunk] = ChunkPool.take();
            }
            int copy = Math.min(take, Math.min(KEPT_CHUNK, keepAtMost - chunk * KEPT_CHUNK) - at);
            System.arraycopy(buffer, offset, kept[chunk], at, copy);
            offset += copy;
            take -= copy;
            keptCount += copy;
        }
    }

    /** Gives the kept bytes' chunks back to the pool; the kept bytes read as none from then on. */
    void release() {
        if (kept != null) {
            ChunkPool.give(kept);
            kept = null;
            keptCount = 0;
        }
    }

    /**
     * Reads on until the kept bytes are full or the body ends, for an error report of a body the parser gave up
     * on early. Stops quietly at the limit or at a failure.
     */
    void readRestForReport() {
        byte[] buffer = new byte[8 * 1024];
        try {
            while (!overLimit
                    && !overBudget
                    && connectionFailure == null
                    && keptCount < keepAtMost
                    && read(buffer, 0, buffer.length) >= 0) {
                // the bytes are kept by read
            }
        } catch (IOException e) {
            // the report keeps what was read
        }
    }

    /**
     * Tells whether an answer of a known length cannot pass the heap budget, whatever it holds: a JSON value takes
     * at least one byte, so no answer's estimate passes {@code HEAP_BYTES_PER_BYTE + HEAP_BYTES_PER_TOKEN} per
     * byte. Such an answer is parsed without counting its values.
     *
     * @param contentLength the answer's length, or -1 when unknown (chunked, or decompressed on the way)
     * @return whether the budget cannot be passed
     */
    boolean heapCannotPassBudget(long contentLength) {
        return contentLength >= 0 && cannotPass(contentLength, heapBudget);
    }

    /** {@return whether no answer of this length can be estimated above the heap budget, whatever it holds} */
    private static boolean cannotPass(long length, long heapBudget) {
        return length <= heapBudget / (HEAP_BYTES_PER_BYTE + HEAP_BYTES_PER_TOKEN);
    }

    /** {@return the heap the answer read so far is estimated to take once decoded, in bytes} */
    long heapEstimate() {
        long tokens = parser == null ? 0 : parser.currentTokenCount();
        return count * HEAP_BYTES_PER_BYTE + tokens * HEAP_BYTES_PER_TOKEN;
    }

    /** {@return the JSON values parsed so far; 0 before parsing starts} */
    long tokens() {
        return parser == null ? 0 : parser.currentTokenCount();
    }

    /** {@return the heap budget, in bytes} */
    long heapBudget() {
        return heapBudget;
    }

    /** {@return whether the answer was estimated to take more heap than the budget} */
    boolean overBudget() {
        return overBudget;
    }

    /** {@return the most bytes that may be read} */
    long limit() {
        return limit;
    }

    /** {@return the bytes read so far} */
    public long count() {
        return count;
    }

    /** {@return whether the body was longer than the limit} */
    boolean overLimit() {
        return overLimit;
    }

    /** {@return the connection's failure while reading, or {@code null}} */
    IOException connectionFailure() {
        return connectionFailure;
    }

    /** {@return the first bytes read, at most the kept size} */
    byte[] keptBytes() {
        if (whole != null) {
            return Arrays.copyOf(whole, Math.min(whole.length, keepAtMost));
        }
        byte[] copy = new byte[keptCount];
        for (int at = 0; at < keptCount; at += KEPT_CHUNK) {
            System.arraycopy(kept[at / KEPT_CHUNK], 0, copy, at, Math.min(KEPT_CHUNK, keptCount - at));
        }
        return copy;
    }

    @Override
    public void close() throws IOException {
        if (in != null) {
            in.close();
        }
    }

    /**
     * The chunks of kept bytes that answers gave back, for the next ones, as okio's segment pool kept its segments:
     * a few stripes, chosen by thread, each holding at most one answer's worth ({@link #KEPT_BYTES}), so at most
     * {@code STRIPES * KEPT_BYTES} bytes stay in it. A chunk not given back is simply collected.
     */
    static final class ChunkPool {

        private static final int STRIPES = 8;
        private static final int PER_STRIPE = KEPT_BYTES / KEPT_CHUNK;
        private static final byte[][][] FREE = new byte[STRIPES][PER_STRIPE][];
        private static final int[] SIZES = new int[STRIPES * 16];

        private ChunkPool() {}

        private static int stripe() {
            return System.identityHashCode(Thread.currentThread()) & (STRIPES - 1);
        }

        /** {@return a chunk of {@link #KEPT_CHUNK} bytes, from the pool or new; its old bytes are not cleared} */
        static byte[] take() {
            int stripe = stripe();
            byte[][] free = FREE[stripe];
            synchronized (free) {
                int size = SIZES[stripe * 16];
                if (size > 0) {
                    SIZES[stripe * 16] = size - 1;
                    byte[] chunk = free[size - 1];
                    free[size - 1] = null;
                    return chunk;
                }
            }
            return new byte[KEPT_CHUNK];
        }

        /** Gives chunks back; those the stripe has no room for are left to the collector. */
        static void give(byte[][] chunks) {
            int stripe = stripe();
            byte[][] free = FREE[stripe];
            synchronized (free) {
                int size = SIZES[stripe * 16];
                for (byte[] chunk : chunks) {
                    if (chunk != null && size < PER_STRIPE) {
                        free[size++] = chunk;
                    }
                }
                SIZES[stripe * 16] = size;
            }
        }
    }

    /** Thrown by a read past the limit; the decoder turns it into a {@code DgqDecodingException}. */
    static final class OverLimit extends IOException {
        private static final long serialVersionUID = 1L;

        OverLimit() {
            super("The answer is longer than the limit");
        }
    }
}
