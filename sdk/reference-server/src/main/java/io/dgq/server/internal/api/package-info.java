/**
 * The request pipeline behind the transport: the route of the administration API, the handler (authentication,
 * routing, the envelope), the test filter in front of it (faults, rate limit, journal) and the request and answer
 * records. Internal to the reference server, not part of its public API: it may change in any release.
 */
package io.dgq.server.internal.api;
