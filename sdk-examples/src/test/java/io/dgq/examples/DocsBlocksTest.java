package io.dgq.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

/**
 * Every Java, XML, properties and shell block of README.md, CONTRIBUTING.md, src/docs/*.md and the decision records
 * (src/docs/decisions/*.md) is checked by the
 * build, or is marked as deliberately partial by a line {@code <!-- docs-check: partial (why) -->} right above it.
 *
 * <ul>
 *   <li>Java: README's compile and run in {@link ReadmeSnippetsTest}; testing.md's are the code of the reference
 *       server's TestingGuideTest ({@code TestingGuidePageTest} keeps them identical); spring-boot.md's test is,
 *       file for file, the test both Spring Boot consumer applications run. A Java block of any other page is
 *       compiled here.
 *   <li>XML: well formed; every {@code io.dgq} artifact is a module of this build, at the project's version;
 *       Spring Boot's BOM at a version the build tests.
 *   <li>Properties: parsed; every {@code dgq.*} key, also in comments, is in spring-boot.md's property table.
 *   <li>Shell: every {@code -pl} module and every script exists, every jar name carries the project's version.
 * </ul>
 */
class DocsBlocksTest {

    private static final Path ROOT = Path.of("..");
    private static final String PARTIAL = "<!-- docs-check: partial";
    private static final Set<String> LANGUAGES = Set.of("java", "xml", "properties", "bash", "shell", "sh");
    private static final Path SPRING_TEST =
            Path.of("sdk/spring-boot-starter-test/src/it/spring-boot-4-app/src/test/java/com/example/catalog/"
                    + "CatalogServiceTest.java");

    /** A fenced block: its page, first line number, language, whether it is marked partial, and its text. */
    record Block(Path page, int line, String language, boolean partial, String text) {
        @Override
        public String toString() {
            return page + ":" + line + " (" + language + ")";
        }
    }

    @Test
    void everyBlockOfEveryPageIsCheckedOrMarkedPartial() throws IOException {
        List<Block> blocks = blocks();
        assertThat(blocks).extracting(Block::language).contains("java", "xml", "properties", "bash");
        List<String> failures = new ArrayList<>();
        for (Block block : blocks) {
            if (block.partial()) {
                continue;
            }
            switch (block.language()) {
                case "java" -> checkJava(block, failures);
                case "xml" -> checkXml(block, failures);
                case "properties" -> checkProperties(block, failures);
                default -> checkShell(block, failures);
            }
        }
        assertThat(failures).as("blocks that do not hold").isEmpty();
    }

    @Test
    void theChecksCatchAWrongVersionAnUnknownModuleAndAnUnknownProperty() throws IOException {
        List<String> failures = new ArrayList<>();
        Path page = Path.of("example.md");
        checkXml(
                new Block(
                        page,
                        1,
                        "xml",
                        false,
                        "<dependency><groupId>io.dgq</groupId><artifactId>dgq-bom</artifactId>"
                                + "<version>0.1.0</version></dependency>\n"),
                failures);
        checkXml(
                new Block(
                        page,
                        2,
                        "xml",
                        false,
                        "<dependency><groupId>io.dgq</groupId><artifactId>dgq-nothing</artifactId></dependency>\n"),
                failures);
        checkShell(new Block(page, 3, "bash", false, "./mvnw -B -pl sdk/nothing -am verify\n"), failures);
        checkShell(new Block(page, 4, "bash", false, "java -jar dgq-reference-server-0.0.9-all.jar\n"), failures);
        checkProperties(new Block(page, 5, "properties", false, "dgq.api-tokn=x\n"), failures);
        checkJava(new Block(page, 6, "java", false, "class Broken { void m() { nothing(); } }\n"), failures);
        assertThat(failures).hasSize(6);
        assertThat(String.join("\n", failures))
                .contains("dgq-bom at 0.1.0, not the project's " + projectVersion())
                .contains("dgq-nothing is no module")
                .contains("sdk/nothing")
                .contains("dgq-reference-server-0.0.9-all.jar")
                .contains("dgq.api-tokn")
                .contains("Broken.java");
    }

    @Test
    void theErrorMessageReadmeShowsIsTheOneTheServerGives() throws IOException {
        String readme = Files.readString(ROOT.resolve("README.md"), StandardCharsets.UTF_8)
                .replaceAll("\\s+", " ");
        try (io.dgq.server.ReferenceServer server =
                        io.dgq.server.ReferenceServer.builder().start();
                io.dgq.sdk.DgqClient client = io.dgq.sdk.DgqClient.builder()
                        .baseUrl(server.baseUrl())
                        .apiToken(server.apiToken())
                        .build()) {
            String message = null;
            try {
                client.domains().get("d-404");
            } catch (io.dgq.sdk.errors.DgqNotFoundException e) {
                message = e.getMessage();
            }
            assertThat(message).isNotNull();
            String shown = message.substring(0, message.indexOf("correlation_id ") + "correlation_id ".length());
            assertThat(readme)
                    .as("README's sample message, up to the correlation id")
                    .contains("`" + shown);
        }
    }

    private void checkJava(Block block, List<String> failures) throws IOException {
        String page = block.page().getFileName().toString();
        if (block.page().equals(Path.of("README.md"))) {
            return; // ReadmeSnippetsTest
        }
        if (page.equals("testing.md")) {
            assertThat(ROOT.resolve("sdk/reference-server/src/test/java/io/dgq/server/junit/TestingGuidePageTest.java"))
                    .as("the check of testing.md's Java")
                    .exists();
            return;
        }
        if (page.equals("spring-boot.md") && block.text().startsWith("package ")) {
            String test = Files.readString(ROOT.resolve(SPRING_TEST), StandardCharsets.UTF_8);
            if (!test.equals(block.text())) {
                failures.add(block + ": not the text of " + SPRING_TEST);
            }
            String other = Files.readString(
                    ROOT.resolve(SPRING_TEST.toString().replace("spring-boot-4-app", "spring-boot-3-app")),
                    StandardCharsets.UTF_8);
            if (!other.equals(test)) {
                failures.add(block + ": the two consumer applications' CatalogServiceTest differ");
            }
            return;
        }
        ReadmeCompiler.Block code =
                ReadmeCompiler.javaBlocks("```java\n" + block.text() + "```\n").get(0);
        String name = "Broken";
        if (!page.equals("example.md")) {
            name = "Docs" + Math.abs(block.toString().hashCode());
        }
        Path work = Files.createTempDirectory("docs-java");
        List<String> errors =
                new ReadmeCompiler(work).compile(List.of(name), List.of(ReadmeCompiler.sourceOf(code, name)));
        errors.forEach(error -> failures.add(block + ": " + error));
    }

    private void checkXml(Block block, List<String> failures) {
        Document document;
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            document = factory.newDocumentBuilder()
                    .parse(new InputSource(new StringReader("<root>" + block.text() + "</root>")));
        } catch (Exception e) {
            failures.add(block + ": not well-formed XML: " + e.getMessage());
            return;
        }
        Set<String> modules = moduleArtifactIds();
        NodeList dependencies = document.getElementsByTagName("dependency");
        for (int i = 0; i < dependencies.getLength(); i++) {
            Element dependency = (Element) dependencies.item(i);
            String group = text(dependency, "groupId");
            String artifact = text(dependency, "artifactId");
            String version = text(dependency, "version");
            if ("io.dgq".equals(group)) {
                if (!modules.contains(artifact)) {
                    failures.add(block + ": io.dgq:" + artifact + " is no module of this build");
                }
                if (version != null && !version.equals(projectVersion())) {
                    failures.add(
                            block + ": " + artifact + " at " + version + ", not the project's " + projectVersion());
                }
            }
            if ("spring-boot-dependencies".equals(artifact)
                    && !Set.of(rootProperty("spring-boot.version"), rootProperty("spring-boot-4.version"))
                            .contains(version)) {
                failures.add(block + ": Spring Boot " + version + " is not a version the build tests");
            }
        }
    }

    private void checkProperties(Block block, List<String> failures) throws IOException {
        Properties properties = new Properties();
        properties.load(new StringReader(block.text()));
        Set<String> known = springProperties();
        // the starter's keys: dgq.*, and management.health.dgq.* (Spring Boot's name for an indicator's switch)
        Matcher keys = Pattern.compile("(?<![\\w.-])(?:management\\.health\\.)?dgq\\.[a-z][a-z.-]*[a-z]")
                .matcher(block.text());
        while (keys.find()) {
            String key = keys.group();
            if (!known.contains(key) && !key.startsWith("dgq.headers.")) {
                failures.add(block + ": " + key + " is not in spring-boot.md's property table");
            }
        }
    }

    private void checkShell(Block block, List<String> failures) {
        Matcher modules = Pattern.compile("-pl\\s+(\\S+)").matcher(block.text());
        while (modules.find()) {
            for (String module : modules.group(1).split(",")) {
                if (!Files.isRegularFile(ROOT.resolve(module).resolve("pom.xml"))) {
                    failures.add(block + ": -pl " + module + " is no module of this build");
                }
            }
        }
        Matcher scripts = Pattern.compile("(?m)^bash\\s+(\\S+)").matcher(block.text());
        while (scripts.find()) {
            if (!Files.isRegularFile(ROOT.resolve(scripts.group(1)))) {
                failures.add(block + ": no script " + scripts.group(1));
            }
        }
        Matcher jars = Pattern.compile("dgq-[a-z-]+?-(\\d[^-/\\s]*(?:-SNAPSHOT)?)(?:-all)?\\.jar")
                .matcher(block.text());
        while (jars.find()) {
            if (!jars.group(1).equals(projectVersion())) {
                failures.add(block + ": " + jars.group() + " is not the project's version " + projectVersion());
            }
        }
    }

    /** The fenced blocks of the checked languages in every page. */
    private static List<Block> blocks() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(Path.of("README.md"), Path.of("CONTRIBUTING.md")));
        try (Stream<Path> docs = Files.walk(ROOT.resolve("src/docs"), 2)) { // the decision records too
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(p -> pages.add(ROOT.relativize(p)));
        }
        List<Block> blocks = new ArrayList<>();
        for (Path page : pages) {
            List<String> lines = Files.readAllLines(ROOT.resolve(page), StandardCharsets.UTF_8);
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i).strip();
                if (!line.startsWith("```") || line.length() == 3) {
                    continue;
                }
                String language = line.substring(3).strip();
                boolean partial = i > 0 && lines.get(i - 1).strip().startsWith(PARTIAL);
                int start = i + 1;
                StringBuilder text = new StringBuilder();
                for (i++; i < lines.size() && !lines.get(i).strip().equals("```"); i++) {
                    text.append(lines.get(i)).append('\n');
                }
                if (LANGUAGES.contains(language)) {
                    blocks.add(new Block(page, start, language, partial, text.toString()));
                }
            }
        }
        return blocks;
    }

    private static String text(Element parent, String tag) {
        NodeList nodes = parent.getElementsByTagName(tag);
        return nodes.getLength() == 0 ? null : nodes.item(0).getTextContent().strip();
    }

    private static String projectVersion() {
        try {
            String pom = Files.readString(ROOT.resolve("pom.xml"), StandardCharsets.UTF_8);
            Matcher matcher = Pattern.compile("<artifactId>dgq-parent</artifactId>\\s*<version>([^<]+)</version>")
                    .matcher(pom);
            assertThat(matcher.find()).as("the root POM's version").isTrue();
            return matcher.group(1);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static String rootProperty(String name) {
        try {
            String pom = Files.readString(ROOT.resolve("pom.xml"), StandardCharsets.UTF_8);
            Matcher matcher =
                    Pattern.compile("<" + Pattern.quote(name) + ">([^<]+)</").matcher(pom);
            assertThat(matcher.find()).as("the root POM's %s", name).isTrue();
            return matcher.group(1);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The artifactIds of the build's modules. */
    private static Set<String> moduleArtifactIds() {
        try (Stream<Path> files = Files.walk(ROOT.resolve("sdk"), 2)) {
            Set<String> ids = files.filter(p -> p.getFileName().toString().equals("pom.xml"))
                    .map(DocsBlocksTest::ownArtifactId)
                    .collect(Collectors.toCollection(TreeSet::new));
            ids.add(ownArtifactId(Path.of("pom.xml"))); // sdk-examples
            ids.add(ownArtifactId(ROOT.resolve("pom.xml"))); // the parent
            return ids;
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static String ownArtifactId(Path pom) {
        try {
            String text = Files.readString(pom, StandardCharsets.UTF_8);
            String withoutParent = text.replaceFirst("(?s)<parent>.*?</parent>", "");
            Matcher matcher =
                    Pattern.compile("<artifactId>([^<]+)</artifactId>").matcher(withoutParent);
            return matcher.find() ? matcher.group(1) : "";
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The {@code dgq.*} and {@code management.health.dgq.*} properties spring-boot.md's tables list. */
    private static Set<String> springProperties() throws IOException {
        String page = Files.readString(ROOT.resolve("src/docs/spring-boot.md"), StandardCharsets.UTF_8);
        Matcher rows = Pattern.compile("(?m)^\\| `((?:management\\.health\\.)?dgq\\.[a-z.-]+)")
                .matcher(page);
        Set<String> names = new TreeSet<>();
        while (rows.find()) {
            names.add(rows.group(1).replaceAll("\\.$", "")); // dgq.headers.<name>: dgq.headers
        }
        assertThat(names).contains("dgq.base-url", "dgq.api-token");
        return names;
    }
}
