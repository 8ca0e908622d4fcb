package io.dgq.sdk.model;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import io.dgq.sdk.errors.DgqDecodingException;
import io.dgq.sdk.internal.checks.Companion;
import io.dgq.sdk.internal.models.LenientModel;
import io.dgq.sdk.internal.models.ModelDecoder;
import io.dgq.sdk.json.JsonNull;
import io.dgq.sdk.json.JsonValue;
import java.util.Map;

/**
 * What every response model is: it keeps the JSON fields it does not know, has value semantics and a builder. Only
 * the SDK's generated models implement it: they are classes of their own that the SDK decodes, compares and prints;
 * a class of an application implementing it is none of those.
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
 * indistinguishable from one decoded from the same JSON. {@code toString()} names the class and every field that
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
@Companion(ApiObjectCompanion.class)
public interface ApiObject {

    /**
     * Checks that every field of this record, and of the records nested in it, decoded: accessors check only their
     * own field, when called.
     *
     * @throws DgqDecodingException naming every field that holds a value of the wrong type, by its path of JSON
     *     names (such as {@code owner[1].name}), never the value
     */
    void validate();

    /**
     * Returns the fields of the JSON record that this model has no accessor for, in the order received.
     *
     * @return an unmodifiable map from JSON field name to its value (JSON {@code null} as {@link JsonNull#INSTANCE});
     *     empty when there are none
     */
    Map<String, JsonValue> additionalProperties();

    /**
     * Returns one unknown field of the JSON record.
     *
     * @param name the JSON field name
     * @return the value ({@link JsonNull#INSTANCE} for JSON {@code null}), or {@code null} when the record has no
     *     such unknown field
     */
    JsonValue additionalProperty(String name);

    /**
     * Returns a builder holding every field of this model, unknown fields included, to build a changed copy.
     *
     * @return a new builder; changing it never changes this model
     */
    Builder toBuilder();

    /**
     * What every model's builder does besides its typed setters: the fields the model has no accessor for, and
     * {@link #build()}. Each model's builder is a class of its own ({@code Domain.Builder}), with one setter per field
     * named like the accessor, and answers its own type from every method; it builds the model with the same decoder
     * that reads answers, so a built model equals one decoded from the same JSON. A field never set reads as
     * {@code null} (an empty list for a list); setting {@code null} clears it.
     */
    interface Builder {

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
