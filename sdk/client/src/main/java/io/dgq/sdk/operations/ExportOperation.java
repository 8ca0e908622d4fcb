package io.dgq.sdk.operations;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.List;

/**
 * Exporting every matching record in one answer: {@code POST} on the resource's export route, for example
 * {@code POST /api/v1/governance/domain/export}.
 *
 * @param <T> the list item type
 */
public interface ExportOperation<T> {

    /**
     * Exports every record that matches, unpaged: {@code POST} on the resource's export route, named in the
     * client's description.
     *
     * @param request sorting, filters and search; sent with {@code export: true}, so pagination does not apply
     * @param options the call's options
     * @return every match
     * @throws IllegalArgumentException before any request, if {@code request} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    List<T> export(ListRequest request, RequestOptions options);

    /**
     * Exports every matching record with the client's options.
     *
     * @param request sorting, filters and search
     * @return every match
     * @see #export(ListRequest, RequestOptions)
     */
    default List<T> export(ListRequest request) {
        return export(request, RequestOptions.none());
    }

    /**
     * Exporting every matching record, answering the whole envelope.
     *
     * @param <T> the list item type
     */
    interface Raw<T> {

        /**
         * Exports every matching record.
         *
         * @param request sorting, filters and search
         * @param options the call's options
         * @return the envelope holding every match as one page
         * @see ExportOperation#export(ListRequest, RequestOptions)
         */
        DgqResponse<Page<T>> export(ListRequest request, RequestOptions options);
    }
}
