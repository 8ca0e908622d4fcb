// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.conversations;

import io.dgq.sdk.internal.RequestBody;
import io.dgq.sdk.internal.RequestFields;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.model.WriteRequest;
import java.util.Set;

/**
 * The body of {@code POST /core/conversation}. {@code category} and {@code object_id} are required.
 *
 * <pre>{@code
 * ConversationCreateRequest question = ConversationCreateRequest.builder()
 *     .category("domain").objectId(domain.id())
 *     .title("Who owns this?").comment("The owner team looks outdated.")
 *     .build();
 * ConversationCreateRequest answer = ConversationCreateRequest.builder()
 *     .category("domain").objectId(domain.id())
 *     .parentId(thread.id()).comment("Data Office, since November.")
 *     .build();
 * }</pre>
 */
public final class ConversationCreateRequest implements WriteRequest {
    private final RequestBody body;

    private ConversationCreateRequest(RequestBody body) {
        this.body = body;
    }

    /**
     * Returns a new builder.
     *
     * @return an empty builder
     */
    public static Builder builder() {
        return new Builder();
    }

    @Override
    public boolean isSet(String jsonName) {
        return body.isSet(jsonName);
    }

    @Override
    public Set<String> fieldNames() {
        return body.fieldNames();
    }

    @Override
    public JsonObject toJson() {
        return body.json();
    }

    /** Returns the class name and the names (never the values) of the fields that are set. */
    @Override
    public String toString() {
        return body.names("ConversationCreateRequest");
    }

    /**
     * Builds a {@link ConversationCreateRequest}. Each setter sends its field; {@code null} sends {@code null}, which
     * clears the field on update.
     */
    public static final class Builder {
        private final RequestFields fields = new RequestFields();

        private Builder() {}

        /**
         * Sets {@code category}.
         *
         * @param category the kind of object the conversation is attached to
         * @return this builder
         */
        public Builder category(String category) {
            this.fields.set("category", category);
            return this;
        }

        /**
         * Sets {@code object_id}.
         *
         * @param objectId the id of the object the conversation is attached to
         * @return this builder
         */
        public Builder objectId(String objectId) {
            this.fields.set("object_id", objectId);
            return this;
        }

        /**
         * Sets {@code parent_id}, making this conversation an answer to another.
         *
         * @param parentId the id of the conversation answered, or {@code null} to start a thread
         * @return this builder
         */
        public Builder parentId(String parentId) {
            this.fields.set("parent_id", parentId);
            return this;
        }

        /**
         * Sets {@code title}.
         *
         * @param title the title
         * @return this builder
         */
        public Builder title(String title) {
            this.fields.set("title", title);
            return this;
        }

        /**
         * Sets {@code comment}.
         *
         * @param comment the message text
         * @return this builder
         */
        public Builder comment(String comment) {
            this.fields.set("comment", comment);
            return this;
        }

        /**
         * Sets a field the SDK has no setter for. It is sent as given, also on create.
         *
         * @param jsonName the JSON field name, not blank
         * @param value the value: a string, number, boolean, list, map, {@link JsonObject}, open enum, time value or
         *     {@code null} (sent as {@code null})
         * @return this builder
         * @throws IllegalArgumentException if the name is blank
         */
        public Builder putAdditionalProperty(String jsonName, Object value) {
            this.fields.setAdditional(jsonName, value);
            return this;
        }

        /**
         * Removes a field, so that it is not sent at all.
         *
         * @param jsonName the JSON field name
         * @return this builder
         */
        public Builder unset(String jsonName) {
            this.fields.unset(jsonName);
            return this;
        }

        /**
         * Builds the request.
         *
         * @return the request
         * @throws IllegalStateException if {@code category} or {@code object_id} is not set
         * @throws IllegalArgumentException if a value cannot be represented as JSON
         */
        public ConversationCreateRequest build() {
            this.fields.require("category");
            this.fields.require("object_id");
            return new ConversationCreateRequest(this.fields.freeze());
        }
    }
}
