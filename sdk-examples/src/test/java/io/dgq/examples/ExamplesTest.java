package io.dgq.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The examples are listed from the command line, every one of them, and a misspelt name is answered with the
 * names that exist; the POM makes {@code exec:java} start the launcher with {@code -Dexec.mainClass} as its argument.
 */
class ExamplesTest {

    private static final Path SOURCES = Path.of("src", "main", "java", "io", "dgq", "examples");

    @Test
    void listingPrintsEveryExampleThatHasAMain() throws IOException {
        List<String> withMain;
        try (Stream<Path> files = Files.list(SOURCES)) {
            withMain = files.filter(file -> read(file).contains("public static void main(String[] args)"))
                    .map(file -> file.getFileName().toString().replace(".java", ""))
                    .filter(name -> !name.equals("Examples"))
                    .sorted()
                    .toList();
        }
        assertThat(withMain).hasSizeGreaterThanOrEqualTo(10);
        assertThat(Examples.ALL).extracting(Examples.Example::name).containsExactlyInAnyOrderElementsOf(withMain);

        String printed = Captured.printedBy(() -> Examples.main(new String[] {"list"}));
        assertThat(printed).startsWith("The examples (run one with -Dexec.mainClass=io.dgq.examples.<Name>):");
        withMain.forEach(name -> assertThat(printed).contains("  " + name + " "));
    }

    @Test
    void aNameIsFoundSimpleOrFullCaseAside() {
        assertThat(Examples.find("io.dgq.examples.Pagination").name()).isEqualTo("Pagination");
        assertThat(Examples.find("pagination").name()).isEqualTo("Pagination");
        assertThat(Examples.find("Quickstart").name()).isEqualTo("Quickstart");
    }

    @Test
    void aMisspeltNameIsAnsweredWithTheNamesThatExist() {
        assertThatThrownBy(() -> Examples.main(new String[] {"io.dgq.examples.Paginaton"}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("No example is named 'io.dgq.examples.Paginaton'; did you mean "
                        + "io.dgq.examples.Pagination?")
                .hasMessageContaining("Quickstart, GovernanceTour")
                .hasMessageContaining("-Dexec.mainClass=list");
        assertThatThrownBy(() -> Examples.find("SomethingElseEntirely"))
                .hasMessageStartingWith("No example is named 'SomethingElseEntirely'. The examples: ");
    }

    @Test
    void execJavaStartsTheLauncherWithTheNameAsItsArgument() throws IOException {
        String pom = Files.readString(Path.of("pom.xml"), StandardCharsets.UTF_8);
        assertThat(pom)
                .contains("<mainClass>io.dgq.examples.Examples</mainClass>")
                .contains("<argument>${exec.mainClass}</argument>")
                .contains("<exec.mainClass>io.dgq.examples.Quickstart</exec.mainClass>");
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
