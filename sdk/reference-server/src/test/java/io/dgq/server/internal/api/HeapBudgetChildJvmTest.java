package io.dgq.server.internal.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.server.testing.ChildJvm;
import io.dgq.server.testing.RawHttp;
import java.io.BufferedReader;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A standalone server in a small heap, fed records of several MiB: creates are refused with 507 before the heap is
 * at risk, and a list of huge records is refused with a clear error instead of running out of memory. Each case
 * ends with the process alive and answering.
 */
class HeapBudgetChildJvmTest {

    private static final String DOMAINS = "/api/v1/governance/domain";

    @Test
    void createsOfFourMebibyteRecordsInA256MebibyteHeapEndIn507() throws Exception {
        Process process = ChildJvm.launchWithHeap("-Xmx256m", "--port", "0");
        try {
            RawHttp http = connect(process);
            String description = "d".repeat(4 << 20);
            int created = 0;
            RawHttp.Answer refused = null;
            while (created < 200) {
                RawHttp.Answer answer =
                        http.post(DOMAINS, Map.of("name", "big-" + created, "description", description));
                if (answer.status() != 200) {
                    refused = answer;
                    break;
                }
                created++;
            }
            System.out.printf(
                    "4 MiB creates in -Xmx256m: %d stored, then %s%n",
                    created, refused == null ? "none refused" : refused.status() + " " + refused.message());
            assertThat(refused).isNotNull();
            assertThat(refused.status()).isIn(507, 413);
            assertAlive(process, http);
        } finally {
            stop(process);
        }
    }

    @Test
    void aPageOfHugeRecordsIsRefusedClearlyInsteadOfRunningOutOfMemory() throws Exception {
        Process process = ChildJvm.launchWithHeap("-Xmx512m", "--port", "0");
        try {
            RawHttp http = connect(process);
            String description = "e".repeat((int) (7.9 * (1 << 20)));
            int created = 0;
            for (; created < 32; created++) {
                RawHttp.Answer answer =
                        http.post(DOMAINS, Map.of("name", "huge-" + created, "description", description));
                if (answer.status() != 200) {
                    break;
                }
            }
            RawHttp.Answer page = http.post(DOMAINS + "/list", Map.of("pagination", Map.of("pageSize", 20)));
            System.out.printf(
                    "A page of 20 of %d records of 7.9 MiB in -Xmx512m: %d %s%n",
                    created, page.status(), page.message());
            assertThat(created).isGreaterThanOrEqualTo(20);
            assertThat(page.status()).isIn(200, 507);
            assertAlive(process, http);
        } finally {
            stop(process);
        }
    }

    private static RawHttp connect(Process process) throws Exception {
        BufferedReader out = ChildJvm.output(process);
        String base = out.readLine().substring("DGQ_BASE_URL=".length());
        String token = out.readLine().substring("DGQ_API_TOKEN=".length());
        return new RawHttp(base, token);
    }

    private static void assertAlive(Process process, RawHttp http) {
        assertThat(process.isAlive()).isTrue();
        RawHttp.Answer probe = http.post(DOMAINS + "/list", Map.of("pagination", Map.of("pageSize", 1)));
        assertThat(probe.status()).isEqualTo(200);
        assertThat(process.isAlive()).isTrue();
    }

    private static void stop(Process process) throws InterruptedException {
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
    }
}
