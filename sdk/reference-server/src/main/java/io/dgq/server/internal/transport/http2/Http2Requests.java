package io.dgq.server.internal.transport.http2;

import io.dgq.server.internal.support.HttpTokens;
import io.dgq.server.internal.transport.TransportRefusal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Reads a request's header fields, decoded from its HEADERS, into its stream: the pseudo-headers, the headers, the
 * content-length and the target, or says what makes the request malformed.
 */
final class Http2Requests {

    private final Http2Host host;
    private final Http2Options options;

    /** Reads requests into streams with {@code host}'s limits and checks of a target. */
    Http2Requests(Http2Host host) {
        this.host = host;
        this.options = host.options();
    }

    /**
     * Reads a request's pseudo-headers and headers into the stream (RFC 9113 section 8.3.1).
     *
     * @return what makes it malformed, or {@code null}
     */
    String request(Http2Stream stream, List<Http2Header> fields) {
        Map<String, List<String>> headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        String method = null;
        String scheme = null;
        String path = null;
        String authority = null;
        boolean regular = false;
        int count = 0;
        List<String> cookies = new ArrayList<>();
        for (Http2Header field : fields) {
            String name = field.name();
            String value = field.value();
            if (!validValue(value)) {
                return "a header value with CR, LF or NUL";
            }
            if (name.startsWith(":")) {
                if (regular) {
                    return "a pseudo-header after a regular header";
                }
                switch (name) {
                    case ":method" -> {
                        if (method != null) {
                            return "two :method";
                        }
                        method = value;
                    }
                    case ":scheme" -> {
                        if (scheme != null) {
                            return "two :scheme";
                        }
                        scheme = value;
                    }
                    case ":path" -> {
                        if (path != null) {
                            return "two :path";
                        }
                        path = value;
                    }
                    case ":authority" -> {
                        if (authority != null) {
                            return "two :authority";
                        }
                        authority = value;
                    }
                    default -> {
                        return "an unknown pseudo-header " + name;
                    }
                }
                continue;
            }
            regular = true;
            if (!validName(name)) {
                return "a header name that is not lowercase token characters";
            }
            if (Http2Connection.CONNECTION_HEADERS.contains(name)) {
                return "a connection-specific header " + name;
            }
            if (name.equals("te") && !value.equals("trailers")) {
                return "te other than trailers";
            }
            count++;
            if (name.equals("cookie")) {
                cookies.add(value);
                continue;
            }
            headers.computeIfAbsent(name, k -> new ArrayList<>()).add(value);
        }
        if (method == null || scheme == null || path == null || path.isEmpty() || !HttpTokens.isToken(method)) {
            return "missing or empty :method, :scheme or :path";
        }
        if (!cookies.isEmpty()) {
            // the crumbs are joined (RFC 9113 section 8.2.3) only within the header-list limit
            long joined = 2L * (cookies.size() - 1);
            for (String crumb : cookies) {
                joined += crumb.length();
            }
            if (joined > options.maxHeadBytes()) {
                stream.method = method;
                stream.headers = Map.of();
                stream.refusal = host.errorResponse(TransportRefusal.headTooLarge(options.maxHeadBytes()));
                return null;
            }
            headers.put("cookie", List.of(String.join("; ", cookies)));
        }
        if (authority != null && !headers.containsKey("host")) {
            headers.put("host", List.of(authority));
        }
        List<String> lengths = headers.get("content-length");
        if (lengths != null) {
            if (lengths.size() != 1
                    || lengths.get(0).isEmpty()
                    || lengths.get(0).length() > 18
                    || !lengths.get(0).chars().allMatch(c -> c >= '0' && c <= '9')) {
                return "a content-length that is not one number";
            }
            stream.contentLength = Long.parseLong(lengths.get(0));
            stream.overLimit = stream.contentLength > options.maxBodyBytes();
        }
        stream.method = method;
        stream.headers = headers;
        if (count > options.maxHeaderCount()) {
            stream.refusal = host.errorResponse(TransportRefusal.tooManyHeaders(options.maxHeaderCount()));
            return null;
        }
        try {
            String target = host.originForm(path);
            int question = target.indexOf('?');
            stream.path = question < 0 ? target : target.substring(0, question);
            stream.query = question < 0 ? "" : target.substring(question + 1);
        } catch (TransportRefusal e) {
            stream.refusal = host.errorResponse(e);
        }
        return null;
    }

    private static boolean validValue(String value) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '\r' || c == '\n' || c == 0) {
                return false;
            }
        }
        return true;
    }

    /** A regular header name: a token in lower case, as HTTP/2 requires (RFC 9113 section 8.2.1). */
    private static boolean validName(String name) {
        for (int i = 0; i < name.length(); i++) {
            if (name.charAt(i) >= 'A' && name.charAt(i) <= 'Z') {
                return false;
            }
        }
        return HttpTokens.isToken(name);
    }
}
