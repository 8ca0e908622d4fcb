package io.dgq.sdk.internal.checks;

/**
 * Names the call on an exception it failed with; the SDK's base exception names its implementation as its
 * {@link Companion}, and the call path asks it for the copy that names the call. Internal.
 */
@FunctionalInterface
public interface CallNaming {
    /**
     * Names the call on an exception, if it is one of the SDK's that names none yet.
     *
     * @param exception the exception a call failed with
     * @param operation the operation, such as {@code domains.get}
     * @param method the HTTP method
     * @param pathTemplate the path template, or the caller's own path for {@code request(...)}
     * @return the exception naming the call (a copy), or {@code exception} itself
     */
    Throwable name(Throwable exception, String operation, String method, String pathTemplate);
}
