package io.dgq.sdk.model;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.internal.models.ModelFields;
import io.dgq.sdk.internal.models.ModelState;
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
 * A model shared across threads answers every thread as it answers one: the same hash, equality, text, copy and
 * unknown fields, whichever thread asks first.
 */
class SharedModelThreadsTest {

    private static final int THREADS = 4;
    private static final int ROUNDS = 50;

    /**
     * Only the decoder writes a model's state, before the model is handed out: the caches never do. A thread that
     * saw a model through a data race and read its state as {@code null} could otherwise put an empty state in
     * place of one holding unknown fields and values of the wrong type, for every thread.
     */
    @Test
    void theCachesNeverWriteAModelsState() throws Exception {
        Domain clean = TestJson.MAPPER.readValue("{\"id\":\"d-1\",\"name\":\"Finance\"}", Domain.class);
        Domain kept = TestJson.MAPPER.readValue("{\"id\":\"d-2\",\"level\":\"deep\",\"extra\":1}", Domain.class);
        ModelState keptState = stateOf(kept);
        assertThat(stateOf(clean)).isNull();
        assertThat(keptState).isNotNull();
        for (Domain domain : List.of(clean, kept)) {
            assertThat(domain.hashCode()).isEqualTo(domain.hashCode());
            assertThat(domain.toString()).contains(domain.id());
            assertThat(domain.toBuilder().build()).isEqualTo(domain);
        }
        assertThat(stateOf(clean)).isNull();
        assertThat(stateOf(kept)).isSameAs(keptState);
        assertThat(kept.additionalProperties()).containsOnlyKeys("extra");
    }

    private static ModelState stateOf(Domain domain) {
        return ModelFields.tablesOf(Domain.class).get(0).state(domain);
    }

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
