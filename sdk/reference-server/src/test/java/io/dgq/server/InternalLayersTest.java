package io.dgq.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The internal packages are layers, as src/docs/architecture.md lists them: each imports only packages
 * after it in {@link #LAYERS}, so no two of them depend on each other. Across every package of the server, public
 * ones included, no two files depend on each other through files of other packages.
 */
class InternalLayersTest {

    /** From the request's way in to what every layer shares. */
    private static final List<String> LAYERS = List.of(
            "proxy",
            "data.seed",
            "data.snapshot",
            "transport.http",
            "transport.http2",
            "transport.inprocess",
            "api",
            "routes",
            "resources",
            "rules",
            "data.query",
            "schema",
            "routing",
            "auth",
            "data.store",
            "json",
            "error",
            "transport.tls",
            "transport",
            "support");

    private static final Path INTERNAL = Path.of("src/main/java/io/dgq/server/internal");
    private static final Path SERVER = Path.of("src/main/java/io/dgq/server");
    private static final Pattern ANY_IMPORT =
            Pattern.compile("^import (?:static )?(io\\.dgq\\.server\\.(?:\\w+\\.)*[A-Z]\\w*)", Pattern.MULTILINE);
    private static final Pattern IMPORT = Pattern.compile(
            "^import (?:static )?io\\.dgq\\.server\\.internal\\.([a-z0-9.]+)\\.[A-Z]", Pattern.MULTILINE);

    @Test
    void everyInternalPackageIsALayer() throws IOException {
        Set<String> packages = new TreeSet<>();
        try (Stream<Path> files = Files.walk(INTERNAL)) {
            files.filter(f -> f.toString().endsWith(".java"))
                    .forEach(f -> packages.add(INTERNAL.relativize(f.getParent())
                            .toString()
                            .replace('\\', '.')
                            .replace('/', '.')));
        }

        assertThat(packages).containsExactlyInAnyOrderElementsOf(LAYERS);
    }

    @Test
    void eachLayerImportsOnlyTheLayersAfterIt() throws IOException {
        List<String> upward = new ArrayList<>();
        for (String layer : LAYERS) {
            try (Stream<Path> files = Files.list(INTERNAL.resolve(layer.replace('.', '/')))) {
                for (Path file : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".java"))::iterator) {
                    Matcher imported = IMPORT.matcher(Files.readString(file));
                    while (imported.find()) {
                        String target = imported.group(1);
                        if (LAYERS.indexOf(target) < LAYERS.indexOf(layer)) {
                            upward.add(layer + "/" + file.getFileName() + " imports " + target);
                        }
                    }
                }
            }
        }

        assertThat(upward).isEmpty();
    }

    /** The HTTP/1.1, HTTP/2 and TLS code, with its own exchange types: it knows nothing of the API or the data. */
    private static final List<String> TRANSPORT =
            List.of("transport.http", "transport.http2", "transport.tls", "transport");

    @Test
    void theTransportImportsOnlyItselfAndTheSharedSupport() throws IOException {
        List<String> outside = new ArrayList<>();
        for (String layer : TRANSPORT) {
            try (Stream<Path> files = Files.list(INTERNAL.resolve(layer.replace('.', '/')))) {
                for (Path file : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".java"))::iterator) {
                    Matcher imported = ANY_IMPORT.matcher(Files.readString(file));
                    while (imported.find()) {
                        String target = imported.group(1);
                        boolean inside =
                                TRANSPORT.stream().anyMatch(t -> target.startsWith("io.dgq.server.internal." + t + "."))
                                        || target.startsWith("io.dgq.server.internal.support.");
                        if (!inside) {
                            outside.add(layer + "/" + file.getFileName() + " imports " + target);
                        }
                    }
                }
            }
        }

        assertThat(outside).isEmpty();
    }

    @Test
    void noFilesDependOnEachOtherAcrossPackages() throws IOException {
        List<String> cycles = fileCyclesAcrossPackages(SERVER);

        assertThat(cycles).isEmpty();
    }

    /**
     * The cycles of the server's files that span more than one package: a file depends on the server's classes it
     * imports and on those of its own package whose names it uses.
     */
    static List<String> fileCyclesAcrossPackages(Path root) throws IOException {
        Map<String, String> sources = new TreeMap<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".java")
                    && !f.getFileName().toString().equals("package-info.java"))::iterator) {
                String relative = root.relativize(file).toString().replace('\\', '/');
                String name = "io.dgq.server."
                        + relative.substring(0, relative.length() - ".java".length())
                                .replace('/', '.');
                sources.put(name, Files.readString(file));
            }
        }
        Map<String, Set<String>> edges = new HashMap<>();
        for (Map.Entry<String, String> source : sources.entrySet()) {
            Set<String> targets = new LinkedHashSet<>();
            Matcher imported = ANY_IMPORT.matcher(source.getValue());
            while (imported.find()) {
                String target = imported.group(1);
                while (!sources.containsKey(target) && target.lastIndexOf('.') > 0) {
                    target = target.substring(0, target.lastIndexOf('.')); // a nested class: its file
                }
                if (sources.containsKey(target)) {
                    targets.add(target);
                }
            }
            String pkg = packageOf(source.getKey());
            for (String other : sources.keySet()) {
                String simple = other.substring(other.lastIndexOf('.') + 1);
                if (!other.equals(source.getKey())
                        && packageOf(other).equals(pkg)
                        && Pattern.compile("\\b" + simple + "\\b")
                                .matcher(source.getValue())
                                .find()) {
                    targets.add(other);
                }
            }
            edges.put(source.getKey(), targets);
        }
        List<String> cycles = new ArrayList<>();
        for (Set<String> component : stronglyConnected(sources.keySet(), edges)) {
            Set<String> packages = new TreeSet<>();
            component.forEach(file -> packages.add(packageOf(file)));
            if (packages.size() > 1) {
                cycles.add(String.join(" <-> ", new TreeSet<>(component)));
            }
        }
        return cycles;
    }

    private static String packageOf(String className) {
        return className.substring(0, className.lastIndexOf('.'));
    }

    /** Tarjan's strongly connected components, without recursion. */
    private static List<Set<String>> stronglyConnected(Set<String> nodes, Map<String, Set<String>> edges) {
        Map<String, Integer> index = new HashMap<>();
        Map<String, Integer> low = new HashMap<>();
        Deque<String> stack = new ArrayDeque<>();
        Set<String> onStack = new LinkedHashSet<>();
        List<Set<String>> components = new ArrayList<>();
        for (String start : nodes) {
            if (index.containsKey(start)) {
                continue;
            }
            Deque<Map.Entry<String, Iterator<String>>> work = new ArrayDeque<>();
            index.put(start, index.size());
            low.put(start, index.get(start));
            stack.push(start);
            onStack.add(start);
            work.push(Map.entry(start, edges.get(start).iterator()));
            while (!work.isEmpty()) {
                String node = work.peek().getKey();
                Iterator<String> next = work.peek().getValue();
                if (next.hasNext()) {
                    String target = next.next();
                    if (!index.containsKey(target)) {
                        index.put(target, index.size());
                        low.put(target, index.get(target));
                        stack.push(target);
                        onStack.add(target);
                        work.push(Map.entry(target, edges.get(target).iterator()));
                    } else if (onStack.contains(target)) {
                        low.put(node, Math.min(low.get(node), index.get(target)));
                    }
                    continue;
                }
                work.pop();
                if (!work.isEmpty()) {
                    String parent = work.peek().getKey();
                    low.put(parent, Math.min(low.get(parent), low.get(node)));
                }
                if (low.get(node).equals(index.get(node))) {
                    Set<String> component = new LinkedHashSet<>();
                    String member;
                    do {
                        member = stack.pop();
                        onStack.remove(member);
                        component.add(member);
                    } while (!member.equals(node));
                    components.add(component);
                }
            }
        }
        return components;
    }
}
