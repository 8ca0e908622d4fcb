package io.dgq.sdk.errors;

import java.util.Optional;

/**
 * The server answered with a redirect (301, 302, 303, 307 or 308) that the SDK does not follow. The SDK follows
 * only the redirects of a {@code GET} to the same scheme, host and port, at most five in a row; it never follows
 * one of another method (which would send a write again) or one to another server (which would receive the
 * request's headers). The message says where the redirect pointed and why it was not followed; the base URL is
 * often the one to change (for example {@code http://} where the server wants {@code https://}).
 *
 * <p>A subclass of {@link DgqUnexpectedStatusException}, which redirects were reported as before.
 */
public class DgqRedirectException extends DgqUnexpectedStatusException {

    private static final long serialVersionUID = 1L;

    /** Where the redirect pointed, without credentials or query; {@code null} when it named no place. */
    private final String location;

    /**
     * Creates the exception.
     *
     * @param failure the answer
     * @param location where the redirect pointed, without credentials or query; {@code null} when it named none
     * @param reason why it was not followed, for example {@code it points to another server}
     */
    public DgqRedirectException(HttpFailure failure, String location, String reason) {
        super(
                failure.describe() + ". The server redirected to " + (location == null ? "nowhere" : location)
                        + "; not followed: " + reason,
                failure);
        this.location = location;
    }

    /** {@return where the redirect pointed, without credentials or query; empty when it named no place} */
    public Optional<String> location() {
        return Optional.ofNullable(location);
    }

    /** Copies an exception a call failed with, naming the call. */
    DgqRedirectException(DgqRedirectException original, CallName call) {
        super(original, call);
        this.location = original.location;
    }

    @Override
    DgqException withCall(CallName call) {
        return getClass() == DgqRedirectException.class ? new DgqRedirectException(this, call) : null;
    }
}
