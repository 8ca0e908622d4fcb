package io.dgq.benchmarks;

import io.dgq.sdk.internal.BodyStream;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.util.Locale;
import okio.Buffer;

/**
 * The cost of keeping an answer's first bytes for an error report while it streams: {@link BodyStream}, which keeps
 * them in arrays of its own, against the same read path keeping them in okio's pooled segments, as it did before the
 * SDK stopped using okio outside the OkHttp transport. Both read a 50-record list page and a 1.5 MB answer (more than
 * the 64 KiB kept) in the 8 KiB reads Jackson makes, paired in alternating blocks ({@link PairedRatio}).
 *
 * <p>{@code java -cp sdk/benchmarks/target/benchmarks.jar io.dgq.benchmarks.KeptBytesRun}
 */
public final class KeptBytesRun {

    private static final int READ = 8 * 1024;

    /** {@code BodyStream.release()}, which the SDK's decoder calls when an answer is decoded; internal to the SDK. */
    private static final Method RELEASE = release();

    private static Method release() {
        try {
            Method release = BodyStream.class.getDeclaredMethod("release");
            release.setAccessible(true);
            return release;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    private KeptBytesRun() {}

    /**
     * Runs both comparisons and prints their ratios.
     *
     * @param args none
     */
    public static void main(String[] args) {
        byte[] page = Fixtures.listEnvelope(1, 50, 1234);
        byte[] large = new byte[1_500_000];
        for (int i = 0; i < large.length; i++) {
            large[i] = (byte) ('a' + i % 26);
        }
        compare("list(50) page, " + page.length + " bytes", page);
        compare("long answer, " + large.length + " bytes", large);
    }

    private static void compare(String what, byte[] body) {
        byte[] buffer = new byte[READ];
        PairedRatio.Result result =
                PairedRatio.measure(() -> readSdk(body, buffer), () -> readOkio(body, buffer), 3_000, 30, 100);
        System.out.printf(
                Locale.ROOT,
                "kept bytes, %s: arrays/okio time %.2f (q1 %.2f, q3 %.2f; %.2f against %.2f us), allocated %.0f "
                        + "against %.0f bytes per answer%n",
                what,
                result.median,
                result.q1,
                result.q3,
                result.sdkMicros,
                result.rawMicros,
                result.sdkBytes,
                result.rawBytes);
    }

    private static long readSdk(byte[] body, byte[] buffer) {
        try (BodyStream stream =
                new BodyStream(new ByteArrayInputStream(body), Long.MAX_VALUE, Long.MAX_VALUE, BodyStream.KEPT_BYTES)) {
            while (stream.read(buffer, 0, buffer.length) >= 0) {
                // kept as read
            }
            RELEASE.invoke(stream);
            return stream.count();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static long readOkio(byte[] body, byte[] buffer) {
        try (OkioKeeping stream = new OkioKeeping(new ByteArrayInputStream(body), BodyStream.KEPT_BYTES)) {
            while (stream.read(buffer, 0, buffer.length) >= 0) {
                // kept as read
            }
            stream.release();
            return stream.count;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The read path as it was, keeping the first bytes in an okio buffer whose segments go back to okio's pool. */
    private static final class OkioKeeping extends InputStream {
        private final InputStream in;
        private final int keepAtMost;
        private Buffer kept;
        private int keptCount;
        private long count;

        OkioKeeping(InputStream in, int keepAtMost) {
            this.in = in;
            this.keepAtMost = keepAtMost;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) <= 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int n = in.read(buffer, offset, length);
            if (n > 0) {
                int take = Math.min(keepAtMost - keptCount, n);
                if (take > 0) {
                    if (kept == null) {
                        kept = new Buffer();
                    }
                    kept.write(buffer, offset, take);
                    keptCount += take;
                }
                count += n;
            }
            return n;
        }

        void release() {
            if (kept != null) {
                kept.clear();
                keptCount = 0;
            }
        }

        @Override
        public void close() throws IOException {
            in.close();
        }
    }
}
