package io.dgq.sdk.operations;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import java.util.concurrent.CompletableFuture;

/**
 * Reading the whole tree of a resource without waiting: the asynchronous twin of {@link TreeViewOperation}.
 *
 * <p>Failures arrive through the future, as the exceptions the blocking method throws; a bad argument throws
 * {@link IllegalArgumentException} at once.
 *
 * @param <T> the tree type
 */
public interface TreeViewAsyncOperation<T> {

    /**
     * Reads the whole tree without waiting: the asynchronous {@link TreeViewOperation#treeView(boolean,
     * RequestOptions)}.
     *
     * @param hasUserFilter {@code true} to keep only the records the caller created
     * @param options the call's options
     * @return a future of the top-level records with their descendants; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if an argument is {@code null} or blank
     */
    CompletableFuture<T> treeView(boolean hasUserFilter, RequestOptions options);

    /**
     * Reads the whole tree without waiting, with the client's options.
     *
     * @param hasUserFilter {@code true} to keep only the records the caller created
     * @return a future of the top-level records with their descendants
     * @see #treeView(boolean, RequestOptions)
     */
    default CompletableFuture<T> treeView(boolean hasUserFilter) {
        return treeView(hasUserFilter, RequestOptions.none());
    }

    /**
     * The same operation without waiting, answering the whole envelope.
     *
     * @param <T> the tree type
     */
    interface Raw<T> {

        /**
         * Reads the whole tree without waiting, answering the whole envelope.
         *
         * @param hasUserFilter {@code true} to keep only the records the caller created
         * @param options the call's options
         * @return a future of the envelope holding the tree
         * @see TreeViewOperation.Raw#treeView(boolean, RequestOptions)
         */
        CompletableFuture<DgqResponse<T>> treeView(boolean hasUserFilter, RequestOptions options);
    }
}
