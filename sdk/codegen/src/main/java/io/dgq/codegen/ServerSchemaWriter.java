package io.dgq.codegen;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import io.dgq.codegen.ApiDescription.NestedSchema;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * Writes the reference server's schemas of nested records, {@code io.dgq.server.internal.schema.NestedSchemas}: one
 * constant per document component with an {@code x-dgq-server} extension, naming each member with its type, so the
 * server type-checks an owner or a content block exactly as the document describes it.
 */
final class ServerSchemaWriter {

    /** The package of the server's schemas. */
    static final String PACKAGE = "io.dgq.server.internal.schema";

    private static final ClassName SCHEMA = ClassName.get(PACKAGE, "Schema");

    private ServerSchemaWriter() {}

    static JavaFile write(List<NestedSchema> schemas) {
        TypeSpec.Builder type = TypeSpec.classBuilder("NestedSchemas")
                .addModifiers(Modifier.FINAL)
                .addJavadoc(new Javadoc()
                        .paragraph("The members of the nested records the server type-checks (an owner, a content"
                                + " block...), as the OpenAPI document's components describe them; members they do not"
                                + " name are kept as sent.")
                        .render(0));
        CodeBlock.Builder byComponent = CodeBlock.builder()
                .addStatement("$T<String, $T> all = new $T<>()", Map.class, SCHEMA, LinkedHashMap.class);
        for (NestedSchema schema : schemas) {
            type.addField(FieldSpec.builder(SCHEMA, schema.constant(), Modifier.STATIC, Modifier.FINAL)
                    .addJavadoc("The document's {@code $L}.", schema.schemaName())
                    .initializer(builderChain(schema))
                    .build());
            byComponent.addStatement("all.put($S, $L)", schema.schemaName(), schema.constant());
        }
        type.addMethod(
                MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
        type.addMethod(MethodSpec.methodBuilder("byComponent")
                .addModifiers(Modifier.STATIC)
                .returns(ParameterizedTypeName.get(ClassName.get(Map.class), ClassName.get(String.class), SCHEMA))
                .addJavadoc("{@return the schemas by the document's component name, in its order}")
                .addCode(byComponent.build())
                .addStatement("return all")
                .build());
        return JavaFile.builder(PACKAGE, type.build()).indent(Generator.INDENT).build();
    }

    /** {@return {@code Schema.openNestedBuilder().strings("id", "name")...build()}, one call per run of a type} */
    private static CodeBlock builderChain(NestedSchema schema) {
        CodeBlock.Builder chain = CodeBlock.builder().add("$T.openNestedBuilder()", SCHEMA);
        List<String> run = new ArrayList<>();
        String kind = null;
        for (NestedSchema.Member member : schema.members()) {
            if (!member.kind().equals(kind) && kind != null) {
                chain.add(call(kind, run));
                run.clear();
            }
            kind = member.kind();
            run.add(member.json());
        }
        chain.add(call(kind, run));
        return chain.add(".build()").build();
    }

    private static CodeBlock call(String kind, List<String> names) {
        return CodeBlock.of(
                ".$L($L)",
                kind,
                CodeBlock.join(
                        names.stream().map(name -> CodeBlock.of("$S", name)).toList(), ", "));
    }
}
