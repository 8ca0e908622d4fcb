package io.dgq.server.admin;

import java.util.Map;

/** A request the administration API refuses, answered with the error envelope. */
final class AdminRefusal extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** The HTTP status. */
    private final int status;
    /** The envelope's error code. */
    private final String code;
    /** Headers the answer carries, such as {@code Allow}. */
    private final transient Map<String, String> headers;

    private AdminRefusal(int status, String code, String message, Map<String, String> headers) {
        super(message, null, false, false);
        this.status = status;
        this.code = code;
        this.headers = Map.copyOf(headers);
    }

    static AdminRefusal invalid(String message) {
        return new AdminRefusal(400, "VALIDATION_FAILED", message, Map.of());
    }

    static AdminRefusal unauthorized(String message) {
        return new AdminRefusal(401, "UNAUTHORIZED", message, Map.of("WWW-Authenticate", "Bearer realm=\"dgq-admin\""));
    }

    static AdminRefusal conflict(String message) {
        return new AdminRefusal(409, "CONFLICT", message, Map.of());
    }

    static AdminRefusal notFound(String message) {
        return new AdminRefusal(404, "NOT_FOUND", message, Map.of());
    }

    static AdminRefusal methodNotAllowed(String method, String path, String allow) {
        return new AdminRefusal(
                405,
                "METHOD_NOT_ALLOWED",
                "Method " + method + " is not allowed on " + path + "; allowed: " + allow,
                Map.of("Allow", allow));
    }

    AdminAnswer answer() {
        return AdminAnswer.error(status, code, getMessage(), headers);
    }
}
