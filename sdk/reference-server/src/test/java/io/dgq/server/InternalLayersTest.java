package io.dgq.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The internal packages are layers, as src/docs/architecture.md lists them: each imports only packages
 * after it in {@link #LAYERS}, so no two of them depend on each other.
 */
class InternalLayersTest {

    /** From the request's way in to what every layer shares. */
    private static final List<String> LAYERS = List.of(
            "seed",
            "snapshot",
            "http",
            "http2",
            "api",
            "routes",
            "resources",
            "rules",
            "query",
            "schema",
            "routing",
            "auth",
            "store",
            "json",
            "error",
            "tls",
            "support");

    private static final Path INTERNAL = Path.of("src/main/java/io/dgq/server/internal");
    private static final Pattern IMPORT =
            Pattern.compile("^import (?:static )?io\\.dgq\\.server\\.internal\\.(\\w+)\\.", Pattern.MULTILINE);

    @Test
    void everyInternalPackageIsALayer() throws IOException {
        List<String> packages = new ArrayList<>();
        try (Stream<Path> dirs = Files.list(INTERNAL)) {
            dirs.filter(Files::isDirectory)
                    .forEach(dir -> packages.add(dir.getFileName().toString()));
        }

        assertThat(packages).containsExactlyInAnyOrderElementsOf(LAYERS);
    }

    @Test
    void eachLayerImportsOnlyTheLayersAfterIt() throws IOException {
        List<String> upward = new ArrayList<>();
        for (String layer : LAYERS) {
            try (Stream<Path> files = Files.list(INTERNAL.resolve(layer))) {
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
}
