package io.dgq.sdk.internal;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * An answer's body as the decoder reads it: counts the bytes, refuses to read past a limit, keeps the first bytes
 * for an error report, and remembers a failure of the connection so that it is not mistaken for bad JSON.
 * Not thread-safe; one per answer. Internal.
 */
final class BodyStream extends InputStream {

    /** The most of a body kept for {@code rawBody()} of an exception. */
    static final int KEPT_BYTES = 64 * 1024;

    private static final int FIRST_KEPT_CHUNK = 4 * 1024;

    private final InputStream in;
    private final long limit;
    private final int keepAtMost;
    private byte[] kept = new byte[0];
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
        this.in = in;
        this.limit = limit;
        this.keepAtMost = keepAtMost;
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = read(one, 0, 1);
        return n <= 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        if (overLimit) {
            throw new OverLimit();
        }
        if (length == 0) {
            return 0;
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
        }
        return n;
    }

    private void keep(byte[] buffer, int offset, int n) {
        int room = keepAtMost - keptCount;
        if (room <= 0) {
            return;
        }
        int take = Math.min(room, n);
        if (keptCount + take > kept.length) {
            int size = Math.max(FIRST_KEPT_CHUNK, kept.length * 2);
            while (size < keptCount + take) {
                size *= 2;
            }
            kept = Arrays.copyOf(kept, Math.min(size, keepAtMost));
        }
        System.arraycopy(buffer, offset, kept, keptCount, take);
        keptCount += take;
    }

    /**
     * Reads on until the kept bytes are full or the body ends, for an error report of a body the parser gave up
     * on early. Stops quietly at the limit or at a failure.
     */
    void readRestForReport() {
        byte[] buffer = new byte[8 * 1024];
        try {
            while (!overLimit && connectionFailure == null && keptCount < keepAtMost
                    && read(buffer, 0, buffer.length) >= 0) {
                // the bytes are kept by read
            }
        } catch (IOException e) {
            // the report keeps what was read
        }
    }

    /** {@return the most bytes that may be read} */
    long limit() {
        return limit;
    }

    /** {@return the bytes read so far} */
    long count() {
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
        return Arrays.copyOf(kept, keptCount);
    }

    /** {@return whether bytes were read beyond those kept} */
    boolean keptIsPartial() {
        return count > keptCount;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }

    /** Thrown by a read past the limit; the decoder turns it into a {@code DgqDecodingException}. */
    static final class OverLimit extends IOException {
        private static final long serialVersionUID = 1L;

        OverLimit() {
            super("The answer is longer than the limit");
        }
    }
}
