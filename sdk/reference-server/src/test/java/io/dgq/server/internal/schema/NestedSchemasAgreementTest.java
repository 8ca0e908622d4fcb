package io.dgq.server.internal.schema;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.server.testing.OpenApiDocument;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The members of the nested records the server type-checks are exactly those the OpenAPI document's component
 * schemas name, with the same JSON types: the document and the server cannot drift apart.
 */
class NestedSchemasAgreementTest {

    @Test
    void everyNestedRecordHasTheDocumentsMembersAndTypes() {
        JsonNode components = OpenApiDocument.readJson(OpenApiDocument.projectFile(OpenApiDocument.LOCATION))
                .path("components")
                .path("schemas");
        for (Map.Entry<String, Schema> nested : Schemas.nestedRecords().entrySet()) {
            JsonNode properties = components.path(nested.getKey()).path("properties");
            assertThat(properties.isObject())
                    .as("the document has %s", nested.getKey())
                    .isTrue();
            Map<String, String> documented = new TreeMap<>();
            properties.properties().forEach(member -> documented.put(member.getKey(), type(member.getValue())));
            Map<String, String> checked = new TreeMap<>();
            for (FieldSpec spec : nested.getValue().fields()) {
                checked.put(spec.name(), type(spec.type()));
            }
            assertThat(checked).as(nested.getKey()).isEqualTo(documented);
        }
    }

    /** A document member's type: its non-null JSON type, with the items' type for an array. */
    private static String type(JsonNode member) {
        String type = member.path("type").isArray()
                ? member.path("type").path(0).asText()
                : member.path("type").asText();
        return type.equals("array")
                ? "array of " + member.path("items").path("type").asText()
                : type;
    }

    private static String type(FieldType type) {
        return switch (type) {
            case STRING -> "string";
            case INTEGER -> "integer";
            case NUMBER -> "number";
            case BOOLEAN -> "boolean";
            case OBJECT -> "object";
            case STRING_ARRAY -> "array of string";
            case OBJECT_ARRAY -> "array of object";
            case ARRAY -> "array of ";
            case ANY -> "any";
        };
    }
}
