package io.dgq.sdk.operations;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * Exporting every matching record in one answer without waiting: the asynchronous twin of {@link ExportOperation}.
 *
 * <p>Failures arrive through the future, as the exceptions the blocking method throws; a bad argument throws
 * {@link IllegalArgumentException} at once.
 *
 * @param <T> the list item type
 */
public interface ExportAsyncOperation<T> {

    /**
     * Exports every matching record without waiting: the asynchronous {@link ExportOperation#export(ListRequest,
     * RequestOptions)}.
     *
     * @param request sorting, filters and search; sent with {@code export: true}
     * @param options the call's options
     * @return a future of every match; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if an argument is {@code null} or blank
     */
    CompletableFuture<List<T>> export(ListRequest request, RequestOptions options);

    /**
     * Exports every matching record without waiting, with the client's options.
     *
     * @param request sorting, filters and search; sent with {@code export: true}
     * @return a future of every match
     * @see #export(ListRequest, RequestOptions)
     */
    default CompletableFuture<List<T>> export(ListRequest request) {
        return export(request, RequestOptions.none());
    }

    /**
     * The same operation without waiting, answering the whole envelope.
     *
     * @param <T> the list item type
     */
    interface Raw<T> {

        /**
         * Exports every matching record without waiting, answering the whole envelope.
         *
         * @param request sorting, filters and search; sent with {@code export: true}
         * @param options the call's options
         * @return a future of the envelope holding every match as one page
         * @see ExportOperation.Raw#export(ListRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<Page<T>>> export(ListRequest request, RequestOptions options);
    }
}
