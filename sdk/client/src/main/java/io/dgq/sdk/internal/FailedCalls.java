package io.dgq.sdk.internal;

import java.util.Objects;

/**
 * Names the call on the exception it failed with: the operation, HTTP method and path template, which
 * {@code DgqException} shows in its message and accessors. {@code DgqException} hands this class the only way to set
 * them when it is loaded, so that they stay unsettable from outside the SDK. Internal.
 */
public final class FailedCalls {

    /** Sets the call of an exception; given by {@code DgqException}. */
    @FunctionalInterface
    public interface Namer {
        /**
         * Sets the call of an exception, once, if it is a {@code DgqException}.
         *
         * @param exception the exception a call failed with
         * @param operation the operation, such as {@code domains.get}
         * @param method the HTTP method
         * @param pathTemplate the path template, or the caller's own path for {@code request(...)}
         */
        void name(Throwable exception, String operation, String method, String pathTemplate);
    }

    private static volatile Namer namer;

    private FailedCalls() {}

    /**
     * Receives the namer; {@code DgqException} calls it once, when it is loaded.
     *
     * @param given the namer
     * @throws IllegalStateException if a namer was given already
     */
    public static synchronized void register(Namer given) {
        if (namer != null) {
            throw new IllegalStateException("The namer of failed calls is set");
        }
        namer = Objects.requireNonNull(given);
    }

    /**
     * Names the call on the exception, if it is a {@code DgqException} that names none yet.
     *
     * @param failure what the call failed with
     * @param endpoint the call's endpoint: its operation, method, and template (or literal path)
     * @param apiRootPath the base URL's path that the template follows, such as {@code /api/v1}
     */
    public static void name(Throwable failure, Endpoint endpoint, String apiRootPath) {
        Namer current = namer; // null until DgqException is loaded, and so while no failure can be one
        if (current != null) {
            String template = endpoint.observedTemplate() != null ? endpoint.observedTemplate() : endpoint.template();
            current.name(failure, endpoint.operation(), endpoint.method(), apiRootPath + template);
        }
    }
}
