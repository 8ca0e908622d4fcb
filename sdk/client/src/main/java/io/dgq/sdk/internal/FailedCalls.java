package io.dgq.sdk.internal;

import java.util.Objects;

/**
 * Names the call on the exception it failed with: the operation, HTTP method and path template, which
 * {@code DgqException} shows in its message and accessors. Its fields are final: {@code DgqException} hands this
 * class, when it is loaded, the only way to make a copy that names the call, so that no code outside the SDK can.
 * Internal.
 */
public final class FailedCalls {

    /** Names the call on an exception; given by {@code DgqException}. */
    @FunctionalInterface
    public interface Namer {
        /**
         * Names the call on an exception, if it is a {@code DgqException} that names none yet.
         *
         * @param exception the exception a call failed with
         * @param operation the operation, such as {@code domains.get}
         * @param method the HTTP method
         * @param pathTemplate the path template, or the caller's own path for {@code request(...)}
         * @return the exception naming the call (a copy of a {@code DgqException}), or {@code exception} itself
         */
        Throwable name(Throwable exception, String operation, String method, String pathTemplate);
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
     * @return what the caller gets: a copy of the {@code DgqException} naming the call, or {@code failure} itself
     */
    public static Throwable name(Throwable failure, Endpoint endpoint, String apiRootPath) {
        Namer current = namer; // null until DgqException is loaded, and so while no failure can be one
        if (current == null) {
            return failure;
        }
        String template = endpoint.observedTemplate() != null ? endpoint.observedTemplate() : endpoint.template();
        return current.name(failure, endpoint.operation(), endpoint.method(), apiRootPath + template);
    }
}
