package io.dgq.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.examples.ReadmeCompiler.Block;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * README.md's Java cannot drift: every {@code ```java} block compiles with the imports it shows, every call on
 * {@code client} written in the text compiles, and the tour and the testing example are the code of tests that run.
 */
class ReadmeSnippetsTest {

    private static final Path README = Path.of("..", "README.md");
    private static final Path TESTS = Path.of("src", "test", "java", "io", "dgq", "examples");
    /** Inline code that is a call on the client, for example {@code `client.domains().get(id)`}. */
    private static final java.util.regex.Pattern CLIENT_CALL = java.util.regex.Pattern.compile("`(client\\.[^`]+)`");

    @TempDir
    Path work;

    @Test
    void everyJavaBlockCompilesWithTheImportsItShows() throws IOException {
        List<Block> blocks = ReadmeCompiler.javaBlocks(readme());
        assertThat(blocks).hasSizeGreaterThanOrEqualTo(3);
        List<String> names = new ArrayList<>();
        List<String> sources = new ArrayList<>();
        for (int i = 0; i < blocks.size(); i++) {
            names.add("ReadmeBlock" + (i + 1));
            sources.add(ReadmeCompiler.sourceOf(blocks.get(i), names.get(i)));
        }
        assertThat(new ReadmeCompiler(work).compile(names, sources))
                .as(
                        "README's Java blocks (%s) compile; the sources:%n%s",
                        blocks.stream().map(Block::heading).collect(Collectors.joining(", ")),
                        String.join("\n", sources))
                .isEmpty();
    }

    @Test
    void everyCallOnTheClientInTheTextCompiles() throws IOException {
        Matcher matcher = CLIENT_CALL.matcher(readme());
        StringBuilder source = new StringBuilder(
                "import io.dgq.sdk.*;\nimport io.dgq.sdk.core.*;\nimport io.dgq.sdk.json.*;\nimport io.dgq.sdk.model.*;\n"
                        + "import io.dgq.sdk.paging.*;\n\nclass ReadmeCalls {\n");
        int calls = 0;
        while (matcher.find()) {
            source.append("    void call")
                    .append(++calls)
                    .append("(DgqClient client, ")
                    .append(ReadmeCompiler.PLACEHOLDERS)
                    .append(") {\n        ")
                    .append(matcher.group(1))
                    .append(";\n    }\n");
        }
        source.append("    interface Vault { String currentDgqToken(); }\n}\n");
        assertThat(calls).isGreaterThanOrEqualTo(4);
        assertThat(new ReadmeCompiler(work).compile(List.of("ReadmeCalls"), List.of(source.toString())))
                .as("README's calls on the client compile:%n%s", source)
                .isEmpty();
    }

    @Test
    void aSnippetThatDoesNotCompileIsCaught() throws IOException {
        Block broken = new Block(
                "# broken",
                "import io.dgq.sdk.DgqClient;",
                "DgqClient client = DgqClient.builder().build();\nclient.withRawResponse().domains().get(id);\n");
        List<String> errors =
                new ReadmeCompiler(work).compile(List.of("Broken"), List.of(ReadmeCompiler.sourceOf(broken, "Broken")));
        assertThat(errors).singleElement().asString().startsWith("Broken.java:").contains("method get");
        Block missingImport = new Block("# no import", "", "Duration timeout = Duration.ofSeconds(1);\n");
        assertThat(new ReadmeCompiler(work)
                        .compile(List.of("NoImport"), List.of(ReadmeCompiler.sourceOf(missingImport, "NoImport"))))
                .isNotEmpty();
    }

    @Test
    void theTourIsTheCodeOfReadmeTourTest() throws IOException {
        String test = Files.readString(TESTS.resolve("ReadmeTourTest.java"), StandardCharsets.UTF_8);
        String marked = between(test, "// README tour: start\n", "            // README tour: end");
        assertThat(blockAfter("### A tour in twenty lines").code()).isEqualTo(dedent(marked, 12));
    }

    @Test
    void theTestingExampleIsDomainServiceTest() throws IOException {
        String test = Files.readString(TESTS.resolve("DomainServiceTest.java"), StandardCharsets.UTF_8);
        Block block = blockAfter("## Testing with the reference server");
        String imports = test.lines()
                .filter(line -> line.startsWith("import ") || line.isBlank())
                .dropWhile(String::isBlank)
                .takeWhile(line -> !line.startsWith("/**"))
                .collect(Collectors.joining("\n"))
                .strip();
        assertThat(block.imports()).isEqualTo(imports);
        assertThat(block.code())
                .isEqualTo(test.substring(test.indexOf("class DomainServiceTest {"))
                        .replace("// spotless:on\n", ""));
    }

    private static String readme() throws IOException {
        return Files.readString(README, StandardCharsets.UTF_8);
    }

    /** The first {@code ```java} block after a heading of README.md. */
    private static Block blockAfter(String heading) throws IOException {
        String readme = readme();
        assertThat(readme).contains(heading);
        List<Block> blocks = ReadmeCompiler.javaBlocks(readme.substring(readme.indexOf(heading)));
        assertThat(blocks).as("a java block after '%s'", heading).isNotEmpty();
        return blocks.get(0);
    }

    private static String between(String text, String start, String end) {
        int from = text.indexOf(start);
        assertThat(from).as("'%s' is present", start.strip()).isNotNegative();
        int to = text.indexOf(end, from + start.length());
        assertThat(to).as("'%s' is present", end.strip()).isPositive();
        return text.substring(from + start.length(), to);
    }

    private static String dedent(String block, int columns) {
        List<String> lines = block.lines()
                .map(line -> line.isBlank() ? "" : line.substring(columns))
                .toList();
        return lines.stream().collect(Collectors.joining("\n", "", "\n"));
    }
}
