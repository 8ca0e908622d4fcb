/**
 * The failures every layer throws: the API error answered with the error envelope, and the store's refusal free of
 * HTTP. Internal to the reference server, not part of its public API: it may change in any release.
 */
package io.dgq.server.internal.error;
