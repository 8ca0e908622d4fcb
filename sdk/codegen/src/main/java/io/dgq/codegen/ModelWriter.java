package io.dgq.codegen;

import static io.dgq.codegen.Javadoc.MEMBER;
import static io.dgq.codegen.Javadoc.NESTED;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
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
 * Writes a response model, for example {@code io.dgq.sdk.domains.Domain}: a private final field per property, named
 * by its JSON name, set by the constructor (which the decoder calls through the model's table), an accessor per
 * property, a builder with a setter per property, and the comparison and
 * hash of its fields as plain code. Every model implements the hand-written interface
 * {@code io.dgq.sdk.model.ApiObject}; its topmost class holds what decoding kept besides the fields (unknown
 * fields, values of the wrong type) in an internal {@code ModelState}, and its {@code equals}, {@code hashCode},
 * {@code toString()}, {@code validate()} and {@code additionalProperties()} call the internal runtime.
 *
 * <p>A shared base ({@code GovernedRecord}) is an interface of its accessors and its builder's setters; each model
 * that implements it declares the base's fields as its own, first.
 *
 * <p>Every builder is a concrete type without type parameters ({@code DomainListItem.Builder}), whose setters all
 * answer it: a model other models extend ({@code open}) has a builder class their builders extend, overriding every
 * inherited setter to answer their own type; a leaf model is final and has a final builder; a shared base
 * ({@code GovernedRecord}) has a builder interface of its setters, which its models' builders implement. The
 * fields set are kept in the internal {@code ModelBuilder}.
 */
final class ModelWriter {

    private static final ClassName JSON_PROPERTY = ClassName.get("com.fasterxml.jackson.annotation", "JsonProperty");
    private static final ClassName DOCUMENTED = ClassName.get(Types.SDK + ".model", "DocumentedRecordBuilder");
    private static final ClassName MODEL_FIELDS = ClassName.get(Types.INTERNAL + ".models", "ModelFields");
    private static final ClassName COMPANION = ClassName.get(Types.INTERNAL + ".checks", "Companion");
    private static final ClassName MODEL_BUILDER = ClassName.get(Types.INTERNAL + ".models", "ModelBuilder");
    private static final ClassName JSON_VALUE = ClassName.get("io.dgq.sdk.json", "JsonValue");
    private static final ClassName MODEL_STATE = ClassName.get(Types.INTERNAL + ".models", "ModelState");
    private static final ClassName JSON_ANY_GETTER = ClassName.get("com.fasterxml.jackson.annotation", "JsonAnyGetter");
    private static final ClassName JSON_NODE = ClassName.get("com.fasterxml.jackson.databind", "JsonNode");

    private final Model model;
    private final ClassName self;
    private final ClassName superclass;
    private final ClassName builder;

    /** The generated model or shared base this one extends or implements; {@code null} for {@code ApiObject}. */
    private final Model parent;

    /** The properties of the generated models this one extends, the topmost first, each with its model. */
    private final List<Declared> inherited = new ArrayList<>();

    /**
     * The properties this class declares as fields: a shared base's it implements, then its own; each with the model
     * whose types it names.
     */
    private final List<Declared> ownFields = new ArrayList<>();

    /** Whether this class is the topmost class of its model, which holds the model's state. */
    private final boolean root;

    /** A property and the model that declares it. */
    private record Declared(Model owner, Property property) {}

    /**
     * Prepares the writer of one model.
     *
     * @param model the model
     * @param models every model of the description, by class, to find the ones it extends
     */
    ModelWriter(Model model, Map<ClassName, Model> models) {
        this.model = model;
        this.self = ClassName.get(model.packageName(), model.name());
        this.superclass = Types.type(model.packageName(), model.superclass());
        this.builder = self.nestedClass("Builder");
        this.parent = models.get(superclass);
        List<Model> chain = new ArrayList<>();
        for (Model up = parent; up != null; up = models.get(Types.type(up.packageName(), up.superclass()))) {
            chain.add(0, up);
        }
        for (Model up : chain) {
            up.properties().forEach(property -> inherited.add(new Declared(up, property)));
        }
        this.root = parent == null || parent.base();
        if (parent != null && parent.base()) {
            parent.properties().forEach(property -> ownFields.add(new Declared(parent, property)));
        }
        model.properties().forEach(property -> ownFields.add(new Declared(model, property)));
        if (parent != null && !parent.base() && !parent.packageName().equals(model.packageName())) {
            throw new IllegalStateException(model.name() + " extends " + parent.name() + " of another package: its"
                    + " builder could not reach the builder state it inherits");
        }
    }

    JavaFile write() {
        if (model.base()) {
            return writeInterface();
        }
        TypeSpec.Builder type = TypeSpec.classBuilder(self)
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc(classJavadoc().render(0));
        if (root) {
            type.addSuperinterface(superclass);
        } else {
            type.superclass(superclass);
        }
        if (!model.open()) {
            type.addModifiers(Modifier.FINAL);
        }
        for (Declared declared : ownFields) {
            Property property = declared.property();
            type.addField(FieldSpec.builder(type(declared), field(property), Modifier.PRIVATE, Modifier.FINAL)
                    .addAnnotation(AnnotationSpec.builder(JSON_PROPERTY)
                            .addMember("value", "$S", property.json())
                            .build())
                    .build());
        }
        if (root) {
            FieldSpec.Builder state = FieldSpec.builder(MODEL_STATE, "state")
                    .addJavadoc("What decoding kept besides the fields, and the caches; {@code null} while none.");
            if (!model.open()) {
                state.addModifiers(Modifier.PRIVATE);
            }
            type.addField(state.build());
        }
        type.addMethod(constructor());
        addBuilderFactories(type);
        if (model.factory() != null) {
            type.addMethod(factory(model.factory()));
        }
        for (Declared declared : ownFields) {
            Property property = declared.property();
            MethodSpec.Builder accessor = MethodSpec.methodBuilder(property.name())
                    .addModifiers(Modifier.PUBLIC)
                    .returns(type(declared))
                    .addStatement("return $L", read(property));
            if (declared.owner() != model) {
                accessor.addAnnotation(Override.class);
            } else {
                accessor.addJavadoc(new Javadoc()
                        .paragraph("{@return " + property.doc() + "}")
                        .render(MEMBER));
            }
            type.addMethod(accessor.build());
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
                                    : CodeBlock.of("return $T.toJson(this);\n", MODEL_FIELDS))
                    .build());
        }
        if (!model.printsOnly().isEmpty()) {
            type.addField(Types.printedField(model.printsOnly()));
        }
        if (root) {
            addRootMethods(type);
        }
        addValueMethods(type);
        type.addType(builderClass());
        return JavaFile.builder(model.packageName(), type.build())
                .indent(Generator.INDENT)
                .build();
    }

    /**
     * {@return a shared base, such as {@code GovernedRecord}: an interface of the accessors its models implement,
     * {@code toBuilder()} answering its builder, and its builder's interface}
     */
    private JavaFile writeInterface() {
        TypeSpec.Builder type = TypeSpec.interfaceBuilder(self)
                .addModifiers(Modifier.PUBLIC)
                .addSuperinterface(superclass)
                .addJavadoc(classJavadoc()
                        .paragraph("Only the SDK's generated models implement it.")
                        .render(0));
        for (Property property : model.properties()) {
            type.addMethod(MethodSpec.methodBuilder(property.name())
                    .addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
                    .returns(type(property))
                    .addJavadoc(new Javadoc()
                            .paragraph("{@return " + property.doc() + "}")
                            .render(MEMBER))
                    .build());
        }
        type.addMethod(MethodSpec.methodBuilder("toBuilder")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
                .returns(builder)
                .build());
        type.addType(builderInterface());
        return JavaFile.builder(model.packageName(), type.build())
                .indent(Generator.INDENT)
                .build();
    }

    /**
     * Adds what the topmost class of a model implements of {@code ApiObject} besides {@code toBuilder()}, each a call
     * of the internal runtime over the model's state: the unknown fields (also as Jackson's any-getter, so any
     * mapper writes them back), {@code validate()}, {@code equals}, {@code hashCode} and {@code toString()}; final
     * where models extend the class.
     */
    private void addRootMethods(TypeSpec.Builder type) {
        Modifier[] modifiers =
                model.open() ? new Modifier[] {Modifier.PUBLIC, Modifier.FINAL} : new Modifier[] {Modifier.PUBLIC};
        type.addMethod(MethodSpec.methodBuilder("unknownFields")
                .addAnnotation(JSON_ANY_GETTER)
                .addAnnotation(AnnotationSpec.builder(SuppressWarnings.class)
                        .addMember("value", "$S", "UnusedMethod")
                        .build())
                .addModifiers(Modifier.PRIVATE)
                .returns(ParameterizedTypeName.get(Types.MAP, ClassName.get(String.class), JSON_NODE))
                .addComment("Jackson calls it to write those members back")
                .addStatement("return $T.unknownFields(state)", MODEL_STATE)
                .build());
        type.addMethod(MethodSpec.methodBuilder("additionalProperties")
                .addAnnotation(Override.class)
                .addModifiers(modifiers)
                .returns(ParameterizedTypeName.get(Types.MAP, ClassName.get(String.class), JSON_VALUE))
                .addStatement("return $T.additionalProperties(this)", MODEL_STATE)
                .build());
        type.addMethod(MethodSpec.methodBuilder("additionalProperty")
                .addAnnotation(Override.class)
                .addModifiers(modifiers)
                .addParameter(String.class, "name")
                .returns(JSON_VALUE)
                .addStatement("return $T.additionalProperty(this, name)", MODEL_STATE)
                .build());
        type.addMethod(MethodSpec.methodBuilder("validate")
                .addAnnotation(Override.class)
                .addModifiers(modifiers)
                .addStatement("$T.validate(this)", MODEL_STATE)
                .build());
        type.addMethod(MethodSpec.methodBuilder("equals")
                .addAnnotation(Override.class)
                .addModifiers(modifiers)
                .addParameter(Object.class, "o")
                .returns(boolean.class)
                .addStatement("return $T.equal(this, o)", MODEL_STATE)
                .build());
        type.addMethod(MethodSpec.methodBuilder("hashCode")
                .addAnnotation(Override.class)
                .addModifiers(modifiers)
                .returns(int.class)
                .addStatement("return $T.hash(this)", MODEL_STATE)
                .build());
        type.addMethod(MethodSpec.methodBuilder("toString")
                .addAnnotation(Override.class)
                .addModifiers(modifiers)
                .returns(String.class)
                .addStatement("return $T.describe(this)", MODEL_FIELDS)
                .build());
    }

    /**
     * {@return the constructor, which sets every field: those of the models it extends (passed on to theirs), the
     * topmost first, then its own; package-private for an open model, else private}
     */
    private MethodSpec constructor() {
        MethodSpec.Builder constructor = MethodSpec.constructorBuilder();
        List<String> inheritedNames = new ArrayList<>();
        for (Declared declared : inherited) {
            Property property = declared.property();
            constructor.addParameter(Types.reference(declared.owner().packageName(), property.type()), field(property));
            inheritedNames.add(field(property));
        }
        for (Property property : model.properties()) {
            constructor.addParameter(type(property), field(property));
        }
        if (!root) {
            constructor.addStatement("super($L)", String.join(", ", inheritedNames));
        }
        for (Declared declared : ownFields) {
            constructor.addStatement("this.$L = $L", field(declared.property()), field(declared.property()));
        }
        if (!model.open()) {
            constructor.addModifiers(Modifier.PRIVATE);
        }
        return constructor.build();
    }

    /** {@return every property of the model, those of the models it extends first} */
    private List<Declared> allProperties() {
        List<Declared> all = new ArrayList<>(inherited);
        model.properties().forEach(property -> all.add(new Declared(model, property)));
        return all;
    }

    /**
     * {@return the static factory: a new model with each parameter's property set, a list copied (so that a
     * {@code null} element throws) and {@code null} as an empty list}
     */
    private MethodSpec factory(Factory factory) {
        Javadoc doc = new Javadoc().paragraph(factory.doc());
        MethodSpec.Builder method = MethodSpec.methodBuilder(factory.name())
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(self);
        Map<String, Property> byJson = new LinkedHashMap<>();
        model.properties().forEach(property -> byJson.put(property.json(), property));
        factory.parameters().forEach((json, text) -> {
            Property property = byJson.get(json);
            method.addParameter(type(property), property.name());
            doc.param(property.name(), text);
        });
        List<CodeBlock> arguments = new ArrayList<>();
        for (Declared declared : allProperties()) {
            Property property = declared.property();
            String name = property.name();
            if (declared.owner() != model || !factory.parameters().containsKey(property.json())) {
                arguments.add(CodeBlock.of("null"));
            } else if (property.list()) {
                arguments.add(CodeBlock.of("$L == null ? $T.of() : $T.copyOf($L)", name, Types.LIST, Types.LIST, name));
            } else {
                arguments.add(CodeBlock.of("$L", name));
            }
        }
        method.addStatement("return new $T($L)", self, CodeBlock.join(arguments, ", "));
        doc.returns(factory.returns());
        if (factory.throwsDoc() != null) {
            doc.throwing("NullPointerException", factory.throwsDoc());
        }
        return method.addJavadoc(doc.render(MEMBER)).build();
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

    /** Adds {@code builder()} and {@code toBuilder()}, which answer the model's own builder. */
    private void addBuilderFactories(TypeSpec.Builder type) {
        type.addMethod(MethodSpec.methodBuilder("builder")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(builder)
                .addJavadoc(new Javadoc()
                        .paragraph("Returns an empty builder"
                                + (model.open() ? " of {@code " + model.name() + "}" : "")
                                + ", for example to stub a client in a test.")
                        .returns("a new builder")
                        .render(MEMBER))
                .addCode(
                        model.open()
                                ? CodeBlock.of("return new $T($T.class, null);\n", builder, self)
                                : CodeBlock.of("return new $T(null);\n", builder))
                .build());
        type.addMethod(MethodSpec.methodBuilder("toBuilder")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(builder)
                .addCode(
                        model.open()
                                ? CodeBlock.of("return new $T($T.class, this);\n", builder, self)
                                : CodeBlock.of("return new $T(this);\n", builder))
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

    /** {@return the builder type this model's builder extends or implements: its superclass's} */
    private ClassName superBuilder() {
        return superclass.nestedClass("Builder");
    }

    /** {@return whether the superclass's builder is a class (an open model's), whose state this one inherits} */
    private boolean extendsBuilderClass() {
        return parent != null && !parent.base();
    }

    /**
     * {@return the builder of a shared base: an interface of its setters, which the builder of every model that
     * extends it implements, each setter answering the builder's own type}
     */
    private TypeSpec builderInterface() {
        TypeSpec.Builder type = TypeSpec.interfaceBuilder(builder)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addSuperinterface(superBuilder())
                .addJavadoc(new Javadoc()
                        .paragraph("The setters of the fields of {@link " + model.name() + "}, which the builder of"
                                + " every model that extends it has, each answering that builder's own type.")
                        .render(MEMBER));
        for (Declared declared : inherited) {
            type.addMethod(
                    setter(declared, true).addModifiers(Modifier.ABSTRACT).build());
        }
        for (Property property : model.properties()) {
            type.addMethod(setter(new Declared(model, property), false)
                    .addModifiers(Modifier.ABSTRACT)
                    .build());
        }
        for (MethodSpec.Builder method : commonMethods()) {
            type.addMethod(method.addModifiers(Modifier.ABSTRACT).build());
        }
        return type.build();
    }

    /**
     * {@return the builder of a model: a class with every setter of the model and its superclasses answering its
     * own type, extending the builder of the open model it extends, if any; it keeps the fields set in an internal
     * {@code ModelBuilder}}
     */
    private TypeSpec builderClass() {
        TypeSpec.Builder type = TypeSpec.classBuilder(builder)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addJavadoc(new Javadoc()
                        .paragraph("Builds " + article(model.name()) + " {@link " + model.name()
                                + "}: one setter per field, named like its accessor"
                                + (model.open()
                                        ? "; the builder of each model that extends it extends it, and answers its"
                                                + " own type from every setter."
                                        : "."))
                        .render(MEMBER));
        if (!model.open()) {
            type.addModifiers(Modifier.FINAL);
        }
        if (extendsBuilderClass()) {
            type.superclass(superBuilder());
        } else {
            type.addSuperinterface(superBuilder());
            FieldSpec.Builder state = FieldSpec.builder(MODEL_BUILDER, "state", Modifier.FINAL);
            if (model.open()) {
                state.addJavadoc("The fields set so far; the builders that extend this one set theirs here too.");
            } else {
                state.addModifiers(Modifier.PRIVATE);
            }
            type.addField(state.build());
        }
        if (model.documented()) {
            type.addSuperinterface(DOCUMENTED);
        }
        MethodSpec.Builder constructor = MethodSpec.constructorBuilder();
        CodeBlock typeArgument;
        if (model.open()) {
            constructor.addParameter(ParameterSpec.builder(
                            ParameterizedTypeName.get(ClassName.get(Class.class), WildcardTypeName.subtypeOf(self)),
                            "type")
                    .build());
            typeArgument = CodeBlock.of("type");
        } else {
            constructor.addModifiers(Modifier.PRIVATE);
            typeArgument = CodeBlock.of("$T.class", self);
        }
        constructor.addParameter(self, "from");
        if (extendsBuilderClass()) {
            constructor.addStatement("super($L, from)", typeArgument);
        } else {
            constructor.addStatement("this.state = new $T($L, from)", MODEL_BUILDER, typeArgument);
        }
        type.addMethod(constructor.build());
        for (Declared declared : inherited) {
            type.addMethod(setter(declared, true)
                    .addStatement(
                            "state.put($S, $L)",
                            declared.property().json(),
                            declared.property().name())
                    .addStatement("return this")
                    .build());
        }
        for (Property property : model.properties()) {
            if (!property.setter() && !model.documented()) {
                throw new IllegalStateException(model.name() + "." + property.name() + " has no setter of its own,"
                        + " which only a documented record's shared setters allow");
            }
            type.addMethod(setter(new Declared(model, property), !property.setter())
                    .addStatement("state.put($S, $L)", property.json(), property.name())
                    .addStatement("return this")
                    .build());
        }
        List<MethodSpec.Builder> common = commonMethods();
        common.get(0).addStatement("state.putAdditional(jsonName, value)").addStatement("return this");
        common.get(1).addStatement("state.putAllAdditional(properties)").addStatement("return this");
        common.get(2).addStatement("state.removeAdditional(jsonName)").addStatement("return this");
        common.get(3).addStatement("return state.build($T.class)", self);
        common.forEach(method -> type.addMethod(method.build()));
        if (!extendsBuilderClass()) {
            type.addMethod(MethodSpec.methodBuilder("toString")
                    .addAnnotation(Override.class)
                    .addModifiers(Modifier.PUBLIC)
                    .returns(String.class)
                    .addJavadoc("Names the model type and the JSON names of the fields set, never their values.")
                    .addStatement("return state.toString()")
                    .build());
        }
        return type.build();
    }

    /** {@return a setter's signature and Javadoc, answering this model's builder} */
    private MethodSpec.Builder setter(Declared declared, boolean overrides) {
        Property property = declared.property();
        MethodSpec.Builder method = MethodSpec.methodBuilder(property.name())
                .addModifiers(Modifier.PUBLIC)
                .addParameter(Types.reference(declared.owner().packageName(), property.type()), property.name())
                .returns(builder)
                .addJavadoc(new Javadoc()
                        // A link to a member of the model, from inside its builder, names the model.
                        .paragraph("Sets "
                                + property.doc()
                                        .replace(
                                                "{@link #",
                                                "{@link " + declared.owner().name() + "#")
                                + ".")
                        .param(property.name(), "the value; {@code null} clears it")
                        .returns("this builder")
                        .render(NESTED));
        if (overrides) {
            method.addAnnotation(Override.class);
        }
        return method;
    }

    /**
     * {@return the methods every builder has besides its setters, answering its own type: {@code
     * putAdditionalProperty}, {@code putAllAdditionalProperties}, {@code removeAdditionalProperty} and {@code build},
     * in that order, without their bodies}
     */
    private List<MethodSpec.Builder> commonMethods() {
        TypeName properties = ParameterizedTypeName.get(
                Types.MAP, ClassName.get(String.class), WildcardTypeName.subtypeOf(JSON_VALUE));
        return List.of(
                MethodSpec.methodBuilder("putAdditionalProperty")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .addParameter(String.class, "jsonName")
                        .addParameter(JSON_VALUE, "value")
                        .returns(builder)
                        .addJavadoc(new Javadoc()
                                .paragraph("Sets a field {@code " + model.name() + "} has no accessor for; it reads"
                                        + " back through {@code additionalProperty(jsonName)}.")
                                .param(
                                        "jsonName",
                                        "the JSON field name; not the name of a field the model has an accessor for")
                                .param("value", "the value; {@code null} stands for JSON {@code null}")
                                .returns("this builder")
                                .throwing(
                                        "IllegalArgumentException",
                                        "if the name is blank or is the JSON name of a known field (use its typed"
                                                + " setter)")
                                .render(NESTED)),
                MethodSpec.methodBuilder("putAllAdditionalProperties")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .addParameter(properties, "properties")
                        .returns(builder)
                        .addJavadoc(new Javadoc()
                                .paragraph("Sets several fields {@code " + model.name() + "} has no accessor for.")
                                .param("properties", "the fields by JSON name")
                                .returns("this builder")
                                .throwing(
                                        "IllegalArgumentException",
                                        "if a name is blank or is the JSON name of a known field")
                                .render(NESTED)),
                MethodSpec.methodBuilder("removeAdditionalProperty")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .addParameter(String.class, "jsonName")
                        .returns(builder)
                        .addJavadoc(new Javadoc()
                                .paragraph("Removes a field {@code " + model.name() + "} has no accessor for.")
                                .param("jsonName", "the JSON field name")
                                .returns("this builder")
                                .render(NESTED)),
                MethodSpec.methodBuilder("build")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(self)
                        .addJavadoc(new Javadoc()
                                .paragraph("Builds the {@code " + model.name() + "} from the fields set so far, as an"
                                        + " answer holding them is decoded; the builder can go on being used.")
                                .returns("the model, equal to the one decoded from the same JSON")
                                .throwing("IllegalStateException", "if the fields do not decode into the model")
                                .render(NESTED)));
    }

    /**
     * Adds the table of the model's own fields, which the runtime's {@code equals}, {@code hashCode} and
     * {@code toString} go through (with its superclasses' tables), and which the decoder creates the model with; the
     * topmost class's table also reaches the model's state; the
     * class names it with {@code @Companion}, and the runtime makes it when it first needs it: plain code over the
     * private fields, out of the public API (the table is not public), registered nowhere. A list compares as its accessor reads it, so {@code null} and
     * empty are the same value; a time compares by its instant.
     */
    private void addValueMethods(TypeSpec.Builder type) {
        List<String> masked = new ArrayList<>(model.masks());
        String masksDoc = model.masksDoc();
        if (root && parent != null) {
            masked.addAll(parent.masks());
            masksDoc = masksDoc != null ? masksDoc : parent.masksDoc();
        }
        boolean masks = !masked.isEmpty() || !model.printsOnly().isEmpty();
        List<CodeBlock> same = new ArrayList<>();
        List<CodeBlock> hashed = new ArrayList<>();
        for (Declared declared : ownFields) {
            Property property = declared.property();
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
                .addModifiers(Modifier.STATIC, Modifier.FINAL)
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
        if (ownFields.isEmpty()) {
            described.add("// no fields of its own\n");
        } else {
            described.add("sink");
            for (Declared declared : ownFields) {
                Property property = declared.property();
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
            CodeBlock maskedNames = model.printsOnly().isEmpty()
                    ? CodeBlock.join(
                            masked.stream()
                                    .map(name -> CodeBlock.of("$S.equals(jsonName)", name))
                                    .toList(),
                            " || ")
                    : CodeBlock.of("!PRINTED.contains(jsonName)");
            table.addMethod(MethodSpec.methodBuilder("masks")
                    .addAnnotation(Override.class)
                    .addModifiers(Modifier.PUBLIC)
                    .returns(boolean.class)
                    .addParameter(String.class, "jsonName")
                    .addJavadoc(new Javadoc().paragraph(masksDoc).render(NESTED))
                    .addStatement("return $L", maskedNames)
                    .build());
        }
        table.addMethod(MethodSpec.methodBuilder("names")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(ParameterizedTypeName.get(Types.LIST, ClassName.get(String.class)))
                .addStatement(
                        "return $T.of($L)",
                        Types.LIST,
                        CodeBlock.join(
                                ownFields.stream()
                                        .map(declared -> CodeBlock.of(
                                                "$S", declared.property().json()))
                                        .toList(),
                                ", "))
                .build());
        if (root) {
            table.addMethod(MethodSpec.methodBuilder("state")
                    .addAnnotation(Override.class)
                    .addModifiers(Modifier.PUBLIC)
                    .returns(MODEL_STATE)
                    .addParameter(self, "model")
                    .addStatement("return model.state")
                    .build());
            table.addMethod(MethodSpec.methodBuilder("state")
                    .addAnnotation(Override.class)
                    .addModifiers(Modifier.PUBLIC)
                    .addParameter(self, "model")
                    .addParameter(MODEL_STATE, "state")
                    .addStatement("model.state = state")
                    .build());
        }
        List<CodeBlock> arguments = new ArrayList<>();
        boolean unchecked = false;
        List<Declared> all = allProperties();
        for (int i = 0; i < all.size(); i++) {
            Declared declared = all.get(i);
            TypeName fieldType = Types.reference(
                    declared.owner().packageName(), declared.property().type());
            unchecked |= fieldType instanceof ParameterizedTypeName;
            arguments.add(CodeBlock.of("($T) values[$L]", fieldType, i));
        }
        MethodSpec.Builder create = MethodSpec.methodBuilder("create")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(self)
                .addParameter(Object[].class, "values")
                .addStatement("return new $T($L)", self, CodeBlock.join(arguments, ", "));
        if (unchecked) {
            create.addAnnotation(AnnotationSpec.builder(SuppressWarnings.class)
                    .addMember("value", "$S", "unchecked")
                    .build());
        }
        table.addMethod(create.build());
        type.addAnnotation(AnnotationSpec.builder(COMPANION)
                .addMember("value", "$T.class", fields)
                .build());
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
        CodeBlock decoded =
                CodeBlock.of("$T.decoded(this, state, $S, $L)", MODEL_STATE, property.json(), field(property));
        return switch (property.type()) {
            case "JsonValue" -> CodeBlock.of("$T.jsonValue($L)", MODEL_FIELDS, decoded);
            default -> property.list() ? CodeBlock.of("$T.listOf($L)", MODEL_FIELDS, decoded) : decoded;
        };
    }

    private TypeName type(Property property) {
        return Types.reference(model.packageName(), property.type());
    }

    private static TypeName type(Declared declared) {
        return Types.reference(
                declared.owner().packageName(), declared.property().type());
    }

    private static String article(String name) {
        return "AEIOU".indexOf(name.charAt(0)) >= 0 ? "an" : "a";
    }
}
