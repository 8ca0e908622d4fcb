package io.dgq.codegen;

import static io.dgq.codegen.Javadoc.MEMBER;
import static io.dgq.codegen.Javadoc.NESTED;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.TypeVariableName;
import com.palantir.javapoet.WildcardTypeName;
import io.dgq.codegen.ApiDescription.Factory;
import io.dgq.codegen.ApiDescription.Model;
import io.dgq.codegen.ApiDescription.Property;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Modifier;

/**
 * Writes a response model, for example {@code io.dgq.sdk.domains.Domain}: a private field per property, named by its
 * JSON name for the decoder, an accessor per property, a builder with a setter per property, and the comparison and
 * hash of its fields as plain code. Unknown fields, fields of the wrong type and masking come from the hand-written
 * base, {@code io.dgq.sdk.model.ApiObject}.
 *
 * <p>A model other models extend ({@code open}) has a generic abstract builder its subclasses' builders extend, and
 * a private concrete one for itself; a leaf model is final and has a final builder.
 */
final class ModelWriter {

    private static final ClassName JSON_PROPERTY = ClassName.get("com.fasterxml.jackson.annotation", "JsonProperty");
    private static final ClassName DOCUMENTED = ClassName.get(Types.SDK + ".model", "DocumentedRecordBuilder");
    private static final ClassName MODEL_FIELDS = ClassName.get(Types.INTERNAL, "ModelFields");
    private static final TypeVariableName M = TypeVariableName.get("M");
    private static final TypeVariableName B = TypeVariableName.get("B");

    private final Model model;
    private final ClassName self;
    private final ClassName superclass;

    ModelWriter(Model model) {
        this.model = model;
        this.self = ClassName.get(model.packageName(), model.name());
        this.superclass = Types.type(model.packageName(), model.superclass());
    }

    JavaFile write() {
        TypeSpec.Builder type = TypeSpec.classBuilder(self)
                .addModifiers(Modifier.PUBLIC)
                .superclass(superclass)
                .addJavadoc(classJavadoc().render(0));
        if (model.base()) {
            type.addModifiers(Modifier.ABSTRACT);
        } else if (!model.open()) {
            type.addModifiers(Modifier.FINAL);
        }
        for (Property property : model.properties()) {
            type.addField(FieldSpec.builder(type(property), field(property), Modifier.PRIVATE)
                    .addAnnotation(AnnotationSpec.builder(JSON_PROPERTY)
                            .addMember("value", "$S", property.json())
                            .build())
                    .build());
        }
        MethodSpec.Builder constructor = MethodSpec.constructorBuilder();
        if (model.base()) {
            constructor
                    .addModifiers(Modifier.PROTECTED)
                    .addJavadoc("Creates an empty record; fields are filled by the JSON decoder.");
        } else if (!model.open()) {
            constructor.addModifiers(Modifier.PRIVATE);
        }
        type.addMethod(constructor.build());
        ClassName concrete = model.open() ? self.nestedClass("ItemBuilder") : self.nestedClass("Builder");
        if (!model.base()) {
            addBuilderFactories(type, concrete);
        }
        if (model.factory() != null) {
            type.addMethod(factory(model.factory()));
        }
        for (Property property : model.properties()) {
            type.addMethod(MethodSpec.methodBuilder(property.name())
                    .addModifiers(Modifier.PUBLIC)
                    .returns(type(property))
                    .addJavadoc(new Javadoc()
                            .paragraph("{@return " + property.doc() + "}")
                            .render(MEMBER))
                    .addStatement("return $L", read(property))
                    .build());
        }
        if (model.toJson() != null) {
            type.addMethod(MethodSpec.methodBuilder("toJson")
                    .addModifiers(Modifier.PUBLIC)
                    .returns(Types.JSON_OBJECT)
                    .addJavadoc(new Javadoc()
                            .paragraph(model.toJson())
                            .returns("the JSON object")
                            .render(MEMBER))
                    .addCode(
                            model.toJsonWritesAll()
                                    ? everyField()
                                    : CodeBlock.of(
                                            "return $T.of($T.wireForm(this));\n", Types.JSON_OBJECT, MODEL_FIELDS))
                    .build());
        }
        if (!model.printsOnly().isEmpty()) {
            type.addField(Types.printedField(model.printsOnly()));
        }
        addValueMethods(type);
        if (!model.open()) {
            type.addType(finalBuilder());
        } else {
            type.addType(openBuilder());
            if (!model.base()) { // an abstract base has no builder of its own
                type.addType(TypeSpec.classBuilder(concrete)
                        .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                        .superclass(ParameterizedTypeName.get(self.nestedClass("Builder"), self, concrete))
                        .addMethod(MethodSpec.constructorBuilder()
                                .addParameter(self, "from")
                                .addStatement("super($T.class, from)", self)
                                .build())
                        .build());
            }
        }
        return JavaFile.builder(model.packageName(), type.build())
                .indent(Generator.INDENT)
                .build();
    }

    /**
     * {@return the static factory: a new model with each parameter's property set, a list copied (so that a
     * {@code null} element throws) and {@code null} as an empty list}
     */
    private MethodSpec factory(Factory factory) {
        Javadoc doc = new Javadoc().paragraph(factory.doc());
        MethodSpec.Builder method = MethodSpec.methodBuilder(factory.name())
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(self)
                .addStatement("$T made = new $T()", self, self);
        Map<String, Property> byJson = new LinkedHashMap<>();
        model.properties().forEach(property -> byJson.put(property.json(), property));
        factory.parameters().forEach((json, text) -> {
            Property property = byJson.get(json);
            String name = property.name();
            method.addParameter(type(property), name);
            doc.param(name, text);
            if (property.list()) {
                method.addStatement(
                        "made.$L = $L == null ? $T.of() : $T.copyOf($L)",
                        field(property),
                        name,
                        Types.LIST,
                        Types.LIST,
                        name);
            } else {
                method.addStatement("made.$L = $L", field(property), name);
            }
        });
        doc.returns(factory.returns());
        if (factory.throwsDoc() != null) {
            doc.throwing("NullPointerException", factory.throwsDoc());
        }
        return method.addStatement("return made").addJavadoc(doc.render(MEMBER)).build();
    }

    /**
     * {@return the body of a {@code toJson()} that writes every field in the schema's order as its accessor reads it
     * ({@code null} as JSON {@code null}, an absent list as an empty array, a value of the wrong type as the
     * accessor's {@code DgqDecodingException}), then the unknown fields}
     */
    private CodeBlock everyField() {
        CodeBlock.Builder body = CodeBlock.builder()
                .addStatement("$T<String, Object> fields = new $T<>()", Map.class, LinkedHashMap.class);
        for (Property property : model.properties()) {
            body.addStatement("fields.put($S, $L())", property.json(), property.name());
        }
        return body.addStatement("fields.putAll(additionalProperties())")
                .addStatement("return $T.of(fields)", Types.JSON_OBJECT)
                .build();
    }

    /** Adds {@code builder()} and {@code toBuilder()}, which answer a concrete builder of the model. */
    private void addBuilderFactories(TypeSpec.Builder type, ClassName concrete) {
        TypeName builderType = model.open()
                ? ParameterizedTypeName.get(
                        self.nestedClass("Builder"),
                        WildcardTypeName.subtypeOf(Object.class),
                        WildcardTypeName.subtypeOf(Object.class))
                : self.nestedClass("Builder");
        type.addMethod(MethodSpec.methodBuilder("builder")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(builderType)
                .addJavadoc(new Javadoc()
                        .paragraph("Returns an empty builder"
                                + (model.open() ? " of {@code " + model.name() + "}" : "")
                                + ", for example to stub a client in a test.")
                        .returns("a new builder")
                        .render(MEMBER))
                .addStatement("return new $T(null)", concrete)
                .build());
        type.addMethod(MethodSpec.methodBuilder("toBuilder")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(builderType)
                .addStatement("return new $T(this)", concrete)
                .build());
    }

    /** {@return the class's Javadoc: the document's text, whose blank lines separate paragraphs} */
    private Javadoc classJavadoc() {
        Javadoc javadoc = new Javadoc();
        for (String paragraph : model.doc().split("\n\n")) {
            javadoc.paragraph(paragraph);
        }
        return javadoc;
    }

    private TypeSpec finalBuilder() {
        ClassName builder = self.nestedClass("Builder");
        TypeSpec.Builder type = TypeSpec.classBuilder(builder)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .superclass(ParameterizedTypeName.get(superclass.nestedClass("Builder"), self, builder))
                .addJavadoc(
                        "Builds $L {@link $L}: one setter per field, named like its accessor.",
                        article(model.name()),
                        model.name())
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PRIVATE)
                        .addParameter(self, "from")
                        .addStatement("super($T.class, from)", self)
                        .build());
        if (model.documented()) {
            type.addSuperinterface(ParameterizedTypeName.get(DOCUMENTED, builder));
        }
        addSetters(type, builder);
        return type.build();
    }

    private TypeSpec openBuilder() {
        ClassName builder = self.nestedClass("Builder");
        TypeSpec.Builder type = TypeSpec.classBuilder(builder)
                .addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT, Modifier.STATIC)
                .addTypeVariable(TypeVariableName.get("M", self))
                .addTypeVariable(TypeVariableName.get("B", ParameterizedTypeName.get(builder, M, B)))
                .superclass(ParameterizedTypeName.get(superclass.nestedClass("Builder"), M, B))
                .addJavadoc(new Javadoc()
                        .paragraph("Base of the builders of {@link " + model.name()
                                + "} and its subclasses: one setter per field of the class.")
                        .param("<M>", "the model type built")
                        .param("<B>", "the concrete builder type, returned by every setter")
                        .render(MEMBER))
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PROTECTED)
                        .addParameter(ParameterizedTypeName.get(ClassName.get(Class.class), M), "type")
                        .addParameter(M, "from")
                        .addJavadoc(new Javadoc()
                                .paragraph("Creates a builder, empty or holding the fields of a model.")
                                .param("type", "the model class to build")
                                .param("from", "the model to copy, or {@code null} for an empty builder")
                                .render(NESTED))
                        .addStatement("super(type, from)")
                        .build());
        addSetters(type, B);
        return type.build();
    }

    private void addSetters(TypeSpec.Builder type, TypeName returns) {
        for (Property property : model.properties()) {
            if (!property.setter()) {
                continue;
            }
            type.addMethod(MethodSpec.methodBuilder(property.name())
                    .addModifiers(Modifier.PUBLIC)
                    .addParameter(type(property), property.name())
                    .returns(returns)
                    .addJavadoc(new Javadoc()
                            // A link to a member of the model, from inside its builder, names the model.
                            .paragraph(
                                    "Sets " + property.doc().replace("{@link #", "{@link " + model.name() + "#") + ".")
                            .param(property.name(), "the value; {@code null} clears it")
                            .returns("this builder")
                            .render(NESTED))
                    .addStatement("return put($S, $L)", property.json(), property.name())
                    .build());
        }
    }

    /**
     * Adds the table of the model's own fields, which {@code ApiObject}'s {@code equals}, {@code hashCode} and
     * {@code toString} go through (with its superclasses' tables), registered in the static initializer: plain code
     * over the private fields, out of the public API. A list compares as its accessor reads it, so {@code null} and
     * empty are the same value; a time compares by its instant.
     */
    private void addValueMethods(TypeSpec.Builder type) {
        boolean masks = !model.masks().isEmpty() || !model.printsOnly().isEmpty();
        if (model.properties().isEmpty() && !masks) {
            return;
        }
        List<CodeBlock> same = new ArrayList<>();
        List<CodeBlock> hashed = new ArrayList<>();
        for (Property property : model.properties()) {
            String field = field(property);
            if (property.list()) {
                same.add(CodeBlock.of(
                        "$T.listOf(a.$L).equals($T.listOf(b.$L))", MODEL_FIELDS, field, MODEL_FIELDS, field));
                hashed.add(CodeBlock.of("$T.listOf(model.$L)", MODEL_FIELDS, field));
            } else {
                same.add(CodeBlock.of("$T.sameValue(a.$L, b.$L)", MODEL_FIELDS, field, field));
                hashed.add(CodeBlock.of("model.$L", field));
            }
        }
        ClassName fields = self.nestedClass("Fields");
        TypeSpec.Builder table = TypeSpec.classBuilder(fields)
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .addSuperinterface(ParameterizedTypeName.get(MODEL_FIELDS.nestedClass("Table"), self))
                .addJavadoc(
                        "The fields {@code $L} declares, for {@code equals}, {@code hashCode} and {@code toString()}.",
                        model.name())
                .addMethod(MethodSpec.methodBuilder("equal")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(boolean.class)
                        .addParameter(self, "a")
                        .addParameter(self, "b")
                        .addStatement("return $L", same.isEmpty() ? CodeBlock.of("true") : CodeBlock.join(same, " && "))
                        .build())
                .addMethod(MethodSpec.methodBuilder("hash")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(int.class)
                        .addParameter(self, "model")
                        .addStatement("return $T.hashOf($L)", MODEL_FIELDS, CodeBlock.join(hashed, ", "))
                        .build());
        CodeBlock.Builder described = CodeBlock.builder();
        if (model.properties().isEmpty()) {
            described.add("// no fields of its own\n");
        } else {
            described.add("sink");
            for (Property property : model.properties()) {
                described.add("\n.add($S, model.$L)", property.json(), field(property));
            }
            described.add(";\n");
        }
        table.addMethod(MethodSpec.methodBuilder("describe")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .addParameter(self, "model")
                .addParameter(MODEL_FIELDS.nestedClass("Sink"), "sink")
                .addCode(described.build())
                .build());
        if (masks) {
            CodeBlock masked = model.printsOnly().isEmpty()
                    ? CodeBlock.join(
                            model.masks().stream()
                                    .map(name -> CodeBlock.of("$S.equals(jsonName)", name))
                                    .toList(),
                            " || ")
                    : CodeBlock.of("!PRINTED.contains(jsonName)");
            table.addMethod(MethodSpec.methodBuilder("masks")
                    .addAnnotation(Override.class)
                    .addModifiers(Modifier.PUBLIC)
                    .returns(boolean.class)
                    .addParameter(String.class, "jsonName")
                    .addJavadoc(new Javadoc().paragraph(model.masksDoc()).render(NESTED))
                    .addStatement("return $L", masked)
                    .build());
        }
        type.addStaticBlock(CodeBlock.of("$T.register($T.class, new $T());\n", MODEL_FIELDS, self, fields));
        type.addType(table.build());
    }

    /**
     * The field's name: the accessor's, but {@code active} for {@code isActive()}. Jackson takes a field named
     * {@code isActive} beside an accessor {@code isActive()} for a second property, {@code active}, and writes it.
     * A keyword gets a suffix: {@code defaultValue} for {@code isDefault()}.
     */
    private static String field(Property property) {
        String name = property.name();
        if (name.length() > 2 && name.startsWith("is") && Character.isUpperCase(name.charAt(2))) {
            String stripped = Character.toLowerCase(name.charAt(2)) + name.substring(3);
            return SourceVersion.isKeyword(stripped) ? stripped + "Value" : stripped;
        }
        return name;
    }

    /**
     * {@return how an accessor reads its field: checked by {@code decoded}, a list as a list never {@code null}, and
     * free-form JSON as a copy, so the model stays immutable}
     */
    private static CodeBlock read(Property property) {
        CodeBlock decoded = CodeBlock.of("$T.decoded(this, $S, $L)", MODEL_FIELDS, property.json(), field(property));
        return switch (property.type()) {
            case "JsonNode" -> CodeBlock.of("$T.jsonCopy($L)", MODEL_FIELDS, decoded);
            case "List<JsonNode>" -> CodeBlock.of("$T.jsonCopies($L)", MODEL_FIELDS, decoded);
            default -> property.list() ? CodeBlock.of("$T.listOf($L)", MODEL_FIELDS, decoded) : decoded;
        };
    }

    private TypeName type(Property property) {
        return Types.reference(model.packageName(), property.type());
    }

    private static String article(String name) {
        return "AEIOU".indexOf(name.charAt(0)) >= 0 ? "an" : "a";
    }
}
