package io.dgq.codegen;

import static io.dgq.codegen.Javadoc.MEMBER;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.TypeVariableName;
import io.dgq.codegen.ApiDescription.FieldSet;
import io.dgq.codegen.ApiDescription.Setter;
import javax.lang.model.element.Modifier;

/**
 * Writes the setters a client's create and update request builders share, for example
 * {@code io.dgq.sdk.domains.DomainRequestBuilder}: an abstract builder with one setter per settable field, each sending its
 * field under its JSON name.
 */
final class FieldsWriter {

    private FieldsWriter() {}

    static JavaFile write(FieldSet fields) {
        ClassName self = ClassName.get(fields.packageName(), fields.name());
        TypeVariableName r = TypeVariableName.get("R", Types.WRITE_REQUEST);
        TypeVariableName b = TypeVariableName.get(
                "B", ParameterizedTypeName.get(self, TypeVariableName.get("R"), TypeVariableName.get("B")));
        String record = fields.record();
        String note = fields.note() == null ? "" : fields.note();
        String secondParagraph = null;
        if (note.startsWith("<p>")) {
            secondParagraph = note.substring("<p>".length());
            note = "";
        }
        Javadoc doc = new Javadoc()
                .paragraph(("The settable fields of " + fields.of() + ", shared by {@link " + record
                                + "CreateRequest.Builder} and {@link " + record + "UpdateRequest.Builder}. Each setter"
                                + " sends its field; {@code null} sends {@code null}, which clears the field on update. "
                                + note)
                        .strip())
                .paragraph(secondParagraph)
                .param("<R>", "the request built")
                .param("<B>", "the concrete builder");
        TypeSpec.Builder type = TypeSpec.classBuilder(self)
                .addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
                .addTypeVariable(r)
                .addTypeVariable(b)
                .superclass(ParameterizedTypeName.get(
                        Types.WRITE_REQUEST.nestedClass("Builder"),
                        TypeVariableName.get("R"),
                        TypeVariableName.get("B")))
                .addJavadoc(doc.render(0))
                .addMethod(MethodSpec.constructorBuilder().build());
        for (Setter setter : fields.setters()) {
            type.addMethod(setter(fields.packageName(), setter, TypeVariableName.get("B"), MEMBER));
        }
        return JavaFile.builder(fields.packageName(), type.build())
                .indent(Generator.INDENT)
                .build();
    }

    /**
     * {@return a setter sending its field, returning the builder as {@code returns}, its Javadoc wrapped for a
     * method indented by {@code indent}}
     */
    static MethodSpec setter(String packageName, Setter setter, TypeName returns, int indent) {
        TypeName argument = Types.reference(packageName, setter.type());
        Javadoc doc = new Javadoc()
                .paragraph(setter.summary() != null ? setter.summary() : "Sets {@code " + setter.json() + "}.")
                .param(setter.name(), setter.doc())
                .returns("this builder");
        setter.throwsDocs().forEach(doc::throwing);
        return MethodSpec.methodBuilder(setter.name())
                .addModifiers(Modifier.PUBLIC)
                .addParameter(argument, setter.name())
                .returns(returns)
                .addJavadoc(doc.render(indent))
                .addCode(body(setter))
                .build();
    }

    private static CodeBlock body(Setter setter) {
        String name = setter.name();
        return switch (setter.wire()) {
            case "toJson" ->
                CodeBlock.builder()
                        .addStatement("return set($S, $L == null ? null : $L.toJson())", setter.json(), name, name)
                        .build();
            case "each" ->
                CodeBlock.builder()
                        .beginControlFlow("if ($L == null)", name)
                        .addStatement("return set($S, null)", setter.json())
                        .endControlFlow()
                        .addStatement(
                                "$T<$T> json = new $T<>($L.size())",
                                Types.LIST,
                                Types.JSON_OBJECT,
                                ClassName.get("java.util", "ArrayList"),
                                name)
                        .beginControlFlow("for (int i = 0; i < $L.size(); i++)", name)
                        .addStatement(
                                "json.add($T.requireNonNull($L.get(i), $S + i + $S).toJson())",
                                ClassName.get("java.util", "Objects"),
                                name,
                                setter.json() + "[",
                                "] is null")
                        .endControlFlow()
                        .addStatement("return set($S, json)", setter.json())
                        .build();
            default ->
                CodeBlock.builder()
                        .addStatement("return set($S, $L)", setter.json(), name)
                        .build();
        };
    }
}
