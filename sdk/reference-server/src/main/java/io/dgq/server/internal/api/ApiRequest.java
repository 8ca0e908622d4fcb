package io.dgq.server.internal.api;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One HTTP request, independent of the transport.
 *
 * @param method the HTTP method, upper case
 * @param rawPath the path as sent, still percent-encoded, without the query
 * @param headers the headers; names are matched case-insensitively
 * @param body the body bytes, empty when none was sent or when it was over the limit
 * @param bodyOverLimit whether the body was larger than the server accepts
 * @param rawQuery the query as sent, without {@code ?}; empty when none
 * @param clientAddress the client's IP address, empty when the transport does not tell
 * @param protocol the HTTP version of the request line, such as {@code HTTP/1.1}
 */
public record ApiRequest(
        String method,
        String rawPath,
        Map<String, List<String>> headers,
        byte[] body,
        boolean bodyOverLimit,
        String rawQuery,
        String clientAddress,
        String protocol) {

    public ApiRequest {
        Map<String, List<String>> copy = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        headers.forEach((name, values) -> copy.put(name, List.copyOf(values)));
        headers = copy;
        rawQuery = rawQuery == null ? "" : rawQuery;
        clientAddress = clientAddress == null ? "" : clientAddress;
        protocol = protocol == null ? "HTTP/1.1" : protocol;
    }

    /** A request whose transport does not tell its HTTP version: {@code HTTP/1.1}. */
    public ApiRequest(
            String method,
            String rawPath,
            Map<String, List<String>> headers,
            byte[] body,
            boolean bodyOverLimit,
            String rawQuery,
            String clientAddress) {
        this(method, rawPath, headers, body, bodyOverLimit, rawQuery, clientAddress, "HTTP/1.1");
    }

    /** A request without a query, from a client the transport does not name. */
    ApiRequest(String method, String rawPath, Map<String, List<String>> headers, byte[] body, boolean bodyOverLimit) {
        this(method, rawPath, headers, body, bodyOverLimit, "", "", "HTTP/1.1");
    }

    /** The first value of a header, or {@code null}. */
    String header(String name) {
        List<String> values = headers.get(name);
        return values == null || values.isEmpty() ? null : values.get(0);
    }
}
