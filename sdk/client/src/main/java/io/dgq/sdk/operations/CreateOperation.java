package io.dgq.sdk.operations;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;

/**
 * Creating a record: {@code POST} on the resource's collection route, for example
 * {@code POST /api/v1/governance/domain}. Not retried once the request may have reached the server.
 *
 * @param <T> the record type
 * @param <C> the request type
 */
public interface CreateOperation<T, C> {

    /**
     * Creates a record: {@code POST} on the resource's collection route, named in the client's description.
     *
     * @param request the record's fields; the client's description names the required ones
     * @param options the call's options
     * @return the created record, with its new id
     * @throws IllegalArgumentException before any request, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    T create(C request, RequestOptions options);

    /**
     * Creates a record with the client's options.
     *
     * @param request the record's fields
     * @return the created record
     * @see #create(Object, RequestOptions)
     */
    default T create(C request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Creating a record, answering the whole envelope.
     *
     * @param <T> the record type
     * @param <C> the request type
     */
    interface Raw<T, C> {

        /**
         * Creates a record.
         *
         * @param request the record's fields
         * @param options the call's options
         * @return the envelope holding the created record
         * @see CreateOperation#create(Object, RequestOptions)
         */
        DgqResponse<T> create(C request, RequestOptions options);
    }
}
