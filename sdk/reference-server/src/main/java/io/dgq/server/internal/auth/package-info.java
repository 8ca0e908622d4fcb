/**
 * Authentication: the HS256 tokens signed with the server's secret, the authenticator that checks them (and their
 * token records), the caller they name, and the cipher for stored credentials. Internal to the reference server, not
 * part of its public API: it may change in any release.
 */
package io.dgq.server.internal.auth;
