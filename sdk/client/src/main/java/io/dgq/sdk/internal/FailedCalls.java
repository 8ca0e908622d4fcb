package io.dgq.sdk.internal;

import io.dgq.sdk.internal.checks.CallNaming;
import io.dgq.sdk.internal.checks.Companion;
import io.dgq.sdk.internal.checks.Companions;

/**
 * Names the call on the exception it failed with: the operation, HTTP method and path template, which
 * {@code DgqException} shows in its message and accessors. Its fields are final, so the named exception is a copy,
 * made by the {@link CallNaming} that {@code DgqException} names as its {@link Companion}: no code outside the SDK
 * can make one. Internal.
 */
public final class FailedCalls {

    private static final Companions<CallNaming> NAMINGS = Companions.of(CallNaming.class);

    private FailedCalls() {}

    /**
     * Names the call on the exception, if it is a {@code DgqException} that names none yet.
     *
     * @param failure what the call failed with
     * @param endpoint the call's endpoint: its operation, method, and template (or literal path)
     * @param apiRootPath the base URL's path that the template follows, such as {@code /api/v1}
     * @return what the caller gets: a copy of the {@code DgqException} naming the call, or {@code failure} itself
     */
    public static Throwable name(Throwable failure, Endpoint endpoint, String apiRootPath) {
        CallNaming naming = NAMINGS.nearest(failure.getClass());
        if (naming == null) {
            return failure;
        }
        String template = endpoint.observedTemplate() != null ? endpoint.observedTemplate() : endpoint.template();
        return naming.name(failure, endpoint.operation(), endpoint.method(), apiRootPath + template);
    }
}
