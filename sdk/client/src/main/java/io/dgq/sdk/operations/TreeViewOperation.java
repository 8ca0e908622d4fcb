package io.dgq.sdk.operations;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;

/**
 * Reading the whole tree of a resource, without filters, sorting or paging: {@code POST} on its tree-view route,
 * for example {@code POST /api/v1/governance/domain/tree-view} with {@code {"has_user_filter": false}}.
 *
 * @param <T> the tree type
 */
public interface TreeViewOperation<T> {

    /**
     * Reads the whole tree: {@code POST} on the resource's tree-view route, named in the client's description.
     *
     * @param hasUserFilter {@code true} to keep only the records the caller created
     * @param options the call's options
     * @return the top-level records with their descendants
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    T treeView(boolean hasUserFilter, RequestOptions options);

    /**
     * Reads the whole tree with the client's options.
     *
     * @param hasUserFilter {@code true} to keep only the caller's records
     * @return the tree
     * @see #treeView(boolean, RequestOptions)
     */
    default T treeView(boolean hasUserFilter) {
        return treeView(hasUserFilter, RequestOptions.none());
    }

    /**
     * Reading the whole tree, answering the whole envelope.
     *
     * @param <T> the tree type
     */
    interface Raw<T> {

        /**
         * Reads the whole tree.
         *
         * @param hasUserFilter {@code true} to keep only the caller's records
         * @param options the call's options
         * @return the envelope holding the tree
         * @see TreeViewOperation#treeView(boolean, RequestOptions)
         */
        DgqResponse<T> treeView(boolean hasUserFilter, RequestOptions options);
    }
}
