// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.patterns;

import io.dgq.sdk.internal.RequestBody;
import io.dgq.sdk.internal.RequestFields;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.model.WriteRequest;
import java.util.Set;

/**
 * The body of {@code PUT /metrics/pattern/{patternId}}: a partial update. Only the fields set are sent; a field set to
 * {@code null} is cleared.
 */
public final class PatternUpdateRequest implements WriteRequest {
    private final RequestBody body;

    private PatternUpdateRequest(RequestBody body) {
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
        return body.names("PatternUpdateRequest");
    }

    /**
     * Builds a {@link PatternUpdateRequest}. Each setter sends its field; {@code null} sends {@code null}, which clears
     * the field on update. {@code is_valid} is not settable: the server derives it from the regular expression.
     */
    public static final class Builder {
        private final RequestFields fields = new RequestFields();

        private Builder() {}

        /**
         * Sets {@code name}.
         *
         * @param name the pattern's name
         * @return this builder
         */
        public Builder name(String name) {
            this.fields.set("name", name);
            return this;
        }

        /**
         * Sets {@code pattern}.
         *
         * @param pattern the regular expression, as text
         * @return this builder
         */
        public Builder pattern(String pattern) {
            this.fields.set("pattern", pattern);
            return this;
        }

        /**
         * Sets {@code type}.
         *
         * @param type the kind of pattern
         * @return this builder
         */
        public Builder type(String type) {
            this.fields.set("type", type);
            return this;
        }

        /**
         * Sets {@code attribute_id}.
         *
         * @param attributeId the id of the attribute the pattern applies to
         * @return this builder
         */
        public Builder attributeId(String attributeId) {
            this.fields.set("attribute_id", attributeId);
            return this;
        }

        /**
         * Sets {@code system_pattern_id}.
         *
         * @param systemPatternId the id of the built-in pattern this one derives from
         * @return this builder
         */
        public Builder systemPatternId(String systemPatternId) {
            this.fields.set("system_pattern_id", systemPatternId);
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
        public PatternUpdateRequest build() {
            if (this.fields.isEmpty()) {
                throw new IllegalStateException("An update must set at least one field");
            }
            return new PatternUpdateRequest(this.fields.freeze());
        }
    }
}
