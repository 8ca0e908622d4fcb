package io.dgq.server.admin;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import java.util.Objects;

/**
 * What the administration API answers to one request: a success with the envelope's message and {@code data}, an
 * error with the envelope's status, code and message, or a document sent as it is. The server wraps the first two
 * in the API's envelope, with its timestamp and correlation id. Immutable but for the {@code data} object, which
 * the server only reads.
 */
public final class AdminAnswer {

    private final int status;
    private final String code;
    private final String message;
    private final ObjectNode data;
    private final Map<String, String> headers;
    private final byte[] document;

    private AdminAnswer(
            int status, String code, String message, ObjectNode data, Map<String, String> headers, byte[] document) {
        this.status = status;
        this.code = code;
        this.message = message;
        this.data = data;
        this.headers = Map.copyOf(headers);
        this.document = document;
    }

    static AdminAnswer success(String message, ObjectNode data) {
        return new AdminAnswer(
                200, null, Objects.requireNonNull(message), Objects.requireNonNull(data), Map.of(), null);
    }

    static AdminAnswer error(int status, String code, String message) {
        return error(status, code, message, Map.of());
    }

    static AdminAnswer error(int status, String code, String message, Map<String, String> headers) {
        return new AdminAnswer(status, code, message, null, headers, null);
    }

    /** A file of the console, sent as it is with its content type and headers that keep it to this origin. */
    static AdminAnswer asset(byte[] bytes, String contentType) {
        return new AdminAnswer(
                200,
                null,
                "",
                null,
                Map.of(
                        "Content-Type",
                        contentType,
                        "Cache-Control",
                        "no-store",
                        "X-Content-Type-Options",
                        "nosniff",
                        "Referrer-Policy",
                        "no-referrer",
                        "X-Frame-Options",
                        "DENY",
                        "Content-Security-Policy",
                        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
                                + "connect-src 'self'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'"),
                bytes);
    }

    static AdminAnswer document(byte[] json) {
        return new AdminAnswer(200, null, "", null, Map.of(), json); // document() hands out copies
    }

    /** {@return the HTTP status} */
    public int status() {
        return status;
    }

    /** {@return whether this is an error, answered with the error envelope} */
    public boolean isError() {
        return code != null;
    }

    /** {@return whether this is a document, answered as it is without the envelope} */
    public boolean isDocument() {
        return document != null;
    }

    /** {@return the error code of an error, such as {@code UNAUTHORIZED}; {@code null} otherwise} */
    public String code() {
        return code;
    }

    /** {@return the envelope's message; empty for a document} */
    public String message() {
        return message;
    }

    /** {@return the envelope's {@code data} of a success; {@code null} otherwise} */
    public ObjectNode data() {
        return data;
    }

    /** {@return headers the answer carries besides the usual ones, such as {@code Allow} on a 405} */
    public Map<String, String> headers() {
        return headers;
    }

    /** {@return a copy of a document's JSON bytes; {@code null} when this is not a document} */
    public byte[] document() {
        return document == null ? null : document.clone();
    }

    /** {@return the status, and the code and message of an error} */
    @Override
    public String toString() {
        return isError()
                ? status + " " + code + ": " + message
                : isDocument() ? status + " document of " + document.length + " bytes" : status + " " + message;
    }
}
