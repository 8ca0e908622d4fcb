package io.dgq.sdk;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A Spring Boot 4 application's code knows Jackson 3 ({@code tools.jackson}) only: this compiles a small program
 * against the SDK's classes with Jackson 3 (the version Spring Boot 4 manages, which the build copies into
 * {@code target/jackson3}) as the only JSON library on its compile classpath, no Jackson 2 jar at all, so any Jackson
 * 2 type in a public signature it uses fails the compile; then runs it with the SDK's own runtime jars beside it, and
 * checks what it read back through unknown fields, free-form members and a model's JSON.
 */
class Jackson3ConsumerTest {

    private static final String PROGRAM = "jackson3-consumer/com/example/jackson3/Jackson3Consumer.java";
    private static final Path JACKSON3 = Path.of("target/jackson3");
    private static final Path SDK_CLASSES = Path.of("target/classes");

    @Test
    void aProgramWithOnlyJackson3OnItsCompileClasspathUsesTheApi(@TempDir Path out) throws Exception {
        List<String> jackson3 = new ArrayList<>();
        try (Stream<Path> jars = Files.list(JACKSON3)) {
            jars.filter(jar -> jar.toString().endsWith(".jar")).forEach(jar -> jackson3.add(jar.toString()));
        }
        assertThat(jackson3)
                .as("Jackson 3 and its annotations, copied by the build into %s", JACKSON3)
                .hasSize(3)
                .noneMatch(jar -> jar.contains("jackson-databind-2") || jar.contains("jackson-core-2"));
        List<String> compile = new ArrayList<>(jackson3);
        compile.add(SDK_CLASSES.toString());

        Path source = copyProgram(out.resolve("src"));
        Path classes = Files.createDirectories(out.resolve("classes"));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        StringWriter log = new StringWriter();
        boolean compiled;
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT, null)) {
            compiled = javac.getTask(
                            log,
                            files,
                            diagnostics,
                            List.of(
                                    "-classpath",
                                    String.join(File.pathSeparator, compile),
                                    "-d",
                                    classes.toString(),
                                    "-proc:none"),
                            null,
                            files.getJavaFileObjects(source))
                    .call();
        }
        List<String> errors = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
            if (d.getKind() == Diagnostic.Kind.ERROR) {
                errors.add(d.getLineNumber() + ": " + d.getMessage(Locale.ROOT));
            }
        }
        assertThat(errors).as("compile errors with Jackson 3 only").isEmpty();
        assertThat(compiled).as(log.toString()).isTrue();

        // at run time the SDK's own jars are there too, and Jackson 3's annotations replace the older copy of them
        List<URL> runtime = new ArrayList<>();
        runtime.add(classes.toUri().toURL());
        for (String jar : jackson3) {
            runtime.add(Path.of(jar).toUri().toURL());
        }
        for (String entry : System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"))
                .split(File.pathSeparator)) {
            if (!entry.contains("jackson-annotations")) {
                runtime.add(Path.of(entry).toUri().toURL());
            }
        }
        try (URLClassLoader loader =
                new URLClassLoader(runtime.toArray(URL[]::new), ClassLoader.getPlatformClassLoader())) {
            Object lines = loader.loadClass("com.example.jackson3.Jackson3Consumer")
                    .getMethod("run")
                    .invoke(null);
            assertThat(lines)
                    .isEqualTo(List.of(
                            "gold",
                            "2.5",
                            "true",
                            "5",
                            "{\"id\":\"u-1\",\"email\":\"ada@acme.example\"}",
                            "{\"tier\":\"gold\",\"weights\":[1,2.5]}"));
        }
    }

    private static Path copyProgram(Path dir) throws IOException {
        Path target = dir.resolve(PROGRAM.substring(PROGRAM.indexOf('/') + 1));
        Files.createDirectories(target.getParent());
        try (InputStream in = Objects.requireNonNull(
                Jackson3ConsumerTest.class.getClassLoader().getResourceAsStream(PROGRAM), PROGRAM)) {
            Files.write(target, in.readAllBytes());
        }
        return target;
    }
}
