package io.dgq.codegen;

import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Writes the published OpenAPI document, {@code src/docs/published/openapi.json}: the source document without the
 * extensions that only drive the Java generator (Javadoc, package and Java names, Java types and examples), so that
 * users and other tools get a language-neutral document. The reference server serves it; the generator keeps reading
 * the source.
 */
final class PublishedDocument {

    /** The extensions only this generator reads; every other member of the source is kept as it is. */
    static final Set<String> GENERATOR_ONLY = Set.of(
            "x-dgq-client",
            "x-dgq-enums",
            ListBodies.MARKER,
            "x-dgq-get",
            "x-dgq-model",
            "x-dgq-name",
            "x-dgq-request",
            "x-dgq-sdk",
            "x-dgq-server",
            "x-dgq-set");

    private static final ObjectMapper JSON = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(SerializationFeature.INDENT_OUTPUT)
            .build();

    private PublishedDocument() {}

    /**
     * Makes the published document of a source document.
     *
     * @param source the source document's text
     * @return the published document's text, ending with a line break
     * @throws IOException if the source is not JSON
     */
    static String write(String source) throws IOException {
        JsonNode document = JSON.readTree(source);
        strip(document);
        return JSON.writeValueAsString(document) + "\n";
    }

    /** Removes every generator-only extension from a node and everything under it. */
    private static void strip(JsonNode node) {
        if (node instanceof ObjectNode object) {
            List<String> names = new ArrayList<>();
            object.fieldNames().forEachRemaining(names::add);
            for (String name : names) {
                if (GENERATOR_ONLY.contains(name)) {
                    object.remove(name);
                } else {
                    strip(object.get(name));
                }
            }
        } else if (node.isArray()) {
            node.forEach(PublishedDocument::strip);
        }
    }
}
