package io.dgq.codegen;

import static io.dgq.codegen.Javadoc.MEMBER;
import static io.dgq.codegen.Javadoc.NESTED;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.dgq.codegen.ApiDescription.FieldSet;
import io.dgq.codegen.ApiDescription.Request;
import io.dgq.codegen.ApiDescription.Setter;
import io.dgq.codegen.ApiDescription.Standalone;
import java.util.List;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * Writes a create or update request, for example {@code io.dgq.sdk.domains.DomainCreateRequest}: an immutable body
 * whose builder, a final class of its own, takes the setters of its {@link FieldSet} (written again in the create's
 * and the update's builder) and checks, when it builds, what the operation needs: the required fields of a create, at
 * least one field of an update. The builder keeps its fields in an internal {@code RequestFields} and the request its
 * frozen {@code RequestBody}, so neither has a protected member nor a public base of mechanics.
 */
final class RequestWriter {

    private static final ClassName FIELDS = ClassName.get(Types.INTERNAL, "RequestFields");
    private static final ClassName BODY = ClassName.get(Types.INTERNAL, "RequestBody");

    private RequestWriter() {}

    static JavaFile write(FieldSet fields, Request request) {
        ClassName self = ClassName.get(fields.packageName(), request.name());
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
                    .beginControlFlow("if (this.fields.isEmpty())")
                    .addStatement(
                            "throw new $T($S)", IllegalStateException.class, "An update must set at least one field")
                    .endControlFlow()
                    .build());
        }
        String note = fields.note() == null ? "" : fields.note();
        String secondParagraph = null;
        if (note.startsWith("<p>")) {
            secondParagraph = note.substring("<p>".length());
            note = "";
        }
        Javadoc builderDoc = new Javadoc()
                .paragraph(("Builds a {@link " + request.name() + "}. Each setter sends its field; {@code null} sends"
                                + " {@code null}, which clears the field on update. " + note)
                        .strip())
                .paragraph(secondParagraph);
        TypeSpec type = requestClass(self, doc)
                .addMethod(namesOnly(self))
                .addType(builderClass(fields.packageName(), self, builderDoc, fields.setters(), build, buildDoc))
                .build();
        return JavaFile.builder(fields.packageName(), type)
                .indent(Generator.INDENT)
                .build();
    }

    /**
     * Writes a request whose setters are its own alone, for example {@code io.dgq.sdk.fields.FieldTabRequest}: its
     * builder checks what its {@code build} rule says.
     */
    static JavaFile write(Standalone request) {
        ClassName self = ClassName.get(request.packageName(), request.name());
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
                build.beginControlFlow("if (this.fields.isEmpty())")
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
                build.beginControlFlow("if (this.fields.has($S))", "id")
                        .addStatement("this.fields.require($S)", "id")
                        .beginControlFlow("if (this.fields.size() == 1)")
                        .addStatement(
                                "throw new $T($S)",
                                IllegalStateException.class,
                                "An update of a " + request.noun() + " must set at least one field besides 'id'")
                        .endControlFlow()
                        .nextControlFlow("else");
                request.required().forEach(field -> build.addStatement("this.fields.require($S)", field));
                build.endControlFlow();
            }
        }
        Javadoc builderDoc = new Javadoc()
                .paragraph("Builds " + ("AEIOU".indexOf(request.name().charAt(0)) >= 0 ? "an" : "a") + " {@link "
                        + request.name() + "}.");
        TypeSpec.Builder type = requestClass(self, doc);
        if (!request.printsOnly().isEmpty()) {
            type.addField(Types.printedField(request.printsOnly()));
            type.addMethod(MethodSpec.methodBuilder("toString")
                    .addAnnotation(Override.class)
                    .addModifiers(Modifier.PUBLIC)
                    .returns(String.class)
                    .addJavadoc(new Javadoc().paragraph(request.printsDoc()).render(MEMBER))
                    .addStatement("return body.describe($S, PRINTED)", request.name())
                    .build());
        } else {
            type.addMethod(namesOnly(self));
        }
        type.addType(builderClass(request.packageName(), self, builderDoc, request.setters(), build, buildDoc));
        return JavaFile.builder(request.packageName(), type.build())
                .indent(Generator.INDENT)
                .build();
    }

    /**
     * {@return a request class: final, implementing {@code WriteRequest} over the body its builder froze, with its
     * private constructor and {@code builder()}; without {@code toString()}, which the caller adds}
     */
    private static TypeSpec.Builder requestClass(ClassName self, Javadoc doc) {
        ClassName builder = self.nestedClass("Builder");
        return TypeSpec.classBuilder(self)
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addSuperinterface(Types.WRITE_REQUEST)
                .addJavadoc(doc.render(0))
                .addField(BODY, "body", Modifier.PRIVATE, Modifier.FINAL)
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PRIVATE)
                        .addParameter(BODY, "body")
                        .addStatement("this.body = body")
                        .build())
                .addMethod(MethodSpec.methodBuilder("builder")
                        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                        .returns(builder)
                        .addJavadoc(new Javadoc()
                                .paragraph("Returns a new builder.")
                                .returns("an empty builder")
                                .render(MEMBER))
                        .addStatement("return new $T()", builder)
                        .build())
                .addMethod(MethodSpec.methodBuilder("isSet")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .addParameter(String.class, "jsonName")
                        .returns(boolean.class)
                        .addStatement("return body.isSet(jsonName)")
                        .build())
                .addMethod(MethodSpec.methodBuilder("fieldNames")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(ParameterizedTypeName.get(Types.SET, ClassName.get(String.class)))
                        .addStatement("return body.fieldNames()")
                        .build())
                .addMethod(MethodSpec.methodBuilder("toJson")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(Types.JSON_OBJECT)
                        .addStatement("return body.json()")
                        .build());
    }

    /** {@return the {@code toString()} of a request that prints the names of its fields, never their values} */
    private static MethodSpec namesOnly(ClassName self) {
        return MethodSpec.methodBuilder("toString")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(String.class)
                .addJavadoc("Returns the class name and the names (never the values) of the fields that are set.")
                .addStatement("return body.names($S)", self.simpleName())
                .build();
    }

    /**
     * {@return a request's builder: final, its state in a private {@code RequestFields}, its setters, the two
     * methods every builder has ({@code putAdditionalProperty}, {@code unset}) and {@code build()}}
     */
    private static TypeSpec builderClass(
            String packageName,
            ClassName self,
            Javadoc doc,
            List<Setter> setters,
            MethodSpec.Builder build,
            Javadoc buildDoc) {
        ClassName builder = self.nestedClass("Builder");
        TypeSpec.Builder type = TypeSpec.classBuilder(builder)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc(doc.render(MEMBER))
                .addField(FieldSpec.builder(FIELDS, "fields", Modifier.PRIVATE, Modifier.FINAL)
                        .initializer("new $T()", FIELDS)
                        .build())
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PRIVATE)
                        .build());
        setters.forEach(setter -> type.addMethod(setter(packageName, setter, builder)));
        type.addMethod(MethodSpec.methodBuilder("putAdditionalProperty")
                .addModifiers(Modifier.PUBLIC)
                .addParameter(String.class, "jsonName")
                .addParameter(Object.class, "value")
                .returns(builder)
                .addJavadoc(new Javadoc()
                        .paragraph("Sets a field the SDK has no setter for. It is sent as given, also on create.")
                        .param("jsonName", "the JSON field name, not blank")
                        .param(
                                "value",
                                "the value: a string, number, boolean, list, map, {@link JsonObject}, open enum,"
                                        + " time value or {@code null} (sent as {@code null})")
                        .returns("this builder")
                        .throwing("IllegalArgumentException", "if the name is blank")
                        .render(NESTED))
                .addStatement("this.fields.setAdditional(jsonName, value)")
                .addStatement("return this")
                .build());
        type.addMethod(MethodSpec.methodBuilder("unset")
                .addModifiers(Modifier.PUBLIC)
                .addParameter(String.class, "jsonName")
                .returns(builder)
                .addJavadoc(new Javadoc()
                        .paragraph("Removes a field, so that it is not sent at all.")
                        .param("jsonName", "the JSON field name")
                        .returns("this builder")
                        .render(NESTED))
                .addStatement("this.fields.unset(jsonName)")
                .addStatement("return this")
                .build());
        buildDoc.throwing("IllegalArgumentException", "if a value cannot be represented as JSON");
        build.addJavadoc(buildDoc.render(NESTED)).addStatement("return new $T(this.fields.freeze())", self);
        return type.addMethod(build.build()).build();
    }

    /** {@return a setter sending its field and answering its builder} */
    private static MethodSpec setter(String packageName, Setter setter, ClassName builder) {
        TypeName argument = Types.reference(packageName, setter.type());
        Javadoc doc = new Javadoc()
                .paragraph(setter.summary() != null ? setter.summary() : "Sets {@code " + setter.json() + "}.")
                .param(setter.name(), setter.doc())
                .returns("this builder");
        setter.throwsDocs().forEach(doc::throwing);
        return MethodSpec.methodBuilder(setter.name())
                .addModifiers(Modifier.PUBLIC)
                .addParameter(argument, setter.name())
                .returns(builder)
                .addJavadoc(doc.render(NESTED))
                .addCode(setterBody(setter))
                .addStatement("return this")
                .build();
    }

    /** {@return the statements that set the field: the value as it is, its JSON, or each element's JSON} */
    private static CodeBlock setterBody(Setter setter) {
        String name = setter.name();
        return switch (setter.wire()) {
            case "toJson" ->
                CodeBlock.builder()
                        .addStatement("this.fields.set($S, $L == null ? null : $L.toJson())", setter.json(), name, name)
                        .build();
            case "each" ->
                CodeBlock.builder()
                        .beginControlFlow("if ($L == null)", name)
                        .addStatement("this.fields.set($S, null)", setter.json())
                        .nextControlFlow("else")
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
                        .addStatement("this.fields.set($S, json)", setter.json())
                        .endControlFlow()
                        .build();
            default ->
                CodeBlock.builder()
                        .addStatement("this.fields.set($S, $L)", setter.json(), name)
                        .build();
        };
    }

    /** Adds an example to a class's Javadoc, unless there is none. */
    private static void example(Javadoc doc, String example) {
        if (example != null) {
            doc.paragraph("<pre>{@code\n" + example + "\n}</pre>");
        }
    }

    /** {@return the builder's {@code build()}, to which the checks and the return are added} */
    private static MethodSpec.Builder buildMethod(ClassName self) {
        return MethodSpec.methodBuilder("build").addModifiers(Modifier.PUBLIC).returns(self);
    }

    /** Makes {@code build()} require each field, and says so in its Javadoc. */
    private static void requireAll(MethodSpec.Builder build, Javadoc buildDoc, List<String> required) {
        buildDoc.throwing("IllegalStateException", "if " + listed(required, "or") + " is not set");
        required.forEach(field -> build.addStatement("this.fields.require($S)", field));
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
