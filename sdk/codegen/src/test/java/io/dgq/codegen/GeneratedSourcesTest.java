package io.dgq.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The committed generated files are exactly what the generator makes of the OpenAPI document: none differs, none is
 * missing, none is left over. With {@code -Ddgq.codegen.update=true} the test writes them first.
 */
class GeneratedSourcesTest {

    private static final Path ROOT = Path.of("..", "..");

    @Test
    void theCommittedFilesAreTheGeneratedOnes() throws IOException {
        if (Boolean.getBoolean("dgq.codegen.update")) {
            Generator.main(new String[] {ROOT.toString()});
        }
        Map<Path, String> generated = Generator.generate(ROOT);
        assertThat(Generator.committed(ROOT))
                .as("the generated files in the sources; regenerate with"
                        + " ./mvnw -pl sdk/codegen test -Ddgq.codegen.update=true")
                .containsExactlyElementsOf(generated.keySet());
        for (Map.Entry<Path, String> file : generated.entrySet()) {
            assertThat(Files.readString(ROOT.resolve(file.getKey()), StandardCharsets.UTF_8))
                    .as(
                            "%s against the generator; regenerate with ./mvnw -pl sdk/codegen test"
                                    + " -Ddgq.codegen.update=true",
                            file.getKey())
                    .isEqualTo(file.getValue());
        }
    }
}
