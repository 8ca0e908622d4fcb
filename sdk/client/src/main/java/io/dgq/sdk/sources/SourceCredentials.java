// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.sources;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.sdk.internal.checks.Companion;
import io.dgq.sdk.internal.models.ModelBuilder;
import io.dgq.sdk.internal.models.ModelFields;
import io.dgq.sdk.internal.models.ModelState;
import io.dgq.sdk.json.JsonValue;
import io.dgq.sdk.model.ApiObject;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A source's connection credentials as the server answers them ({@code credentials}). The server returns
 * {@code server}, {@code username} and {@code password} as opaque encoded strings, not as plain text.
 * {@link #toString()} masks those three and any unknown field, also where the credentials are nested in a
 * {@link Source}. To send credentials, use {@link SourceCredentialsInput}.
 */
@Companion(SourceCredentials.Fields.class)
public final class SourceCredentials implements ApiObject {
    private static final Set<String> PRINTED = Set.of("port", "database", "auth_type", "included_databases");

    @JsonProperty("port")
    private final String port;

    @JsonProperty("server")
    private final String server;

    @JsonProperty("database")
    private final String database;

    @JsonProperty("password")
    private final String password;

    @JsonProperty("username")
    private final String username;

    @JsonProperty("auth_type")
    private final String authType;

    @JsonProperty("included_databases")
    private final List<String> includedDatabases;

    /** What decoding kept besides the fields, and the caches; {@code null} while none. */
    private ModelState state;

    private SourceCredentials(
            String port,
            String server,
            String database,
            String password,
            String username,
            String authType,
            List<String> includedDatabases) {
        this.port = port;
        this.server = server;
        this.database = database;
        this.password = password;
        this.username = username;
        this.authType = authType;
        this.includedDatabases = includedDatabases;
    }

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
        return ModelState.decoded(this, state, "port", port);
    }

    /** {@return the server address, encoded by the server ({@code server})} */
    public String server() {
        return ModelState.decoded(this, state, "server", server);
    }

    /** {@return the database ({@code database})} */
    public String database() {
        return ModelState.decoded(this, state, "database", database);
    }

    /** {@return the password, encoded by the server ({@code password})} */
    public String password() {
        return ModelState.decoded(this, state, "password", password);
    }

    /** {@return the user name, encoded by the server ({@code username})} */
    public String username() {
        return ModelState.decoded(this, state, "username", username);
    }

    /** {@return how the source authenticates ({@code auth_type})} */
    public String authType() {
        return ModelState.decoded(this, state, "auth_type", authType);
    }

    /** {@return the databases the source reads ({@code included_databases})} */
    public List<String> includedDatabases() {
        return ModelFields.listOf(ModelState.decoded(this, state, "included_databases", includedDatabases));
    }

    @JsonAnyGetter
    @SuppressWarnings("UnusedMethod")
    private Map<String, JsonNode> unknownFields() {
        // Jackson calls it to write those members back
        return ModelState.unknownFields(state);
    }

    @Override
    public Map<String, JsonValue> additionalProperties() {
        return ModelState.additionalProperties(this);
    }

    @Override
    public JsonValue additionalProperty(String name) {
        return ModelState.additionalProperty(this, name);
    }

    @Override
    public void validate() {
        ModelState.validate(this);
    }

    @Override
    public boolean equals(Object o) {
        return ModelState.equal(this, o);
    }

    @Override
    public int hashCode() {
        return ModelState.hash(this);
    }

    @Override
    public String toString() {
        return ModelFields.describe(this);
    }

    /** The fields {@code SourceCredentials} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    static final class Fields implements ModelFields.Table<SourceCredentials> {
        @Override
        public boolean equal(SourceCredentials a, SourceCredentials b) {
            return ModelFields.sameValue(a.port, b.port)
                    && ModelFields.sameValue(a.server, b.server)
                    && ModelFields.sameValue(a.database, b.database)
                    && ModelFields.sameValue(a.password, b.password)
                    && ModelFields.sameValue(a.username, b.username)
                    && ModelFields.sameValue(a.authType, b.authType)
                    && ModelFields.listOf(a.includedDatabases).equals(ModelFields.listOf(b.includedDatabases));
        }

        @Override
        public int hash(SourceCredentials model) {
            return ModelFields.hashOf(
                    model.port,
                    model.server,
                    model.database,
                    model.password,
                    model.username,
                    model.authType,
                    ModelFields.listOf(model.includedDatabases));
        }

        @Override
        public void describe(SourceCredentials model, ModelFields.Sink sink) {
            sink.add("port", model.port)
                    .add("server", model.server)
                    .add("database", model.database)
                    .add("password", model.password)
                    .add("username", model.username)
                    .add("auth_type", model.authType)
                    .add("included_databases", model.includedDatabases);
        }

        /**
         * Masks every value but {@code port}, {@code database}, {@code auth_type} and {@code included_databases}:
         * {@code server}, {@code username}, {@code password} and any unknown field print as {@code ****}.
         */
        @Override
        public boolean masks(String jsonName) {
            return !PRINTED.contains(jsonName);
        }

        @Override
        public List<String> names() {
            return List.of("port", "server", "database", "password", "username", "auth_type", "included_databases");
        }

        @Override
        public ModelState state(SourceCredentials model) {
            return model.state;
        }

        @Override
        public void state(SourceCredentials model, ModelState state) {
            model.state = state;
        }

        @Override
        @SuppressWarnings("unchecked")
        public SourceCredentials create(Object[] values) {
            return new SourceCredentials(
                    (String) values[0],
                    (String) values[1],
                    (String) values[2],
                    (String) values[3],
                    (String) values[4],
                    (String) values[5],
                    (List<String>) values[6]);
        }
    }

    /** Builds a {@link SourceCredentials}: one setter per field, named like its accessor. */
    public static final class Builder implements ApiObject.Builder {
        private final ModelBuilder state;

        private Builder(SourceCredentials from) {
            this.state = new ModelBuilder(SourceCredentials.class, from);
        }

        /**
         * Sets the port ({@code port}).
         *
         * @param port the value; {@code null} clears it
         * @return this builder
         */
        public Builder port(String port) {
            state.put("port", port);
            return this;
        }

        /**
         * Sets the server address, encoded by the server ({@code server}).
         *
         * @param server the value; {@code null} clears it
         * @return this builder
         */
        public Builder server(String server) {
            state.put("server", server);
            return this;
        }

        /**
         * Sets the database ({@code database}).
         *
         * @param database the value; {@code null} clears it
         * @return this builder
         */
        public Builder database(String database) {
            state.put("database", database);
            return this;
        }

        /**
         * Sets the password, encoded by the server ({@code password}).
         *
         * @param password the value; {@code null} clears it
         * @return this builder
         */
        public Builder password(String password) {
            state.put("password", password);
            return this;
        }

        /**
         * Sets the user name, encoded by the server ({@code username}).
         *
         * @param username the value; {@code null} clears it
         * @return this builder
         */
        public Builder username(String username) {
            state.put("username", username);
            return this;
        }

        /**
         * Sets how the source authenticates ({@code auth_type}).
         *
         * @param authType the value; {@code null} clears it
         * @return this builder
         */
        public Builder authType(String authType) {
            state.put("auth_type", authType);
            return this;
        }

        /**
         * Sets the databases the source reads ({@code included_databases}).
         *
         * @param includedDatabases the value; {@code null} clears it
         * @return this builder
         */
        public Builder includedDatabases(List<String> includedDatabases) {
            state.put("included_databases", includedDatabases);
            return this;
        }

        /**
         * Sets a field {@code SourceCredentials} has no accessor for; it reads back through
         * {@code additionalProperty(jsonName)}.
         *
         * @param jsonName the JSON field name; not the name of a field the model has an accessor for
         * @param value the value; {@code null} stands for JSON {@code null}
         * @return this builder
         * @throws IllegalArgumentException if the name is blank or is the JSON name of a known field (use its typed
         *     setter)
         */
        @Override
        public Builder putAdditionalProperty(String jsonName, JsonValue value) {
            state.putAdditional(jsonName, value);
            return this;
        }

        /**
         * Sets several fields {@code SourceCredentials} has no accessor for.
         *
         * @param properties the fields by JSON name
         * @return this builder
         * @throws IllegalArgumentException if a name is blank or is the JSON name of a known field
         */
        @Override
        public Builder putAllAdditionalProperties(Map<String, ? extends JsonValue> properties) {
            state.putAllAdditional(properties);
            return this;
        }

        /**
         * Removes a field {@code SourceCredentials} has no accessor for.
         *
         * @param jsonName the JSON field name
         * @return this builder
         */
        @Override
        public Builder removeAdditionalProperty(String jsonName) {
            state.removeAdditional(jsonName);
            return this;
        }

        /**
         * Builds the {@code SourceCredentials} from the fields set so far, as an answer holding them is decoded; the
         * builder can go on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        public SourceCredentials build() {
            return state.build(SourceCredentials.class);
        }

        /** Names the model type and the JSON names of the fields set, never their values. */
        @Override
        public String toString() {
            return state.toString();
        }
    }
}
