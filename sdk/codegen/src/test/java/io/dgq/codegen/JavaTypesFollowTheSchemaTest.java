package io.dgq.codegen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * A Java type written by hand in {@code x-dgq-get} or {@code x-dgq-set} must agree with the property's schema, or
 * generation fails naming the property: an {@code int64} integer is a {@code Long}, never an {@code Integer}.
 */
class JavaTypesFollowTheSchemaTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void anInt64ReadAsAnIntegerFailsGenerationNamingTheProperty() throws Exception {
        JsonNode schema =
                json("{'x-dgq-model': {'package': 'domains', 'extends': 'model.ApiObject', 'doc': 'A thing.'},"
                        + " 'properties': {'level': {'type': 'integer', 'format': 'int64',"
                        + " 'x-dgq-get': {'type': 'Integer', 'doc': 'the level'}}}}");
        assertThatThrownBy(() -> ApiDescription.models("Thing", schema))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Thing.level: x-dgq-get type Integer disagrees with the schema's integer (int64): use Long"
                        + " or long");
    }

    @Test
    void eachJsonTypeTakesOnlyItsJavaTypes() throws Exception {
        assertThat(type("{'type': ['integer', 'null'], 'format': 'int64'}", "Long"))
                .isEqualTo("Long");
        assertThat(type("{'type': 'number'}", "Double")).isEqualTo("Double");
        assertThat(type("{'type': 'boolean'}", "Boolean")).isEqualTo("Boolean");
        assertThat(type("{'type': 'array'}", "List<String>")).isEqualTo("List<String>");
        assertThat(type("{'type': 'string', 'format': 'date-time'}", "OffsetDateTime"))
                .isEqualTo("OffsetDateTime");
        assertThat(type("{}", "Integer"))
                .as("a property whose type the document leaves open")
                .isEqualTo("Integer");
        assertThatThrownBy(() -> type("{'type': 'number'}", "Integer")).hasMessageContaining("use Double");
        assertThatThrownBy(() -> type("{'type': 'boolean'}", "String")).hasMessageContaining("use Boolean");
        assertThatThrownBy(() -> type("{'type': 'string'}", "Long")).hasMessageContaining("schema's string");
        assertThatThrownBy(() -> type("{'type': ['array', 'null']}", "String")).hasMessageContaining("schema's array");
    }

    @Test
    void theDocumentHasNoIntegerAccessorOrSetterForAnInt64() throws Exception {
        String document = Files.readString(Path.of("..", "..").resolve(Generator.DOCUMENT));
        JsonNode schemas = JSON.readTree(document).path("components").path("schemas");
        int int64 = 0;
        for (JsonNode schema : schemas) {
            for (JsonNode property : schema.path("properties")) {
                if (property.path("format").asText().equals("int64")) {
                    int64++;
                    for (String extension : new String[] {"x-dgq-get", "x-dgq-set"}) {
                        assertThat(property.path(extension).path("type").asText("Long"))
                                .as("%s of %s", extension, property)
                                .isEqualTo("Long");
                    }
                }
            }
        }
        assertThat(int64).isGreaterThan(40);
    }

    private static String type(String property, String java) throws Exception {
        return ApiDescription.javaType(json(property), json("{'type': '" + java + "'}"), "x-dgq-get", "T.p");
    }

    private static JsonNode json(String text) throws Exception {
        return JSON.readTree(text.replace('\'', '"'));
    }
}
