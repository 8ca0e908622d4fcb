// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.sources;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;
import io.dgq.sdk.model.JsonObject;
import java.time.OffsetDateTime;

/** The fields a source carries both in lists ({@link SourceListItem}) and in its detail record ({@link Source}). */
public abstract class SourceRecord extends ApiObject {
    @JsonProperty("id")
    private String id;

    @JsonProperty("name")
    private String name;

    @JsonProperty("description")
    private String description;

    @JsonProperty("type")
    private String type;

    @JsonProperty("config")
    private JsonObject config;

    @JsonProperty("is_valid")
    private Boolean valid;

    @JsonProperty("is_active")
    private Boolean active;

    @JsonProperty("is_api_connection")
    private Boolean apiConnection;

    @JsonProperty("created_by")
    private String createdBy;

    @JsonProperty("created_at")
    private OffsetDateTime createdAt;

    @JsonProperty("modified_at")
    private OffsetDateTime modifiedAt;

    /** Creates an empty record; fields are filled by the JSON decoder. */
    protected SourceRecord() {}

    /** {@return the source's id ({@code id})} */
    public String id() {
        return decoded("id", id);
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return decoded("name", name);
    }

    /** {@return the description ({@code description})} */
    public String description() {
        return decoded("description", description);
    }

    /** {@return the kind of data system ({@code type})} */
    public String type() {
        return decoded("type", type);
    }

    /** {@return the connection's configuration ({@code config})} */
    public JsonObject config() {
        return decoded("config", config);
    }

    /** {@return whether the connection was validated ({@code is_valid})} */
    public Boolean isValid() {
        return decoded("is_valid", valid);
    }

    /** {@return whether the source is active ({@code is_active})} */
    public Boolean isActive() {
        return decoded("is_active", active);
    }

    /** {@return whether the source is reached through an API ({@code is_api_connection})} */
    public Boolean isApiConnection() {
        return decoded("is_api_connection", apiConnection);
    }

    /** {@return who created the source ({@code created_by})} */
    public String createdBy() {
        return decoded("created_by", createdBy);
    }

    /** {@return when the source was created ({@code created_at})} */
    public OffsetDateTime createdAt() {
        return decoded("created_at", createdAt);
    }

    /** {@return when the source was last changed ({@code modified_at})} */
    public OffsetDateTime modifiedAt() {
        return decoded("modified_at", modifiedAt);
    }

    /**
     * Masks {@code config}: its content is not described by the API and may hold connection secrets, so
     * {@link #toString()} never prints it.
     */
    @Override
    protected boolean masksInToString(String jsonName) {
        return "config".equals(jsonName);
    }

    @Override
    protected boolean fieldsEqual(ApiObject other) {
        SourceRecord that = (SourceRecord) other;
        return sameValue(id, that.id)
                && sameValue(name, that.name)
                && sameValue(description, that.description)
                && sameValue(type, that.type)
                && sameValue(config, that.config)
                && sameValue(valid, that.valid)
                && sameValue(active, that.active)
                && sameValue(apiConnection, that.apiConnection)
                && sameValue(createdBy, that.createdBy)
                && sameValue(createdAt, that.createdAt)
                && sameValue(modifiedAt, that.modifiedAt);
    }

    @Override
    protected void describeFields(ApiObject.Description description) {
        description
                .add("id", this.id)
                .add("name", this.name)
                .add("description", this.description)
                .add("type", this.type)
                .add("config", this.config)
                .add("is_valid", this.valid)
                .add("is_active", this.active)
                .add("is_api_connection", this.apiConnection)
                .add("created_by", this.createdBy)
                .add("created_at", this.createdAt)
                .add("modified_at", this.modifiedAt);
    }

    @Override
    protected int fieldsHashCode() {
        return hashOf(
                id, name, description, type, config, valid, active, apiConnection, createdBy, createdAt, modifiedAt);
    }

    /**
     * Base of the builders of {@link SourceRecord} and its subclasses: one setter per field of the class.
     *
     * @param <M> the model type built
     * @param <B> the concrete builder type, returned by every setter
     */
    public abstract static class Builder<M extends SourceRecord, B extends Builder<M, B>>
            extends ApiObject.Builder<M, B> {
        /**
         * Creates a builder, empty or holding the fields of a model.
         *
         * @param type the model class to build
         * @param from the model to copy, or {@code null} for an empty builder
         */
        protected Builder(Class<M> type, M from) {
            super(type, from);
        }

        /**
         * Sets the source's id ({@code id}).
         *
         * @param id the value; {@code null} clears it
         * @return this builder
         */
        public B id(String id) {
            return put("id", id);
        }

        /**
         * Sets the name ({@code name}).
         *
         * @param name the value; {@code null} clears it
         * @return this builder
         */
        public B name(String name) {
            return put("name", name);
        }

        /**
         * Sets the description ({@code description}).
         *
         * @param description the value; {@code null} clears it
         * @return this builder
         */
        public B description(String description) {
            return put("description", description);
        }

        /**
         * Sets the kind of data system ({@code type}).
         *
         * @param type the value; {@code null} clears it
         * @return this builder
         */
        public B type(String type) {
            return put("type", type);
        }

        /**
         * Sets the connection's configuration ({@code config}).
         *
         * @param config the value; {@code null} clears it
         * @return this builder
         */
        public B config(JsonObject config) {
            return put("config", config);
        }

        /**
         * Sets whether the connection was validated ({@code is_valid}).
         *
         * @param isValid the value; {@code null} clears it
         * @return this builder
         */
        public B isValid(Boolean isValid) {
            return put("is_valid", isValid);
        }

        /**
         * Sets whether the source is active ({@code is_active}).
         *
         * @param isActive the value; {@code null} clears it
         * @return this builder
         */
        public B isActive(Boolean isActive) {
            return put("is_active", isActive);
        }

        /**
         * Sets whether the source is reached through an API ({@code is_api_connection}).
         *
         * @param isApiConnection the value; {@code null} clears it
         * @return this builder
         */
        public B isApiConnection(Boolean isApiConnection) {
            return put("is_api_connection", isApiConnection);
        }

        /**
         * Sets who created the source ({@code created_by}).
         *
         * @param createdBy the value; {@code null} clears it
         * @return this builder
         */
        public B createdBy(String createdBy) {
            return put("created_by", createdBy);
        }

        /**
         * Sets when the source was created ({@code created_at}).
         *
         * @param createdAt the value; {@code null} clears it
         * @return this builder
         */
        public B createdAt(OffsetDateTime createdAt) {
            return put("created_at", createdAt);
        }

        /**
         * Sets when the source was last changed ({@code modified_at}).
         *
         * @param modifiedAt the value; {@code null} clears it
         * @return this builder
         */
        public B modifiedAt(OffsetDateTime modifiedAt) {
            return put("modified_at", modifiedAt);
        }
    }
}
