package io.dgq.sdk.internal;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.dgq.sdk.internal.json.Json;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One operation's method and path template, relative to {@code /api/v1}, for example
 * {@code GET /governance/domain/{domainId}}, and whether it may be retried. Parsed once, kept in a constant.
 * Every path argument stays exactly one path segment: {@code .} and {@code ..} are refused and everything else is
 * percent-encoded by {@link #encodeSegment(String)}, so the server sees the literal value. Internal.
 */
public final class Endpoint {

    /** Whether an operation may be sent twice. */
    public enum Safety {
        /** Reads and idempotent writes (GET, PUT, DELETE, read-only POSTs): retried on failures and on 408/429/5xx. */
        IDEMPOTENT,
        /** Creates: retried only when the request surely never reached the server (the connection failed). */
        CREATE
    }

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private final String method;
    private final String template;
    private final List<String> segments;
    private final List<Boolean> parameterFlags;
    private final List<String> parameterNames;
    private final Safety safety;
    /** The operation's name for listeners ({@code domains.get}), or {@code request} for the caller's own. */
    private final String operation;
    /** The template listeners see, or {@code null} when it is unknown (a literal path that matches no operation). */
    private final String observedTemplate;

    private Endpoint(String method, String template, Safety safety) {
        this(method, template, safety, true);
    }

    private Endpoint(String method, String template, Safety safety, boolean templated) {
        this.method = method;
        this.template = template;
        this.safety = safety;
        this.operation = "request";
        this.observedTemplate = templated ? template : null;
        List<String> parsed = new ArrayList<>();
        List<Boolean> flags = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (String segment : template.split("/")) {
            if (segment.isEmpty()) {
                continue;
            }
            if (!templated && isDotSegment(segment)) {
                throw new IllegalArgumentException("'path' must not have a '" + segment + "' segment: each segment "
                        + "is sent literally, and '.' or '..' would be resolved away (" + method + " " + template
                        + ")");
            }
            parsed.add(segment);
            boolean parameter = templated && segment.startsWith("{") && segment.endsWith("}");
            flags.add(parameter);
            if (parameter) {
                names.add(segment.substring(1, segment.length() - 1));
            }
        }
        if (template.endsWith("/") && !parsed.isEmpty()) {
            parsed.add("");
            flags.add(false);
        }
        this.segments = List.copyOf(parsed);
        this.parameterFlags = List.copyOf(flags);
        this.parameterNames = List.copyOf(names);
    }

    /**
     * Returns the names of the template's path parameters, in order.
     *
     * @return for example {@code [domainId]}; empty when the path has none
     */
    public List<String> parameterNames() {
        return parameterNames;
    }

    /**
     * Declares a GET operation (idempotent).
     *
     * @param template the path after {@code /api/v1}, with {@code {name}} parameters
     * @return the endpoint
     */
    public static Endpoint get(String template) {
        return new Endpoint("GET", template, Safety.IDEMPOTENT);
    }

    /**
     * Declares a PUT operation (idempotent).
     *
     * @param template the path after {@code /api/v1}
     * @return the endpoint
     */
    public static Endpoint put(String template) {
        return new Endpoint("PUT", template, Safety.IDEMPOTENT);
    }

    /**
     * Declares a DELETE operation (idempotent).
     *
     * @param template the path after {@code /api/v1}
     * @return the endpoint
     */
    public static Endpoint delete(String template) {
        return new Endpoint("DELETE", template, Safety.IDEMPOTENT);
    }

    /**
     * Declares a POST that only reads or that is safe to repeat (list, lookup, tree view, export, upsert).
     *
     * @param template the path after {@code /api/v1}
     * @return the endpoint
     */
    public static Endpoint postIdempotent(String template) {
        return new Endpoint("POST", template, Safety.IDEMPOTENT);
    }

    /**
     * Declares a POST that creates a record.
     *
     * @param template the path after {@code /api/v1}
     * @return the endpoint
     */
    public static Endpoint postCreate(String template) {
        return new Endpoint("POST", template, Safety.CREATE);
    }

    private Endpoint(Endpoint base, Safety safety, String operation, String observedTemplate) {
        this.method = base.method;
        this.template = base.template;
        this.safety = safety;
        this.segments = base.segments;
        this.parameterFlags = base.parameterFlags;
        this.parameterNames = base.parameterNames;
        this.operation = operation;
        this.observedTemplate = observedTemplate;
    }

    /**
     * Returns this endpoint named for listeners.
     *
     * @param operationName the operation, as {@code group.method}
     * @return a copy with that name
     */
    public Endpoint named(String operationName) {
        return new Endpoint(this, safety, Objects.requireNonNull(operationName), observedTemplate);
    }

    /**
     * Returns this literal endpoint as the declared operation its method and path match: retried as that operation
     * is, and with its name and template, so that listeners never see the ids of the literal path.
     *
     * @param declared the matching operation's endpoint
     * @return a copy
     */
    public Endpoint observedAs(Endpoint declared) {
        return new Endpoint(this, declared.safety, declared.operation, declared.observedTemplate);
    }

    /**
     * Whether a literal method and path would reach this endpoint: the same method, and the same segments where
     * each {@code {name}} matches any one segment.
     *
     * @param otherMethod an upper-case HTTP method
     * @param literal a literal endpoint
     * @return the number of literal segments that matched, or -1 if it does not match
     */
    public int matches(String otherMethod, Endpoint literal) {
        if (!method.equals(otherMethod) || segments.size() != literal.segments.size()) {
            return -1;
        }
        int exact = 0;
        for (int i = 0; i < segments.size(); i++) {
            if (parameterFlags.get(i)) {
                if (literal.segments.get(i).isEmpty()) {
                    return -1;
                }
            } else if (segments.get(i).equals(literal.segments.get(i))) {
                exact++;
            } else {
                return -1;
            }
        }
        return exact;
    }

    /**
     * Declares an operation of the caller's, for the generic request method: every segment of the path is
     * literal (braces included) and is percent-encoded as needed.
     *
     * @param method the HTTP method
     * @param path the path after {@code /api/v1}
     * @param safety whether it may be retried
     * @return the endpoint
     * @throws IllegalArgumentException if a segment of the path is {@code .} or {@code ..}
     */
    public static Endpoint literal(String method, String path, Safety safety) {
        return new Endpoint(method, path, safety, false);
    }

    /**
     * Binds path parameters and a body into a request.
     *
     * @param body the JSON body (a request object, list request, map or tree), or {@code null} for none
     * @param pathParameters one value per {@code {name}} of the template, in order
     * @return the request
     * @throws IllegalArgumentException naming the parameter that is {@code null}, blank, {@code .} or {@code ..}
     */
    public ApiRequest bind(Object body, String... pathParameters) {
        if (pathParameters.length != parameterNames.size()) {
            throw new IllegalArgumentException(method + " " + template + " takes " + parameterNames.size()
                    + " path parameters, got " + pathParameters.length);
        }
        for (int i = 0; i < pathParameters.length; i++) {
            String name = parameterNames.get(i);
            if (isDotSegment(requireText(pathParameters[i], name))) {
                throw new IllegalArgumentException("'" + name + "' must not be '" + pathParameters[i] + "': a path "
                        + "argument must stay one path segment, and '.' or '..' would be resolved away (" + this
                        + ")");
            }
        }
        return new ApiRequest(this, pathParameters.clone(), body);
    }

    /**
     * Checks a text argument of this operation (a path parameter, or an id or key sent in its body).
     *
     * @param value the argument
     * @param name the argument's name for the message
     * @return the argument
     * @throws IllegalArgumentException naming the argument and this operation when it is {@code null} or blank
     */
    public String requireText(String value, String name) {
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException(
                    "'" + name + "' must not be " + (value == null ? "null" : "blank") + " (" + this + ")");
        }
        return value;
    }

    /**
     * Percent-encodes one path segment: every byte of its UTF-8 form except the unreserved characters of RFC 3986
     * (letters, digits, {@code - . _ ~}), so {@code /}, {@code ?}, {@code #}, {@code %}, spaces and non-ASCII
     * text reach the server as the literal value of one segment.
     *
     * @param value the segment's text; not {@code .} or {@code ..}
     * @return the encoded segment
     */
    public static String encodeSegment(String value) {
        byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
        StringBuilder encoded = new StringBuilder(bytes.length + 8);
        for (byte b : bytes) {
            int c = b & 0xff;
            if ((c >= 'a' && c <= 'z')
                    || (c >= 'A' && c <= 'Z')
                    || (c >= '0' && c <= '9')
                    || c == '-'
                    || c == '.'
                    || c == '_'
                    || c == '~') {
                encoded.append((char) c);
            } else {
                encoded.append('%').append(HEX[c >> 4]).append(HEX[c & 0xf]);
            }
        }
        return encoded.toString();
    }

    private static boolean isDotSegment(String segment) {
        return segment.equals(".") || segment.equals("..");
    }

    /** {@return the HTTP method} */
    public String method() {
        return method;
    }

    /** {@return the path template after {@code /api/v1}} */
    public String template() {
        return template;
    }

    /** {@return the operation's name for listeners, such as {@code domains.get}; {@code request} when unknown} */
    public String operation() {
        return operation;
    }

    /** {@return the template listeners see, or {@code null} for a literal path that matches no operation} */
    public String observedTemplate() {
        return observedTemplate;
    }

    /** {@return whether the operation may be retried} */
    public Safety safety() {
        return safety;
    }

    /** {@return the template's segments, a parameter's as {@code {name}}} */
    public List<String> segments() {
        return segments;
    }

    /** {@return for each segment, whether it is a parameter} */
    public List<Boolean> parameterFlags() {
        return parameterFlags;
    }

    @Override
    public String toString() {
        return method + " " + template;
    }

    /** A bound request: endpoint, path parameter values and body. Internal. */
    public static final class ApiRequest {
        private final Endpoint endpoint;
        private final String[] parameters;
        private final Object body;

        ApiRequest(Endpoint endpoint, String[] parameters, Object body) {
            this.endpoint = Objects.requireNonNull(endpoint);
            this.parameters = parameters;
            this.body = body;
        }

        /** {@return the endpoint} */
        public Endpoint endpoint() {
            return endpoint;
        }

        /** {@return the body, or {@code null}} */
        public Object body() {
            return body;
        }

        /** {@return the path parameters' values, in the template's order} */
        public String[] parameters() {
            return parameters;
        }

        /**
         * Serialises the body, once per call (one Jackson configuration; time values through one formatter, in UTC).
         *
         * @return the body as JSON, or {@code null} when there is none
         * @throws IllegalArgumentException if the body cannot be written as JSON
         */
        public byte[] bodyJson() {
            if (body == null) {
                return null;
            }
            try {
                return Json.writeBytes(body);
            } catch (JsonProcessingException e) {
                throw new IllegalArgumentException(
                        "The body of " + endpoint + " cannot be written as JSON: " + e.getOriginalMessage(), e);
            }
        }

        /**
         * Returns the same request with another body.
         *
         * @param newBody the body
         * @return a new request
         */
        public ApiRequest withBody(Object newBody) {
            return new ApiRequest(endpoint, parameters, newBody);
        }
    }
}
