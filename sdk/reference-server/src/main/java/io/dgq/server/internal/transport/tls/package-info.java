/** The server's TLS identity: a certificate made at start or read from PEM, and what a client trusts it with. */
package io.dgq.server.internal.transport.tls;
