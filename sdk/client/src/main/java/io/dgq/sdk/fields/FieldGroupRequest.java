// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.fields;

import io.dgq.sdk.internal.RequestBody;
import io.dgq.sdk.internal.RequestFields;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.model.WriteRequest;
import java.util.Set;

/**
 * The body of {@code POST /governance/field/update-group}: without {@code id} it creates a group, with {@code id} it
 * renames that group. {@code name} is required.
 *
 * <pre>{@code
 * FieldGroupRequest create = FieldGroupRequest.builder().name("Ownership").build();
 * FieldGroupRequest rename = FieldGroupRequest.builder().id(group.id()).name("Stewardship").build();
 * }</pre>
 */
public final class FieldGroupRequest implements WriteRequest {
    private final RequestBody body;

    private FieldGroupRequest(RequestBody body) {
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
        return body.names("FieldGroupRequest");
    }

    /** Builds a {@link FieldGroupRequest}. */
    public static final class Builder {
        private final RequestFields fields = new RequestFields();

        private Builder() {}

        /**
         * Sets {@code id}, so that the request updates that group instead of creating one.
         *
         * @param id the group's id
         * @return this builder
         */
        public Builder id(String id) {
            this.fields.set("id", id);
            return this;
        }

        /**
         * Sets {@code name}.
         *
         * @param name the group's name
         * @return this builder
         */
        public Builder name(String name) {
            this.fields.set("name", name);
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
         * @throws IllegalStateException if {@code id} is not set and {@code name} is not set either, or if {@code id}
         *     is set and no other field is
         * @throws IllegalArgumentException if a value cannot be represented as JSON
         */
        public FieldGroupRequest build() {
            if (this.fields.has("id")) {
                this.fields.require("id");
                if (this.fields.size() == 1) {
                    throw new IllegalStateException("An update of a group must set at least one field besides 'id'");
                }
            } else {
                this.fields.require("name");
            }
            return new FieldGroupRequest(this.fields.freeze());
        }
    }
}
