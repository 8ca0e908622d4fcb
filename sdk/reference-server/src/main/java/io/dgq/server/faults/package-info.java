/**
 * Faults a test injects into the reference server: error answers with the API's envelope, delays, dropped
 * connections, cut bodies and bodies that are not the envelope, for requests matching a
 * {@link io.dgq.server.RequestPattern}. Reached through {@link io.dgq.server.ReferenceServer#faults()}.
 */
package io.dgq.server.faults;
