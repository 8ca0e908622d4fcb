package io.dgq.server;

/** One operation of the API, bound to a method and a path template by the {@link Router}. */
@FunctionalInterface
interface Operation {

    /**
     * Runs the operation.
     *
     * @throws ApiError for any answer other than success
     */
    Reply handle(Call call);
}
