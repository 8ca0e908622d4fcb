// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.glossaries;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.AutoPager;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.stream.Stream;

/**
 * Glossaries: create, read, list, update, delete and the glossary tree. Reached through {@code client.glossaries()};
 * {@code client.withRawResponse().glossaries()} answers the whole envelope. Thread-safe.
 *
 * <ul>
 *   <li>{@code create}: {@code POST /api/v1/governance/glossary}; {@code name} is required
 *   <li>{@code treeView}: {@code POST /api/v1/governance/glossary/tree-view}; top-level glossaries hold their
 *       categories and terms
 *   <li>{@code get}: {@code GET /api/v1/governance/glossary/{glossaryId}}; the server counts a view
 *   <li>{@code update}: {@code PUT /api/v1/governance/glossary/{glossaryId}}
 *   <li>{@code delete}: {@code DELETE /api/v1/governance/glossary/{glossaryId}}
 *   <li>{@code list}, {@code listAll}: {@code POST /api/v1/governance/glossary/list}, sorted and filtered by
 *       {@link GlossaryColumn}
 * </ul>
 */
public interface GlossariesClient {
    /**
     * {@return the view of this client whose methods answer the whole envelope ({@link io.dgq.sdk.core.DgqResponse})}
     */
    WithRawResponse withRawResponse();

    /**
     * Creates a glossary: {@code POST /api/v1/governance/glossary}. Not retried once the request may have reached the
     * server.
     *
     * @param request the glossary's fields
     * @param options the call's options
     * @return the created glossary, with its new id
     * @throws IllegalArgumentException before any request, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqConflictException if the server refuses the write as conflicting with the current
     *     state
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Glossary create(GlossaryCreateRequest request, RequestOptions options);

    /**
     * Creates a glossary with the client's options.
     *
     * @param request the glossary's fields
     * @return the created glossary, with its new id
     * @see #create(GlossaryCreateRequest, RequestOptions)
     */
    default Glossary create(GlossaryCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Reads the whole glossary tree, without filters, sorting or paging: {@code POST
     * /api/v1/governance/glossary/tree-view}.
     *
     * @param hasUserFilter {@code true} to keep only the records the caller created
     * @param options the call's options
     * @return the top-level glossaries with their descendants
     * @throws IllegalArgumentException before any request, if {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    GlossaryTree treeView(boolean hasUserFilter, RequestOptions options);

    /**
     * Reads the whole glossary tree, without filters, sorting or paging with the client's options.
     *
     * @param hasUserFilter {@code true} to keep only the records the caller created
     * @return the top-level glossaries with their descendants
     * @see #treeView(boolean, RequestOptions)
     */
    default GlossaryTree treeView(boolean hasUserFilter) {
        return treeView(hasUserFilter, RequestOptions.none());
    }

    /**
     * Reads a glossary by its id: {@code GET /api/v1/governance/glossary/{glossaryId}}.
     *
     * @param glossaryId the glossary's id
     * @param options the call's options
     * @return the glossary's detail
     * @throws IllegalArgumentException before any request, if {@code glossaryId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no glossary has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Glossary get(String glossaryId, RequestOptions options);

    /**
     * Reads a glossary by its id with the client's options.
     *
     * @param glossaryId the glossary's id
     * @return the glossary's detail
     * @see #get(String, RequestOptions)
     */
    default Glossary get(String glossaryId) {
        return get(glossaryId, RequestOptions.none());
    }

    /**
     * Updates some fields of a glossary: {@code PUT /api/v1/governance/glossary/{glossaryId}}. Fields not set in the
     * request keep their values; a field set to {@code null} is reset.
     *
     * @param glossaryId the glossary's id
     * @param request the fields to change
     * @param options the call's options
     * @throws IllegalArgumentException before any request, if {@code glossaryId} is {@code null} or blank, or
     *     {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no glossary has this id
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqConflictException if the server refuses the write as conflicting with the current
     *     state
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    void update(String glossaryId, GlossaryUpdateRequest request, RequestOptions options);

    /**
     * Updates some fields of a glossary with the client's options.
     *
     * @param glossaryId the glossary's id
     * @param request the fields to change
     * @see #update(String, GlossaryUpdateRequest, RequestOptions)
     */
    default void update(String glossaryId, GlossaryUpdateRequest request) {
        update(glossaryId, request, RequestOptions.none());
    }

    /**
     * Deletes a glossary: {@code DELETE /api/v1/governance/glossary/{glossaryId}}.
     *
     * @param glossaryId the glossary's id
     * @param options the call's options
     * @throws IllegalArgumentException before any request, if {@code glossaryId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no glossary has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    void delete(String glossaryId, RequestOptions options);

    /**
     * Deletes a glossary with the client's options.
     *
     * @param glossaryId the glossary's id
     * @see #delete(String, RequestOptions)
     */
    default void delete(String glossaryId) {
        delete(glossaryId, RequestOptions.none());
    }

    /**
     * Lists one page of glossaries: {@code POST /api/v1/governance/glossary/list}.
     *
     * @param request pagination, sorting (by {@link GlossaryColumn}), filters and search
     * @param options the call's options, also used for the next pages
     * @return the page, with the total count and, where the resource has them, the list's summary counters
     * @throws IllegalArgumentException before any request, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Page<GlossaryListItem> list(ListRequest request, RequestOptions options);

    /**
     * Lists one page of glossaries with the client's options.
     *
     * @param request pagination, sorting (by {@link GlossaryColumn}), filters and search
     * @return the page, with the total count and, where the resource has them, the list's summary counters
     * @see #list(ListRequest, RequestOptions)
     */
    default Page<GlossaryListItem> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Streams every record of {@link #list(ListRequest, RequestOptions)}, from the request's page on, fetching each
     * page only when the previous one has been consumed.
     *
     * @param request pagination, sorting (by {@link GlossaryColumn}), filters and search
     * @param options the call's options, for every page
     * @return a lazy stream; nothing is fetched until its terminal operation runs
     * @throws IllegalArgumentException at once, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqException while the stream is consumed, if a page fails
     */
    default Stream<GlossaryListItem> listAll(ListRequest request, RequestOptions options) {
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
     * @param request pagination, sorting (by {@link GlossaryColumn}), filters and search
     * @return a lazy stream
     * @see #listAll(ListRequest, RequestOptions)
     */
    default Stream<GlossaryListItem> listAll(ListRequest request) {
        return listAll(request, RequestOptions.none());
    }

    /** The {@link GlossariesClient} operations, answering the whole envelope ({@link io.dgq.sdk.core.DgqResponse}). */
    interface WithRawResponse {
        /**
         * Creates a glossary, answering the whole envelope.
         *
         * @param request the glossary's fields
         * @param options the call's options
         * @return the envelope holding the created glossary, with its new id
         * @see GlossariesClient#create(GlossaryCreateRequest, RequestOptions)
         */
        DgqResponse<Glossary> create(GlossaryCreateRequest request, RequestOptions options);

        /**
         * Reads the whole glossary tree, without filters, sorting or paging, answering the whole envelope.
         *
         * @param hasUserFilter {@code true} to keep only the records the caller created
         * @param options the call's options
         * @return the envelope holding the top-level glossaries with their descendants
         * @see GlossariesClient#treeView(boolean, RequestOptions)
         */
        DgqResponse<GlossaryTree> treeView(boolean hasUserFilter, RequestOptions options);

        /**
         * Reads a glossary by its id, answering the whole envelope.
         *
         * @param glossaryId the glossary's id
         * @param options the call's options
         * @return the envelope holding the glossary's detail
         * @see GlossariesClient#get(String, RequestOptions)
         */
        DgqResponse<Glossary> get(String glossaryId, RequestOptions options);

        /**
         * Updates some fields of a glossary, answering the whole envelope.
         *
         * @param glossaryId the glossary's id
         * @param request the fields to change
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see GlossariesClient#update(String, GlossaryUpdateRequest, RequestOptions)
         */
        DgqResponse<JsonObject> update(String glossaryId, GlossaryUpdateRequest request, RequestOptions options);

        /**
         * Deletes a glossary, answering the whole envelope.
         *
         * @param glossaryId the glossary's id
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see GlossariesClient#delete(String, RequestOptions)
         */
        DgqResponse<JsonObject> delete(String glossaryId, RequestOptions options);

        /**
         * Lists one page of glossaries, answering the whole envelope.
         *
         * @param request pagination, sorting (by {@link GlossaryColumn}), filters and search
         * @param options the call's options
         * @return the envelope holding the page, with the total count and, where the resource has them, the list's
         *     summary counters
         * @see GlossariesClient#list(ListRequest, RequestOptions)
         */
        DgqResponse<Page<GlossaryListItem>> list(ListRequest request, RequestOptions options);
    }
}
