package io.dgq.sdk.internal;

import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.sdk.errors.DgqAuthenticationException;
import io.dgq.sdk.errors.DgqConflictException;
import io.dgq.sdk.errors.DgqException;
import io.dgq.sdk.errors.DgqNotFoundException;
import io.dgq.sdk.errors.DgqPermissionException;
import io.dgq.sdk.errors.DgqRateLimitException;
import io.dgq.sdk.errors.DgqRedirectException;
import io.dgq.sdk.errors.DgqRouteNotFoundException;
import io.dgq.sdk.errors.DgqServerException;
import io.dgq.sdk.errors.DgqUnexpectedStatusException;
import io.dgq.sdk.errors.DgqValidationException;
import io.dgq.sdk.errors.ErrorDetail;
import io.dgq.sdk.errors.HttpFailure;
import io.dgq.sdk.internal.json.Json;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Error answers: reads their body (capped), and maps them to the matching {@link DgqException}. Internal.
 */
public final class ErrorAnswers {

    /** The most of an error body read; the rest is left unread. */
    static final int MAX_ERROR_BODY_BYTES = 1024 * 1024;

    private static final int MAX_BODY_IN_MESSAGE = 200;

    /** The most characters of a server's text (a message, a detail) quoted in an exception. */
    static final int MAX_QUOTED_CHARS = 8 * 1024;

    /** The most error details kept; the rest are counted in one last detail. */
    static final int MAX_DETAILS = 100;

    /** What replaces a token in a text. */
    static final String REDACTED = "<token redacted>";

    /** Messages of a 404 that name a route rather than a record: the reference server's and common servers'. */
    private static final Pattern ROUTE_MESSAGE = Pattern.compile(
            "(?i)(\\bno route\\b|\\broute not found\\b|\\bunknown (route|path|endpoint)\\b|\\bno such path\\b"
                    + "|\\bcannot (get|post|put|delete|patch) /)");

    /** A JSON Web Token, so that a token echoed in a body never reaches a message. */
    private static final Pattern JWT = Pattern.compile("eyJ[A-Za-z0-9_.-]{10,}");

    private ErrorAnswers() {}

    /**
     * Reads an error body, at most {@value #MAX_ERROR_BODY_BYTES} bytes of it.
     *
     * @param in the body
     * @return the bytes read
     * @throws IOException if the connection fails
     */
    public static byte[] readCapped(InputStream in) throws IOException {
        byte[] buffer = new byte[8 * 1024];
        int n = 0;
        while (n < MAX_ERROR_BODY_BYTES) {
            if (n == buffer.length) {
                buffer = Arrays.copyOf(buffer, Math.min(buffer.length * 2, MAX_ERROR_BODY_BYTES));
            }
            int read = in.read(buffer, n, buffer.length - n);
            if (read < 0) {
                break;
            }
            n += read;
        }
        return n == buffer.length ? buffer : Arrays.copyOf(buffer, n);
    }

    /**
     * Maps an error answer (or a 2xx whose envelope says {@code success: false}) to its exception.
     *
     * @param operation the method and path, for example {@code GET /api/v1/governance/domain/d-1}
     * @param url the URL called, or {@code null} when unknown
     * @param status the HTTP status
     * @param headers the response headers
     * @param body the body, possibly cut at {@value #MAX_ERROR_BODY_BYTES} bytes
     * @param now the time, for a {@code Retry-After} date
     * @param secret the API token the call sent, removed from every text of the exception; {@code null} for none
     * @param maxRedirects the most redirects the client follows in a row, to say why one was not
     * @return the exception
     */
    static DgqException toException(
            String operation,
            String url,
            int status,
            Map<String, List<String>> headers,
            byte[] body,
            Instant now,
            String secret,
            int maxRedirects) {
        JsonNode tree = parseQuietly(body);
        HttpFailure failure = failure(status, headers, body, tree, secret);
        return switch (status) {
            case 400, 422 -> new DgqValidationException(failure);
            case 401 -> new DgqAuthenticationException(failure);
            case 403 -> new DgqPermissionException(failure);
            case 404 ->
                isMissingRoute(tree, failure)
                        ? new DgqRouteNotFoundException(failure, operation, url == null ? null : shown(URI.create(url)))
                        : new DgqNotFoundException(failure);
            case 409 -> new DgqConflictException(failure);
            case 429 ->
                new DgqRateLimitException(
                        failure, RetryPolicy.parseRetryAfter(ResponseDecoder.first(headers, "retry-after"), now));
            default ->
                status >= 500
                        ? new DgqServerException(failure)
                        : Redirects.isRedirect(status) && url != null
                                ? redirect(operation, url, failure, secret, maxRedirects)
                                : new DgqUnexpectedStatusException(failure);
        };
    }

    /** A redirect the SDK did not follow, saying where it pointed and why. */
    private static DgqRedirectException redirect(
            String operation, String calledUrl, HttpFailure failure, String secret, int maxRedirects) {
        String location = failure.header("location");
        URI url = URI.create(calledUrl);
        URI target = Redirects.target(url, location);
        String reason;
        if (!operation.startsWith("GET ")) {
            reason = "the SDK follows no redirect of a " + operation.substring(0, operation.indexOf(' '))
                    + ", which would send the request again; check the base URL";
        } else if (target == null) {
            reason = "it names no valid location";
        } else if (!Redirects.sameOrigin(url, target)) {
            reason = "it points to another scheme, host or port, which the SDK never sends a request's headers to; "
                    + "if the API lives there, use that address as the base URL";
        } else if (maxRedirects == 0) {
            reason = "the client follows no redirect (DgqClientBuilder.followRedirects(false))";
        } else {
            reason = "the SDK follows at most " + maxRedirects + " redirects in a row (a redirect loop?)";
        }
        String shown = target != null ? shown(target) : location == null ? null : location;
        return new DgqRedirectException(failure, shown == null ? null : quoted(shown, secret), reason);
    }

    /**
     * Tells whether a 404 is about the path rather than a record: its body is not the API's envelope (a proxy's
     * or another server's page), or its message names a route.
     */
    private static boolean isMissingRoute(JsonNode tree, HttpFailure failure) {
        if (tree == null || !tree.isObject() || !tree.path("success").isBoolean()) {
            return true;
        }
        String message = failure.serverMessage();
        return message != null && ROUTE_MESSAGE.matcher(message).find();
    }

    /** The URL as shown in a message: no user, password, query or fragment. */
    private static String shown(URI url) {
        String path = url.getRawPath();
        return url.getScheme() + "://" + url.getHost() + (url.getPort() == -1 ? "" : ":" + url.getPort())
                + (path == null || path.isEmpty() ? "/" : path);
    }

    /**
     * Describes an answer for an exception.
     *
     * @param status the HTTP status
     * @param headers the response headers
     * @param body the body, or {@code null}
     * @param secret the API token the call sent, removed from every text but the raw body; {@code null} for none
     * @return the description
     */
    static HttpFailure failure(int status, Map<String, List<String>> headers, byte[] body, String secret) {
        return failure(status, headers, body, parseQuietly(body), secret);
    }

    private static HttpFailure failure(
            int status, Map<String, List<String>> headers, byte[] body, JsonNode tree, String secret) {
        String raw = body == null || body.length == 0 ? null : new String(body, StandardCharsets.UTF_8);
        String message = null;
        String correlationId = ResponseDecoder.first(headers, "x-correlation-id");
        String code = null;
        List<ErrorDetail> details = new ArrayList<>();
        if (tree != null && tree.isObject()) {
            message = quoted(text(tree.get("message")), secret);
            String bodyId = text(tree.get("correlation_id"));
            correlationId = bodyId != null ? bodyId : correlationId;
            JsonNode error = tree.path("data").path("error");
            code = text(error.get("code"));
            int cut = 0;
            for (JsonNode detail : error.path("details")) {
                if (details.size() == MAX_DETAILS) {
                    cut++;
                } else if (detail.isObject()) {
                    details.add(new ErrorDetail(
                            quoted(text(detail.get("field")), secret), quoted(text(detail.get("message")), secret)));
                } else if (detail.isTextual()) {
                    details.add(new ErrorDetail(null, quoted(detail.textValue(), secret)));
                }
            }
            if (cut > 0) {
                details.add(new ErrorDetail(null, "[" + cut + " more details cut]"));
            }
        }
        if (message == null && raw != null && tree == null) {
            message = abbreviate(raw, secret);
        }
        HttpFailure.Builder failure = HttpFailure.builder()
                .statusCode(status)
                .rawBody(raw)
                .serverMessage(message)
                .correlationId(quoted(correlationId, secret))
                .errorCode(quoted(code, secret))
                .details(details);
        headers.forEach((name, values) -> values.forEach(value -> failure.header(name, value)));
        return failure.build();
    }

    private static JsonNode parseQuietly(byte[] body) {
        if (body == null || body.length == 0) {
            return null;
        }
        try {
            return Json.readTree(body);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    private static String text(JsonNode node) {
        return node != null && node.isTextual() ? node.textValue() : null;
    }

    /**
     * Shortens a text for a message: one line, at most {@value #MAX_BODY_IN_MESSAGE} characters, the token and any
     * JSON Web Token in it replaced.
     *
     * @param s the text
     * @param secret the API token the call sent, or {@code null}
     * @return the shortened text
     */
    static String abbreviate(String s, String secret) {
        String clean = redact(s, secret);
        String head = clean.length() > 4 * MAX_BODY_IN_MESSAGE ? clean.substring(0, 4 * MAX_BODY_IN_MESSAGE) : clean;
        String oneLine = head.replaceAll("\\s+", " ").trim();
        return oneLine.length() <= MAX_BODY_IN_MESSAGE ? oneLine : oneLine.substring(0, MAX_BODY_IN_MESSAGE) + "...";
    }

    /**
     * Makes a server's text fit to quote in an exception: the token and any JSON Web Token in it replaced, then
     * cut at {@value #MAX_QUOTED_CHARS} characters with a marker saying how much was cut.
     *
     * @param s the text, or {@code null}
     * @param secret the API token the call sent, or {@code null}
     * @return the text to quote, or {@code null}
     */
    public static String quoted(String s, String secret) {
        if (s == null) {
            return null;
        }
        String clean = redact(s, secret);
        if (clean.length() <= MAX_QUOTED_CHARS) {
            return clean;
        }
        return clean.substring(0, MAX_QUOTED_CHARS) + "... [" + (clean.length() - MAX_QUOTED_CHARS)
                + " more characters cut]";
    }

    /**
     * Replaces the token, and anything shaped as a JSON Web Token, in a text.
     *
     * @param s the text; never {@code null}
     * @param secret the API token the call sent, or {@code null}
     * @return the text without them
     */
    static String redact(String s, String secret) {
        String out = secret == null || secret.isEmpty() ? s : s.replace(secret, REDACTED);
        return JWT.matcher(out).replaceAll(REDACTED);
    }
}
