/**
 * Seeing every call the SDK makes: a {@link io.dgq.sdk.observability.DgqCallListener} registered on the client
 * builder is told when a call starts and returns a {@link io.dgq.sdk.observability.DgqCallObserver} that sees each
 * try, each retry and the call's end, and can add headers to a try (trace propagation). Listeners never see the API
 * token, and a listener that throws never breaks a call. The modules {@code dgq-sdk-micrometer} and
 * {@code dgq-sdk-opentelemetry} are listeners built on this package.
 */
package io.dgq.sdk.observability;
