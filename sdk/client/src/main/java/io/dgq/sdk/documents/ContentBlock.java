// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.documents;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.ModelFields;
import io.dgq.sdk.model.ApiObject;
import io.dgq.sdk.model.JsonObject;

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
public final class ContentBlock extends ApiObject {
    static {
        ModelFields.register(ContentBlock.class, new Fields());
    }

    @JsonProperty("id")
    private String id;

    @JsonProperty("type")
    private String type;

    @JsonProperty("content")
    private String content;

    @JsonProperty("position")
    private Long position;

    @JsonProperty("textColor")
    private String textColor;

    @JsonProperty("backgroundColor")
    private String backgroundColor;

    private ContentBlock() {}

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
        return ModelFields.decoded(this, "id", id);
    }

    /** {@return the kind of block ({@code type})} */
    public String type() {
        return ModelFields.decoded(this, "type", type);
    }

    /** {@return the block's text, exactly as stored ({@code content})} */
    public String content() {
        return ModelFields.decoded(this, "content", content);
    }

    /** {@return the block's position in the document ({@code position})} */
    public Long position() {
        return ModelFields.decoded(this, "position", position);
    }

    /** {@return the text colour ({@code textColor})} */
    public String textColor() {
        return ModelFields.decoded(this, "textColor", textColor);
    }

    /** {@return the background colour ({@code backgroundColor})} */
    public String backgroundColor() {
        return ModelFields.decoded(this, "backgroundColor", backgroundColor);
    }

    /**
     * Returns the block as it is sent: its non-null fields, then the unknown fields it was decoded with.
     *
     * @return the JSON object
     */
    public JsonObject toJson() {
        return JsonObject.of(ModelFields.wireForm(this));
    }

    /** The fields {@code ContentBlock} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    private static final class Fields implements ModelFields.Table<ContentBlock> {
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
    }

    /** Builds a {@link ContentBlock}: one setter per field, named like its accessor. */
    public static final class Builder extends ApiObject.Builder<ContentBlock, Builder> {
        private Builder(ContentBlock from) {
            super(ContentBlock.class, from);
        }

        /**
         * Sets the block's id ({@code id}).
         *
         * @param id the value; {@code null} clears it
         * @return this builder
         */
        public Builder id(String id) {
            return put("id", id);
        }

        /**
         * Sets the kind of block ({@code type}).
         *
         * @param type the value; {@code null} clears it
         * @return this builder
         */
        public Builder type(String type) {
            return put("type", type);
        }

        /**
         * Sets the block's text, exactly as stored ({@code content}).
         *
         * @param content the value; {@code null} clears it
         * @return this builder
         */
        public Builder content(String content) {
            return put("content", content);
        }

        /**
         * Sets the block's position in the document ({@code position}).
         *
         * @param position the value; {@code null} clears it
         * @return this builder
         */
        public Builder position(Long position) {
            return put("position", position);
        }

        /**
         * Sets the text colour ({@code textColor}).
         *
         * @param textColor the value; {@code null} clears it
         * @return this builder
         */
        public Builder textColor(String textColor) {
            return put("textColor", textColor);
        }

        /**
         * Sets the background colour ({@code backgroundColor}).
         *
         * @param backgroundColor the value; {@code null} clears it
         * @return this builder
         */
        public Builder backgroundColor(String backgroundColor) {
            return put("backgroundColor", backgroundColor);
        }
    }
}
