package io.dgq.codegen;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.WildcardTypeName;
import io.dgq.codegen.ApiDescription.Answer;
import io.dgq.codegen.ApiDescription.Body;
import io.dgq.codegen.ApiDescription.Client;
import io.dgq.codegen.ApiDescription.Field;
import io.dgq.codegen.ApiDescription.Method;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/** The Java types and parameters of the generated code, by name: the generator does not depend on the SDK. */
final class Types {

    static final String SDK = "io.dgq.sdk";
    static final String INTERNAL = SDK + ".internal";
    static final ClassName REQUEST_OPTIONS = ClassName.get(SDK + ".core", "RequestOptions");
    static final ClassName RESPONSE = ClassName.get(SDK + ".core", "DgqResponse");
    static final ClassName LIST_REQUEST = ClassName.get(SDK + ".paging", "ListRequest");
    static final ClassName PAGE = ClassName.get(SDK + ".paging", "Page");
    static final ClassName ASYNC_PAGER = ClassName.get(SDK + ".paging", "AsyncPager");
    static final ClassName JSON_OBJECT = ClassName.get(SDK + ".json", "JsonObject");
    static final ClassName API_OBJECT = ClassName.get(SDK + ".model", "ApiObject");
    static final ClassName WRITE_REQUEST = ClassName.get(SDK + ".model", "WriteRequest");
    static final ClassName API_OPERATION = ClassName.get(INTERNAL + ".pipeline", "ApiOperation");
    static final ClassName API_OPERATIONS = ClassName.get(INTERNAL + ".clients", "ApiOperations");
    /** {@return the holder of a client's operations, {@code internal.clients.DomainsOperations} for the domains} */
    static ClassName operations(Client client) {
        String name = client.interfaceName();
        return ClassName.get(
                API_OPERATIONS.packageName(),
                (name.endsWith("Client") ? name.substring(0, name.length() - "Client".length()) : name) + "Operations");
    }

    static final ClassName ENDPOINT = ClassName.get(INTERNAL, "Endpoint");
    static final ClassName CALL_PIPELINE = ClassName.get(INTERNAL + ".pipeline", "CallPipeline");
    static final ClassName LIST = ClassName.get("java.util", "List");
    static final ClassName SET = ClassName.get("java.util", "Set");
    static final ClassName MAP = ClassName.get("java.util", "Map");
    static final ClassName STREAM = ClassName.get("java.util.stream", "Stream");
    static final ClassName FUTURE = ClassName.get("java.util.concurrent", "CompletableFuture");
    static final ClassName VOID = ClassName.get("java.lang", "Void");

    private Types() {}

    /** The class a type reference of the description names: simple in the client's package, or {@code pkg.Name}. */
    static ClassName type(Client client, String reference) {
        return type(client.packageName(), reference);
    }

    /** The class a type reference names: simple in the given package, or {@code pkg.Name} under the SDK's. */
    static ClassName type(String packageName, String reference) {
        int dot = reference.lastIndexOf('.');
        return dot < 0
                ? ClassName.get(packageName, reference)
                : ClassName.get(SDK + "." + reference.substring(0, dot), reference.substring(dot + 1));
    }

    /**
     * The type a setter's or a property's type reference names: {@code String}, {@code Integer}, {@code Long},
     * {@code Double}, {@code Boolean} or {@code Object} of {@code java.lang}, {@code OffsetDateTime} or
     * {@code Instant}, a class as {@link #type} reads it, or {@code List<...>} of one of them or of {@code ?}.
     */
    static TypeName reference(String packageName, String reference) {
        if (reference.startsWith("List<") && reference.endsWith(">")) {
            String element = reference.substring("List<".length(), reference.length() - 1);
            return ParameterizedTypeName.get(
                    LIST,
                    element.equals("?") ? WildcardTypeName.subtypeOf(Object.class) : reference(packageName, element));
        }
        if (List.of("String", "Integer", "Long", "Double", "Boolean", "Object").contains(reference)) {
            return ClassName.get("java.lang", reference);
        }
        if (reference.equals("OffsetDateTime") || reference.equals("Instant")) {
            return ClassName.get("java.time", reference);
        }
        if (reference.equals("JsonValue")) {
            return ClassName.get(SDK + ".json", reference);
        }
        return type(packageName, reference);
    }

    /** {@return the type of the envelope's data} */
    static TypeName envelopeData(Client client, Method method) {
        return switch (method.answer()) {
            case NOTHING -> JSON_OBJECT;
            case RECORD -> type(client, method.dataType());
            case ITEMS -> ParameterizedTypeName.get(LIST, type(client, method.dataType()));
            case PAGE -> ParameterizedTypeName.get(PAGE, type(client, method.dataType()));
        };
    }

    /** {@return what the plain blocking method answers: nothing for an update, every match for an export} */
    static TypeName plain(Client client, Method method) {
        if (method.answer() == Answer.NOTHING) {
            return TypeName.VOID;
        }
        return method.body() == Body.EXPORT
                ? ParameterizedTypeName.get(LIST, type(client, method.dataType()))
                : envelopeData(client, method);
    }

    /** {@return the plain type as a type argument: {@code Void} for nothing} */
    static TypeName plainBoxed(Client client, Method method) {
        TypeName plain = plain(client, method);
        return plain.equals(TypeName.VOID) ? VOID : plain;
    }

    static TypeName future(TypeName of) {
        return ParameterizedTypeName.get(FUTURE, of);
    }

    static TypeName envelope(Client client, Method method) {
        return ParameterizedTypeName.get(RESPONSE, envelopeData(client, method));
    }

    /** {@return the operation constant's type, {@code ApiOperation<body input, data, plain answer>}} */
    static TypeName operation(Client client, Method method) {
        return ParameterizedTypeName.get(
                API_OPERATION, input(client, method), envelopeData(client, method), plainBoxed(client, method));
    }

    /** {@return what the operation's body is bound from: nothing, the request, a list request or the field values} */
    static TypeName input(Client client, Method method) {
        return switch (method.body()) {
            case NONE -> VOID;
            case REQUEST -> type(client, method.requestType());
            case LIST, EXPORT -> LIST_REQUEST;
            case FIELDS -> ArrayTypeName.of(Object.class);
        };
    }

    /** {@return the call of an operation's {@code bind}: its body's input, the options, then the path parameters} */
    static CodeBlock bind(Client client, Method method, String constant) {
        List<String> path = method.pathParameters();
        String tail = path.isEmpty() ? "" : ", " + String.join(", ", path);
        List<ParameterSpec> body = arguments(client, method)
                .subList(path.size(), arguments(client, method).size());
        return switch (method.body()) {
            case NONE -> CodeBlock.of("$T." + constant + ".bind(options$L)", operations(client), tail);
            case FIELDS ->
                CodeBlock.of(
                        "$T." + constant + ".bind(new Object[] {$L}, options$L)",
                        operations(client),
                        names(body),
                        tail);
            default -> CodeBlock.of("$T." + constant + ".bind($L, options$L)", operations(client), names(body), tail);
        };
    }

    /** {@return the arguments before the options: path parameters, then the body's} */
    static List<ParameterSpec> arguments(Client client, Method method) {
        List<ParameterSpec> parameters = new ArrayList<>();
        method.pathParameters()
                .forEach(p ->
                        parameters.add(ParameterSpec.builder(String.class, p).build()));
        switch (method.body()) {
            case REQUEST ->
                parameters.add(ParameterSpec.builder(type(client, method.requestType()), "request")
                        .build());
            case LIST, EXPORT ->
                parameters.add(ParameterSpec.builder(LIST_REQUEST, "request").build());
            case FIELDS -> {
                for (Field field : method.fields()) {
                    TypeName type = field.type().equals("boolean") ? TypeName.BOOLEAN : ClassName.get(String.class);
                    parameters.add(ParameterSpec.builder(type, field.name()).build());
                }
            }
            case NONE -> {}
        }
        return parameters;
    }

    /** {@return the arguments with the options last} */
    static List<ParameterSpec> argumentsWithOptions(Client client, Method method) {
        List<ParameterSpec> parameters = new ArrayList<>(arguments(client, method));
        parameters.add(ParameterSpec.builder(REQUEST_OPTIONS, "options").build());
        return parameters;
    }

    /** {@return the names of the arguments, joined for a call} */
    static String names(List<ParameterSpec> parameters) {
        return String.join(", ", parameters.stream().map(ParameterSpec::name).toList());
    }

    /** {@return the erased types of the arguments, for a Javadoc link} */
    static String linkTypes(List<ParameterSpec> parameters) {
        return String.join(
                ", ",
                parameters.stream()
                        .map(p -> p.type() instanceof ClassName c
                                ? c.simpleName()
                                : p.type().toString())
                        .toList());
    }

    /** {@return the constant's name of the operation a method calls, for example {@code DOMAINS_GET}} */
    static String constant(Client client, Method method) {
        return snake(client.accessor()) + "_" + snake(method.name());
    }

    static String snake(String camel) {
        return camel.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toUpperCase(java.util.Locale.ROOT);
    }

    /** {@return {@code "a", "b", "c"}: strings as a list of Java literals} */
    static CodeBlock quoted(List<String> names) {
        return CodeBlock.join(
                names.stream().map(name -> CodeBlock.of("$S", name)).toList(), ", ");
    }

    /** {@return {@code private static final Set<String> PRINTED = Set.of(...)}: the fields whose values print} */
    static FieldSpec printedField(List<String> names) {
        return FieldSpec.builder(
                        ParameterizedTypeName.get(SET, ClassName.get(String.class)),
                        "PRINTED",
                        Modifier.PRIVATE,
                        Modifier.STATIC,
                        Modifier.FINAL)
                .initializer("$T.of($L)", SET, quoted(names))
                .build();
    }
}
