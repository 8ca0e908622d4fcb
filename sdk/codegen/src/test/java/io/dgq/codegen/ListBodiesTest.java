package io.dgq.codegen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.codegen.ApiDescription.Column;
import io.dgq.codegen.ApiDescription.ColumnEnum;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Each list of the document takes its own request schema, whose column members are an {@code enum} of exactly the
 * columns of the SDK's column enum for that list; the generator writes those schemas into the document and nothing
 * else of it.
 */
class ListBodiesTest {

    private static final Path ROOT = Path.of("..", "..");
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void everyListOperationTakesItsOwnBodyWhoseColumnsAreItsColumnEnums() throws Exception {
        ApiDescription description = ApiDescription.read(ROOT.resolve(Generator.DOCUMENT));
        JsonNode document = JSON.readTree(Files.readString(ROOT.resolve(Generator.DOCUMENT)));
        JsonNode schemas = document.path("components").path("schemas");
        Map<String, List<String>> columns = new LinkedHashMap<>();
        for (ColumnEnum each : description.columnEnums()) {
            columns.put(
                    ListBodies.prefix(each) + "ListRequest",
                    each.columns().stream().map(Column::json).toList());
        }
        int lists = 0;
        for (JsonNode path : document.path("paths")) {
            for (JsonNode operation : path) {
                String ref = operation
                        .path("requestBody")
                        .path("content")
                        .path("application/json")
                        .path("schema")
                        .path("$ref")
                        .asText("");
                String name = ref.substring(ref.lastIndexOf('/') + 1);
                if (!columns.containsKey(name)) {
                    continue;
                }
                lists++;
                JsonNode body = schemas.path(name);
                for (String member : List.of("sorting", "filters")) {
                    JsonNode item = resolve(
                            schemas, body.path("properties").path(member).path("items"));
                    JsonNode column = resolve(schemas, item.path("properties").path("column"));
                    assertThat(strings(column.path("enum")))
                            .as("%s of %s (%s)", member, operation.path("operationId"), name)
                            .containsExactlyElementsOf(columns.get(name));
                }
            }
        }
        assertThat(lists).as("the list and export operations").isEqualTo(19);
        assertThat(schemas.has("ListRequest"))
                .as("no shared list body with free columns")
                .isFalse();
    }

    @Test
    void theSchemasAreWrittenInPlaceKeepingEveryOtherByte() {
        String before = """
                {"openapi": "3.1.0",
                  "components": {
                    "schemas": {
                      "FilterOperator": {"type": "string"},
                      "Other":   {"type": "integer"}
                    }
                  }
                }
                """;
        ObjectNode first = JSON.createObjectNode().put("type", "string").put(ListBodies.MARKER, "test");
        String written = ListBodies.splice(before, Map.of("AColumn", first));
        assertThat(written).isEqualTo("""
                {"openapi": "3.1.0",
                  "components": {
                    "schemas": {
                      "FilterOperator": {"type": "string"},
                      "AColumn": {
                        "type": "string",
                        "x-dgq-generated": "test"
                      },
                      "Other":   {"type": "integer"}
                    }
                  }
                }
                """);
        ObjectNode second = JSON.createObjectNode().put(ListBodies.MARKER, "test");
        second.putArray("enum").add("b").add("c");
        Map<String, ObjectNode> again = new LinkedHashMap<>();
        again.put("BColumn", second);
        assertThat(ListBodies.splice(written, again))
                .as("the generated schemas replaced as a whole")
                .isEqualTo(before.replace(
                        "\"FilterOperator\": {\"type\": \"string\"},\n",
                        "\"FilterOperator\": {\"type\": \"string\"},\n"
                                + "      \"BColumn\": {\n"
                                + "        \"x-dgq-generated\": \"test\",\n"
                                + "        \"enum\": [\"b\", \"c\"]\n"
                                + "      },\n"));
        assertThat(ListBodies.splice(written, Map.of("AColumn", first)))
                .as("writing the same schemas again changes nothing")
                .isEqualTo(written);
    }

    @Test
    void aSchemaNamedAsAGeneratedOneButWrittenByHandFails() {
        String document = """
                {"components": {"schemas": {"FilterOperator": {}, "AColumn": {"type": "string"}}}}""";
        assertThatThrownBy(() -> ListBodies.splice(
                        document, Map.of("AColumn", JSON.createObjectNode().put(ListBodies.MARKER, "x"))))
                .hasMessage("AColumn: is a generated list schema's name, but not marked x-dgq-generated");
        String apart = """
                {"components": {"schemas": {"A": {"x-dgq-generated": "x"}, "B": {}, "C": {"x-dgq-generated": "x"}}}}""";
        assertThatThrownBy(() -> ListBodies.splice(apart, Map.of()))
                .hasMessage("C: the generated list schemas must sit together");
    }

    @Test
    void aListWhoseBodyIsNotItsOwnListRequestFailsGenerationNamingTheOperation() throws Exception {
        ApiDescription description = ApiDescription.read(ROOT.resolve(Generator.DOCUMENT));
        JsonNode document = JSON.readTree(Files.readString(ROOT.resolve(Generator.DOCUMENT)));
        ListBodies.checkOperations(description, document);
        ObjectNode body = (ObjectNode) document.path("paths")
                .path("/api/v1/governance/domain/list")
                .path("post")
                .path("requestBody")
                .path("content")
                .path("application/json")
                .path("schema");
        body.put("$ref", "#/components/schemas/TermListRequest");
        assertThatThrownBy(() -> ListBodies.checkOperations(description, document))
                .hasMessage("domains.list: a list's body must be #/components/schemas/DomainListRequest, not"
                        + " #/components/schemas/TermListRequest");
    }

    private static JsonNode resolve(JsonNode schemas, JsonNode node) {
        String ref = node.path("$ref").asText("");
        return ref.isEmpty() ? node : schemas.path(ref.substring(ref.lastIndexOf('/') + 1));
    }

    private static List<String> strings(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(value -> out.add(value.asText()));
        return out;
    }
}
