package io.dgq.codegen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.Test;

/**
 * A Java type written by hand in {@code x-dgq-get} or {@code x-dgq-set} must agree with the property's schema, or
 * generation fails naming the property: an {@code int64} integer is a {@code Long}, never an {@code Integer}; a
 * {@code date-time} string an {@code OffsetDateTime}, never a {@code String}; and only a {@code date-time} is read as a
 * time.
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
    void aDateTimeIsAnOffsetDateTimeAndOnlyADateTimeIsReadAsATime() throws Exception {
        assertThat(type("{'type': ['string', 'null'], 'format': 'date-time'}", "OffsetDateTime"))
                .isEqualTo("OffsetDateTime");
        assertThatThrownBy(() -> type("{'type': 'string', 'format': 'date-time'}", "String"))
                .hasMessage("T.p: x-dgq-get type String disagrees with the schema's string (date-time): use"
                        + " OffsetDateTime or java.time.OffsetDateTime");
        assertThatThrownBy(() -> type("{'type': 'string', 'format': 'date-time'}", "Instant"))
                .hasMessageContaining("use OffsetDateTime");
        assertThatThrownBy(() -> type("{'type': ['string', 'null']}", "OffsetDateTime"))
                .hasMessage("T.p: x-dgq-get type OffsetDateTime disagrees with the schema's string: use String, or"
                        + " give the property format date-time");
        assertThat(ApiDescription.javaType(
                        json("{'type': 'string'}"), json("{'type': 'OffsetDateTime'}"), "x-dgq-set", "T.p"))
                .as("a setter writes RFC 3339, which a string without a format takes")
                .isEqualTo("OffsetDateTime");
    }

    @Test
    void aDateTimeAccessorWrittenAsAStringFailsGenerationNamingTheProperty() throws Exception {
        JsonNode schema =
                json("{'x-dgq-model': {'package': 'domains', 'extends': 'model.ApiObject', 'doc': 'A thing.'},"
                        + " 'properties': {'created_at': {'type': 'string', 'format': 'date-time',"
                        + " 'x-dgq-get': {'type': 'String', 'doc': 'when'}}}}");
        assertThatThrownBy(() -> ApiDescription.models("Thing", schema))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith(
                        "Thing.created_at: x-dgq-get type String disagrees with the schema's string" + " (date-time)");
    }

    /**
     * Every property of the document, wherever a schema names it, with a Java type its extensions write by hand: an
     * {@code int64} is a {@code Long}, a {@code date-time} an {@code OffsetDateTime}, a number a {@code Double} or
     * {@code BigDecimal}, and an accessor reads a time only from a {@code date-time}.
     */
    @Test
    void everyTypedPropertyOfTheDocumentFollowsItsSchema() throws Exception {
        JsonNode document = JSON.readTree(Files.readString(Path.of("..", "..").resolve(Generator.DOCUMENT)));
        Map<String, Integer> counts = new TreeMap<>();
        List<String> disagreements = new ArrayList<>();
        forEachProperty(document.path("components"), "", (where, property) -> {
            for (String extension : new String[] {"x-dgq-get", "x-dgq-set"}) {
                if (!property.has(extension)) {
                    continue;
                }
                String java = property.path(extension).path("type").asText();
                String format = property.path("format").asText("");
                String type = property.path("type").toString();
                if (format.equals("date-time")) {
                    counts.merge("date-time", 1, Integer::sum);
                    check(java.equals("OffsetDateTime"), where, extension, java, disagreements);
                } else if (format.equals("int64")) {
                    counts.merge("int64", 1, Integer::sum);
                    check(java.equals("Long") || java.equals("long"), where, extension, java, disagreements);
                } else if (type.contains("\"number\"")) {
                    counts.merge("number", 1, Integer::sum);
                    check(java.equals("Double") || java.equals("BigDecimal"), where, extension, java, disagreements);
                } else if (type.contains("\"string\"") && extension.equals("x-dgq-get")) {
                    check(!java.contains("Time") && !java.equals("Instant"), where, extension, java, disagreements);
                }
            }
        });
        assertThat(disagreements).isEmpty();
        assertThat(counts.get("date-time"))
                .as("date-time properties with a Java type")
                .isGreaterThan(20);
        assertThat(counts.get("int64")).as("int64 properties with a Java type").isGreaterThan(40);
        assertThat(counts.get("number"))
                .as("number properties with a Java type")
                .isGreaterThan(2);
    }

    private static void check(boolean agrees, String where, String extension, String java, List<String> out) {
        if (!agrees) {
            out.add(where + " " + extension + " " + java);
        }
    }

    private static void forEachProperty(JsonNode node, String where, BiConsumer<String, JsonNode> action) {
        if (node.isObject()) {
            node.properties().forEach(member -> {
                if (member.getKey().equals("properties") && member.getValue().isObject()) {
                    member.getValue()
                            .properties()
                            .forEach(property -> action.accept(where + "." + property.getKey(), property.getValue()));
                }
                forEachProperty(member.getValue(), where + "/" + member.getKey(), action);
            });
        } else if (node.isArray()) {
            node.forEach(element -> forEachProperty(element, where, action));
        }
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
