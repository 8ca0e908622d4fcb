package io.dgq.server.proxy;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import java.net.URI;
import java.util.Arrays;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * Measures the latency a proxied {@code get(id)} adds on loopback: median and p99 through the proxy against calling
 * the upstream directly, alternating, in the same run, printed as a ratio. {@code verify} runs 300 calls each; set
 * {@code -Ddgq.proxy.latency.calls=N} for more.
 */
class ProxyLatencyTest {

    @Test
    void printsTheAddedLatencyOfAProxiedGetAsARatioToADirectOne() {
        int calls = Integer.getInteger("dgq.proxy.latency.calls", 300);
        try (ReferenceServer upstream =
                        ReferenceServer.builder().seed(Seed.DEMO).start();
                ReferenceServer proxy = ReferenceServer.builder()
                        .proxyTo(URI.create(upstream.baseUrl()))
                        .start()) {
            String token = upstream.apiToken();
            String id = Calls.send(upstream.baseUrl(), "POST", "/api/v1/governance/domain/list", token, "{}")
                    .json()
                    .path("data")
                    .path("data")
                    .path(0)
                    .path("id")
                    .asText();
            String get = "/api/v1/governance/domain/" + id;
            for (int i = 0; i < 100; i++) { // warm both paths up
                Calls.send(upstream.baseUrl(), "GET", get, token, null);
                Calls.send(proxy.baseUrl(), "GET", get, token, null);
            }
            long[] direct = new long[calls];
            long[] proxied = new long[calls];
            for (int i = 0; i < calls; i++) {
                long start = System.nanoTime();
                assertThat(Calls.send(upstream.baseUrl(), "GET", get, token, null)
                                .status())
                        .isEqualTo(200);
                direct[i] = System.nanoTime() - start;
                start = System.nanoTime();
                assertThat(Calls.send(proxy.baseUrl(), "GET", get, token, null).status())
                        .isEqualTo(200);
                proxied[i] = System.nanoTime() - start;
            }
            Arrays.sort(direct);
            Arrays.sort(proxied);
            double directMedian = micros(direct[calls / 2]);
            double proxiedMedian = micros(proxied[calls / 2]);
            double directP99 = micros(direct[calls * 99 / 100]);
            double proxiedP99 = micros(proxied[calls * 99 / 100]);
            System.out.printf(
                    Locale.ROOT,
                    "proxied get(id), %d calls: median %.0f us vs direct %.0f us (ratio %.2f); p99 %.0f us vs %.0f us"
                            + " (ratio %.2f)%n",
                    calls,
                    proxiedMedian,
                    directMedian,
                    proxiedMedian / directMedian,
                    proxiedP99,
                    directP99,
                    proxiedP99 / directP99);
            assertThat(proxiedMedian)
                    .as("a proxied call makes a direct one, so it takes longer")
                    .isGreaterThan(directMedian);
            assertThat(proxy.drift().differences()).isEmpty();
        }
    }

    private static double micros(long nanos) {
        return nanos / 1000.0;
    }
}
