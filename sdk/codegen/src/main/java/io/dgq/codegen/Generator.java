package io.dgq.codegen;

import com.palantir.javaformat.java.Formatter;
import com.palantir.javaformat.java.FormatterException;
import com.palantir.javaformat.java.JavaFormatterOptions;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.JavaFile;
import io.dgq.codegen.ApiDescription.Client;
import io.dgq.codegen.ApiDescription.FieldSet;
import io.dgq.codegen.ApiDescription.Model;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Generates the SDK's resource clients from the OpenAPI document: for each client its public blocking and
 * asynchronous interfaces, their implementations, its lists' column enum, its create and update requests and their
 * setters; the response models; the operation table; the docs' endpoint table; each list's request schemas in the
 * document itself ({@link ListBodies}); and the published document. Every Java file is formatted with the formatter
 * the build checks sources with, and starts with {@link #MARK}.
 */
public final class Generator {

    /** The first line of every generated file: how to tell it from a hand-written one. */
    public static final String MARK = "// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the"
            + " document and regenerate.";

    /** The OpenAPI document, from the project's root. */
    public static final Path DOCUMENT = Path.of("src", "docs", "openapi.json");

    /** The endpoint table of the docs, from the project's root. */
    public static final Path ENDPOINTS = Path.of("src", "docs", "endpoints.md");

    /** The published OpenAPI document, without the generator's own extensions, from the project's root. */
    public static final Path PUBLISHED = Path.of("src", "docs", "published", "openapi.json");

    /** Where the SDK's main sources are, from the project's root. */
    public static final Path SOURCES = Path.of("sdk", "client", "src", "main", "java");

    /** The reference server's main sources, where its generated schemas go. */
    public static final Path SERVER_SOURCES = Path.of("sdk", "reference-server", "src", "main", "java");

    /** The longest line the formatter keeps. */
    static final int LINE = 120;

    private static final Pattern ONE_LINE_COMMENT =
            Pattern.compile("(?m)^( *)/\\*\\*\n\\1 \\* ([^@\n][^\n]*)\n\\1 \\*/\n");

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
        String text = Files.readString(root.resolve(DOCUMENT), StandardCharsets.UTF_8);
        ListBodies.checkOperations(description, ApiDescription.parseStrictly(text, DOCUMENT.toString()));
        String document = ListBodies.splice(text, ListBodies.schemas(description));
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
        files.add(RootWriter.write(description.clients(), false));
        files.add(RootWriter.write(description.clients(), true));
        description.columnEnums().forEach(columns -> files.add(ColumnWriter.write(columns)));
        for (FieldSet fields : description.fieldSets()) {
            files.add(RequestWriter.write(fields, fields.create()));
            files.add(RequestWriter.write(fields, fields.update()));
        }
        description.standalones().forEach(request -> files.add(RequestWriter.write(request)));
        description.openEnums().forEach(open -> files.add(OpenEnumWriter.write(open)));
        Map<ClassName, Model> models = new LinkedHashMap<>();
        description.models().forEach(model -> models.put(ClassName.get(model.packageName(), model.name()), model));
        description.models().forEach(model -> files.add(new ModelWriter(model, models).write()));
        files.addAll(TableWriter.write(description));
        files.add(ServerSchemaWriter.write(description.serverSchemas()));
        Formatter formatter = Formatter.createFormatter(JavaFormatterOptions.builder()
                .style(JavaFormatterOptions.Style.PALANTIR)
                .formatJavadoc(false)
                .build());
        Map<Path, String> out = new TreeMap<>();
        for (JavaFile file : files) {
            String source = MARK + "\n" + oneLineJavadoc(file.toString());
            Path path = sourcesOf(file.packageName())
                    .resolve(file.packageName().replace('.', '/'))
                    .resolve(file.typeSpec().name() + ".java");
            try {
                out.put(path, formatter.formatSourceAndFixImports(source));
            } catch (FormatterException e) {
                throw new IllegalStateException(
                        "generated " + path + " does not parse: " + e.getMessage() + "\n" + source, e);
            }
        }
        out.put(ENDPOINTS, EndpointsWriter.write(description));
        out.put(DOCUMENT, document);
        out.put(PUBLISHED, PublishedDocument.write(document));
        return out;
    }

    /** {@return the source root of a package: the server's for {@code io.dgq.server}, else the SDK's} */
    private static Path sourcesOf(String packageName) {
        return packageName.startsWith("io.dgq.server") ? SERVER_SOURCES : SOURCES;
    }

    /**
     * Writes a Javadoc comment of one line of text on one line, {@code /** text *}{@code /}, as hand-written code
     * does, when it fits the line length; JavaPoet always spreads a comment over three lines.
     */
    static String oneLineJavadoc(String source) {
        Matcher m = ONE_LINE_COMMENT.matcher(source);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String oneLine = m.group(1) + "/** " + m.group(2) + " */\n";
            m.appendReplacement(out, Matcher.quoteReplacement(oneLine.length() <= LINE + 1 ? oneLine : m.group()));
        }
        m.appendTail(out);
        return out.toString();
    }

    /**
     * Lists the generated files the project holds now: every Java file under {@link #SOURCES} or
     * {@link #SERVER_SOURCES} starting with
     * {@link #MARK}, the endpoint table if it is marked as generated, the document (whose list request schemas are
     * generated), and the published document if it exists.
     *
     * @param root the project's root
     * @return their paths from the root, sorted
     * @throws IOException if the sources cannot be read
     */
    public static List<Path> committed(Path root) throws IOException {
        List<Path> committed = new ArrayList<>();
        for (Path sources : List.of(SOURCES, SERVER_SOURCES)) {
            try (Stream<Path> files = Files.walk(root.resolve(sources))) {
                files.filter(p -> p.toString().endsWith(".java"))
                        .filter(p -> {
                            try {
                                return Files.readString(p, StandardCharsets.UTF_8)
                                        .startsWith(MARK);
                            } catch (IOException e) {
                                throw new UncheckedIOException(e);
                            }
                        })
                        .map(root::relativize)
                        .forEach(committed::add);
            }
        }
        if (Files.exists(root.resolve(ENDPOINTS))
                && Files.readString(root.resolve(ENDPOINTS), StandardCharsets.UTF_8)
                        .startsWith(EndpointsWriter.MARK)) {
            committed.add(ENDPOINTS);
        }
        committed.add(DOCUMENT);
        if (Files.exists(root.resolve(PUBLISHED))) {
            committed.add(PUBLISHED);
        }
        return committed.stream().sorted().toList();
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
