package io.dgq.spring.boot;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.springframework.aot.hint.MemberCategory;
import org.springframework.aot.hint.RuntimeHints;
import org.springframework.aot.hint.RuntimeHintsRegistrar;
import org.springframework.aot.hint.TypeReference;

/**
 * Registers, for Spring AOT and GraalVM native images, reflection on every type the SDK's JSON mapping reaches by
 * reflection (its models, requests and open enumerations, whose fields Jackson sets): the types of the SDK jar's own
 * reachability metadata, {@value #METADATA}, so the two lists cannot differ. Registered through
 * {@code META-INF/spring/aot.factories}.
 */
public class DgqRuntimeHints implements RuntimeHintsRegistrar {

    /** The SDK jar's reachability metadata, which names the types. */
    static final String METADATA = "META-INF/native-image/io.dgq/dgq-sdk/reflect-config.json";

    /** A type's entry in the metadata, which the SDK's build writes one per line. */
    private static final Pattern NAME = Pattern.compile("\"name\"\\s*:\\s*\"([^\"]+)\"");

    /** Creates the registrar. */
    public DgqRuntimeHints() {}

    @Override
    public void registerHints(RuntimeHints hints, ClassLoader classLoader) {
        ClassLoader loader = classLoader != null ? classLoader : DgqRuntimeHints.class.getClassLoader();
        for (String type : types(loader)) {
            hints.reflection()
                    .registerType(
                            TypeReference.of(type),
                            MemberCategory.DECLARED_FIELDS,
                            MemberCategory.INVOKE_DECLARED_CONSTRUCTORS,
                            MemberCategory.INVOKE_DECLARED_METHODS,
                            MemberCategory.INVOKE_PUBLIC_METHODS);
        }
        hints.resources().registerPattern(METADATA);
    }

    /** The types the SDK's metadata names, or none when the SDK on the class path has no metadata. */
    static List<String> types(ClassLoader loader) {
        List<String> types = new ArrayList<>();
        try (InputStream in = loader.getResourceAsStream(METADATA)) {
            if (in == null) {
                return types;
            }
            Matcher names = NAME.matcher(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            while (names.find()) {
                types.add(names.group(1));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + METADATA, e);
        }
        return types;
    }
}
