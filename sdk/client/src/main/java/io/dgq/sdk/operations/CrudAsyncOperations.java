package io.dgq.sdk.operations;

/**
 * The five operations of a resource whose records are created, read, listed, updated and deleted one by one,
 * without waiting: the asynchronous twin of {@link CrudOperations}.
 *
 * @param <T> the record type
 * @param <C> the create request type
 * @param <L> the list item type
 * @param <U> the update request type
 */
public interface CrudAsyncOperations<T, C, L, U>
        extends CreateAsyncOperation<T, C>,
                GetAsyncOperation<T>,
                ListAsyncOperation<L>,
                UpdateAsyncOperation<U>,
                DeleteAsyncOperation {

    /**
     * The five operations without waiting, answering the whole envelope.
     *
     * @param <T> the record type
     * @param <C> the create request type
     * @param <L> the list item type
     * @param <U> the update request type
     */
    interface Raw<T, C, L, U>
            extends CreateAsyncOperation.Raw<T, C>,
                    GetAsyncOperation.Raw<T>,
                    ListAsyncOperation.Raw<L>,
                    UpdateAsyncOperation.Raw<U>,
                    DeleteAsyncOperation.Raw {}
}
