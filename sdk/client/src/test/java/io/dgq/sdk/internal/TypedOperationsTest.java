package io.dgq.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.internal.clients.DomainsOperations;
import java.io.StringWriter;
import java.lang.reflect.ParameterizedType;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * The operation table is typed: an operation's constant says the class of the request it binds, so the compiler
 * refuses a request of another class, instead of a cast failing at run time.
 */
class TypedOperationsTest {

    @Test
    void aRequestOfTheWrongClassDoesNotCompile() {
        String wrong =
                compile("io.dgq.sdk.domains.DomainUpdateRequest.builder().name(\"n\").build(), RequestOptions.none()");
        assertThat(wrong).contains("bind");
        assertThat(compile("io.dgq.sdk.domains.DomainCreateRequest.builder().name(\"n\").build(),"
                        + " RequestOptions.none()"))
                .isEmpty();
    }

    @Test
    void everyConstantNamesTheInputItsBodyIsBoundFrom() throws ReflectiveOperationException {
        ParameterizedType create = (ParameterizedType)
                DomainsOperations.class.getField("DOMAINS_CREATE").getGenericType();
        assertThat(create.getActualTypeArguments()[0]).isEqualTo(DomainCreateRequest.class);
        ParameterizedType get = (ParameterizedType)
                DomainsOperations.class.getField("DOMAINS_GET").getGenericType();
        assertThat(get.getActualTypeArguments()[0]).isEqualTo(Void.class);
    }

    @Test
    void anOperationWithABodyRefusesABindingWithout() {
        assertThatThrownBy(() -> DomainsOperations.DOMAINS_CREATE.bind(RequestOptions.none()))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("POST /governance/domain")
                .hasMessageContaining("takes a body");
        assertThatThrownBy(() -> DomainsOperations.DOMAINS_TREE_VIEW.bind(new Object[0], RequestOptions.none()))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("takes 1 body fields, got 0");
    }

    /** Compiles a call of {@code DOMAINS_CREATE.bind(...)} with these arguments; answers the errors, or "". */
    private static String compile(String arguments) {
        String source =
                "package probe; import io.dgq.sdk.core.RequestOptions; import io.dgq.sdk.internal.clients.DomainsOperations;"
                        + " class Probe { Object call() { return DomainsOperations.DOMAINS_CREATE.bind(" + arguments
                        + "); } }";
        JavaFileObject file =
                new SimpleJavaFileObject(URI.create("string:///probe/Probe.java"), JavaFileObject.Kind.SOURCE) {
                    @Override
                    public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                        return source;
                    }
                };
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        List<String> options = List.of(
                "-proc:none",
                "-classpath",
                System.getProperty("java.class.path"),
                "-d",
                System.getProperty("java.io.tmpdir") + "/typed-operations-probe");
        boolean compiled = compiler.getTask(
                        new StringWriter(),
                        compiler.getStandardFileManager(diagnostics, null, StandardCharsets.UTF_8),
                        diagnostics,
                        options,
                        null,
                        List.of(file))
                .call();
        StringBuilder errors = new StringBuilder();
        diagnostics
                .getDiagnostics()
                .forEach(d -> errors.append(d.getMessage(null)).append('\n'));
        return compiled ? "" : errors.toString();
    }
}
