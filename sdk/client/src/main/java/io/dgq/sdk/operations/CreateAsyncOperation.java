package io.dgq.sdk.operations;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import java.util.concurrent.CompletableFuture;

/**
 * Creating a record without waiting: the asynchronous twin of {@link CreateOperation}. Not retried once the request may
 * have reached the server.
 *
 * <p>Failures arrive through the future, as the exceptions the blocking method throws; a bad argument throws
 * {@link IllegalArgumentException} at once.
 *
 * @param <T> the record type
 * @param <C> the request type
 */
public interface CreateAsyncOperation<T, C> {

    /**
     * Creates a record without waiting: the asynchronous {@link CreateOperation#create(Object, RequestOptions)}.
     *
     * @param request the record's fields
     * @param options the call's options
     * @return a future of the created record, with its new id; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if an argument is {@code null} or blank
     */
    CompletableFuture<T> create(C request, RequestOptions options);

    /**
     * Creates a record without waiting, with the client's options.
     *
     * @param request the record's fields
     * @return a future of the created record, with its new id
     * @see #create(Object, RequestOptions)
     */
    default CompletableFuture<T> create(C request) {
        return create(request, RequestOptions.none());
    }

    /**
     * The same operation without waiting, answering the whole envelope.
     *
     * @param <T> the record type
     * @param <C> the request type
     */
    interface Raw<T, C> {

        /**
         * Creates a record without waiting, answering the whole envelope.
         *
         * @param request the record's fields
         * @param options the call's options
         * @return a future of the envelope holding the created record
         * @see CreateOperation.Raw#create(Object, RequestOptions)
         */
        CompletableFuture<DgqResponse<T>> create(C request, RequestOptions options);
    }
}
