package io.dgq.sdk.coverage;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.documents.ContentBlock;
import io.dgq.sdk.internal.RequestFields;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.metricdetails.Threshold;
import io.dgq.sdk.metricdetails.ThresholdConstraint;
import io.dgq.sdk.model.NamedReference;
import io.dgq.sdk.model.Owner;
import io.dgq.sdk.sources.SourceCredentialsInput;
import io.dgq.sdk.testing.TestJson;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Walks the fields the specification names for each record (kept in {@code spec-write-fields.tsv}) and proves that
 * every field a client may set has exactly one setter on the request builder, that the setter carries the name of
 * the record's accessor for the same field (so boolean setters are {@code isActive(..)} beside {@code isActive()}),
 * and that what the setter sends reads back through that accessor.
 */
class WriteFieldsCoverageTest {

    /** Methods every builder has that are not field setters. */
    private static final Set<String> NOT_SETTERS = Set.of("build", "putAdditionalProperty", "unset");

    record Row(
            String builder, String record, List<String> specFields, Set<String> notSettable, Set<String> extensions) {
        @Override
        public String toString() {
            return builder.substring(builder.lastIndexOf('.') + 1);
        }
    }

    static List<Row> rows() throws IOException {
        List<Row> rows = new ArrayList<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(
                Objects.requireNonNull(WriteFieldsCoverageTest.class.getResourceAsStream("/spec-write-fields.tsv")),
                StandardCharsets.UTF_8))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] cells = line.split("\t");
                rows.add(new Row(
                        cells[0],
                        cells[1],
                        words(cells[2]),
                        new LinkedHashSet<>(words(cells[3])),
                        new LinkedHashSet<>(words(cells[4]))));
            }
        }
        return rows;
    }

    private static List<String> words(String cell) {
        return cell.equals("-") ? List.of() : Arrays.asList(cell.trim().split(" +"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void everySettableFieldOfTheSpecificationHasOneSetterNamedAsItsAccessor(Row row) throws Exception {
        assertThat(row.specFields()).as("fields listed twice").doesNotHaveDuplicates();
        assertThat(row.specFields())
                .as("not-settable fields the specification names")
                .containsAll(row.notSettable());
        Set<String> expected = new LinkedHashSet<>(row.specFields());
        expected.removeAll(row.notSettable());
        expected.addAll(row.extensions());

        Map<String, String> setterByField = new LinkedHashMap<>();
        Class<?> record = Class.forName(row.record());
        for (Method setter : setters(Class.forName(row.builder()))) {
            String field = fieldSetBy(row, setter);
            String before = setterByField.put(field, setter.getName());
            assertThat(before)
                    .as("a second setter, not an overload, for '" + field + "': " + setter)
                    .isIn(null, setter.getName());
            Method accessor = accessor(record, setter.getName());
            assertThat(accessor)
                    .as(record.getSimpleName() + " has an accessor named as the setter " + setter)
                    .isNotNull();
            if (setter.getParameterTypes()[0] == Boolean.class) {
                assertThat(setter.getName())
                        .as("a boolean is_ field's setter")
                        .startsWith(field.startsWith("is_") ? "is" : "");
            }
            assertReadsBack(row, record, accessor, setter);
        }
        assertThat(setterByField.keySet())
                .as("JSON fields with a setter on " + row)
                .containsExactlyInAnyOrderElementsOf(expected);
    }

    private static List<Method> setters(Class<?> requestClass) throws Exception {
        Class<?> builderClass = requestClass.getMethod("builder").getReturnType();
        List<Method> setters = new ArrayList<>();
        for (Method method : builderClass.getMethods()) {
            if (method.getDeclaringClass() == Object.class
                    || method.getParameterCount() != 1
                    || NOT_SETTERS.contains(method.getName())
                    || method.isBridge()) {
                continue;
            }
            setters.add(method);
        }
        return setters;
    }

    private static Object newBuilder(Row row) throws Exception {
        return Class.forName(row.builder()).getMethod("builder").invoke(null);
    }

    /** Calls the setter alone on a new builder and answers the one JSON field it set. */
    private static String fieldSetBy(Row row, Method setter) throws Exception {
        Object builder = newBuilder(row);
        setter.invoke(builder, sample(setter));
        Set<String> names = fields(builder).keySet();
        assertThat(names).as("fields set by " + setter).hasSize(1);
        return names.iterator().next();
    }

    /** The fields a builder holds, read from its private state (a builder has no accessor for them). */
    private static Map<String, Object> fields(Object builder) throws Exception {
        Field fields = builder.getClass().getDeclaredField("fields");
        fields.setAccessible(true);
        return ((RequestFields) fields.get(builder)).values();
    }

    private static Method accessor(Class<?> record, String name) {
        try {
            Method method = record.getMethod(name);
            return Modifier.isStatic(method.getModifiers()) ? null : method;
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    /** Sends the setter's value alone, decodes that body as the record, and expects the accessor to hold it. */
    private static void assertReadsBack(Row row, Class<?> record, Method accessor, Method setter) throws Exception {
        Object builder = newBuilder(row);
        setter.invoke(builder, sample(setter));
        Map<String, Object> fields = fields(builder);
        String json = JsonObject.of(fields).toString();
        Object decoded = TestJson.MAPPER.readValue(json, record);
        Object value = accessor.invoke(decoded);
        assertThat(value)
                .as(record.getSimpleName() + "." + accessor.getName() + "() after " + json)
                .isNotNull();
        if (value instanceof Collection) {
            assertThat((Collection<?>) value)
                    .as(record.getSimpleName() + "." + accessor.getName() + "()")
                    .isNotEmpty();
        }
    }

    private static Object sample(Method setter) throws Exception {
        Class<?> type = setter.getParameterTypes()[0];
        Type generic = setter.getGenericParameterTypes()[0];
        if (type == List.class) {
            Type element = ((ParameterizedType) generic).getActualTypeArguments()[0];
            return List.of(element instanceof Class ? sampleOf((Class<?>) element) : "s");
        }
        return sampleOf(type);
    }

    private static Object sampleOf(Class<?> type) throws Exception {
        if (type == String.class || type == Object.class) {
            return "s";
        } else if (type == Boolean.class) {
            return true;
        } else if (type == Integer.class) {
            return 7;
        } else if (type == Long.class) {
            return 7L;
        } else if (type == Instant.class) {
            return Instant.parse("2027-01-01T00:00:00Z");
        } else if (type == OffsetDateTime.class) {
            return OffsetDateTime.of(2027, 1, 1, 0, 0, 0, 0, ZoneOffset.UTC);
        } else if (type == JsonObject.class) {
            return JsonObject.of(Map.of("k", "v"));
        } else if (type == Owner.class) {
            return Owner.builder().id("o-1").build();
        } else if (type == NamedReference.class) {
            return NamedReference.builder().id("r-1").build();
        } else if (type == ContentBlock.class) {
            return ContentBlock.builder().type("text").content("c").build();
        } else if (type == SourceCredentialsInput.class) {
            return SourceCredentialsInput.builder().port("5432").build();
        } else if (type == Threshold.class) {
            return Threshold.of(0.0, 5.0);
        } else if (type == ThresholdConstraint.class) {
            return ThresholdConstraint.of("auto", List.of("a"), null, null);
        }
        for (Field constant : type.getFields()) {
            if (Modifier.isStatic(constant.getModifiers()) && constant.getType() == type) {
                return constant.get(null);
            }
        }
        throw new AssertionError("No sample value for a setter taking " + type.getName());
    }
}
