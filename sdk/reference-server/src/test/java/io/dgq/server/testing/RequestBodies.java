package io.dgq.server.testing;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Request bodies the schema-driven runs send: one a document takes, and the same spoilt one way it refuses. */
public final class RequestBodies {
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private RequestBodies() {}

    public static JsonNode validBody(
            OpenApiDocument document, String method, String template, JsonNode schema, Random random) {
        for (int attempt = 0; ; attempt++) {
            JsonNode body = new SchemaValues(document, random, name -> false).value(schema);
            List<String> problems = document.validateRequest(method, template, body);
            if (problems.isEmpty()) {
                return body;
            }
            assertThat(attempt)
                    .as("a body %s %s takes, after %s", method, template, problems)
                    .isLessThan(20);
        }
    }

    /** {@return the valid body spoilt one way the document refuses} */
    public static JsonNode invalidBody(
            OpenApiDocument document, String method, String template, ObjectNode valid, Random random) {
        JsonNode schema = document.resolve(document.operations()
                .get(method + " " + template)
                .path("requestBody")
                .path("content")
                .path("application/json")
                .path("schema"));
        List<JsonNode> candidates = new ArrayList<>();
        List<String> members = new ArrayList<>();
        valid.fieldNames().forEachRemaining(members::add);
        for (String member : members) {
            JsonNode value = valid.get(member);
            ObjectNode wrongType = valid.deepCopy();
            wrongType.set(
                    member,
                    value.isTextual()
                            ? JSON.objectNode().put("not", "a string")
                            : value.isNumber() ? JSON.textNode("not a number") : JSON.numberNode(7));
            candidates.add(wrongType);
        }
        candidates.add(valid.deepCopy().put("surprise_member", 1));
        schema.path("required").forEach(required -> {
            ObjectNode without = valid.deepCopy();
            without.remove(required.asText());
            candidates.add(without);
        });
        candidates.add(JSON.arrayNode().add(valid));
        for (int tries = candidates.size(); tries > 0; tries--) {
            JsonNode candidate = candidates.remove(random.nextInt(candidates.size()));
            if (!document.validateRequest(method, template, candidate).isEmpty()) {
                return candidate;
            }
        }
        throw new AssertionError("no invalid body for " + method + " " + template);
    }
}
