// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.sources;

import io.dgq.sdk.internal.RequestBody;
import io.dgq.sdk.internal.RequestFields;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.model.WriteRequest;
import java.util.List;
import java.util.Set;

/**
 * Connection credentials to send in a {@link SourceCreateRequest} or {@link SourceUpdateRequest}: sent as given, in
 * plain text (the server encodes {@code server}, {@code username} and {@code password} before storing them).
 * {@link #toString()} masks those three and any additional property.
 *
 * <pre>{@code
 * SourceCredentialsInput credentials = SourceCredentialsInput.builder()
 *     .server("db.acme.example").port("5432").database("sales")
 *     .username("reader").password(secretStore.get("sales-db"))
 *     .authType("basic")
 *     .build();
 * }</pre>
 */
public final class SourceCredentialsInput implements WriteRequest {
    private static final Set<String> PRINTED = Set.of("port", "database", "auth_type", "included_databases");

    private final RequestBody body;

    private SourceCredentialsInput(RequestBody body) {
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

    /**
     * Describes the credentials: the values of {@code port}, {@code database}, {@code auth_type} and
     * {@code included_databases}; every other value ({@code server}, {@code username}, {@code password} and any
     * additional property) is masked.
     */
    @Override
    public String toString() {
        return body.describe("SourceCredentialsInput", PRINTED);
    }

    /** Builds a {@link SourceCredentialsInput}. */
    public static final class Builder {
        private final RequestFields fields = new RequestFields();

        private Builder() {}

        /**
         * Sets {@code port}.
         *
         * @param port the port, as text
         * @return this builder
         */
        public Builder port(String port) {
            this.fields.set("port", port);
            return this;
        }

        /**
         * Sets {@code server}.
         *
         * @param server the server address
         * @return this builder
         */
        public Builder server(String server) {
            this.fields.set("server", server);
            return this;
        }

        /**
         * Sets {@code database}.
         *
         * @param database the database
         * @return this builder
         */
        public Builder database(String database) {
            this.fields.set("database", database);
            return this;
        }

        /**
         * Sets {@code password}.
         *
         * @param password the password, in plain text
         * @return this builder
         */
        public Builder password(String password) {
            this.fields.set("password", password);
            return this;
        }

        /**
         * Sets {@code username}.
         *
         * @param username the user name
         * @return this builder
         */
        public Builder username(String username) {
            this.fields.set("username", username);
            return this;
        }

        /**
         * Sets {@code auth_type}.
         *
         * @param authType how the source authenticates
         * @return this builder
         */
        public Builder authType(String authType) {
            this.fields.set("auth_type", authType);
            return this;
        }

        /**
         * Sets {@code included_databases}.
         *
         * @param includedDatabases the databases the source reads
         * @return this builder
         */
        public Builder includedDatabases(List<String> includedDatabases) {
            this.fields.set("included_databases", includedDatabases);
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
         * @throws IllegalArgumentException if a value cannot be represented as JSON
         */
        public SourceCredentialsInput build() {
            return new SourceCredentialsInput(this.fields.freeze());
        }
    }
}
