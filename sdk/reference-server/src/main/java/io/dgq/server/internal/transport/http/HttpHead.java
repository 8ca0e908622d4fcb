package io.dgq.server.internal.transport.http;

import io.dgq.server.internal.support.HttpTokens;
import io.dgq.server.internal.transport.TransportRefusal;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * A request's line and headers, parsed strictly: a malformed line is refused rather than guessed at, and a body's
 * framing must be unambiguous (never both {@code Content-Length} and {@code Transfer-Encoding}).
 *
 * @param method the method as sent
 * @param rawPath the path of the request target, still percent-encoded, without the query
 * @param headers the header fields by case-insensitive name, values in the order received
 * @param keepAlive whether the client keeps the connection open after the answer
 * @param contentLength the declared body length, or -1 when none was declared
 * @param chunked whether the body is sent with chunked transfer coding
 * @param expectContinue whether the client waits for {@code 100 Continue} before it sends the body
 * @param rawQuery the query of the request target, still percent-encoded, without {@code ?}; empty when none
 * @param protocol the HTTP version of the request line: {@code HTTP/1.1} or {@code HTTP/1.0}
 */
record HttpHead(
        String method,
        String rawPath,
        Map<String, List<String>> headers,
        boolean keepAlive,
        long contentLength,
        boolean chunked,
        boolean expectContinue,
        String rawQuery,
        String protocol) {

    /** Whether a body follows the head. */
    boolean hasBody() {
        return chunked || contentLength > 0;
    }

    /**
     * Parses a head, from the request line up to (not including) the empty line.
     *
     * @throws TransportRefusal 400 when malformed, 431 when it has more than {@code maxHeaders} fields, 501 for a transfer
     *     coding other than chunked
     */
    static HttpHead parse(byte[] head, int maxHeaders) {
        String text = new String(head, StandardCharsets.ISO_8859_1);
        int end = lineEnd(text, 0);
        String requestLine = text.substring(0, end);
        int first = requestLine.indexOf(' ');
        int last = requestLine.lastIndexOf(' ');
        if (first <= 0 || last == first || last == requestLine.length() - 1) {
            throw TransportRefusal.badRequest("Malformed request line: expected METHOD TARGET HTTP/1.1");
        }
        String method = requestLine.substring(0, first);
        String target = requestLine.substring(first + 1, last);
        String version = requestLine.substring(last + 1);
        if (!HttpTokens.isToken(method)) {
            throw TransportRefusal.badRequest("Malformed request line: the method is not a token");
        }
        boolean http11 = version.equals("HTTP/1.1");
        if (!http11 && !version.equals("HTTP/1.0")) {
            throw TransportRefusal.badRequest("Unsupported protocol version; expected HTTP/1.1 or HTTP/1.0");
        }
        String originForm = originForm(target);
        Map<String, List<String>> headers = headers(text, next(text, end), maxHeaders);
        checkHost(headers, http11);
        if (!http11 && headers.containsKey("Transfer-Encoding")) {
            throw TransportRefusal.badRequest("Transfer-Encoding is not allowed on an HTTP/1.0 request");
        }
        int question = originForm.indexOf('?');
        return new HttpHead(
                method,
                question < 0 ? originForm : originForm.substring(0, question),
                headers,
                keepAlive(headers, http11),
                contentLength(headers),
                chunked(headers),
                http11 && "100-continue".equalsIgnoreCase(first(headers, "Expect")),
                question < 0 ? "" : originForm.substring(question + 1),
                http11 ? "HTTP/1.1" : "HTTP/1.0");
    }

    /**
     * The request target in origin form ({@code /path?query}): the target itself when it is one, the path and query
     * of an absolute-form {@code http://} or {@code https://} target. Anything else is refused: a target starting
     * with {@code //} (which some read as a host), a fragment, bytes outside visible ASCII, characters a URI never
     * holds, a {@code %} not followed by two hexadecimal digits, and the asterisk and authority forms.
     */
    static String originForm(String target) {
        for (int i = 0; i < target.length(); i++) {
            char c = target.charAt(i);
            if (c <= ' ' || c >= 127) {
                throw TransportRefusal.badRequest(
                        "Malformed request target: only visible ASCII is allowed; " + "percent-encode other bytes");
            }
            if (c == '#') {
                throw TransportRefusal.badRequest("Malformed request target: a fragment (#) is never sent");
            }
            if ("\"<>\\^`{|}".indexOf(c) >= 0) {
                throw TransportRefusal.badRequest("Malformed request target: '" + c + "' must be percent-encoded");
            }
            if (c == '%'
                    && (i + 2 >= target.length()
                            || Character.digit(target.charAt(i + 1), 16) < 0
                            || Character.digit(target.charAt(i + 2), 16) < 0)) {
                throw TransportRefusal.badRequest("Malformed request target: '%' must start a %XX escape");
            }
        }
        if (target.startsWith("/")) {
            if (target.startsWith("//")) {
                throw TransportRefusal.badRequest("Malformed request target: a path must not start with //");
            }
            return target;
        }
        String scheme = target.substring(0, Math.max(0, target.indexOf("://"))).toLowerCase(Locale.ROOT);
        if (scheme.equals("http") || scheme.equals("https")) {
            try {
                URI uri = new URI(target);
                if (uri.getRawAuthority() == null || uri.getHost() == null) {
                    throw TransportRefusal.badRequest("Malformed request target: an absolute URL needs a host");
                }
                String path = uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/" : uri.getRawPath();
                if (path.startsWith("//")) {
                    throw TransportRefusal.badRequest("Malformed request target: a path must not start with //");
                }
                return uri.getRawQuery() == null ? path : path + "?" + uri.getRawQuery();
            } catch (URISyntaxException e) {
                throw TransportRefusal.badRequest("Malformed request target: not a valid absolute URL");
            }
        }
        throw TransportRefusal.badRequest(
                "Malformed request target: expected a path starting with / or an http:// URL");
    }

    /**
     * RFC 9112 section 3.2: an HTTP/1.1 request has exactly one {@code Host}; an HTTP/1.0 one at most one. Its value
     * is empty or a host (a name, an IPv4 address or a bracketed IPv6 one) with an optional port.
     */
    private static void checkHost(Map<String, List<String>> headers, boolean http11) {
        List<String> hosts = headers.get("Host");
        if (hosts == null) {
            if (http11) {
                throw TransportRefusal.badRequest("An HTTP/1.1 request needs a Host header");
            }
            return;
        }
        if (hosts.size() > 1) {
            throw TransportRefusal.badRequest("A request must have one Host header, not " + hosts.size());
        }
        if (!validHost(hosts.get(0))) {
            throw TransportRefusal.badRequest("Malformed Host header: expected host[:port]");
        }
    }

    private static boolean validHost(String value) {
        if (value.isEmpty()) {
            return true;
        }
        int portAt;
        if (value.startsWith("[")) {
            int close = value.indexOf(']');
            if (close < 0) {
                return false;
            }
            for (int i = 1; i < close; i++) {
                char c = value.charAt(i);
                if (!((Character.digit(c, 16) >= 0 && c < 127) || c == ':' || c == '.')) {
                    return false;
                }
            }
            portAt = close + 1;
        } else {
            portAt = value.indexOf(':');
            portAt = portAt < 0 ? value.length() : portAt;
            if (portAt == 0) {
                return false;
            }
            for (int i = 0; i < portAt; i++) {
                char c = value.charAt(i);
                boolean ok = (c >= 'a' && c <= 'z')
                        || (c >= 'A' && c <= 'Z')
                        || (c >= '0' && c <= '9')
                        || "-._~!$&'()*+,;=%".indexOf(c) >= 0;
                if (!ok) {
                    return false;
                }
            }
        }
        if (portAt == value.length()) {
            return true;
        }
        if (value.charAt(portAt) != ':' || value.length() - portAt - 1 > 5) {
            return false;
        }
        for (int i = portAt + 1; i < value.length(); i++) {
            if (value.charAt(i) < '0' || value.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    /** Whether a line is a header field, {@code name: value}, as a trailer line of a chunked body must be. */
    static boolean isHeaderField(String line) {
        int colon = line.indexOf(':');
        return colon > 0 && HttpTokens.isToken(line.substring(0, colon)) && !hasControl(line.substring(colon + 1));
    }

    private static Map<String, List<String>> headers(String text, int start, int maxHeaders) {
        Map<String, List<String>> headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        int count = 0;
        for (int at = start; at < text.length(); ) {
            int end = lineEnd(text, at);
            if (++count > maxHeaders) {
                throw TransportRefusal.tooManyHeaders(maxHeaders);
            }
            char c = text.charAt(at);
            if (c == ' ' || c == '\t') {
                throw TransportRefusal.badRequest("Malformed header: a folded header line is not accepted");
            }
            int colon = text.indexOf(':', at);
            if (colon < 0 || colon >= end || !HttpTokens.isToken(text.substring(at, colon))) {
                throw TransportRefusal.badRequest("Malformed header line: expected NAME: VALUE");
            }
            String value = trim(text, colon + 1, end);
            if (hasControl(value)) {
                throw TransportRefusal.badRequest(
                        "Malformed header: a control character in the value of " + text.substring(at, colon));
            }
            headers.computeIfAbsent(text.substring(at, colon), name -> new ArrayList<>(1))
                    .add(value);
            at = next(text, end);
        }
        return headers;
    }

    private static boolean keepAlive(Map<String, List<String>> headers, boolean http11) {
        List<String> values = headers.get("Connection");
        boolean keepAlive = http11;
        if (values != null) {
            for (String value : values) {
                for (String option : value.split(",")) {
                    String name = option.trim();
                    if (name.equalsIgnoreCase("close")) {
                        return false;
                    }
                    if (name.equalsIgnoreCase("keep-alive")) {
                        keepAlive = true;
                    }
                }
            }
        }
        return keepAlive;
    }

    private static long contentLength(Map<String, List<String>> headers) {
        List<String> values = headers.get("Content-Length");
        if (values == null) {
            return -1;
        }
        if (headers.containsKey("Transfer-Encoding")) {
            throw TransportRefusal.badRequest("A request must not have both Content-Length and Transfer-Encoding");
        }
        long length = -1;
        for (String value : values) {
            for (String part : value.split(",", -1)) {
                long parsed = digits(part.trim());
                if (parsed < 0 || (length >= 0 && parsed != length)) {
                    throw TransportRefusal.badRequest("Content-Length must be one decimal number of bytes");
                }
                length = parsed;
            }
        }
        return length;
    }

    private static long digits(String value) {
        if (value.isEmpty() || value.length() > 18) {
            return -1;
        }
        long number = 0;
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            number = number * 10 + (c - '0');
        }
        return number;
    }

    private static boolean chunked(Map<String, List<String>> headers) {
        List<String> values = headers.get("Transfer-Encoding");
        if (values == null) {
            return false;
        }
        String codings = String.join(",", values).trim();
        if (!codings.equalsIgnoreCase("chunked")) {
            throw TransportRefusal.notImplemented(
                    "Transfer-Encoding '" + codings.toLowerCase(Locale.ROOT) + "' is not supported; only chunked is");
        }
        return true;
    }

    private static String first(Map<String, List<String>> headers, String name) {
        List<String> values = headers.get(name);
        return values == null ? null : values.get(0);
    }

    /** The index of the end of the line starting at {@code at}: its CR LF, its LF, or the end of the text. */
    private static int lineEnd(String text, int at) {
        int lf = text.indexOf('\n', at);
        if (lf < 0) {
            return text.length();
        }
        return lf > at && text.charAt(lf - 1) == '\r' ? lf - 1 : lf;
    }

    /** The start of the line after the one ending at {@code end}. */
    private static int next(String text, int end) {
        if (end < text.length() && text.charAt(end) == '\r') {
            end++;
        }
        return end < text.length() ? end + 1 : end;
    }

    private static String trim(String text, int from, int to) {
        while (from < to && (text.charAt(from) == ' ' || text.charAt(from) == '\t')) {
            from++;
        }
        while (to > from && (text.charAt(to - 1) == ' ' || text.charAt(to - 1) == '\t')) {
            to--;
        }
        return text.substring(from, to);
    }

    private static boolean hasControl(String value) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if ((c < ' ' && c != '\t') || c == 127) {
                return true;
            }
        }
        return false;
    }
}
