package io.dgq.sdk.model;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.core.io.JsonStringEncoder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.sdk.errors.DgqDecodingException;
import io.dgq.sdk.internal.checks.Companion;
import io.dgq.sdk.internal.checks.Companions;
import io.dgq.sdk.internal.json.Json;
import io.dgq.sdk.internal.json.JsonForm;
import io.dgq.sdk.internal.json.TreeValues;
import io.dgq.sdk.internal.models.LenientFields;
import io.dgq.sdk.internal.models.LenientModel;
import io.dgq.sdk.internal.models.ModelDecoder;
import io.dgq.sdk.internal.models.ModelFields;
import io.dgq.sdk.internal.models.ModelJson;
import io.dgq.sdk.json.JsonNull;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.json.JsonValue;
import java.time.temporal.TemporalAccessor;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.StringJoiner;

/**
 * Base of every response model: keeps the JSON fields the model does not know, and gives every model its value
 * semantics and its builder.
 *
 * <p>The DGQ API may add fields at any time. They never fail decoding; they stay reachable through
 * {@link #additionalProperties()}. Models are immutable: they have accessors and no setters.
 *
 * <p>Nullability rule, the same on every model: a scalar or object accessor returns {@code null} when the server
 * sent {@code null} or left the field out; a list accessor never returns {@code null} (an absent list is empty).
 *
 * <p>Value semantics: two models are equal when they are of the same class and every accessor, unknown fields
 * included, returns equal values (two times: the same instant), whether they were decoded or built; each model
 * compares its fields in plain code. A model built with {@code builder()} is
 * indistinguishable from one decoded from the same JSON. {@link #toString()} names the class and every field that
 * holds a value, secrets masked.
 *
 * <p>One value of the wrong type does not fail an answer. A field whose value does not fit its type (a string where
 * a number belongs, say) is kept as received: its accessor throws {@link DgqDecodingException} naming the field,
 * while every other accessor, and every other record of a page, reads as usual. {@link #validate()} checks the whole
 * record, nested records included, at once. The value received stays in the model's wire form, so
 * {@code toBuilder()}, {@code equals} and {@code toString()} keep it.
 *
 * <p>Any Jackson mapper writes a model by its annotated fields, never by calling its accessors, so a model written
 * with an application's own mapper has the same JSON as the SDK's wire form.
 */
@JsonAutoDetect(
        getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE,
        setterVisibility = JsonAutoDetect.Visibility.NONE,
        fieldVisibility = JsonAutoDetect.Visibility.NONE)
@LenientModel
@JsonDeserialize(using = ModelDecoder.class)
@Companion(ApiObject.Hooks.class)
public abstract class ApiObject {

    private Map<String, JsonNode> additionalProperties = Map.of();

    /** The fields whose value did not fit their type, by JSON name, as received; {@code null} when none. */
    private Map<String, LenientFields.Invalid> invalid;

    /** Every field that did not decode in this record and its nested records, by path; {@code null} when none. */
    private Map<String, String> problems;

    /** The wire form, written on the first call that needs it; models are immutable, so it never changes. */
    private transient volatile ObjectNode wireForm;

    /** The hash, computed on the first call of {@link #hashCode()}; {@code 0} until then. */
    private transient int hash;

    /**
     * What the base gives the model runtime, and the JSON values the form an owner or a reference is sent as: its
     * {@link Companion}, which each makes on first use.
     */
    static final class Hooks implements ModelFields.Base, JsonForm {
        @Override
        public void checkDecoded(Object model, String jsonName) {
            ((ApiObject) model).checkDecoded(jsonName);
        }

        @Override
        public ObjectNode wireForm(Object model) {
            return ((ApiObject) model).wireForm();
        }

        @Override
        public JsonObject toJson(Object model) {
            return (JsonObject) Trees.VALUES.valueOf(((ApiObject) model).wireForm());
        }

        /** An owner or a reference as a request sends it, where its {@code id} is required; no other model. */
        @Override
        public JsonNode toTree(Object value, String where) {
            if (value instanceof Owner owner) {
                return withId(owner, owner.id(), "An owner's");
            } else if (value instanceof NamedReference namedReference) {
                return withId(namedReference, namedReference.id(), "A reference's");
            }
            return null;
        }

        private static ObjectNode withId(ApiObject link, String id, String whose) {
            if (id == null || id.isBlank()) {
                throw new IllegalArgumentException(whose + " 'id' is required to send it in a request");
            }
            return link.wireForm().deepCopy();
        }

        @Override
        public void attach(
                Object model,
                Map<String, JsonNode> unknown,
                Map<String, LenientFields.Invalid> invalid,
                Map<String, String> problems) {
            ApiObject decoded = (ApiObject) model;
            decoded.additionalProperties = unknown;
            decoded.invalid = invalid;
            decoded.problems = problems;
        }

        @Override
        public Map<String, String> problemsOf(Object model) {
            return ((ApiObject) model).problems;
        }
    }

    /**
     * Creates a model. The decoder gives it, once and before anyone else sees it, the fields it has no accessor for
     * and the values of the wrong type; a model's own fields are final, set by its constructor.
     */
    protected ApiObject() {}

    @JsonAnyGetter
    @SuppressWarnings("UnusedMethod") // Jackson calls it to write those members back
    private Map<String, JsonNode> unknownFields() {
        if (invalid == null) {
            return additionalProperties;
        }
        Map<String, JsonNode> all = new LinkedHashMap<>(additionalProperties);
        invalid.forEach((name, field) -> all.put(name, field.raw()));
        return all;
    }

    /** Throws if the answer held a value of the wrong type for a field, for the accessors of the models. */
    private void checkDecoded(String jsonName) {
        if (invalid != null) {
            LenientFields.Invalid field = invalid.get(jsonName);
            if (field != null) {
                throw new DgqDecodingException(
                        getClass().getSimpleName() + " field '" + jsonName + "' " + field.describe()
                                + "; the rest of the record decoded, and its wire form (toBuilder(), toString())"
                                + " keeps the value as received",
                        List.of(jsonName));
            }
        }
    }

    /**
     * Checks that every field of this record, and of the records nested in it, decoded: accessors check only their
     * own field, when called.
     *
     * @throws DgqDecodingException naming every field that holds a value of the wrong type, by its path of JSON
     *     names (such as {@code owner[1].name}), never the value
     */
    public final void validate() {
        if (problems != null) {
            StringJoiner each = new StringJoiner("; ");
            problems.forEach((path, what) -> each.add("'" + path + "' " + what));
            throw new DgqDecodingException(
                    getClass().getSimpleName() + " has " + problems.size()
                            + (problems.size() == 1 ? " field" : " fields") + " that did not decode: " + each,
                    List.copyOf(problems.keySet()));
        }
    }

    /**
     * Returns the fields of the JSON record that this model has no accessor for, in the order received.
     *
     * @return an unmodifiable map from JSON field name to its value (JSON {@code null} as {@link JsonNull#INSTANCE});
     *     empty when there are none
     */
    public final Map<String, JsonValue> additionalProperties() {
        if (additionalProperties.isEmpty()) {
            return Map.of();
        }
        Map<String, JsonValue> values = new LinkedHashMap<>();
        additionalProperties.forEach((name, value) -> values.put(name, Trees.VALUES.valueOf(value)));
        return Collections.unmodifiableMap(values);
    }

    /**
     * Returns one unknown field of the JSON record.
     *
     * @param name the JSON field name
     * @return the value ({@link JsonNull#INSTANCE} for JSON {@code null}), or {@code null} when the record has no
     *     such unknown field
     */
    public final JsonValue additionalProperty(String name) {
        JsonNode value = additionalProperties.get(name);
        return value == null ? null : Trees.VALUES.valueOf(value);
    }

    /**
     * Returns a builder holding every field of this model, unknown fields included, to build a changed copy.
     *
     * @return a new builder; changing it never changes this model
     */
    public abstract Builder toBuilder();

    /** {@return whether {@link #toString()} prints {@code ****} for a field: a table of the class says so} */
    private boolean masks(String jsonName) {
        for (ModelFields.Table<Object> table : ModelFields.tablesOf(getClass())) {
            if (table.masks(jsonName)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Compares by class and value: the same class, and the same value for every field, unknown fields included.
     * A {@code null} list and an empty list are the same value, as their accessors return the same empty list.
     */
    @Override
    public final boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (o == null || o.getClass() != getClass()) {
            return false;
        }
        ApiObject other = (ApiObject) o;
        return additionalProperties.equals(other.additionalProperties)
                && Objects.equals(invalid, other.invalid)
                && fieldsEqual(other);
    }

    /** Hashes the value, consistently with {@link #equals(Object)}; computed once. */
    @Override
    public final int hashCode() {
        int hash = this.hash;
        if (hash == 0) {
            hash = 31 * (31 * additionalProperties.hashCode() + Objects.hashCode(invalid)) + fieldsHashCode();
            this.hash = hash == 0 ? 1 : hash;
        }
        return hash;
    }

    /** Compares the fields of two models of the same class, by their classes' tables (else their wire forms). */
    private boolean fieldsEqual(ApiObject other) {
        List<ModelFields.Table<Object>> tables = ModelFields.tablesOf(getClass());
        if (tables.isEmpty()) {
            return wireForm().equals(other.wireForm());
        }
        for (ModelFields.Table<Object> table : tables) {
            if (!table.equal(this, other)) {
                return false;
            }
        }
        return true;
    }

    /** Hashes the fields consistently with {@link #fieldsEqual}. */
    private int fieldsHashCode() {
        List<ModelFields.Table<Object>> tables = ModelFields.tablesOf(getClass());
        if (tables.isEmpty()) {
            return wireForm().hashCode();
        }
        int hash = 1;
        for (ModelFields.Table<Object> table : tables) {
            hash = 31 * hash + table.hash(this);
        }
        return hash;
    }

    /**
     * Describes the model: its class name and every field that holds a value, by JSON name, with the value as
     * JSON, for example {@code Owner{id="u-1", name="Ann"}}. Secrets are printed as {@code ****}, also in a nested
     * model.
     */
    @Override
    public final String toString() {
        StringBuilder out =
                new StringBuilder(64).append(getClass().getSimpleName()).append('{');
        describeAll(out, false);
        return out.append('}').toString();
    }

    /** Writes the fields that hold a value, then the unknown ones, as {@code name=value} or JSON members. */
    private void describeAll(StringBuilder out, boolean json) {
        Description description = new Description(this, out, json);
        describeFields(description);
        unknownFields().forEach(description::addUnknown);
    }

    /** Names each field of the model with its value, by the tables of its classes (else its wire form). */
    private void describeFields(Description description) {
        List<ModelFields.Table<Object>> tables = ModelFields.tablesOf(getClass());
        if (!tables.isEmpty()) {
            for (ModelFields.Table<Object> table : tables) {
                table.describe(this, description);
            }
            return;
        }
        wireForm().properties().forEach(field -> {
            if (!additionalProperties.containsKey(field.getKey())
                    && (invalid == null || !invalid.containsKey(field.getKey()))) {
                description.add(field.getKey(), field.getValue());
            }
        });
    }

    /**
     * The text {@link #toString()} builds: each field that holds a value as {@code name=value} (as a JSON member
     * inside a nested model), the value as JSON, or {@code ****} for a field its model masks. A {@code null}, a JSON
     * {@code null} and an empty list are left out, as the wire form leaves them out.
     */
    static final class Description implements ModelFields.Sink {

        /** What a masked value prints as, here and in a request's {@code toString()}. */
        static final String MASK = "****";

        private final ApiObject model;
        private final StringBuilder out;
        private final boolean json;
        private boolean first = true;

        private Description(ApiObject model, StringBuilder out, boolean json) {
            this.model = model;
            this.out = out;
            this.json = json;
        }

        /**
         * Adds a field, unless it holds no value.
         *
         * @param jsonName the field's JSON name
         * @param value its value: text, a number, a boolean, a time, an open enum, a model, free-form JSON or a
         *     list of them
         * @return this description
         */
        @Override
        public Description add(String jsonName, Object value) {
            if (value == null || value == JsonNull.INSTANCE || (value instanceof List<?> list && list.isEmpty())) {
                return this;
            }
            return addUnknown(jsonName, value);
        }

        /** Adds a field even if it holds JSON {@code null}, as unknown fields keep it. */
        private Description addUnknown(String jsonName, Object value) {
            if (!first) {
                out.append(json ? "," : ", ");
            }
            first = false;
            if (json) {
                quote(jsonName).append(':');
            } else {
                out.append(jsonName).append('=');
            }
            if (model.masks(jsonName)
                    && !(value instanceof JsonNode node && node.isNull())
                    && value != JsonNull.INSTANCE) {
                out.append(json ? "\"" + MASK + "\"" : MASK);
            } else {
                write(value);
            }
            return this;
        }

        private void write(Object value) {
            if (value == null) {
                out.append("null");
            } else if (value instanceof String text) {
                quote(text);
            } else if (value instanceof Number || value instanceof Boolean) {
                out.append(value);
            } else if (value instanceof OpenEnum open) {
                quote(open.value());
            } else if (value instanceof ApiObject nested) {
                out.append('{');
                nested.describeAll(out, true);
                out.append('}');
            } else if (value instanceof List<?> list) {
                out.append('[');
                for (int i = 0; i < list.size(); i++) {
                    if (i > 0) {
                        out.append(',');
                    }
                    write(list.get(i));
                }
                out.append(']');
            } else if (value instanceof JsonNode || value instanceof JsonValue) {
                out.append(value);
            } else if (value instanceof TemporalAccessor) {
                quote(Json.timeText(value, "toString"));
            } else {
                quote(value.toString());
            }
        }

        private StringBuilder quote(String text) {
            out.append('"');
            JsonStringEncoder.getInstance().quoteAsString(text, out);
            return out.append('"');
        }
    }

    /** The JSON values' conversion of trees, {@link JsonValue}'s companion, made on first use. */
    private static final class Trees {
        @SuppressWarnings("unchecked") // JsonValue names a TreeValues<JsonValue>, which Companions checks by class
        static final TreeValues<JsonValue> VALUES =
                (TreeValues<JsonValue>) Companions.of(TreeValues.class).declaredBy(JsonValue.class);
    }

    private ObjectNode wireForm() {
        ObjectNode form = wireForm;
        if (form == null) {
            form = ModelJson.wireForm(this);
            wireForm = form;
        }
        return form;
    }

    /**
     * What every model's builder does besides its typed setters: the fields the model has no accessor for, and
     * {@link #build()}. Each model's builder is a class of its own ({@code Domain.Builder}), with one setter per field
     * named like the accessor, and answers its own type from every method; it builds the model with the same decoder
     * that reads answers, so a built model equals one decoded from the same JSON. A field never set reads as
     * {@code null} (an empty list for a list); setting {@code null} clears it.
     */
    public interface Builder {

        /**
         * Sets a field the model has no accessor for; it reads back through
         * {@link ApiObject#additionalProperty(String)} and takes part in {@code equals}.
         *
         * @param jsonName the JSON field name; not the name of a field the model has an accessor for
         * @param value the value; {@code null} stands for JSON {@code null}
         * @return this builder
         * @throws IllegalArgumentException if the name is blank or is the JSON name of a known field (use its
         *     typed setter)
         */
        Builder putAdditionalProperty(String jsonName, JsonValue value);

        /**
         * Sets several fields the model has no accessor for, as {@link #putAdditionalProperty(String, JsonValue)}
         * does for each.
         *
         * @param properties the fields by JSON name
         * @return this builder
         * @throws IllegalArgumentException if a name is blank or is the JSON name of a known field
         */
        Builder putAllAdditionalProperties(Map<String, ? extends JsonValue> properties);

        /**
         * Removes a field the model has no accessor for.
         *
         * @param jsonName the JSON field name
         * @return this builder
         */
        Builder removeAdditionalProperty(String jsonName);

        /**
         * Builds the model from the fields set so far, by decoding their JSON text exactly as an answer is decoded (so
         * even the number types inside free-form JSON match). The builder can go on being used; the model never
         * changes.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        ApiObject build();
    }
}
