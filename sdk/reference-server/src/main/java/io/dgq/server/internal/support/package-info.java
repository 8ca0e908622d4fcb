/**
 * The server's clock with the API's two timestamp styles, random ids and the ids of new records, and the server's
 * version. Internal to the reference server, not part of its public API: it may change in any release.
 */
package io.dgq.server.internal.support;
