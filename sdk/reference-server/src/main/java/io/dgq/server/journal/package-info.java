/**
 * The reference server's journal of the requests it received, with secrets redacted, and a small verification API
 * for tests that check what their code sent. Reached through {@link io.dgq.server.ReferenceServer#journal()}.
 */
package io.dgq.server.journal;
