package io.dgq.server;

import io.dgq.server.internal.proxy.ProxiedAnswers;
import io.dgq.server.internal.proxy.ProxySettings;
import io.dgq.server.internal.transport.http.HttpOptions;
import io.dgq.server.internal.transport.tls.TlsIdentity;
import io.dgq.server.snapshot.IdGenerator;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * The options of a {@link ReferenceServer.Builder}: their defaults, their checks, and the builder's documented
 * setters, which {@link ReferenceServer.Builder} inherits and answers as its own methods. Not API: only the builder
 * extends it, and the server reads the options from it when it starts.
 */
abstract sealed class ServerOptions permits ReferenceServer.Builder {

    String host = "127.0.0.1";
    int port;
    String jwtSecret;
    Seed seed = Seed.EMPTY;
    IdGenerator ids = IdGenerator.random();
    boolean lenient;
    long maxBodyBytes = ReferenceServer.DEFAULT_MAX_BODY_BYTES;
    long maxBodyBytesInFlight;
    int journalCapacity = ReferenceServer.DEFAULT_JOURNAL_CAPACITY;
    int rateLimit;
    Duration ratePeriod;
    Duration headTimeout = HttpOptions.DEFAULT_HEAD_TIMEOUT;
    Duration bodyTimeout = HttpOptions.DEFAULT_BODY_TIMEOUT;
    Duration idleTimeout = HttpOptions.DEFAULT_IDLE_TIMEOUT;
    int maxConnections = HttpOptions.DEFAULT_MAX_CONNECTIONS;
    Consumer<OutOfMemoryError> onOutOfMemory;
    long maxRecords = ReferenceServer.DEFAULT_MAX_RECORDS;
    int heapWatermarkPercent = ReferenceServer.DEFAULT_HEAP_WATERMARK_PERCENT;
    Clock clock = Clock.systemUTC();
    Duration apiTokenTtl = ReferenceServer.DEFAULT_API_TOKEN_TTL;
    boolean adminApi = true;
    String adminToken;
    boolean https;
    TlsIdentity tls;
    boolean http2 = true;
    boolean listen = true;
    URI proxyTo;
    Path proxyCaFile;
    boolean proxyAllowHttp;
    long proxyCheckLimitBytes = ProxySettings.DEFAULT_CHECK_LIMIT_BYTES;
    Path driftReport;
    boolean failOnDrift;
    final List<ProxiedAnswers> proxyWatchers = new ArrayList<>();
    Path record;
    final List<String> redactFields = new ArrayList<>();

    ServerOptions() {}

    /**
     * Whether the server listens on a port. Off, it opens no socket and is reached only through
     * {@link ReferenceServer#inProcessTransport()}: {@link ReferenceServer#baseUrl()} is then
     * {@value ReferenceServer#IN_PROCESS_BASE_URL} (any base URL works in-process) and
     * {@link ReferenceServer#port()} refuses.
     *
     * @param value {@code false} for a server reached in-process only; default {@code true}
     * @return this builder
     */
    public ReferenceServer.Builder listen(boolean value) {
        this.listen = value;
        return self();
    }

    /**
     * Records the records the upstream's answers hold in proxy mode, and writes them, redacted, as a snapshot to a
     * file when the server stops: {@link Seed#fromFile(Path)} (or {@code --seed-file}) replays it with state. The
     * file is written atomically, owner-only where the file system allows.
     *
     * @param file where the recording is written
     * @return this builder
     */
    public ReferenceServer.Builder record(Path file) {
        this.record = Objects.requireNonNull(file, "file");
        return self();
    }

    /**
     * A member name whose values a recording replaces with fakes, besides its default rules; may be given more than
     * once.
     *
     * @param name a member name, compared without case
     * @return this builder
     * @throws IllegalArgumentException when blank
     */
    public ReferenceServer.Builder redactField(String name) {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("redactField needs a member name");
        }
        this.redactFields.add(name.strip());
        return self();
    }

    /**
     * Serves https only, with a certificate made at start for {@code localhost}, {@code 127.0.0.1}, {@code ::1}
     * (and the {@linkplain #host(String) host}), signed by a certificate authority made with it. A client trusts
     * it with {@link ReferenceServer#certificatePem()}, or {@link ReferenceServer#sslSocketFactory()} and
     * {@link ReferenceServer#trustManager()}; a plain-http request on the port is answered 400.
     *
     * @return this builder
     */
    public ReferenceServer.Builder https() {
        this.https = true;
        this.tls = null;
        return self();
    }

    /**
     * Serves https only, with a given certificate and key, read now.
     *
     * @param certificateChain a PEM file: the server's certificate, then the certificates that sign it; a client
     *     trusts the last one
     * @param privateKey a PEM file: the certificate's private key in PKCS#8 ({@code BEGIN PRIVATE KEY}), RSA, EC or
     *     Ed25519, not encrypted
     * @return this builder
     * @throws IllegalArgumentException naming the file that cannot be read or is not what it should be
     */
    public ReferenceServer.Builder https(Path certificateChain, Path privateKey) {
        this.tls = TlsIdentity.fromPem(
                Objects.requireNonNull(certificateChain, "certificateChain"),
                Objects.requireNonNull(privateKey, "privateKey"));
        this.https = true;
        return self();
    }

    /**
     * Whether the server speaks HTTP/2 as well as HTTP/1.1: over https when the client offers {@code h2} by ALPN, on
     * plain http when a connection starts with the HTTP/2 preface (prior knowledge, {@code h2c}); there is no
     * {@code Upgrade: h2c}. Off, every connection speaks HTTP/1.1, such as for a test that needs it.
     *
     * @param value {@code false} for HTTP/1.1 alone; default {@code true}
     * @return this builder
     */
    public ReferenceServer.Builder http2(boolean value) {
        this.http2 = value;
        return self();
    }

    /**
     * The address to listen on.
     *
     * @param value a host name or IP address; default {@code 127.0.0.1}
     * @return this builder
     */
    public ReferenceServer.Builder host(String value) {
        this.host = Objects.requireNonNull(value, "host");
        return self();
    }

    /**
     * The port to listen on.
     *
     * @param value 0 (the default) for any free port, or 1..65535
     * @return this builder
     * @throws IllegalArgumentException when out of range
     */
    public ReferenceServer.Builder port(int value) {
        if (value < 0 || value > 65535) {
            throw new IllegalArgumentException("port must be 0..65535, got " + value);
        }
        this.port = value;
        return self();
    }

    /**
     * The HS256 secret that signs and verifies tokens, and from which the key of stored source credentials is
     * derived.
     *
     * @param value the secret; default a random one
     * @return this builder
     * @throws IllegalArgumentException when empty
     */
    public ReferenceServer.Builder jwtSecret(String value) {
        if (value == null || value.isEmpty()) {
            throw new IllegalArgumentException("jwtSecret must not be empty");
        }
        this.jwtSecret = value;
        return self();
    }

    /**
     * The data the server starts with and resets to.
     *
     * @param value the seed; default {@link Seed#EMPTY}
     * @return this builder
     */
    public ReferenceServer.Builder seed(Seed value) {
        this.seed = Objects.requireNonNull(value, "seed");
        return self();
    }

    /**
     * Starts from, and resets to, the snapshot in a file: the same as {@code seed(Seed.fromFile(file))}.
     *
     * @param file a snapshot, such as one saved from {@link ReferenceServer#snapshot()}
     * @return this builder
     * @throws IllegalArgumentException when the file is not a valid snapshot, naming the file and the problem
     * @throws UncheckedIOException when the file cannot be read
     */
    public ReferenceServer.Builder seed(Path file) {
        return seed(Seed.fromFile(file));
    }

    /**
     * How new records get their ids; the sequence starts again on {@link ReferenceServer#reset()}.
     *
     * @param value {@link IdGenerator#sequential()} or {@link IdGenerator#seeded(long)} for the same ids on
     *     every run; default {@link IdGenerator#random()}
     * @return this builder
     */
    public ReferenceServer.Builder ids(IdGenerator value) {
        this.ids = Objects.requireNonNull(value, "ids");
        return self();
    }

    /**
     * Whether unknown fields in request bodies are ignored rather than refused with 400.
     *
     * @param value {@code true} to ignore them; default {@code false}
     * @return this builder
     */
    public ReferenceServer.Builder lenient(boolean value) {
        this.lenient = value;
        return self();
    }

    /**
     * The largest request body accepted; larger ones are answered 413.
     *
     * @param value the limit in bytes, at least 1; default 8 MiB
     * @return this builder
     * @throws IllegalArgumentException when less than 1
     */
    public ReferenceServer.Builder maxBodyBytes(long value) {
        if (value < 1) {
            throw new IllegalArgumentException("maxBodyBytes must be at least 1, got " + value);
        }
        this.maxBodyBytes = value;
        return self();
    }

    /**
     * The request bytes all connections together may hold in memory at once beyond their small fixed buffers: the
     * bodies being received and heads larger than the buffer. Memory is taken only as bytes arrive, never for a
     * length a client declares, so clients that declare large bodies and stall cost nothing; a request whose next
     * bytes would pass the budget is answered {@code 503 SERVICE_UNAVAILABLE} with {@code Retry-After: 1} and its
     * connection closed, while the server goes on serving the others.
     *
     * @param value the budget in bytes, at least 1; default a quarter of the JVM's maximum heap
     * @return this builder
     * @throws IllegalArgumentException when less than 1
     */
    public ReferenceServer.Builder maxBodyBytesInFlight(long value) {
        if (value < 1) {
            throw new IllegalArgumentException("maxBodyBytesInFlight must be at least 1, got " + value);
        }
        this.maxBodyBytesInFlight = value;
        return self();
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
    public ReferenceServer.Builder headTimeout(Duration value) {
        this.headTimeout = HttpOptions.requirePositive(value, "headTimeout");
        return self();
    }

    /**
     * The time a client has to send a request's body once its head has arrived, and to read the answer.
     *
     * @param value more than 0, at most a day; default 30 seconds
     * @return this builder
     * @throws IllegalArgumentException when out of range
     */
    public ReferenceServer.Builder bodyTimeout(Duration value) {
        this.bodyTimeout = HttpOptions.requirePositive(value, "bodyTimeout");
        return self();
    }

    /**
     * How long a kept-alive connection may stay without a request before the server closes it.
     *
     * @param value more than 0, at most a day; default 60 seconds
     * @return this builder
     * @throws IllegalArgumentException when out of range
     */
    public ReferenceServer.Builder idleTimeout(Duration value) {
        this.idleTimeout = HttpOptions.requirePositive(value, "idleTimeout");
        return self();
    }

    /**
     * The most connections served at once, each on a thread of its own; a connection beyond it is answered 503
     * and closed.
     *
     * @param value at least 1; default 4096
     * @return this builder
     * @throws IllegalArgumentException when less than 1
     */
    public ReferenceServer.Builder maxConnections(int value) {
        if (value < 1) {
            throw new IllegalArgumentException("maxConnections must be at least 1, got " + value);
        }
        this.maxConnections = value;
        return self();
    }

    /** What the server does when it runs out of memory; by default it closes that connection and goes on. */
    ReferenceServer.Builder onOutOfMemory(Consumer<OutOfMemoryError> value) {
        this.onOutOfMemory = value;
        return self();
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
    public ReferenceServer.Builder rateLimit(int requests, Duration per) {
        Objects.requireNonNull(per, "per");
        if (requests < 1) {
            throw new IllegalArgumentException("rate limit must be at least 1 request, got " + requests);
        }
        if (per.compareTo(Duration.ofMillis(1)) < 0 || per.compareTo(Duration.ofDays(1)) > 0) {
            throw new IllegalArgumentException("rate limit period must be 1 ms..1 day, got " + per);
        }
        this.rateLimit = requests;
        this.ratePeriod = per;
        return self();
    }

    /**
     * How many requests the journal keeps; the oldest are dropped first.
     *
     * @param value 0 (keep none) to 1,000,000; default {@value ReferenceServer#DEFAULT_JOURNAL_CAPACITY}
     * @return this builder
     * @throws IllegalArgumentException when out of range
     */
    public ReferenceServer.Builder journalCapacity(int value) {
        if (value < 0 || value > 1_000_000) {
            throw new IllegalArgumentException("journalCapacity must be 0..1000000, got " + value);
        }
        this.journalCapacity = value;
        return self();
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
    public ReferenceServer.Builder maxRecords(long value) {
        if (value < 1) {
            throw new IllegalArgumentException("maxRecords must be at least 1, got " + value);
        }
        this.maxRecords = value;
        return self();
    }

    /**
     * The clock of every timestamp the server writes (records' {@code created_at} and {@code updated_at},
     * envelopes, the journal, the demo seed's dates) and of token expiry, for tests that need fixed times. The
     * HTTP {@code Date} header keeps the real time.
     *
     * @param value the clock, such as {@code Clock.fixed(...)}; default {@link Clock#systemUTC()}
     * @return this builder
     */
    public ReferenceServer.Builder clock(Clock value) {
        this.clock = Objects.requireNonNull(value, "clock");
        return self();
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
    public ReferenceServer.Builder heapWatermarkPercent(int percent) {
        if (percent < 1 || percent > 100) {
            throw new IllegalArgumentException("heapWatermarkPercent must be 1..100, got " + percent);
        }
        this.heapWatermarkPercent = percent;
        return self();
    }

    /**
     * How long the API tokens that {@link ReferenceServer#apiToken()} mints are valid.
     *
     * @param value 1 second up to {@link ReferenceServer#MAX_API_TOKEN_TTL}; default a day
     * @return this builder
     * @throws IllegalArgumentException when out of range
     */
    public ReferenceServer.Builder apiTokenTtl(Duration value) {
        Objects.requireNonNull(value, "apiTokenTtl");
        if (value.compareTo(Duration.ofSeconds(1)) < 0 || value.compareTo(ReferenceServer.MAX_API_TOKEN_TTL) > 0) {
            throw new IllegalArgumentException("apiTokenTtl must be 1 s..3650 days, got " + value);
        }
        this.apiTokenTtl = value;
        return self();
    }

    /**
     * Whether the administration API under {@code /__admin} is on (see {@link io.dgq.server.admin}). Turned
     * off, every path under it but {@code GET /__admin/health} answers 404.
     *
     * @param value {@code false} to turn it off; default {@code true}
     * @return this builder
     */
    public ReferenceServer.Builder adminApi(boolean value) {
        this.adminApi = value;
        return self();
    }

    /**
     * The token of the administration API, instead of a random one.
     *
     * @param value 1 to 512 visible ASCII characters, without spaces
     * @return this builder
     * @throws IllegalArgumentException when empty, too long or with other characters
     */
    public ReferenceServer.Builder adminToken(String value) {
        Objects.requireNonNull(value, "adminToken");
        if (value.isEmpty() || value.length() > 512 || !value.chars().allMatch(c -> c > 0x20 && c < 0x7f)) {
            throw new IllegalArgumentException("adminToken must be 1..512 visible ASCII characters without spaces");
        }
        this.adminToken = value;
        return self();
    }

    /**
     * Makes the server a proxy of a real DGQ service: each call to a path of the published OpenAPI document is
     * forwarded to this one upstream with the caller's own {@code Authorization}, which is used for that call only and
     * never stored, logged or journaled, and the upstream's answer goes back unchanged. Any other path answers 404:
     * the proxy forwards nowhere else. Every answer is checked against the document; see {@link ReferenceServer#drift()}.
     * The proxy's deadline for a call is the {@linkplain #bodyTimeout(Duration) body timeout} (504 past it); an
     * upstream that cannot be reached answers 502 naming its host. The local records, seed and tokens are not used.
     *
     * @param upstream {@code https://host[:port][/base]}; plain {@code http} only to loopback unless
     *     {@link #proxyAllowHttp(boolean)}
     * @return this builder
     * @throws IllegalArgumentException naming what is wrong with the address
     */
    public ReferenceServer.Builder proxyTo(URI upstream) {
        Objects.requireNonNull(upstream, "upstream");
        new ProxySettings(upstream, null, true, bodyTimeout, proxyCheckLimitBytes); // checks the address's shape now
        this.proxyTo = upstream;
        return self();
    }

    /**
     * Trusts the certificate authorities of a PEM file, instead of the JVM's, for the proxy's upstream.
     *
     * @param caFile one or more PEM certificates
     * @return this builder
     */
    public ReferenceServer.Builder proxyCaFile(Path caFile) {
        this.proxyCaFile = Objects.requireNonNull(caFile, "caFile");
        return self();
    }

    /**
     * Allows a plain-{@code http} upstream that is not loopback; by default only {@code https} or loopback.
     *
     * @param value {@code true} to allow it; default {@code false}
     * @return this builder
     */
    public ReferenceServer.Builder proxyAllowHttp(boolean value) {
        this.proxyAllowHttp = value;
        return self();
    }

    /**
     * The size up to which a proxied answer is held and checked for drift; larger answers are streamed through as
     * they arrive and counted as not checked.
     *
     * @param bytes at least 1; default 8 MiB
     * @return this builder
     */
    public ReferenceServer.Builder proxyCheckLimitBytes(long bytes) {
        if (bytes < 1) {
            throw new IllegalArgumentException("proxyCheckLimitBytes must be at least 1");
        }
        this.proxyCheckLimitBytes = bytes;
        return self();
    }

    /**
     * Writes the proxy's drift report as JSON to this file when the server closes, and on demand
     * ({@link ReferenceServer#writeDriftReport()}, {@code POST /__admin/drift}); each write replaces the file whole.
     *
     * @param file the report's file
     * @return this builder
     */
    public ReferenceServer.Builder driftReport(Path file) {
        this.driftReport = Objects.requireNonNull(file, "file");
        return self();
    }

    /** Adds a watcher of the proxy's answers, such as a recording; called once per answer. */
    ReferenceServer.Builder proxyWatcher(ProxiedAnswers watcher) {
        proxyWatchers.add(Objects.requireNonNull(watcher, "watcher"));
        return self();
    }

    /**
     * The options given that only a proxy uses, by the names passed in this order: record, redact field, drift
     * report, fail on drift, CA file, allow http; empty for a proxy, or when none is given.
     */
    List<String> proxyOnlyOptions(
            String record,
            String redactField,
            String driftReport,
            String failOnDrift,
            String proxyCaFile,
            String proxyAllowHttp) {
        List<String> given = new ArrayList<>();
        if (proxyTo != null) {
            return given;
        }
        if (this.record != null) {
            given.add(record);
        }
        if (!redactFields.isEmpty()) {
            given.add(redactField);
        }
        if (this.driftReport != null) {
            given.add(driftReport);
        }
        if (this.failOnDrift) {
            given.add(failOnDrift);
        }
        if (this.proxyCaFile != null) {
            given.add(proxyCaFile);
        }
        if (this.proxyAllowHttp) {
            given.add(proxyAllowHttp);
        }
        return given;
    }

    /** The proxy's settings, or {@code null} when the server is not a proxy. */
    ProxySettings proxySettings() {
        return proxyTo == null
                ? null
                : new ProxySettings(proxyTo, proxyCaFile, proxyAllowHttp, bodyTimeout, proxyCheckLimitBytes);
    }

    /** The transport's limits and deadlines of these options. */
    HttpOptions httpOptions() {
        return new HttpOptions(
                maxBodyBytes,
                headTimeout,
                bodyTimeout,
                idleTimeout,
                maxConnections,
                HttpOptions.MAX_HEAD_BYTES,
                HttpOptions.MAX_HEADER_COUNT,
                onOutOfMemory,
                maxBodyBytesInFlight,
                http2);
    }

    private ReferenceServer.Builder self() {
        return (ReferenceServer.Builder) this;
    }
}
