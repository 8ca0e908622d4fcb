package io.dgq.server.internal.data.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.internal.error.StoreException;
import io.dgq.server.internal.json.Json;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

class RecordStoreTest {

    private final RecordStore store = new RecordStore("thing", "id", "group");

    @Test
    void keepsInsertionOrderAcrossUpdates() {
        store.insert(record("a", "g1"));
        store.insert(record("b", "g1"));
        store.insert(record("c", "g2"));
        store.update("a", node -> node.put("name", "renamed"));
        assertThat(store.records()).extracting(stored -> stored.id("id")).containsExactly("a", "b", "c");
        assertThat(store.find("a").orElseThrow().path("name").asText()).isEqualTo("renamed");
    }

    @Test
    void indexesFollowWrites() {
        store.insert(record("a", "g1"));
        store.insert(record("b", "g1"));
        store.update("b", node -> node.put("group", "g2"));
        assertThat(store.where("group", "g1"))
                .extracting(stored -> stored.id("id"))
                .containsExactly("a");
        assertThat(store.count("group", "g2")).isEqualTo(1);
        store.remove("a");
        assertThat(store.where("group", "g1")).isEmpty();
    }

    @Test
    void storedRecordsAreNeverChangedByLaterWrites() {
        store.insert(record("a", "g1"));
        ObjectNode before = store.find("a").orElseThrow();
        store.update("a", node -> node.put("name", "after"));
        assertThat(before.path("name").asText()).isEqualTo("a");
    }

    @Test
    void removingMostRecordsCompactsWithoutLosingOrderOrLookups() {
        for (int i = 0; i < 3000; i++) {
            store.insert(record("r" + i, "g" + (i % 3)));
        }
        for (int i = 0; i < 3000; i++) {
            if (i % 10 != 0) {
                store.remove("r" + i);
            }
        }
        store.update("r2990", node -> node.put("name", "last"));
        List<String> ids = new ArrayList<>();
        store.records().forEach(stored -> ids.add(stored.id("id")));
        assertThat(ids).hasSize(300).startsWith("r0", "r10", "r20").endsWith("r2990");
        assertThat(store.find("r2990").orElseThrow().path("name").asText()).isEqualTo("last");
        assertThat(store.records())
                .last()
                .satisfies(stored ->
                        assertThat(stored.node().path("name").asText()).isEqualTo("last"));
        store.insert(record("new", "g0"));
        assertThat(store.records())
                .last()
                .satisfies(stored -> assertThat(stored.id("id")).isEqualTo("new"));
    }

    @Test
    void softDeletedRecordsStayReadableButNotLive() {
        store.insert(record("a", "g1"));
        store.softDelete("a", node -> node.put("is_active", false));
        assertThat(store.find("a")).isEmpty();
        assertThat(store.stored("a").orElseThrow().deleted()).isTrue();
        assertThat(store.where("group", "g1")).isEmpty();
        assertThatThrownBy(() -> store.update("a", node -> node))
                .isInstanceOf(StoreException.Missing.class)
                .hasMessage("No thing with id 'a'");
    }

    @Test
    void concurrentWritersLoseNoUpdate() throws Exception {
        store.insert(record("counter", "g").put("n", 0));
        int threads = 8;
        int increments = 500;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Callable<Void>> tasks = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int thread = t;
                tasks.add(() -> {
                    for (int i = 0; i < increments; i++) {
                        store.update(
                                "counter", node -> node.put("n", node.path("n").asInt() + 1));
                        store.touch(
                                "counter",
                                record -> Map.of(
                                        "m",
                                        IntNode.valueOf(
                                                record.get("m") == null
                                                        ? 1
                                                        : record.get("m").asInt() + 1)));
                        store.insert(record("t" + thread + "-" + i, "g"));
                    }
                    return null;
                });
            }
            for (Future<Void> done : pool.invokeAll(tasks)) {
                done.get();
            }
        } finally {
            pool.shutdown();
        }
        assertThat(store.find("counter").orElseThrow().path("n").asInt()).isEqualTo(threads * increments);
        assertThat(store.find("counter").orElseThrow().path("m").asInt()).isEqualTo(threads * increments);
        assertThat(store.size()).isEqualTo(1 + threads * increments);
        assertThat(store.records()).extracting(StoredRecord::seq).isSorted().doesNotHaveDuplicates();
    }

    @Test
    void anIteratorNeverAnswersARecordRemovedAfterItLookedAhead() {
        store.insert(record("a", "g"));
        store.insert(record("b", "g"));
        Iterator<StoredRecord> records = store.records().iterator();
        assertThat(records.hasNext()).isTrue();
        store.remove("a");
        store.remove("b");
        assertThat(records.next())
                .isNotNull()
                .extracting(stored -> stored.id("id"))
                .isEqualTo("a");
        assertThat(records.hasNext()).isFalse();
        assertThat(store.records()).isEmpty();
    }

    @Test
    void recordsKeepTheirValuesCompactlyAndShareRepeatedOnes() {
        store.insert(record("a", "shared group").put("n", 7).put("ratio", new java.math.BigDecimal("2.50")));
        store.insert(record("b", "shared group"));
        StoredRecord a = store.stored("a").orElseThrow();
        StoredRecord b = store.stored("b").orElseThrow();
        assertThat(a.value("group")).isSameAs(b.value("group"));
        assertThat(a.value("missing")).isSameAs(CompactValues.ABSENT);
        assertThat(a.node().toString())
                .isEqualTo("{\"id\":\"a\",\"name\":\"a\",\"group\":\"shared group\"," + "\"n\":7,\"ratio\":2.50}");
        assertThat(b.node().has("n")).isFalse();
    }

    private static ObjectNode record(String id, String group) {
        return Json.object().put("id", id).put("name", id).put("group", group);
    }
}
