// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.fields;

import io.dgq.sdk.internal.RequestBody;
import io.dgq.sdk.internal.RequestFields;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.model.WriteRequest;
import java.util.Set;

/**
 * The body of {@code POST /governance/field/update-tab}: without {@code id} it creates a tab, and {@code name} is
 * required; with {@code id} it changes that tab's fields that are set.
 *
 * <pre>{@code
 * FieldTabRequest create = FieldTabRequest.builder().name("Stewardship").icon("shield").build();
 * FieldTabRequest rename = FieldTabRequest.builder().id(tab.id()).name("Ownership").build();
 * }</pre>
 */
public final class FieldTabRequest implements WriteRequest {
    private final RequestBody body;

    private FieldTabRequest(RequestBody body) {
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
        return body.names("FieldTabRequest");
    }

    /** Builds a {@link FieldTabRequest}. */
    public static final class Builder {
        private final RequestFields fields = new RequestFields();

        private Builder() {}

        /**
         * Sets {@code id}, so that the request updates that tab instead of creating one.
         *
         * @param id the tab's id
         * @return this builder
         */
        public Builder id(String id) {
            this.fields.set("id", id);
            return this;
        }

        /**
         * Sets {@code name}.
         *
         * @param name the tab's name
         * @return this builder
         */
        public Builder name(String name) {
            this.fields.set("name", name);
            return this;
        }

        /**
         * Sets {@code icon}.
         *
         * @param icon the icon, or {@code null} for none
         * @return this builder
         */
        public Builder icon(String icon) {
            this.fields.set("icon", icon);
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
        public FieldTabRequest build() {
            if (this.fields.has("id")) {
                this.fields.require("id");
                if (this.fields.size() == 1) {
                    throw new IllegalStateException("An update of a tab must set at least one field besides 'id'");
                }
            } else {
                this.fields.require("name");
            }
            return new FieldTabRequest(this.fields.freeze());
        }
    }
}
