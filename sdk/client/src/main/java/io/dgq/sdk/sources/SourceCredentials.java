package io.dgq.sdk.sources;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;
import java.util.List;

/**
 * A source's connection credentials as the server answers them ({@code credentials}). The server returns
 * {@code server}, {@code username} and {@code password} as opaque encoded strings, not as plain text.
 * {@link #toString()} masks those three. To send credentials, use {@link SourceCredentialsInput}.
 */
public final class SourceCredentials extends ApiObject {

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

    private SourceCredentials() {
    }

    /** {@return the port ({@code port})} */
    public String port() {
        return port;
    }

    /** {@return the server address, encoded by the server ({@code server})} */
    public String server() {
        return server;
    }

    /** {@return the database ({@code database})} */
    public String database() {
        return database;
    }

    /** {@return the password, encoded by the server ({@code password})} */
    public String password() {
        return password;
    }

    /** {@return the user name, encoded by the server ({@code username})} */
    public String username() {
        return username;
    }

    /** {@return how the source authenticates ({@code auth_type})} */
    public String authType() {
        return authType;
    }

    /** {@return the databases the source reads ({@code included_databases})} */
    public List<String> includedDatabases() {
        return listOf(includedDatabases);
    }

    /** Describes the credentials with {@code server}, {@code username} and {@code password} masked. */
    @Override
    public String toString() {
        return "SourceCredentials{port=" + port + ", server=" + mask(server) + ", database=" + database
                + ", username=" + mask(username) + ", password=" + mask(password) + ", authType=" + authType
                + ", includedDatabases=" + includedDatabases() + "}";
    }

    private static String mask(String secret) {
        return secret == null ? null : "****";
    }
}
