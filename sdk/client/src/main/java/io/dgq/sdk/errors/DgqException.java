package io.dgq.sdk.errors;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Root of every exception the SDK throws for a failed call. Unchecked.
 *
 * <p>When the server answered, the exception carries the HTTP status, the envelope's message, the correlation id
 * (quote it to support), the error code of {@code data.error.code}, the response headers and the raw body. When
 * it did not (a connection failure, a refused token), {@link #statusCode()} is 0 and those are empty.
 *
 * <p>{@link #getMessage()} names the status, the server's message and the correlation id. It never contains the
 * API token.
 */
public class DgqException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final transient HttpFailure failure;

    /**
     * Creates an exception for a call the server never answered.
     *
     * @param message what went wrong and what to do
     * @param cause the underlying failure, or {@code null}
     */
    public DgqException(String message, Throwable cause) {
        super(message, cause);
        this.failure = HttpFailure.NONE;
    }

    /**
     * Creates an exception for an answer the server gave.
     *
     * @param failure the HTTP status, headers, body and decoded error of the answer
     * @param cause the underlying failure, or {@code null}
     */
    public DgqException(HttpFailure failure, Throwable cause) {
        super(failure.describe(), cause);
        this.failure = failure;
    }

    /**
     * Creates an exception for an answer the server gave, with a message of the caller's.
     *
     * @param message what went wrong
     * @param failure the HTTP status, headers, body and decoded error of the answer
     * @param cause the underlying failure, or {@code null}
     */
    protected DgqException(String message, HttpFailure failure, Throwable cause) {
        super(message, cause);
        this.failure = failure;
    }

    /** {@return the HTTP status of the answer, or 0 when the server did not answer} */
    public int statusCode() {
        return failure.statusCode();
    }

    /** {@return the envelope's {@code message}, or empty when there was none} */
    public Optional<String> serverMessage() {
        return Optional.ofNullable(failure.serverMessage());
    }

    /** {@return the request's correlation id (from the envelope or the {@code X-Correlation-Id} header)} */
    public Optional<String> correlationId() {
        return Optional.ofNullable(failure.correlationId());
    }

    /** {@return the error code of {@code data.error.code}, for example {@code NOT_FOUND}} */
    public Optional<String> errorCode() {
        return Optional.ofNullable(failure.errorCode());
    }

    /** {@return the field-level details of {@code data.error.details}; empty when there are none} */
    public List<ErrorDetail> details() {
        return failure.details();
    }

    /** {@return the response headers, names in lower case; empty when the server did not answer} */
    public Map<String, List<String>> headers() {
        return failure.headers();
    }

    /** {@return the raw response body, or empty when there was none} */
    public Optional<String> rawBody() {
        return Optional.ofNullable(failure.rawBody());
    }
}
