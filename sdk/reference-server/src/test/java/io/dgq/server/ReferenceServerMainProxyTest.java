package io.dgq.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.server.faults.Fault;
import io.dgq.server.testing.ChildJvm;
import io.dgq.server.testing.RawHttp;
import java.io.BufferedReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The proxy's flags on the command line: the flags only a proxy uses are refused without {@code --proxy-to}, and
 * {@code --fail-on-drift} ends the process with status 4 after a drifting upstream, 0 after a faithful one.
 */
class ReferenceServerMainProxyTest {

    private static final String LIST = "/metrics/alert-cluster/list";

    @TempDir
    Path dir;

    @Test
    void recordWithoutProxyToExitsWithTwoNamingBothFlagsAndWritesNothing() throws Exception {
        Path recording = dir.resolve("workspace.json");
        Process process = ChildJvm.launchWithHeap("-Xmx64m", "--record", recording.toString());
        try {
            assertThat(process.waitFor(20, TimeUnit.SECONDS)).isTrue();
            assertThat(process.exitValue()).isEqualTo(2);
            String stderr = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(stderr)
                    .startsWith("error: --record needs --proxy-to URL")
                    .contains("Usage:")
                    .doesNotContain("Exception");
            assertThat(recording).doesNotExist();
        } finally {
            process.destroyForcibly();
        }
    }

    @Test
    void everyFlagOfTheProxyIsRefusedWithoutProxyToAndTheBuilderRefusesTheSame() {
        for (List<String> flags : List.of(
                List.of("--redact-field", "customer_ref"),
                List.of("--drift-report", "drift.json"),
                List.of("--fail-on-drift"),
                List.of("--proxy-ca-file", "ca.pem"),
                List.of("--proxy-allow-http"))) {
            assertThatThrownBy(() -> ReferenceServerMain.command(flags.toArray(String[]::new), name -> null))
                    .as(String.join(" ", flags))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith(flags.get(0) + " needs --proxy-to URL");
        }
        assertThatThrownBy(() -> ReferenceServerMain.command(
                        new String[] {"--record", "r.json", "--redact-field", "x", "--fail-on-drift"}, name -> null))
                .hasMessageStartingWith("--record and --redact-field and --fail-on-drift need --proxy-to URL");
        assertThat(ReferenceServerMain.parse(new String[] {
                            "--proxy-to", "http://127.0.0.1:9", "--record", "r.json", "--fail-on-drift"
                        })
                        .record)
                .isEqualTo(Path.of("r.json"));
        assertThatThrownBy(() -> ReferenceServer.builder()
                        .record(dir.resolve("r.json"))
                        .redactField("customer_ref")
                        .start())
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("record(Path), redactField(String) only apply to a proxy: add proxyTo(URI), or leave them"
                        + " out");
        assertThat(dir.resolve("r.json")).doesNotExist();
    }

    @Test
    void failOnDriftExitsWithFourAfterADriftingUpstreamAndZeroAfterAFaithfulOneNamingTheDrift() throws Exception {
        try (ReferenceServer upstream =
                ReferenceServer.builder().seed(Seed.DEMO).start()) {
            upstream.faults().times(1, "POST", LIST, Fault.error(418));
            Path report = dir.resolve("drift.json");
            // both child JVMs start at once: the first call through each one meets the fault or not, in order
            Process drifting = ChildJvm.launchWithHeap(
                    "-Xmx64m",
                    "--proxy-to",
                    upstream.baseUrl(),
                    "--fail-on-drift",
                    "--drift-report",
                    report.toString());
            Process faithful = ChildJvm.launchWithHeap("-Xmx64m", "--proxy-to", upstream.baseUrl(), "--fail-on-drift");
            try {
                Stopped first = callOnceAndStop(drifting, upstream.apiToken(), 418);
                assertThat(first.status()).isEqualTo(ReferenceServerMain.EXIT_DRIFT);
                assertThat(first.output())
                        .contains("2 differences in 1 operation:")
                        .contains("(status) UNDECLARED_STATUS (1x)")
                        .contains("DGQ reference server stopped")
                        .doesNotContain(upstream.apiToken());
                assertThat(Files.readString(report)).contains("UNDECLARED_STATUS");

                Stopped second = callOnceAndStop(faithful, upstream.apiToken(), 200);
                assertThat(second.status()).isZero();
                assertThat(second.output()).contains("1 answers of 127.0.0.1 checked; no drift.");
            } finally {
                drifting.destroyForcibly();
                faithful.destroyForcibly();
            }
        }
    }

    /** What a stopped child printed after its first lines, and its exit status. */
    private record Stopped(int status, String output) {}

    private static Stopped callOnceAndStop(Process proxy, String token, int expected) throws Exception {
        BufferedReader out = ChildJvm.output(proxy);
        String baseUrl = out.readLine().substring("DGQ_BASE_URL=".length());
        assertThat(out.readLine()).startsWith("DGQ_ADMIN_TOKEN=");
        assertThat(out.readLine()).contains("proxying to 127.0.0.1");
        RawHttp.Answer answer = new RawHttp(baseUrl, token).post("/api/v1" + LIST, Map.of());
        assertThat(answer.status()).isEqualTo(expected);
        assertThat(proxy.toHandle().destroy()).isTrue(); // SIGTERM, as Ctrl-C or a CI runner's stop
        assertThat(proxy.waitFor(20, TimeUnit.SECONDS)).isTrue();
        return new Stopped(proxy.exitValue(), out.lines().collect(Collectors.joining("\n")));
    }
}
