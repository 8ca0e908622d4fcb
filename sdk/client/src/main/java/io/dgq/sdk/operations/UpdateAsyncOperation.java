package io.dgq.sdk.operations;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.model.JsonObject;
import java.util.concurrent.CompletableFuture;

/**
 * Changing some fields of a record without waiting: the asynchronous twin of {@link UpdateOperation}.
 *
 * <p>Failures arrive through the future, as the exceptions the blocking method throws; a bad argument throws
 * {@link IllegalArgumentException} at once.
 *
 * @param <U> the request type
 */
public interface UpdateAsyncOperation<U> {

    /**
     * Updates some fields of a record without waiting: the asynchronous {@link UpdateOperation#update(String, Object,
     * RequestOptions)}.
     *
     * @param id the record's id
     * @param request the fields to change
     * @param options the call's options
     * @return a future completed with {@code null} once the record is updated; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if an argument is {@code null} or blank
     */
    CompletableFuture<Void> update(String id, U request, RequestOptions options);

    /**
     * Updates some fields of a record without waiting, with the client's options.
     *
     * @param id the record's id
     * @param request the fields to change
     * @return a future completed with {@code null} once the record is updated
     * @see #update(String, Object, RequestOptions)
     */
    default CompletableFuture<Void> update(String id, U request) {
        return update(id, request, RequestOptions.none());
    }

    /**
     * The same operation without waiting, answering the whole envelope.
     *
     * @param <U> the request type
     */
    interface Raw<U> {

        /**
         * Updates some fields of a record without waiting, answering the whole envelope.
         *
         * @param id the record's id
         * @param request the fields to change
         * @param options the call's options
         * @return a future of the envelope, whose data is the empty object
         * @see UpdateOperation.Raw#update(String, Object, RequestOptions)
         */
        CompletableFuture<DgqResponse<JsonObject>> update(String id, U request, RequestOptions options);
    }
}
