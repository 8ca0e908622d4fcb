package io.dgq.sdk.coverage;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
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
 * No two classes of the SDK import each other, directly or through others: each import of an SDK class from
 * another package is an edge, and the graph they make has no cycle. A cycle is what registration in a static
 * initializer made (a model's base and its decoder, an exception and the code that names its call), and it makes a
 * class impossible to load, test or move without the other.
 */
class ImportCyclesTest {

    private static final Pattern PACKAGE = Pattern.compile("^package ([\\w.]+);", Pattern.MULTILINE);
    private static final Pattern IMPORT =
            Pattern.compile("^import (?:static )?(io\\.dgq\\.sdk(?:\\.[a-z]\\w*)*)\\.([A-Z]\\w*)", Pattern.MULTILINE);

    @Test
    void noSdkClassImportsItselfThroughOthers() throws IOException {
        Map<String, Set<String>> imports = imports(Path.of("src/main/java"));
        assertThat(imports).hasSizeGreaterThan(100);
        assertThat(cycles(imports)).isEmpty();
    }

    @Test
    void theCheckFindsACycleThroughAnotherPackage() {
        Map<String, Set<String>> imports = new TreeMap<>();
        imports.put("io.dgq.sdk.model.A", Set.of("io.dgq.sdk.internal.B"));
        imports.put("io.dgq.sdk.internal.B", Set.of("io.dgq.sdk.errors.C"));
        imports.put("io.dgq.sdk.errors.C", Set.of("io.dgq.sdk.model.A"));
        imports.put("io.dgq.sdk.errors.D", Set.of("io.dgq.sdk.model.A"));
        assertThat(cycles(imports))
                .containsExactly(List.of("io.dgq.sdk.errors.C", "io.dgq.sdk.internal.B", "io.dgq.sdk.model.A"));
    }

    /** {@return each source file's class and the SDK classes of other packages it imports} */
    static Map<String, Set<String>> imports(Path sources) throws IOException {
        Map<String, Set<String>> graph = new TreeMap<>();
        try (Stream<Path> files = Files.walk(sources)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                String name = file.getFileName().toString().replace(".java", "");
                if (name.equals("package-info")) {
                    continue;
                }
                String text = Files.readString(file, StandardCharsets.UTF_8);
                Matcher pkg = PACKAGE.matcher(text);
                assertThat(pkg.find()).as("package of %s", file).isTrue();
                Set<String> targets = new TreeSet<>();
                for (Matcher m = IMPORT.matcher(text); m.find(); ) {
                    if (!m.group(1).equals(pkg.group(1))) {
                        targets.add(m.group(1) + "." + m.group(2));
                    }
                }
                graph.put(pkg.group(1) + "." + name, targets);
            }
        }
        return graph;
    }

    /** {@return the strongly connected components of more than one class, each sorted (Tarjan's algorithm)} */
    static List<List<String>> cycles(Map<String, Set<String>> graph) {
        Map<String, Integer> index = new HashMap<>();
        Map<String, Integer> low = new HashMap<>();
        Deque<String> stack = new ArrayDeque<>();
        Set<String> onStack = new TreeSet<>();
        List<List<String>> found = new ArrayList<>();
        for (String start : graph.keySet()) {
            if (!index.containsKey(start)) {
                visit(start, graph, index, low, stack, onStack, found);
            }
        }
        return found;
    }

    private static void visit(
            String node,
            Map<String, Set<String>> graph,
            Map<String, Integer> index,
            Map<String, Integer> low,
            Deque<String> stack,
            Set<String> onStack,
            List<List<String>> found) {
        index.put(node, index.size());
        low.put(node, index.get(node));
        stack.push(node);
        onStack.add(node);
        for (String next : graph.getOrDefault(node, Set.of())) {
            if (!index.containsKey(next)) {
                visit(next, graph, index, low, stack, onStack, found);
                low.put(node, Math.min(low.get(node), low.get(next)));
            } else if (onStack.contains(next)) {
                low.put(node, Math.min(low.get(node), index.get(next)));
            }
        }
        if (low.get(node).equals(index.get(node))) {
            List<String> component = new ArrayList<>();
            String member;
            do {
                member = stack.pop();
                onStack.remove(member);
                component.add(member);
            } while (!member.equals(node));
            if (component.size() > 1) {
                component.sort(null);
                found.add(component);
            }
        }
    }
}
