package io.dgq.codegen;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.palantir.javapoet.ClassName;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
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
 * @param columnEnums the column enums, in the order of the document's tags
 * @param fieldSets the setter classes the create and update requests share, in the order of the document's tags
 * @param standalones the requests with setters of their own, one per schema whose {@code x-dgq-request} names a
 *     package, in the document's order
 * @param openEnums the open enumerations, one per entry of the components' {@code x-dgq-enums}, in its order
 * @param models the response models, one per schema with an {@code x-dgq-model} extension, in the document's order
 * @param serverSchemas the reference server's schemas of its records, one per schema with an {@code x-dgq-server}
 *     extension, in the document's order
 */
public record ApiDescription(
        List<Client> clients,
        List<ColumnEnum> columnEnums,
        List<FieldSet> fieldSets,
        List<Standalone> standalones,
        List<OpenEnumType> openEnums,
        List<Model> models,
        ServerSchemas serverSchemas) {

    /** The API's root, which the document's paths start with and the SDK's endpoints leave out. */
    static final String ROOT = "/api/v1";

    /**
     * How the document's name of the setters a create and an update request share ends: {@code DomainRequestBuilder}
     * (a name only: each request's builder is written with the setters).
     */
    static final String SETTERS = "RequestBuilder";

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

    /**
     * The enum of the columns a client's lists sort and filter by: the scalar fields of one record schema.
     *
     * @param packageName the enum's package, the client's
     * @param name the enum's simple name
     * @param of the record schema's name, also the model's simple name
     * @param scope which lists, in prose, for example {@code a domain list}
     * @param columns the columns, in the schema's order
     */
    public record ColumnEnum(String packageName, String name, String of, String scope, List<Column> columns) {}

    /**
     * One column.
     *
     * @param json the JSON name
     * @param javaName the Java name, in lower camel case
     */
    public record Column(String json, String javaName) {

        /** {@return whether the Java name is not the JSON name's spelling, as when the API misspells a word} */
        public boolean respelt() {
            return !Types.snake(javaName).toLowerCase(Locale.ROOT).equals(json);
        }
    }

    /**
     * The setters a client's create and update request builders share, each builder written with all of them, for
     * example those the document names {@code DomainRequestBuilder}: one per property of the create request's schema
     * that has an {@code x-dgq-set} extension.
     *
     * @param packageName the class's package, the client's
     * @param name the class's simple name, {@code <Record>Fields}
     * @param of what is set, in prose, for example {@code a domain}
     * @param note sentences the class's Javadoc adds, or {@code null}; a second paragraph starts with {@code <p>}
     * @param setters the setters, in the schema's order
     * @param create the create request
     * @param update the update request
     */
    public record FieldSet(
            String packageName,
            String name,
            String of,
            String note,
            List<Setter> setters,
            Request create,
            Request update) {

        /** {@return the record's name the requests are named after, for example {@code Domain}} */
        public String record() {
            return name.substring(0, name.length() - SETTERS.length());
        }
    }

    /**
     * A create or update request, for example {@code DomainCreateRequest}: the body of one operation, built with the
     * setters of a {@link FieldSet}.
     *
     * @param name the class's simple name
     * @param method the client method that sends it
     * @param client the simple name of that method's client interface
     * @param required the JSON names a create must set, in the schema's order; empty for an update
     * @param example the code of the Javadoc's example, or {@code null}
     * @param note sentences the Javadoc adds, or {@code null}
     */
    public record Request(
            String name, Method method, String client, List<String> required, String example, String note) {}

    /**
     * One setter of a request builder.
     *
     * @param json the JSON name it sets
     * @param name the setter's and its argument's name
     * @param type the argument's type reference: {@code String}, {@code Integer}, {@code Boolean}, {@code Object},
     *     a model reference, or {@code List<...>} of one of them or of {@code ?}
     * @param doc the argument's Javadoc
     * @param summary the setter's first sentence, or {@code null} for {@code Sets {@code json}.}
     * @param wire how the value is sent: {@code as-is}, {@code toJson} (the model's JSON) or {@code each} (each
     *     element's JSON, a {@code null} element refused)
     * @param throwsDocs further {@code @throws}, by the exception's simple name in {@code java.lang}
     */
    public record Setter(
            String json,
            String name,
            String type,
            String doc,
            String summary,
            String wire,
            Map<String, String> throwsDocs) {}

    /**
     * A request with its own setters, for example {@code FieldTabRequest}: the body of one operation.
     *
     * @param packageName the class's package
     * @param name the class's simple name, the schema's
     * @param doc the class's first paragraph
     * @param example the example of the class's Javadoc, or {@code null}
     * @param build what its builder checks: {@code required}, {@code update} or {@code byId}
     * @param required the fields that must be set: all of them ({@code required}), or those of a create
     *     ({@code byId})
     * @param noun what one record is called, for the message of {@code byId}
     * @param setters its setters, in the schema's order
     * @param printsOnly the JSON names of the only fields whose values {@code toString()} prints, every other
     *     masked; empty when it names the fields set, never their values
     * @param printsDoc the Javadoc of that {@code toString()}, or {@code null}
     */
    public record Standalone(
            String packageName,
            String name,
            String doc,
            String example,
            String build,
            List<String> required,
            String noun,
            List<Setter> setters,
            List<String> printsOnly,
            String printsDoc) {}

    /**
     * An open enumeration, for example {@code model.Status}: known constants, and any other value the server sends.
     *
     * @param packageName the class's package
     * @param name the class's simple name
     * @param noun what one value is called, for the Javadoc of {@code of}
     * @param doc the class's Javadoc
     * @param constants the known values, in the document's order
     */
    public record OpenEnumType(String packageName, String name, String noun, String doc, List<Constant> constants) {

        /**
         * One known value.
         *
         * @param name the constant's name
         * @param value the value on the wire
         * @param doc the constant's Javadoc
         */
        public record Constant(String name, String value, String doc) {}
    }

    /**
     * A response model: an immutable class with one accessor per property that has an {@code x-dgq-get} extension,
     * and its builder.
     *
     * @param packageName the class's package
     * @param name the class's simple name
     * @param superclass the type reference of what it extends or implements: {@code model.ApiObject}, a shared
     *     base such as {@code model.GovernedRecord}, or another model
     * @param open whether other models extend it (then its builder is generic, and abstract)
     * @param base whether it is a shared base of other models, with no schema of its own: an interface of its
     *     accessors, with a builder interface, whose fields each model implementing it declares
     * @param documented whether its builder takes the setters of {@code model.DocumentedRecordBuilder}
     * @param doc the class's Javadoc
     * @param toJson the Javadoc of its {@code toJson()}, which answers the model as a request sends it; {@code null}
     *     for none
     * @param toJsonWritesAll whether {@code toJson()} writes every field, a {@code null} one as JSON {@code null} and
     *     an absent list as an empty array ({@code "toJsonWrites": "all"}), instead of the fields that are set
     * @param factory its static factory of the values a request sends, or {@code null} for none
     * @param masks the JSON names of the fields {@code toString()} masks
     * @param printsOnly the JSON names of the only fields {@code toString()} prints, every other (unknown ones
     *     included) masked; empty when it prints all but {@code masks}
     * @param masksDoc the Javadoc of its table's {@code masks}, when it masks any
     * @param properties its own properties, in the schema's order
     */
    public record Model(
            String packageName,
            String name,
            String superclass,
            boolean open,
            boolean base,
            boolean documented,
            String doc,
            String toJson,
            boolean toJsonWritesAll,
            Factory factory,
            List<String> masks,
            List<String> printsOnly,
            String masksDoc,
            List<Property> properties) {}

    /**
     * A model's static factory, for example {@code Threshold.of(lowerThreshold, upperThreshold)}: one parameter per
     * property named, in that order, each set as given (a list copied, {@code null} as an empty list).
     *
     * @param name the method's name
     * @param doc its Javadoc's first sentence
     * @param returns its {@code @return}
     * @param throwsDoc its {@code @throws NullPointerException}, or {@code null} for none
     * @param parameters the JSON names of the properties it sets, with each {@code @param}'s text
     */
    public record Factory(String name, String doc, String returns, String throwsDoc, Map<String, String> parameters) {}

    /**
     * One property of a model.
     *
     * @param json the JSON name
     * @param name the accessor's and the setter's name
     * @param type the type reference, as a setter's
     * @param doc what the accessor returns, in prose, for its {@code @return}
     * @param setter whether the model's own builder declares its setter
     */
    public record Property(String json, String name, String type, String doc, boolean setter) {

        /** {@return whether the property is a list, whose accessor answers an empty list for an absent one} */
        public boolean list() {
            return type.startsWith("List<");
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
     * @param operationName the operation's name in the specification, the document's {@code summary}
     * @param errorStatuses the error statuses the operation declares among 400, 404 and 409, in that order
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
            String note,
            String operationName,
            List<String> errorStatuses) {

        /** {@return the route as the specification writes it, for example {@code GET /api/v1/core/source/{sourceId}}} */
        public String route() {
            return httpMethod + " " + ROOT + path;
        }

        /** {@return whether the method answers pages, and so has a streaming {@code ...All} twin} */
        public boolean paged() {
            return body == Body.LIST;
        }
    }

    /** Reads JSON strictly: a member named twice in one object is an error, not a silent last-one-wins. */
    private static final ObjectMapper STRICT_JSON = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();

    /**
     * Parses a JSON document as a strict parser does: a member named twice in one object (which YAML-based tools
     * such as linters refuse as a "duplicated mapping key", and lenient parsers read as the last value) fails.
     *
     * @param json the document's text
     * @param source what the text is, for the message
     * @return the parsed document
     * @throws IllegalArgumentException if the text is not JSON or names a member twice, with the member, line and
     *     column
     */
    public static JsonNode parseStrictly(String json, String source) {
        try {
            return STRICT_JSON.readTree(json);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            String where = at == null ? "" : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
            throw new IllegalArgumentException(source + " is not strict JSON: " + e.getOriginalMessage() + where, e);
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
        JsonNode root = parseStrictly(Files.readString(document), document.toString());
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
        JsonNode schemas = root.path("components").path("schemas");
        List<Client> clients = new ArrayList<>();
        List<ColumnEnum> columnEnums = new ArrayList<>();
        List<FieldSet> fieldSets = new ArrayList<>();
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
            if (client.has("columns")) {
                columnEnums.add(columnEnum(clients.get(clients.size() - 1), client, schemas));
            }
            if (client.has("fields")) {
                fieldSets.add(fieldSet(clients.get(clients.size() - 1), client.path("fields"), schemas));
            }
        });
        List<Standalone> standalones = new ArrayList<>();
        schemas.fields().forEachRemaining(schema -> {
            if (schema.getValue().path("x-dgq-request").has("package")) {
                standalones.add(standalone(schema.getKey(), schema.getValue()));
            }
        });
        List<Model> models = new ArrayList<>();
        schemas.fields().forEachRemaining(schema -> {
            if (schema.getValue().has("x-dgq-model")) {
                models.addAll(models(schema.getKey(), schema.getValue()));
            }
        });
        return new ApiDescription(
                List.copyOf(clients),
                List.copyOf(columnEnums),
                List.copyOf(fieldSets),
                List.copyOf(standalones),
                openEnums(root.path("components").path("x-dgq-enums")),
                List.copyOf(models),
                ServerSchemas.read(schemas));
    }

    /**
     * Reads the model of a schema, after the shared base it declares, if any: {@code "base": {"extends": ...,
     * "doc": ..., "members": [...]}} (with {@code masks} and {@code masksDoc} as a model's) makes the interface the
     * schema's model implements of the members named, which the schema's own model declares first.
     */
    static List<Model> models(String schemaName, JsonNode schema) {
        JsonNode extension = schema.path("x-dgq-model");
        String packageName = "io.dgq.sdk." + text(extension, "package", schemaName);
        String superclass = text(extension, "extends", schemaName);
        JsonNode base = extension.path("base");
        List<String> baseMembers = strings(base.path("members"));
        Map<String, Property> properties = new LinkedHashMap<>();
        schema.path("properties").fields().forEachRemaining(property -> {
            JsonNode get = property.getValue().path("x-dgq-get");
            if (get.isMissingNode()) {
                return;
            }
            String where = schemaName + "." + property.getKey();
            properties.put(
                    property.getKey(),
                    new Property(
                            property.getKey(),
                            javaName(property.getKey(), property.getValue()),
                            javaType(property.getValue(), get, "x-dgq-get", where),
                            text(get, "doc", where),
                            get.path("setter").asBoolean(true)));
        });
        List<Model> models = new ArrayList<>();
        if (!base.isMissingNode()) {
            List<Property> inherited = new ArrayList<>();
            for (String member : baseMembers) {
                require(
                        properties.containsKey(member),
                        schemaName,
                        "its base's member " + member + " has no x-dgq-get");
                inherited.add(properties.remove(member));
            }
            ClassName baseClass = Types.type(packageName, superclass);
            models.add(new Model(
                    baseClass.packageName(),
                    baseClass.simpleName(),
                    text(base, "extends", schemaName),
                    true,
                    true,
                    false,
                    text(base, "doc", schemaName),
                    null,
                    false,
                    null,
                    strings(base.path("masks")),
                    List.of(),
                    base.has("masks") ? text(base, "masksDoc", schemaName) : null,
                    List.copyOf(inherited)));
        }
        models.add(new Model(
                packageName,
                extension.has("class") ? text(extension, "class", schemaName) : schemaName,
                superclass,
                extension.path("open").asBoolean(false),
                false,
                extension.path("documented").asBoolean(false),
                text(extension, "doc", schemaName),
                extension.has("toJson") ? text(extension, "toJson", schemaName) : null,
                toJsonWritesAll(extension, schemaName),
                factory(extension.path("factory"), properties, schemaName),
                strings(extension.path("masks")),
                strings(extension.path("printsOnly")),
                extension.has("masks") || extension.has("printsOnly") ? text(extension, "masksDoc", schemaName) : null,
                List.copyOf(properties.values())));
        return models;
    }

    /** Reads {@code "toJsonWrites"}: {@code "all"}, or absent for the fields that are set. */
    private static boolean toJsonWritesAll(JsonNode extension, String schemaName) {
        if (!extension.has("toJsonWrites")) {
            return false;
        }
        require(extension.has("toJson"), schemaName, "toJsonWrites needs a toJson");
        require(text(extension, "toJsonWrites", schemaName).equals("all"), schemaName, "toJsonWrites must be \"all\"");
        return true;
    }

    /**
     * Reads a model's {@code "factory": {"name": "of", "doc": ..., "returns": ..., "throws": ..., "parameters":
     * {"json_name": "its @param", ...}}}; every parameter must be a property of the model.
     */
    private static Factory factory(JsonNode factory, Map<String, Property> properties, String schemaName) {
        if (factory.isMissingNode()) {
            return null;
        }
        String where = schemaName + ".factory";
        Map<String, String> parameters = new LinkedHashMap<>();
        factory.path("parameters").properties().forEach(parameter -> {
            require(properties.containsKey(parameter.getKey()), where, parameter.getKey() + " is not a property");
            parameters.put(parameter.getKey(), parameter.getValue().asText());
        });
        require(!parameters.isEmpty(), where, "it has no parameters");
        return new Factory(
                text(factory, "name", where),
                text(factory, "doc", where),
                text(factory, "returns", where),
                factory.has("throws") ? text(factory, "throws", where) : null,
                parameters);
    }

    private static List<OpenEnumType> openEnums(JsonNode enums) {
        List<OpenEnumType> out = new ArrayList<>();
        enums.properties().forEach(entry -> {
            String name = entry.getKey();
            JsonNode spec = entry.getValue();
            List<OpenEnumType.Constant> constants = new ArrayList<>();
            for (JsonNode value : spec.path("values")) {
                String where = name + "." + value.path("value").asText();
                constants.add(new OpenEnumType.Constant(
                        text(value, "name", where), text(value, "value", where), text(value, "doc", where)));
            }
            require(!constants.isEmpty(), name, "is an open enumeration without values");
            out.add(new OpenEnumType(
                    "io.dgq.sdk." + text(spec, "package", name),
                    name,
                    text(spec, "noun", name),
                    text(spec, "doc", name),
                    List.copyOf(constants)));
        });
        return List.copyOf(out);
    }

    private static List<String> strings(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(value -> out.add(value.asText()));
        return List.copyOf(out);
    }

    /** The Java types a JSON type may be written as, by the schema's type and format. */
    private static final Map<String, List<String>> JAVA_TYPES = Map.of(
            "integer/int64", List.of("Long", "long"),
            "integer/", List.of("Long", "long"),
            "integer/int32", List.of("Integer", "int", "Long", "long"),
            "number/", List.of("Double", "double", "BigDecimal", "java.math.BigDecimal"),
            "boolean/", List.of("Boolean", "boolean"));

    /** Java types that hold a number or a boolean, which a string property cannot be written as. */
    private static final List<String> SCALARS =
            List.of("Long", "long", "Integer", "int", "Double", "double", "BigDecimal", "Boolean", "boolean");

    /** Java types that hold a point in time, which only a {@code date-time} string is read as. */
    private static final List<String> TIMES = List.of(
            "OffsetDateTime",
            "java.time.OffsetDateTime",
            "Instant",
            "java.time.Instant",
            "ZonedDateTime",
            "LocalDateTime",
            "LocalDate",
            "Date",
            "java.util.Date");

    /** The Java type of a {@code date-time} string: the offset the server wrote is kept, equality is by instant. */
    private static final List<String> DATE_TIME = List.of("OffsetDateTime", "java.time.OffsetDateTime");

    /**
     * The Java type an extension writes by hand for a property, checked against the property's schema: an
     * {@code int64} integer is a {@code Long}, a number a {@code Double} or {@code BigDecimal}, a boolean a
     * {@code Boolean}, an array a {@code List}, a {@code date-time} string an {@code OffsetDateTime}, and another
     * string none of those. A setter ({@code x-dgq-set}) may take a time for a string without a format, as it writes
     * the RFC 3339 text any string takes; an accessor ({@code x-dgq-get}) may not, as it would fail on any other text.
     *
     * @throws IllegalArgumentException naming the property when the type disagrees with the schema
     */
    static String javaType(JsonNode property, JsonNode extension, String name, String where) {
        String java = text(extension, "type", where);
        String type = jsonType(property.path("type"));
        if (type.isEmpty()) {
            return java;
        }
        String format = property.path("format").asText("");
        List<String> allowed =
                type.equals("string") && format.equals("date-time") ? DATE_TIME : JAVA_TYPES.get(type + "/" + format);
        boolean fits = switch (type) {
            case "integer", "number", "boolean" -> allowed != null && allowed.contains(java);
            case "array" -> java.startsWith("List<");
            case "string" ->
                format.equals("date-time")
                        ? DATE_TIME.contains(java)
                        : !SCALARS.contains(java)
                                && !java.startsWith("List<")
                                && (name.equals("x-dgq-set") || !TIMES.contains(java));
            default -> true;
        };
        require(
                fits,
                where,
                name + " type " + java + " disagrees with the schema's " + type
                        + (format.isEmpty() ? "" : " (" + format + ")")
                        + (allowed != null
                                ? ": use " + String.join(" or ", allowed)
                                : TIMES.contains(java) ? ": use String, or give the property format date-time" : ""));
        return java;
    }

    /** {@return the one JSON type of a schema's {@code type}, leaving out {@code null}; empty for none or several} */
    private static String jsonType(JsonNode type) {
        if (type.isArray()) {
            List<String> types = new ArrayList<>();
            type.forEach(each -> {
                if (!each.asText().equals("null")) {
                    types.add(each.asText());
                }
            });
            return types.size() == 1 ? types.get(0) : "";
        }
        return type.asText("");
    }

    /**
     * Reads the setters of a request schema: one per property with an {@code x-dgq-set} extension, in its order, and
     * one more for each type its {@code also} names (an overload sending the same field, with its own summary).
     */
    private static List<Setter> setters(String schemaName, JsonNode properties) {
        List<Setter> setters = new ArrayList<>();
        properties.fields().forEachRemaining(property -> {
            JsonNode set = property.getValue().path("x-dgq-set");
            if (set.isMissingNode()) {
                return;
            }
            String where = schemaName + "." + property.getKey();
            String wire = set.has("wire") ? set.path("wire").asText() : "as-is";
            require(List.of("as-is", "toJson", "each").contains(wire), where, "has an unknown wire form " + wire);
            String name = javaName(property.getKey(), property.getValue());
            String doc = text(set, "doc", where);
            javaType(property.getValue(), set, "x-dgq-set", where);
            List<JsonNode> overloads = new ArrayList<>(List.of(set));
            set.path("also").forEach(overloads::add);
            for (JsonNode overload : overloads) {
                setters.add(new Setter(
                        property.getKey(),
                        name,
                        text(overload, "type", where),
                        doc,
                        optional(overload, "summary"),
                        wire,
                        map(overload.path("throws"))));
            }
        });
        return List.copyOf(setters);
    }

    /**
     * Reads a request that has no setter class of its own (its schema's {@code x-dgq-request} names a
     * {@code package}): its setters, and what its builder checks ({@code build}): {@code required}, the schema's
     * required fields; {@code update}, at least one field; {@code byId}, with {@code id} at least one more field,
     * without it the {@code createRequires} fields; {@code none}, nothing. With {@code printsOnly}, its
     * {@code toString()} prints those fields' values and masks the others.
     */
    private static Standalone standalone(String schemaName, JsonNode schema) {
        JsonNode extension = schema.path("x-dgq-request");
        String build = text(extension, "build", schemaName);
        require(
                List.of("required", "update", "byId", "none").contains(build),
                schemaName,
                "has an unknown build rule " + build);
        List<Setter> setters = setters(schemaName, schema.path("properties"));
        require(!setters.isEmpty(), schemaName, "has no x-dgq-set");
        return new Standalone(
                "io.dgq.sdk." + text(extension, "package", schemaName),
                schemaName,
                text(extension, "doc", schemaName),
                optional(extension, "example"),
                build,
                build.equals("byId") ? strings(extension.path("createRequires")) : strings(schema.path("required")),
                build.equals("byId") ? text(extension, "noun", schemaName) : null,
                setters,
                strings(extension.path("printsOnly")),
                extension.has("printsOnly") ? text(extension, "printsDoc", schemaName) : null);
    }

    private static FieldSet fieldSet(Client client, JsonNode extension, JsonNode schemas) {
        String name = text(extension, "class", client.tag());
        require(name.endsWith(SETTERS), client.tag(), "its setter class " + name + " is not named <Record>" + SETTERS);
        String schemaName = name.substring(0, name.length() - SETTERS.length()) + "CreateRequest";
        JsonNode properties = schemas.path(schemaName).path("properties");
        require(
                properties.isObject(),
                client.tag(),
                "its create request's schema " + schemaName + " has no properties");
        List<Setter> setters = setters(schemaName, properties);
        require(!setters.isEmpty(), client.tag(), "its create request's schema " + schemaName + " has no x-dgq-set");
        String record = name.substring(0, name.length() - SETTERS.length());
        return new FieldSet(
                client.packageName(),
                name,
                text(extension, "of", client.tag()),
                optional(extension, "note"),
                List.copyOf(setters),
                request(client, record + "CreateRequest", "POST", schemas),
                request(client, record + "UpdateRequest", "PUT", schemas));
    }

    private static Request request(Client client, String name, String httpMethod, JsonNode schemas) {
        Method sends = client.methods().stream()
                .filter(m -> name.equals(m.requestType()) && m.httpMethod().equals(httpMethod))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException(
                        client.tag() + ": no " + httpMethod + " operation sends a " + name));
        JsonNode schema = schemas.path(name);
        List<String> required = new ArrayList<>();
        schema.path("required").forEach(field -> required.add(field.asText()));
        require(httpMethod.equals("POST") || required.isEmpty(), name, "is an update with required fields");
        JsonNode extension = schema.path("x-dgq-request");
        return new Request(
                name,
                sends,
                client.interfaceName(),
                List.copyOf(required),
                optional(extension, "example"),
                optional(extension, "note"));
    }

    private static ColumnEnum columnEnum(Client client, JsonNode extension, JsonNode schemas) {
        String of = text(extension, "columnsOf", client.tag());
        JsonNode schema = schemas.path(of);
        require(schema.path("properties").isObject(), client.tag(), "its columns' schema " + of + " has no properties");
        List<Column> columns = new ArrayList<>();
        schema.path("properties").fields().forEachRemaining(property -> {
            if (scalar(property.getValue())) {
                columns.add(new Column(property.getKey(), javaName(property.getKey(), property.getValue())));
            }
        });
        return new ColumnEnum(
                client.packageName(),
                client.columns(),
                of,
                text(extension, "columnsScope", client.tag()),
                List.copyOf(columns));
    }

    /** Whether a property holds one value: no array, object, reference or union of them. */
    private static boolean scalar(JsonNode property) {
        for (String composite : List.of("$ref", "items", "anyOf", "oneOf", "allOf")) {
            if (property.has(composite)) {
                return false;
            }
        }
        JsonNode type = property.path("type");
        List<String> types = new ArrayList<>();
        if (type.isArray()) {
            type.forEach(t -> types.add(t.asText()));
        } else if (type.isTextual()) {
            types.add(type.asText());
        }
        return !types.contains("array") && !types.contains("object");
    }

    /** A property's Java name: its {@code x-dgq-name}, or its JSON name in lower camel case. */
    static String javaName(String json, JsonNode property) {
        if (property.has("x-dgq-name")) {
            return property.path("x-dgq-name").asText();
        }
        StringBuilder name = new StringBuilder();
        boolean upper = false;
        for (int i = 0; i < json.length(); i++) {
            char c = json.charAt(i);
            if (c == '_') {
                upper = true;
            } else {
                name.append(upper ? Character.toUpperCase(c) : c);
                upper = false;
            }
        }
        return name.toString();
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
                throwsDocs(operation, sdk),
                optional(sdk, "note"),
                text(operation, "summary", id),
                errorStatuses(operation));
    }

    /** The statuses whose exceptions a method's Javadoc names when the operation declares them. */
    private static final List<String> DOCUMENTED_STATUSES = List.of("400", "404", "409");

    /** {@return the error statuses among 400, 404 and 409 that an operation declares} */
    private static List<String> errorStatuses(JsonNode operation) {
        return DOCUMENTED_STATUSES.stream()
                .filter(operation.path("responses")::has)
                .toList();
    }

    /**
     * {@return the further {@code @throws} of a method: those its {@code x-dgq-sdk} names, and
     * {@code DgqConflictException} when the operation declares a 409}
     */
    private static Map<String, String> throwsDocs(JsonNode operation, JsonNode sdk) {
        Map<String, String> throwsDocs = new LinkedHashMap<>(map(sdk.path("throws")));
        if (operation.path("responses").has("409")) {
            throwsDocs.putIfAbsent(
                    "DgqConflictException", "if the server refuses the write as conflicting with the current state");
        }
        return Collections.unmodifiableMap(throwsDocs);
    }

    private static Map<String, String> map(JsonNode object) {
        Map<String, String> map = new LinkedHashMap<>();
        object.fields().forEachRemaining(e -> map.put(e.getKey(), e.getValue().asText()));
        return Map.copyOf(map);
    }

    private static String optional(JsonNode node, String name) {
        return node.has(name) ? node.path(name).asText() : null;
    }

    static String text(JsonNode node, String name, String where) {
        require(node.path(name).isTextual() && !node.path(name).asText().isBlank(), where, "has no '" + name + "'");
        return node.path(name).asText();
    }

    static void require(boolean condition, String where, String what) {
        if (!condition) {
            throw new IllegalArgumentException(where + ": " + what);
        }
    }

    static String capitalized(String name) {
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }
}
