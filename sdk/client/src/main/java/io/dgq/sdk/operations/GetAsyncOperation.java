package io.dgq.sdk.operations;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import java.util.concurrent.CompletableFuture;

/**
 * Reading a record by its id without waiting: the asynchronous twin of {@link GetOperation}.
 *
 * <p>Failures arrive through the future, as the exceptions the blocking method throws; a bad argument throws
 * {@link IllegalArgumentException} at once.
 *
 * @param <T> the record type
 */
public interface GetAsyncOperation<T> {

    /**
     * Reads a record without waiting: the asynchronous {@link GetOperation#get(String, RequestOptions)}.
     *
     * @param id the record's id
     * @param options the call's options
     * @return a future of the record's detail; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if an argument is {@code null} or blank
     */
    CompletableFuture<T> get(String id, RequestOptions options);

    /**
     * Reads a record without waiting, with the client's options.
     *
     * @param id the record's id
     * @return a future of the record's detail
     * @see #get(String, RequestOptions)
     */
    default CompletableFuture<T> get(String id) {
        return get(id, RequestOptions.none());
    }

    /**
     * The same operation without waiting, answering the whole envelope.
     *
     * @param <T> the record type
     */
    interface Raw<T> {

        /**
         * Reads a record without waiting, answering the whole envelope.
         *
         * @param id the record's id
         * @param options the call's options
         * @return a future of the envelope holding the record
         * @see GetOperation.Raw#get(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<T>> get(String id, RequestOptions options);
    }
}
