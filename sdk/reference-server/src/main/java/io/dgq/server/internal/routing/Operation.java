package io.dgq.server.internal.routing;

import io.dgq.server.internal.error.ApiError;

/** One operation of the API, bound to a method and a path template by the {@link Router}. */
@FunctionalInterface
public interface Operation {

    /**
     * Runs the operation.
     *
     * @throws ApiError for any answer other than success
     */
    Reply handle(Call call);
}
