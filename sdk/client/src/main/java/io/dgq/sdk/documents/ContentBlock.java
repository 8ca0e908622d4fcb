package io.dgq.sdk.documents;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;
import io.dgq.sdk.model.JsonObject;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One block of a document's content: a paragraph, heading, list item or any other {@code type}, with its text,
 * position and colours. Blocks decode from a {@link Document} and are built for a request with
 * {@link #builder()}; a decoded block can be sent back as it is, unknown fields included.
 *
 * <pre>{@code
 * ContentBlock heading = ContentBlock.builder()
 *     .type("heading").content("Customer data").position(0)
 *     .textColor("#1a1a1a")
 *     .build();
 * }</pre>
 */
public final class ContentBlock extends ApiObject {

    @JsonProperty("id")
    private String id;
    @JsonProperty("type")
    private String type;
    @JsonProperty("content")
    private String content;
    @JsonProperty("position")
    private Integer position;
    @JsonProperty("textColor")
    private String textColor;
    @JsonProperty("backgroundColor")
    private String backgroundColor;

    private ContentBlock() {
    }

    private ContentBlock(Builder builder) {
        this.id = builder.id;
        this.type = builder.type;
        this.content = builder.content;
        this.position = builder.position;
        this.textColor = builder.textColor;
        this.backgroundColor = builder.backgroundColor;
    }

    /**
     * Returns a new builder.
     *
     * @return an empty builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /** {@return the block's id ({@code id})} */
    public String id() {
        return id;
    }

    /** {@return the kind of block ({@code type})} */
    public String type() {
        return type;
    }

    /** {@return the block's text, exactly as stored ({@code content})} */
    public String content() {
        return content;
    }

    /** {@return the block's position in the document ({@code position})} */
    public Integer position() {
        return position;
    }

    /** {@return the text colour ({@code textColor})} */
    public String textColor() {
        return textColor;
    }

    /** {@return the background colour ({@code backgroundColor})} */
    public String backgroundColor() {
        return backgroundColor;
    }

    /**
     * Returns the block as it is sent: its non-null fields, then the unknown fields it was decoded with.
     *
     * @return the block as a JSON object
     */
    public JsonObject toJson() {
        Map<String, Object> fields = new LinkedHashMap<>();
        putIfSet(fields, "id", id);
        putIfSet(fields, "type", type);
        putIfSet(fields, "content", content);
        putIfSet(fields, "position", position);
        putIfSet(fields, "textColor", textColor);
        putIfSet(fields, "backgroundColor", backgroundColor);
        fields.putAll(additionalProperties());
        return JsonObject.of(fields);
    }

    private static void putIfSet(Map<String, Object> fields, String name, Object value) {
        if (value != null) {
            fields.put(name, value);
        }
    }

    /** Describes the block without its text. */
    @Override
    public String toString() {
        return "ContentBlock{id=" + id + ", type=" + type + ", position=" + position + "}";
    }

    /** Builds a {@link ContentBlock}; a field left unset is not sent. */
    public static final class Builder {

        private String id;
        private String type;
        private String content;
        private Integer position;
        private String textColor;
        private String backgroundColor;

        private Builder() {
        }

        /**
         * Sets {@code id}.
         *
         * @param id the block's id
         * @return this builder
         */
        public Builder id(String id) {
            this.id = id;
            return this;
        }

        /**
         * Sets {@code type}.
         *
         * @param type the kind of block
         * @return this builder
         */
        public Builder type(String type) {
            this.type = type;
            return this;
        }

        /**
         * Sets {@code content}, sent exactly as given (any Unicode text, control characters included).
         *
         * @param content the block's text
         * @return this builder
         */
        public Builder content(String content) {
            this.content = content;
            return this;
        }

        /**
         * Sets {@code position}.
         *
         * @param position the block's position in the document
         * @return this builder
         */
        public Builder position(Integer position) {
            this.position = position;
            return this;
        }

        /**
         * Sets {@code textColor}.
         *
         * @param textColor the text colour
         * @return this builder
         */
        public Builder textColor(String textColor) {
            this.textColor = textColor;
            return this;
        }

        /**
         * Sets {@code backgroundColor}.
         *
         * @param backgroundColor the background colour
         * @return this builder
         */
        public Builder backgroundColor(String backgroundColor) {
            this.backgroundColor = backgroundColor;
            return this;
        }

        /**
         * Builds the block.
         *
         * @return the block
         */
        public ContentBlock build() {
            return new ContentBlock(this);
        }
    }
}
