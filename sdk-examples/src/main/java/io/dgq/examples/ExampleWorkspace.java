package io.dgq.examples;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.DgqClientBuilder;
import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import io.dgq.server.TokenType;
import java.time.Duration;
import java.time.Instant;

/**
 * Where the examples run, chosen once for all of them:
 *
 * <ul>
 *   <li>{@code DGQ_BASE_URL} set: your workspace, with the token in {@code DGQ_API_TOKEN}
 *       ({@link DgqClient#fromEnv()});</li>
 *   <li>{@code DGQ_BASE_URL} unset: a reference server with the demo data, started in this process and reached over
 *       real HTTP on a free local port. No network, no account, no token to set.</li>
 * </ul>
 *
 * <p>Use it with try-with-resources: closing it stops the embedded server.
 */
public final class ExampleWorkspace implements AutoCloseable {

    private final ReferenceServer server;

    private ExampleWorkspace(ReferenceServer server) {
        this.server = server;
    }

    /**
     * Opens your workspace when {@code DGQ_BASE_URL} is set, else starts the embedded reference server.
     *
     * @return the workspace; close it when done
     */
    public static ExampleWorkspace open() {
        String baseUrl = System.getenv("DGQ_BASE_URL");
        if (baseUrl != null && !baseUrl.isBlank()) {
            return new ExampleWorkspace(null);
        }
        return embedded();
    }

    /**
     * Starts an embedded reference server with the demo data, whatever the environment says.
     *
     * @return the workspace; close it to stop the server
     */
    public static ExampleWorkspace embedded() {
        return new ExampleWorkspace(ReferenceServer.builder().seed(Seed.DEMO).start());
    }

    /**
     * Builds a client of this workspace. Close it when done.
     *
     * @return a client with every option at its default
     */
    public DgqClient client() {
        return server == null ? DgqClient.fromEnv() : clientBuilder().build();
    }

    /**
     * Returns a client builder already holding this workspace's address and token, for examples that configure
     * their client further (timeouts, retries, their own OkHttpClient).
     *
     * @return a new builder
     */
    public DgqClientBuilder clientBuilder() {
        if (server == null) {
            return DgqClient.builder().baseUrl(System.getenv("DGQ_BASE_URL")).apiToken(System.getenv("DGQ_API_TOKEN"));
        }
        return DgqClient.builder().baseUrl(server.baseUrl()).apiToken(server.apiToken());
    }

    /**
     * Mints an MCP token (for MCP clients, refused by the REST API) with a reference server's token helper, to show
     * that the SDK refuses it before any call. Against your workspace, a short-lived reference server mints it.
     *
     * @return a JWT whose {@code token_type} is {@code mcp_authorization}
     */
    public String mcpToken() {
        Instant inOneHour = Instant.now().plus(Duration.ofHours(1));
        if (server != null) {
            return server.mintToken(TokenType.MCP_AUTHORIZATION, inOneHour);
        }
        try (ReferenceServer minter = ReferenceServer.builder().start()) {
            return minter.mintToken(TokenType.MCP_AUTHORIZATION, inOneHour);
        }
    }

    /**
     * Says what the examples talk to, without any token.
     *
     * @return for example {@code "the embedded reference server (demo data) at http://127.0.0.1:53117"}
     */
    public String describe() {
        return server == null
                ? "your workspace at " + System.getenv("DGQ_BASE_URL")
                : "the embedded reference server (demo data) at " + server.baseUrl();
    }

    /** Stops the embedded server, if one was started. */
    @Override
    public void close() {
        if (server != null) {
            server.close();
        }
    }
}
