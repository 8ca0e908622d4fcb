package io.dgq.sdk.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.json.JsonArray;
import io.dgq.sdk.json.JsonNumber;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.json.JsonString;
import io.dgq.sdk.json.JsonValue;
import io.dgq.sdk.testing.TestJson;
import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Checks every response model of the SDK, found on the class path, for the builder contract: each typed setter
 * sets the accessor of the same name, a built model equals the one decoded from its JSON, and {@code toBuilder()}
 * gives the same model back.
 */
class ModelBuildersTest {

    static Stream<Class<? extends ApiObject>> models() throws IOException, URISyntaxException {
        Path classes = Path.of(ApiObject.class
                .getProtectionDomain()
                .getCodeSource()
                .getLocation()
                .toURI());
        List<Class<? extends ApiObject>> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(classes)) {
            for (Path file : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".class"))::iterator) {
                String name = classes.relativize(file)
                        .toString()
                        .replace(file.getFileSystem().getSeparator(), ".");
                Class<?> type = load(name.substring(0, name.length() - ".class".length()));
                if (ApiObject.class.isAssignableFrom(type) && !Modifier.isAbstract(type.getModifiers())) {
                    found.add(type.asSubclass(ApiObject.class));
                }
            }
        }
        return found.stream();
    }

    @Test
    void findsEveryModel() throws Exception {
        assertThat(models()).hasSizeGreaterThanOrEqualTo(46).contains(Domain.class, Owner.class);
    }

    @ParameterizedTest
    @MethodSource("models")
    void everySetterSetsTheAccessorOfTheSameName(Class<? extends ApiObject> type) throws Exception {
        ApiObject.Builder builder = builderOf(type);
        List<Method> setters = setters(builder);
        assertThat(setters).isNotEmpty();
        for (Method setter : setters) {
            setter.invoke(builder, sample(setter.getGenericParameterTypes()[0]));
        }
        ApiObject built = builder.build();
        for (Method setter : setters) {
            Object expected = sample(setter.getGenericParameterTypes()[0]);
            assertThat(type.getMethod(setter.getName()).invoke(built))
                    .as(type.getSimpleName() + "." + setter.getName())
                    .isEqualTo(expected);
        }
        assertThat(built.additionalProperties())
                .as("no setter writes an unknown field")
                .isEmpty();

        ApiObject decoded = TestJson.MAPPER.readValue(TestJson.MAPPER.writeValueAsString(built), type);
        assertThat(decoded).isEqualTo(built).hasSameHashCodeAs(built).isNotSameAs(built);
        assertThat(built.toBuilder().build()).isEqualTo(built).hasSameHashCodeAs(built);
        for (Method setter : setters) {
            ApiObject cleared = ((ApiObject.Builder) setter.invoke(built.toBuilder(), (Object) null)).build();
            assertThat(type.getMethod(setter.getName()).invoke(cleared))
                    .as("null clears " + setter.getName())
                    .satisfiesAnyOf(
                            value -> assertThat(value).isNull(),
                            value -> assertThat(value).isEqualTo(List.of()));
            assertThat(cleared).isNotEqualTo(built);
        }
    }

    @ParameterizedTest
    @MethodSource("models")
    void unknownFieldsAreKeptAndCompared(Class<? extends ApiObject> type) throws Exception {
        JsonObject future = JsonObject.of(Map.of("x", 1));
        ApiObject built = builderOf(type)
                .putAdditionalProperty("field_from_the_future", future)
                .build();
        ApiObject decoded = TestJson.MAPPER.readValue("{\"field_from_the_future\":{\"x\":1}}", type);
        assertThat(built.additionalProperties()).containsExactly(Map.entry("field_from_the_future", future));
        assertThat(built)
                .isEqualTo(decoded)
                .hasSameHashCodeAs(decoded)
                .isNotEqualTo(TestJson.MAPPER.readValue("{\"field_from_the_future\":{\"x\":2}}", type))
                .isNotEqualTo(builderOf(type).build());
        assertThat(built.toBuilder()
                        .removeAdditionalProperty("field_from_the_future")
                        .build())
                .isEqualTo(builderOf(type).build());
        assertThat(built.toString()).startsWith(type.getSimpleName() + "{").contains("field_from_the_future=");
    }

    @Test
    void aNullListAndAnEmptyListAreTheSameValue() throws Exception {
        Domain absent = TestJson.MAPPER.readValue("{\"id\":\"d-1\"}", Domain.class);
        Domain empty = TestJson.MAPPER.readValue("{\"id\":\"d-1\",\"owner\":[],\"viewers\":null}", Domain.class);
        assertThat(absent.owners()).isEqualTo(empty.owners()).isEmpty();
        assertThat(absent)
                .isEqualTo(empty)
                .hasSameHashCodeAs(empty)
                .isEqualTo(Domain.builder().id("d-1").owners(List.of()).build());
    }

    @Test
    void aBuiltModelNeverChangesWithItsBuilderOrItsInputs() {
        Map<String, Object> unknown = new LinkedHashMap<>(Map.of("x", 1));
        Domain.Builder builder = Domain.builder().id("d-1").putAdditionalProperty("extra", JsonValue.from(unknown));
        Domain first = builder.build();
        unknown.put("x", 2);
        builder.name("changed").putAdditionalProperty("extra", JsonString.of("other"));
        assertThatThrownBy(() -> first.additionalProperty("extra").asMap().put("x", JsonNumber.of(3)))
                .isInstanceOf(UnsupportedOperationException.class);
        assertThat(first.name()).isNull();
        assertThat(first.additionalProperty("extra")).isEqualTo(JsonObject.of(Map.of("x", 1)));
        assertThat(builder.build().name()).isEqualTo("changed");
        assertThat(builder.toString()).isEqualTo("Domain.Builder[id, extra, name]");
    }

    @Test
    void anUnknownFieldCannotShadowAKnownOne() {
        assertThatThrownBy(() -> Domain.builder().putAdditionalProperty("parent_id", JsonString.of("p")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'parent_id' is a field of Domain");
        assertThatThrownBy(() -> Owner.builder().putAdditionalProperty(" ", null))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(Domain.builder()
                        .id("d-1")
                        .removeAdditionalProperty("id")
                        .build()
                        .id())
                .isEqualTo("d-1");
    }

    static ApiObject.Builder builderOf(Class<?> type) throws ReflectiveOperationException {
        return (ApiObject.Builder) type.getMethod("builder").invoke(null);
    }

    private static List<Method> setters(ApiObject.Builder builder) {
        List<Method> setters = new ArrayList<>();
        for (Method method : builder.getClass().getMethods()) {
            if (method.getParameterCount() == 1
                    && !method.isBridge() // a covariant setter's bridge, whose parameter type is erased
                    && ApiObject.Builder.class.isAssignableFrom(method.getReturnType())
                    && !method.getName().contains("AdditionalPropert")) {
                method.setAccessible(true);
                setters.add(method);
            }
        }
        return setters;
    }

    /** A value of a setter's parameter type that differs from the default ({@code null} or empty). */
    private static Object sample(Type type) throws ReflectiveOperationException {
        if (type instanceof ParameterizedType parameterizedType) {
            return List.of(sample(parameterizedType.getActualTypeArguments()[0]));
        }
        Class<?> raw = (Class<?>) type;
        if (raw == String.class) {
            return "text";
        } else if (raw == Integer.class) {
            return 7;
        } else if (raw == Long.class) {
            return 7L;
        } else if (raw == Double.class) {
            return 0.25;
        } else if (raw == Boolean.class) {
            return true;
        } else if (raw == OffsetDateTime.class) {
            return OffsetDateTime.of(2026, 11, 1, 8, 30, 0, 500_000_000, ZoneOffset.UTC); // the SDK writes UTC
        } else if (raw == JsonObject.class) {
            return JsonObject.of(Map.of("k", "v"));
        } else if (raw == JsonValue.class) {
            return JsonArray.of(JsonNumber.of(1), JsonString.of("two"));
        } else if (OpenEnum.class.isAssignableFrom(raw)) {
            return raw.getMethod("of", String.class).invoke(null, "SOMETHING_NEW");
        } else if (ApiObject.class.isAssignableFrom(raw)) {
            return builderOf(raw)
                    .putAdditionalProperty("nested", JsonString.of("yes"))
                    .build();
        }
        throw new AssertionError("No sample for " + type);
    }

    private static Class<?> load(String name) {
        try {
            return Class.forName(name, false, ApiObject.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new AssertionError(e);
        }
    }
}
