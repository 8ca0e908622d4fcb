package io.dgq.server.internal.data.query;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.internal.data.store.RecordStore;
import io.dgq.server.internal.data.store.StoredRecord;
import io.dgq.server.internal.json.Json;
import io.dgq.server.internal.schema.Schema;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class ListEngineTest {

    private static final Schema SCHEMA = Schema.builder()
            .strings("id", "name", "description", "kind")
            .integers("size")
            .numbers("score")
            .booleans("is_active")
            .build();
    private static final ListQueryParser PARSER = new ListQueryParser(false);
    private static final RecordStore STORE = new RecordStore("thing", "id");

    @BeforeAll
    static void fill() {
        Random random = new Random(42);
        for (int i = 0; i < 100_000; i++) {
            ObjectNode node = Json.object()
                    .put("id", "id-" + i)
                    .put("name", "Thing " + Integer.toString(random.nextInt(1_000_000), 36))
                    .put("description", i % 10 == 0 ? "Special widget" : "plain")
                    .put("kind", i % 7 == 0 ? null : "k" + (i % 5))
                    .put("size", random.nextInt(1000))
                    .put("score", random.nextDouble())
                    .put("is_active", i % 3 != 0);
            STORE.insert(node);
        }
    }

    @Test
    void aHeapSelectedPageEqualsTheSameSliceOfAFullSort() {
        ListQuery firstPage = query("{\"sorting\":[{\"column\":\"kind\",\"direction\":\"desc\"},"
                + "{\"column\":\"size\"}],\"pagination\":{\"page\":3,\"pageSize\":100}}");
        List<StoredRecord> page =
                ListEngine.run(STORE, firstPage, record -> true, false).items();
        List<StoredRecord> all = new ArrayList<>();
        STORE.records().forEach(all::add);
        all.sort(ListEngine.order(firstPage.sorting(), false, STORE.layout(), STORE.searchField()));
        assertThat(page).containsExactlyElementsOf(all.subList(200, 300));
    }

    @Test
    void nullsSortLastInBothDirections() {
        long nulls = 0;
        for (StoredRecord record : STORE.records()) {
            if (record.node().path("size").asInt() < 100
                    && record.node().get("kind").isNull()) {
                nulls++;
            }
        }
        for (String direction : List.of("asc", "desc")) {
            ListQuery query = query("{\"sorting\":[{\"column\":\"kind\",\"direction\":\"" + direction
                    + "\"}],\"filters\":[{\"column\":\"size\",\"operator\":\"lt\",\"value\":100}],"
                    + "\"export\":true}");
            List<ObjectNode> items = ListEngine.run(STORE, query, record -> true, false).items().stream()
                    .map(StoredRecord::node)
                    .toList();
            List<ObjectNode> tail = items.subList(items.size() - (int) nulls, items.size());
            assertThat(tail).allMatch(node -> node.get("kind").isNull());
            assertThat(items.get(0).path("kind").asText()).isEqualTo(direction.equals("asc") ? "k0" : "k4");
            assertThat(items.get(items.size() - (int) nulls - 1).path("kind").asText())
                    .isEqualTo(direction.equals("asc") ? "k4" : "k0");
        }
    }

    @Test
    void totalCountsEveryMatchAndTheDefaultOrderIsInsertion() {
        ListEngine.Page page = ListEngine.run(STORE, query("{\"search\":\"WIDGET\"}"), record -> true, false);
        assertThat(page.total()).isEqualTo(10_000);
        assertThat(page.items()).hasSize(50);
        assertThat(page.items().get(1).id("id")).isEqualTo("id-10");
        ListEngine.Page newest = ListEngine.run(STORE, query("{}"), record -> true, true);
        assertThat(newest.items().get(0).id("id")).isEqualTo("id-99999");
    }

    @Test
    void numbersCompareByValueAcrossIntegerAndDecimalOperands() {
        ListQuery query = query("{\"filters\":[{\"column\":\"size\",\"operator\":\"lt\",\"value\":10.5},"
                + "{\"column\":\"size\",\"operator\":\"gte\",\"value\":10}],\"export\":true}");
        List<StoredRecord> items =
                ListEngine.run(STORE, query, record -> true, false).items();
        assertThat(items).isNotEmpty().allMatch(record -> record.get("size").asInt() == 10);
    }

    @Test
    void aSortedPageOverOneHundredThousandRecordsEqualsTheSameSliceOfTheFullSort() {
        String select = "\"search\":\"thing 1\",\"sorting\":[{\"column\":\"name\",\"direction\":\"desc\"}]";
        List<StoredRecord> all = ListEngine.run(STORE, query("{" + select + ",\"export\":true}"), record -> true, false)
                .items();
        for (int page : new int[] {1, 3, 40}) {
            ListEngine.Page answer = ListEngine.run(
                    STORE,
                    query("{" + select + ",\"pagination\":{\"page\":" + page + ",\"pageSize\":50}}"),
                    record -> true,
                    false);
            assertThat(answer.total()).isEqualTo(all.size());
            assertThat(answer.items()).containsExactlyElementsOf(all.subList((page - 1) * 50, page * 50));
        }
    }

    @Test
    void aParallelScanAnswersWhatTheSequentialScanAnswers() {
        for (String body : new String[] {
            "{\"search\":\"thing 1\",\"export\":true}",
            "{\"pagination\":{\"page\":7,\"pageSize\":50}}",
            "{\"search\":\"thing\",\"sorting\":[{\"column\":\"name\",\"direction\":\"asc\"}],"
                    + "\"pagination\":{\"page\":2,\"pageSize\":100}}"
        }) {
            ListQuery query = query(body);
            for (boolean newestFirst : new boolean[] {false, true}) {
                ListEngine.Page sequential = ListEngine.run(STORE, query, record -> true, newestFirst, false);
                ListEngine.Page parallel = ListEngine.run(STORE, query, record -> true, newestFirst, true);
                assertThat(parallel.total()).isEqualTo(sequential.total());
                assertThat(parallel.items()).isNotEmpty().containsExactlyElementsOf(sequential.items());
            }
        }
    }

    private static ListQuery query(String json) {
        return PARSER.parse((ObjectNode) Json.parse(json.getBytes(StandardCharsets.UTF_8)), SCHEMA);
    }
}
