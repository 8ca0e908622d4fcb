/**
 * The proxy mode: forwarding API calls to one upstream service, checking its answers against the published document
 * (drift), and recording the records they hold as a snapshot to replay. Internal to the reference server, not part of
 * its public API: it may change in any release.
 */
package io.dgq.server.internal.proxy;
