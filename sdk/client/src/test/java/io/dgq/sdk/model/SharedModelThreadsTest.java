package io.dgq.sdk.model;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.testing.TestJson;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A model shared across threads, its state made lazily for the caches of its hash and wire form, answers every
 * thread as it answers one: the same hash, equality, text, copy and unknown fields, whichever thread fills a cache.
 */
class SharedModelThreadsTest {

    private static final int THREADS = 4;
    private static final int ROUNDS = 50;

    @Test
    void aCleanRecordAndOneWithUnknownAndWrongFieldsAnswerEveryThreadAlike() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            for (int round = 0; round < ROUNDS; round++) {
                for (String json : List.of(
                        "{\"id\":\"d-" + round + "\",\"owner\":[{\"id\":\"u-1\"}]}",
                        "{\"id\":\"d-" + round + "\",\"level\":\"deep\",\"extra\":{\"a\":[1,2]}}")) {
                    Domain shared = TestJson.MAPPER.readValue(json, Domain.class);
                    Domain twin = TestJson.MAPPER.readValue(json, Domain.class);
                    String text = twin.toString();
                    int hash = twin.hashCode();
                    CountDownLatch go = new CountDownLatch(1);
                    List<Future<List<String>>> answers = new ArrayList<>();
                    for (int t = 0; t < THREADS; t++) {
                        answers.add(pool.submit(() -> {
                            assertThat(go.await(10, TimeUnit.SECONDS)).isTrue();
                            List<String> wrong = new ArrayList<>();
                            if (shared.hashCode() != hash) {
                                wrong.add("hashCode");
                            }
                            if (!shared.equals(twin) || !twin.equals(shared)) {
                                wrong.add("equals");
                            }
                            if (!shared.toString().equals(text)) {
                                wrong.add("toString");
                            }
                            if (!shared.toBuilder().build().equals(twin)) {
                                wrong.add("toBuilder");
                            }
                            if (!shared.additionalProperties().equals(twin.additionalProperties())) {
                                wrong.add("additionalProperties");
                            }
                            return wrong;
                        }));
                    }
                    go.countDown();
                    for (Future<List<String>> answer : answers) {
                        assertThat(answer.get(10, TimeUnit.SECONDS)).as(json).isEmpty();
                    }
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
