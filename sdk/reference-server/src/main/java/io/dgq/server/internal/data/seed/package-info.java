/**
 * The demo workspace a server starts with and returns to on reset. Internal to the reference server, not part of its
 * public API: it may change in any release.
 */
package io.dgq.server.internal.data.seed;
