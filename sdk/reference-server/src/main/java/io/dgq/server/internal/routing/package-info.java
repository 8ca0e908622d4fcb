/**
 * Routing: the router that binds operations to a method and a path template, and an operation's input and result.
 * Internal to the reference server, not part of its public API: it may change in any release.
 */
package io.dgq.server.internal.routing;
