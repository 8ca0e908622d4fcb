/**
 * Reproducible reference servers: {@link io.dgq.server.snapshot.IdGenerator} chooses how new records get their
 * ids (random, sequential or from a seed), so that two runs of a test see the same ids. The state itself is saved
 * and restored with {@link io.dgq.server.ReferenceServer#snapshot()} and
 * {@link io.dgq.server.ReferenceServer#restore(String)}, and a server starts from a saved state with
 * {@link io.dgq.server.Seed#fromFile(java.nio.file.Path)}.
 */
package io.dgq.server.snapshot;
