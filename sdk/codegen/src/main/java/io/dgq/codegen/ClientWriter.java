package io.dgq.codegen;

import static io.dgq.codegen.Javadoc.MEMBER;
import static io.dgq.codegen.Javadoc.NESTED;
import static io.dgq.codegen.Types.arguments;
import static io.dgq.codegen.Types.argumentsWithOptions;
import static io.dgq.codegen.Types.linkTypes;
import static io.dgq.codegen.Types.names;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.dgq.codegen.ApiDescription.Answer;
import io.dgq.codegen.ApiDescription.Body;
import io.dgq.codegen.ApiDescription.Client;
import io.dgq.codegen.ApiDescription.Method;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes a resource client's public interfaces: the blocking one and its asynchronous twin, each with its nested
 * {@code WithRawResponse} view. Every operation is an abstract method taking the call's options, with a default
 * overload without them; a paged operation also has a streaming {@code ...All} twin.
 */
final class ClientWriter {

    private static final String ERRORS = "io.dgq.sdk.errors.";
    private static final ClassName AUTO_PAGER = ClassName.get(Types.SDK + ".paging", "AutoPager");

    private final Client client;
    private final ClassName blocking;
    private final ClassName async;

    ClientWriter(Client client) {
        this.client = client;
        this.blocking = ClassName.get(client.packageName(), client.interfaceName());
        this.async = ClassName.get(client.packageName(), client.asyncInterfaceName());
    }

    /** {@return the blocking interface} */
    TypeSpec blocking() {
        TypeSpec.Builder type = TypeSpec.interfaceBuilder(blocking)
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc(classDoc().render(0));
        ClassName raw = blocking.nestedClass("WithRawResponse");
        type.addMethod(MethodSpec.methodBuilder("withRawResponse")
                .addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
                .returns(raw)
                .addJavadoc("{@return the view of this client whose methods answer the whole envelope ({@link"
                        + " io.dgq.sdk.core.DgqResponse})}")
                .build());
        TypeSpec.Builder rawView = TypeSpec.interfaceBuilder(raw)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addJavadoc(
                        "The {@link $L} operations, answering the whole envelope ({@link io.dgq.sdk.core.DgqResponse}).",
                        client.interfaceName());
        for (Method method : client.methods()) {
            Prose prose = Prose.of(client, method);
            addBlocking(type, method, prose);
            rawView.addMethod(abstractMethod(method, Types.envelope(client, method))
                    .addJavadoc(rawDoc(method, prose, false).render(NESTED))
                    .build());
        }
        return type.addType(rawView.build()).build();
    }

    /** {@return the asynchronous interface} */
    TypeSpec async() {
        TypeSpec.Builder type = TypeSpec.interfaceBuilder(async)
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc(new Javadoc()
                        .paragraph(ApiDescription.capitalized(client.plural())
                                + " without waiting: the asynchronous twin of {@link " + client.interfaceName()
                                + "}, with the same operations, routes, retries and errors. Reached through {@code"
                                + " client.async()." + client.accessor() + "()}; {@code"
                                + " client.async().withRawResponse()." + client.accessor() + "()} answers the"
                                + " whole envelope. Each method starts the call and returns a {@link"
                                + " CompletableFuture} of what the blocking method returns ({@code Void} for"
                                + " nothing), failing with the exceptions it throws; a bad argument throws {@link"
                                + " IllegalArgumentException} at once. Thread-safe.")
                        .render(0));
        ClassName raw = async.nestedClass("WithRawResponse");
        type.addMethod(MethodSpec.methodBuilder("withRawResponse")
                .addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
                .returns(raw)
                .addJavadoc("{@return the view of this client whose methods answer the whole envelope}")
                .build());
        TypeSpec.Builder rawView = TypeSpec.interfaceBuilder(raw)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addJavadoc("The {@link $L} operations, answering the whole envelope.", client.asyncInterfaceName());
        for (Method method : client.methods()) {
            Prose prose = Prose.of(client, method);
            addAsync(type, method, prose);
            rawView.addMethod(abstractMethod(method, Types.future(Types.envelope(client, method)))
                    .addJavadoc(rawDoc(method, prose, true).render(NESTED))
                    .build());
        }
        return type.addType(rawView.build()).build();
    }

    private Javadoc classDoc() {
        StringBuilder list = new StringBuilder("<ul>\n");
        boolean inferred = false;
        for (Method method : client.methods()) {
            String names =
                    "{@code " + method.name() + "}" + (method.paged() ? ", {@code " + method.name() + "All}" : "");
            list.append("  <li>")
                    .append(names)
                    .append(": {@code ")
                    .append(method.route())
                    .append('}');
            if (method.paged() && client.columns() != null) {
                list.append(", sorted and filtered by {@link ")
                        .append(client.columns())
                        .append('}');
            }
            if (method.inferred()) {
                list.append(" (inferred)");
                inferred = true;
            }
            if (method.note() != null) {
                list.append("; ").append(method.note());
            }
            list.append('\n');
        }
        list.append("</ul>");
        Javadoc doc = new Javadoc()
                .paragraph(client.summary() + " Reached through {@code client." + client.accessor() + "()}; {@code"
                        + " client.withRawResponse()." + client.accessor() + "()} answers the whole envelope."
                        + " Thread-safe.")
                .paragraph(list.toString());
        if (inferred) {
            doc.paragraph("The specification names the operations marked inferred without a route: the SDK uses the"
                    + " routes their siblings imply, which the reference server serves too.");
        }
        return doc;
    }

    private void addBlocking(TypeSpec.Builder type, Method method, Prose prose) {
        List<ParameterSpec> all = argumentsWithOptions(client, method);
        List<ParameterSpec> some = arguments(client, method);
        TypeName plain = Types.plain(client, method);
        String options = method.paged() ? "the call's options, also used for the next pages" : "the call's options";
        Javadoc primary = new Javadoc().paragraph(routeSentence(method, prose));
        params(primary, prose, all, options);
        if (prose.returns() != null) {
            primary.returns(prose.returns());
        }
        primary.throwing("IllegalArgumentException", "before any request, if " + prose.argumentCheck());
        failures(primary, prose).throwing(ERRORS + "DgqException", "if the call fails");
        type.addMethod(
                abstractMethod(method, plain).addJavadoc(primary.render(MEMBER)).build());
        type.addMethod(overload(
                method.name(),
                plain,
                some,
                all,
                prose,
                prose.summary() + " with the client's options.",
                prose.returns()));
        if (method.paged()) {
            TypeName stream = ParameterizedTypeName.get(Types.STREAM, Types.type(client, method.dataType()));
            Javadoc streams = new Javadoc()
                    .paragraph("Streams every record of {@link #" + method.name() + "(" + linkTypes(all) + ")}, from"
                            + " the request's page on, fetching each page only when the previous one has been"
                            + " consumed.");
            params(streams, prose, all, "the call's options, for every page");
            streams.returns("a lazy stream; nothing is fetched until its terminal operation runs")
                    .throwing("IllegalArgumentException", "at once, if " + prose.argumentCheck())
                    .throwing(ERRORS + "DgqException", "while the stream is consumed, if a page fails");
            type.addMethod(MethodSpec.methodBuilder(method.name() + "All")
                    .addModifiers(Modifier.PUBLIC, Modifier.DEFAULT)
                    .addParameters(all)
                    .returns(stream)
                    .addJavadoc(streams.render(MEMBER))
                    .addCode(checks(method, all))
                    .addStatement("return $T.lazy(() -> $L($L)).stream()", AUTO_PAGER, method.name(), names(all))
                    .build());
            type.addMethod(overload(
                    method.name() + "All",
                    stream,
                    some,
                    all,
                    prose,
                    "Streams every record of {@link #" + method.name() + "(" + linkTypes(all)
                            + ")} with the client's options.",
                    "a lazy stream"));
        }
    }

    private void addAsync(TypeSpec.Builder type, Method method, Prose prose) {
        List<ParameterSpec> all = argumentsWithOptions(client, method);
        List<ParameterSpec> some = arguments(client, method);
        TypeName future = Types.future(Types.plainBoxed(client, method));
        String twin = "{@link " + client.interfaceName() + "#" + method.name() + "(" + linkTypes(all) + ")}";
        Javadoc primary = new Javadoc().paragraph(prose.summary() + " without waiting: the asynchronous " + twin + ".");
        params(primary, prose, all, "the call's options");
        primary.returns(
                        prose.returns() == null
                                ? "a future completed with {@code null} once done; it fails as the blocking method throws"
                                : "a future of " + prose.returns() + "; it fails as the blocking method throws")
                .throwing("IllegalArgumentException", "at once, before any request, if " + prose.argumentCheck());
        type.addMethod(abstractMethod(method, future)
                .addJavadoc(primary.render(MEMBER))
                .build());
        type.addMethod(overload(
                method.name(),
                future,
                some,
                all,
                prose,
                prose.summary() + " without waiting, with the client's options.",
                prose.returns() == null ? "a future completed once done" : "a future of " + prose.returns()));
        if (method.paged()) {
            TypeName pager = ParameterizedTypeName.get(Types.ASYNC_PAGER, Types.type(client, method.dataType()));
            Javadoc walks = new Javadoc()
                    .paragraph("Walks every record of {@link #" + method.name() + "(" + linkTypes(all) + ")}, from"
                            + " the request's page on, without waiting: page after page, each fetched once the"
                            + " records of the page before have been handed over. The asynchronous twin of {@link "
                            + client.interfaceName() + "#" + method.name() + "All(" + linkTypes(all) + ")}.");
            params(walks, prose, all, "the call's options, for every page");
            walks.returns("the pager, also a {@link java.util.concurrent.Flow.Publisher}; nothing is fetched until it"
                            + " is walked")
                    .throwing("IllegalArgumentException", "at once, if " + prose.argumentCheck());
            type.addMethod(MethodSpec.methodBuilder(method.name() + "AllAsync")
                    .addModifiers(Modifier.PUBLIC, Modifier.DEFAULT)
                    .addParameters(all)
                    .returns(pager)
                    .addJavadoc(walks.render(MEMBER))
                    .addCode(checks(method, all))
                    .addStatement(
                            "return $T.of(request, next -> $L($L))",
                            Types.ASYNC_PAGER,
                            method.name(),
                            names(all).replace("request, options", "next, options"))
                    .build());
            type.addMethod(overload(
                    method.name() + "AllAsync",
                    pager,
                    some,
                    all,
                    prose,
                    "Walks every record of {@link #" + method.name() + "(" + linkTypes(all)
                            + ")} without waiting, with the client's options.",
                    "the pager; nothing is fetched until it is walked"));
        }
    }

    /**
     * The checks a streaming method makes at once: the texts, then the request and the options. Written out, as the
     * interface's default method is public API and reaches into no internal class.
     */
    private static CodeBlock checks(Method method, List<ParameterSpec> parameters) {
        CodeBlock.Builder code = CodeBlock.builder();
        for (ParameterSpec parameter : parameters) {
            boolean text = method.pathParameters().contains(parameter.name());
            if (text) {
                code.beginControlFlow("if ($N == null || $N.isBlank())", parameter, parameter)
                        .addStatement(
                                "throw new $T($S + ($N == null ? $S : $S))",
                                IllegalArgumentException.class,
                                "'" + parameter.name() + "' must not be ",
                                parameter,
                                "null",
                                "blank")
                        .endControlFlow();
            } else {
                code.beginControlFlow("if ($N == null)", parameter)
                        .addStatement(
                                "throw new $T($S)",
                                IllegalArgumentException.class,
                                "'" + parameter.name() + "' must not be null")
                        .endControlFlow();
            }
        }
        return code.build();
    }

    private Javadoc rawDoc(Method method, Prose prose, boolean future) {
        List<ParameterSpec> all = argumentsWithOptions(client, method);
        String envelope = method.answer() == Answer.NOTHING
                ? "the envelope, whose data is the empty object"
                : method.body() == Body.EXPORT
                        ? "the envelope holding every match as one page"
                        : "the envelope holding " + prose.returns();
        Javadoc doc = new Javadoc()
                .paragraph(prose.summary() + (future ? " without waiting" : "") + ", answering the whole envelope.");
        params(doc, prose, all, "the call's options");
        String owner = future ? client.asyncInterfaceName() : client.interfaceName();
        return doc.returns(future ? "a future of " + envelope : envelope)
                .see(owner + "#" + method.name() + "(" + linkTypes(all) + ")");
    }

    private static String routeSentence(Method method, Prose prose) {
        return prose.summary() + ": {@code " + method.route() + "}."
                + (prose.details() == null ? "" : " " + prose.details());
    }

    private static void params(Javadoc doc, Prose prose, List<ParameterSpec> parameters, String options) {
        parameters.forEach(p -> doc.param(p.name(), prose.param(p, options)));
    }

    private static Javadoc failures(Javadoc doc, Prose prose) {
        prose.throwsDocs().forEach(t -> doc.throwing(ERRORS + t[0], t[1]));
        return doc;
    }

    private MethodSpec.Builder abstractMethod(Method method, TypeName returns) {
        return MethodSpec.methodBuilder(method.name())
                .addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
                .addParameters(argumentsWithOptions(client, method))
                .returns(returns);
    }

    /** A default method that calls its primary with {@code RequestOptions.none()}. */
    private static MethodSpec overload(
            String name,
            TypeName returns,
            List<ParameterSpec> some,
            List<ParameterSpec> all,
            Prose prose,
            String summary,
            String answer) {
        Javadoc doc = new Javadoc().paragraph(summary);
        some.forEach(p -> doc.param(p.name(), prose.param(p, "")));
        if (!returns.equals(TypeName.VOID)) {
            doc.returns(answer);
        }
        doc.see("#" + name + "(" + linkTypes(all) + ")");
        String arguments = some.isEmpty() ? "" : names(some) + ", ";
        MethodSpec.Builder method = MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC, Modifier.DEFAULT)
                .addParameters(some)
                .returns(returns)
                .addJavadoc(doc.render(MEMBER));
        if (returns.equals(TypeName.VOID)) {
            method.addStatement("$L($L$T.none())", name, arguments, Types.REQUEST_OPTIONS);
        } else {
            method.addStatement("return $L($L$T.none())", name, arguments, Types.REQUEST_OPTIONS);
        }
        return method.build();
    }
}
