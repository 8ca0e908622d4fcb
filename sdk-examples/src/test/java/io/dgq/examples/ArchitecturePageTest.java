package io.dgq.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@code src/docs/architecture.md} draws the packages as they are: every package it names in full
 * ({@code `io.dgq.sdk.paging`}) exists in a module's main sources, and every top-level package of every module is
 * named: the module's root package, each package one level below it, and each package one level below its
 * {@code internal} package (the layers).
 */
class ArchitecturePageTest {

    private static final Path ROOT = Path.of("..");
    private static final Pattern NAMED = Pattern.compile("`(io\\.dgq(?:\\.[a-z][a-z0-9]*)+)`");

    @Test
    void everyPackageThePageNamesExistsAndEveryTopLevelPackageIsNamed() throws IOException {
        Set<String> named = named(Files.readString(ROOT.resolve("src/docs/architecture.md"), StandardCharsets.UTF_8));
        Set<String> existing = new TreeSet<>();
        Set<String> topLevel = new TreeSet<>();
        for (Path sources : moduleSources()) {
            Set<String> packages = packages(sources);
            existing.addAll(packages);
            existing.addAll(parents(packages));
            topLevel.addAll(topLevel(packages));
        }

        Set<String> gone = new TreeSet<>(named);
        gone.removeAll(existing);
        Set<String> missing = new TreeSet<>(topLevel);
        missing.removeAll(named);
        assertThat(gone).as("packages architecture.md names that no module has").isEmpty();
        assertThat(missing)
                .as("top-level packages architecture.md does not name")
                .isEmpty();
    }

    @Test
    void theCheckFindsTheTopLevelPackagesOfAModule() {
        Set<String> packages = Set.of(
                "io.dgq.sdk",
                "io.dgq.sdk.domains",
                "io.dgq.sdk.internal.pipeline",
                "io.dgq.sdk.internal.pipeline.stages",
                "io.dgq.sdk.new.deep");
        assertThat(topLevel(packages))
                .containsExactlyInAnyOrder(
                        "io.dgq.sdk",
                        "io.dgq.sdk.domains",
                        "io.dgq.sdk.internal",
                        "io.dgq.sdk.internal.pipeline",
                        "io.dgq.sdk.new");
        assertThat(topLevel(Set.of("io.dgq.server.internal.http", "io.dgq.server.junit")))
                .containsExactlyInAnyOrder(
                        "io.dgq.server",
                        "io.dgq.server.internal",
                        "io.dgq.server.internal.http",
                        "io.dgq.server.junit");
        assertThat(named("`io.dgq.sdk.paging` and `io.dgq.sdk.DgqClient`, `io.dgq.server.internal.http2`"))
                .containsExactlyInAnyOrder("io.dgq.sdk.paging", "io.dgq.server.internal.http2");
    }

    /** Packages written in full in backticks; a name with a capitalised segment is a type, not a package. */
    static Set<String> named(String page) {
        Set<String> named = new TreeSet<>();
        Matcher matcher = NAMED.matcher(page);
        while (matcher.find()) {
            named.add(matcher.group(1));
        }
        return named;
    }

    /**
     * A module's top-level packages: its root (the longest prefix all its packages share), each package one level
     * below the root, and each one level below the root's {@code internal}.
     */
    static Set<String> topLevel(Set<String> packages) {
        List<String> sorted = new ArrayList<>(packages);
        String root = sorted.get(0);
        for (String name : sorted) {
            while (!(name.equals(root) || name.startsWith(root + "."))) {
                root = root.substring(0, root.lastIndexOf('.'));
            }
        }
        Set<String> top = new TreeSet<>();
        top.add(root);
        for (String name : packages) {
            if (name.equals(root)) {
                continue;
            }
            String[] below = name.substring(root.length() + 1).split("\\.");
            top.add(root + "." + below[0]);
            if (below[0].equals("internal") && below.length > 1) {
                top.add(root + ".internal." + below[1]);
            }
        }
        return top;
    }

    private static Set<String> parents(Set<String> packages) {
        Set<String> parents = new TreeSet<>();
        for (String name : packages) {
            for (int dot = name.lastIndexOf('.'); dot > 0; dot = name.lastIndexOf('.', dot - 1)) {
                parents.add(name.substring(0, dot));
            }
        }
        return parents;
    }

    /** The packages holding Java sources under one {@code src/main/java}. */
    private static Set<String> packages(Path sources) throws IOException {
        Set<String> packages = new TreeSet<>();
        try (Stream<Path> files = Files.walk(sources)) {
            files.filter(p -> p.toString().endsWith(".java"))
                    .map(p -> sources.relativize(p.getParent())
                            .toString()
                            .replace('\\', '/')
                            .replace('/', '.'))
                    .forEach(packages::add);
        }
        return packages;
    }

    /** Each module's main sources: every {@code sdk/<module>/src/main/java}, and the examples'. */
    private static List<Path> moduleSources() throws IOException {
        List<Path> sources = new ArrayList<>();
        try (Stream<Path> modules = Files.list(ROOT.resolve("sdk"))) {
            modules.map(m -> m.resolve("src/main/java"))
                    .filter(Files::isDirectory)
                    .sorted()
                    .forEach(sources::add);
        }
        sources.add(ROOT.resolve("sdk-examples/src/main/java"));
        assertThat(sources).as("module sources").hasSizeGreaterThan(5);
        return sources;
    }
}
