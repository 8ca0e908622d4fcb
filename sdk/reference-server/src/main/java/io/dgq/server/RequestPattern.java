package io.dgq.server;

import java.util.Locale;
import java.util.Objects;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Which requests a fault applies to or a journal query counts: an HTTP method and a path pattern. Immutable and
 * thread-safe.
 *
 * <p>A <em>route template</em> such as {@code /governance/domain/{id}} is relative to {@code /api/v1}; one that
 * already starts with {@code /api/v1/} is taken as it is. Each {@code {name}} matches exactly one non-empty path
 * segment, every other segment must be equal to the request's (still percent-encoded) segment, and a trailing
 * slash is ignored on both sides, as the server ignores it. A <em>regular expression</em> must match the whole
 * path as sent, {@code /api/v1} included, without the query. The method {@code *} matches every method.
 *
 * <pre>{@code
 * RequestPattern.of("GET", "/governance/domain/{id}")       // GET /api/v1/governance/domain/<any id>
 * RequestPattern.regex("POST", "/api/v1/governance/.+/list/?")
 * RequestPattern.any()                                      // every request
 * }</pre>
 */
public final class RequestPattern {

    private static final String API_PREFIX = "/api/v1";
    private static final Pattern METHOD = Pattern.compile("\\*|[A-Za-z]{1,20}");

    private final String method;
    private final String text;
    private final Pattern regex;
    private final String[] segments;

    private RequestPattern(String method, String text, Pattern regex, String[] segments) {
        this.method = method;
        this.text = text;
        this.regex = regex;
        this.segments = segments;
    }

    /**
     * A method and a route template.
     *
     * @param method an HTTP method such as {@code GET}, case-insensitive, or {@code *} for any
     * @param template a path starting with {@code /}, relative to {@code /api/v1} unless it starts with
     *     {@code /api/v1/}; {@code {name}} stands for one segment
     * @return the pattern
     * @throws IllegalArgumentException when the method is not a method name or {@code *}, or the template does not
     *     start with {@code /}, has an empty segment or an unclosed placeholder
     */
    public static RequestPattern of(String method, String template) {
        Objects.requireNonNull(template, "template");
        if (!template.startsWith("/")) {
            throw new IllegalArgumentException("template must start with '/', got '" + template + "'");
        }
        String absolute =
                template.equals(API_PREFIX) || template.startsWith(API_PREFIX + "/") ? template : API_PREFIX + template;
        String[] segments = split(absolute);
        for (String segment : segments) {
            boolean opens = segment.contains("{");
            boolean closes = segment.contains("}");
            if (segment.isEmpty() || opens != closes || (opens && !isPlaceholder(segment))) {
                throw new IllegalArgumentException("template has an empty or malformed segment: '" + template + "'");
            }
        }
        return new RequestPattern(method(method), absolute, null, segments);
    }

    /**
     * A method and a regular expression over the whole path, {@code /api/v1} included.
     *
     * @param method an HTTP method such as {@code GET}, case-insensitive, or {@code *} for any
     * @param regex a {@link Pattern} expression that must match the whole raw path
     * @return the pattern
     * @throws IllegalArgumentException when the method is not a method name or {@code *}, or the expression is not
     *     valid
     */
    public static RequestPattern regex(String method, String regex) {
        Objects.requireNonNull(regex, "regex");
        try {
            return new RequestPattern(method(method), regex, Pattern.compile(regex), null);
        } catch (PatternSyntaxException e) {
            throw new IllegalArgumentException("not a valid regular expression: " + e.getDescription(), e);
        }
    }

    /** {@return a pattern that matches every request} */
    public static RequestPattern any() {
        return regex("*", ".*");
    }

    /** {@return the method matched, upper case, or {@code *} for any} */
    public String method() {
        return method;
    }

    /**
     * {@return the route template, {@code /api/v1} included, such as {@code /api/v1/governance/domain/{id}}; or the
     * regular expression, when {@link #isRegex()}}
     */
    public String path() {
        return text;
    }

    /** {@return whether {@link #path()} is a regular expression rather than a route template} */
    public boolean isRegex() {
        return regex != null;
    }

    /**
     * Tells whether a request falls under this pattern.
     *
     * @param requestMethod the request's method
     * @param rawPath the request's path as sent, without the query
     * @return {@code true} when both the method and the path match
     */
    public boolean matches(String requestMethod, String rawPath) {
        if (requestMethod == null
                || rawPath == null
                || !(method.equals("*") || method.equalsIgnoreCase(requestMethod))) {
            return false;
        }
        if (regex != null) {
            return regex.matcher(rawPath).matches();
        }
        if (!rawPath.startsWith("/")) {
            return false;
        }
        String[] actual = split(rawPath);
        if (actual.length != segments.length) {
            return false;
        }
        for (int i = 0; i < segments.length; i++) {
            boolean placeholder = isPlaceholder(segments[i]);
            if (placeholder ? actual[i].isEmpty() : !segments[i].equals(actual[i])) {
                return false;
            }
        }
        return true;
    }

    /** {@return the method and the pattern, such as {@code GET /api/v1/governance/domain/{id}}} */
    @Override
    public String toString() {
        return method + " " + (regex != null ? "~" + text : text);
    }

    /**
     * Tells whether another pattern has the same method and the same template or expression.
     *
     * @param other the object to compare with
     * @return {@code true} when equal
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof RequestPattern that && toString().equals(that.toString());
    }

    /** {@return a hash code consistent with {@link #equals(Object)}} */
    @Override
    public int hashCode() {
        return toString().hashCode();
    }

    private static String method(String method) {
        Objects.requireNonNull(method, "method");
        if (!METHOD.matcher(method).matches()) {
            throw new IllegalArgumentException("method must be an HTTP method name or '*', got '" + method + "'");
        }
        return method.toUpperCase(Locale.ROOT);
    }

    private static boolean isPlaceholder(String segment) {
        return segment.length() > 2
                && segment.startsWith("{")
                && segment.endsWith("}")
                && segment.indexOf('{', 1) < 0
                && segment.indexOf('}') == segment.length() - 1;
    }

    /** The segments after the leading slash, a trailing slash ignored; empty segments kept. */
    private static String[] split(String path) {
        String trimmed = path.endsWith("/") && path.length() > 1 ? path.substring(0, path.length() - 1) : path;
        return trimmed.substring(1).split("/", -1);
    }
}
