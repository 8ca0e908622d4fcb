package io.dgq.examples;

import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles README.md's Java code against the test class path, for {@link ReadmeSnippetsTest}.
 *
 * <p>A {@code ```java} block is its import lines, then either whole declarations (a class) or statements. Statements
 * are compiled in a method whose parameters are the placeholders the README uses for what the reader has:
 * {@code baseUrl}, {@code token}, {@code id}, {@code request}, {@code body}, {@code sharedOkHttpClient},
 * {@code vault} and, in inline code, {@code client}. A block compiles with the imports it shows and nothing else.
 */
final class ReadmeCompiler {

    /** The README's placeholders, as the parameters of the method that holds a block's statements. */
    static final String PLACEHOLDERS = "String baseUrl, String token, String id, "
            + "io.dgq.sdk.paging.ListRequest request, Object body, okhttp3.OkHttpClient sharedOkHttpClient, "
            + "Vault vault";

    private final Path workDirectory;

    ReadmeCompiler(Path workDirectory) {
        this.workDirectory = workDirectory;
    }

    /** A block split into its import lines and the code after them. */
    record Block(String heading, String imports, String code) {
        boolean isDeclaration() {
            String first = code.stripLeading();
            return first.startsWith("class ")
                    || first.startsWith("public class ")
                    || first.startsWith("@")
                    || first.startsWith("record ")
                    || first.startsWith("interface ");
        }
    }

    /** Every {@code ```java} block of a Markdown text, each with the nearest heading above it. */
    static List<Block> javaBlocks(String markdown) {
        List<Block> blocks = new ArrayList<>();
        String heading = "(top)";
        List<String> lines = markdown.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.startsWith("#")) {
                heading = line;
            } else if (line.strip().equals("```java")) {
                StringBuilder imports = new StringBuilder();
                StringBuilder code = new StringBuilder();
                boolean header = true;
                for (i++; i < lines.size() && !lines.get(i).strip().equals("```"); i++) {
                    String inner = lines.get(i);
                    if (header && (inner.startsWith("import ") || inner.isBlank())) {
                        imports.append(inner).append('\n');
                    } else {
                        header = false;
                        code.append(inner).append('\n');
                    }
                }
                blocks.add(new Block(heading, imports.toString().strip(), code.toString()));
            }
        }
        return blocks;
    }

    /** The Java source that holds a block: declarations as they are, statements in a method. */
    static String sourceOf(Block block, String className) {
        String header = block.imports().isEmpty() ? "" : block.imports() + "\n\n";
        if (block.isDeclaration()) {
            return header + block.code().replaceFirst("class \\w+", "class " + className);
        }
        return header + "class " + className + " {\n"
                + "    interface Vault { String currentDgqToken(); }\n\n"
                + "    void snippet(" + PLACEHOLDERS + ") throws Exception {\n"
                + block.code().indent(8)
                + "    }\n}\n";
    }

    /**
     * Compiles sources, each named by its class.
     *
     * @return the compiler's errors, empty when everything compiled
     */
    List<String> compile(List<String> classNames, List<String> sources) throws IOException {
        Path sourceDir = Files.createDirectories(workDirectory.resolve("src"));
        Path classDir = Files.createDirectories(workDirectory.resolve("classes"));
        List<File> files = new ArrayList<>();
        for (int i = 0; i < sources.size(); i++) {
            Path file = sourceDir.resolve(classNames.get(i) + ".java");
            Files.writeString(file, sources.get(i), StandardCharsets.UTF_8);
            files.add(file.toFile());
        }
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager fileManager =
                compiler.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
            List<String> options = List.of(
                    "--release",
                    "17",
                    "-proc:none",
                    "-encoding",
                    "UTF-8",
                    "-classpath",
                    classPath(),
                    "-d",
                    classDir.toString());
            StringWriter out = new StringWriter();
            compiler.getTask(
                            out,
                            fileManager,
                            diagnostics,
                            options,
                            null,
                            fileManager.getJavaFileObjectsFromFiles(files))
                    .call();
        }
        return diagnostics.getDiagnostics().stream()
                .filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
                .map(d -> d.getSource().getName().replaceAll(".*[/\\\\]", "") + ":" + d.getLineNumber() + ": "
                        + d.getMessage(Locale.ROOT))
                .collect(Collectors.toList());
    }

    private static String classPath() {
        String surefire = System.getProperty("surefire.test.class.path");
        return surefire != null && !surefire.isBlank() ? surefire : System.getProperty("java.class.path");
    }
}
