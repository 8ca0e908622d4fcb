package io.dgq.sdk.model;

import com.fasterxml.jackson.core.io.JsonStringEncoder;
import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.sdk.internal.checks.Companion;
import io.dgq.sdk.internal.json.Json;
import io.dgq.sdk.internal.json.JsonForm;
import io.dgq.sdk.internal.models.ModelFields;
import io.dgq.sdk.internal.models.ModelState;
import io.dgq.sdk.json.JsonNull;
import io.dgq.sdk.json.JsonValue;
import java.time.temporal.TemporalAccessor;
import java.util.List;

/**
 * What {@link ApiObject} gives the model runtime where it must name the model types: the description
 * {@code toString()} prints, and the JSON form an owner or a reference is sent as. Its {@link Companion}, made on
 * first use; not public.
 */
final class ApiObjectCompanion implements ModelFields.Base, JsonForm {

    /** What a masked value prints as. */
    private static final String MASK = "****";

    @Override
    public String describe(Object model) {
        StringBuilder out =
                new StringBuilder(64).append(model.getClass().getSimpleName()).append('{');
        describeAll(model, out, false);
        return out.append('}').toString();
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

    private static JsonNode withId(ApiObject link, String id, String whose) {
        if (id == null || id.isBlank()) {
            throw new IllegalArgumentException(whose + " 'id' is required to send it in a request");
        }
        return ModelFields.wireForm(link).deepCopy();
    }

    /** Writes the fields that hold a value, then the unknown ones, as {@code name=value} or JSON members. */
    private static void describeAll(Object model, StringBuilder out, boolean json) {
        Description description = new Description(model, out, json);
        for (ModelFields.Table<Object> table : ModelFields.tablesOf(model.getClass())) {
            table.describe(model, description);
        }
        ModelState.unknownFields(ModelFields.tablesOf(model.getClass()).get(0).state(model))
                .forEach(description::addUnknown);
    }

    /** {@return whether {@code toString()} prints {@code ****} for a field: a table of the class says so} */
    private static boolean masks(Object model, String jsonName) {
        for (ModelFields.Table<Object> table : ModelFields.tablesOf(model.getClass())) {
            if (table.masks(jsonName)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The text {@code toString()} builds: each field that holds a value as {@code name=value} (as a JSON member
     * inside a nested model), the value as JSON, or {@code ****} for a field its model masks. A {@code null}, a JSON
     * {@code null} and an empty list are left out, as the wire form leaves them out.
     */
    private static final class Description implements ModelFields.Sink {

        private final Object model;
        private final StringBuilder out;
        private final boolean json;
        private boolean first = true;

        private Description(Object model, StringBuilder out, boolean json) {
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
            if (masks(model, jsonName)
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
                describeAll(nested, out, true);
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
}
