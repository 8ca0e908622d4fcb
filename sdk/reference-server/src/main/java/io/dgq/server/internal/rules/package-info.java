/**
 * The per-kind record rules a resource runs around a write: derived fields, reference checks, hierarchies and changes
 * that ripple to other kinds. Internal to the reference server, not part of its public API: it may change in any
 * release.
 */
package io.dgq.server.internal.rules;
