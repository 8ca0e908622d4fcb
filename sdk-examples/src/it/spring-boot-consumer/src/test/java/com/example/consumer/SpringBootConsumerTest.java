package com.example.consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainColumn;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.domains.DomainUpdateRequest;
import io.dgq.sdk.errors.DgqNotFoundException;
import io.dgq.sdk.model.Status;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import io.dgq.sdk.paging.SortDirection;
import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import java.io.File;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * What a Spring Boot 3 application resolves (its BOM imported before DGQ's) runs the SDK: README's tour against the
 * embedded reference server, and the jars on the module path under their module names.
 */
class SpringBootConsumerTest {

    @Test
    void theReadmeTourRunsWithWhatSpringBootResolves() {
        System.out.println("Jackson " + com.fasterxml.jackson.databind.cfg.PackageVersion.VERSION + ", Kotlin "
                + kotlin.KotlinVersion.CURRENT + ", OkHttp " + okhttp3.OkHttp.VERSION);
        List<String> out = new ArrayList<>();
        try (ReferenceServer server =
                ReferenceServer.builder().port(0).seed(Seed.DEMO).start()) {
            String baseUrl = server.baseUrl();
            String token = server.apiToken();
            try (DgqClient client =
                    DgqClient.builder().baseUrl(baseUrl).apiToken(token).build()) {
                Page<DomainListItem> page = client.domains()
                        .list(ListRequest.builder()
                                .pageSize(10)
                                .sort(DomainColumn.NAME, SortDirection.ASC)
                                .build());
                page.items().forEach(d -> out.add(d.name()));

                Domain created = client.domains()
                        .create(DomainCreateRequest.builder()
                                .name("Customer Data")
                                .description("Everything about customers")
                                .build());
                client.domains()
                        .update(
                                created.id(),
                                DomainUpdateRequest.builder()
                                        .status(Status.VERIFIED)
                                        .build());
                Domain domain = client.domains().get(created.id());
                out.add(domain.name() + " is " + domain.status());
                client.domains().delete(domain.id());

                try {
                    client.domains().get(domain.id());
                } catch (DgqNotFoundException e) {
                    out.add("Gone: " + e.getMessage());
                }

                client.domains()
                        .listAll(ListRequest.builder().pageSize(100).build())
                        .forEach(d -> out.add(d.id() + " " + d.name()));
            }
        }
        assertEquals(
                List.of(
                        "Accounts Payable",
                        "CRM",
                        "Customer",
                        "Finance",
                        "Marketing",
                        "Revenue Operations",
                        "Sales",
                        "Customer Data is VERIFIED"),
                out.subList(0, 8));
        assertTrue(out.get(8).startsWith("Gone: ") && out.get(8).contains("404"), out.get(8));
        assertEquals(7, out.size() - 9, "listAll streams the 7 demo domains: " + out);
    }

    @Test
    void theJarsCarryTheirModuleNames() throws Exception {
        assertEquals("io.dgq.sdk", moduleName(jarOf(DgqClient.class)));
        assertEquals("io.dgq.server", moduleName(jarOf(ReferenceServer.class)));
    }

    @Test
    void aModuleThatRequiresTheSdkCompilesOnTheModulePath() throws Exception {
        Path root = Path.of("target", "module-check", "src");
        Path sources = Files.createDirectories(root.resolve(Path.of("com", "example", "app")));
        Files.writeString(root.resolve("module-info.java"), "module com.example.app {\n    requires io.dgq.sdk;\n}\n");
        Files.writeString(
                sources.resolve("App.java"),
                "package com.example.app;\n\n"
                        + "public class App {\n    public static io.dgq.sdk.DgqClient client(String url, String token) {\n"
                        + "        return io.dgq.sdk.DgqClient.builder().baseUrl(url).apiToken(token).build();\n    }\n}\n");
        // The SDK and what it needs at run time; test and Spring artifacts stay off the module path.
        String modulePath = classPath().stream()
                .filter(jar -> jar.getFileName()
                        .toString()
                        .matches("(dgq-sdk|okhttp|okio|kotlin-stdlib|jackson|java-jwt).*\\.jar"))
                .map(Path::toString)
                .collect(Collectors.joining(File.pathSeparator));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int status = javac.run(
                null,
                null,
                null,
                "--release",
                "17",
                "--module-path",
                modulePath,
                "-d",
                "target/module-check/classes",
                "target/module-check/src/module-info.java",
                "target/module-check/src/com/example/app/App.java");
        assertEquals(0, status, "javac on the module path " + modulePath);
    }

    private static Path jarOf(Class<?> type) throws URISyntaxException {
        Path jar =
                Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        assertTrue(jar.toString().endsWith(".jar"), "a jar, not a class directory: " + jar);
        return jar;
    }

    private static String moduleName(Path jar) {
        List<ModuleReference> modules = new ArrayList<>(ModuleFinder.of(jar).findAll());
        assertEquals(1, modules.size(), jar.toString());
        return modules.get(0).descriptor().name();
    }

    private static List<Path> classPath() {
        String path = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<Path> entries = new ArrayList<>();
        for (String entry : path.split(File.pathSeparator)) {
            entries.add(Path.of(entry));
        }
        return entries;
    }
}
