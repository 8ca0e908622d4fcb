package io.dgq.sdk.operations;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;

/**
 * Reading a record by its id: {@code GET} on the record's route, for example
 * {@code GET /api/v1/governance/domain/{domainId}}.
 *
 * @param <T> the record type
 */
public interface GetOperation<T> {

    /**
     * Reads a record: {@code GET} on the record's route, named in the client's description. On governed records
     * (domains, terms, applications, tags, glossaries) the server counts a view.
     *
     * @param id the record's id
     * @param options the call's options
     * @return the record's detail
     * @throws IllegalArgumentException before any request, if {@code id} is {@code null} or blank
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no record has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    T get(String id, RequestOptions options);

    /**
     * Reads a record with the client's options.
     *
     * @param id the record's id
     * @return the record's detail
     * @see #get(String, RequestOptions)
     */
    default T get(String id) {
        return get(id, RequestOptions.none());
    }

    /**
     * Reading a record by its id, answering the whole envelope.
     *
     * @param <T> the record type
     */
    interface Raw<T> {

        /**
         * Reads a record.
         *
         * @param id the record's id
         * @param options the call's options
         * @return the envelope holding the record
         * @see GetOperation#get(String, RequestOptions)
         */
        DgqResponse<T> get(String id, RequestOptions options);
    }
}
