package io.dgq.sdk.internal;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.nio.channels.ClosedByInterruptException;
import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.function.DoubleSupplier;
import javax.net.ssl.SSLException;

/**
 * The SDK's retry rules, the only ones applied (a transport retries nothing by itself): what
 * is retried, and how long to wait, with exponential backoff and jitter, honouring a {@code Retry-After} that asks
 * for a wait.
 *
 * <table>
 *   <caption>What is retried</caption>
 *   <tr><th>Operation</th><th>Retried on</th></tr>
 *   <tr><td>GET, PUT, DELETE, and the idempotent POSTs (lists, exports, tree views, lookups, upserts)</td>
 *       <td>connection failures and timeouts, 408, 429, 500, 502, 503, 504</td></tr>
 *   <tr><td>creates (every other POST)</td>
 *       <td>only when the request never left (connection refused, unknown host, no route) or HTTP/2 says it was not
 *       processed (its stream refused, or above a GOAWAY's last stream), and on 429</td></tr>
 *   <tr><td>any</td><td>never after a thread interrupt</td></tr>
 * </table>
 *
 * <p>Pure decisions, no I/O, so it is tested without a clock or a sleep. Internal.
 */
public final class RetryPolicy {

    /** The first backoff, before jitter. */
    public static final Duration INITIAL_DELAY = Duration.ofMillis(500);
    /** The longest backoff, before jitter. */
    public static final Duration MAX_DELAY = Duration.ofSeconds(8);
    /** The longest {@code Retry-After} the SDK waits for; a longer one ends the retries at once. */
    public static final Duration MAX_RETRY_AFTER = Duration.ofSeconds(60);

    private final DoubleSupplier random;

    /**
     * Creates a policy.
     *
     * @param random a source of uniform values in [0, 1) for jitter
     */
    public RetryPolicy(DoubleSupplier random) {
        this.random = random;
    }

    /**
     * Tells whether an answer's status is worth another try.
     *
     * @param safety whether the operation may be sent twice
     * @param status the HTTP status
     * @return {@code true} for 408, 429, 500, 502, 503 and 504 on an idempotent operation, and for 429 (the server
     *     refused the request without doing it) on a create
     */
    public boolean retriesStatus(Endpoint.Safety safety, int status) {
        if (status == 429) {
            return true;
        }
        return safety == Endpoint.Safety.IDEMPOTENT
                && (status == 408 || status == 500 || status == 502 || status == 503 || status == 504);
    }

    /**
     * Tells whether an I/O failure is worth another try.
     *
     * @param safety whether the operation may be sent twice
     * @param failure the failure
     * @return {@code false} after a thread interrupt; otherwise {@code true} for any failure of an idempotent
     *     operation, and for a create only when the connection was never made (so the server never saw the request)
     */
    public boolean retriesFailure(Endpoint.Safety safety, IOException failure) {
        return retriesFailure(
                safety,
                failure,
                failure instanceof ConnectException
                        || failure instanceof UnknownHostException
                        || failure instanceof NoRouteToHostException);
    }

    /**
     * Tells whether an I/O failure is worth another try, as the transport classified it.
     *
     * @param safety whether the operation may be sent twice
     * @param failure the failure
     * @param unprocessed whether the transport says the server cannot have processed the request
     *     ({@link io.dgq.sdk.http.HttpTransport#isUnprocessed}): the connection was never made, the pooled one was
     *     found closed before the request was written, or HTTP/2 refused its stream
     * @return {@code false} after a thread interrupt; otherwise {@code true} for any failure of an idempotent
     *     operation, and for a create only when the request was not processed
     */
    public boolean retriesFailure(Endpoint.Safety safety, IOException failure, boolean unprocessed) {
        if (isInterrupt(failure) || isPlainHttpPeer(failure)) {
            return false;
        }
        return safety == Endpoint.Safety.IDEMPOTENT || unprocessed;
    }

    /**
     * Tells whether a TLS handshake failed because the peer does not speak TLS at all (an {@code https://} base URL
     * pointing at a plain HTTP server): never worth another try, and worth saying so.
     *
     * @param failure the failure
     * @return {@code true} for the JDK's "unrecognized SSL message" failure
     */
    public static boolean isPlainHttpPeer(IOException failure) {
        return failure instanceof SSLException
                && failure.getMessage() != null
                && failure.getMessage().contains("nrecognized SSL message");
    }

    /**
     * Tells whether an I/O failure comes from an interrupt of the calling thread, which ends the call at once.
     *
     * @param failure the failure
     * @return {@code true} if the thread is interrupted, or the failure says it was (and is not a timeout)
     */
    public static boolean isInterrupt(IOException failure) {
        if (Thread.currentThread().isInterrupted() || failure instanceof ClosedByInterruptException) {
            return true;
        }
        return failure instanceof InterruptedIOException
                && !(failure instanceof SocketTimeoutException)
                && "interrupted".equals(failure.getMessage());
    }

    /**
     * Returns the wait before retry number {@code attempt + 1}: the server's {@code Retry-After} when it asks for a
     * wait, otherwise the exponential backoff. A {@code Retry-After} of 0, a negative number or a date in the past
     * says "now", which never means sooner than the backoff: an overloaded server answering {@code Retry-After: 0}
     * gets its retries spaced as any other, a create's included.
     *
     * @param attempt the number of tries made so far minus one (0 after the first try)
     * @param retryAfter the {@code Retry-After} header of the answer, or {@code null}
     * @param now the current time, to read an HTTP-date {@code Retry-After}
     * @return the wait, or {@code null} when the server asked for a wait longer than {@link #MAX_RETRY_AFTER}
     */
    public Duration delay(int attempt, String retryAfter, Instant now) {
        Duration asked = parseRetryAfter(retryAfter, now);
        if (asked != null && asked.compareTo(MAX_RETRY_AFTER) > 0) {
            return null;
        }
        long base = INITIAL_DELAY.toMillis() << Math.min(attempt, 10);
        long capped = Math.min(base, MAX_DELAY.toMillis());
        double jitter = 1.0 - 0.25 * random.getAsDouble();
        Duration backoff = Duration.ofMillis((long) (capped * jitter));
        return asked != null && !asked.isZero() && !asked.isNegative() ? asked : backoff;
    }

    /**
     * Reads a {@code Retry-After} value: whole seconds, or an HTTP date.
     *
     * @param value the header value, or {@code null}
     * @param now the current time
     * @return the wait (zero for a date in the past), or {@code null} when absent or unreadable
     */
    public static Duration parseRetryAfter(String value, Instant now) {
        if (value == null || value.isBlank()) {
            return null;
        }
        String trimmed = value.trim();
        try {
            long seconds = Long.parseLong(trimmed);
            return seconds <= 0 ? Duration.ZERO : Duration.ofSeconds(seconds);
        } catch (NumberFormatException notSeconds) {
            try {
                Instant at = ZonedDateTime.parse(trimmed, DateTimeFormatter.RFC_1123_DATE_TIME)
                        .toInstant();
                Duration wait = Duration.between(now, at);
                return wait.isNegative() ? Duration.ZERO : wait;
            } catch (DateTimeParseException notDate) {
                return null;
            }
        }
    }
}
