package io.dgq.server.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.errors.DgqConnectionException;
import io.dgq.server.ReferenceServer;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * A client given {@code https://} for the plain-HTTP reference server fails at once, not after the server's head
 * deadline, with a message that says the server speaks plain HTTP and to use an {@code http://} base URL; a
 * protocol mismatch is never retried.
 */
class SdkHttpsAgainstPlainServerTest {

    @Test
    void anHttpsBaseUrlForAPlainServerFailsFastAndSaysWhy() {
        try (ReferenceServer server = ReferenceServer.builder().start();
                DgqClient client = DgqClient.builder()
                        .baseUrl("https://127.0.0.1:" + server.port())
                        .apiToken(server.apiToken())
                        .maxRetries(3)
                        .build()) {
            long start = System.nanoTime();
            DgqConnectionException failure = catchThrowableOfType(
                    DgqConnectionException.class, () -> client.domains().get("d-1"));
            Duration took = Duration.ofNanos(System.nanoTime() - start);
            assertThat(failure).isNotNull();
            assertThat(failure.getMessage())
                    .contains("plain HTTP, not TLS")
                    .contains("http:// base URL")
                    .doesNotContain("retries")
                    .doesNotContain(server.apiToken());
            assertThat(took)
                    .as("answered at once, not after the 10 s head deadline")
                    .isLessThan(Duration.ofSeconds(3));
        }
    }
}
