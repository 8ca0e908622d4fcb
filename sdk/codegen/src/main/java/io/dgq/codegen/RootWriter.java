package io.dgq.codegen;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import io.dgq.codegen.ApiDescription.Client;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes the resource accessors of the client roots, in {@code io.dgq.sdk.internal.clients}: an abstract class per
 * mode ({@code ResourceClients} of a {@code DgqClient}, {@code AsyncResourceClients} of a {@code DgqAsyncClient})
 * with one accessor per resource client, which makes its client on first use, and an abstract raw-response view
 * with one accessor per client. The roots' other members (the literal {@code request(...)}, {@code close()}, ...)
 * are behaviour, written by hand in their subclasses.
 */
final class RootWriter {

    private RootWriter() {}

    /**
     * Writes one mode's class.
     *
     * @param clients the resource clients, in the document's order
     * @param async whether it is the asynchronous root's
     * @return the file
     */
    static JavaFile write(List<Client> clients, boolean async) {
        String root = async ? "DgqAsyncClient" : "DgqClient";
        ClassName self = ClassName.get(ImplWriter.PACKAGE, async ? "AsyncResourceClients" : "ResourceClients");
        ClassName views = self.nestedClass("RawViews");
        ClassName pipeline = Types.CALL_PIPELINE;
        TypeSpec.Builder type = TypeSpec.classBuilder(self)
                .addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
                .addJavadoc(new Javadoc()
                        .paragraph("The resource clients of a {@code " + root + "}, each made on its"
                                + " first use (a client that calls one resource loads the classes of that one only),"
                                + " and their raw-response view. The root's other members are its subclass's, in"
                                + " the root package, which implements {@code " + root + "} with these accessors:"
                                + " this package imports nothing of the root package's. Thread-safe. Internal.")
                        .render(0))
                .addField(pipeline, "pipeline", Modifier.PRIVATE, Modifier.FINAL)
                .addField(FieldSpec.builder(Object.class, "lock", Modifier.PRIVATE, Modifier.FINAL)
                        .initializer("new Object()")
                        .build())
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PROTECTED)
                        .addJavadoc("Makes none of the resource clients yet.\n\n"
                                + "@param pipeline the client's call pipeline, which runs the calls of every resource"
                                + " client\n")
                        .addParameter(pipeline, "pipeline")
                        .addStatement("this.pipeline = pipeline")
                        .build());
        TypeSpec.Builder raw = TypeSpec.classBuilder(views)
                .addModifiers(Modifier.PROTECTED, Modifier.ABSTRACT)
                .addJavadoc("The raw-response view of the resource clients; the literal {@code request(...)} is the"
                        + " subclass's.")
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PROTECTED)
                        .addJavadoc("Creates the view.")
                        .build());
        for (Client client : clients) {
            String name = async ? client.asyncInterfaceName() : client.interfaceName();
            ClassName api = ClassName.get(client.packageName(), name);
            ClassName impl = ClassName.get(ImplWriter.PACKAGE, name + "Impl");
            String field = client.accessor();
            type.addField(api, field, Modifier.PRIVATE, Modifier.VOLATILE);
            type.addMethod(MethodSpec.methodBuilder(field)
                    .addJavadoc("{@return the $L client, made on first use}", field)
                    .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                    .returns(api)
                    .addStatement("$T client = $L", api, field)
                    .beginControlFlow("if (client == null)")
                    .beginControlFlow("synchronized (lock)")
                    .addStatement("client = $L", field)
                    .beginControlFlow("if (client == null)")
                    .addStatement("client = new $T(pipeline)", impl)
                    .addStatement("$L = client", field)
                    .endControlFlow()
                    .endControlFlow()
                    .endControlFlow()
                    .addStatement("return client")
                    .build());
            raw.addMethod(MethodSpec.methodBuilder(field)
                    .addJavadoc("{@return the $L client's raw-response view}", field)
                    .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                    .returns(api.nestedClass("WithRawResponse"))
                    .addStatement("return $T.this.$L().withRawResponse()", self, field)
                    .build());
        }
        type.addType(raw.build());
        return JavaFile.builder(self.packageName(), type.build())
                .indent(Generator.INDENT)
                .build();
    }
}
