package io.dgq.codegen;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import io.dgq.codegen.ServerSchemas.Member;
import io.dgq.codegen.ServerSchemas.Nested;
import io.dgq.codegen.ServerSchemas.Stored;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * Writes the reference server's schemas of its records, {@code io.dgq.server.internal.schema.Schemas}: one constant
 * per nested record and one method per stored record, naming each member with its type, whether it is required or
 * server-managed, and which members a list item has, so the server checks and answers a record exactly as the
 * document describes it.
 */
final class ServerSchemaWriter {

    /** The package of the server's schemas. */
    static final String PACKAGE = "io.dgq.server.internal.schema";

    private static final ClassName SCHEMA = ClassName.get(PACKAGE, "Schema");

    private ServerSchemaWriter() {}

    static JavaFile write(ServerSchemas schemas) {
        TypeSpec.Builder type = TypeSpec.classBuilder("Schemas")
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addJavadoc(new Javadoc()
                        .paragraph("The schemas of the server's records, as the OpenAPI document's components describe"
                                + " them: the nested records it type-checks (an owner, a content block...), keeping"
                                + " members they do not name unless closed, and the record of every resource kind.")
                        .render(0));
        CodeBlock.Builder byComponent = CodeBlock.builder()
                .addStatement("$T<String, $T> all = new $T<>()", Map.class, SCHEMA, LinkedHashMap.class);
        for (Nested schema : schemas.nested()) {
            type.addField(
                    FieldSpec.builder(SCHEMA, schema.constant(), Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                            .addJavadoc("The document's {@code $L}.", schema.schemaName())
                            .initializer(CodeBlock.builder()
                                    .add("$T.$L()", SCHEMA, schema.closed() ? "nestedBuilder" : "openNestedBuilder")
                                    .add(kinds(schema.members()))
                                    .add(call("nonNull", schema.nonNull()))
                                    .add(call("nullResets", schema.nullResets()))
                                    .add(".build()")
                                    .build())
                            .build());
            byComponent.addStatement("all.put($S, $L)", schema.schemaName(), schema.constant());
        }
        type.addMethod(
                MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
        type.addMethod(MethodSpec.methodBuilder("nestedRecords")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(ParameterizedTypeName.get(ClassName.get(Map.class), ClassName.get(String.class), SCHEMA))
                .addJavadoc("{@return the nested records' schemas by the document's component name, in its order}")
                .addCode(byComponent.build())
                .addStatement("return all")
                .build());
        for (Stored stored : schemas.records()) {
            type.addMethod(MethodSpec.methodBuilder(stored.method())
                    .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                    .returns(SCHEMA)
                    .addJavadoc(javadoc(stored))
                    .addStatement("return $L", chain(stored))
                    .build());
        }
        return JavaFile.builder(PACKAGE, type.build()).indent(Generator.INDENT).build();
    }

    private static CodeBlock javadoc(Stored stored) {
        String listed = stored.listItemSchema() == null
                ? "its list items are the same record"
                : "its list items are {@code " + stored.listItemSchema() + "}";
        return new Javadoc()
                .paragraph("{@return the record of the document's {@code " + stored.schemaName()
                        + "}, written by {@code " + stored.write() + "}; " + listed + "}")
                .render(0);
    }

    /** {@return {@code Schema.builder().strings("id", "name")...required("name")...build()}} */
    private static CodeBlock chain(Stored stored) {
        CodeBlock.Builder chain = CodeBlock.builder();
        if (stored.idField().equals("id")) {
            chain.add("$T.builder()", SCHEMA);
        } else {
            chain.add("$T.builder($S)", SCHEMA, stored.idField());
        }
        chain.add(kinds(stored.members()));
        chain.add(call("required", stored.required()));
        chain.add(call("serverManaged", stored.serverManaged()));
        chain.add(call("listOnly", stored.listOnly()));
        if (stored.listItem() != null) {
            chain.add(call("listItem", stored.listItem()));
        }
        Map<String, List<String>> byNested = new LinkedHashMap<>();
        for (Member member : stored.members()) {
            if (member.nested() != null) {
                byNested.computeIfAbsent(member.nested(), constant -> new ArrayList<>())
                        .add(member.json());
            }
        }
        byNested.forEach((constant, names) -> chain.add(".members($L, $L)", constant, Types.quoted(names)));
        return chain.add(".build()").build();
    }

    /** {@return {@code .strings("id", "name").booleans("is_active")...}, one call per run of a kind} */
    private static CodeBlock kinds(List<Member> members) {
        CodeBlock.Builder chain = CodeBlock.builder();
        List<String> run = new ArrayList<>();
        String kind = null;
        for (Member member : members) {
            if (!member.kind().equals(kind) && kind != null) {
                chain.add(call(kind, run));
                run.clear();
            }
            kind = member.kind();
            run.add(member.json());
        }
        return chain.add(call(kind, run)).build();
    }

    /** {@return {@code .method("a", "b")}, or nothing without names} */
    private static CodeBlock call(String method, List<String> names) {
        if (names.isEmpty()) {
            return CodeBlock.of("");
        }
        return CodeBlock.of(".$L($L)", method, Types.quoted(names));
    }
}
