package io.dgq.server.junit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every Java snippet of src/docs/testing.md is code of TestingGuideTest or SpringPropertiesGuideTest, character for
 * character, indentation included, so that what a reader copies compiles and runs.
 */
class TestingGuidePageTest {

    private static final Path PAGE = Path.of("..", "..", "src", "docs", "testing.md");
    private static final Path TESTS = Path.of("src", "test", "java", "io", "dgq", "server", "junit");

    @Test
    void eachJavaSnippetIsATestMethodOfTheGuide() throws IOException {
        String page = Files.readString(PAGE, StandardCharsets.UTF_8);
        String test = Files.readString(TESTS.resolve("TestingGuideTest.java"), StandardCharsets.UTF_8)
                + Files.readString(TESTS.resolve("SpringPropertiesGuideTest.java"), StandardCharsets.UTF_8);
        List<String> snippets = javaBlocks(page);
        assertThat(snippets).hasSizeGreaterThanOrEqualTo(5);
        for (String snippet : snippets) {
            assertThat(test)
                    .as("testing.md snippet is in a guide test:%n%s", snippet)
                    .contains(snippet);
        }
        for (String line : Files.readAllLines(TESTS.resolve("TestingGuideTest.java"), StandardCharsets.UTF_8)) {
            if (line.startsWith("import ")) {
                assertThat(page).as("testing.md shows the guide's imports").contains(line + "\n");
            }
        }
        for (String method : List.of(
                "retriesAfterA503WithRetryAfter",
                "timesOutWhenTheServerIsSlow",
                "givesUpOnA429Storm",
                "survivesADroppedConnectionAndACutBody",
                "verifiesWhatWasSent",
                "dgqProperties",
                "startsFromASavedFixture")) {
            assertThat(snippets).as("the page shows %s", method).anyMatch(s -> s.contains("void " + method + "("));
        }
    }

    private static List<String> javaBlocks(String page) {
        List<String> blocks = new ArrayList<>();
        int from = page.indexOf("```java\n");
        while (from >= 0) {
            int end = page.indexOf("```", from + 8);
            assertThat(end).as("closed code block").isPositive();
            blocks.add(page.substring(from + 8, end));
            from = page.indexOf("```java\n", end + 3);
        }
        return blocks;
    }
}
