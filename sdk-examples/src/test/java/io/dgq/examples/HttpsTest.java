package io.dgq.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import io.dgq.server.journal.RecordedRequest;
import org.junit.jupiter.api.Test;

class HttpsTest {

    @Test
    void theClientTrustingTheServersAuthorityReadsOverTlsAndOneWithoutItIsRefusedBeforeAnyRequest() {
        try (ReferenceServer server =
                ReferenceServer.builder().seed(Seed.DEMO).https().start()) {
            Captured captured = new Captured();
            Https.run(server, captured.out);
            String text = captured.text();

            assertThat(text)
                    .containsPattern("The server's certificate authority: CN=[^\\n]+")
                    .containsPattern("  connection: TLSv1\\.[23], (http/1\\.1|h2)\\n")
                    .contains("7 domains over https; the first: ")
                    .contains("over the same connection.")
                    .containsPattern("Without the authority: DgqConnectionException: [^\\n]*SSLHandshakeException")
                    .doesNotContain("Unexpected");
            // One connection for both calls; the refused client sent nothing.
            assertThat(text.split("  connection: ", -1)).hasSize(2);
            assertThat(server.requests()).extracting(RecordedRequest::method).containsExactly("POST", "GET");
        }
    }
}
