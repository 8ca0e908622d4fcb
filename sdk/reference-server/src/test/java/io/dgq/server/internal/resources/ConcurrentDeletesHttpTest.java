package io.dgq.server.internal.resources;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.server.ReferenceServer;
import io.dgq.server.testing.RawHttp;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** Lists over a large store while other clients delete from it: every list answers 200. */
class ConcurrentDeletesHttpTest {

    private static final String DOMAINS = "/api/v1/governance/domain";
    private static final int RECORDS = 6_000;

    @Test
    void listsNeverAnswer5xxWhileRecordsAreDeleted() throws Exception {
        try (ReferenceServer server = ReferenceServer.builder().start()) {
            RawHttp http = new RawHttp(server.baseUrl(), server.apiToken());
            ConcurrentLinkedQueue<String> ids = new ConcurrentLinkedQueue<>();
            ExecutorService pool = Executors.newFixedThreadPool(8);
            try {
                List<Callable<Void>> fill = new ArrayList<>();
                for (int t = 0; t < 4; t++) {
                    int thread = t;
                    fill.add(() -> {
                        for (int i = thread; i < RECORDS; i += 4) {
                            RawHttp.Answer created = http.post(
                                    DOMAINS,
                                    Map.of(
                                            "name",
                                            "domain " + i,
                                            "status",
                                            i % 2 == 0 ? "VERIFIED" : "PENDING",
                                            "total_views",
                                            i));
                            assertThat(created.status()).isEqualTo(200);
                            ids.add(created.data().path("id").asText());
                        }
                        return null;
                    });
                }
                for (Future<Void> done : pool.invokeAll(fill)) {
                    done.get();
                }
                AtomicBoolean deleting = new AtomicBoolean(true);
                AtomicInteger lists = new AtomicInteger();
                AtomicLong distinct = new AtomicLong();
                List<String> failures = new ArrayList<>();
                List<Callable<Void>> work = new ArrayList<>();
                for (int t = 0; t < 3; t++) {
                    work.add(() -> {
                        String id;
                        while ((id = ids.poll()) != null) {
                            assertThat(http.delete(DOMAINS + "/" + id).status()).isEqualTo(200);
                        }
                        deleting.set(false);
                        return null;
                    });
                }
                for (int t = 0; t < 4; t++) {
                    work.add(() -> {
                        while (deleting.get()) {
                            RawHttp.Answer answer = http.post(
                                    DOMAINS + "/list",
                                    "{\"search\":\"domain\","
                                            + "\"filters\":[{\"column\":\"total_views\",\"operator\":\"lt\",\"value\":"
                                            + (RECORDS + distinct.incrementAndGet()) + "}],"
                                            + "\"sorting\":[{\"column\":\"name\",\"direction\":\"desc\"}]}");
                            lists.incrementAndGet();
                            if (answer.status() != 200) {
                                synchronized (failures) {
                                    failures.add(answer.status() + " " + answer.message());
                                }
                            }
                        }
                        return null;
                    });
                }
                for (Future<Void> done : pool.invokeAll(work)) {
                    done.get();
                }
                assertThat(failures).isEmpty();
                assertThat(lists.get()).isGreaterThan(20);
            } finally {
                pool.shutdown();
            }
            assertThat(http.post(DOMAINS + "/list", "{}")
                            .data()
                            .path("total_count")
                            .asInt())
                    .isZero();
        }
    }
}
