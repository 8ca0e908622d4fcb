package io.dgq.sdk.operations;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.model.JsonObject;
import java.util.concurrent.CompletableFuture;

/**
 * Deleting a record without waiting: the asynchronous twin of {@link DeleteOperation}.
 *
 * <p>Failures arrive through the future, as the exceptions the blocking method throws; a bad argument throws
 * {@link IllegalArgumentException} at once.
 */
public interface DeleteAsyncOperation {

    /**
     * Deletes a record without waiting: the asynchronous {@link DeleteOperation#delete(String, RequestOptions)}.
     *
     * @param id the record's id
     * @param options the call's options
     * @return a future completed with {@code null} once the record is deleted; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if an argument is {@code null} or blank
     */
    CompletableFuture<Void> delete(String id, RequestOptions options);

    /**
     * Deletes a record without waiting, with the client's options.
     *
     * @param id the record's id
     * @return a future completed with {@code null} once the record is deleted
     * @see #delete(String, RequestOptions)
     */
    default CompletableFuture<Void> delete(String id) {
        return delete(id, RequestOptions.none());
    }

    /**
     * The same operation without waiting, answering the whole envelope.
     */
    interface Raw {

        /**
         * Deletes a record without waiting, answering the whole envelope.
         *
         * @param id the record's id
         * @param options the call's options
         * @return a future of the envelope, whose data is the empty object
         * @see DeleteOperation.Raw#delete(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<JsonObject>> delete(String id, RequestOptions options);
    }
}
