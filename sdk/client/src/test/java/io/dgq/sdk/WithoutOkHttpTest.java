package io.dgq.sdk;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.testing.MockApi;
import java.io.File;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * An application may leave OkHttp, okio and Kotlin's standard library out of its dependencies and use
 * {@code JdkHttpTransport}: no class of the SDK but those of {@code io.dgq.sdk.http.okhttp} refers to them, and a
 * client without them builds and calls on the JDK transport, or, left on the default, says what to do.
 */
class WithoutOkHttpTest {

    private static final Path CLASSES = Path.of("target/classes");
    private static final String OKHTTP_PACKAGE = "io/dgq/sdk/http/okhttp/";
    /**
     * A class file names each class it links in its constant pool: as a UTF-8 entry of its own ({@code 1}, two
     * bytes of length, then {@code okhttp3/OkHttpClient}) or inside a descriptor ({@code Lokhttp3/OkHttpClient;}).
     */
    private static final Pattern LEFT_OUT =
            Pattern.compile("(?:\u0001[\u0000-\u00ff]{2}|L)(okhttp3|okio|kotlin)/", Pattern.DOTALL);

    /** The jars an application leaves out: OkHttp's (and MockWebServer, built on it), okio's and Kotlin's. */
    private static final Pattern LEFT_OUT_JAR =
            Pattern.compile("(okhttp|okio|kotlin|mockwebserver|mockwebserver3)[^/\\\\]*\\.jar");

    @Test
    void onlyTheOkHttpPackageRefersToOkHttpOkioOrKotlin() throws IOException {
        List<String> offenders = new ArrayList<>();
        int scanned = 0;
        try (Stream<Path> files = Files.walk(CLASSES)) {
            for (Path file : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".class"))::iterator) {
                String name = CLASSES.relativize(file).toString().replace(File.separatorChar, '/');
                if (name.startsWith(OKHTTP_PACKAGE)) {
                    continue;
                }
                scanned++;
                Matcher refers = LEFT_OUT.matcher(new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1));
                while (refers.find()) {
                    offenders.add(name + " refers to " + refers.group(1));
                }
            }
        }
        assertThat(scanned).as("classes scanned").isGreaterThan(500);
        assertThat(offenders).isEmpty();
    }

    @Test
    void theScanFindsTheOkHttpPackagesOwnReferences() throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.list(CLASSES.resolve(OKHTTP_PACKAGE))) {
            for (Path file : (Iterable<Path>) files::iterator) {
                LEFT_OUT.matcher(new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1))
                        .results()
                        .forEach(m -> found.add(m.group(1)));
            }
        }
        assertThat(found).contains("okhttp3", "okio");
    }

    @Test
    void aClientOnTheJdkTransportCallsWithoutOkHttpAndTheDefaultSaysWhatIsMissing() throws Exception {
        try (MockApi api = new MockApi();
                URLClassLoader loader = new URLClassLoader(classPathWithoutOkHttp(), platformLoader())) {
            assertThat(loadable(loader, "okhttp3.OkHttpClient")).isFalse();
            assertThat(loadable(loader, "okio.Buffer")).isFalse();
            assertThat(loadable(loader, "kotlin.Unit")).isFalse();

            Object builder = builder(loader, api);
            Throwable refused = failure(() -> call(builder, "build"));
            assertThat(refused).isInstanceOf(IllegalStateException.class);
            assertThat(refused.getMessage())
                    .contains("okhttp3.OkHttpClient, okio.Buffer, kotlin.Unit is not there")
                    .contains("transport(JdkHttpTransport.builder().build())")
                    .contains("com.squareup.okhttp3:okhttp-jvm")
                    .doesNotContain(api.token());

            Class<?> jdk = loader.loadClass("io.dgq.sdk.http.jdk.JdkHttpTransport");
            Object transport = jdk.getMethod("create").invoke(null);
            Class<?> transportType = loader.loadClass("io.dgq.sdk.http.HttpTransport");
            Object onJdk = builder(loader, api);
            onJdk.getClass().getMethod("transport", transportType).invoke(onJdk, transport);
            try (AutoCloseable client = (AutoCloseable) call(onJdk, "build")) {
                api.enqueue(404, MockApi.errorEnvelope("Domain 'd-1' not found", "NOT_FOUND", "[]"));
                Object domains = call(client, "domains");
                Throwable notFound = failure(
                        () -> domains.getClass().getMethod("get", String.class).invoke(domains, "d-1"));
                assertThat(notFound.getClass().getName()).isEqualTo("io.dgq.sdk.errors.DgqNotFoundException");
                assertThat(notFound.getClass().getClassLoader()).isSameAs(loader);
                assertThat(notFound.getMessage()).contains("Domain 'd-1' not found");
                assertThat(api.takeSent("GET", "/api/v1/governance/domain/d-1")).isNotNull();
            } finally {
                ((AutoCloseable) transport).close();
            }
            assertThat(loadable(loader, "okhttp3.OkHttpClient"))
                    .as("still not loadable")
                    .isFalse();
        }
    }

    /** The tests' class path without OkHttp, okio, Kotlin and MockWebServer: the SDK's classes, Jackson, JWT. */
    private static URL[] classPathWithoutOkHttp() throws IOException {
        List<URL> urls = new ArrayList<>();
        int left = 0;
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            Path path = Path.of(entry);
            if (LEFT_OUT_JAR.matcher(path.getFileName().toString()).matches()) {
                left++;
                continue;
            }
            if (path.endsWith("test-classes")) {
                continue;
            }
            urls.add(path.toUri().toURL());
        }
        assertThat(left)
                .as("OkHttp, okio and Kotlin jars on the tests' class path, left out")
                .isGreaterThanOrEqualTo(3);
        return urls.toArray(new URL[0]);
    }

    private static ClassLoader platformLoader() {
        return ClassLoader.getPlatformClassLoader();
    }

    private static boolean loadable(ClassLoader loader, String name) {
        try {
            Class.forName(name, false, loader);
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }

    private static Object builder(ClassLoader loader, MockApi api) throws ReflectiveOperationException {
        Object builder =
                loader.loadClass("io.dgq.sdk.DgqClient").getMethod("builder").invoke(null);
        builder.getClass().getMethod("baseUrl", String.class).invoke(builder, api.baseUrl());
        builder.getClass().getMethod("apiToken", String.class).invoke(builder, api.token());
        builder.getClass().getMethod("maxRetries", int.class).invoke(builder, 0);
        return builder;
    }

    private static Object call(Object target, String method) throws ReflectiveOperationException {
        Method m = target.getClass().getMethod(method);
        m.setAccessible(true);
        return m.invoke(target);
    }

    /** A reflective step expected to fail. */
    private interface Step {
        void run() throws ReflectiveOperationException;
    }

    private static Throwable failure(Step step) throws ReflectiveOperationException {
        try {
            step.run();
        } catch (InvocationTargetException e) {
            return e.getCause();
        }
        throw new AssertionError("expected the call to fail");
    }
}
