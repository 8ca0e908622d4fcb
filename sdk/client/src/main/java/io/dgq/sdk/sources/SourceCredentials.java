// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.sources;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;
import java.util.List;
import java.util.Set;

/**
 * A source's connection credentials as the server answers them ({@code credentials}). The server returns
 * {@code server}, {@code username} and {@code password} as opaque encoded strings, not as plain text.
 * {@link #toString()} masks those three and any unknown field, also where the credentials are nested in a
 * {@link Source}. To send credentials, use {@link SourceCredentialsInput}.
 */
public final class SourceCredentials extends ApiObject {
    private static final Set<String> PRINTED = Set.of("port", "database", "auth_type", "included_databases");

    @JsonProperty("port")
    private String port;

    @JsonProperty("server")
    private String server;

    @JsonProperty("database")
    private String database;

    @JsonProperty("password")
    private String password;

    @JsonProperty("username")
    private String username;

    @JsonProperty("auth_type")
    private String authType;

    @JsonProperty("included_databases")
    private List<String> includedDatabases;

    private SourceCredentials() {}

    /**
     * Returns an empty builder, for example to stub a client in a test.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder(null);
    }

    @Override
    public Builder toBuilder() {
        return new Builder(this);
    }

    /** {@return the port ({@code port})} */
    public String port() {
        return decoded("port", port);
    }

    /** {@return the server address, encoded by the server ({@code server})} */
    public String server() {
        return decoded("server", server);
    }

    /** {@return the database ({@code database})} */
    public String database() {
        return decoded("database", database);
    }

    /** {@return the password, encoded by the server ({@code password})} */
    public String password() {
        return decoded("password", password);
    }

    /** {@return the user name, encoded by the server ({@code username})} */
    public String username() {
        return decoded("username", username);
    }

    /** {@return how the source authenticates ({@code auth_type})} */
    public String authType() {
        return decoded("auth_type", authType);
    }

    /** {@return the databases the source reads ({@code included_databases})} */
    public List<String> includedDatabases() {
        return listOf(decoded("included_databases", includedDatabases));
    }

    /**
     * Masks every value but {@code port}, {@code database}, {@code auth_type} and {@code included_databases}:
     * {@code server}, {@code username}, {@code password} and any unknown field print as {@code ****}.
     */
    @Override
    protected boolean masksInToString(String jsonName) {
        return !PRINTED.contains(jsonName);
    }

    @Override
    protected boolean fieldsEqual(ApiObject other) {
        SourceCredentials that = (SourceCredentials) other;
        return sameValue(port, that.port)
                && sameValue(server, that.server)
                && sameValue(database, that.database)
                && sameValue(password, that.password)
                && sameValue(username, that.username)
                && sameValue(authType, that.authType)
                && listOf(includedDatabases).equals(listOf(that.includedDatabases));
    }

    @Override
    protected void describeFields(ApiObject.Description description) {
        description
                .add("port", this.port)
                .add("server", this.server)
                .add("database", this.database)
                .add("password", this.password)
                .add("username", this.username)
                .add("auth_type", this.authType)
                .add("included_databases", this.includedDatabases);
    }

    @Override
    protected int fieldsHashCode() {
        return hashOf(port, server, database, password, username, authType, listOf(includedDatabases));
    }

    /** Builds a {@link SourceCredentials}: one setter per field, named like its accessor. */
    public static final class Builder extends ApiObject.Builder<SourceCredentials, Builder> {
        private Builder(SourceCredentials from) {
            super(SourceCredentials.class, from);
        }

        /**
         * Sets the port ({@code port}).
         *
         * @param port the value; {@code null} clears it
         * @return this builder
         */
        public Builder port(String port) {
            return put("port", port);
        }

        /**
         * Sets the server address, encoded by the server ({@code server}).
         *
         * @param server the value; {@code null} clears it
         * @return this builder
         */
        public Builder server(String server) {
            return put("server", server);
        }

        /**
         * Sets the database ({@code database}).
         *
         * @param database the value; {@code null} clears it
         * @return this builder
         */
        public Builder database(String database) {
            return put("database", database);
        }

        /**
         * Sets the password, encoded by the server ({@code password}).
         *
         * @param password the value; {@code null} clears it
         * @return this builder
         */
        public Builder password(String password) {
            return put("password", password);
        }

        /**
         * Sets the user name, encoded by the server ({@code username}).
         *
         * @param username the value; {@code null} clears it
         * @return this builder
         */
        public Builder username(String username) {
            return put("username", username);
        }

        /**
         * Sets how the source authenticates ({@code auth_type}).
         *
         * @param authType the value; {@code null} clears it
         * @return this builder
         */
        public Builder authType(String authType) {
            return put("auth_type", authType);
        }

        /**
         * Sets the databases the source reads ({@code included_databases}).
         *
         * @param includedDatabases the value; {@code null} clears it
         * @return this builder
         */
        public Builder includedDatabases(List<String> includedDatabases) {
            return put("included_databases", includedDatabases);
        }
    }
}
