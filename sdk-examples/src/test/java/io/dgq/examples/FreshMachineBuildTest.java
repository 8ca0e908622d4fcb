package io.dgq.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * README's first command ({@code compile exec:java}) resolves the test-scope dependencies of every module in its
 * reactor, and {@code compile} builds no tests jar: a module that needs another's tests jar breaks that command on a
 * machine whose local repository has never seen an {@code install}. Test helpers that modules share live in the
 * plain jar {@code dgq-test-support} instead. CI runs the command itself on an empty local repository; this test
 * says why it would fail, early and locally.
 */
class FreshMachineBuildTest {

    private static final Path ROOT = Path.of("..");

    @Test
    void noModuleBuildsOrNeedsATestsJar() throws IOException {
        List<Path> poms = poms();
        assertThat(poms).as("the build's POMs").hasSizeGreaterThanOrEqualTo(5);
        for (Path pom : poms) {
            String text = Files.readString(pom, StandardCharsets.UTF_8);
            assertThat(text)
                    .as("%s depends on no tests jar", pom)
                    .doesNotContain("<type>test-jar</type>")
                    .doesNotContain("<classifier>tests</classifier>");
            assertThat(text).as("%s attaches no tests jar", pom).doesNotContain("<goal>test-jar</goal>");
        }
    }

    @Test
    void readmeFirstCommandIsTheOneCiRunsOnAnEmptyRepository() throws IOException {
        String readme = Files.readString(ROOT.resolve("README.md"), StandardCharsets.UTF_8);
        String ci = Files.readString(ROOT.resolve(".ci/run"), StandardCharsets.UTF_8);
        String command = "./mvnw -B -q -pl sdk-examples -am compile exec:java";
        assertThat(readme).as("README's command 1").contains(command);
        assertThat(ci)
                .as("CI runs README's command 1 on a fresh local repository")
                .contains("-Dmaven.repo.local=$fresh_repo")
                .contains(command);
    }

    private static List<Path> poms() throws IOException {
        try (Stream<Path> files = Files.walk(ROOT)) {
            return files.filter(p -> p.getFileName().toString().equals("pom.xml"))
                    .filter(p ->
                            !p.toString().contains("target") && !p.toString().contains(".git"))
                    .collect(Collectors.toList());
        }
    }
}
