package io.dgq.server.internal.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.server.testing.ChildJvm;
import io.dgq.server.testing.RawHttp;
import java.io.BufferedReader;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A standalone server fed creates of one body size until it refuses one: whatever the heap, the collector and the body
 * size (1 KiB up to {@code --max-body-bytes}), the process never exits, every refusal is a 507 or 503 error envelope,
 * and a request after it is answered. {@code verify} runs the slice that once killed the server (4 MiB bodies in a
 * 256 MiB heap, on each collector); {@code -Ddgq.memory.matrix=true} runs the whole matrix of heaps 128, 256 and 512
 * MiB, the G1, Serial and Parallel collectors and bodies of 1 KiB, 64 KiB, 1 MiB, 4 MiB and the 8 MiB limit (bodies of
 * exactly that size), {@code -Ddgq.memory.matrix.kib=...} some of those sizes only.
 */
class WriteBudgetMatrixChildJvmTest {

    private static final String DOMAINS = "/api/v1/governance/domain";
    private static final int MAX_BODY = 8 << 20;

    static Stream<String> cases() {
        if (!Boolean.getBoolean("dgq.memory.matrix")) {
            return Stream.of("256 G1 4096", "256 Serial 4096", "256 Parallel 4096");
        }
        List<String> cases = new ArrayList<>();
        for (int heap : new int[] {128, 256, 512}) {
            for (String collector : new String[] {"G1", "Serial", "Parallel"}) {
                for (int kib : sizes()) {
                    cases.add(heap + " " + collector + " " + kib);
                }
            }
        }
        return cases.stream();
    }

    /** The body sizes in KiB: {@code -Ddgq.memory.matrix.kib=1,8192} picks some; all of them by default. */
    private static int[] sizes() {
        String picked = System.getProperty("dgq.memory.matrix.kib", "");
        if (picked.isBlank()) {
            return new int[] {1, 64, 1024, 4096, MAX_BODY >> 10};
        }
        return Arrays.stream(picked.split(","))
                .mapToInt(kib -> Integer.parseInt(kib.trim()))
                .toArray();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void createsUntilRefusedEndInA507Or503AndTheServerStaysUp(String spec) throws Exception {
        String[] parts = spec.split(" ");
        int heap = Integer.parseInt(parts[0]);
        String collector = parts[1];
        int kib = Integer.parseInt(parts[2]);
        Process process =
                ChildJvm.launchWithJvm(List.of("-Xmx" + heap + "m", "-XX:+Use" + collector + "GC"), "--port", "0");
        try {
            BufferedReader out = ChildJvm.output(process);
            String base = out.readLine().substring("DGQ_BASE_URL=".length());
            String token = out.readLine().substring("DGQ_API_TOKEN=".length());
            HttpClient client = HttpClient.newBuilder()
                    .version(HttpClient.Version.HTTP_1_1)
                    .connectTimeout(Duration.ofSeconds(5))
                    .build();
            // a body of exactly kib KiB: at the limit, the largest allowed
            String prefix = "{\"name\":\"";
            String middle = "\",\"description\":\"";
            int filler = kib * 1024
                    - prefix.length()
                    - middle.length()
                    - 2
                    - String.format("m-%012d", 0).length();
            char[] description = new char[filler];
            Arrays.fill(description, 'd');
            String text = new String(description);
            int threads = kib <= 64 ? 4 : 1;
            long cap = (long) heap * 1024 * 4 / kib + 200;
            AtomicInteger created = new AtomicInteger();
            AtomicReference<HttpResponse<String>> refused = new AtomicReference<>();
            AtomicReference<Exception> failed = new AtomicReference<>();
            long start = System.nanoTime();
            ExecutorService pool = Executors.newFixedThreadPool(threads);
            List<Future<?>> workers = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int thread = t;
                workers.add(pool.submit(() -> {
                    for (long i = thread; refused.get() == null && failed.get() == null && i < cap; i += threads) {
                        String name = String.format("m-%012d", i);
                        String body = prefix + name + middle + text + "\"}";
                        try {
                            HttpResponse<String> answer = client.send(
                                    HttpRequest.newBuilder(URI.create(base + DOMAINS))
                                            .timeout(Duration.ofSeconds(60))
                                            .header("Authorization", "Bearer " + token)
                                            .header("Content-Type", "application/json")
                                            .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8))
                                            .build(),
                                    HttpResponse.BodyHandlers.ofString());
                            if (answer.statusCode() == 200) {
                                created.incrementAndGet();
                            } else {
                                refused.compareAndSet(null, answer);
                            }
                        } catch (IOException e) {
                            failed.compareAndSet(null, e);
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                            return;
                        }
                    }
                }));
            }
            for (Future<?> worker : workers) {
                worker.get(15, TimeUnit.MINUTES);
            }
            pool.shutdown();
            long seconds = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start);
            boolean alive = process.isAlive();
            HttpResponse<String> refusal = refused.get();
            int probe = -1;
            if (alive) {
                probe = client.send(
                                HttpRequest.newBuilder(URI.create(base + DOMAINS + "/list"))
                                        .timeout(Duration.ofSeconds(30))
                                        .header("Authorization", "Bearer " + token)
                                        .header("Content-Type", "application/json")
                                        .POST(HttpRequest.BodyPublishers.ofString("{\"pagination\":{\"pageSize\":1}}"))
                                        .build(),
                                HttpResponse.BodyHandlers.ofString())
                        .statusCode();
            }
            String code = refusal == null ? "-" : errorCode(refusal.body());
            System.out.printf(
                    "Memory matrix -Xmx%dm %s, %d KiB bodies: %d created in %d s, then %s; alive %s; probe %d%n",
                    heap,
                    collector,
                    kib,
                    created.get(),
                    seconds,
                    refusal == null
                            ? (failed.get() == null ? "no refusal" : "failure " + failed.get())
                            : refusal.statusCode() + " " + code,
                    alive,
                    probe);
            assertThat(alive).as("the process is up").isTrue();
            assertThat(failed.get()).as("no request failed").isNull();
            assertThat(refusal)
                    .as("a create is refused before the heap is exhausted")
                    .isNotNull();
            assertThat(refusal.statusCode()).isIn(507, 503);
            assertThat(code).isIn("INSUFFICIENT_STORAGE", "SERVICE_UNAVAILABLE");
            assertThat(probe).as("a request after the refusal").isEqualTo(200);
        } finally {
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
        }
    }

    private static String errorCode(String body) {
        try {
            JsonNode envelope = RawHttp.MAPPER.readTree(body);
            return envelope.path("data").path("error").path("code").asText();
        } catch (IOException e) {
            return "not an envelope: " + body.substring(0, Math.min(80, body.length()));
        }
    }
}
