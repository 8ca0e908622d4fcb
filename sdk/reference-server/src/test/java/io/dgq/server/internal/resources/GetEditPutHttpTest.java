package io.dgq.server.internal.resources;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import io.dgq.server.testing.OpenApiDocument;
import io.dgq.server.testing.RawHttp;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A record read, edited and put back, as a client behind a validating gateway does it: for every update the document
 * declares, a demo record is fetched, its name (a conversation's title) changed, and the whole record sent back. The
 * document's update schema accepts the body (members the server derives are declared with the type the record has, or
 * {@code null}, marked {@code readOnly}), the server answers 200, and the record read again has the new name and its
 * derived members unchanged. A derived member of another type is refused by both, naming the member.
 */
class GetEditPutHttpTest {

    private static final String V1 = "/api/v1";

    private static OpenApiDocument document;
    private static ReferenceServer server;
    private static RawHttp http;

    @BeforeAll
    static void start() {
        document = OpenApiDocument.load();
        server = ReferenceServer.builder().seed(Seed.DEMO).start();
        http = new RawHttp(server.baseUrl(), server.apiToken());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    static Stream<String> updates() {
        List<String> updates = new ArrayList<>();
        OpenApiDocument.load().operations().keySet().forEach(operation -> {
            if (operation.startsWith("PUT ") && operation.endsWith("}")) {
                updates.add(operation.substring("PUT ".length()));
            }
        });
        assertThat(updates).hasSizeGreaterThanOrEqualTo(14);
        return updates.stream();
    }

    @Test
    void everyDerivedMemberOfARequestIsTypedAndReadOnly() {
        List<String> untyped = new ArrayList<>();
        int derived = 0;
        for (Map.Entry<String, JsonNode> schema :
                document.root().path("components").path("schemas").properties()) {
            for (Map.Entry<String, JsonNode> member :
                    schema.getValue().path("properties").properties()) {
                JsonNode memberSchema = member.getValue();
                if (memberSchema.path("x-dgq-derived").asBoolean()) {
                    derived++;
                    if (!memberSchema.path("type").isArray()
                            || !memberSchema.path("readOnly").asBoolean()) {
                        untyped.add(schema.getKey() + "." + member.getKey());
                    }
                }
            }
        }
        assertThat(derived).isGreaterThanOrEqualTo(160);
        assertThat(untyped).as("derived members without a type or readOnly").isEmpty();
    }

    @ParameterizedTest
    @MethodSource("updates")
    void aFetchedRecordEditedAndPutBackPassesTheDocumentAndTheServer(String template) {
        String base = template.substring(0, template.lastIndexOf('/'));
        ObjectNode record = fetched(base);
        String idMember = record.has("alert_cluster_id") ? "alert_cluster_id" : "id";
        String id = record.path(idMember).asText();
        String path = base + "/" + id;
        String edited = record.has("name") ? "name" : "title";
        record.put(edited, "Edited " + id);
        assertThat(document.validateRequest("PUT", template, record))
                .as("the document accepts %s", record)
                .isEmpty();
        RawHttp.Answer answer = http.put(path, record.toString());
        assertThat(answer.status()).as("PUT %s -> %s", path, answer.body()).isEqualTo(200);
        ObjectNode again = fetchedAgain(base, idMember, id);
        assertThat(again.path(edited).asText()).isEqualTo("Edited " + id);
        assertThat(again.path("created_at")).isEqualTo(record.path("created_at"));
    }

    @Test
    void derivedMembersOfTheirTypeAreIgnoredAndOfAnotherRefusedOnBothSides() {
        String template = V1 + "/metrics/alert-cluster/{clusterId}";
        ObjectNode record = fetched(V1 + "/metrics/alert-cluster");
        String id = record.path("alert_cluster_id").asText();
        ObjectNode body = (ObjectNode) OpenApiDocument.readJsonText(
                "{\"root_asset_name\": \"zzz\", \"total_alert\": 999, \"total_asset\": null}");
        assertThat(document.validateRequest("PUT", template, body)).isEmpty();
        assertThat(http.put(V1 + "/metrics/alert-cluster/" + id, body.toString())
                        .status())
                .isEqualTo(200);
        for (String wrong : List.of(
                "{\"total_alert\": \"not-a-number\"}",
                "{\"root_asset_name\": 12}",
                "{\"alerts\": [1]}",
                "{\"owner\": {\"name\": \"x\"}}")) {
            ObjectNode wrongBody = (ObjectNode) OpenApiDocument.readJsonText(wrong);
            String member = wrongBody.fieldNames().next();
            assertThat(document.validateRequest("PUT", template, wrongBody))
                    .as("the document refuses %s", wrong)
                    .isNotEmpty();
            RawHttp.Answer refused = http.put(V1 + "/metrics/alert-cluster/" + id, wrong);
            assertThat(refused.status())
                    .as("PUT %s -> %s", wrong, refused.body())
                    .isEqualTo(400);
            assertThat(refused.body()
                            .path("data")
                            .path("error")
                            .path("details")
                            .get(0)
                            .path("field")
                            .asText())
                    .isEqualTo(member);
        }
        ObjectNode again = fetchedAgain(V1 + "/metrics/alert-cluster", "alert_cluster_id", id);
        assertThat(again.path("root_asset_name")).isEqualTo(record.path("root_asset_name"));
        assertThat(again.path("total_alert")).isEqualTo(record.path("total_alert"));
        ObjectNode bogus = (ObjectNode) OpenApiDocument.readJsonText("{\"bogus\": 1}");
        assertThat(document.validateRequest("PUT", template, bogus)).isNotEmpty();
        assertThat(http.put(V1 + "/metrics/alert-cluster/" + id, bogus.toString())
                        .status())
                .isEqualTo(400);
    }

    /** A record of the kind, as its get answers it (or its list, for fields, which have no get). */
    private static ObjectNode fetched(String base) {
        JsonNode item = switch (base) {
            case V1 + "/core/conversation" ->
                created(base, Map.of("category", "domain", "object_id", "o-1", "title", "t", "comment", "c"));
            case V1 + "/metrics/detail" -> created(base, Map.of("name", "m", "asset_id", "a-1"));
            default -> {
                JsonNode page = http.post(base + "/list", Map.of()).body();
                assertThat(page.path("data").path("data").size())
                        .as("%s/list", base)
                        .isPositive();
                yield page.path("data").path("data").get(0);
            }
        };
        String idMember = item.has("alert_cluster_id") ? "alert_cluster_id" : "id";
        return fetchedAgain(base, idMember, item.path(idMember).asText());
    }

    private static ObjectNode fetchedAgain(String base, String idMember, String id) {
        if (base.equals(V1 + "/governance/field")) {
            for (JsonNode field :
                    http.post(base + "/list", Map.of()).body().path("data").path("data")) {
                if (field.path(idMember).asText().equals(id)) {
                    return (ObjectNode) field;
                }
            }
            throw new AssertionError("no field " + id);
        }
        RawHttp.Answer answer = http.get(base + "/" + id);
        assertThat(answer.status())
                .as("GET %s/%s -> %s", base, id, answer.body())
                .isEqualTo(200);
        return (ObjectNode) answer.body().path("data");
    }

    private static JsonNode created(String base, Map<String, Object> body) {
        RawHttp.Answer answer = http.post(base, body);
        assertThat(answer.status()).as("POST %s -> %s", base, answer.body()).isEqualTo(200);
        return answer.body().path("data");
    }
}
