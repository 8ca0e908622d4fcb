package io.dgq.sdk.internal;

import io.dgq.sdk.Sleeper;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.function.DoubleSupplier;
import java.util.function.Supplier;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;

/**
 * A client's resolved, immutable configuration. Built by {@code DgqClient.Builder}. Internal.
 *
 * @param apiBaseUrl the base URL including {@code /api/v1}
 * @param tokenSupplier gives the API token for each call
 * @param httpClient the OkHttp client, with timeouts applied
 * @param callTimeout the default whole-call timeout of each try
 * @param maxRetries the default number of retries
 * @param defaultHeaders headers sent on every call
 * @param userAgent the User-Agent header
 * @param clock the clock for token expiry and {@code Retry-After} dates
 * @param sleeper waits between retries
 * @param random jitter source in [0, 1)
 * @param maxResponseBytes the largest successful answer decoded, in bytes
 */
public record ClientConfig(HttpUrl apiBaseUrl, Supplier<String> tokenSupplier, OkHttpClient httpClient,
                           Duration callTimeout, int maxRetries, Map<String, String> defaultHeaders,
                           String userAgent, Clock clock, Sleeper sleeper, DoubleSupplier random,
                           long maxResponseBytes) {

    /** Returns the configuration without its token supplier's or client's internals. */
    @Override
    public String toString() {
        return "ClientConfig{baseUrl=" + apiBaseUrl + ", callTimeout=" + callTimeout + ", maxRetries=" + maxRetries
                + ", defaultHeaders=" + defaultHeaders.keySet() + "}";
    }
}
