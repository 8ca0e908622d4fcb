package io.dgq.server.internal.transport;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One HTTP request as the transport read it, of either protocol.
 *
 * @param method the HTTP method, upper case
 * @param rawPath the path as sent, still percent-encoded, without the query
 * @param headers the headers; names are matched case-insensitively
 * @param body the body bytes, empty when none was sent or when it was over the limit
 * @param bodyOverLimit whether the body was larger than the server accepts
 * @param rawQuery the query as sent, without {@code ?}; empty when none
 * @param clientAddress the peer's IP address, empty when the transport does not tell
 * @param protocol the HTTP version, {@code HTTP/1.1}, {@code HTTP/1.0} or {@code HTTP/2}
 */
public record TransportRequest(
        String method,
        String rawPath,
        Map<String, List<String>> headers,
        byte[] body,
        boolean bodyOverLimit,
        String rawQuery,
        String clientAddress,
        String protocol) {

    /** Copies the headers into a case-insensitive map and fills the optional parts with their defaults. */
    public TransportRequest {
        Map<String, List<String>> copy = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        headers.forEach((name, values) -> copy.put(name, List.copyOf(values)));
        headers = copy;
        rawQuery = rawQuery == null ? "" : rawQuery;
        clientAddress = clientAddress == null ? "" : clientAddress;
        protocol = protocol == null ? "HTTP/1.1" : protocol;
    }
}
