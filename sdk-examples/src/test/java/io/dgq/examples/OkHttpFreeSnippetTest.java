package io.dgq.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * README's dependency without OkHttp, okio and Kotlin is the one the consumer check {@code okhttp-free-app} builds
 * and runs, word for word.
 */
class OkHttpFreeSnippetTest {

    private static final Path README = Path.of("../README.md");
    private static final Path APP_POM = Path.of("src/it/okhttp-free-app/app/pom.xml");
    private static final Pattern XML_BLOCK = Pattern.compile("```xml\\n(.*?)```", Pattern.DOTALL);

    @Test
    void readmesExclusionsAreTheConsumerChecks() throws IOException {
        String readme = Files.readString(README, StandardCharsets.UTF_8);
        String transports = readme.substring(readme.indexOf("### Transports"));
        transports = transports.substring(0, transports.indexOf("\n## "));
        Matcher block = XML_BLOCK.matcher(transports);
        assertThat(block.find()).as("an xml block in README's Transports").isTrue();
        String snippet = block.group(1);
        assertThat(snippet).contains("okhttp-jvm", "okio-jvm", "kotlin-stdlib", "<artifactId>dgq-sdk</artifactId>");
        assertThat(squeezed(Files.readString(APP_POM, StandardCharsets.UTF_8)))
                .as("%s holds README's dependency", APP_POM)
                .contains(squeezed(snippet));
    }

    private static String squeezed(String xml) {
        return xml.replaceAll("\\s+", "");
    }
}
