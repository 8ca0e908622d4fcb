// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.fields;

import io.dgq.sdk.internal.RequestBody;
import io.dgq.sdk.internal.RequestFields;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.model.WriteRequest;
import java.util.List;
import java.util.Set;

/**
 * The body of {@code POST /governance/field}. {@code name}, {@code data_type}, {@code level} and {@code field_tab_id}
 * are required.
 *
 * <pre>{@code
 * FieldCreateRequest request = FieldCreateRequest.builder()
 *     .name("Data steward")
 *     .fieldTabId(tab.id())
 *     .dataType("text")
 *     .level("domain")
 *     .build();
 * }</pre>
 */
public final class FieldCreateRequest implements WriteRequest {
    private final RequestBody body;

    private FieldCreateRequest(RequestBody body) {
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
        return body.names("FieldCreateRequest");
    }

    /**
     * Builds a {@link FieldCreateRequest}. Each setter sends its field; {@code null} sends {@code null}, which clears
     * the field on update.
     */
    public static final class Builder {
        private final RequestFields fields = new RequestFields();

        private Builder() {}

        /**
         * Sets {@code name}.
         *
         * @param name the field's name
         * @return this builder
         */
        public Builder name(String name) {
            this.fields.set("name", name);
            return this;
        }

        /**
         * Sets {@code description}.
         *
         * @param description the description
         * @return this builder
         */
        public Builder description(String description) {
            this.fields.set("description", description);
            return this;
        }

        /**
         * Sets {@code data_type}.
         *
         * @param dataType the kind of value the field holds
         * @return this builder
         */
        public Builder dataType(String dataType) {
            this.fields.set("data_type", dataType);
            return this;
        }

        /**
         * Sets {@code level}.
         *
         * @param level the level of records the field applies to
         * @return this builder
         */
        public Builder level(String level) {
            this.fields.set("level", level);
            return this;
        }

        /**
         * Sets {@code field_tab_id}.
         *
         * @param fieldTabId the id of the tab the field is shown on
         * @return this builder
         */
        public Builder fieldTabId(String fieldTabId) {
            this.fields.set("field_tab_id", fieldTabId);
            return this;
        }

        /**
         * Sets {@code field_group_id}.
         *
         * @param fieldGroupId the id of the group the field belongs to, or {@code null} for none
         * @return this builder
         */
        public Builder fieldGroupId(String fieldGroupId) {
            this.fields.set("field_group_id", fieldGroupId);
            return this;
        }

        /**
         * Sets {@code icon}.
         *
         * @param icon the icon
         * @return this builder
         */
        public Builder icon(String icon) {
            this.fields.set("icon", icon);
            return this;
        }

        /**
         * Sets {@code options}.
         *
         * @param options the choices of a field with a fixed set of values
         * @return this builder
         */
        public Builder options(List<JsonObject> options) {
            this.fields.set("options", options);
            return this;
        }

        /**
         * Sets {@code display_order}.
         *
         * @param displayOrder the position of the field on its tab
         * @return this builder
         */
        public Builder displayOrder(Long displayOrder) {
            this.fields.set("display_order", displayOrder);
            return this;
        }

        /**
         * Sets {@code is_active}.
         *
         * @param isActive whether the field is active
         * @return this builder
         */
        public Builder isActive(Boolean isActive) {
            this.fields.set("is_active", isActive);
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
         * @throws IllegalStateException if {@code name}, {@code data_type}, {@code level} or {@code field_tab_id} is
         *     not set
         * @throws IllegalArgumentException if a value cannot be represented as JSON
         */
        public FieldCreateRequest build() {
            this.fields.require("name");
            this.fields.require("data_type");
            this.fields.require("level");
            this.fields.require("field_tab_id");
            return new FieldCreateRequest(this.fields.freeze());
        }
    }
}
