package io.dgq.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No link of the docs dangles: every relative link of every Markdown page of the repository names a file that
 * exists, and its {@code #anchor}, if any, a heading of that page (as GitHub makes anchors from headings). Source
 * files (Java, resources, the OpenAPI documents) that name a page by its path from the repository's root
 * ({@code src/docs/<page>.md}, with or without an anchor) name one that exists.
 */
class DocsLinksTest {

    private static final Path ROOT = Path.of("..");
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
    private static final Pattern DOCS_PATH =
            Pattern.compile("\\b((?:src/docs|sdk|sdk-examples)/[\\w/.-]*?\\.md)(#[\\w-]+)?");
    private static final Set<String> SOURCE_EXTENSIONS = Set.of(".java", ".tsv", ".json", ".properties", ".xml");

    @Test
    void everyLinkOfEveryPageResolves() throws IOException {
        List<String> dangling = new ArrayList<>();
        Map<Path, Set<String>> anchors = new HashMap<>();
        for (Path page : markdownPages()) {
            for (String target : links(Files.readString(page, StandardCharsets.UTF_8))) {
                String problem = check(page, target, anchors);
                if (problem != null) {
                    dangling.add(ROOT.relativize(page) + ": " + problem);
                }
            }
        }
        assertThat(dangling).as("links that lead nowhere").isEmpty();
    }

    @Test
    void sourceFilesNameOnlyPagesThatExist() throws IOException {
        List<String> dangling = new ArrayList<>();
        Map<Path, Set<String>> anchors = new HashMap<>();
        for (Path file : files(p -> SOURCE_EXTENSIONS.stream().anyMatch(p.toString()::endsWith))) {
            String text = Files.readString(file, StandardCharsets.UTF_8);
            Matcher path = DOCS_PATH.matcher(text);
            while (path.find()) {
                String target = path.group(1) + (path.group(2) == null ? "" : path.group(2));
                String problem = check(ROOT.resolve("README.md"), target, anchors);
                if (problem != null) {
                    dangling.add(ROOT.relativize(file) + ": " + problem);
                }
            }
        }
        assertThat(dangling)
                .as("docs pages named in source files that do not exist")
                .isEmpty();
    }

    @Test
    void theCheckCatchesAMissingFileAndAMissingAnchorAndKnowsGitHubsAnchors() throws IOException {
        Path page = ROOT.resolve("src/docs/architecture.md");
        Map<Path, Set<String>> anchors = new HashMap<>();
        assertThat(check(page, "decisions.md#inferred-routes", anchors)).contains("decisions.md does not exist");
        assertThat(check(page, "reference-server.md#no-such-heading", anchors))
                .contains("no heading of reference-server.md makes #no-such-heading");
        assertThat(check(page, "#what-keeps-it-true", anchors)).isNull();
        String gone = "src/docs/" + "decisions.md"; // split, so that this file does not name it
        Matcher named = DOCS_PATH.matcher("(see " + gone + "#errors).");
        assertThat(named.find()).isTrue();
        assertThat(check(ROOT.resolve("README.md"), named.group(1) + named.group(2), anchors))
                .contains(gone + " does not exist");
        assertThat(check(page, "https://example.com/x.md#y", anchors)).isNull();
        assertThat(slugs("# Strict HTTP/1.1 and `bounded` memory\n## The server's [console](x.md)\n## A\n## A\n"))
                .containsExactly("strict-http11-and-bounded-memory", "the-servers-console", "a", "a-1");
        assertThat(links("[a](b.md)\n```\n[c](d.md)\n```\n[e](f.md#g) [h](https://i)\n"))
                .containsExactly("b.md", "f.md#g", "https://i");
    }

    /** Why a link of {@code page} to {@code target} dangles, or {@code null} when it does not. */
    private static String check(Path page, String target, Map<Path, Set<String>> anchors) {
        if (target.matches("^[a-z]+:.*")) {
            return null; // https:, mailto:
        }
        int hash = target.indexOf('#');
        String file = hash < 0 ? target : target.substring(0, hash);
        String anchor = hash < 0 ? null : target.substring(hash + 1);
        Path resolved = file.isEmpty() ? page : page.getParent().resolve(file).normalize();
        if (!Files.exists(resolved)) {
            return target + ": " + file + " does not exist";
        }
        if (anchor == null || !resolved.toString().endsWith(".md")) {
            return null;
        }
        Set<String> known = anchors.computeIfAbsent(resolved, p -> {
            try {
                return slugs(Files.readString(p, StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        return known.contains(anchor)
                ? null
                : target + ": no heading of " + resolved.getFileName() + " makes #" + anchor;
    }

    /** The link targets of a Markdown text, outside fenced code. */
    static List<String> links(String markdown) {
        List<String> links = new ArrayList<>();
        boolean fenced = false;
        for (String line : markdown.lines().toList()) {
            if (line.strip().startsWith("```")) {
                fenced = !fenced;
                continue;
            }
            if (fenced) {
                continue;
            }
            Matcher link = LINK.matcher(line);
            while (link.find()) {
                links.add(link.group(1));
            }
        }
        return links;
    }

    /** The anchors GitHub makes from a page's headings, outside fenced code, in order. */
    static Set<String> slugs(String markdown) {
        Set<String> slugs = new LinkedHashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        boolean fenced = false;
        for (String line : markdown.lines().toList()) {
            if (line.strip().startsWith("```")) {
                fenced = !fenced;
                continue;
            }
            if (fenced || !line.matches("#{1,6} .*")) {
                continue;
            }
            String text = line.replaceFirst("^#+ ", "")
                    .replaceAll("\\[([^]]*)]\\([^)]*\\)", "$1")
                    .toLowerCase(Locale.ROOT)
                    .replaceAll("[^\\p{L}\\p{N} _-]", "")
                    .replace(' ', '-');
            int count = seen.merge(text, 1, Integer::sum);
            slugs.add(count == 1 ? text : text + "-" + (count - 1));
        }
        return slugs;
    }

    private static List<Path> markdownPages() throws IOException {
        return files(p -> p.toString().endsWith(".md"));
    }

    /** The repository's own files, outside build output, dependencies and version control. */
    private static List<Path> files(java.util.function.Predicate<Path> filter) throws IOException {
        try (Stream<Path> files = Files.walk(ROOT)) {
            return files.filter(Files::isRegularFile)
                    .filter(p -> {
                        String path = ROOT.relativize(p).toString().replace('\\', '/');
                        return !path.startsWith(".")
                                && !path.contains("/.")
                                && !path.contains("target/")
                                && !path.contains("node_modules/");
                    })
                    .filter(filter)
                    .sorted()
                    .toList();
        }
    }
}
