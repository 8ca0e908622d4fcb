// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.documents;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.sdk.internal.checks.Companion;
import io.dgq.sdk.internal.models.ModelBuilder;
import io.dgq.sdk.internal.models.ModelFields;
import io.dgq.sdk.internal.models.ModelState;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.json.JsonValue;
import io.dgq.sdk.model.ApiObject;
import java.util.List;
import java.util.Map;

/**
 * One block of a document's content: a paragraph, heading, list item or any other {@code type}, with its text, position
 * and colours. Blocks decode from a {@link Document} and are built for a request with {@link #builder()}; a decoded
 * block can be sent back as it is, unknown fields included.
 *
 * <pre>{@code
 * ContentBlock heading = ContentBlock.builder()
 *     .type("heading").content("Customer data").position(0)
 *     .textColor("#1a1a1a")
 *     .build();
 * }</pre>
 */
@Companion(ContentBlock.Fields.class)
public final class ContentBlock implements ApiObject {
    @JsonProperty("id")
    private final String id;

    @JsonProperty("type")
    private final String type;

    @JsonProperty("content")
    private final String content;

    @JsonProperty("position")
    private final Long position;

    @JsonProperty("textColor")
    private final String textColor;

    @JsonProperty("backgroundColor")
    private final String backgroundColor;

    /** What decoding kept besides the fields, and the caches; {@code null} while none. */
    private ModelState state;

    private ContentBlock(
            String id, String type, String content, Long position, String textColor, String backgroundColor) {
        this.id = id;
        this.type = type;
        this.content = content;
        this.position = position;
        this.textColor = textColor;
        this.backgroundColor = backgroundColor;
    }

    /**
     * Returns an empty builder, for example to stub a client in a test.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder(null);
    }

    @Override
    public Builder toBuilder() {
        return new Builder(this);
    }

    /** {@return the block's id ({@code id})} */
    public String id() {
        return ModelState.decoded(this, state, "id", id);
    }

    /** {@return the kind of block ({@code type})} */
    public String type() {
        return ModelState.decoded(this, state, "type", type);
    }

    /** {@return the block's text, exactly as stored ({@code content})} */
    public String content() {
        return ModelState.decoded(this, state, "content", content);
    }

    /** {@return the block's position in the document ({@code position})} */
    public Long position() {
        return ModelState.decoded(this, state, "position", position);
    }

    /** {@return the text colour ({@code textColor})} */
    public String textColor() {
        return ModelState.decoded(this, state, "textColor", textColor);
    }

    /** {@return the background colour ({@code backgroundColor})} */
    public String backgroundColor() {
        return ModelState.decoded(this, state, "backgroundColor", backgroundColor);
    }

    /**
     * Returns the block as it is sent: its non-null fields, then the unknown fields it was decoded with.
     *
     * @return the JSON object
     */
    public JsonObject toJson() {
        return ModelFields.toJson(this);
    }

    @JsonAnyGetter
    @SuppressWarnings("UnusedMethod")
    private Map<String, JsonNode> unknownFields() {
        // Jackson calls it to write those members back
        return ModelState.unknownFields(state);
    }

    @Override
    public Map<String, JsonValue> additionalProperties() {
        return ModelState.additionalProperties(this);
    }

    @Override
    public JsonValue additionalProperty(String name) {
        return ModelState.additionalProperty(this, name);
    }

    @Override
    public void validate() {
        ModelState.validate(this);
    }

    @Override
    public boolean equals(Object o) {
        return ModelState.equal(this, o);
    }

    @Override
    public int hashCode() {
        return ModelState.hash(this);
    }

    @Override
    public String toString() {
        return ModelFields.describe(this);
    }

    /** The fields {@code ContentBlock} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    static final class Fields implements ModelFields.Table<ContentBlock> {
        @Override
        public boolean equal(ContentBlock a, ContentBlock b) {
            return ModelFields.sameValue(a.id, b.id)
                    && ModelFields.sameValue(a.type, b.type)
                    && ModelFields.sameValue(a.content, b.content)
                    && ModelFields.sameValue(a.position, b.position)
                    && ModelFields.sameValue(a.textColor, b.textColor)
                    && ModelFields.sameValue(a.backgroundColor, b.backgroundColor);
        }

        @Override
        public int hash(ContentBlock model) {
            return ModelFields.hashOf(
                    model.id, model.type, model.content, model.position, model.textColor, model.backgroundColor);
        }

        @Override
        public void describe(ContentBlock model, ModelFields.Sink sink) {
            sink.add("id", model.id)
                    .add("type", model.type)
                    .add("content", model.content)
                    .add("position", model.position)
                    .add("textColor", model.textColor)
                    .add("backgroundColor", model.backgroundColor);
        }

        /** Masks the block's text, {@code content}: {@link #toString()} describes a block without it. */
        @Override
        public boolean masks(String jsonName) {
            return "content".equals(jsonName);
        }

        @Override
        public List<String> names() {
            return List.of("id", "type", "content", "position", "textColor", "backgroundColor");
        }

        @Override
        public ModelState state(ContentBlock model) {
            return model.state;
        }

        @Override
        public void state(ContentBlock model, ModelState state) {
            model.state = state;
        }

        @Override
        public ContentBlock create(Object[] values) {
            return new ContentBlock(
                    (String) values[0],
                    (String) values[1],
                    (String) values[2],
                    (Long) values[3],
                    (String) values[4],
                    (String) values[5]);
        }
    }

    /** Builds a {@link ContentBlock}: one setter per field, named like its accessor. */
    public static final class Builder implements ApiObject.Builder {
        private final ModelBuilder state;

        private Builder(ContentBlock from) {
            this.state = new ModelBuilder(ContentBlock.class, from);
        }

        /**
         * Sets the block's id ({@code id}).
         *
         * @param id the value; {@code null} clears it
         * @return this builder
         */
        public Builder id(String id) {
            state.put("id", id);
            return this;
        }

        /**
         * Sets the kind of block ({@code type}).
         *
         * @param type the value; {@code null} clears it
         * @return this builder
         */
        public Builder type(String type) {
            state.put("type", type);
            return this;
        }

        /**
         * Sets the block's text, exactly as stored ({@code content}).
         *
         * @param content the value; {@code null} clears it
         * @return this builder
         */
        public Builder content(String content) {
            state.put("content", content);
            return this;
        }

        /**
         * Sets the block's position in the document ({@code position}).
         *
         * @param position the value; {@code null} clears it
         * @return this builder
         */
        public Builder position(Long position) {
            state.put("position", position);
            return this;
        }

        /**
         * Sets the text colour ({@code textColor}).
         *
         * @param textColor the value; {@code null} clears it
         * @return this builder
         */
        public Builder textColor(String textColor) {
            state.put("textColor", textColor);
            return this;
        }

        /**
         * Sets the background colour ({@code backgroundColor}).
         *
         * @param backgroundColor the value; {@code null} clears it
         * @return this builder
         */
        public Builder backgroundColor(String backgroundColor) {
            state.put("backgroundColor", backgroundColor);
            return this;
        }

        /**
         * Sets a field {@code ContentBlock} has no accessor for; it reads back through
         * {@code additionalProperty(jsonName)}.
         *
         * @param jsonName the JSON field name; not the name of a field the model has an accessor for
         * @param value the value; {@code null} stands for JSON {@code null}
         * @return this builder
         * @throws IllegalArgumentException if the name is blank or is the JSON name of a known field (use its typed
         *     setter)
         */
        @Override
        public Builder putAdditionalProperty(String jsonName, JsonValue value) {
            state.putAdditional(jsonName, value);
            return this;
        }

        /**
         * Sets several fields {@code ContentBlock} has no accessor for.
         *
         * @param properties the fields by JSON name
         * @return this builder
         * @throws IllegalArgumentException if a name is blank or is the JSON name of a known field
         */
        @Override
        public Builder putAllAdditionalProperties(Map<String, ? extends JsonValue> properties) {
            state.putAllAdditional(properties);
            return this;
        }

        /**
         * Removes a field {@code ContentBlock} has no accessor for.
         *
         * @param jsonName the JSON field name
         * @return this builder
         */
        @Override
        public Builder removeAdditionalProperty(String jsonName) {
            state.removeAdditional(jsonName);
            return this;
        }

        /**
         * Builds the {@code ContentBlock} from the fields set so far, as an answer holding them is decoded; the builder
         * can go on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        public ContentBlock build() {
            return state.build(ContentBlock.class);
        }

        /** Names the model type and the JSON names of the fields set, never their values. */
        @Override
        public String toString() {
            return state.toString();
        }
    }
}
