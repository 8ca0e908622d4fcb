// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.documents;

import io.dgq.sdk.internal.RequestBody;
import io.dgq.sdk.internal.RequestFields;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.model.WriteRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The body of {@code PUT /core/document/{documentId}}: a partial update. Only the fields set are sent; a field set to
 * {@code null} is cleared. {@code content}, when set, replaces every block.
 */
public final class DocumentUpdateRequest implements WriteRequest {
    private final RequestBody body;

    private DocumentUpdateRequest(RequestBody body) {
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
        return body.names("DocumentUpdateRequest");
    }

    /**
     * Builds a {@link DocumentUpdateRequest}. Each setter sends its field; {@code null} sends {@code null}, which
     * clears the field on update.
     */
    public static final class Builder {
        private final RequestFields fields = new RequestFields();

        private Builder() {}

        /**
         * Sets {@code category}.
         *
         * @param category the kind of object the document is attached to
         * @return this builder
         */
        public Builder category(String category) {
            this.fields.set("category", category);
            return this;
        }

        /**
         * Sets {@code object_id}.
         *
         * @param objectId the id of the object the document is attached to
         * @return this builder
         */
        public Builder objectId(String objectId) {
            this.fields.set("object_id", objectId);
            return this;
        }

        /**
         * Sets {@code object_qualified_name}.
         *
         * @param objectQualifiedName the qualified name of that object
         * @return this builder
         */
        public Builder objectQualifiedName(String objectQualifiedName) {
            this.fields.set("object_qualified_name", objectQualifiedName);
            return this;
        }

        /**
         * Sets {@code name}.
         *
         * @param name the document's name
         * @return this builder
         */
        public Builder name(String name) {
            this.fields.set("name", name);
            return this;
        }

        /**
         * Sets {@code content}: the whole list of blocks, which replaces the stored one.
         *
         * @param content the blocks, in order
         * @return this builder
         * @throws NullPointerException if a block is {@code null}
         */
        public Builder content(List<ContentBlock> content) {
            if (content == null) {
                this.fields.set("content", null);
            } else {
                List<JsonObject> json = new ArrayList<>(content.size());
                for (int i = 0; i < content.size(); i++) {
                    json.add(Objects.requireNonNull(content.get(i), "content[" + i + "] is null")
                            .toJson());
                }
                this.fields.set("content", json);
            }
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
         * @throws IllegalStateException if no field is set
         * @throws IllegalArgumentException if a value cannot be represented as JSON
         */
        public DocumentUpdateRequest build() {
            if (this.fields.isEmpty()) {
                throw new IllegalStateException("An update must set at least one field");
            }
            return new DocumentUpdateRequest(this.fields.freeze());
        }
    }
}
