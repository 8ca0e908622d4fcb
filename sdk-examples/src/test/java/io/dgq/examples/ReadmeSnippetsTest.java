package io.dgq.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * README.md's Java snippets are the code of tests that run: this test keeps each snippet identical to its test, so
 * that what a reader copies compiles and works.
 */
class ReadmeSnippetsTest {

    private static final Path README = Path.of("..", "README.md");
    private static final Path TESTS = Path.of("src", "test", "java", "io", "dgq", "examples");

    @Test
    void theTourIsTheCodeOfReadmeTourTest() throws IOException {
        String test = Files.readString(TESTS.resolve("ReadmeTourTest.java"), StandardCharsets.UTF_8);
        String marked = between(test, "// README tour: start\n", "            // README tour: end");
        assertThat(javaBlockAfter("## A tour in twenty lines")).isEqualTo(dedent(marked, 12));
    }

    @Test
    void theTestingExampleIsDomainServiceTest() throws IOException {
        String test = Files.readString(TESTS.resolve("DomainServiceTest.java"), StandardCharsets.UTF_8);
        String declaration = test.substring(test.indexOf("class DomainServiceTest {"));
        assertThat(javaBlockAfter("## Testing your code with the reference server")).isEqualTo(declaration);
    }

    /** The first {@code ```java} block after a heading of README.md. */
    private static String javaBlockAfter(String heading) throws IOException {
        String readme = Files.readString(README, StandardCharsets.UTF_8);
        assertThat(readme).contains(heading);
        return between(readme.substring(readme.indexOf(heading)), "```java\n", "```");
    }

    private static String between(String text, String start, String end) {
        int from = text.indexOf(start);
        assertThat(from).as("'%s' is present", start.strip()).isNotNegative();
        int to = text.indexOf(end, from + start.length());
        assertThat(to).as("'%s' is present", end.strip()).isPositive();
        return text.substring(from + start.length(), to);
    }

    private static String dedent(String block, int columns) {
        List<String> lines = block.lines().map(line -> line.isBlank() ? "" : line.substring(columns)).toList();
        return lines.stream().collect(Collectors.joining("\n", "", "\n"));
    }
}
