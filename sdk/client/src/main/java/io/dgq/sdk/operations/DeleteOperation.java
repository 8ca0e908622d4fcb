package io.dgq.sdk.operations;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.model.JsonObject;

/**
 * Deleting a record: {@code DELETE} on the record's route, for example
 * {@code DELETE /api/v1/governance/domain/{domainId}}.
 */
public interface DeleteOperation {

    /**
     * Deletes a record: {@code DELETE} on the record's route, named in the client's description.
     *
     * @param id the record's id
     * @param options the call's options
     * @throws IllegalArgumentException before any request, if {@code id} is {@code null} or blank
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no record has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    void delete(String id, RequestOptions options);

    /**
     * Deletes a record with the client's options.
     *
     * @param id the record's id
     * @see #delete(String, RequestOptions)
     */
    default void delete(String id) {
        delete(id, RequestOptions.none());
    }

    /** Deleting a record, answering the whole envelope. */
    interface Raw {

        /**
         * Deletes a record.
         *
         * @param id the record's id
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see DeleteOperation#delete(String, RequestOptions)
         */
        DgqResponse<JsonObject> delete(String id, RequestOptions options);
    }
}
