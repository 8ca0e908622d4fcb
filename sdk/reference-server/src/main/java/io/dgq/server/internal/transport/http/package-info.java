/**
 * The HTTP/1.1 transport: the listening socket, connections, request heads and bodies, chunked framing and the written
 * answers. Internal to the reference server, not part of its public API: it may change in any release.
 */
package io.dgq.server.internal.transport.http;
