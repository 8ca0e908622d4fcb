package io.dgq.sdk.terms;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.operations.CrudOperations;
import io.dgq.sdk.operations.ExportOperation;
import io.dgq.sdk.operations.ResourceClient;
import java.util.List;

/**
 * Terms: create, read, list, update, delete, export and the active terms. Reached through {@code client.terms()};
 * {@code client.withRawResponse().terms()} answers the whole envelope. Thread-safe.
 *
 * <ul>
 *   <li>{@code create}: {@code POST /api/v1/governance/term}; {@code name} is required
 *   <li>{@code export}: {@code POST /api/v1/governance/term/export}
 *   <li>{@code get}: {@code GET /api/v1/governance/term/{termId}}; the server counts a view
 *   <li>{@code active}: {@code GET /api/v1/governance/term/active/list}
 *   <li>{@code list}, {@code listAll}: {@code POST /api/v1/governance/term/list}, sorted and filtered by
 *       {@link TermColumn}
 *   <li>{@code update}: {@code PUT /api/v1/governance/term/{termId}}
 *   <li>{@code delete}: {@code DELETE /api/v1/governance/term/{termId}}
 * </ul>
 */
public interface TermsClient
        extends ResourceClient<TermsClient.WithRawResponse>,
                CrudOperations<Term, TermCreateRequest, TermListItem, TermUpdateRequest>,
                ExportOperation<TermListItem> {

    /**
     * Lists every active term, unpaged: {@code GET /api/v1/governance/term/active/list}.
     *
     * @param options the call's options
     * @return the active terms, in the server's order
     * @throws IllegalArgumentException before any request, if {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    List<TermListItem> active(RequestOptions options);

    /**
     * Lists every active term with the client's options.
     *
     * @return the active terms
     * @see #active(RequestOptions)
     */
    default List<TermListItem> active() {
        return active(RequestOptions.none());
    }

    /** The {@link TermsClient} operations, answering the whole envelope ({@link io.dgq.sdk.DgqResponse}). */
    interface WithRawResponse
            extends CrudOperations.Raw<Term, TermCreateRequest, TermListItem, TermUpdateRequest>,
                    ExportOperation.Raw<TermListItem> {

        /**
         * Lists every active term.
         *
         * @param options the call's options
         * @return the envelope holding the active terms
         * @see TermsClient#active(RequestOptions)
         */
        DgqResponse<List<TermListItem>> active(RequestOptions options);
    }
}
