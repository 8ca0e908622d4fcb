package io.dgq.sdk.operations;

/**
 * The five operations of a resource whose records are created, read, listed, updated and deleted one by one:
 * {@code POST} on its collection route, {@code GET}, {@code PUT} and {@code DELETE} on a record's route, and
 * {@code POST} on its list route.
 *
 * @param <T> the record type
 * @param <C> the create request type
 * @param <L> the list item type
 * @param <U> the update request type
 */
public interface CrudOperations<T, C, L, U>
        extends CreateOperation<T, C>, GetOperation<T>, ListOperation<L>, UpdateOperation<U>, DeleteOperation {

    /**
     * The five operations, answering the whole envelope.
     *
     * @param <T> the record type
     * @param <C> the create request type
     * @param <L> the list item type
     * @param <U> the update request type
     */
    interface Raw<T, C, L, U>
            extends CreateOperation.Raw<T, C>,
                    GetOperation.Raw<T>,
                    ListOperation.Raw<L>,
                    UpdateOperation.Raw<U>,
                    DeleteOperation.Raw {}
}
