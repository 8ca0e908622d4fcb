package io.dgq.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.server.testing.ChildJvm;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The standalone server's transport flags, and what it does when it runs out of memory: it stops, loudly. */
class ReferenceServerMainTransportTest {

    @Test
    void runningOutOfMemoryPrintsWhyAndExitsWithThree() throws Exception {
        // A body limit and a budget of bodies in memory far above the heap, as a user might configure them: the
        // body's buffer cannot grow enough. (With the default budget, a quarter of the heap, the body is refused.)
        Process process = ChildJvm.launchWithHeap(
                "-Xmx48m", "--port", "0", "--max-body-bytes", "1000000000", "--max-body-bytes-in-flight", "1000000000");
        try {
            BufferedReader out =
                    new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
            URI base = URI.create(out.readLine().substring("DGQ_BASE_URL=".length()));
            long sent = 0;
            try (Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress(base.getHost(), base.getPort()), 5000);
                OutputStream body = socket.getOutputStream();
                body.write(("POST /api/v1/governance/domain HTTP/1.1\r\nHost: test\r\nContent-Type: application/json"
                                + "\r\nContent-Length: 900000000\r\n\r\n")
                        .getBytes(StandardCharsets.US_ASCII));
                byte[] block = new byte[64 * 1024];
                while (sent < 900_000_000L) {
                    body.write(block);
                    sent += block.length;
                }
            } catch (IOException e) {
                // the server died while the body was on its way
            }
            assertThat(sent)
                    .as("the server stopped before the body was complete")
                    .isLessThan(900_000_000L);
            assertThat(process.waitFor(30, TimeUnit.SECONDS)).isTrue();
            assertThat(process.exitValue()).isEqualTo(ReferenceServerMain.EXIT_OUT_OF_MEMORY);
            String stderr = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(stderr).contains("ran out of memory").contains("-Xmx").contains("--max-body-bytes");
        } finally {
            process.destroyForcibly();
        }
    }

    @Test
    void helpShowsTheTransportFlags() throws Exception {
        Process process = ChildJvm.launchWithHeap("-Xmx64m", "--help");
        assertThat(process.waitFor(20, TimeUnit.SECONDS)).isTrue();
        assertThat(new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8))
                .contains("--head-timeout")
                .contains("--body-timeout")
                .contains("--idle-timeout")
                .contains("--max-connections")
                .contains("exits with status 3");
    }

    @Test
    void transportFlagsParseTimesAndRefuseNonsense() {
        assertThat(ReferenceServerMain.parse(new String[] {
                    "--head-timeout", "500ms", "--body-timeout=30s", "--idle-timeout", "60", "--max-connections", "10"
                }))
                .isNotNull();
        assertThatThrownBy(() -> ReferenceServerMain.parse(new String[] {"--head-timeout", "soon"}))
                .hasMessage("--head-timeout must be a time such as 10, 10s or 500ms, got soon");
        assertThatThrownBy(() -> ReferenceServerMain.parse(new String[] {"--idle-timeout", "0s"}))
                .hasMessage("--idle-timeout must be more than 0 and at most a day, got 0s");
        assertThatThrownBy(() -> ReferenceServerMain.parse(new String[] {"--body-timeout", "-1"}))
                .hasMessageContaining("--body-timeout must be a time");
        assertThatThrownBy(() -> ReferenceServerMain.parse(new String[] {"--max-connections", "0"}))
                .hasMessage("--max-connections must be 1..1000000, got 0");
    }
}
