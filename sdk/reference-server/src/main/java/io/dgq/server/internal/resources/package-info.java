/**
 * The resources: one kind's generic operations driven by its schema and rules, and the workspace that holds every
 * kind. Internal to the reference server, not part of its public API: it may change in any release.
 */
package io.dgq.server.internal.resources;
