package io.dgq.server;

import io.dgq.server.admin.AdminApi;
import io.dgq.server.faults.Faults;
import io.dgq.server.internal.api.AdminRoute;
import io.dgq.server.internal.api.ApiHandler;
import io.dgq.server.internal.api.FaultRegistry;
import io.dgq.server.internal.api.JournalStore;
import io.dgq.server.internal.api.RateLimiter;
import io.dgq.server.internal.api.RequestFilter;
import io.dgq.server.internal.auth.Authenticator;
import io.dgq.server.internal.auth.CredentialCipher;
import io.dgq.server.internal.auth.Tokens;
import io.dgq.server.internal.http.HttpOptions;
import io.dgq.server.internal.http.HttpTransport;
import io.dgq.server.internal.query.ListQueryParser;
import io.dgq.server.internal.resources.Resource;
import io.dgq.server.internal.resources.Workspace;
import io.dgq.server.internal.routes.Routes;
import io.dgq.server.internal.routing.Router;
import io.dgq.server.internal.schema.BodyValidator;
import io.dgq.server.internal.seed.DemoSeed;
import io.dgq.server.internal.seed.SeedRecords;
import io.dgq.server.internal.snapshot.SnapshotCodec;
import io.dgq.server.internal.store.Capacity;
import io.dgq.server.internal.support.RecordIds;
import io.dgq.server.internal.support.Timestamps;
import io.dgq.server.internal.support.Version;
import io.dgq.server.journal.RecordedRequest;
import io.dgq.server.journal.RequestJournal;
import io.dgq.server.snapshot.IdGenerator;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

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
 * <p>The server is thread-safe. {@link #reset()} returns it to its seed; {@link #close()} stops it. For tests of
 * failure paths, {@link #faults()} injects errors, delays and broken connections, and {@link #journal()} tells what
 * was sent. The same controls answer over HTTP under {@code /__admin} with {@link #adminToken()} (see
 * {@link io.dgq.server.admin}).
 */
public final class ReferenceServer implements AutoCloseable {

    /** The default limit of a request body: 8 MiB. */
    public static final long DEFAULT_MAX_BODY_BYTES = 8L * 1024 * 1024;
    /** The default limit of stored records, across every kind: 5,000,000. */
    public static final long DEFAULT_MAX_RECORDS = Capacity.DEFAULT_MAX_RECORDS;
    /** The default heap watermark: writes are refused while live data is above 85% of the maximum heap. */
    public static final int DEFAULT_HEAP_WATERMARK_PERCENT = Capacity.DEFAULT_HEAP_WATERMARK_PERCENT;

    /** The default number of requests the journal keeps. */
    public static final int DEFAULT_JOURNAL_CAPACITY = 1000;

    /** The default lifetime of the API tokens {@link #apiToken()} mints: a day. */
    public static final Duration DEFAULT_API_TOKEN_TTL = Duration.ofDays(1);

    /** The longest lifetime of the API tokens {@link #apiToken()} mints: 3,650 days. */
    public static final Duration MAX_API_TOKEN_TTL = Duration.ofDays(3650);

    private final String host;
    private final Seed seed;
    private final Timestamps time;
    private final Tokens tokens;
    private final Workspace workspace;
    private final HttpTransport transport;
    private final FaultRegistry faults = new FaultRegistry();
    private final JournalStore journal;
    private final RequestFilter filter;
    private final Duration apiTokenTtl;
    private final String adminToken;
    private final RecordIds recordIds;
    private final CredentialCipher cipher;
    private final long maxRecords;

    private ReferenceServer(Builder builder) throws IOException {
        this.host = builder.host;
        this.seed = builder.seed;
        this.time = new Timestamps(builder.clock);
        this.apiTokenTtl = builder.apiTokenTtl;
        this.adminToken = !builder.adminApi ? null
                : builder.adminToken != null ? builder.adminToken : randomSecret();
        String secret = builder.jwtSecret != null ? builder.jwtSecret : randomSecret();
        this.tokens = new Tokens(secret, time);
        this.recordIds = new RecordIds(builder.ids);
        this.cipher = new CredentialCipher(secret);
        this.maxRecords = builder.maxRecords;
        this.workspace = new Workspace(new Resource.Services(new BodyValidator(builder.lenient),
                new ListQueryParser(builder.lenient), time, recordIds), cipher,
                new Capacity(builder.maxRecords, builder.heapWatermarkPercent));
        recordIds.takenWhen(id -> SnapshotCodec.holds(workspace, id));
        Router router = Routes.build(workspace, tokens, time, builder.lenient);
        fillSeed();
        Authenticator authenticator = new Authenticator(tokens, workspace.accessTokens.store(), time);
        this.journal = new JournalStore(builder.journalCapacity);
        RateLimiter limiter = builder.ratePeriod == null ? null
                : new RateLimiter(builder.rateLimit, builder.ratePeriod, System::nanoTime);
        this.filter = new RequestFilter(faults, limiter, journal, time);
        ApiHandler handler = new ApiHandler(router, authenticator, time, builder.maxBodyBytes, filter);
        AdminRoute admin = new AdminRoute(AdminApi.of(this, adminToken), handler, time);
        this.transport = new HttpTransport(host, builder.port, builder.httpOptions(), time, admin::handle);
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
     * Mints a fresh API access token, signed with the server's secret, valid for the builder's
     * {@linkplain Builder#apiTokenTtl(Duration) token lifetime} (a day by default) from the server's clock's now.
     *
     * @return the JWT, for {@code Authorization: Bearer <token>}
     */
    public String apiToken() {
        return mintToken(TokenType.API_ACCESS, time.now().plus(apiTokenTtl));
    }

    /**
     * The token of the administration API under {@code /__admin} (see {@link io.dgq.server.admin}), sent as
     * {@code Authorization: Bearer <admin token>}: the builder's, or a random one chosen at start.
     *
     * @return the admin token
     * @throws IllegalStateException when the server was built with {@code adminApi(false)}
     */
    public String adminToken() {
        if (adminToken == null) {
            throw new IllegalStateException("this server's admin API is turned off (adminApi(false))");
        }
        return adminToken;
    }

    /** Whether the administration API is on. */
    boolean adminApiEnabled() {
        return adminToken != null;
    }

    /** {@return the version of the reference server, such as {@code 1.2.0}; {@code unknown} outside a build} */
    public static String version() {
        return Version.CURRENT;
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

    /** {@return the faults injected into this server's answers, for tests of failure paths; rules apply at once} */
    public Faults faults() {
        return faults;
    }

    /** {@return the journal of the latest requests, with secrets redacted, and its checks of what was sent} */
    public RequestJournal journal() {
        return journal;
    }

    /** {@return the latest requests received, oldest first, as an immutable snapshot of the journal} */
    public List<RecordedRequest> requests() {
        return journal.requests();
    }

    /**
     * Discards every record and returns to the seed the server started with (a snapshot seed's content as it was
     * read); also removes every injected fault, empties the journal, restarts the rate limit's count and starts the
     * {@linkplain Builder#ids(IdGenerator) id generator}'s sequence again.
     */
    public void reset() {
        synchronized (workspace) {
            workspace.clear();
            recordIds.restart();
            fillSeed();
        }
        filter.clear();
    }

    /**
     * The whole state of the server as JSON, which {@link #restore(String)}, {@link Seed#fromJson(String)} and
     * {@link Seed#fromFile(Path)} read back: every record of every kind with its id, timestamps, view count and
     * viewers, {@code parent_id} links, soft-deleted records, access token records, and source credentials as
     * encrypted with this server's secret (never in clear text). Faults, the journal and rate-limit counts are not
     * part of it. The same state always gives the same text. Take it while no write is in flight.
     *
     * @return the snapshot, a JSON object with a {@code format_version}
     */
    public String snapshot() {
        synchronized (workspace) {
            return SnapshotCodec.write(workspace);
        }
    }

    /**
     * Replaces every record with those of a snapshot, all at once: the snapshot is checked whole first, and when it
     * is refused nothing changes. Faults, the journal, the rate limit, the id sequence and the seed that
     * {@link #reset()} returns to are kept. Credentials sealed with another server's secret are sealed again with
     * this one's, so their encoded form in answers changes; restore with the same {@code jwtSecret} to keep it.
     * Restore while no request is in flight.
     *
     * @param json a snapshot from {@link #snapshot()}, or one written in its format
     * @throws IllegalArgumentException naming the problem, when the snapshot is malformed, of a newer format, or
     *     holds more records than {@link Builder#maxRecords(long)}
     */
    public void restore(String json) {
        replaceWith(SnapshotCodec.read(Objects.requireNonNull(json, "json")));
    }

    private void replaceWith(SnapshotCodec.Snapshot snapshot) {
        if (snapshot.size() > maxRecords) {
            throw new IllegalArgumentException("snapshot holds " + snapshot.size() + " records, more than this "
                    + "server's limit of " + maxRecords + " (max records)");
        }
        synchronized (workspace) {
            SnapshotCodec.replace(workspace, snapshot, cipher);
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
        } else if (seed.snapshot() != null) {
            replaceWith(seed.snapshot());
        }
    }

    private static String randomSecret() {
        byte[] bytes = new byte[32];
        new SecureRandom().nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /**
     * Configures and starts a {@link ReferenceServer}.
     *
     * <p>Limits of the HTTP transport: a request line plus headers of at most 32 KiB and 100 header fields (more is
     * answered 431), a body of at most {@link #maxBodyBytes(long)} (more is answered 413), and at most
     * {@link #maxConnections(int)} open connections (one more is answered 503). A request's line and headers must
     * arrive within {@link #headTimeout(Duration)}, its body within {@link #bodyTimeout(Duration)}, and a kept-alive
     * connection is closed after {@link #idleTimeout(Duration)} without a request; a client that misses a deadline
     * gets a 408 when it had begun a request, and its connection is closed. Every error is the API's error
     * envelope.
     */
    public static final class Builder {

        private String host = "127.0.0.1";
        private int port;
        private String jwtSecret;
        private Seed seed = Seed.EMPTY;
        private IdGenerator ids = IdGenerator.random();
        private boolean lenient;
        private long maxBodyBytes = DEFAULT_MAX_BODY_BYTES;
        private int journalCapacity = DEFAULT_JOURNAL_CAPACITY;
        private int rateLimit;
        private Duration ratePeriod;
        private Duration headTimeout = HttpOptions.DEFAULT_HEAD_TIMEOUT;
        private Duration bodyTimeout = HttpOptions.DEFAULT_BODY_TIMEOUT;
        private Duration idleTimeout = HttpOptions.DEFAULT_IDLE_TIMEOUT;
        private int maxConnections = HttpOptions.DEFAULT_MAX_CONNECTIONS;
        private Consumer<OutOfMemoryError> onOutOfMemory;
        private long maxRecords = DEFAULT_MAX_RECORDS;
        private int heapWatermarkPercent = DEFAULT_HEAP_WATERMARK_PERCENT;
        private Clock clock = Clock.systemUTC();
        private Duration apiTokenTtl = DEFAULT_API_TOKEN_TTL;
        private boolean adminApi = true;
        private String adminToken;

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
         * Starts from, and resets to, the snapshot in a file: the same as {@code seed(Seed.fromFile(file))}.
         *
         * @param file a snapshot, such as one saved from {@link ReferenceServer#snapshot()}
         * @return this builder
         * @throws IllegalArgumentException when the file is not a valid snapshot, naming the file and the problem
         * @throws UncheckedIOException when the file cannot be read
         */
        public Builder seed(Path file) {
            return seed(Seed.fromFile(file));
        }

        /**
         * How new records get their ids; the sequence starts again on {@link ReferenceServer#reset()}.
         *
         * @param value {@link IdGenerator#sequential()} or {@link IdGenerator#seeded(long)} for the same ids on
         *     every run; default {@link IdGenerator#random()}
         * @return this builder
         */
        public Builder ids(IdGenerator value) {
            this.ids = Objects.requireNonNull(value, "ids");
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
         * The time a client has to send a request's line and headers: from the connection's opening for its first
         * request, from a request's first byte for the next ones. A client that takes longer, even one sending a
         * byte at a time, has its connection closed.
         *
         * @param value more than 0, at most a day; default 10 seconds
         * @return this builder
         * @throws IllegalArgumentException when out of range
         */
        public Builder headTimeout(Duration value) {
            this.headTimeout = HttpOptions.requirePositive(value, "headTimeout");
            return this;
        }

        /**
         * The time a client has to send a request's body once its head has arrived, and to read the answer.
         *
         * @param value more than 0, at most a day; default 30 seconds
         * @return this builder
         * @throws IllegalArgumentException when out of range
         */
        public Builder bodyTimeout(Duration value) {
            this.bodyTimeout = HttpOptions.requirePositive(value, "bodyTimeout");
            return this;
        }

        /**
         * How long a kept-alive connection may stay without a request before the server closes it.
         *
         * @param value more than 0, at most a day; default 60 seconds
         * @return this builder
         * @throws IllegalArgumentException when out of range
         */
        public Builder idleTimeout(Duration value) {
            this.idleTimeout = HttpOptions.requirePositive(value, "idleTimeout");
            return this;
        }

        /**
         * The most connections served at once, each on a thread of its own; a connection beyond it is answered 503
         * and closed.
         *
         * @param value at least 1; default 4096
         * @return this builder
         * @throws IllegalArgumentException when less than 1
         */
        public Builder maxConnections(int value) {
            if (value < 1) {
                throw new IllegalArgumentException("maxConnections must be at least 1, got " + value);
            }
            this.maxConnections = value;
            return this;
        }

        /** What the server does when it runs out of memory; by default it closes that connection and goes on. */
        Builder onOutOfMemory(Consumer<OutOfMemoryError> value) {
            this.onOutOfMemory = value;
            return this;
        }

        HttpOptions httpOptions() {
            return new HttpOptions(maxBodyBytes, headTimeout, bodyTimeout, idleTimeout, maxConnections,
                    HttpOptions.MAX_HEAD_BYTES, HttpOptions.MAX_HEADER_COUNT, onOutOfMemory);
        }

        /**
         * Limits how many requests each client may make: beyond {@code requests} in a period, per token (per
         * client address for requests without one), the server answers 429 {@code RATE_LIMITED} with a
         * {@code Retry-After} in whole seconds, at least 1. A client's period starts with its first request. Off by
         * default.
         *
         * @param requests the most requests per period, at least 1
         * @param per the period, from 1 millisecond to 1 day
         * @return this builder
         * @throws IllegalArgumentException when out of range
         */
        public Builder rateLimit(int requests, Duration per) {
            Objects.requireNonNull(per, "per");
            if (requests < 1) {
                throw new IllegalArgumentException("rate limit must be at least 1 request, got " + requests);
            }
            if (per.compareTo(Duration.ofMillis(1)) < 0 || per.compareTo(Duration.ofDays(1)) > 0) {
                throw new IllegalArgumentException("rate limit period must be 1 ms..1 day, got " + per);
            }
            this.rateLimit = requests;
            this.ratePeriod = per;
            return this;
        }

        /**
         * How many requests the journal keeps; the oldest are dropped first.
         *
         * @param value 0 (keep none) to 1,000,000; default {@value ReferenceServer#DEFAULT_JOURNAL_CAPACITY}
         * @return this builder
         * @throws IllegalArgumentException when out of range
         */
        public Builder journalCapacity(int value) {
            if (value < 0 || value > 1_000_000) {
                throw new IllegalArgumentException("journalCapacity must be 0..1000000, got " + value);
            }
            this.journalCapacity = value;
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
         * The clock of every timestamp the server writes (records' {@code created_at} and {@code updated_at},
         * envelopes, the journal, the demo seed's dates) and of token expiry, for tests that need fixed times. The
         * HTTP {@code Date} header keeps the real time.
         *
         * @param value the clock, such as {@code Clock.fixed(...)}; default {@link Clock#systemUTC()}
         * @return this builder
         */
        public Builder clock(Clock value) {
            this.clock = Objects.requireNonNull(value, "clock");
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
         * How long the API tokens that {@link ReferenceServer#apiToken()} mints are valid.
         *
         * @param value 1 second up to {@link ReferenceServer#MAX_API_TOKEN_TTL}; default a day
         * @return this builder
         * @throws IllegalArgumentException when out of range
         */
        public Builder apiTokenTtl(Duration value) {
            Objects.requireNonNull(value, "apiTokenTtl");
            if (value.compareTo(Duration.ofSeconds(1)) < 0 || value.compareTo(MAX_API_TOKEN_TTL) > 0) {
                throw new IllegalArgumentException("apiTokenTtl must be 1 s..3650 days, got " + value);
            }
            this.apiTokenTtl = value;
            return this;
        }

        /**
         * Whether the administration API under {@code /__admin} is on (see {@link io.dgq.server.admin}). Turned
         * off, every path under it but {@code GET /__admin/health} answers 404.
         *
         * @param value {@code false} to turn it off; default {@code true}
         * @return this builder
         */
        public Builder adminApi(boolean value) {
            this.adminApi = value;
            return this;
        }

        /**
         * The token of the administration API, instead of a random one.
         *
         * @param value 1 to 512 visible ASCII characters, without spaces
         * @return this builder
         * @throws IllegalArgumentException when empty, too long or with other characters
         */
        public Builder adminToken(String value) {
            Objects.requireNonNull(value, "adminToken");
            if (value.isEmpty() || value.length() > 512 || !value.chars().allMatch(c -> c > 0x20 && c < 0x7f)) {
                throw new IllegalArgumentException(
                        "adminToken must be 1..512 visible ASCII characters without spaces");
            }
            this.adminToken = value;
            return this;
        }

        /**
         * Starts the server.
         *
         * @return the running server
         * @throws UncheckedIOException when the address cannot be bound
         * @throws IllegalArgumentException when a snapshot seed holds more records than {@link #maxRecords(long)}
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
