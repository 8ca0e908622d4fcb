package io.dgq.codegen;

import static io.dgq.codegen.ApiDescription.require;
import static io.dgq.codegen.ApiDescription.text;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the generator reads of the OpenAPI document for the reference server: the schemas of its records, one per
 * component schema with an {@code x-dgq-server} extension, in the document's order.
 *
 * <p>A nested record ({@code {"nested": "OWNER"}}) is an owner, a content block...: its members and their types, which
 * the server type-checks, keeping members it does not name unless the extension says {@code "closed": true}; a member
 * whose type leaves out {@code null} may be absent but not {@code null}, unless the schema writes send it in, named by
 * {@code "input"}, allows {@code null}: then a write's {@code null} resets it to its unset value ({@code []}).
 *
 * <p>A stored record ({@code {"record": "domain", "write": "DomainUpdateRequest", "listItem": "DomainListItem"}}) is
 * everything the server knows of a resource kind, read from three schemas of the document:
 *
 * <ul>
 *   <li>the component itself, the detail answer: its members, in the order the server answers them, and their types;
 *   <li>{@code listItem}, the list item (the detail answer when absent): the members a list answers, in order; those
 *       the detail does not have follow the detail's;
 *   <li>{@code write}, the body that writes the record: a member it types as non-null cannot be left unset or
 *       cleared (required), and a member it marks {@code x-dgq-derived} or does not name is derived by the server
 *       (server-managed).
 * </ul>
 *
 * {@code id} names the id member when it is not {@code id}; {@code answerOnly} names members answered once and never
 * stored, such as a new access token's JWT.
 *
 * @param nested the nested records
 * @param records the stored records
 */
record ServerSchemas(List<Nested> nested, List<Stored> records) {

    /**
     * One member of a record.
     *
     * @param json its JSON name
     * @param kind the schema builder's method for its type, for example {@code strings}
     * @param nested the constant of the nested record whose members it holds, or {@code null}
     */
    record Member(String json, String kind, String nested) {}

    /**
     * A nested record.
     *
     * @param schemaName the document's component name, for example {@code Owner}
     * @param constant the constant's name, for example {@code OWNER}
     * @param closed whether members it does not name are refused rather than kept
     * @param members the members, in the document's order
     * @param nonNull the members whose type leaves out {@code null}, in the document's order
     * @param nullResets those of them whose {@code null} in a write resets them, as the input schema allows it
     */
    record Nested(
            String schemaName,
            String constant,
            boolean closed,
            List<Member> members,
            List<String> nonNull,
            List<String> nullResets) {}

    /**
     * A stored record.
     *
     * @param schemaName the document's component name of the detail answer, for example {@code Domain}
     * @param method the method of {@code Schemas} that builds it, for example {@code domain}
     * @param idField the id member
     * @param write the component name of the body that writes it
     * @param listItemSchema the component name of the list item, or {@code null} when it is the detail answer
     * @param members every member, those of the detail answer first
     * @param required the members that cannot be left unset
     * @param serverManaged the members the server derives
     * @param listOnly the members only the list item has
     * @param listItem the members of the list item in its order, or {@code null} when it is the detail answer
     */
    record Stored(
            String schemaName,
            String method,
            String idField,
            String write,
            String listItemSchema,
            List<Member> members,
            List<String> required,
            List<String> serverManaged,
            List<String> listOnly,
            List<String> listItem) {}

    /** {@return the server's schemas of the document's component schemas} */
    static ServerSchemas read(JsonNode schemas) {
        Map<String, String> constants = new LinkedHashMap<>();
        schemas.properties().forEach(schema -> {
            JsonNode extension = schema.getValue().path("x-dgq-server");
            if (extension.has("nested")) {
                constants.put(schema.getKey(), text(extension, "nested", schema.getKey()));
            }
        });
        List<Nested> nested = new ArrayList<>();
        List<Stored> records = new ArrayList<>();
        schemas.properties().forEach(schema -> {
            String name = schema.getKey();
            JsonNode extension = schema.getValue().path("x-dgq-server");
            if (extension.isMissingNode()) {
                return;
            }
            require(
                    extension.has("nested") != extension.has("record"),
                    name,
                    "x-dgq-server is neither nested nor record");
            if (extension.has("nested")) {
                List<Member> members = new ArrayList<>();
                List<String> nonNull = new ArrayList<>();
                schema.getValue().path("properties").properties().forEach(property -> {
                    members.add(
                            member(property.getKey(), property.getValue(), name + "." + property.getKey(), constants));
                    if (!nullable(property.getValue())) {
                        nonNull.add(property.getKey());
                    }
                });
                require(!members.isEmpty(), name, "is a nested record of the server without properties");
                List<String> nullResets = new ArrayList<>();
                if (extension.has("input")) {
                    JsonNode input = component(schemas, text(extension, "input", name), name)
                            .path("properties");
                    for (String member : nonNull) {
                        JsonNode written = input.path(member);
                        if (!written.isMissingNode() && nullable(written)) {
                            require(
                                    jsonType(schema.getValue()
                                                    .path("properties")
                                                    .path(member)
                                                    .path("type"))
                                            .equals("array"),
                                    name + "." + member,
                                    "is non-null but nullable in its input: only a list resets to a value, []");
                            nullResets.add(member);
                        }
                    }
                }
                nested.add(new Nested(
                        name,
                        constants.get(name),
                        extension.path("closed").asBoolean(false),
                        List.copyOf(members),
                        List.copyOf(nonNull),
                        List.copyOf(nullResets)));
            } else {
                records.add(stored(name, schema.getValue(), extension, schemas, constants));
            }
        });
        return new ServerSchemas(List.copyOf(nested), List.copyOf(records));
    }

    private static Stored stored(
            String name, JsonNode schema, JsonNode extension, JsonNode schemas, Map<String, String> constants) {
        List<String> answerOnly = new ArrayList<>();
        extension.path("answerOnly").forEach(member -> answerOnly.add(member.asText()));
        Map<String, JsonNode> detail = new LinkedHashMap<>();
        schema.path("properties").properties().forEach(property -> {
            if (!answerOnly.remove(property.getKey())) {
                detail.put(property.getKey(), property.getValue());
            }
        });
        require(answerOnly.isEmpty(), name, "answerOnly names members it does not have: " + answerOnly);
        String idField = extension.has("id") ? text(extension, "id", name) : "id";
        require(detail.containsKey(idField), name, "has no id member " + idField);
        String listItemSchema = extension.has("listItem") ? text(extension, "listItem", name) : null;
        Map<String, JsonNode> listed = detail;
        if (listItemSchema != null) {
            listed = new LinkedHashMap<>();
            JsonNode listProperties = component(schemas, listItemSchema, name).path("properties");
            for (Map.Entry<String, JsonNode> property : listProperties.properties()) {
                listed.put(property.getKey(), property.getValue());
            }
        }
        Map<String, JsonNode> all = new LinkedHashMap<>(detail);
        List<String> listOnly = new ArrayList<>();
        listed.forEach((member, type) -> {
            if (all.putIfAbsent(member, type) == null) {
                listOnly.add(member);
            }
        });
        String write = text(extension, "write", name);
        JsonNode writable = component(schemas, write, name).path("properties");
        List<Member> members = new ArrayList<>();
        List<String> required = new ArrayList<>();
        List<String> serverManaged = new ArrayList<>();
        all.forEach((member, type) -> {
            members.add(member(member, type, name + "." + member, constants));
            JsonNode written = writable.path(member);
            if (written.isMissingNode() || written.path("x-dgq-derived").asBoolean(false)) {
                serverManaged.add(member);
            } else if (!nullable(written)) {
                required.add(member);
            }
        });
        return new Stored(
                name,
                text(extension, "record", name),
                idField,
                write,
                listItemSchema,
                List.copyOf(members),
                List.copyOf(required),
                List.copyOf(serverManaged),
                List.copyOf(listOnly),
                listItemSchema == null ? null : List.copyOf(listed.keySet()));
    }

    /** {@return a member with the server's kind of its type, and the nested record it refers to} */
    private static Member member(String json, JsonNode property, String where, Map<String, String> constants) {
        JsonNode referred = referred(property);
        if (referred != null) {
            return new Member(json, "objects", constant(referred, where, constants));
        }
        String type = jsonType(property.path("type"));
        if (type.equals("array")) {
            JsonNode items = property.path("items");
            if (referred(items) != null) {
                return new Member(json, "objectArrays", constant(referred(items), where, constants));
            }
            return new Member(
                    json,
                    switch (jsonType(items.path("type"))) {
                        case "string" -> "stringArrays";
                        case "object" -> "objectArrays";
                        default -> "arrays";
                    },
                    null);
        }
        String kind = switch (type) {
            case "string" -> "strings";
            case "integer" -> "integers";
            case "number" -> "numbers";
            case "boolean" -> "booleans";
            case "object" -> "objects";
            case "" -> "anyValues";
            default -> throw new IllegalArgumentException(where + ": has no type the server checks (" + type + ")");
        };
        return new Member(json, kind, null);
    }

    /** {@return the {@code $ref} of a property, alone or beside {@code null} in an {@code anyOf}, or {@code null}} */
    private static JsonNode referred(JsonNode property) {
        if (property.has("$ref")) {
            return property.path("$ref");
        }
        for (JsonNode choice : property.path("anyOf")) {
            if (choice.has("$ref")) {
                return choice.path("$ref");
            }
        }
        return null;
    }

    private static String constant(JsonNode ref, String where, Map<String, String> constants) {
        String component = ref.asText().substring(ref.asText().lastIndexOf('/') + 1);
        require(constants.containsKey(component), where, "refers to " + component + ", which is no nested record");
        return constants.get(component);
    }

    /** {@return whether a property's type admits {@code null}, or is not given} */
    private static boolean nullable(JsonNode property) {
        JsonNode type = property.path("type");
        if (type.isArray()) {
            for (JsonNode each : type) {
                if (each.asText().equals("null")) {
                    return true;
                }
            }
            return false;
        }
        return type.isMissingNode();
    }

    /** {@return a JSON schema's type, leaving out {@code null} from a list such as {@code ["string", "null"]}} */
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
        return type.asText();
    }

    private static JsonNode component(JsonNode schemas, String name, String where) {
        require(schemas.path(name).isObject(), where, "names " + name + ", which the document does not have");
        return schemas.path(name);
    }
}
