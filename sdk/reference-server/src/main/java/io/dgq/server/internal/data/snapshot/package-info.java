/**
 * Snapshots of a workspace's whole state: the format's writing and reading, the checks made before anything
 * changes, and the replacement of every record at once. Internal to the reference server, not part of its public
 * API: it may change in any release.
 */
package io.dgq.server.internal.data.snapshot;
