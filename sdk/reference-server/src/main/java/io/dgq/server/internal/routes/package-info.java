/**
 * The route table: every operation of the API with its method and path, and the operations beyond a resource's generic
 * ones. Internal to the reference server, not part of its public API: it may change in any release.
 */
package io.dgq.server.internal.routes;
