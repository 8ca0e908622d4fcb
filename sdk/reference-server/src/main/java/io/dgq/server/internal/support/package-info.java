/**
 * The server's clock with the API's two timestamp styles, and random ids. Internal to the reference server, not part
 * of its public API: it may change in any release.
 */
package io.dgq.server.internal.support;
