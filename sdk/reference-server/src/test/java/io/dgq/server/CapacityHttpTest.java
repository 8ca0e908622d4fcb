package io.dgq.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.server.internal.api.ApiHandler;
import io.dgq.server.testing.RawHttp;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The server's capacity: a record limit and a heap watermark, both answered 507 without harming reads. */
class CapacityHttpTest {

    private static final String DOMAINS = "/api/v1/governance/domain";

    @Test
    void aCreatePastTheRecordLimitIs507WhileReadsUpdatesAndDeletesWork() {
        try (ReferenceServer server = ReferenceServer.builder().maxRecords(3).start()) {
            RawHttp http = new RawHttp(server.baseUrl(), server.apiToken());
            List<String> ids = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                ids.add(ok(http.post(DOMAINS, Map.of("name", "d" + i)))
                        .path("id")
                        .asText());
            }
            RawHttp.Answer refused = http.post(DOMAINS, Map.of("name", "one too many"));
            assertThat(refused.status()).isEqualTo(507);
            assertThat(refused.code()).isEqualTo("INSUFFICIENT_STORAGE");
            assertThat(refused.body().path("success").asBoolean()).isFalse();
            assertThat(refused.message()).contains("limit of 3 records").doesNotContain("Exception");
            assertThat(refused.header(ApiHandler.CORRELATION_HEADER)).isNotBlank();
            assertThat(http.post("/api/v1/metrics/parameter", Map.of("name", "p"))
                            .status())
                    .isEqualTo(507);

            assertThat(ok(http.get(DOMAINS + "/" + ids.get(0))).path("name").asText())
                    .isEqualTo("d0");
            assertThat(ok(http.post(DOMAINS + "/list", Map.of()))
                            .path("total_count")
                            .asInt())
                    .isEqualTo(3);
            ok(http.put(DOMAINS + "/" + ids.get(1), Map.of("name", "renamed")));
            ok(http.delete(DOMAINS + "/" + ids.get(2)));
            assertThat(ok(http.post(DOMAINS, Map.of("name", "fits again")))
                            .path("name")
                            .asText())
                    .isEqualTo("fits again");
            assertThat(http.post(DOMAINS, Map.of("name", "full again")).status())
                    .isEqualTo(507);

            server.reset();
            assertThat(ok(http.post(DOMAINS, Map.of("name", "after reset")))
                            .path("id")
                            .asText())
                    .isNotBlank();
        }
    }

    @Test
    void theDemoSeedIsNeverRefusedSoResetWorksUnderASmallLimit() {
        try (ReferenceServer server =
                ReferenceServer.builder().seed(Seed.DEMO).maxRecords(5).start()) {
            RawHttp http = new RawHttp(server.baseUrl(), server.apiToken());
            assertThat(http.post(DOMAINS, Map.of("name", "x")).status()).isEqualTo(507);
            server.reset();
            assertThat(ok(http.post(DOMAINS + "/list", Map.of()))
                            .path("total_count")
                            .asInt())
                    .isEqualTo(7);
            assertThat(http.post(DOMAINS, Map.of("name", "x")).status()).isEqualTo(507);
        }
    }

    @Test
    void capacityOptionsRefuseNonsense() {
        assertThatThrownBy(() -> ReferenceServer.builder().maxRecords(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("maxRecords");
        assertThatThrownBy(() -> ReferenceServer.builder().heapWatermarkPercent(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("1..100");
        assertThatThrownBy(() -> ReferenceServer.builder().heapWatermarkPercent(101))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("1..100");
        assertThat(ReferenceServerMain.parse(new String[] {"--max-records", "10", "--heap-watermark=90"}))
                .isNotNull();
        assertThatThrownBy(() -> ReferenceServerMain.parse(new String[] {"--heap-watermark", "0"}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("--heap-watermark");
        assertThatThrownBy(() -> ReferenceServerMain.parse(new String[] {"--max-records", "many"}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("--max-records");
    }

    /**
     * A server in a small heap, filled with large records: past the watermark it answers 507, never runs out of
     * memory, keeps answering reads, and takes writes again once records are deleted.
     */
    @Test
    void aFullHeapIs507ThenReadsWorkAndWritesResumeAfterDeletes() throws Exception {
        Process process = new ProcessBuilder(
                        Paths.get(System.getProperty("java.home"), "bin", "java")
                                .toString(),
                        "-Xmx96m",
                        "-XX:TieredStopAtLevel=1",
                        "-XX:+UseSerialGC",
                        "-cp",
                        System.getProperty("java.class.path"),
                        ReferenceServerMain.class.getName(),
                        "--heap-watermark",
                        "50")
                .redirectErrorStream(true)
                .start();
        try {
            BufferedReader out =
                    new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
            String baseUrl = out.readLine().substring("DGQ_BASE_URL=".length());
            RawHttp http = new RawHttp(baseUrl, out.readLine().substring("DGQ_API_TOKEN=".length()));
            List<String> ids = new ArrayList<>();
            RawHttp.Answer answer = null;
            for (int i = 0; i < 20_000; i++) {
                answer = http.post(DOMAINS, Map.of("name", "big " + i, "description", filler(120_000)));
                if (answer.status() != 200) {
                    break;
                }
                ids.add(answer.data().path("id").asText());
            }
            assertThat(answer.status()).as(answer.body().toString()).isEqualTo(507);
            assertThat(answer.code()).isEqualTo("INSUFFICIENT_STORAGE");
            assertThat(answer.message()).contains("watermark of 50%");
            assertThat(ids).hasSizeGreaterThan(100);
            assertThat(http.get(DOMAINS + "/" + ids.get(0)).status()).isEqualTo(200);
            assertThat(http.post(DOMAINS + "/list", Map.of("search", "big 1")).status())
                    .isEqualTo(200);
            for (String id : ids.subList(0, ids.size() / 2)) {
                assertThat(http.delete(DOMAINS + "/" + id).status()).isEqualTo(200);
            }
            // the heap is measured after a collection, which comes when it comes: retried for up to 20 s
            int status = 0;
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            while (status != 200 && System.nanoTime() < deadline) {
                status = http.post(DOMAINS, Map.of("name", "after deletes", "description", "small"))
                        .status();
                if (status != 200) {
                    TimeUnit.MILLISECONDS.sleep(50);
                }
            }
            assertThat(status).isEqualTo(200);
            assertThat(process.isAlive()).isTrue();
        } finally {
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
        }
    }

    private static String filler(int length) {
        StringBuilder text = new StringBuilder(length);
        ThreadLocalRandom random = ThreadLocalRandom.current();
        for (int i = 0; i < length; i++) {
            text.append((char) ('a' + random.nextInt(26)));
        }
        return text.toString();
    }

    private static JsonNode ok(RawHttp.Answer answer) {
        assertThat(answer.status()).as(answer.body().toString()).isEqualTo(200);
        return answer.data();
    }
}
