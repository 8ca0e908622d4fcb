package io.dgq.server.internal.rules;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.internal.error.ApiError;

/** The resource-specific part of writes: derived fields, reference checks and changes that ripple to other kinds. */
public interface RecordRules {

    /** Rules that derive nothing and propagate nothing. */
    RecordRules NONE = new RecordRules() {};

    /**
     * Completes a record about to be stored. Runs under the store's lock, so it must not write to other stores.
     *
     * @param next the record to store, which this method may change
     * @param previous the stored record being replaced, or {@code null} on create
     * @throws ApiError when the record may not be stored
     */
    default void prepare(ObjectNode next, ObjectNode previous) {}

    /**
     * Refuses the delete of a record that others still need. Runs before the store removes it.
     *
     * @param id the id of the record to delete
     * @throws ApiError CONFLICT when the record may not be deleted
     */
    default void beforeDelete(String id) {}

    /**
     * Carries a stored write over to other resources. Runs after the store's lock is released.
     *
     * @param previous the record before, or {@code null} on create
     * @param next the record after, or {@code null} on delete
     */
    default void propagate(ObjectNode previous, ObjectNode next) {}
}
