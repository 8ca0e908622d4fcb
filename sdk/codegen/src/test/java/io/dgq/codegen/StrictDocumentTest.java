package io.dgq.codegen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The generator reads the OpenAPI documents as strict parsers do: a member named twice in one object fails with the
 * member and its place, and the committed documents have none.
 */
class StrictDocumentTest {

    private static final Path ROOT = Path.of("..", "..");

    @Test
    void aMemberNamedTwiceFailsWithItsNameAndPlace() {
        String json = "{\n  \"a\": {\n    \"x-dgq-name\": \"one\",\n    \"x-dgq-name\": \"one\"\n  }\n}";
        assertThatThrownBy(() -> ApiDescription.parseStrictly(json, "doc.json"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("doc.json is not strict JSON")
                .hasMessageContaining("Duplicate field 'x-dgq-name'")
                .hasMessageContaining("line 4");
    }

    @Test
    void aMemberNamedTwiceInTheDocumentFailsGeneration(@TempDir Path root) throws Exception {
        Path document = root.resolve(Generator.DOCUMENT);
        Files.createDirectories(document.getParent());
        Files.writeString(document, "{\"openapi\": \"3.1.0\", \"openapi\": \"3.1.0\"}", StandardCharsets.UTF_8);
        assertThatThrownBy(() -> Generator.generate(root))
                .hasMessageContaining("is not strict JSON")
                .hasMessageContaining("Duplicate field 'openapi'");
    }

    @Test
    void theCommittedDocumentsHaveNoDuplicateMember() throws Exception {
        for (String name : new String[] {"openapi.json", "admin-openapi.json"}) {
            Path file = ROOT.resolve("src/docs").resolve(name);
            assertThat(ApiDescription.parseStrictly(Files.readString(file, StandardCharsets.UTF_8), name)
                            .path("openapi")
                            .asText())
                    .as(name)
                    .startsWith("3.1");
        }
    }
}
