package io.dgq.codegen;

import com.palantir.javaformat.java.Formatter;
import com.palantir.javaformat.java.FormatterException;
import com.palantir.javaformat.java.JavaFormatterOptions;
import com.palantir.javapoet.JavaFile;
import io.dgq.codegen.ApiDescription.Client;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Generates the SDK's resource clients from the OpenAPI document: for each client its public blocking and
 * asynchronous interfaces, their implementations, and the operation table. Every file is formatted with the
 * formatter the build checks sources with, and starts with {@link #MARK}.
 */
public final class Generator {

    /** The first line of every generated file: how to tell it from a hand-written one. */
    public static final String MARK = "// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the"
            + " document and regenerate.";

    /** The OpenAPI document, from the project's root. */
    public static final Path DOCUMENT = Path.of("src", "docs", "openapi.json");

    /** Where the SDK's main sources are, from the project's root. */
    public static final Path SOURCES = Path.of("sdk", "client", "src", "main", "java");

    /** The indentation the formatter keeps. */
    static final String INDENT = "    ";

    private Generator() {}

    /**
     * Generates every file.
     *
     * @param root the project's root
     * @return each file's content, by its path from the root, sorted
     * @throws IOException if the document cannot be read
     */
    public static Map<Path, String> generate(Path root) throws IOException {
        ApiDescription description = ApiDescription.read(root.resolve(DOCUMENT));
        List<JavaFile> files = new ArrayList<>();
        for (Client client : description.clients()) {
            ClientWriter clients = new ClientWriter(client);
            files.add(JavaFile.builder(client.packageName(), clients.blocking())
                    .indent(INDENT)
                    .build());
            files.add(JavaFile.builder(client.packageName(), clients.async())
                    .indent(INDENT)
                    .build());
            ImplWriter impls = new ImplWriter(client);
            files.add(impls.blocking());
            files.add(impls.async());
        }
        files.add(TableWriter.write(description));
        Formatter formatter = Formatter.createFormatter(JavaFormatterOptions.builder()
                .style(JavaFormatterOptions.Style.PALANTIR)
                .formatJavadoc(false)
                .build());
        Map<Path, String> out = new TreeMap<>();
        for (JavaFile file : files) {
            String source = MARK + "\n" + file;
            Path path = SOURCES.resolve(file.packageName().replace('.', '/'))
                    .resolve(file.typeSpec().name() + ".java");
            try {
                out.put(path, formatter.formatSourceAndFixImports(source));
            } catch (FormatterException e) {
                throw new IllegalStateException(
                        "generated " + path + " does not parse: " + e.getMessage() + "\n" + source, e);
            }
        }
        return out;
    }

    /**
     * Lists the generated files the sources hold now: every Java file under {@link #SOURCES} starting with
     * {@link #MARK}.
     *
     * @param root the project's root
     * @return their paths from the root, sorted
     * @throws IOException if the sources cannot be read
     */
    public static List<Path> committed(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root.resolve(SOURCES))) {
            return files.filter(p -> p.toString().endsWith(".java"))
                    .filter(p -> {
                        try {
                            return Files.readString(p, StandardCharsets.UTF_8).startsWith(MARK);
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                    })
                    .map(root::relativize)
                    .sorted()
                    .toList();
        }
    }

    /**
     * Writes every generated file and deletes the generated files it no longer makes.
     *
     * @param args the project's root, {@code .} when absent
     * @throws IOException if a file cannot be written
     */
    public static void main(String[] args) throws IOException {
        Path root = Path.of(args.length > 0 ? args[0] : ".");
        Map<Path, String> generated = generate(root);
        for (Path stale : committed(root)) {
            if (!generated.containsKey(stale)) {
                Files.delete(root.resolve(stale));
            }
        }
        for (Map.Entry<Path, String> file : generated.entrySet()) {
            Files.createDirectories(root.resolve(file.getKey()).getParent());
            Files.writeString(root.resolve(file.getKey()), file.getValue(), StandardCharsets.UTF_8);
        }
    }
}
