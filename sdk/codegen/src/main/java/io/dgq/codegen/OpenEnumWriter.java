package io.dgq.codegen;

import static io.dgq.codegen.Javadoc.MEMBER;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import io.dgq.codegen.ApiDescription.OpenEnumType;
import io.dgq.codegen.ApiDescription.OpenEnumType.Constant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import javax.lang.model.element.Modifier;

/**
 * Writes an open enumeration, for example {@code io.dgq.sdk.model.Status}: a constant per known value, {@code of} to
 * read any value (known or not), {@code knownValues()}, {@code isKnown()}, its raw value and its comparison by class
 * and raw value. It implements the hand-written interface {@code io.dgq.sdk.model.OpenEnum}, which has no state.
 */
final class OpenEnumWriter {

    private static final ClassName OPEN_ENUM = ClassName.get(Types.SDK + ".model", "OpenEnum");
    private static final ClassName JSON_CREATOR = ClassName.get("com.fasterxml.jackson.annotation", "JsonCreator");

    private OpenEnumWriter() {}

    static JavaFile write(OpenEnumType type) {
        ClassName self = ClassName.get(type.packageName(), type.name());
        TypeSpec.Builder spec = TypeSpec.classBuilder(self)
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addSuperinterface(OPEN_ENUM)
                .addJavadoc(new Javadoc().paragraph(type.doc()).render(0));
        for (Constant constant : type.constants()) {
            spec.addField(FieldSpec.builder(self, constant.name(), Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                    .addJavadoc("$L", constant.doc())
                    .initializer("new $T($S)", self, constant.value())
                    .build());
        }
        spec.addField(FieldSpec.builder(
                        ParameterizedTypeName.get(ClassName.get(Map.class), ClassName.get(String.class), self),
                        "KNOWN",
                        Modifier.PRIVATE,
                        Modifier.STATIC,
                        Modifier.FINAL)
                .initializer(
                        "$T.ofEntries($L)",
                        Map.class,
                        CodeBlock.join(
                                type.constants().stream()
                                        .map(constant -> CodeBlock.of(
                                                "$T.entry($L.value(), $L)",
                                                Map.class,
                                                constant.name(),
                                                constant.name()))
                                        .toList(),
                                ", "))
                .build());
        spec.addField(FieldSpec.builder(String.class, "value", Modifier.PRIVATE, Modifier.FINAL)
                .build());
        spec.addMethod(MethodSpec.constructorBuilder()
                .addModifiers(Modifier.PRIVATE)
                .addParameter(String.class, "value")
                .addStatement("this.value = value")
                .build());
        spec.addMethod(MethodSpec.methodBuilder("of")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addAnnotation(JSON_CREATOR)
                .returns(self)
                .addParameter(String.class, "value")
                .addJavadoc(new Javadoc()
                        .paragraph("Returns the " + type.noun() + " for a raw value, known or not.")
                        .param("value", "the raw string")
                        .returns("the known constant, or a new instance carrying {@code value}")
                        .throwing("NullPointerException", "if {@code value} is {@code null}")
                        .render(MEMBER))
                .addStatement("$T known = KNOWN.get($T.requireNonNull(value, $S))", self, Objects.class, "value")
                .addStatement("return known != null ? known : new $T(value)", self)
                .build());
        spec.addMethod(MethodSpec.methodBuilder("knownValues")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(ParameterizedTypeName.get(ClassName.get(List.class), self))
                .addJavadoc(new Javadoc()
                        .paragraph("Returns the values this SDK version knows.")
                        .returns("the known constants")
                        .render(MEMBER))
                .addStatement(
                        "return $T.of($L)",
                        List.class,
                        CodeBlock.join(
                                type.constants().stream()
                                        .map(constant -> CodeBlock.of("$L", constant.name()))
                                        .toList(),
                                ", "))
                .build());
        spec.addMethod(MethodSpec.methodBuilder("value")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(String.class)
                .addStatement("return value")
                .build());
        spec.addMethod(MethodSpec.methodBuilder("isKnown")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(boolean.class)
                .addStatement("return KNOWN.containsKey(value)")
                .build());
        spec.addMethod(MethodSpec.methodBuilder("equals")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(boolean.class)
                .addParameter(Object.class, "o")
                .addJavadoc("Compares by raw value.")
                .addStatement("return o instanceof $T other && other.value.equals(value)", self)
                .build());
        spec.addMethod(MethodSpec.methodBuilder("hashCode")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(int.class)
                .addStatement("return value.hashCode()")
                .build());
        spec.addMethod(MethodSpec.methodBuilder("toString")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(String.class)
                .addJavadoc("Returns the raw value.")
                .addStatement("return value")
                .build());
        return JavaFile.builder(type.packageName(), spec.build())
                .indent(Generator.INDENT)
                .build();
    }
}
