package io.dgq.server.admin;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.RequestPattern;
import io.dgq.server.faults.FaultRule;
import io.dgq.server.faults.Faults;
import io.dgq.server.journal.RecordedRequest;
import io.dgq.server.journal.RequestJournal;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.WeakHashMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * The server's side of the administration API, the HTTP endpoints under {@value #PREFIX} described in
 * {@link io.dgq.server.admin}. The server creates one and hands it every request under {@value #PREFIX};
 * applications use the endpoints, not this class. Thread-safe.
 */
public final class AdminApi {

    /** The path under which the administration API answers, outside {@code /api/v1}. */
    public static final String PREFIX = "/__admin";

    private static final String BEARER = "bearer ";
    private static final String OPENAPI = "openapi.json";
    /** The OpenAPI document of this admin API. */
    private static final String ADMIN_OPENAPI = "admin-openapi.json";

    private final Controls server;
    private final byte[] tokenHash;
    private final long startNanos = System.nanoTime();
    private final Map<String, byte[]> documents = new ConcurrentHashMap<>();
    private final State state;
    /** The numbers the admin API gives fault rules, to remove one by; weak, so removed rules are forgotten. */
    private final Map<FaultRule, Long> ruleIds = Collections.synchronizedMap(new WeakHashMap<>());

    private final AtomicLong nextRuleId = new AtomicLong();

    private AdminApi(Controls server, String adminToken, State state) {
        this.server = Objects.requireNonNull(server, "server");
        this.tokenHash = adminToken == null ? null : sha256(adminToken);
        this.state = state;
    }

    /**
     * What the admin API controls of a server: the narrow view it has of it, so that it depends on no server class.
     * The server supplies it; each method does what the server's own method of that name does.
     */
    public interface Controls {

        /** Removes every record and the journal's entries and faults, then loads the server's seed again. */
        void reset();

        /** {@return the workspace as a snapshot document} */
        String snapshot();

        /**
         * Replaces the workspace with a snapshot's records.
         *
         * @param json the snapshot document, as sent
         */
        void restore(String json);

        /** {@return the server's fault rules} */
        Faults faults();

        /** {@return the server's journal of requests} */
        RequestJournal journal();

        /** {@return the server's version} */
        String version();

        /**
         * The drift report of the proxy mode: the upstream's answers checked against the published document.
         *
         * @return the report as JSON, or {@code null} when the server is not a proxy
         */
        default ObjectNode drift() {
            return null;
        }

        /**
         * Writes the drift report to its file now.
         *
         * @return the file written, or {@code null} when the server has no drift report file
         */
        default String writeDrift() {
            return null;
        }

        /**
         * What the proxy mode's recording holds: {@code {file, records, resources}}, {@code resources} giving the
         * records of each kind that holds one.
         *
         * @return the counts as JSON, or {@code null} when the server records nothing
         */
        default ObjectNode recording() {
            return null;
        }

        /**
         * Writes the recording to its file now, atomically.
         *
         * @return what was written, as {@link #recording()} tells it, or {@code null} when the server records nothing
         * @throws java.io.UncheckedIOException naming the file, when it cannot be written
         */
        default ObjectNode writeRecording() {
            return null;
        }
    }

    /**
     * What the admin API reads of a server beyond its public Java API, for the console's views: the server supplies
     * it.
     */
    public interface State {

        /** {@return every resource kind as {@code {name, label, id_field, count}}, in a fixed order} */
        ArrayNode resources();

        /**
         * A page of a kind's records, through the API's own list semantics.
         *
         * @param resource a kind's {@code name}, as {@link #resources()} tells it
         * @param listBody the list body, as the kind's list operation takes it, or {@code null} for {@code {}}
         * @return the list answer's {@code data}, as the kind's list operation answers it
         * @throws RuntimeException the server's own refusal of an unknown kind or a list body it cannot use
         */
        ObjectNode list(String resource, JsonNode listBody);

        /**
         * {@return the limits that make writes answer 507 and how near they are: {@code records, max_records,
         * heap_used_bytes, heap_max_bytes, heap_watermark_percent, heap_over_watermark}}
         */
        ObjectNode limits();

        /** {@return the server's options, by their command-line names} */
        ObjectNode flags();
    }

    /**
     * The administration API of a server.
     *
     * @param server what it controls of the server
     * @param adminToken the token that opens it, or {@code null} for a server without it, which answers only
     *     {@code GET /__admin/health}
     * @return the API
     */
    public static AdminApi of(Controls server, String adminToken) {
        return new AdminApi(server, adminToken, null);
    }

    /**
     * The administration API of a server, with the state its console reads ({@code /__admin/records},
     * {@code /__admin/stats}).
     *
     * @param server what it controls of the server
     * @param adminToken the token that opens it, or {@code null} for a server without it
     * @param state what it reads of the server's records and limits
     * @return the API
     */
    public static AdminApi of(Controls server, String adminToken, State state) {
        return new AdminApi(server, adminToken, Objects.requireNonNull(state, "state"));
    }

    /**
     * Tells whether a path is one of the administration API's.
     *
     * @param rawPath a request's path, without the query
     * @return {@code true} for {@value #PREFIX} and every path under it
     */
    public static boolean handles(String rawPath) {
        return rawPath.equals(PREFIX) || rawPath.startsWith(PREFIX + "/");
    }

    /**
     * Answers one request.
     *
     * @param method the HTTP method
     * @param rawPath the path as sent, under {@value #PREFIX}
     * @param rawQuery the query as sent, without {@code ?}; empty when none
     * @param authorization the {@code Authorization} header, or {@code null}
     * @param body the parsed JSON body, read only by operations that take one; may throw the server's own
     *     refusal of a body that is too large, not JSON or of another type, and gives {@code null} when none was sent
     * @param text the body's text as sent, for the operations that keep it exactly (a snapshot to restore)
     * @return the answer
     */
    public AdminAnswer answer(
            String method,
            String rawPath,
            String rawQuery,
            String authorization,
            Supplier<JsonNode> body,
            Supplier<String> text) {
        try {
            String route = rawPath.length() > PREFIX.length() + 1 ? rawPath.substring(PREFIX.length() + 1) : "";
            route = route.endsWith("/") ? route.substring(0, route.length() - 1) : route;
            if (route.equals("health")) {
                allow(method, rawPath, "GET");
                return health();
            }
            if (tokenHash == null) {
                throw AdminRefusal.notFound("No route for " + method + " " + rawPath + "; the admin API is turned off");
            }
            if (route.equals("console") || route.startsWith("console/")) {
                allow(method, rawPath, "GET");
                return Console.asset(route); // the page and its assets hold no data: the page asks for the token
            }
            authorize(authorization);
            if (route.startsWith("faults/")) {
                return removeFault(method, rawPath, route.substring("faults/".length()));
            }
            if (route.startsWith("records/")) {
                allow(method, rawPath, "POST");
                return records(route.substring("records/".length()), body);
            }
            return switch (route) {
                case "faults" -> faults(method, rawPath, body);
                case "records" -> {
                    allow(method, rawPath, "GET");
                    yield records();
                }
                case "stats" -> {
                    allow(method, rawPath, "GET");
                    yield stats();
                }
                case "requests" -> requests(method, rawPath, rawQuery);
                case "reset" -> {
                    allow(method, rawPath, "POST");
                    server.reset();
                    yield AdminAnswer.success(
                            "Server reset to its seed, without faults, with an empty journal", object());
                }
                case OPENAPI, ADMIN_OPENAPI -> {
                    allow(method, rawPath, "GET");
                    yield AdminAnswer.document(document(route));
                }
                case "snapshot" -> snapshot(method, rawPath, body, text);
                case "drift" -> drift(method, rawPath);
                case "recording" -> recording(method, rawPath);
                default -> throw AdminRefusal.notFound("No route for " + method + " " + rawPath);
            };
        } catch (AdminRefusal refusal) {
            return refusal.answer();
        }
    }

    /**
     * {@code GET} answers the proxy mode's drift report; {@code POST} also writes it to its file now. A server that is
     * not a proxy answers 404.
     */
    private AdminAnswer drift(String method, String rawPath) {
        allow(method, rawPath, "GET", "POST");
        ObjectNode report = server.drift();
        if (report == null) {
            throw AdminRefusal.notFound("No drift report: this server is not a proxy (--proxy-to)");
        }
        if (method.equals("GET")) {
            return AdminAnswer.success("Drift report", report);
        }
        String file = server.writeDrift();
        if (file == null) {
            throw AdminRefusal.invalid("This proxy has no drift report file (--drift-report FILE) to write");
        }
        return AdminAnswer.success("Drift report written to " + file, server.drift());
    }

    /**
     * {@code GET} answers what the proxy mode's recording holds; {@code POST} writes it to its file now, atomically,
     * and answers what was written. A server that records nothing answers 404; a file that cannot be written, 409.
     */
    private AdminAnswer recording(String method, String rawPath) {
        allow(method, rawPath, "GET", "POST");
        if (method.equals("GET")) {
            ObjectNode held = server.recording();
            if (held == null) {
                throw notRecording();
            }
            return AdminAnswer.success("Recording held, written to its file on stop or POST", held);
        }
        ObjectNode written;
        try {
            written = server.writeRecording();
        } catch (java.io.UncheckedIOException e) {
            throw AdminRefusal.conflict(
                    "Recording not written, the previous file is left as it was: " + e.getMessage());
        }
        if (written == null) {
            throw notRecording();
        }
        return AdminAnswer.success(
                "Recording written to " + written.path("file").asText() + ": "
                        + written.path("records").asLong() + " records",
                written);
    }

    private static AdminRefusal notRecording() {
        return AdminRefusal.notFound("No recording: this server records nothing (--proxy-to URL with --record FILE)");
    }

    /** {@code GET} answers the server's whole state; {@code PUT} replaces it, checked whole first. */
    private AdminAnswer snapshot(String method, String rawPath, Supplier<JsonNode> body, Supplier<String> text) {
        allow(method, rawPath, "GET", "PUT");
        if (method.equals("GET")) {
            return AdminAnswer.document(server.snapshot().getBytes(StandardCharsets.UTF_8));
        }
        JsonNode snapshot = body.get();
        if (snapshot == null || !snapshot.isObject()) {
            throw AdminRefusal.invalid(
                    "PUT " + rawPath + " takes a snapshot: the JSON object GET " + rawPath + " answers");
        }
        try {
            server.restore(text.get()); // the text as sent: parsing and writing again could change numbers
        } catch (IllegalArgumentException refused) {
            throw AdminRefusal.invalid("Snapshot refused, nothing changed: " + refused.getMessage());
        }
        return AdminAnswer.success("Snapshot restored", object());
    }

    private AdminAnswer health() {
        ObjectNode data = object().put("status", "UP")
                .put("version", server.version())
                .put("uptime_seconds", (System.nanoTime() - startNanos) / 1_000_000_000L)
                .put("admin_api", tokenHash != null);
        return AdminAnswer.success("DGQ reference server is up", data);
    }

    private AdminAnswer faults(String method, String rawPath, Supplier<JsonNode> body) {
        switch (method) {
            case "GET" -> {
                List<FaultRule> rules = server.faults().rules();
                ObjectNode data = object().put("count", rules.size());
                ArrayNode array = data.putArray("rules");
                rules.forEach(rule -> array.add(rule(rule)));
                return AdminAnswer.success("Fault rules", data);
            }
            case "POST" -> {
                FaultRule rule;
                try {
                    rule = FaultJson.add(server.faults(), body.get());
                } catch (IllegalStateException refused) {
                    throw AdminRefusal.invalid(refused.getMessage()); // a fault the in-process transport cannot play
                }
                return AdminAnswer.success("Fault rule added", object().set("rule", rule(rule)));
            }
            case "DELETE" -> {
                int count = server.faults().rules().size();
                server.faults().clear();
                return AdminAnswer.success("Fault rules removed", object().put("removed", count));
            }
            default -> throw AdminRefusal.methodNotAllowed(method, rawPath, "DELETE, GET, POST");
        }
    }

    /** A rule as JSON, with the number {@code DELETE /__admin/faults/{id}} removes it by. */
    private ObjectNode rule(FaultRule rule) {
        long id = ruleIds.computeIfAbsent(rule, unused -> nextRuleId.incrementAndGet());
        ObjectNode json = object().put("id", id);
        json.setAll(FaultJson.rule(rule));
        return json;
    }

    private AdminAnswer removeFault(String method, String rawPath, String id) {
        allow(method, rawPath, "DELETE");
        for (FaultRule rule : server.faults().rules()) {
            Long known = ruleIds.get(rule);
            if (known != null && known.toString().equals(id)) {
                rule.remove();
                return AdminAnswer.success("Fault rule removed", object().put("removed", 1));
            }
        }
        throw AdminRefusal.notFound("No fault rule " + id + " in force; GET /__admin/faults lists them with their id");
    }

    private AdminAnswer records() {
        ObjectNode data = object();
        data.set("resources", state().resources());
        return AdminAnswer.success("Resources with their record counts", data);
    }

    private AdminAnswer records(String resource, Supplier<JsonNode> body) {
        JsonNode list = body.get();
        if (list != null && !list.isObject()) {
            throw AdminRefusal.invalid("The body must be a list body, as the resource's list operation takes it");
        }
        ObjectNode data = object().put("resource", resource);
        data.set("list", state().list(resource, list));
        return AdminAnswer.success("Records, as the resource's list operation answers them", data);
    }

    private AdminAnswer stats() {
        ObjectNode data = object().put("version", server.version())
                .put("uptime_seconds", (System.nanoTime() - startNanos) / 1_000_000_000L);
        data.set("limits", state().limits());
        data.putObject("journal")
                .put("count", server.journal().requests().size())
                .put("capacity", server.journal().capacity())
                .put("last_sequence", server.journal().lastSequence());
        data.put("faults", server.faults().rules().size());
        data.set("flags", state().flags());
        return AdminAnswer.success("Server state", data);
    }

    private State state() {
        if (state == null) {
            throw AdminRefusal.notFound("This server does not tell its records and limits to the admin API");
        }
        return state;
    }

    private AdminAnswer requests(String method, String rawPath, String rawQuery) {
        allow(method, rawPath, "DELETE", "GET");
        if (method.equals("DELETE")) {
            int count = server.journal().requests().size();
            server.journal().clear();
            return AdminAnswer.success("Journal emptied", object().put("removed", count));
        }
        Map<String, String> query = query(rawQuery);
        long since = since(query.get("since"));
        long last = server.journal().lastSequence();
        List<RecordedRequest> requests;
        try {
            String filterMethod = FaultJson.method("method", query.getOrDefault("method", "*"));
            RequestPattern where = query.containsKey("path")
                    ? RequestPattern.of(filterMethod, query.get("path"))
                    : RequestPattern.regex(filterMethod, ".*");
            requests = (since == 0
                            ? server.journal().requests()
                            : server.journal().requestsSince(since))
                    .stream()
                            .filter(request -> where.matches(request.method(), request.path()))
                            .toList();
        } catch (IllegalArgumentException e) {
            throw AdminRefusal.invalid(e.getMessage());
        }
        // last is read before the requests: one kept meanwhile is among them or in the next poll's, never skipped.
        long newest = requests.isEmpty() ? 0 : requests.get(requests.size() - 1).sequence();
        ObjectNode data = object().put("count", requests.size())
                .put("capacity", server.journal().capacity())
                .put("last_sequence", Math.max(last, newest))
                .put("oldest_sequence", server.journal().oldestSequence());
        data.set("requests", JournalJson.requests(requests));
        return AdminAnswer.success("Requests received, oldest first", data);
    }

    /** The filters of {@code GET /__admin/requests}: {@code method} and {@code path}, percent-decoded. */
    private static Map<String, String> query(String rawQuery) {
        Map<String, String> query = new TreeMap<>();
        if (rawQuery == null || rawQuery.isEmpty()) {
            return query;
        }
        for (String part : rawQuery.split("&")) {
            int equals = part.indexOf('=');
            String name = equals < 0 ? part : part.substring(0, equals);
            if (!name.equals("method") && !name.equals("path") && !name.equals("since")) {
                throw AdminRefusal.invalid("Unknown query parameter '" + decode(name)
                        + "'; the journal is filtered by method, path and since");
            }
            query.put(name, equals < 0 ? "" : decode(part.substring(equals + 1)));
        }
        return query;
    }

    /** The {@code since} cursor: a journal sequence number, 0 when absent. */
    private static long since(String text) {
        if (text == null) {
            return 0;
        }
        try {
            long since = Long.parseLong(text);
            if (since >= 0) {
                return since;
            }
        } catch (NumberFormatException e) {
            // answered below
        }
        throw AdminRefusal.invalid("since must be a journal sequence number (0 or more), got '" + text + "'");
    }

    private static String decode(String text) {
        try {
            return URLDecoder.decode(text, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            throw AdminRefusal.invalid("The query is not validly percent-encoded");
        }
    }

    /** Checks the admin token in constant time; an API token never opens the admin API. */
    private void authorize(String authorization) {
        if (authorization == null || authorization.isBlank()) {
            throw AdminRefusal.unauthorized("The admin API needs Authorization: Bearer <admin token>");
        }
        if (!authorization.regionMatches(true, 0, BEARER, 0, BEARER.length())) {
            throw AdminRefusal.unauthorized("Authorization must use the Bearer scheme with the admin token");
        }
        byte[] presented = sha256(authorization.substring(BEARER.length()).trim());
        if (!MessageDigest.isEqual(presented, tokenHash)) {
            throw AdminRefusal.unauthorized("The admin token is not valid; the admin API takes the admin token "
                    + "the server printed or was given, not an API token");
        }
    }

    private static void allow(String method, String rawPath, String... allowed) {
        if (!List.of(allowed).contains(method)) {
            throw AdminRefusal.methodNotAllowed(method, rawPath, String.join(", ", allowed));
        }
    }

    /** A document packaged beside this class, read once. */
    private byte[] document(String name) {
        return documents.computeIfAbsent(name, unused -> {
            try (InputStream in = AdminApi.class.getResourceAsStream(name)) {
                if (in == null) {
                    throw AdminRefusal.notFound("The document " + name + " is not packaged with this server");
                }
                return in.readAllBytes();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    private static ObjectNode object() {
        return JsonNodeFactory.instance.objectNode();
    }

    private static byte[] sha256(String text) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java platform", e);
        }
    }
}
