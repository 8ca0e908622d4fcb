package io.dgq.server.internal.resources;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.server.ReferenceServer;
import io.dgq.server.testing.RawHttp;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** Many clients writing and reading at once over HTTP. */
class ConcurrencyHttpTest {

    private static final int CLIENTS = 16;
    private static final int CREATES_EACH = 40;

    @Test
    void concurrentWritersGetUniqueIdsLoseNothingAndListsStayConsistent() throws Exception {
        try (ReferenceServer server = ReferenceServer.builder().start()) {
            RawHttp http = new RawHttp(server.baseUrl(), server.apiToken());
            String counter = http.post("/api/v1/governance/domain", Map.of("name", "viewed"))
                    .data()
                    .path("id")
                    .asText();
            Set<String> ids = ConcurrentHashMap.newKeySet();
            ExecutorService pool = Executors.newFixedThreadPool(CLIENTS);
            try {
                List<Callable<Void>> clients = new ArrayList<>();
                for (int c = 0; c < CLIENTS; c++) {
                    int client = c;
                    clients.add(() -> {
                        for (int i = 0; i < CREATES_EACH; i++) {
                            RawHttp.Answer created =
                                    http.post("/api/v1/metrics/parameter", Map.of("name", "p-" + client + "-" + i));
                            assertThat(created.status()).isEqualTo(200);
                            ids.add(created.data().path("id").asText());
                            assertThat(http.get("/api/v1/governance/domain/" + counter)
                                            .status())
                                    .isEqualTo(200);
                            JsonNode page = http.post(
                                            "/api/v1/metrics/parameter/list",
                                            Map.of("pagination", Map.of("pageSize", 10)))
                                    .data();
                            assertThat(page.path("data").size()).isLessThanOrEqualTo(10);
                        }
                        return null;
                    });
                }
                for (Future<Void> done : pool.invokeAll(clients)) {
                    done.get();
                }
            } finally {
                pool.shutdown();
            }
            assertThat(ids).hasSize(CLIENTS * CREATES_EACH);
            JsonNode all = http.post("/api/v1/metrics/parameter/list", Map.of("export", true))
                    .data();
            assertThat(all.path("total_count").asInt()).isEqualTo(CLIENTS * CREATES_EACH);
            assertThat(http.get("/api/v1/governance/domain/" + counter)
                            .data()
                            .path("total_views")
                            .asInt())
                    .isEqualTo(CLIENTS * CREATES_EACH + 1);
        }
    }
}
