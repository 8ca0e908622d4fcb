package io.dgq.sdk;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import io.dgq.sdk.internal.checks.Companion;
import io.dgq.sdk.model.ApiObject;
import io.dgq.sdk.model.OpenEnum;
import io.dgq.sdk.model.WriteRequest;
import java.io.IOException;
import java.io.InputStream;
import java.lang.annotation.Annotation;
import java.lang.reflect.AccessibleObject;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The GraalVM reachability metadata in the SDK jar ({@code META-INF/native-image/io.dgq/dgq-sdk/reflect-config.json})
 * names every type that Jackson reads or writes by reflection: every model ({@link ApiObject}), request
 * ({@link WriteRequest}) and open enumeration ({@link OpenEnum}), every other class with a Jackson annotation, and
 * every companion a class names ({@link Companion}: a model's table of fields), which the SDK makes by reflection.
 * A new model that is not in it fails here; regenerate the file with {@code ./mvnw -pl sdk/test-support,sdk/client
 * test -Dtest=NativeImageMetadataTest -Ddgq.native.update=true}. The Spring Boot starter registers the same types
 * as {@code RuntimeHints}.
 */
class NativeImageMetadataTest {

    static final String RESOURCE = "META-INF/native-image/io.dgq/dgq-sdk/reflect-config.json";
    private static final Path SOURCE = Path.of("src/main/resources").resolve(RESOURCE);
    private static final Path CLASSES = Path.of("target/classes");

    @Test
    void everyModelRequestAndJacksonBoundTypeIsInTheReachabilityMetadata() throws Exception {
        Set<String> expected = reflectiveTypes();
        assertThat(expected)
                .as("the scan finds the models and requests")
                .contains(
                        "io.dgq.sdk.domains.Domain",
                        "io.dgq.sdk.domains.DomainCreateRequest",
                        "io.dgq.sdk.model.Status")
                .hasSizeGreaterThan(50);
        if (Boolean.getBoolean("dgq.native.update")) {
            Files.createDirectories(SOURCE.getParent());
            Files.writeString(SOURCE, render(expected), StandardCharsets.UTF_8);
        }
        Set<String> listed = new TreeSet<>();
        try (InputStream in = getClass().getClassLoader().getResourceAsStream(RESOURCE)) {
            assertThat(in).as("%s in the jar", RESOURCE).isNotNull();
            for (JsonNode entry : new ObjectMapper().readTree(in)) {
                listed.add(entry.get("name").asText());
                assertThat(entry.path("allDeclaredFields").asBoolean())
                        .as("%s: fields", entry.get("name"))
                        .isTrue();
                assertThat(entry.path("allDeclaredConstructors").asBoolean())
                        .as("%s: constructors", entry.get("name"))
                        .isTrue();
                assertThat(entry.path("allDeclaredMethods").asBoolean())
                        .as("%s: methods", entry.get("name"))
                        .isTrue();
            }
        }
        assertThat(listed)
                .as("the types of %s (regenerate with -Ddgq.native.update=true)", RESOURCE)
                .containsExactlyElementsOf(expected);
        assertThat(Files.readString(SOURCE, StandardCharsets.UTF_8)).isEqualTo(render(expected));
    }

    /** Every class of the SDK's jar that Jackson touches by reflection. */
    static Set<String> reflectiveTypes() throws IOException, ClassNotFoundException {
        List<String> names = new ArrayList<>();
        try (Stream<Path> files = Files.walk(CLASSES)) {
            files.filter(p -> p.toString().endsWith(".class")
                            && !p.getFileName().toString().equals("module-info.class"))
                    .forEach(p -> names.add(CLASSES.relativize(p)
                            .toString()
                            .replace('\\', '/')
                            .replace(".class", "")
                            .replace('/', '.')));
        }
        Set<String> types = new TreeSet<>();
        ClassLoader loader = NativeImageMetadataTest.class.getClassLoader();
        for (String name : names) {
            Class<?> type = Class.forName(name, false, loader);
            if (type.isAnonymousClass() || type.isSynthetic() || type.isLocalClass()) {
                continue;
            }
            boolean model = ApiObject.class.isAssignableFrom(type)
                    || WriteRequest.class.isAssignableFrom(type)
                    || OpenEnum.class.isAssignableFrom(type);
            if (model || jacksonAnnotated(type)) {
                types.add(type.getName());
            }
            JsonDeserialize decoder = type.getDeclaredAnnotation(JsonDeserialize.class);
            if (decoder != null && decoder.using() != JsonDeserializer.None.class) {
                types.add(decoder.using().getName()); // Jackson makes it by its constructor
            }
            Companion companion = type.getDeclaredAnnotation(Companion.class);
            if (companion != null) {
                types.add(companion.value().getName()); // the SDK makes it by its constructor
            }
            JsonSerialize encoder = type.getDeclaredAnnotation(JsonSerialize.class);
            if (encoder != null && encoder.using() != JsonSerializer.None.class) {
                types.add(encoder.using().getName()); // likewise
            }
        }
        return types;
    }

    private static boolean jacksonAnnotated(Class<?> type) {
        if (jackson(type.getDeclaredAnnotations())) {
            return true;
        }
        List<AccessibleObject> members = new ArrayList<>();
        members.addAll(List.of(type.getDeclaredFields()));
        members.addAll(List.of(type.getDeclaredMethods()));
        members.addAll(List.of(type.getDeclaredConstructors()));
        for (AccessibleObject member : members) {
            if (jackson(member.getDeclaredAnnotations())) {
                return true;
            }
        }
        return false;
    }

    private static boolean jackson(Annotation[] annotations) {
        for (Annotation annotation : annotations) {
            if (annotation.annotationType().getName().startsWith("com.fasterxml.jackson.")) {
                return true;
            }
        }
        return false;
    }

    private static String render(Set<String> types) {
        StringBuilder json = new StringBuilder("[\n");
        int i = 0;
        for (String type : types) {
            json.append("  {\"name\": \"")
                    .append(type)
                    .append("\", \"allDeclaredFields\": true, \"allDeclaredConstructors\": true, ")
                    .append("\"allDeclaredMethods\": true, \"allPublicMethods\": true}")
                    .append(++i < types.size() ? ",\n" : "\n");
        }
        return json.append("]\n").toString();
    }
}
