/**
 * The DGQ reference server: a stateful, in-memory implementation of the whole DGQ API for tests and local
 * development. Start it embedded with {@link io.dgq.server.ReferenceServer#builder()}, from the command line
 * with {@link io.dgq.server.ReferenceServerMain}, or per test class with
 * {@link io.dgq.server.junit.ReferenceServerExtension}.
 */
package io.dgq.server;
