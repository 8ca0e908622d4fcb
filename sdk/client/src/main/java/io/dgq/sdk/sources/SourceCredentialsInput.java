// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.sources;

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
public final class SourceCredentialsInput extends WriteRequest {
    private static final Set<String> PRINTED = Set.of("port", "database", "auth_type", "included_databases");

    private SourceCredentialsInput(Builder builder) {
        super(builder);
    }

    /**
     * Returns a new builder.
     *
     * @return an empty builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Describes the credentials: the values of {@code port}, {@code database}, {@code auth_type} and
     * {@code included_databases}; every other value ({@code server}, {@code username}, {@code password} and any
     * additional property) is masked.
     */
    @Override
    public String toString() {
        return describe(PRINTED);
    }

    /** Builds a {@link SourceCredentialsInput}. */
    public static final class Builder extends WriteRequest.Builder<SourceCredentialsInput, Builder> {
        private Builder() {}

        @Override
        protected Builder self() {
            return this;
        }

        /**
         * Sets {@code port}.
         *
         * @param port the port, as text
         * @return this builder
         */
        public Builder port(String port) {
            return set("port", port);
        }

        /**
         * Sets {@code server}.
         *
         * @param server the server address
         * @return this builder
         */
        public Builder server(String server) {
            return set("server", server);
        }

        /**
         * Sets {@code database}.
         *
         * @param database the database
         * @return this builder
         */
        public Builder database(String database) {
            return set("database", database);
        }

        /**
         * Sets {@code password}.
         *
         * @param password the password, in plain text
         * @return this builder
         */
        public Builder password(String password) {
            return set("password", password);
        }

        /**
         * Sets {@code username}.
         *
         * @param username the user name
         * @return this builder
         */
        public Builder username(String username) {
            return set("username", username);
        }

        /**
         * Sets {@code auth_type}.
         *
         * @param authType how the source authenticates
         * @return this builder
         */
        public Builder authType(String authType) {
            return set("auth_type", authType);
        }

        /**
         * Sets {@code included_databases}.
         *
         * @param includedDatabases the databases the source reads
         * @return this builder
         */
        public Builder includedDatabases(List<String> includedDatabases) {
            return set("included_databases", includedDatabases);
        }

        /**
         * Builds the request.
         *
         * @return the request
         */
        @Override
        public SourceCredentialsInput build() {
            return new SourceCredentialsInput(this);
        }
    }
}
