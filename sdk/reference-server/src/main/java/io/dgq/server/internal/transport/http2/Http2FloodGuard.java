package io.dgq.server.internal.transport.http2;

import static io.dgq.server.internal.transport.http2.Http2Connection.ENHANCE_YOUR_CALM;

import io.dgq.server.internal.transport.http2.Http2Connection.ConnectionError;
import java.util.concurrent.TimeUnit;

/**
 * Counts what a client of one HTTP/2 connection does cheaply and the server pays for (streams reset or refused, and
 * control frames) and cuts the connection with ENHANCE_YOUR_CALM past the limits; touched by the reading thread only.
 */
final class Http2FloodGuard {

    /** Streams reset by the client within {@link #RESET_PERIOD_NANOS} past which, if half those opened, it is cut. */
    static final int MAX_RESETS = 200;

    static final long RESET_PERIOD_NANOS = TimeUnit.SECONDS.toNanos(30);
    /** Control frames (PING, SETTINGS, PRIORITY, empty DATA) within {@link #CONTROL_PERIOD_NANOS} past which it is cut. */
    static final int MAX_CONTROL_FRAMES = 1000;

    static final long CONTROL_PERIOD_NANOS = TimeUnit.SECONDS.toNanos(10);

    private long resetPeriodStart;
    private int resets;
    private int opened;
    private long controlPeriodStart;
    private int controlFrames;

    /** Counts a stream opened, for the share of streams reset. */
    void countOpened() {
        rollResetPeriod();
        opened++;
    }

    /**
     * Counts a stream reset by the client, or refused: more than {@link #MAX_RESETS} in 30 s, and more than half
     * of the streams opened then, is the rapid-reset attack (CVE-2023-44487), and the connection is cut.
     */
    void countReset() throws ConnectionError {
        rollResetPeriod();
        resets++;
        if (resets > MAX_RESETS && resets * 2L > opened) {
            throw new ConnectionError(
                    ENHANCE_YOUR_CALM,
                    "more than " + MAX_RESETS + " streams reset in 30 s, more than half of those opened");
        }
    }

    private void rollResetPeriod() {
        long now = System.nanoTime();
        if (now - resetPeriodStart > RESET_PERIOD_NANOS) {
            resetPeriodStart = now;
            resets = 0;
            opened = 0;
        }
    }

    void countControl() throws ConnectionError {
        long now = System.nanoTime();
        if (now - controlPeriodStart > CONTROL_PERIOD_NANOS) {
            controlPeriodStart = now;
            controlFrames = 0;
        }
        if (++controlFrames > MAX_CONTROL_FRAMES) {
            throw new ConnectionError(
                    ENHANCE_YOUR_CALM,
                    "more than " + MAX_CONTROL_FRAMES + " PING, SETTINGS, PRIORITY or empty DATA frames in 10 s");
        }
    }
}
