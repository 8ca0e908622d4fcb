package io.dgq.sdk.errors;

import java.util.Optional;

/**
 * The server has no route for the path called (HTTP 404): the answer is not the API's envelope (a proxy's or
 * another server's page), or its message names a route rather than a record. The base URL is then almost always
 * wrong: the message says so and shows the URL called (without credentials or query).
 *
 * <p>A subclass of {@link DgqNotFoundException}, so that a {@code catch (DgqNotFoundException e)} written for
 * missing records still catches it; catch this type first to tell a wrong address from a missing record.
 */
public class DgqRouteNotFoundException extends DgqNotFoundException {

    private static final long serialVersionUID = 1L;

    /** The URL called, without credentials or query; {@code null} when unknown. */
    private final String calledUrl;

    /**
     * Creates the exception.
     *
     * @param failure the answer
     * @param operation the method and path called, for example {@code POST /wrong/api/v1/governance/domain}
     * @param calledUrl the URL called, without credentials or query; {@code null} when unknown
     */
    public DgqRouteNotFoundException(HttpFailure failure, String operation, String calledUrl) {
        super(
                failure.describe() + ". The server has no route for " + operation + ": the base URL is probably "
                        + "wrong" + (calledUrl == null ? "" : " (called " + calledUrl + ")") + "; the SDK adds /api/v1 "
                        + "and the operation's path to the base URL given to the builder",
                failure);
        this.calledUrl = calledUrl;
    }

    /** {@return the URL called, without credentials or query; empty when unknown} */
    public Optional<String> calledUrl() {
        return Optional.ofNullable(calledUrl);
    }

    /** Copies an exception a call failed with, naming the call. */
    DgqRouteNotFoundException(DgqRouteNotFoundException original, CallName call) {
        super(original, call);
        this.calledUrl = original.calledUrl;
    }

    @Override
    DgqException withCall(CallName call) {
        return getClass() == DgqRouteNotFoundException.class ? new DgqRouteNotFoundException(this, call) : null;
    }
}
