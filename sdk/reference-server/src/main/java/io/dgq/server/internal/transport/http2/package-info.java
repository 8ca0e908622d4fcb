/**
 * The HTTP/2 transport (RFC 9113): frames, streams, flow control and header compression on the same blocking
 * sockets as the HTTP/1.1 transport, reached over TLS by ALPN ({@code h2}) or on the plain port with prior knowledge
 * ({@code h2c}). Internal to the reference server, not part of its public API: it may change in any release.
 */
package io.dgq.server.internal.transport.http2;
