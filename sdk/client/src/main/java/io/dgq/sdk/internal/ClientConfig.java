package io.dgq.sdk.internal;

import io.dgq.sdk.core.Sleeper;
import io.dgq.sdk.http.HttpTransport;
import io.dgq.sdk.observability.DgqCallListener;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.function.DoubleSupplier;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * A client's resolved, immutable configuration. Built by {@code DgqClient.Builder}. Internal.
 *
 * @param apiBaseUrl the base URL including {@code /api/v1}
 * @param tokenSupplier gives the API token for each call
 * @param transport what sends the requests: it retries nothing and follows no redirect
 * @param apiCallTimeout the default deadline of a whole method call: every try and every wait between tries
 * @param apiCallAttemptTimeout the default timeout of one try
 * @param maxRetries the default number of retries
 * @param defaultHeaders headers sent on every call
 * @param userAgent the User-Agent header
 * @param clock the clock for token expiry and {@code Retry-After} dates
 * @param sleeper waits between retries
 * @param random jitter source in [0, 1)
 * @param maxResponseBytes the largest successful answer decoded, in bytes
 * @param followRedirects whether a GET's redirects to the same scheme, host and port are followed
 * @param maxResponseHeapBytes the most heap a successful answer is estimated to take once decoded, in bytes
 * @param nanoTime the monotonic time source that measures the deadline, {@link System#nanoTime()} but in tests
 * @param scheduler runs the retries and deadlines of asynchronous calls; shut down when the client closes
 * @param completionExecutor where asynchronous calls complete their futures, or {@code null} for the thread that
 *     decoded the answer
 * @param listeners the call listeners, in the order they were added
 */
public record ClientConfig(
        URI apiBaseUrl,
        Supplier<String> tokenSupplier,
        HttpTransport transport,
        Duration apiCallTimeout,
        Duration apiCallAttemptTimeout,
        int maxRetries,
        Map<String, String> defaultHeaders,
        String userAgent,
        Clock clock,
        Sleeper sleeper,
        DoubleSupplier random,
        LongSupplier nanoTime,
        long maxResponseBytes,
        long maxResponseHeapBytes,
        boolean followRedirects,
        Scheduler scheduler,
        Executor completionExecutor,
        List<DgqCallListener> listeners) {

    /**
     * {@return the base URL's path without a trailing slash, such as {@code /api/v1}: what the path templates that
     * listeners and exception messages show start with}
     */
    public String apiRootPath() {
        String path = apiBaseUrl.getRawPath();
        return path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
    }

    /** {@return the base URL's scheme, host and port (when not the scheme's default), such as {@code https://h}} */
    public String apiOrigin() {
        return apiBaseUrl.getScheme() + "://" + apiBaseUrl.getRawAuthority();
    }

    /** {@return the base URL's port, the scheme's default when it names none} */
    public int apiPort() {
        int port = apiBaseUrl.getPort();
        return port != -1 ? port : apiBaseUrl.getScheme().equals("https") ? 443 : 80;
    }

    /** {@return the most redirects followed in a row, to say why one was not: 0 when none is followed} */
    public int maxRedirects() {
        return followRedirects ? Redirects.MAX_REDIRECTS : 0;
    }

    /** Returns the configuration without its token supplier's or client's internals. */
    @Override
    public String toString() {
        return "ClientConfig{baseUrl=" + apiBaseUrl + ", apiCallTimeout=" + apiCallTimeout
                + ", apiCallAttemptTimeout=" + apiCallAttemptTimeout + ", maxRetries=" + maxRetries
                + ", defaultHeaders=" + defaultHeaders.keySet() + "}";
    }
}
