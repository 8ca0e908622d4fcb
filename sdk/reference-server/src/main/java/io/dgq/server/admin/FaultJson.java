package io.dgq.server.admin;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.RequestPattern;
import io.dgq.server.faults.Fault;
import io.dgq.server.faults.FaultRule;
import io.dgq.server.faults.Faults;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Fault rules as JSON, both ways, mirroring the Java API:
 *
 * <pre>{@code
 * {"method": "POST", "path": "/governance/domain/list", "times": 1,
 *  "fault": {"type": "error", "status": 503, "retry_after_seconds": 1}}
 * }</pre>
 *
 * <p>{@code path} is a route template ({@code RequestPattern.of}), {@code regex} a regular expression
 * ({@code RequestPattern.regex}); {@code method} defaults to {@code *}; without {@code times} the rule applies
 * until removed. Fault types: {@code error} (status, code, message, details, headers, retry_after_seconds),
 * {@code delay} (delay_ms), {@code drop_connection}, {@code truncated_body}, {@code not_envelope} and
 * {@code raw_answer} (status, content_type, body), {@code redirect} (status, location), {@code close_when_idle}
 * (idle_ms), {@code proxy_error_page} (status; listed back as the {@code raw_answer} it is) and {@code slow_body}
 * (bytes_per_second).
 */
final class FaultJson {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final Set<String> RULE_FIELDS = Set.of("method", "path", "regex", "times", "fault");
    /** The methods a rule or a journal query names, as the admin document's enum lists them. */
    private static final List<String> METHODS =
            List.of("*", "GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS");

    private FaultJson() {}

    /** Adds the rule a request body describes; {@link Fault}'s own checks answer 400 too. */
    static FaultRule add(Faults faults, JsonNode body) {
        Members rule = Members.of(body, "", RULE_FIELDS);
        String method = method("method", rule.text("method", "*"));
        if (rule.has("path") == rule.has("regex")) {
            throw AdminRefusal.invalid("exactly one of path (a route template) and regex is required");
        }
        try {
            RequestPattern where = rule.has("path")
                    ? RequestPattern.of(method, rule.text("path"))
                    : RequestPattern.regex(method, rule.text("regex"));
            Fault fault = fault(rule.get("fault"));
            long times = rule.number("times", 1, Integer.MAX_VALUE, 0);
            return times == 0 ? faults.always(where, fault) : faults.times((int) times, where, fault);
        } catch (IllegalArgumentException e) {
            throw AdminRefusal.invalid(e.getMessage());
        }
    }

    /**
     * A method a rule or a journal query names: {@code *} or one of the methods of the admin document's enum, in any
     * case.
     *
     * @param name the member or parameter, for the message
     * @throws AdminRefusal naming it when the method is another
     */
    static String method(String name, String method) {
        if (!METHODS.contains(method.toUpperCase(Locale.ROOT))) {
            throw AdminRefusal.invalid(name + " must be one of " + String.join(", ", METHODS) + ", got '"
                    + (method.length() > 20 ? method.substring(0, 20) + "..." : method) + "'");
        }
        return method;
    }

    private static Fault fault(JsonNode node) {
        if (node == null || node.isNull()) {
            throw AdminRefusal.invalid("fault is required");
        }
        if (!node.isObject()) {
            throw AdminRefusal.invalid("fault must be a JSON object");
        }
        String type = node.path("type").isTextual() ? node.path("type").asText() : "";
        return switch (type) {
            case "error" ->
                error(Members.of(
                        node,
                        "fault",
                        Set.of("type", "status", "code", "message", "details", "headers", "retry_after_seconds")));
            case "delay" ->
                Fault.delay(Duration.ofMillis(Members.of(node, "fault", Set.of("type", "delay_ms"))
                        .number("delay_ms", 0, Fault.MAX_DELAY.toMillis())));
            case "drop_connection" -> only(node, Fault.dropConnection());
            case "truncated_body" -> only(node, Fault.truncatedBody());
            case "not_envelope" -> only(node, Fault.notEnvelope());
            case "raw_answer" -> {
                Members raw = Members.of(node, "fault", Set.of("type", "status", "content_type", "body"));
                yield Fault.rawAnswer(
                        (int) raw.number("status", 200, 599),
                        raw.text("content_type", "application/json"),
                        raw.text("body"));
            }
            case "redirect" -> {
                Members redirect = Members.of(node, "fault", Set.of("type", "status", "location"));
                yield Fault.redirect((int) redirect.number("status", 300, 399), redirect.text("location"));
            }
            case "close_when_idle" ->
                Fault.closeWhenIdle(Duration.ofMillis(Members.of(node, "fault", Set.of("type", "idle_ms"))
                        .number("idle_ms", 0, Fault.MAX_DELAY.toMillis())));
            case "proxy_error_page" ->
                Fault.proxyErrorPage((int)
                        Members.of(node, "fault", Set.of("type", "status")).number("status", 400, 599));
            case "slow_body" ->
                Fault.slowBody(Members.of(node, "fault", Set.of("type", "bytes_per_second"))
                        .number("bytes_per_second", 1, 1_000_000_000L));
            default ->
                throw AdminRefusal.invalid("fault.type must be one of error, delay, drop_connection, "
                        + "truncated_body, not_envelope, raw_answer, redirect, close_when_idle, proxy_error_page, "
                        + "slow_body");
        };
    }

    private static Fault only(JsonNode node, Fault fault) {
        Members.of(node, "fault", Set.of("type"));
        return fault;
    }

    private static Fault error(Members error) {
        Fault.ErrorAnswer answer = Fault.error((int) error.number("status", 400, 599));
        if (error.has("code")) {
            answer = answer.withCode(error.text("code"));
        }
        if (error.has("message")) {
            answer = answer.withMessage(error.text("message"));
        }
        JsonNode details = error.get("details");
        if (details != null && !details.isNull()) {
            if (!details.isArray()) {
                throw AdminRefusal.invalid("fault.details must be an array of {field, message}");
            }
            for (JsonNode detail : details) {
                Members members = Members.of(detail, "fault.details[]", Set.of("field", "message"));
                answer = answer.withDetail(members.text("field"), members.text("message"));
            }
        }
        JsonNode headers = error.get("headers");
        if (headers != null && !headers.isNull()) {
            if (!headers.isObject()) {
                throw AdminRefusal.invalid("fault.headers must be an object of names and string values");
            }
            for (Map.Entry<String, JsonNode> header : headers.properties()) {
                if (!header.getValue().isTextual()) {
                    throw AdminRefusal.invalid("fault.headers." + header.getKey() + " must be a string");
                }
                answer = answer.withHeader(header.getKey(), header.getValue().asText());
            }
        }
        if (error.has("retry_after_seconds")) {
            answer = answer.withRetryAfter(Duration.ofSeconds(error.number("retry_after_seconds", 0, 86_400)));
        }
        return answer;
    }

    /** A rule as JSON: its pattern, the matches it has left ({@code null} until removed), its uses and fault. */
    static ObjectNode rule(FaultRule rule) {
        ObjectNode json = pattern(rule.where());
        OptionalInt remaining = rule.remaining();
        if (remaining.isPresent()) {
            json.put("remaining", remaining.getAsInt());
        } else {
            json.putNull("remaining");
        }
        json.put("applied", rule.applied());
        json.set("fault", fault(rule.fault()));
        return json;
    }

    /** A pattern as {@code {method, path}} or {@code {method, regex}}. */
    static ObjectNode pattern(RequestPattern where) {
        ObjectNode json = NODES.objectNode().put("method", where.method());
        return json.put(where.isRegex() ? "regex" : "path", where.path());
    }

    /** A fault as JSON, in the form a rule is added with. */
    static ObjectNode fault(Fault fault) {
        ObjectNode json = NODES.objectNode();
        if (fault instanceof Fault.ErrorAnswer error) {
            json.put("type", "error")
                    .put("status", error.status())
                    .put("code", error.code())
                    .put("message", error.message());
            ArrayNode details = json.putArray("details");
            error.details()
                    .forEach(detail ->
                            details.addObject().put("field", detail.field()).put("message", detail.message()));
            ObjectNode headers = json.putObject("headers");
            error.headers().forEach(headers::put);
        } else if (fault instanceof Fault.Delay delay) {
            json.put("type", "delay").put("delay_ms", delay.duration().toMillis());
        } else if (fault instanceof Fault.DropConnection) {
            json.put("type", "drop_connection");
        } else if (fault instanceof Fault.TruncatedBody) {
            json.put("type", "truncated_body");
        } else if (fault instanceof Fault.Redirect redirect) {
            json.put("type", "redirect").put("status", redirect.status()).put("location", redirect.location());
        } else if (fault instanceof Fault.CloseWhenIdle close) {
            json.put("type", "close_when_idle").put("idle_ms", close.idle().toMillis());
        } else if (fault instanceof Fault.SlowBody slow) {
            json.put("type", "slow_body").put("bytes_per_second", slow.bytesPerSecond());
        } else if (fault instanceof Fault.RawAnswer raw) {
            json.put("type", "raw_answer")
                    .put("status", raw.status())
                    .put("content_type", raw.contentType())
                    .put("body", raw.body());
        }
        return json;
    }
}
