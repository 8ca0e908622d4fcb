package io.dgq.server.internal.proxy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dgq.server.internal.api.ApiRequest;
import io.dgq.server.internal.api.ApiResponse;
import io.dgq.server.internal.error.ApiError;
import io.dgq.server.internal.support.LazyLogger;
import io.dgq.server.internal.support.Timestamps;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.io.UncheckedIOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLException;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509TrustManager;
import okhttp3.Call;
import okhttp3.ConnectionPool;
import okhttp3.Dispatcher;
import okhttp3.Headers;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import okhttp3.ResponseBody;

/**
 * Forwards the API's calls to the one upstream of the proxy mode and gives its answers back unchanged: the same
 * status, body bytes and content type, without hop-by-hop headers. Only the published document's paths are
 * forwarded; the upstream is fixed, whatever the request says. The caller's {@code Authorization} goes with its own
 * call and is held nowhere else. Answers up to the check limit are held and handed to the watchers (the drift
 * report, the recording); larger ones are streamed through as they arrive. A failure of the upstream is answered in
 * the envelope: 502 naming its host when it cannot be reached or breaks off, 504 when it is slower than the deadline.
 */
public final class ProxyForwarder {

    private static final System.Logger LOG = LazyLogger.of(ProxyForwarder.class);
    private static final String PREFIX = "/api/v1/";

    /** Headers of one hop only, never forwarded either way (RFC 9110, 7.6.1), and those the proxy sets itself. */
    private static final Set<String> HOP_BY_HOP = Set.of(
            "connection",
            "keep-alive",
            "proxy-connection",
            "proxy-authenticate",
            "proxy-authorization",
            "te",
            "trailer",
            "transfer-encoding",
            "upgrade",
            "host",
            "content-length",
            "date",
            "content-encoding",
            "accept-encoding");

    /** Request headers never forwarded: the caller's cookies and what would tell the upstream about the caller. */
    private static final Set<String> NEVER_FORWARDED =
            Set.of("cookie", "forwarded", "x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-real-ip");

    private final ProxySettings settings;
    private final ApiDocument document;
    private final List<ProxiedAnswers> watchers;
    private final DriftLedger drift;
    private final Timestamps time;
    private final OkHttpClient client;
    private final ObjectMapper json = new ObjectMapper();

    /**
     * Creates the forwarder.
     *
     * @param settings the upstream and how to reach it
     * @param document the published document: the paths forwarded and their operations
     * @param drift the drift report, which sees every answer
     * @param watchers the other watchers of the answers, such as the recording
     * @param time the server's clock, for the envelope's timestamp
     */
    public ProxyForwarder(
            ProxySettings settings,
            ApiDocument document,
            DriftLedger drift,
            List<ProxiedAnswers> watchers,
            Timestamps time) {
        this.settings = settings;
        this.document = document;
        this.drift = drift;
        this.watchers = List.copyOf(watchers);
        this.time = time;
        Dispatcher dispatcher = new Dispatcher();
        dispatcher.setMaxRequests(256);
        dispatcher.setMaxRequestsPerHost(256);
        OkHttpClient.Builder builder = new OkHttpClient.Builder()
                .dispatcher(dispatcher)
                .connectionPool(new ConnectionPool(64, 1, TimeUnit.MINUTES))
                .callTimeout(settings.timeout())
                .connectTimeout(settings.timeout())
                .readTimeout(settings.timeout())
                .writeTimeout(settings.timeout())
                .followRedirects(false)
                .followSslRedirects(false)
                .retryOnConnectionFailure(false);
        if (settings.caFile() != null) {
            X509TrustManager trust = trustOf(settings);
            builder.sslSocketFactory(context(trust).getSocketFactory(), trust);
        }
        this.client = builder.build();
    }

    /**
     * Answers one request of the API by forwarding it.
     *
     * @param request the caller's request
     * @param correlationId the id of this request, for the proxy's own error answers
     * @return the upstream's answer, or the proxy's error in the envelope
     */
    public ApiResponse handle(ApiRequest request, String correlationId) {
        ApiDocument.Match match =
                request.rawPath().startsWith(PREFIX) ? document.match(request.method(), request.rawPath()) : null;
        if (match == null) {
            return error(
                    ApiError.notFound("No route for " + request.method() + " " + request.rawPath()), correlationId);
        }
        if (match.operation() == null) {
            return error(
                    ApiError.methodNotAllowed(
                            "Method " + request.method() + " is not allowed on " + request.rawPath() + "; allowed: "
                                    + match.allowed(),
                            match.allowed()),
                    correlationId);
        }
        if (request.bodyOverLimit()) {
            return error(ApiError.payloadTooLarge(request.body().length), correlationId);
        }
        Call call = client.newCall(upstreamRequest(request));
        Response response;
        try {
            response = call.execute();
        } catch (IOException e) {
            return failure(e, correlationId);
        }
        try {
            return answer(request, match, response, call, correlationId);
        } catch (IOException e) {
            response.close();
            return failure(e, correlationId);
        }
    }

    private ApiResponse answer(
            ApiRequest request, ApiDocument.Match match, Response response, Call call, String correlationId)
            throws IOException {
        ResponseBody body = response.body();
        Map<String, String> headers = answerHeaders(response.headers());
        InputStream in = body.byteStream();
        long limit = settings.checkLimitBytes();
        long declared = body.contentLength();
        ByteArrayOutputStream held = new ByteArrayOutputStream((int) Math.min(Math.max(declared, 256), 64 * 1024));
        byte[] slice = new byte[16 * 1024];
        boolean whole = false;
        while (held.size() <= limit) {
            int read = in.read(slice, 0, (int) Math.min(slice.length, limit + 1 - held.size()));
            if (read < 0) {
                whole = true;
                break;
            }
            held.write(slice, 0, read);
        }
        String operationId = match.operation().id();
        if (!whole) {
            if (request.protocol().equals("HTTP/2")) {
                response.close();
                return error(
                        ApiError.refused(
                                502,
                                "BAD_GATEWAY",
                                "The answer of upstream " + settings.host() + " is larger than " + limit
                                        + " bytes, which the proxy relays over HTTP/1.1 only",
                                Map.of()),
                        correlationId);
            }
            drift.notChecked(operationId);
            notify(request, match, response.code(), null, false);
            call.timeout().clearTimeout().clearDeadline(); // a huge answer takes its time; each read keeps its own
            return new ApiResponse(
                    response.code(), headers, held.toByteArray(), ApiResponse.Delivery.WHOLE, 0, null, in);
        }
        response.close();
        byte[] bytes = held.toByteArray();
        notify(request, match, response.code(), parse(bytes), true);
        return new ApiResponse(response.code(), headers, bytes);
    }

    private void notify(ApiRequest request, ApiDocument.Match match, int status, JsonNode body, boolean checked) {
        ProxiedAnswer answer = new ProxiedAnswer(
                match.operation().id(),
                request.method(),
                request.rawPath(),
                match.pathParameters(),
                requestJson(request),
                status,
                body);
        if (checked) {
            watch(drift, answer);
        }
        for (ProxiedAnswers watcher : watchers) {
            watch(watcher, answer);
        }
    }

    private static void watch(ProxiedAnswers watcher, ProxiedAnswer answer) {
        try {
            watcher.answered(answer);
        } catch (RuntimeException failure) {
            LOG.log(System.Logger.Level.WARNING, "A watcher of the proxy failed on " + answer.operationId(), failure);
        }
    }

    private JsonNode requestJson(ApiRequest request) {
        return request.body().length == 0 ? null : parse(request.body());
    }

    private JsonNode parse(byte[] bytes) {
        if (bytes.length == 0) {
            return null;
        }
        try {
            return json.readTree(bytes);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    private Request upstreamRequest(ApiRequest request) {
        String url =
                settings.upstream().getScheme() + "://" + settings.upstream().getRawAuthority()
                        + settings.basePath() + request.rawPath()
                        + (request.rawQuery().isEmpty() ? "" : "?" + request.rawQuery());
        Headers.Builder headers = new Headers.Builder();
        Set<String> named = connectionNamed(request.headers());
        request.headers().forEach((name, values) -> {
            String lower = name.toLowerCase(Locale.ROOT);
            if (!HOP_BY_HOP.contains(lower)
                    && !NEVER_FORWARDED.contains(lower)
                    && !named.contains(lower)
                    && !lower.startsWith(":")) {
                values.forEach(value -> headers.addUnsafeNonAscii(name, value));
            }
        });
        List<String> types = request.headers().get("Content-Type");
        String contentType = types == null || types.isEmpty() ? null : types.get(0);
        boolean bodiless =
                request.method().equals("GET") || (request.method().equals("DELETE") && request.body().length == 0);
        RequestBody body = bodiless
                ? null
                : RequestBody.create(request.body(), contentType == null ? null : MediaType.parse(contentType));
        return new Request.Builder()
                .url(url)
                .headers(headers.build())
                .method(request.method(), body)
                .build();
    }

    private static Set<String> connectionNamed(Map<String, List<String>> headers) {
        List<String> connection = headers.get("Connection");
        if (connection == null) {
            return Set.of();
        }
        java.util.HashSet<String> named = new java.util.HashSet<>();
        for (String value : connection) {
            for (String token : value.split(",")) {
                named.add(token.trim().toLowerCase(Locale.ROOT));
            }
        }
        return named;
    }

    private static Map<String, String> answerHeaders(Headers upstream) {
        Map<String, String> headers = new HashMap<>();
        Set<String> named = new java.util.HashSet<>();
        for (String value : upstream.values("Connection")) {
            for (String token : value.split(",")) {
                named.add(token.trim().toLowerCase(Locale.ROOT));
            }
        }
        for (String name : upstream.names()) {
            String lower = name.toLowerCase(Locale.ROOT);
            if (!HOP_BY_HOP.contains(lower) && !named.contains(lower) && !lower.equals("set-cookie")) {
                headers.put(name, String.join(", ", upstream.values(name)));
            }
        }
        return headers;
    }

    private ApiResponse failure(IOException e, String correlationId) {
        String host = settings.host();
        if (e instanceof InterruptedIOException) {
            return error(
                    ApiError.refused(
                            504,
                            "GATEWAY_TIMEOUT",
                            "Upstream " + host + " did not answer within " + seconds() + " (the proxy's deadline)",
                            Map.of()),
                    correlationId);
        }
        String why;
        if (e instanceof UnknownHostException) {
            why = "its name does not resolve";
        } else if (e instanceof ConnectException || e instanceof NoRouteToHostException) {
            why = "it refused the connection or cannot be reached";
        } else if (e instanceof SSLException) {
            why = "TLS failed (" + (e.getMessage() == null ? "handshake" : tlsReason(e)) + ")";
        } else {
            why = "the connection broke off before the answer was whole";
        }
        LOG.log(
                System.Logger.Level.DEBUG,
                () -> "Upstream " + host + " failed: " + e.getClass().getSimpleName());
        return error(
                ApiError.refused(502, "BAD_GATEWAY", "Upstream " + host + " unreachable: " + why, Map.of()),
                correlationId);
    }

    private static String tlsReason(IOException e) {
        String message = e.getMessage();
        if (message.contains("PKIX") || message.contains("certification path")) {
            return "its certificate is not trusted";
        }
        if (message.contains("hostname") || message.contains("Hostname")) {
            return "its certificate does not name the host";
        }
        return "handshake failed";
    }

    private String seconds() {
        long millis = settings.timeout().toMillis();
        return millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
    }

    private ApiResponse error(ApiError error, String correlationId) {
        return ApiResponse.error(error, time, correlationId);
    }

    /** Stops the client's threads and closes its idle connections. */
    public void close() {
        client.dispatcher().executorService().shutdown();
        client.connectionPool().evictAll();
    }

    private static X509TrustManager trustOf(ProxySettings settings) {
        try (InputStream in = Files.newInputStream(settings.caFile())) {
            KeyStore store = KeyStore.getInstance(KeyStore.getDefaultType());
            store.load(null, null);
            int index = 0;
            for (Certificate certificate :
                    CertificateFactory.getInstance("X.509").generateCertificates(in)) {
                store.setCertificateEntry("ca-" + index++, certificate);
            }
            if (index == 0) {
                throw new IllegalArgumentException("proxy CA file " + settings.caFile() + " holds no PEM certificate");
            }
            TrustManagerFactory factory = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            factory.init(store);
            for (TrustManager manager : factory.getTrustManagers()) {
                if (manager instanceof X509TrustManager x509) {
                    return x509;
                }
            }
            throw new IllegalStateException("this JVM has no X.509 trust manager");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the proxy CA file " + settings.caFile(), e);
        } catch (GeneralSecurityException e) {
            throw new IllegalArgumentException(
                    "proxy CA file " + settings.caFile() + " is not PEM certificates: " + e.getMessage(), e);
        }
    }

    private static SSLContext context(X509TrustManager trust) {
        try {
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(null, new TrustManager[] {trust}, null);
            return context;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("this JVM cannot make a TLS context: " + e.getMessage(), e);
        }
    }
}
