package io.dgq.codegen;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.WildcardTypeName;
import io.dgq.codegen.ApiDescription.Client;
import io.dgq.codegen.ApiDescription.Field;
import io.dgq.codegen.ApiDescription.Method;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes the operation tables beside the clients' implementations, in {@code io.dgq.sdk.internal.clients}: for each
 * resource client a holder ({@code DomainsOperations}, ...) with one constant per operation, declaring its endpoint
 * (method, path, retry class), its body and its answer; and the index of them all, {@code ApiOperations}. A holder
 * is loaded the first time one of its client's methods is called, so a call loads the models and requests of its own
 * resource only; the index, which names every holder, only when the literal {@code request(...)} or a test asks.
 */
final class TableWriter {

    private TableWriter() {}

    /** {@return the holder of each client's operations, then the index} */
    static List<JavaFile> write(ApiDescription description) {
        List<JavaFile> files = new ArrayList<>();
        for (Client client : description.clients()) {
            files.add(holder(client));
        }
        files.add(index(description));
        return files;
    }

    private static JavaFile holder(Client client) {
        ClassName holder = Types.operations(client);
        TypeSpec.Builder type = TypeSpec.classBuilder(holder)
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addJavadoc(
                        "The operations of {@link $T} and {@link $T}, declared once\nin the order of the OpenAPI"
                                + " document: their endpoint (method, path relative to {@code /api/v1}, retry"
                                + " class),\nwhat the body is made of and what the {@code data} decodes to. Loaded"
                                + " with the first call of either client, so\nthat a call loads no model of another"
                                + " resource. Internal.\n",
                        ClassName.get(client.packageName(), client.interfaceName()),
                        ClassName.get(client.packageName(), client.asyncInterfaceName()));
        for (Method method : client.methods()) {
            type.addField(FieldSpec.builder(
                            Types.operation(client, method),
                            Types.constant(client, method),
                            Modifier.PUBLIC,
                            Modifier.STATIC,
                            Modifier.FINAL)
                    .addJavadoc("{@code $L.$L}: {@code $L}.", client.accessor(), method.name(), method.route())
                    .initializer(declaration(client, method))
                    .build());
        }
        type.addMethod(
                MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
        return JavaFile.builder(holder.packageName(), type.build())
                .indent(Generator.INDENT)
                .build();
    }

    private static JavaFile index(ApiDescription description) {
        ClassName table = Types.API_OPERATIONS;
        TypeName anyOperation = ParameterizedTypeName.get(
                Types.API_OPERATION,
                WildcardTypeName.subtypeOf(Object.class),
                WildcardTypeName.subtypeOf(Object.class),
                WildcardTypeName.subtypeOf(Object.class));
        TypeName operations = ParameterizedTypeName.get(Types.LIST, anyOperation);
        TypeName anyClass =
                ParameterizedTypeName.get(ClassName.get(Class.class), WildcardTypeName.subtypeOf(Object.class));
        TypeName byClient = ParameterizedTypeName.get(Types.MAP, anyClass, operations);
        TypeSpec.Builder type = TypeSpec.classBuilder(table)
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addJavadoc(
                        "Every operation of the resource clients, by client, in the order of the OpenAPI document,"
                                + " from each\nclient's holder ({@link $T}, ...). A call does not load this class: the"
                                + " literal {@code request(...)}\nsearches it, and tests walk it. Internal.\n",
                        Types.operations(description.clients().get(0)));
        CodeBlock.Builder tableBody = CodeBlock.builder()
                .addStatement("$T table = new $T<>()", byClient, ClassName.get("java.util", "LinkedHashMap"));
        for (Client client : description.clients()) {
            CodeBlock.Builder list = CodeBlock.builder();
            for (Method method : client.methods()) {
                list.add(
                        list.isEmpty() ? "$T.$L" : ", $T.$L", Types.operations(client), Types.constant(client, method));
            }
            tableBody.addStatement(
                    "table.put($T.class, $T.of($L))",
                    ClassName.get(client.packageName(), client.interfaceName()),
                    Types.LIST,
                    list.build());
        }
        tableBody.addStatement("return $T.unmodifiableMap(table)", ClassName.get("java.util", "Collections"));
        type.addField(FieldSpec.builder(byClient, "BY_CLIENT", Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .initializer("byClient()")
                .build());
        type.addMethod(
                MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
        type.addMethod(MethodSpec.methodBuilder("all")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(byClient)
                .addJavadoc("{@return the operations of every resource client, by client interface, in the document's"
                        + " order}")
                .addStatement("return BY_CLIENT")
                .build());
        type.addMethod(MethodSpec.methodBuilder("of")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addParameter(anyClass, "client")
                .returns(operations)
                .addJavadoc("Returns the operations of one resource client.\n\n@param client the client interface\n"
                        + "@return its operations\n@throws IllegalArgumentException if {@code client} is not a"
                        + " resource client\n")
                .addStatement("$T operations = BY_CLIENT.get(client)", operations)
                .beginControlFlow("if (operations == null)")
                .addStatement(
                        "throw new $T(client.getName() + $S)",
                        IllegalArgumentException.class,
                        " is not a resource client")
                .endControlFlow()
                .addStatement("return operations")
                .build());
        type.addMethod(MethodSpec.methodBuilder("byClient")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(byClient)
                .addCode(tableBody.build())
                .build());
        return JavaFile.builder(table.packageName(), type.build())
                .indent(Generator.INDENT)
                .build();
    }

    private static CodeBlock declaration(Client client, Method method) {
        CodeBlock.Builder code = CodeBlock.builder()
                .add(
                        "$T.declare($S, $S, $L)",
                        Types.API_OPERATION,
                        client.accessor(),
                        method.name(),
                        endpoint(method.httpMethod(), method.retry(), method.path()));
        if (method.whenSetField() != null) {
            code.add(".whenSet($S, $L)", method.whenSetField(), endpoint("POST", "idempotent", method.path()));
        }
        switch (method.body()) {
            case REQUEST -> code.add(".request($T.class)", Types.type(client, method.requestType()));
            case FIELDS -> {
                for (Field field : method.fields()) {
                    code.add(
                            ".field($S, $S, $L.class, $L)", field.json(), field.name(), field.type(), field.required());
                }
            }
            case LIST -> code.add(".list($T.class)", Types.type(client, method.dataType()));
            case EXPORT -> code.add(".export($T.class)", Types.type(client, method.dataType()));
            case NONE -> {}
        }
        switch (method.answer()) {
            case RECORD -> code.add(".record($T.class)", Types.type(client, method.dataType()));
            case ITEMS -> code.add(".items($T.class)", Types.type(client, method.dataType()));
            case PAGE, NOTHING -> {}
        }
        return code.build();
    }

    private static CodeBlock endpoint(String httpMethod, String retry, String path) {
        String factory = switch (httpMethod) {
            case "GET" -> "get";
            case "PUT" -> "put";
            case "DELETE" -> "delete";
            default -> retry.equals("create") ? "postCreate" : "postIdempotent";
        };
        return CodeBlock.of("$T.$L($S)", Types.ENDPOINT, factory, path);
    }
}
