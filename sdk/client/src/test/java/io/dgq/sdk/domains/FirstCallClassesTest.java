package io.dgq.sdk.domains;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.testing.MockApi;
import java.io.File;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A client's first {@code domains().get(id)} loads the models and requests of the domains only: each resource's
 * operations are declared in a holder of their own, loaded with the resource's first call, so what a fresh JVM
 * loads before its first answer does not grow with the API. The client runs in a class loader of its own, which
 * says afterwards which classes it loaded.
 */
class FirstCallClassesTest {

    private static final Path CLASSES = Path.of("target/classes");

    /** The packages of the resources other than the domains. */
    private static final Set<String> OTHER_RESOURCES = Set.of(
            "alertclusters",
            "applications",
            "auth",
            "conversations",
            "documents",
            "fields",
            "glossaries",
            "metricdetails",
            "metrictemplates",
            "parameters",
            "patterns",
            "sources",
            "tags",
            "terms");

    @Test
    void aDomainsGetLoadsNoModelOrRequestOfAnotherResource() throws Exception {
        try (MockApi api = new MockApi();
                Probe loader = new Probe()) {
            api.enqueueData(DomainsClientTest.DOMAIN_JSON);
            Object builder = loader.loadClass("io.dgq.sdk.DgqClient")
                    .getMethod("builder")
                    .invoke(null);
            builder.getClass().getMethod("baseUrl", String.class).invoke(builder, api.baseUrl());
            builder.getClass().getMethod("apiToken", String.class).invoke(builder, api.token());
            try (AutoCloseable client =
                    (AutoCloseable) builder.getClass().getMethod("build").invoke(builder)) {
                Object domains = client.getClass().getMethod("domains").invoke(client);
                Object domain = domains.getClass()
                        .getMethod("get", String.class)
                        .invoke(domains, "0b7e3f5e-8d1c-4b55-9a63-2f1f0d9c6a11");
                assertThat(domain.getClass().getName()).isEqualTo("io.dgq.sdk.domains.Domain");
            }
            assertThat(api.takeSent("GET", "/api/v1/governance/domain/0b7e3f5e-8d1c-4b55-9a63-2f1f0d9c6a11"))
                    .isNotNull();

            assertThat(loader.loaded("io.dgq.sdk.internal.clients.DomainsOperations"))
                    .isTrue();
            assertThat(loader.loaded("io.dgq.sdk.internal.clients.ApiOperations"))
                    .as("the index of every operation")
                    .isFalse();
            List<String> others = new ArrayList<>();
            int candidates = 0;
            for (String name : resourceClasses()) {
                String simple = name.substring(name.lastIndexOf('.') + 1);
                if (simple.endsWith("Client") || simple.contains("Client$")) {
                    continue; // the root client names every resource's interfaces
                }
                candidates++;
                if (loader.loaded(name)) {
                    others.add(name);
                }
            }
            assertThat(candidates)
                    .as("models and requests of the other resources")
                    .isGreaterThan(100);
            assertThat(others).isEmpty();
        }
    }

    /**
     * The build does the JSON and transport work of a JVM's first call (decision 0195): the call itself defines no
     * class of OkHttp's platform or media types and few of Jackson's (decision 0205: no introspection of the record's models).
     */
    @Test
    void theBuildReadiesJsonAndTransportForTheFirstCall() throws Exception {
        try (MockApi api = new MockApi();
                Probe loader = new Probe()) {
            api.enqueueData(DomainsClientTest.DOMAIN_JSON);
            Object builder = loader.loadClass("io.dgq.sdk.DgqClient")
                    .getMethod("builder")
                    .invoke(null);
            builder.getClass().getMethod("baseUrl", String.class).invoke(builder, api.baseUrl());
            builder.getClass().getMethod("apiToken", String.class).invoke(builder, api.token());
            try (AutoCloseable client =
                    (AutoCloseable) builder.getClass().getMethod("build").invoke(builder)) {
                for (String name : List.of(
                        "com.fasterxml.jackson.databind.json.JsonMapper",
                        "com.fasterxml.jackson.datatype.jsr310.JavaTimeModule",
                        "com.fasterxml.jackson.core.json.UTF8StreamJsonParser",
                        "io.dgq.sdk.internal.Envelope",
                        "io.dgq.sdk.internal.models.ModelDecoder",
                        "okhttp3.internal.platform.Platform",
                        "okhttp3.HttpUrl",
                        "okhttp3.Request",
                        "okhttp3.MediaType")) {
                    assertThat(loader.loaded(name))
                            .as(name + " loaded by the build")
                            .isTrue();
                }
                int before = loader.defined().size();
                Object domains = client.getClass().getMethod("domains").invoke(client);
                domains.getClass()
                        .getMethod("get", String.class)
                        .invoke(domains, "0b7e3f5e-8d1c-4b55-9a63-2f1f0d9c6a11");
                List<String> all = loader.defined();
                List<String> byCall = all.subList(before, all.size());
                assertThat(byCall)
                        .filteredOn(n -> n.startsWith("okhttp3.internal.platform."))
                        .isEmpty();
                assertThat(byCall)
                        .as("the answer's media type parsed with the regular expressions the build compiled")
                        .filteredOn(n -> n.startsWith("okhttp3.MediaType") || n.startsWith("kotlin.text."))
                        .isEmpty();
                assertThat(byCall)
                        .filteredOn(n -> n.startsWith("com.fasterxml.jackson."))
                        .hasSizeLessThan(JACKSON_CLASSES_OF_THE_CALL);
            }
        }
    }

    /**
     * Before decision 0195 the first call loaded 205 classes of Jackson's, and 18 after it (its introspection of the
     * record's models and of {@code Status}'s creator); none since decision 0205.
     */
    private static final int JACKSON_CLASSES_OF_THE_CALL = 5;

    /** The classes of the other resources' packages, by binary name. */
    private static List<String> resourceClasses() throws IOException {
        List<String> names = new ArrayList<>();
        for (String resource : OTHER_RESOURCES) {
            try (Stream<Path> files = Files.list(CLASSES.resolve("io/dgq/sdk").resolve(resource))) {
                files.map(f -> f.getFileName().toString())
                        .filter(f -> f.endsWith(".class") && !f.equals("package-info.class"))
                        .forEach(f -> names.add(
                                "io.dgq.sdk." + resource + "." + f.substring(0, f.length() - ".class".length())));
            }
        }
        return names;
    }

    /** The SDK and its dependencies from the tests' class path, in a loader that says what it loaded. */
    private static final class Probe extends URLClassLoader {

        Probe() throws IOException {
            super(classPath(), ClassLoader.getPlatformClassLoader());
        }

        private final List<String> defined = new ArrayList<>();

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            Class<?> found = super.findClass(name);
            synchronized (defined) {
                defined.add(name);
            }
            return found;
        }

        /** {@return a copy of the names of the classes this loader defined, in order} */
        List<String> defined() {
            synchronized (defined) {
                return List.copyOf(defined);
            }
        }

        boolean loaded(String name) {
            synchronized (getClassLoadingLock(name)) {
                return findLoadedClass(name) != null;
            }
        }

        private static URL[] classPath() throws IOException {
            List<URL> urls = new ArrayList<>();
            for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
                Path path = Path.of(entry);
                if (!path.endsWith("test-classes")) {
                    urls.add(path.toUri().toURL());
                }
            }
            return urls.toArray(new URL[0]);
        }
    }
}
