package io.dgq.server;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Objects;

/**
 * A running in-memory DGQ server: every operation of the API, stateful and strict, on a local port.
 *
 * <pre>{@code
 * try (ReferenceServer server = ReferenceServer.builder().seed(Seed.DEMO).start()) {
 *     String baseUrl = server.baseUrl();   // e.g. http://127.0.0.1:53117, without /api/v1
 *     String token = server.apiToken();    // Authorization: Bearer <token>
 * }
 * }</pre>
 *
 * <p>The server is thread-safe. {@link #reset()} returns it to its seed; {@link #close()} stops it.
 */
public final class ReferenceServer implements AutoCloseable {

    /** The default limit of a request body: 8 MiB. */
    public static final long DEFAULT_MAX_BODY_BYTES = 8L * 1024 * 1024;
    /** The default limit of stored records, across every kind: 5,000,000. */
    public static final long DEFAULT_MAX_RECORDS = Capacity.DEFAULT_MAX_RECORDS;
    /** The default heap watermark: writes are refused while live data is above 85% of the maximum heap. */
    public static final int DEFAULT_HEAP_WATERMARK_PERCENT = Capacity.DEFAULT_HEAP_WATERMARK_PERCENT;

    private static final Duration API_TOKEN_LIFETIME = Duration.ofDays(1);

    private final String host;
    private final Seed seed;
    private final Timestamps time;
    private final Tokens tokens;
    private final Workspace workspace;
    private final HttpTransport transport;

    private ReferenceServer(Builder builder) throws IOException {
        this.host = builder.host;
        this.seed = builder.seed;
        this.time = new Timestamps(Clock.systemUTC());
        String secret = builder.jwtSecret != null ? builder.jwtSecret : randomSecret();
        this.tokens = new Tokens(secret, time);
        this.workspace = new Workspace(new Resource.Services(new BodyValidator(builder.lenient),
                new ListQueryParser(builder.lenient), time), new CredentialCipher(secret),
                new Capacity(builder.maxRecords, builder.heapWatermarkPercent));
        Router router = Routes.build(workspace, tokens, time, builder.lenient);
        fillSeed();
        Authenticator authenticator = new Authenticator(tokens, workspace.accessTokens.store(), time);
        ApiHandler handler = new ApiHandler(router, authenticator, time, builder.maxBodyBytes);
        this.transport = new HttpTransport(host, builder.port, handler, builder.maxBodyBytes);
    }

    /**
     * Starts configuring a server: by default on 127.0.0.1, any free port, a random secret, no seed data, strict
     * bodies and an 8 MiB body limit.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * The workspace base address, without {@code /api/v1}, such as {@code http://127.0.0.1:53117}.
     *
     * @return the base URL
     */
    public String baseUrl() {
        String address = host.contains(":") ? "[" + host + "]" : host;
        if (host.equals("0.0.0.0") || host.equals("::")) {
            address = "127.0.0.1";
        }
        return "http://" + address + ":" + port();
    }

    /**
     * The port the server listens on.
     *
     * @return the bound port
     */
    public int port() {
        return transport.port();
    }

    /**
     * Mints a fresh API access token, valid for one day, signed with the server's secret.
     *
     * @return the JWT, for {@code Authorization: Bearer <token>}
     */
    public String apiToken() {
        return mintToken(TokenType.API_ACCESS, time.now().plus(API_TOKEN_LIFETIME));
    }

    /**
     * Mints a token of any kind and expiry, signed with the server's secret; for tests of refused tokens, such as an
     * expired one or an MCP token.
     *
     * @param type the token kind
     * @param expiresAt the expiry, in the past for an expired token
     * @return the JWT
     */
    public String mintToken(TokenType type, Instant expiresAt) {
        return tokens.mint(Tokens.DEFAULT_CALLER, Objects.requireNonNull(type, "type"),
                Objects.requireNonNull(expiresAt, "expiresAt"), null);
    }

    /** The server's resources; for tests of the server itself. */
    Workspace workspace() {
        return workspace;
    }

    /** Discards every record and returns to the seed the server started with. */
    public void reset() {
        synchronized (workspace) {
            workspace.clear();
            fillSeed();
        }
    }

    /** Stops the server and releases its port; closing again does nothing. */
    @Override
    public void close() {
        transport.close();
    }

    private void fillSeed() {
        if (seed == Seed.DEMO) {
            Capacity.exempt(() -> DemoSeed.fill(workspace, new SeedRecords(time.now())));
        }
    }

    private static String randomSecret() {
        byte[] bytes = new byte[32];
        new SecureRandom().nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** Configures and starts a {@link ReferenceServer}. */
    public static final class Builder {

        private String host = "127.0.0.1";
        private int port;
        private String jwtSecret;
        private Seed seed = Seed.EMPTY;
        private boolean lenient;
        private long maxBodyBytes = DEFAULT_MAX_BODY_BYTES;
        private long maxRecords = DEFAULT_MAX_RECORDS;
        private int heapWatermarkPercent = DEFAULT_HEAP_WATERMARK_PERCENT;

        private Builder() {
        }

        /**
         * The address to listen on.
         *
         * @param value a host name or IP address; default {@code 127.0.0.1}
         * @return this builder
         */
        public Builder host(String value) {
            this.host = Objects.requireNonNull(value, "host");
            return this;
        }

        /**
         * The port to listen on.
         *
         * @param value 0 (the default) for any free port, or 1..65535
         * @return this builder
         * @throws IllegalArgumentException when out of range
         */
        public Builder port(int value) {
            if (value < 0 || value > 65535) {
                throw new IllegalArgumentException("port must be 0..65535, got " + value);
            }
            this.port = value;
            return this;
        }

        /**
         * The HS256 secret that signs and verifies tokens, and from which the key of stored source credentials is
         * derived.
         *
         * @param value the secret; default a random one
         * @return this builder
         * @throws IllegalArgumentException when empty
         */
        public Builder jwtSecret(String value) {
            if (value == null || value.isEmpty()) {
                throw new IllegalArgumentException("jwtSecret must not be empty");
            }
            this.jwtSecret = value;
            return this;
        }

        /**
         * The data the server starts with and resets to.
         *
         * @param value the seed; default {@link Seed#EMPTY}
         * @return this builder
         */
        public Builder seed(Seed value) {
            this.seed = Objects.requireNonNull(value, "seed");
            return this;
        }

        /**
         * Whether unknown fields in request bodies are ignored rather than refused with 400.
         *
         * @param value {@code true} to ignore them; default {@code false}
         * @return this builder
         */
        public Builder lenient(boolean value) {
            this.lenient = value;
            return this;
        }

        /**
         * The largest request body accepted; larger ones are answered 413.
         *
         * @param value the limit in bytes, at least 1; default 8 MiB
         * @return this builder
         * @throws IllegalArgumentException when less than 1
         */
        public Builder maxBodyBytes(long value) {
            if (value < 1) {
                throw new IllegalArgumentException("maxBodyBytes must be at least 1, got " + value);
            }
            this.maxBodyBytes = value;
            return this;
        }

        /**
         * The most records the server stores, across every kind (soft-deleted ones included). A create beyond it is
         * answered 507 {@code INSUFFICIENT_STORAGE}; reads, updates, deletes and {@link ReferenceServer#reset()}
         * keep working, and creates work again once records are deleted. The built-in seed is never refused.
         *
         * @param value the limit, at least 1; default 5,000,000
         * @return this builder
         * @throws IllegalArgumentException when less than 1
         */
        public Builder maxRecords(long value) {
            if (value < 1) {
                throw new IllegalArgumentException("maxRecords must be at least 1, got " + value);
            }
            this.maxRecords = value;
            return this;
        }

        /**
         * The heap watermark: while the heap's live data (in use after a collection) is above this share of the
         * maximum heap, creates and updates are answered 507 {@code INSUFFICIENT_STORAGE}, so stored data never
         * exhausts the heap; reads, deletes and {@link ReferenceServer#reset()} keep working, and writes work again
         * once deleted records are collected (within about a second).
         *
         * @param percent 1..100 percent of the maximum heap ({@code -Xmx}); 100 turns the watermark off; default 85
         * @return this builder
         * @throws IllegalArgumentException when out of range
         */
        public Builder heapWatermarkPercent(int percent) {
            if (percent < 1 || percent > 100) {
                throw new IllegalArgumentException("heapWatermarkPercent must be 1..100, got " + percent);
            }
            this.heapWatermarkPercent = percent;
            return this;
        }

        /**
         * Starts the server.
         *
         * @return the running server
         * @throws UncheckedIOException when the address cannot be bound
         */
        public ReferenceServer start() {
            try {
                return new ReferenceServer(this);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot listen on " + host + ":" + port, e);
            }
        }
    }
}
