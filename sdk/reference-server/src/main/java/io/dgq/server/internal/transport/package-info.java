/**
 * The transport's own exchange types: what the HTTP/1.1, HTTP/2 and TLS code hands the server (a
 * {@link io.dgq.server.internal.transport.TransportRequest}), what it sends back (a
 * {@link io.dgq.server.internal.transport.TransportAnswer}, broken on purpose when a fault asks), how it refuses a
 * request before any handler sees it (a {@link io.dgq.server.internal.transport.TransportRefusal}) and the
 * {@link io.dgq.server.internal.transport.TransportHandler} that answers. The transport knows nothing of the API; the
 * API adapts these in one place.
 */
package io.dgq.server.internal.transport;
