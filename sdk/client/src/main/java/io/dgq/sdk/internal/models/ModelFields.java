package io.dgq.sdk.internal.models;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.sdk.internal.checks.Companion;
import io.dgq.sdk.internal.checks.Companions;
import io.dgq.sdk.json.JsonNull;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.json.JsonValue;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The value semantics of the response models, out of their public API: each generated model names, as its
 * {@link Companion}, a {@link Table} of its own fields (how two models compare, hash and print them, and how the
 * decoder creates one), which is made when it is first needed and registered nowhere; {@link ModelState} computes
 * {@code equals} and {@code hashCode}, and {@code ApiObject}'s companion {@code toString()}, over the tables of the
 * class and its superclasses. It also holds the copies that keep a model immutable. Internal.
 */
public final class ModelFields {

    /**
     * The fields one model class declares (not its superclasses'), as plain code over its private fields.
     *
     * @param <M> the model class
     */
    public interface Table<M> {
        /**
         * Compares the class's fields of two models of the same class.
         *
         * @param a one model
         * @param b the other, of the same class
         * @return whether every field holds the same value ({@link #sameValue}; a {@code null} list equal to an empty
         *     one)
         */
        boolean equal(M a, M b);

        /**
         * Hashes the class's fields, consistently with {@link #equal}.
         *
         * @param model the model
         * @return the hash ({@link #hashOf})
         */
        int hash(M model);

        /**
         * Names each of the class's fields with its value, in the schema's order.
         *
         * @param model the model
         * @param sink where the fields go; one without a value is left out there
         */
        void describe(M model, Sink sink);

        /**
         * Tells whether {@code toString()} prints {@code ****} instead of a field's value, for a model whose fields
         * may hold secrets; the mask applies to the class and its subclasses, wherever the model appears.
         *
         * @param jsonName the JSON field name, known or unknown
         * @return {@code false} unless the class says so
         */
        default boolean masks(String jsonName) {
            return false;
        }

        /** {@return the JSON names of the class's own fields, in the order its constructor takes them} */
        List<String> names();

        /**
         * Returns the state a model keeps besides its fields; only the table of a model's topmost class holds it.
         *
         * @param model the model
         * @return its state, {@code null} when it has none
         * @throws UnsupportedOperationException for the table of a class that extends another model
         */
        default ModelState state(M model) {
            throw new UnsupportedOperationException("The topmost class of a model holds its state");
        }

        /**
         * Keeps the state of a model; only the table of a model's topmost class holds it.
         *
         * @param model the model
         * @param state its state
         * @throws UnsupportedOperationException for the table of a class that extends another model
         */
        default void state(M model, ModelState state) {
            throw new UnsupportedOperationException("The topmost class of a model holds its state");
        }

        /**
         * Creates a model of this class, for the decoder.
         *
         * @param values the value of every field of the class and its superclasses, in the order of their tables'
         *     {@link #names()}, the topmost class first; {@code null} for a field the answer left out
         * @return the model
         * @throws UnsupportedOperationException for an abstract class
         */
        default M create(Object[] values) {
            throw new UnsupportedOperationException("An abstract model is not created");
        }
    }

    /** Where a {@link Table} describes a model's fields. */
    public interface Sink {
        /**
         * Adds a field, unless it holds no value ({@code null}, JSON {@code null} or an empty list).
         *
         * @param jsonName the field's JSON name
         * @param value its value
         * @return this sink
         */
        Sink add(String jsonName, Object value);
    }

    /**
     * What the models' interface, {@code ApiObject}, gives the runtime: its {@link Companion}, made on first use, for
     * what names the model types themselves.
     */
    public interface Base {
        /**
         * Describes a model for its {@code toString()}: its class name and every field that holds a value, secrets
         * masked.
         *
         * @param model the model
         * @return the description
         */
        String describe(Object model);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static final Companions<Table<Object>> TABLES = (Companions) Companions.of(Table.class);

    private static final Companions<Base> BASES = Companions.of(Base.class);

    private static final ClassValue<List<Table<Object>>> CHAINS = new ClassValue<>() {
        @Override
        protected List<Table<Object>> computeValue(Class<?> type) {
            List<Table<Object>> chain = new ArrayList<>();
            for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
                Table<Object> table = TABLES.declaredBy(c);
                if (table != null) {
                    chain.add(table);
                }
            }
            Collections.reverse(chain);
            return List.copyOf(chain);
        }
    };

    /** The base of the models' hooks, found on the first model that needs them; there is one base. */
    private static volatile Base base;

    private ModelFields() {}

    private static Base base(Object model) {
        Base found = base;
        if (found == null) {
            found = BASES.nearest(model.getClass());
            if (found == null) {
                throw new IllegalStateException(model.getClass().getName() + " is not a model of the SDK");
            }
            base = found;
        }
        return found;
    }

    /**
     * Returns the tables of a model class and its superclasses, the topmost first.
     *
     * @param type a model class
     * @return the tables; empty when none of them names one
     */
    public static List<Table<Object>> tablesOf(Class<?> type) {
        return CHAINS.get(type);
    }

    /** {@return the table a model class names itself, or {@code null}} */
    static Table<Object> tableOf(Class<?> type) {
        return TABLES.declaredBy(type);
    }

    /**
     * Describes a model for its {@code toString()}, secrets masked.
     *
     * @param model the model
     * @return its class name and every field that holds a value
     */
    public static String describe(Object model) {
        return base(model).describe(model);
    }

    /**
     * Returns a model's wire form, not copied.
     *
     * @param model the model
     * @return its wire form; the caller must not change it
     */
    public static ObjectNode wireForm(Object model) {
        return ModelState.wireForm(model);
    }

    /**
     * Returns a model's wire form as a JSON object, for its {@code toJson()}.
     *
     * @param model the model
     * @return a copy of its wire form
     */
    public static JsonObject toJson(Object model) {
        return ModelState.toJson(model);
    }

    /** {@return a decoded value written back as JSON, as a model's wire form writes it} */
    static JsonNode write(Object value) {
        return LenientFields.isModel(value.getClass())
                ? ModelState.wireForm(value).deepCopy()
                : ModelJson.toTree(value);
    }

    static void attach(
            Object model,
            Map<String, JsonNode> unknown,
            Map<String, LenientFields.Invalid> invalid,
            Map<String, String> problems) {
        ModelState.attach(model, unknown, invalid, problems);
    }

    static Map<String, String> problemsOf(Object model) {
        return ModelState.problemsOf(model);
    }

    /**
     * Compares two values of a field as the wire form does: two times are the same value when they are the same
     * instant (the SDK writes every time in UTC), and a JSON {@code null} is the same as an absent value.
     *
     * @param a one value
     * @param b the other
     * @return whether they are the same value
     */
    public static boolean sameValue(Object a, Object b) {
        if (a instanceof OffsetDateTime time && b instanceof OffsetDateTime other) {
            return time.isEqual(other);
        }
        return Objects.equals(withoutJsonNull(a), withoutJsonNull(b));
    }

    /**
     * Hashes the values of fields consistently with {@link #sameValue(Object, Object)}.
     *
     * @param values the values, in the order of the fields
     * @return their hash
     */
    public static int hashOf(Object... values) {
        int hash = 1;
        for (Object value : values) {
            Object same = value instanceof OffsetDateTime time ? time.toInstant() : withoutJsonNull(value);
            hash = 31 * hash + Objects.hashCode(same);
        }
        return hash;
    }

    private static Object withoutJsonNull(Object value) {
        return value == JsonNull.INSTANCE || (value instanceof JsonNode node && node.isNull()) ? null : value;
    }

    /**
     * Reads a free-form JSON field for its accessor.
     *
     * @param value the field's value
     * @return the value, or {@code null} when it is absent or JSON {@code null}
     */
    public static JsonValue jsonValue(JsonValue value) {
        return value == JsonNull.INSTANCE ? null : value;
    }

    /**
     * Returns a list as an unmodifiable view, or an empty list for {@code null}.
     *
     * @param list the decoded list, possibly {@code null}
     * @param <T> the element type
     * @return never {@code null}
     */
    public static <T> List<T> listOf(List<T> list) {
        return list == null ? List.of() : Collections.unmodifiableList(list);
    }
}
