package io.dgq.codegen;

import static io.dgq.codegen.Javadoc.MEMBER;
import static io.dgq.codegen.Javadoc.NESTED;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import io.dgq.codegen.ApiDescription.FieldSet;
import io.dgq.codegen.ApiDescription.Request;
import io.dgq.codegen.ApiDescription.Standalone;
import java.util.List;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * Writes a create or update request, for example {@code io.dgq.sdk.domains.DomainCreateRequest}: an immutable body
 * whose builder takes the setters of its {@link FieldSet} and checks, when it builds, what the operation needs: the
 * required fields of a create, at least one field of an update.
 */
final class RequestWriter {

    private RequestWriter() {}

    static JavaFile write(FieldSet fields, Request request) {
        ClassName self = ClassName.get(fields.packageName(), request.name());
        ClassName builder = self.nestedClass("Builder");
        boolean create = request.method().httpMethod().equals("POST");
        Javadoc doc = new Javadoc();
        String inferred = request.method().inferred()
                ? " (a route the specification does not show; see {@link "
                        + request.client() + "}, {@code "
                        + request.method().name() + "})"
                : "";
        String first = "The body of {@code " + request.method().httpMethod() + " "
                + request.method().path() + "}"
                + inferred
                + (create
                        ? ". " + requiredSentence(request.required())
                        : ": a partial update. Only the fields set are sent; a field set to {@code null} is cleared.");
        doc.paragraph(request.note() == null ? first : first + " " + request.note());
        example(doc, request.example());
        MethodSpec.Builder build = buildMethod(self);
        Javadoc buildDoc = new Javadoc().paragraph("Builds the request.").returns("the request");
        if (create) {
            requireAll(build, buildDoc, request.required());
        } else {
            buildDoc.throwing("IllegalStateException", "if no field is set");
            build.addCode(CodeBlock.builder()
                    .beginControlFlow("if (fields().isEmpty())")
                    .addStatement(
                            "throw new $T($S)", IllegalStateException.class, "An update must set at least one field")
                    .endControlFlow()
                    .build());
        }
        build.addJavadoc(buildDoc.render(NESTED)).addStatement("return new $T(this)", self);
        TypeSpec type = requestClass(self, doc)
                .addType(TypeSpec.classBuilder(builder)
                        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                        .superclass(ParameterizedTypeName.get(
                                ClassName.get(fields.packageName(), fields.name()), self, builder))
                        .addJavadoc("Builds a {@link $T}.", self)
                        .addMethod(MethodSpec.constructorBuilder()
                                .addModifiers(Modifier.PRIVATE)
                                .build())
                        .addMethod(MethodSpec.methodBuilder("self")
                                .addAnnotation(Override.class)
                                .addModifiers(Modifier.PROTECTED)
                                .returns(builder)
                                .addStatement("return this")
                                .build())
                        .addMethod(build.build())
                        .build())
                .build();
        return JavaFile.builder(fields.packageName(), type)
                .indent(Generator.INDENT)
                .build();
    }

    /**
     * Writes a request with setters of its own, for example {@code io.dgq.sdk.fields.FieldTabRequest}: its builder
     * extends {@code WriteRequest.Builder} directly and checks what its {@code build} rule says.
     */
    static JavaFile write(Standalone request) {
        ClassName self = ClassName.get(request.packageName(), request.name());
        ClassName builder = self.nestedClass("Builder");
        Javadoc doc = new Javadoc().paragraph(request.doc());
        example(doc, request.example());
        MethodSpec.Builder build = buildMethod(self);
        Javadoc buildDoc = new Javadoc().paragraph("Builds the request.").returns("the request");
        switch (request.build()) {
            case "required" -> {
                requireAll(build, buildDoc, request.required());
            }
            case "update" -> {
                buildDoc.throwing("IllegalStateException", "if no field is set");
                build.beginControlFlow("if (fields().isEmpty())")
                        .addStatement(
                                "throw new $T($S)",
                                IllegalStateException.class,
                                "An update must set at least one field")
                        .endControlFlow();
            }
            case "none" -> {}
            default -> {
                buildDoc.throwing(
                        "IllegalStateException",
                        "if {@code id} is not set and " + listed(request.required(), "or")
                                + " is not set either, or if {@code id} is set and no other field is");
                build.beginControlFlow("if (fields().containsKey($S))", "id")
                        .addStatement("require($S)", "id")
                        .beginControlFlow("if (fields().size() == 1)")
                        .addStatement(
                                "throw new $T($S)",
                                IllegalStateException.class,
                                "An update of a " + request.noun() + " must set at least one field besides 'id'")
                        .endControlFlow()
                        .nextControlFlow("else");
                request.required().forEach(field -> build.addStatement("require($S)", field));
                build.endControlFlow();
            }
        }
        build.addJavadoc(buildDoc.render(NESTED)).addStatement("return new $T(this)", self);
        TypeSpec.Builder builderType = TypeSpec.classBuilder(builder)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .superclass(ParameterizedTypeName.get(Types.WRITE_REQUEST.nestedClass("Builder"), self, builder))
                .addJavadoc(
                        "Builds $L {@link $T}.", "AEIOU".indexOf(request.name().charAt(0)) >= 0 ? "an" : "a", self)
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PRIVATE)
                        .build())
                .addMethod(MethodSpec.methodBuilder("self")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PROTECTED)
                        .returns(builder)
                        .addStatement("return this")
                        .build());
        request.setters()
                .forEach(setter ->
                        builderType.addMethod(FieldsWriter.setter(request.packageName(), setter, builder, NESTED)));
        TypeSpec.Builder type = requestClass(self, doc);
        if (!request.printsOnly().isEmpty()) {
            type.addField(Types.printedField(request.printsOnly()));
            type.addMethod(MethodSpec.methodBuilder("toString")
                    .addAnnotation(Override.class)
                    .addModifiers(Modifier.PUBLIC)
                    .returns(String.class)
                    .addJavadoc(new Javadoc().paragraph(request.printsDoc()).render(MEMBER))
                    .addStatement("return describe(PRINTED)")
                    .build());
        }
        type.addType(builderType.addMethod(build.build()).build());
        return JavaFile.builder(request.packageName(), type.build())
                .indent(Generator.INDENT)
                .build();
    }

    /**
     * {@return a request class: final, extending {@code WriteRequest}, with its private constructor from its builder
     * and {@code builder()}}
     */
    private static TypeSpec.Builder requestClass(ClassName self, Javadoc doc) {
        ClassName builder = self.nestedClass("Builder");
        return TypeSpec.classBuilder(self)
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .superclass(Types.WRITE_REQUEST)
                .addJavadoc(doc.render(0))
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PRIVATE)
                        .addParameter(builder, "builder")
                        .addStatement("super(builder)")
                        .build())
                .addMethod(MethodSpec.methodBuilder("builder")
                        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                        .returns(builder)
                        .addJavadoc(new Javadoc()
                                .paragraph("Returns a new builder.")
                                .returns("an empty builder")
                                .render(MEMBER))
                        .addStatement("return new $T()", builder)
                        .build());
    }

    /** Adds an example to a class's Javadoc, unless there is none. */
    private static void example(Javadoc doc, String example) {
        if (example != null) {
            doc.paragraph("<pre>{@code\n" + example + "\n}</pre>");
        }
    }

    /** {@return the builder's {@code build()}, to which the checks and the return are added} */
    private static MethodSpec.Builder buildMethod(ClassName self) {
        return MethodSpec.methodBuilder("build")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(self);
    }

    /** Makes {@code build()} require each field, and says so in its Javadoc. */
    private static void requireAll(MethodSpec.Builder build, Javadoc buildDoc, List<String> required) {
        buildDoc.throwing("IllegalStateException", "if " + listed(required, "or") + " is not set");
        required.forEach(field -> build.addStatement("require($S)", field));
    }

    private static String requiredSentence(List<String> required) {
        return required.isEmpty()
                ? "No field is required."
                : listed(required, "and") + (required.size() == 1 ? " is" : " are") + " required.";
    }

    /** {@code {@code a}}, {@code {@code a} and {@code b}}, {@code {@code a}, {@code b} and {@code c}}. */
    private static String listed(List<String> names, String conjunction) {
        List<String> codes = names.stream().map(name -> "{@code " + name + "}").collect(Collectors.toList());
        if (codes.size() == 1) {
            return codes.get(0);
        }
        return String.join(", ", codes.subList(0, codes.size() - 1)) + " " + conjunction + " "
                + codes.get(codes.size() - 1);
    }
}
