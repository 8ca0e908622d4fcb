package io.dgq.codegen;

import static io.dgq.codegen.Types.argumentsWithOptions;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.dgq.codegen.ApiDescription.Client;
import io.dgq.codegen.ApiDescription.Method;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * Writes the concrete classes behind a resource client's interfaces, in {@code io.dgq.sdk.internal.clients}: each
 * method binds its arguments to its operation's constant and hands the call to the client's call pipeline, in a
 * line. The raw-response view is a nested class of the same file.
 */
final class ImplWriter {

    static final String PACKAGE = Types.INTERNAL + ".clients";

    private final Client client;

    ImplWriter(Client client) {
        this.client = client;
    }

    /** {@return the blocking implementation's file} */
    JavaFile blocking() {
        return file(false);
    }

    /** {@return the asynchronous implementation's file} */
    JavaFile async() {
        return file(true);
    }

    private JavaFile file(boolean async) {
        Set<String> constants = new LinkedHashSet<>();
        String name = async ? client.asyncInterfaceName() : client.interfaceName();
        ClassName api = ClassName.get(client.packageName(), name);
        ClassName rawApi = api.nestedClass("WithRawResponse");
        ClassName impl = ClassName.get(PACKAGE, name + "Impl");
        ClassName rawImpl = impl.nestedClass("Raw");
        ClassName pipeline = Types.CALL_PIPELINE;
        String suffix = async ? "Async" : "";

        TypeSpec.Builder raw = TypeSpec.classBuilder(rawImpl)
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .addSuperinterface(rawApi)
                .addJavadoc("The raw-response view: the same calls, answering the whole envelope.")
                .addField(pipeline, "pipeline", Modifier.PRIVATE, Modifier.FINAL)
                .addMethod(MethodSpec.constructorBuilder()
                        .addParameter(pipeline, "pipeline")
                        .addStatement("this.pipeline = pipeline")
                        .build());
        TypeSpec.Builder type = TypeSpec.classBuilder(impl)
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addSuperinterface(api)
                .addJavadoc(new Javadoc()
                        .paragraph("The {@link " + api.simpleName() + "} of a client: each method binds its"
                                + " arguments to its operation, declared in {@link "
                                + Types.operations(client).canonicalName()
                                + "}, and runs the call. Thread-safe. Internal.")
                        .render(0))
                .addField(pipeline, "pipeline", Modifier.PRIVATE, Modifier.FINAL)
                .addField(FieldSpec.builder(rawApi, "raw", Modifier.PRIVATE, Modifier.FINAL)
                        .build())
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PUBLIC)
                        .addJavadoc(
                                "Builds the client.\n\n@param pipeline the client's call pipeline, which runs each bound"
                                        + " call\n")
                        .addParameter(pipeline, "pipeline")
                        .addStatement("this.pipeline = pipeline")
                        .addStatement("this.raw = new $T(pipeline)", rawImpl)
                        .build())
                .addMethod(MethodSpec.methodBuilder("withRawResponse")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(rawApi)
                        .addStatement("return raw")
                        .build());
        for (Method method : client.methods()) {
            String constant = Types.constant(client, method);
            constants.add(constant);
            List<ParameterSpec> all = argumentsWithOptions(client, method);
            CodeBlock bound = Types.bind(client, method, constant);
            TypeName plain = async ? Types.future(Types.plainBoxed(client, method)) : Types.plain(client, method);
            type.addMethod(override(
                    method.name(), all, plain, plain.equals(TypeName.VOID), "pipeline.plain" + suffix + "($L)", bound));
            TypeName envelope = async ? Types.future(Types.envelope(client, method)) : Types.envelope(client, method);
            raw.addMethod(override(method.name(), all, envelope, false, "pipeline.envelope" + suffix + "($L)", bound));
        }
        type.addMethod(toStringMethod(api.simpleName()));
        raw.addMethod(toStringMethod(api.simpleName() + ".WithRawResponse"));
        type.addType(raw.build());
        return JavaFile.builder(PACKAGE, type.build())
                .addStaticImport(Types.operations(client), constants.toArray(String[]::new))
                .indent(Generator.INDENT)
                .build();
    }

    private static MethodSpec override(
            String name,
            List<ParameterSpec> parameters,
            TypeName returns,
            boolean statement,
            String code,
            Object... args) {
        MethodSpec.Builder method = MethodSpec.methodBuilder(name)
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .addParameters(parameters)
                .returns(returns);
        if (statement) {
            method.addStatement(code, args);
        } else {
            method.addStatement("return " + code, args);
        }
        return method.build();
    }

    private static MethodSpec toStringMethod(String text) {
        return MethodSpec.methodBuilder("toString")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(String.class)
                .addStatement("return $S", text)
                .build();
    }
}
