package io.dgq.server;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.admin.AdminApi;
import io.dgq.server.faults.Faults;
import io.dgq.server.internal.api.AdminRoute;
import io.dgq.server.internal.api.AdminState;
import io.dgq.server.internal.api.ApiHandler;
import io.dgq.server.internal.api.FaultRegistry;
import io.dgq.server.internal.api.JournalStore;
import io.dgq.server.internal.api.RateLimiter;
import io.dgq.server.internal.api.RequestFilter;
import io.dgq.server.internal.api.TransportAdapter;
import io.dgq.server.internal.auth.Authenticator;
import io.dgq.server.internal.auth.CredentialCipher;
import io.dgq.server.internal.auth.Tokens;
import io.dgq.server.internal.data.query.ListQueryParser;
import io.dgq.server.internal.data.seed.DemoSeed;
import io.dgq.server.internal.data.seed.SeedRecords;
import io.dgq.server.internal.data.snapshot.SnapshotCodec;
import io.dgq.server.internal.data.store.Capacity;
import io.dgq.server.internal.json.Json;
import io.dgq.server.internal.proxy.ApiDocument;
import io.dgq.server.internal.proxy.DriftLedger;
import io.dgq.server.internal.proxy.ProxiedAnswers;
import io.dgq.server.internal.proxy.ProxyForwarder;
import io.dgq.server.internal.proxy.ProxySettings;
import io.dgq.server.internal.proxy.Recording;
import io.dgq.server.internal.resources.Resource;
import io.dgq.server.internal.resources.Workspace;
import io.dgq.server.internal.routes.Routes;
import io.dgq.server.internal.routing.Router;
import io.dgq.server.internal.schema.BodyValidator;
import io.dgq.server.internal.support.RecordIds;
import io.dgq.server.internal.support.Timestamps;
import io.dgq.server.internal.support.Version;
import io.dgq.server.internal.transport.http.HttpOptions;
import io.dgq.server.internal.transport.http.HttpTransport;
import io.dgq.server.internal.transport.inprocess.InProcessTransport;
import io.dgq.server.internal.transport.tls.TlsIdentity;
import io.dgq.server.journal.RecordedRequest;
import io.dgq.server.journal.RequestJournal;
import io.dgq.server.snapshot.IdGenerator;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocketFactory;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;

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

    /** The {@link #baseUrl()} of a server that does not listen ({@code listen(false)}), reached in-process only. */
    public static final String IN_PROCESS_BASE_URL = "http://in-process.localhost";

    private final String host;
    private final Seed seed;
    private final Timestamps time;
    private final Tokens tokens;
    private final Workspace workspace;
    private final HttpTransport transport;
    private final TransportAdapter adapter;
    private final long maxBodyBytes;
    private volatile boolean closed;
    private final TlsIdentity tls;
    private final FaultRegistry faults = new FaultRegistry();
    private final JournalStore journal;
    private final RequestFilter filter;
    private final Duration apiTokenTtl;
    private final String adminToken;
    private final RecordIds recordIds;
    private final CredentialCipher cipher;
    private final long maxRecords;
    private final DriftLedger drift;
    private final ProxyForwarder forwarder;
    private final Path driftFile;
    private final Recording recording;
    private final Path recordingFile;

    private ReferenceServer(Builder builder) throws IOException {
        this.host = builder.host;
        this.seed = builder.seed;
        this.time = new Timestamps(builder.clock);
        this.apiTokenTtl = builder.apiTokenTtl;
        this.adminToken = !builder.adminApi ? null : builder.adminToken != null ? builder.adminToken : randomSecret();
        String secret = builder.jwtSecret != null ? builder.jwtSecret : randomSecret();
        this.tokens = new Tokens(secret, time);
        this.recordIds = new RecordIds(builder.ids);
        this.cipher = new CredentialCipher(secret);
        this.maxRecords = builder.maxRecords;
        this.recordingFile = builder.record;
        this.recording = builder.record == null ? null : Recording.create(builder.redactFields);
        Capacity capacity = new Capacity(builder.maxRecords, builder.heapWatermarkPercent);
        this.workspace = new Workspace(
                new Resource.Services(
                        new BodyValidator(builder.lenient), new ListQueryParser(builder.lenient), time, recordIds),
                cipher,
                capacity);
        recordIds.takenWhen(id -> SnapshotCodec.holds(workspace, id));
        Router router = Routes.build(workspace, tokens, time, builder.lenient);
        fillSeed();
        Authenticator authenticator = new Authenticator(tokens, workspace.accessTokens.store(), time);
        this.journal = new JournalStore(builder.journalCapacity, router::template);
        RateLimiter limiter = builder.ratePeriod == null
                ? null
                : new RateLimiter(builder.rateLimit, builder.ratePeriod, System::nanoTime);
        this.filter = new RequestFilter(faults, limiter, journal, time);
        ProxySettings proxy = builder.proxySettings();
        if (proxy != null) {
            ApiDocument document = ApiDocument.published();
            this.drift = new DriftLedger(document, proxy.host());
            List<ProxiedAnswers> watchers = new ArrayList<>(builder.proxyWatchers);
            if (recording != null) {
                watchers.add(recording);
            }
            this.forwarder = new ProxyForwarder(proxy, document, drift, watchers, time);
        } else {
            this.drift = null;
            this.forwarder = null;
        }
        this.driftFile = builder.driftReport;
        ApiHandler handler = new ApiHandler(
                router,
                authenticator,
                time,
                builder.maxBodyBytes,
                filter,
                forwarder == null ? null : forwarder::handle);
        AdminRoute admin = new AdminRoute(
                AdminApi.of(new AdminControls(), adminToken, new AdminState(workspace, capacity, flags(builder))),
                handler,
                time);
        this.tls = !builder.https ? null : builder.tls != null ? builder.tls : TlsIdentity.generated(host);
        this.adapter = new TransportAdapter(admin, time);
        this.maxBodyBytes = builder.maxBodyBytes;
        this.transport = !builder.listen
                ? null
                : new HttpTransport(
                        host,
                        builder.port,
                        builder.httpOptions(),
                        adapter,
                        tls == null ? null : tls.serverContext(),
                        () -> !faults.armed());
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
     * The workspace base address, without {@code /api/v1}, such as {@code http://127.0.0.1:53117}; for a server
     * that does not {@linkplain Builder#listen(boolean) listen}, {@value #IN_PROCESS_BASE_URL}.
     *
     * @return the base URL
     */
    public String baseUrl() {
        if (transport == null) {
            return IN_PROCESS_BASE_URL;
        }
        String address = host.contains(":") ? "[" + host + "]" : host;
        if (host.equals("0.0.0.0") || host.equals("::")) {
            address = "127.0.0.1";
        }
        return (tls != null ? "https://" : "http://") + address + ":" + port();
    }

    /**
     * Whether the server speaks https, as built with {@link Builder#https()}.
     *
     * @return {@code true} for https, {@code false} for plain http
     */
    public boolean https() {
        return tls != null;
    }

    /**
     * The certificate a client trusts to accept this server's: the certificate authority made at start, or the
     * last certificate of the chain given to {@link Builder#https(java.nio.file.Path, java.nio.file.Path)}.
     *
     * @return the certificate as PEM ({@code -----BEGIN CERTIFICATE-----})
     * @throws IllegalStateException when the server speaks plain http
     */
    public String certificatePem() {
        return tls().certificatePem();
    }

    /**
     * A socket factory for clients that trusts this server's certificate and nothing else, such as for
     * {@code DgqClientBuilder.tls(server.sslSocketFactory(), server.trustManager())} or OkHttp's
     * {@code sslSocketFactory(...)}.
     *
     * @return the factory
     * @throws IllegalStateException when the server speaks plain http
     */
    public SSLSocketFactory sslSocketFactory() {
        return tls().clientSocketFactory();
    }

    /**
     * A trust manager that trusts this server's certificate and nothing else, to go with
     * {@link #sslSocketFactory()}.
     *
     * @return the trust manager
     * @throws IllegalStateException when the server speaks plain http
     */
    public X509TrustManager trustManager() {
        return tls().trustManager();
    }

    /**
     * An {@link SSLContext} for clients (such as the JDK's {@code HttpClient}) that trusts this server's certificate
     * and nothing else.
     *
     * @return a new context
     * @throws IllegalStateException when the server speaks plain http
     */
    public SSLContext clientSslContext() {
        X509TrustManager trust = trustManager();
        try {
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(null, new TrustManager[] {trust}, null);
            return context;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("this JVM cannot make a TLS context: " + e.getMessage(), e);
        }
    }

    private TlsIdentity tls() {
        if (tls == null) {
            throw new IllegalStateException("this server speaks plain http: build it with https() for TLS");
        }
        return tls;
    }

    /**
     * The port the server listens on.
     *
     * @return the bound port
     * @throws IllegalStateException when the server does not {@linkplain Builder#listen(boolean) listen}
     */
    public int port() {
        if (transport == null) {
            throw new IllegalStateException(
                    "this server does not listen on a port (listen(false)): reach it with " + "inProcessTransport()");
        }
        return transport.port();
    }

    /**
     * A transport for the SDK that hands each request to this server in the same JVM, with no port, no socket and
     * no HTTP encoding: {@code DgqClient.builder().baseUrl(server.baseUrl()).apiToken(server.apiToken())
     * .transport(server.inProcessTransport()).build()}. The answers are those of the server's HTTP port (status,
     * headers, the same envelope bytes), through the same faults, rate limit, authentication, journal and body
     * limit. Only the path and query of a request's URL count: any base URL works. There is no TLS and no HTTP/2.
     *
     * <p>An injected delay holds no thread. The faults that break a connection are played as the failure a socket
     * transport raises: {@link io.dgq.server.faults.Fault#dropConnection()} fails the exchange with an
     * {@code IOException} (not known to be unprocessed, so the SDK retries only what it may send twice),
     * {@link io.dgq.server.faults.Fault#truncatedBody()} fails the body's read after half of it,
     * {@link io.dgq.server.faults.Fault#slowBody(long)} sends it at its rate.
     * {@link io.dgq.server.faults.Fault#closeWhenIdle(Duration)} acts on a connection, which an in-process transport
     * does not have: it is refused when added while an in-process transport is open, and this method refuses while a
     * rule with it is in force. Once the server is closed, exchanges fail as a connection to a closed port does.
     *
     * <p>Needs {@code dgq-sdk} on the class path. The transport is the caller's to close ({@code DgqClient.close()}
     * leaves it open); closing it stops its threads.
     *
     * @return a new transport
     * @throws IllegalStateException when a rule with {@code Fault.closeWhenIdle} is in force
     */
    public io.dgq.sdk.http.HttpTransport inProcessTransport() {
        faults.inProcessOpened();
        // Through a method typed as the SDK's interface: this class must link without the SDK (the standalone jar).
        return InProcessTransport.open(
                adapter,
                maxBodyBytes,
                HttpOptions.MAX_HEAD_BYTES,
                HttpOptions.MAX_HEADER_COUNT,
                () -> !closed,
                faults::inProcessClosed);
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
        return tokens.mint(
                Tokens.DEFAULT_CALLER,
                Objects.requireNonNull(type, "type"),
                Objects.requireNonNull(expiresAt, "expiresAt"),
                null);
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

    /**
     * What the proxy mode found so far (see {@link Builder#proxyTo(java.net.URI)}): every answer of the upstream
     * checked against the published OpenAPI document, and each difference with its count and a redacted example.
     *
     * @return a copy of the report as it is now
     * @throws IllegalStateException when the server is not a proxy
     */
    public DriftReport drift() {
        DriftLedger ledger = ledger();
        return new DriftReport(
                ledger.toJson().path("upstream").asText(),
                ledger.checkedAnswers(),
                ledger.uncheckedAnswers(),
                ledger.entries().stream()
                        .map(e -> new DriftReport.Difference(
                                e.operationId(), e.member(), e.kind(), e.detail(), e.count(), e.example()))
                        .toList(),
                ledger.summary());
    }

    /**
     * Writes the drift report to the file of {@link Builder#driftReport(Path)} now, atomically (it is also written
     * when the server closes).
     *
     * @return the file written
     * @throws IllegalStateException when the server is not a proxy or has no drift report file
     * @throws UncheckedIOException naming the file when it cannot be written
     */
    public Path writeDriftReport() {
        DriftLedger ledger = ledger();
        if (driftFile == null) {
            throw new IllegalStateException("this proxy has no drift report file: build it with driftReport(Path)");
        }
        ledger.writeTo(driftFile);
        return driftFile;
    }

    /** {@return the drift report as JSON, as {@code --drift-report} writes it and {@code /__admin/drift} answers} */
    String driftJson() {
        return Json.writeText(ledger().toJson());
    }

    private DriftLedger ledger() {
        if (drift == null) {
            throw new IllegalStateException("this server is not a proxy: build it with proxyTo(URI)");
        }
        return drift;
    }

    /** What the administration API controls of this server, so that it reaches the server through its interface. */
    private final class AdminControls implements AdminApi.Controls {

        @Override
        public void reset() {
            ReferenceServer.this.reset();
        }

        @Override
        public String snapshot() {
            return ReferenceServer.this.snapshot();
        }

        @Override
        public void restore(String json) {
            ReferenceServer.this.restore(json);
        }

        @Override
        public Faults faults() {
            return faults;
        }

        @Override
        public RequestJournal journal() {
            return journal;
        }

        @Override
        public String version() {
            return ReferenceServer.version();
        }

        @Override
        public ObjectNode drift() {
            return drift == null ? null : drift.toJson();
        }

        @Override
        public ObjectNode recording() {
            return recording == null ? null : recordingJson(recording.counts());
        }

        @Override
        public ObjectNode writeRecording() {
            return recording == null ? null : recordingJson(writeRecordingNow());
        }

        @Override
        public String writeDrift() {
            return drift == null || driftFile == null
                    ? null
                    : writeDriftReport().toString();
        }
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

    /** The recording of the upstream's answers in proxy mode, or {@code null} without {@link Builder#record}. */
    Recording recording() {
        return recording;
    }

    /**
     * Writes the recording to the file given to {@link Builder#record(Path)}, atomically; the server also writes it
     * when it stops.
     *
     * @throws IllegalStateException when the server was built without {@code record(Path)}
     * @throws UncheckedIOException naming the file, when it cannot be written
     */
    public void writeRecording() {
        if (recording == null) {
            throw new IllegalStateException("this server records nothing: build it with record(Path)");
        }
        writeRecordingNow();
    }

    /** Writes the recording to its file; {@return the records written per kind} */
    private Map<String, Integer> writeRecordingNow() {
        try {
            return recording.writeTo(recordingFile);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the recording to " + recordingFile + ": " + e.getMessage(), e);
        }
    }

    /** The admin API's account of a recording: its file, and its records in all and per kind. */
    private ObjectNode recordingJson(Map<String, Integer> counts) {
        ObjectNode json = Json.object();
        json.put("file", recordingFile.toAbsolutePath().toString())
                .put(
                        "records",
                        counts.values().stream().mapToLong(Integer::longValue).sum());
        ObjectNode resources = json.putObject("resources");
        counts.forEach(resources::put);
        return json;
    }

    /** Stops the server and releases its port, then writes the recording, if any; closing again does nothing. */
    @Override
    public void close() {
        closed = true;
        if (transport != null) {
            transport.close();
        }
        if (forwarder != null) {
            forwarder.close();
            if (driftFile != null) {
                drift.writeTo(driftFile);
            }
        }
        if (recording != null && recordingWritten.compareAndSet(false, true)) {
            writeRecording();
        }
    }

    private final AtomicBoolean recordingWritten = new AtomicBoolean();

    private void fillSeed() {
        if (seed == Seed.DEMO) {
            Capacity.exempt(() -> DemoSeed.fill(workspace, new SeedRecords(time.now())));
        } else if (seed.snapshot() != null) {
            replaceWith(seed.snapshot());
        }
    }

    /** The options the admin API tells, by their command-line names; never a secret. */
    private static ObjectNode flags(Builder builder) {
        ObjectNode flags = Json.object();
        flags.put("host", builder.host)
                .put("seed", builder.seed == Seed.DEMO ? "demo" : builder.seed.snapshot() != null ? "file" : "empty")
                .put("lenient", builder.lenient)
                .put("max_body_bytes", builder.maxBodyBytes)
                .put("max_connections", builder.maxConnections)
                .put("rate_limit", builder.ratePeriod == null ? 0 : builder.rateLimit)
                .put("max_records", builder.maxRecords)
                .put("heap_watermark", builder.heapWatermarkPercent)
                .put("journal_capacity", builder.journalCapacity)
                .put("token_ttl_seconds", builder.apiTokenTtl.toSeconds())
                .put("head_timeout_ms", builder.headTimeout.toMillis())
                .put("body_timeout_ms", builder.bodyTimeout.toMillis())
                .put("idle_timeout_ms", builder.idleTimeout.toMillis());
        if (builder.proxyTo != null) {
            flags.put("proxy_to", builder.proxyTo.getHost()); // the host alone: never a path or credentials
        }
        return flags;
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
    public static final class Builder extends ServerOptions {

        private Builder() {}

        /**
         * Starts the server.
         *
         * @return the running server
         * @throws UncheckedIOException when the address cannot be bound
         * @throws IllegalArgumentException when a snapshot seed holds more records than {@link #maxRecords(long)}
         * @throws IllegalStateException when an option of the proxy mode, such as {@link #record(Path)}, is given
         *     without {@link #proxyTo(java.net.URI)}
         */
        public ReferenceServer start() {
            List<String> proxyOnly = proxyOnlyOptions(
                    "record(Path)",
                    "redactField(String)",
                    "driftReport(Path)",
                    "fail on drift",
                    "proxyCaFile(Path)",
                    "proxyAllowHttp(true)");
            if (!proxyOnly.isEmpty()) {
                throw new IllegalStateException(
                        String.join(", ", proxyOnly) + " only apply to a proxy: add proxyTo(URI), or leave them out");
            }
            try {
                return new ReferenceServer(this);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot listen on " + host + ":" + port, e);
            }
        }
    }
}
