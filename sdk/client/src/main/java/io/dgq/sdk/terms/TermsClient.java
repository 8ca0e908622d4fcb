// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.terms;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.AutoPager;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.List;
import java.util.stream.Stream;

/**
 * Terms: create, read, list, update, delete, export and the active terms. Reached through {@code client.terms()};
 * {@code client.withRawResponse().terms()} answers the whole envelope. Thread-safe.
 *
 * <ul>
 *   <li>{@code create}: {@code POST /api/v1/governance/term}; {@code name} is required
 *   <li>{@code export}: {@code POST /api/v1/governance/term/export}
 *   <li>{@code get}: {@code GET /api/v1/governance/term/{termId}}; the server counts a view
 *   <li>{@code update}: {@code PUT /api/v1/governance/term/{termId}}
 *   <li>{@code delete}: {@code DELETE /api/v1/governance/term/{termId}}
 *   <li>{@code list}, {@code listAll}: {@code POST /api/v1/governance/term/list}, sorted and filtered by
 *       {@link TermColumn}
 *   <li>{@code active}: {@code GET /api/v1/governance/term/active/list}
 * </ul>
 */
public interface TermsClient {
    /**
     * {@return the view of this client whose methods answer the whole envelope ({@link io.dgq.sdk.core.DgqResponse})}
     */
    WithRawResponse withRawResponse();

    /**
     * Creates a term: {@code POST /api/v1/governance/term}. Not retried once the request may have reached the server.
     *
     * @param request the term's fields
     * @param options the call's options
     * @return the created term, with its new id
     * @throws IllegalArgumentException before any request, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Term create(TermCreateRequest request, RequestOptions options);

    /**
     * Creates a term with the client's options.
     *
     * @param request the term's fields
     * @return the created term, with its new id
     * @see #create(TermCreateRequest, RequestOptions)
     */
    default Term create(TermCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Exports every matching term in one answer: {@code POST /api/v1/governance/term/export}.
     *
     * @param request sorting, filters and search; sent with {@code export: true}, so pagination does not apply
     * @param options the call's options
     * @return every match
     * @throws IllegalArgumentException before any request, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    List<TermListItem> export(ListRequest request, RequestOptions options);

    /**
     * Exports every matching term in one answer with the client's options.
     *
     * @param request sorting, filters and search; sent with {@code export: true}, so pagination does not apply
     * @return every match
     * @see #export(ListRequest, RequestOptions)
     */
    default List<TermListItem> export(ListRequest request) {
        return export(request, RequestOptions.none());
    }

    /**
     * Reads a term by its id: {@code GET /api/v1/governance/term/{termId}}.
     *
     * @param termId the term's id
     * @param options the call's options
     * @return the term's detail
     * @throws IllegalArgumentException before any request, if {@code termId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no term has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Term get(String termId, RequestOptions options);

    /**
     * Reads a term by its id with the client's options.
     *
     * @param termId the term's id
     * @return the term's detail
     * @see #get(String, RequestOptions)
     */
    default Term get(String termId) {
        return get(termId, RequestOptions.none());
    }

    /**
     * Updates some fields of a term: {@code PUT /api/v1/governance/term/{termId}}. Fields not set in the request keep
     * their values; a field set to {@code null} is reset.
     *
     * @param termId the term's id
     * @param request the fields to change
     * @param options the call's options
     * @throws IllegalArgumentException before any request, if {@code termId} is {@code null} or blank, or
     *     {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no term has this id
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    void update(String termId, TermUpdateRequest request, RequestOptions options);

    /**
     * Updates some fields of a term with the client's options.
     *
     * @param termId the term's id
     * @param request the fields to change
     * @see #update(String, TermUpdateRequest, RequestOptions)
     */
    default void update(String termId, TermUpdateRequest request) {
        update(termId, request, RequestOptions.none());
    }

    /**
     * Deletes a term: {@code DELETE /api/v1/governance/term/{termId}}.
     *
     * @param termId the term's id
     * @param options the call's options
     * @throws IllegalArgumentException before any request, if {@code termId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no term has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    void delete(String termId, RequestOptions options);

    /**
     * Deletes a term with the client's options.
     *
     * @param termId the term's id
     * @see #delete(String, RequestOptions)
     */
    default void delete(String termId) {
        delete(termId, RequestOptions.none());
    }

    /**
     * Lists one page of terms: {@code POST /api/v1/governance/term/list}.
     *
     * @param request pagination, sorting (by {@link TermColumn}), filters and search
     * @param options the call's options, also used for the next pages
     * @return the page, with the total count and, where the resource has them, the list's summary counters
     * @throws IllegalArgumentException before any request, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Page<TermListItem> list(ListRequest request, RequestOptions options);

    /**
     * Lists one page of terms with the client's options.
     *
     * @param request pagination, sorting (by {@link TermColumn}), filters and search
     * @return the page, with the total count and, where the resource has them, the list's summary counters
     * @see #list(ListRequest, RequestOptions)
     */
    default Page<TermListItem> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Streams every record of {@link #list(ListRequest, RequestOptions)}, from the request's page on, fetching each
     * page only when the previous one has been consumed.
     *
     * @param request pagination, sorting (by {@link TermColumn}), filters and search
     * @param options the call's options, for every page
     * @return a lazy stream; nothing is fetched until its terminal operation runs
     * @throws IllegalArgumentException at once, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqException while the stream is consumed, if a page fails
     */
    default Stream<TermListItem> listAll(ListRequest request, RequestOptions options) {
        if (request == null) {
            throw new IllegalArgumentException("'request' must not be null");
        }
        if (options == null) {
            throw new IllegalArgumentException("'options' must not be null");
        }
        return AutoPager.lazy(() -> list(request, options)).stream();
    }

    /**
     * Streams every record of {@link #list(ListRequest, RequestOptions)} with the client's options.
     *
     * @param request pagination, sorting (by {@link TermColumn}), filters and search
     * @return a lazy stream
     * @see #listAll(ListRequest, RequestOptions)
     */
    default Stream<TermListItem> listAll(ListRequest request) {
        return listAll(request, RequestOptions.none());
    }

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
     * Lists every active term, unpaged with the client's options.
     *
     * @return the active terms, in the server's order
     * @see #active(RequestOptions)
     */
    default List<TermListItem> active() {
        return active(RequestOptions.none());
    }

    /** The {@link TermsClient} operations, answering the whole envelope ({@link io.dgq.sdk.core.DgqResponse}). */
    interface WithRawResponse {
        /**
         * Creates a term, answering the whole envelope.
         *
         * @param request the term's fields
         * @param options the call's options
         * @return the envelope holding the created term, with its new id
         * @see TermsClient#create(TermCreateRequest, RequestOptions)
         */
        DgqResponse<Term> create(TermCreateRequest request, RequestOptions options);

        /**
         * Exports every matching term in one answer, answering the whole envelope.
         *
         * @param request sorting, filters and search; sent with {@code export: true}, so pagination does not apply
         * @param options the call's options
         * @return the envelope holding every match as one page
         * @see TermsClient#export(ListRequest, RequestOptions)
         */
        DgqResponse<Page<TermListItem>> export(ListRequest request, RequestOptions options);

        /**
         * Reads a term by its id, answering the whole envelope.
         *
         * @param termId the term's id
         * @param options the call's options
         * @return the envelope holding the term's detail
         * @see TermsClient#get(String, RequestOptions)
         */
        DgqResponse<Term> get(String termId, RequestOptions options);

        /**
         * Updates some fields of a term, answering the whole envelope.
         *
         * @param termId the term's id
         * @param request the fields to change
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see TermsClient#update(String, TermUpdateRequest, RequestOptions)
         */
        DgqResponse<JsonObject> update(String termId, TermUpdateRequest request, RequestOptions options);

        /**
         * Deletes a term, answering the whole envelope.
         *
         * @param termId the term's id
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see TermsClient#delete(String, RequestOptions)
         */
        DgqResponse<JsonObject> delete(String termId, RequestOptions options);

        /**
         * Lists one page of terms, answering the whole envelope.
         *
         * @param request pagination, sorting (by {@link TermColumn}), filters and search
         * @param options the call's options
         * @return the envelope holding the page, with the total count and, where the resource has them, the list's
         *     summary counters
         * @see TermsClient#list(ListRequest, RequestOptions)
         */
        DgqResponse<Page<TermListItem>> list(ListRequest request, RequestOptions options);

        /**
         * Lists every active term, unpaged, answering the whole envelope.
         *
         * @param options the call's options
         * @return the envelope holding the active terms, in the server's order
         * @see TermsClient#active(RequestOptions)
         */
        DgqResponse<List<TermListItem>> active(RequestOptions options);
    }
}
