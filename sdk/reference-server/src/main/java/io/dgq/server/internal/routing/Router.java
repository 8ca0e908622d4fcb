package io.dgq.server.internal.routing;

import io.dgq.server.internal.error.ApiError;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Matches a method and a path against route templates such as {@code /api/v1/governance/domain/{domainId}}.
 * Literal segments win over parameters, whatever the method: a path's own template is the most specific one it
 * fits, and a method that template lacks is a 405 naming the methods it has.
 */
public final class Router {

    /** A request bound to its operation, with the decoded path parameters. */
    public record Match(Operation operation, Map<String, String> pathParams) {}

    /**
     * One route.
     *
     * @param specificity literal segments count more than parameters, leftmost first
     */
    private record Route(String method, String[] segments, Operation operation, long specificity) {

        static Route of(String method, String[] segments, Operation operation) {
            long score = 0;
            for (String segment : segments) {
                score = score * 2 + (isParam(segment) ? 0 : 1);
            }
            return new Route(method, segments, operation, score);
        }
    }

    private final List<Route> routes = new ArrayList<>();

    public Router add(String method, String template, Operation operation) {
        routes.add(Route.of(method, split(template), operation));
        return this;
    }

    public int size() {
        return routes.size();
    }

    /** {@return every route as "METHOD /path/{param}", in the order added; a trailing slash is dropped} */
    public List<String> describe() {
        return routes.stream()
                .map(route -> route.method() + " /" + String.join("/", route.segments()))
                .toList();
    }

    /**
     * The template of the route a path fits, whatever the method: the most specific one, as {@link #match} picks.
     *
     * @return the template, such as {@code /api/v1/governance/domain/{id}}, or {@code null} when the path fits none
     */
    public String template(String rawPath) {
        String[] segments;
        try {
            segments = decode(rawPath);
        } catch (ApiError notFound) {
            return null;
        }
        Route best = null;
        for (Route route : routes) {
            if ((best == null || route.specificity() > best.specificity()) && fits(route.segments(), segments)) {
                best = route;
            }
        }
        return best == null ? null : "/" + String.join("/", best.segments());
    }

    /**
     * Finds the operation of a request.
     *
     * @throws ApiError NOT_FOUND for an unknown path, METHOD_NOT_ALLOWED (naming the allowed methods) for a known
     *     path with another method
     */
    public Match match(String method, String rawPath) {
        String[] segments = decode(rawPath);
        // The path's own template is the most specific one it fits, whatever the method: a fixed path such as
        // .../template/list is never read as the {id} of its sibling, with any method.
        long specificity = -1;
        for (Route route : routes) {
            if (route.specificity() > specificity && fits(route.segments(), segments)) {
                specificity = route.specificity();
            }
        }
        if (specificity < 0) {
            throw ApiError.notFound("No route for " + method + " " + rawPath);
        }
        emptyLastParameter(rawPath, segments, specificity);
        Set<String> allowed = new TreeSet<>();
        for (Route route : routes) {
            if (route.specificity() == specificity && fits(route.segments(), segments)) {
                if (route.method().equals(method)) {
                    return new Match(route.operation(), params(route.segments(), segments));
                }
                allowed.add(route.method());
            }
        }
        String allow = String.join(", ", allowed);
        throw ApiError.methodNotAllowed(
                "Method " + method + " is not allowed on " + rawPath + "; allowed: " + allow, allow);
    }

    /**
     * Refuses a path whose trailing slash leaves a parameter empty, such as {@code /metrics/detail/asset/} for
     * {@code /metrics/detail/asset/{assetId}}: without the slash, {@code asset} would be read as the parameter of a
     * sibling, {@code /metrics/detail/{id}}. Where the segment before the empty one is a parameter in the longer
     * template too ({@code /core/document/abc/}), or the path's own template ends in a literal
     * ({@code /auth/access_token/}), the trailing slash stays ignored.
     */
    private void emptyLastParameter(String rawPath, String[] segments, long specificity) {
        if (rawPath.length() < 2 || !rawPath.endsWith("/") || (specificity & 1) == 1) {
            return; // no trailing slash, or the path's own template ends in a literal
        }
        String[] withEmpty = Arrays.copyOf(segments, segments.length + 1);
        withEmpty[segments.length] = "";
        for (Route route : routes) {
            String[] template = route.segments();
            if (template.length == withEmpty.length
                    && isParam(template[segments.length])
                    && !isParam(template[segments.length - 1])
                    && fits(Arrays.copyOf(template, segments.length), segments)) {
                throw ApiError.notFound("No route for " + rawPath + ": its last segment, " + template[segments.length]
                        + " of /" + String.join("/", template) + ", is empty");
            }
        }
    }

    /** Whether a path fits a template: same length, equal literals, non-empty parameters. */
    private static boolean fits(String[] template, String[] path) {
        if (template.length != path.length) {
            return false;
        }
        for (int i = 0; i < template.length; i++) {
            boolean fitting = isParam(template[i]) ? !path[i].isEmpty() : template[i].equals(path[i]);
            if (!fitting) {
                return false;
            }
        }
        return true;
    }

    private static Map<String, String> params(String[] template, String[] path) {
        Map<String, String> params = new LinkedHashMap<>();
        for (int i = 0; i < template.length; i++) {
            if (isParam(template[i])) {
                params.put(template[i].substring(1, template[i].length() - 1), path[i]);
            }
        }
        return params;
    }

    private static boolean isParam(String segment) {
        return segment.startsWith("{") && segment.endsWith("}");
    }

    private static String[] split(String template) {
        String trimmed = template.endsWith("/") ? template.substring(0, template.length() - 1) : template;
        return trimmed.substring(1).split("/", -1);
    }

    /** Splits a raw path into percent-decoded segments; a trailing slash is ignored. */
    private static String[] decode(String rawPath) {
        if (!rawPath.startsWith("/")) {
            throw ApiError.notFound("No route for " + rawPath);
        }
        String[] raw = split(rawPath.length() > 1 ? rawPath : "/");
        String[] decoded = new String[raw.length];
        for (int i = 0; i < raw.length; i++) {
            decoded[i] = percentDecode(raw[i], rawPath);
        }
        return decoded;
    }

    private static String percentDecode(String segment, String rawPath) {
        if (segment.indexOf('%') < 0) {
            return segment;
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        for (int i = 0; i < segment.length(); i++) {
            char c = segment.charAt(i);
            if (c == '%') {
                if (i + 2 >= segment.length()) {
                    throw ApiError.notFound("No route for " + rawPath);
                }
                int high = Character.digit(segment.charAt(i + 1), 16);
                int low = Character.digit(segment.charAt(i + 2), 16);
                if (high < 0 || low < 0) {
                    throw ApiError.notFound("No route for " + rawPath);
                }
                bytes.write(high * 16 + low);
                i += 2;
            } else {
                int codePoint = segment.codePointAt(i);
                byte[] encoded = new String(Character.toChars(codePoint)).getBytes(StandardCharsets.UTF_8);
                bytes.write(encoded, 0, encoded.length);
                i += Character.charCount(codePoint) - 1;
            }
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
