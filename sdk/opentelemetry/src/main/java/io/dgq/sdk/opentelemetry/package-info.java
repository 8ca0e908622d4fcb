/**
 * OpenTelemetry instrumentation of the DGQ SDK's calls, for applications that use OpenTelemetry without Micrometer:
 * {@link io.dgq.sdk.opentelemetry.DgqOpenTelemetry} makes a client span per call after OpenTelemetry's HTTP client
 * semantic conventions, propagates its context on every try, and records the {@code http.client.request.duration}
 * histogram.
 */
package io.dgq.sdk.opentelemetry;
