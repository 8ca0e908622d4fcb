package io.dgq.sdk.internal.models;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.sdk.errors.DgqDecodingException;
import io.dgq.sdk.internal.checks.Companions;
import io.dgq.sdk.internal.json.TreeValues;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.json.JsonValue;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.StringJoiner;

/**
 * What a model keeps besides its own fields, and the behaviour every model shares over it: the fields it has no
 * accessor for, the values of the wrong type, the problems of its nested records, and the caches of its wire form
 * and hash. The topmost generated class of each model holds one in a field, {@code null} unless decoding kept
 * something, which it reaches through its {@link ModelFields.Table}; a record decoded without
 * unknown or wrong fields allocates none. Each model's {@code additionalProperties()}, {@code validate()},
 * {@code equals}, {@code hashCode} and its accessors' checks call the methods here. Internal.
 */
public final class ModelState {

    /** The fields the model has no accessor for, in the order received; never {@code null}. */
    private final Map<String, JsonNode> unknown;

    /** The fields whose value did not fit their type, by JSON name, as received; {@code null} when none. */
    private final Map<String, LenientFields.Invalid> invalid;

    /** Every field that did not decode in this record and its nested records, by path; {@code null} when none. */
    private final Map<String, String> problems;

    /** The wire form, written on the first call that needs it; models are immutable, so it never changes. */
    private volatile ObjectNode wireForm;

    /** The hash, computed on the first call of {@link #hash(Object)}; {@code 0} until then. */
    private int hash;

    private ModelState(
            Map<String, JsonNode> unknown, Map<String, LenientFields.Invalid> invalid, Map<String, String> problems) {
        this.unknown = unknown;
        this.invalid = invalid;
        this.problems = problems;
    }

    /** {@return the topmost table of the model's class, which holds its state} */
    private static ModelFields.Table<Object> root(Object model) {
        List<ModelFields.Table<Object>> tables = ModelFields.tablesOf(model.getClass());
        if (tables.isEmpty()) {
            throw new IllegalStateException(model.getClass().getName() + " is not a model of the SDK");
        }
        return tables.get(0);
    }

    private static ModelState of(Object model) {
        return root(model).state(model);
    }

    /** Gives a model just created by the decoder what decoding collected besides its fields, if anything. */
    static void attach(
            Object model,
            Map<String, JsonNode> unknown,
            Map<String, LenientFields.Invalid> invalid,
            Map<String, String> problems) {
        if (!unknown.isEmpty() || invalid != null || problems != null) {
            root(model).state(model, new ModelState(unknown, invalid, problems));
        }
    }

    /** {@return every field that did not decode in the model and its nested models, by path; {@code null} if none} */
    static Map<String, String> problemsOf(Object model) {
        ModelState state = of(model);
        return state == null ? null : state.problems;
    }

    /**
     * Returns a field's decoded value, for an accessor; throws if the answer held a value of another type for it.
     *
     * @param model the model
     * @param state the model's state, {@code null} when it has none
     * @param jsonName the field's JSON name
     * @param value the decoded value
     * @param <T> the field's type
     * @return the value
     * @throws DgqDecodingException if the answer held a value of the wrong type for the field
     */
    public static <T> T decoded(Object model, ModelState state, String jsonName, T value) {
        if (state != null && state.invalid != null) {
            LenientFields.Invalid field = state.invalid.get(jsonName);
            if (field != null) {
                throw new DgqDecodingException(
                        model.getClass().getSimpleName() + " field '" + jsonName + "' " + field.describe()
                                + "; the rest of the record decoded, and its wire form (toBuilder(), toString())"
                                + " keeps the value as received",
                        List.of(jsonName));
            }
        }
        return value;
    }

    /**
     * Returns the members a mapper writes besides the annotated fields, for a model's {@code @JsonAnyGetter}: the
     * unknown fields, then the values of the wrong type as received.
     *
     * @param state the model's state, {@code null} when it has none
     * @return the members by JSON name
     */
    public static Map<String, JsonNode> unknownFields(ModelState state) {
        if (state == null) {
            return Map.of();
        }
        if (state.invalid == null) {
            return state.unknown;
        }
        Map<String, JsonNode> all = new LinkedHashMap<>(state.unknown);
        state.invalid.forEach((name, field) -> all.put(name, field.raw()));
        return all;
    }

    /**
     * Returns the unknown fields of a model as JSON values, for its {@code additionalProperties()}.
     *
     * @param model the model
     * @return an unmodifiable map in the order received; empty when there are none
     */
    public static Map<String, JsonValue> additionalProperties(Object model) {
        ModelState state = of(model);
        if (state == null || state.unknown.isEmpty()) {
            return Map.of();
        }
        Map<String, JsonValue> values = new LinkedHashMap<>();
        state.unknown.forEach((name, value) -> values.put(name, Trees.VALUES.valueOf(value)));
        return Collections.unmodifiableMap(values);
    }

    /**
     * Returns one unknown field of a model, for its {@code additionalProperty(name)}.
     *
     * @param model the model
     * @param name the JSON field name
     * @return the value, or {@code null} when the model has no such unknown field
     */
    public static JsonValue additionalProperty(Object model, String name) {
        ModelState state = of(model);
        JsonNode value = state == null ? null : state.unknown.get(name);
        return value == null ? null : Trees.VALUES.valueOf(value);
    }

    /**
     * Checks that every field of a model, and of the models nested in it, decoded, for its {@code validate()}.
     *
     * @param model the model
     * @throws DgqDecodingException naming every field that holds a value of the wrong type, by its path
     */
    public static void validate(Object model) {
        Map<String, String> problems = problemsOf(model);
        if (problems != null) {
            StringJoiner each = new StringJoiner("; ");
            problems.forEach((path, what) -> each.add("'" + path + "' " + what));
            throw new DgqDecodingException(
                    model.getClass().getSimpleName() + " has " + problems.size()
                            + (problems.size() == 1 ? " field" : " fields") + " that did not decode: " + each,
                    List.copyOf(problems.keySet()));
        }
    }

    /**
     * Compares two models by class and value, for a model's {@code equals}: the same class, and the same value for
     * every field, unknown fields and values of the wrong type included.
     *
     * @param model the model
     * @param o the object compared with it
     * @return whether they are equal
     */
    public static boolean equal(Object model, Object o) {
        if (o == model) {
            return true;
        }
        if (o == null || o.getClass() != model.getClass()) {
            return false;
        }
        ModelState a = of(model);
        ModelState b = of(o);
        if (!unknownOf(a).equals(unknownOf(b)) || !Objects.equals(invalidOf(a), invalidOf(b))) {
            return false;
        }
        for (ModelFields.Table<Object> table : ModelFields.tablesOf(model.getClass())) {
            if (!table.equal(model, o)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Hashes a model consistently with {@link #equal(Object, Object)}; a model with a state keeps its hash there.
     *
     * @param model the model
     * @return its hash
     */
    public static int hash(Object model) {
        ModelState state = of(model);
        if (state == null) {
            return hash(model, Map.of(), null);
        }
        int hash = state.hash;
        if (hash == 0) {
            hash = hash(model, state.unknown, state.invalid);
            state.hash = hash;
        }
        return hash;
    }

    /** {@return a model's hash over its fields, unknown fields and values of the wrong type; never 0} */
    private static int hash(Object model, Map<String, JsonNode> unknown, Map<String, LenientFields.Invalid> invalid) {
        int fields = 1;
        for (ModelFields.Table<Object> table : ModelFields.tablesOf(model.getClass())) {
            fields = 31 * fields + table.hash(model);
        }
        int hash = 31 * (31 * unknown.hashCode() + Objects.hashCode(invalid)) + fields;
        return hash == 0 ? 1 : hash;
    }

    private static Map<String, JsonNode> unknownOf(ModelState state) {
        return state == null ? Map.of() : state.unknown;
    }

    private static Map<String, LenientFields.Invalid> invalidOf(ModelState state) {
        return state == null ? null : state.invalid;
    }

    /**
     * Returns a model's wire form, not copied: kept in the model's state when it has one, else made for this call.
     *
     * @param model the model
     * @return its fields that hold a value by JSON name, unknown fields included; the caller must not change it
     */
    static ObjectNode wireForm(Object model) {
        ModelState state = of(model);
        if (state == null) {
            return ModelJson.wireForm(model);
        }
        ObjectNode form = state.wireForm;
        if (form == null) {
            form = ModelJson.wireForm(model);
            state.wireForm = form;
        }
        return form;
    }

    /**
     * Returns a model's wire form as the JSON object a request sends.
     *
     * @param model the model
     * @return a copy of its wire form
     */
    static JsonObject toJson(Object model) {
        return (JsonObject) Trees.VALUES.valueOf(wireForm(model));
    }

    /** The JSON values' conversion of trees, {@link JsonValue}'s companion, made on first use. */
    private static final class Trees {
        @SuppressWarnings("unchecked") // JsonValue names a TreeValues<JsonValue>, which Companions checks by class
        static final TreeValues<JsonValue> VALUES =
                (TreeValues<JsonValue>) Companions.of(TreeValues.class).declaredBy(JsonValue.class);
    }
}
