/**
 * JSON: the shared mapper, parsing with the API's errors, and helpers for node types and values. Internal to the
 * reference server, not part of its public API: it may change in any release.
 */
package io.dgq.server.internal.json;
