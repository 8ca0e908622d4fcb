package io.dgq.sdk.operations;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.model.JsonObject;

/**
 * Changing some fields of a record: {@code PUT} on the record's route, for example
 * {@code PUT /api/v1/governance/domain/{domainId}}. Fields not set in the request keep their values.
 *
 * @param <U> the request type
 */
public interface UpdateOperation<U> {

    /**
     * Updates some fields of a record: {@code PUT} on the record's route, named in the client's description.
     * Fields not set in the request keep their values; a field set to {@code null} is reset.
     *
     * @param id the record's id
     * @param request the fields to change
     * @param options the call's options
     * @throws IllegalArgumentException before any request, if {@code id} is {@code null} or blank, or
     *     {@code request} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no record has this id
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    void update(String id, U request, RequestOptions options);

    /**
     * Updates some fields of a record with the client's options.
     *
     * @param id the record's id
     * @param request the fields to change
     * @see #update(String, Object, RequestOptions)
     */
    default void update(String id, U request) {
        update(id, request, RequestOptions.none());
    }

    /**
     * Changing some fields of a record, answering the whole envelope.
     *
     * @param <U> the request type
     */
    interface Raw<U> {

        /**
         * Updates some fields of a record.
         *
         * @param id the record's id
         * @param request the fields to change
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see UpdateOperation#update(String, Object, RequestOptions)
         */
        DgqResponse<JsonObject> update(String id, U request, RequestOptions options);
    }
}
