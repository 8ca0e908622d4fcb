package io.dgq.sdk.errors;

import io.dgq.sdk.internal.checks.CallNaming;
import io.dgq.sdk.internal.checks.Companion;
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
 * <p>{@link #getMessage()} starts with the call that failed, its operation, HTTP method and path template
 * ({@code domains.get (GET /api/v1/governance/domain/{domainId}): }), then names the status, the server's message
 * and the correlation id. It never contains the API token. {@link #operation()}, {@link #httpMethod()} and
 * {@link #pathTemplate()} give the call apart.
 */
@Companion(DgqException.Naming.class)
public class DgqException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final transient HttpFailure failure;
    private final transient String operation;
    private final transient String httpMethod;
    private final transient String pathTemplate;

    /**
     * Creates an exception for a call the server never answered.
     *
     * @param message what went wrong and what to do
     * @param cause the underlying failure, or {@code null}
     */
    public DgqException(String message, Throwable cause) {
        super(message, cause);
        this.failure = HttpFailure.NONE;
        this.operation = null;
        this.httpMethod = null;
        this.pathTemplate = null;
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
        this.operation = null;
        this.httpMethod = null;
        this.pathTemplate = null;
    }

    /**
     * Creates an exception for an answer the server gave, with a message of the caller's.
     *
     * @param message what went wrong
     * @param failure the HTTP status, headers, body and decoded error of the answer
     * @param cause the underlying failure, or {@code null}
     */
    DgqException(String message, HttpFailure failure, Throwable cause) {
        super(message, cause);
        this.failure = failure;
        this.operation = null;
        this.httpMethod = null;
        this.pathTemplate = null;
    }

    /**
     * Copies an exception a call failed with, naming the call: the same message, answer, cause, stack trace and
     * suppressed exceptions. The SDK's own subclasses each have such a constructor; none is public.
     */
    DgqException(DgqException original, CallName call) {
        super(original.unnamedMessage(), original.getCause());
        this.failure = original.failure;
        this.operation = call.operation;
        this.httpMethod = call.httpMethod;
        this.pathTemplate = call.pathTemplate;
        setStackTrace(original.getStackTrace());
        for (Throwable suppressed : original.getSuppressed()) {
            addSuppressed(suppressed);
        }
    }

    /**
     * Names the call that failed: the SDK's error stage does it before the exception reaches the caller and the
     * call's listeners. The call's fields are final, so the named exception is a copy.
     *
     * @return the copy naming the call; the failure itself when it is not a {@code DgqException}, already names a
     *     call, or is of a class the SDK does not know (a subclass of the caller's)
     */
    private static Throwable named(Throwable failure, String operation, String method, String pathTemplate) {
        if (!(failure instanceof DgqException exception) || exception.operation != null) {
            return failure;
        }
        DgqException copy = exception.withCall(new CallName(operation, method, pathTemplate));
        return copy == null ? failure : copy;
    }

    /**
     * {@return a copy of this exception naming the call, or {@code null} when this is of a class the SDK does not
     * know}
     */
    DgqException withCall(CallName call) {
        return getClass() == DgqException.class ? new DgqException(this, call) : null;
    }

    /** Names the call on a failure, for the call path; it finds this through the {@link Companion} annotation. */
    static final class Naming implements CallNaming {
        @Override
        public Throwable name(Throwable exception, String operation, String method, String pathTemplate) {
            return named(exception, operation, method, pathTemplate);
        }
    }

    /** {@return the message without the call} */
    private String unnamedMessage() {
        return super.getMessage();
    }

    /** The call an exception names: its operation, HTTP method and path template. */
    static final class CallName {
        final String operation;
        final String httpMethod;
        final String pathTemplate;

        CallName(String operation, String httpMethod, String pathTemplate) {
            this.operation = operation;
            this.httpMethod = httpMethod;
            this.pathTemplate = pathTemplate;
        }
    }

    /**
     * {@return the message: the call that failed (when the SDK sent it), then what went wrong}
     */
    @Override
    public String getMessage() {
        String message = super.getMessage();
        String named = operation;
        return named == null ? message : named + " (" + httpMethod + " " + pathTemplate + "): " + message;
    }

    /**
     * {@return the operation that failed, such as {@code domains.get}, or {@code request} for a call of
     * {@code request(...)} that matches no declared operation; empty for an exception the SDK did not throw from a
     * call (one built by a test, say)}
     */
    public Optional<String> operation() {
        return Optional.ofNullable(operation);
    }

    /** {@return the HTTP method of the call that failed; empty when {@link #operation()} is} */
    public Optional<String> httpMethod() {
        return Optional.ofNullable(operation == null ? null : httpMethod);
    }

    /**
     * {@return the path template of the call that failed, such as {@code /api/v1/governance/domain/{domainId}} (for
     * {@code request(...)} that matches no operation, the path it was given); empty when {@link #operation()} is}
     */
    public Optional<String> pathTemplate() {
        return Optional.ofNullable(operation == null ? null : pathTemplate);
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
