/**
 * The in-process transport: the SDK's {@code HttpTransport} handing each request to the server's
 * {@link io.dgq.server.internal.transport.TransportHandler} in the same JVM, with no socket and no HTTP encoding, and
 * playing the faults that break a connection as the failures a socket transport raises.
 */
package io.dgq.server.internal.transport.inprocess;
