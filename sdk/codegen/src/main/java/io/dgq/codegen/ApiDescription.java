package io.dgq.codegen;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the generator reads of the OpenAPI document: the resource clients (one per tag with an {@code x-dgq-client}
 * extension) and their operations (each with an {@code x-dgq-sdk} extension), in the document's order. The
 * extensions are described in {@code src/docs/architecture.md}. Every missing or contradictory entry fails with a
 * message naming the operation.
 *
 * @param clients the resource clients, in the order of the document's tags
 */
public record ApiDescription(List<Client> clients) {

    /** The API's root, which the document's paths start with and the SDK's endpoints leave out. */
    static final String ROOT = "/api/v1";

    private static final Pattern PARAMETER = Pattern.compile("\\{([^}/]+)}");

    /**
     * One resource client.
     *
     * @param tag the document's tag
     * @param accessor the accessor on {@code DgqClient}, for example {@code metricDetails}
     * @param noun what one record is called in prose, for example {@code metric detail}
     * @param plural the plural of {@code noun}
     * @param columns the simple name of the column enum that sorts and filters its lists, or {@code null}
     * @param summary the first sentence or two of the client's Javadoc
     * @param methods its methods, in the document's order
     */
    public record Client(
            String tag,
            String accessor,
            String noun,
            String plural,
            String columns,
            String summary,
            List<Method> methods) {

        /** {@return the client's package, for example {@code io.dgq.sdk.metricdetails}} */
        public String packageName() {
            return "io.dgq.sdk." + accessor.toLowerCase(Locale.ROOT);
        }

        /** {@return the interface's simple name, for example {@code MetricDetailsClient}} */
        public String interfaceName() {
            return capitalized(accessor) + "Client";
        }

        /** {@return the asynchronous interface's simple name, for example {@code MetricDetailsAsyncClient}} */
        public String asyncInterfaceName() {
            return capitalized(accessor) + "AsyncClient";
        }
    }

    /** What the arguments after the path parameters make of the body. */
    public enum Body {
        /** No body. */
        NONE,
        /** A request object. */
        REQUEST,
        /** A list request; the answer is a page. */
        LIST,
        /** A list request sent with {@code export: true}; the plain answer is every match. */
        EXPORT,
        /** One argument per field of a JSON object. */
        FIELDS
    }

    /** What the {@code data} of the answer is. */
    public enum Answer {
        /** The empty object: the plain method answers nothing. */
        NOTHING,
        /** One record. */
        RECORD,
        /** The records of a list payload, unpaged. */
        ITEMS,
        /** A page. */
        PAGE
    }

    /**
     * One field of a body built from arguments.
     *
     * @param json the JSON name
     * @param name the argument's name
     * @param type {@code String} or {@code boolean}
     * @param required whether a text must be non-blank
     * @param doc the argument's Javadoc
     */
    public record Field(String json, String name, String type, boolean required, String doc) {}

    /**
     * One method of a resource client, calling one operation.
     *
     * @param operationId the operation's id, {@code group.operation}
     * @param name the method's name
     * @param httpMethod the upper-case HTTP method
     * @param path the path relative to {@link #ROOT}
     * @param pathParameters the path parameters' names, in order
     * @param retry {@code safe} (GET), {@code idempotent} or {@code create}
     * @param whenSetField the request field that sends an upsert to its idempotent twin, or {@code null}
     * @param body what the body is made of
     * @param requestType the request object's type reference (REQUEST), or {@code null}
     * @param fields the body's fields (FIELDS)
     * @param answer what the data is
     * @param dataType the record or item type reference, or {@code null} for nothing
     * @param inferred whether the specification names the operation without its route
     * @param summary the first sentence of the Javadoc, without its period, or {@code null} for the default
     * @param details sentences after the route, or {@code null}
     * @param params the arguments' Javadoc, by name
     * @param returns the plain method's {@code @return}, or {@code null} for the default
     * @param throwsDocs further {@code @throws}, by simple name of a class of {@code io.dgq.sdk.errors}
     * @param note what the client's Javadoc says of it after its route, or {@code null}
     */
    public record Method(
            String operationId,
            String name,
            String httpMethod,
            String path,
            List<String> pathParameters,
            String retry,
            String whenSetField,
            Body body,
            String requestType,
            List<Field> fields,
            Answer answer,
            String dataType,
            boolean inferred,
            String summary,
            String details,
            Map<String, String> params,
            String returns,
            Map<String, String> throwsDocs,
            String note) {

        /** {@return the route as the specification writes it, for example {@code GET /api/v1/core/source/{sourceId}}} */
        public String route() {
            return httpMethod + " " + ROOT + path;
        }

        /** {@return whether the method answers pages, and so has a streaming {@code ...All} twin} */
        public boolean paged() {
            return body == Body.LIST;
        }
    }

    /**
     * Reads the document.
     *
     * @param document the OpenAPI document's path
     * @return its clients
     * @throws IOException if it cannot be read
     * @throws IllegalArgumentException if an extension is missing or does not fit its operation
     */
    public static ApiDescription read(Path document) throws IOException {
        JsonNode root = new ObjectMapper().readTree(Files.readString(document));
        Map<String, JsonNode> tags = new LinkedHashMap<>();
        for (JsonNode tag : root.path("tags")) {
            if (tag.has("x-dgq-client")) {
                tags.put(tag.path("name").asText(), tag.path("x-dgq-client"));
            }
        }
        Map<String, List<Method>> methods = new LinkedHashMap<>();
        tags.keySet().forEach(tag -> methods.put(tag, new ArrayList<>()));
        root.path("paths")
                .fields()
                .forEachRemaining(path -> path.getValue().fields().forEachRemaining(entry -> {
                    JsonNode operation = entry.getValue();
                    if (!operation.has("operationId")) {
                        return;
                    }
                    String id = operation.path("operationId").asText();
                    String tag = operation.path("tags").path(0).asText();
                    List<Method> group = methods.get(tag);
                    require(group != null, id, "its tag '" + tag + "' has no x-dgq-client");
                    JsonNode sdk = operation.path("x-dgq-sdk");
                    require(sdk.isObject(), id, "has no x-dgq-sdk");
                    String httpMethod = entry.getKey().toUpperCase(Locale.ROOT);
                    group.add(method(id, httpMethod, path.getKey(), operation, sdk));
                    for (JsonNode also : sdk.path("also")) {
                        group.add(method(id, httpMethod, path.getKey(), operation, also));
                    }
                }));
        List<Client> clients = new ArrayList<>();
        tags.forEach((tag, client) -> {
            String noun = text(client, "noun", tag);
            clients.add(new Client(
                    tag,
                    text(client, "accessor", tag),
                    noun,
                    client.has("plural") ? client.path("plural").asText() : noun + "s",
                    client.has("columns") ? client.path("columns").asText() : null,
                    text(client, "summary", tag),
                    List.copyOf(methods.get(tag))));
        });
        return new ApiDescription(List.copyOf(clients));
    }

    private static Method method(String id, String httpMethod, String fullPath, JsonNode operation, JsonNode sdk) {
        require(fullPath.startsWith(ROOT + "/"), id, "its path does not start with " + ROOT);
        String path = fullPath.substring(ROOT.length());
        List<String> parameters = new ArrayList<>();
        for (Matcher m = PARAMETER.matcher(path); m.find(); ) {
            parameters.add(m.group(1));
        }
        String retry = switch (httpMethod) {
            case "GET" -> "safe";
            case "PUT", "DELETE" -> "idempotent";
            case "POST" -> text(sdk, "retry", id);
            default -> throw new IllegalArgumentException(id + ": no SDK method for HTTP " + httpMethod);
        };
        require(List.of("safe", "idempotent", "create").contains(retry), id, "has an unknown retry class " + retry);
        String whenSet = null;
        if (sdk.has("retryWhenSet")) {
            whenSet = text(sdk.path("retryWhenSet"), "field", id);
            require(retry.equals("create"), id, "retries an upsert's twin, but is no create");
        }
        List<Field> fields = new ArrayList<>();
        for (JsonNode field : sdk.path("fields")) {
            String type = text(field, "type", id);
            require(type.equals("String") || type.equals("boolean"), id, "has a field of type " + type);
            fields.add(new Field(
                    text(field, "json", id),
                    text(field, "name", id),
                    type,
                    field.path("required").asBoolean(),
                    text(field, "doc", id)));
        }
        Body body;
        Answer answer;
        String dataType;
        if (sdk.has("list")) {
            body = Body.LIST;
            answer = Answer.PAGE;
            dataType = sdk.path("list").asText();
        } else if (sdk.has("export")) {
            body = Body.EXPORT;
            answer = Answer.PAGE;
            dataType = sdk.path("export").asText();
        } else {
            body = sdk.has("request") ? Body.REQUEST : fields.isEmpty() ? Body.NONE : Body.FIELDS;
            answer = sdk.has("record") ? Answer.RECORD : sdk.has("items") ? Answer.ITEMS : Answer.NOTHING;
            dataType = sdk.has("record")
                    ? sdk.path("record").asText()
                    : sdk.has("items") ? sdk.path("items").asText() : null;
        }
        require(body != Body.REQUEST || fields.isEmpty(), id, "has both a request object and fields");
        boolean hasBody = operation.has("requestBody");
        require(hasBody == (body != Body.NONE), id, "has a body in the document but not in x-dgq-sdk, or the reverse");
        return new Method(
                id,
                text(sdk, "method", id),
                httpMethod,
                path,
                List.copyOf(parameters),
                retry,
                whenSet,
                body,
                sdk.has("request") ? sdk.path("request").asText() : null,
                List.copyOf(fields),
                answer,
                dataType,
                operation.path("x-dgq-inferred").asBoolean(false),
                optional(sdk, "summary"),
                optional(sdk, "details"),
                map(sdk.path("params")),
                optional(sdk, "returns"),
                map(sdk.path("throws")),
                optional(sdk, "note"));
    }

    private static Map<String, String> map(JsonNode object) {
        Map<String, String> map = new LinkedHashMap<>();
        object.fields().forEachRemaining(e -> map.put(e.getKey(), e.getValue().asText()));
        return Map.copyOf(map);
    }

    private static String optional(JsonNode node, String name) {
        return node.has(name) ? node.path(name).asText() : null;
    }

    private static String text(JsonNode node, String name, String where) {
        require(node.path(name).isTextual() && !node.path(name).asText().isBlank(), where, "has no '" + name + "'");
        return node.path(name).asText();
    }

    private static void require(boolean condition, String where, String what) {
        if (!condition) {
            throw new IllegalArgumentException(where + ": " + what);
        }
    }

    static String capitalized(String name) {
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }
}
