package io.dgq.server.internal.proxy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/**
 * The published OpenAPI document as the proxy reads it: which paths are the API's (and so forwarded), the operation
 * a request matches, the statuses it declares, and the schemas its answers are checked against.
 */
public final class ApiDocument {

    private static final String RESOURCE = "/io/dgq/server/admin/openapi.json";
    private static final List<String> METHODS = List.of("get", "put", "post", "delete", "patch");

    /** One operation of the document. */
    record Operation(String id, String method, Map<String, JsonNode> responses) {}

    /** A path template and its operations by method. */
    private record PathTemplate(String[] segments, long specificity, Map<String, Operation> operations) {}

    /**
     * A request matched to its operation.
     *
     * @param operation the operation, or {@code null} when the path is the API's but the method is not
     * @param allowed the methods the path declares, for a 405
     * @param pathParameters the path parameters' values by name
     */
    record Match(Operation operation, String allowed, Map<String, String> pathParameters) {}

    private final JsonNode document;
    private final List<PathTemplate> paths = new ArrayList<>();
    private final Map<String, Operation> byId = new HashMap<>();

    private ApiDocument(JsonNode document) {
        this.document = document;
        for (Iterator<Map.Entry<String, JsonNode>> it = document.path("paths").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> path = it.next();
            Map<String, Operation> operations = new LinkedHashMap<>();
            for (String method : METHODS) {
                JsonNode operation = path.getValue().get(method);
                if (operation != null) {
                    Map<String, JsonNode> responses = new HashMap<>();
                    operation.path("responses").fields().forEachRemaining(r -> responses.put(r.getKey(), r.getValue()));
                    String upper = method.toUpperCase(Locale.ROOT);
                    Operation found =
                            new Operation(operation.path("operationId").asText(), upper, responses);
                    operations.put(upper, found);
                    byId.put(found.id(), found);
                }
            }
            String[] segments = split(path.getKey());
            long specificity = 0;
            for (String segment : segments) {
                specificity = specificity * 2 + (isParameter(segment) ? 0 : 1);
            }
            paths.add(new PathTemplate(segments, specificity, operations));
        }
    }

    /** {@return the published document this server ships, as read from its class path} */
    public static ApiDocument published() {
        try (InputStream in = ApiDocument.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the published OpenAPI document is missing from the class path");
            }
            return new ApiDocument(new ObjectMapper().readTree(in));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the published OpenAPI document", e);
        }
    }

    /**
     * Matches a request to an operation of the document; the most specific template wins.
     *
     * @param method the request's method
     * @param rawPath the request's path, percent-encoded
     * @return the match, or {@code null} when no path of the document fits
     */
    Match match(String method, String rawPath) {
        String[] segments = split(rawPath);
        PathTemplate best = null;
        for (PathTemplate template : paths) {
            if ((best == null || template.specificity() > best.specificity()) && fits(template, segments)) {
                best = template;
            }
        }
        if (best == null) {
            return null;
        }
        Map<String, String> parameters = new LinkedHashMap<>();
        for (int i = 0; i < segments.length; i++) {
            if (isParameter(best.segments()[i])) {
                String name = best.segments()[i].substring(1, best.segments()[i].length() - 1);
                parameters.put(name, URLDecoder.decode(segments[i].replace("+", "%2B"), StandardCharsets.UTF_8));
            }
        }
        return new Match(
                best.operations().get(method),
                String.join(", ", new TreeSet<>(best.operations().keySet())),
                parameters);
    }

    /** {@return the operation of an id, or {@code null} when the document has none of that id} */
    Operation operation(String id) {
        return byId.get(id);
    }

    /** Resolves a {@code $ref} (within this document) and returns the node it names; other nodes as they are. */
    JsonNode resolve(JsonNode node) {
        JsonNode current = node;
        for (int depth = 0; current != null && current.has("$ref") && depth < 32; depth++) {
            String ref = current.get("$ref").asText();
            if (!ref.startsWith("#/")) {
                return current;
            }
            current = document.at(ref.substring(1));
            if (current.isMissingNode()) {
                return null;
            }
        }
        return current;
    }

    /**
     * The schema of a declared answer's JSON body.
     *
     * @param response the declared response (perhaps a {@code $ref})
     * @return the schema, or {@code null} when it declares no JSON body
     */
    JsonNode answerSchema(JsonNode response) {
        JsonNode resolved = resolve(response);
        if (resolved == null) {
            return null;
        }
        JsonNode schema = resolved.path("content").path("application/json").get("schema");
        return schema == null ? null : schema;
    }

    private static boolean fits(PathTemplate template, String[] segments) {
        if (template.segments().length != segments.length) {
            return false;
        }
        for (int i = 0; i < segments.length; i++) {
            String expected = template.segments()[i];
            if (isParameter(expected) ? segments[i].isEmpty() : !expected.equals(segments[i])) {
                return false;
            }
        }
        return true;
    }

    private static boolean isParameter(String segment) {
        return segment.startsWith("{") && segment.endsWith("}");
    }

    private static String[] split(String path) {
        String trimmed = path.startsWith("/") ? path.substring(1) : path;
        if (trimmed.endsWith("/")) {
            trimmed = trimmed.substring(0, trimmed.length() - 1);
        }
        return trimmed.split("/", -1);
    }
}
