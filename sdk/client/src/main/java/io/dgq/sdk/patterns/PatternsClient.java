// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.patterns;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.AutoPager;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.List;
import java.util.stream.Stream;

/**
 * Patterns (regular expressions that attributes must match): create, read, list, update, delete, and the patterns of an
 * attribute or of a term's assets. Reached through {@code client.patterns()};
 * {@code client.withRawResponse().patterns()} answers the whole envelope. Thread-safe.
 *
 * <ul>
 *   <li>{@code create}: {@code POST /api/v1/metrics/pattern}; {@code pattern} is required. The server judges the
 *       regular expression and answers it in {@code is_valid}; an invalid one is stored too
 *   <li>{@code byAttribute}: {@code POST /api/v1/metrics/pattern/attribute-pattern}
 *   <li>{@code byTerm}: {@code POST /api/v1/metrics/pattern/attribute-pattern}
 *   <li>{@code get}: {@code GET /api/v1/metrics/pattern/{patternId}}
 *   <li>{@code update}: {@code PUT /api/v1/metrics/pattern/{patternId}}
 *   <li>{@code delete}: {@code DELETE /api/v1/metrics/pattern/{patternId}}
 *   <li>{@code list}, {@code listAll}: {@code POST /api/v1/metrics/pattern/list}, sorted and filtered by
 *       {@link PatternColumn}
 * </ul>
 */
public interface PatternsClient {
    /**
     * {@return the view of this client whose methods answer the whole envelope ({@link io.dgq.sdk.core.DgqResponse})}
     */
    WithRawResponse withRawResponse();

    /**
     * Creates a pattern: {@code POST /api/v1/metrics/pattern}. Not retried once the request may have reached the
     * server.
     *
     * @param request the pattern's fields
     * @param options the call's options
     * @return the created pattern, with its new id
     * @throws IllegalArgumentException before any request, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Pattern create(PatternCreateRequest request, RequestOptions options);

    /**
     * Creates a pattern with the client's options.
     *
     * @param request the pattern's fields
     * @return the created pattern, with its new id
     * @see #create(PatternCreateRequest, RequestOptions)
     */
    default Pattern create(PatternCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Reads the patterns of one attribute: {@code POST /api/v1/metrics/pattern/attribute-pattern}. The body is
     * {@code {"attribute_id": ...}}.
     *
     * @param attributeId the attribute's id
     * @param options the call's options
     * @return the attribute's patterns, unpaged; empty when it has none
     * @throws IllegalArgumentException before any request, if {@code attributeId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    List<Pattern> byAttribute(String attributeId, RequestOptions options);

    /**
     * Reads the patterns of one attribute with the client's options.
     *
     * @param attributeId the attribute's id
     * @return the attribute's patterns, unpaged; empty when it has none
     * @see #byAttribute(String, RequestOptions)
     */
    default List<Pattern> byAttribute(String attributeId) {
        return byAttribute(attributeId, RequestOptions.none());
    }

    /**
     * Reads the patterns of every asset linked to a term: {@code POST /api/v1/metrics/pattern/attribute-pattern}. The
     * body is {@code {"term_id": ...}}.
     *
     * @param termId the term's id
     * @param options the call's options
     * @return the patterns of the term's linked assets, unpaged; empty when there are none
     * @throws IllegalArgumentException before any request, if {@code termId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no term has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    List<Pattern> byTerm(String termId, RequestOptions options);

    /**
     * Reads the patterns of every asset linked to a term with the client's options.
     *
     * @param termId the term's id
     * @return the patterns of the term's linked assets, unpaged; empty when there are none
     * @see #byTerm(String, RequestOptions)
     */
    default List<Pattern> byTerm(String termId) {
        return byTerm(termId, RequestOptions.none());
    }

    /**
     * Reads a pattern by its id: {@code GET /api/v1/metrics/pattern/{patternId}}.
     *
     * @param patternId the pattern's id
     * @param options the call's options
     * @return the pattern's detail
     * @throws IllegalArgumentException before any request, if {@code patternId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no pattern has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Pattern get(String patternId, RequestOptions options);

    /**
     * Reads a pattern by its id with the client's options.
     *
     * @param patternId the pattern's id
     * @return the pattern's detail
     * @see #get(String, RequestOptions)
     */
    default Pattern get(String patternId) {
        return get(patternId, RequestOptions.none());
    }

    /**
     * Updates some fields of a pattern: {@code PUT /api/v1/metrics/pattern/{patternId}}. Fields not set in the request
     * keep their values; a field set to {@code null} is reset.
     *
     * @param patternId the pattern's id
     * @param request the fields to change
     * @param options the call's options
     * @throws IllegalArgumentException before any request, if {@code patternId} is {@code null} or blank, or
     *     {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no pattern has this id
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    void update(String patternId, PatternUpdateRequest request, RequestOptions options);

    /**
     * Updates some fields of a pattern with the client's options.
     *
     * @param patternId the pattern's id
     * @param request the fields to change
     * @see #update(String, PatternUpdateRequest, RequestOptions)
     */
    default void update(String patternId, PatternUpdateRequest request) {
        update(patternId, request, RequestOptions.none());
    }

    /**
     * Deletes a pattern: {@code DELETE /api/v1/metrics/pattern/{patternId}}.
     *
     * @param patternId the pattern's id
     * @param options the call's options
     * @throws IllegalArgumentException before any request, if {@code patternId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no pattern has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    void delete(String patternId, RequestOptions options);

    /**
     * Deletes a pattern with the client's options.
     *
     * @param patternId the pattern's id
     * @see #delete(String, RequestOptions)
     */
    default void delete(String patternId) {
        delete(patternId, RequestOptions.none());
    }

    /**
     * Lists one page of patterns: {@code POST /api/v1/metrics/pattern/list}.
     *
     * @param request pagination, sorting (by {@link PatternColumn}), filters and search
     * @param options the call's options, also used for the next pages
     * @return the page, with the total count and, where the resource has them, the list's summary counters
     * @throws IllegalArgumentException before any request, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Page<Pattern> list(ListRequest request, RequestOptions options);

    /**
     * Lists one page of patterns with the client's options.
     *
     * @param request pagination, sorting (by {@link PatternColumn}), filters and search
     * @return the page, with the total count and, where the resource has them, the list's summary counters
     * @see #list(ListRequest, RequestOptions)
     */
    default Page<Pattern> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Streams every record of {@link #list(ListRequest, RequestOptions)}, from the request's page on, fetching each
     * page only when the previous one has been consumed.
     *
     * @param request pagination, sorting (by {@link PatternColumn}), filters and search
     * @param options the call's options, for every page
     * @return a lazy stream; nothing is fetched until its terminal operation runs
     * @throws IllegalArgumentException at once, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqException while the stream is consumed, if a page fails
     */
    default Stream<Pattern> listAll(ListRequest request, RequestOptions options) {
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
     * @param request pagination, sorting (by {@link PatternColumn}), filters and search
     * @return a lazy stream
     * @see #listAll(ListRequest, RequestOptions)
     */
    default Stream<Pattern> listAll(ListRequest request) {
        return listAll(request, RequestOptions.none());
    }

    /** The {@link PatternsClient} operations, answering the whole envelope ({@link io.dgq.sdk.core.DgqResponse}). */
    interface WithRawResponse {
        /**
         * Creates a pattern, answering the whole envelope.
         *
         * @param request the pattern's fields
         * @param options the call's options
         * @return the envelope holding the created pattern, with its new id
         * @see PatternsClient#create(PatternCreateRequest, RequestOptions)
         */
        DgqResponse<Pattern> create(PatternCreateRequest request, RequestOptions options);

        /**
         * Reads the patterns of one attribute, answering the whole envelope.
         *
         * @param attributeId the attribute's id
         * @param options the call's options
         * @return the envelope holding the attribute's patterns, unpaged; empty when it has none
         * @see PatternsClient#byAttribute(String, RequestOptions)
         */
        DgqResponse<List<Pattern>> byAttribute(String attributeId, RequestOptions options);

        /**
         * Reads the patterns of every asset linked to a term, answering the whole envelope.
         *
         * @param termId the term's id
         * @param options the call's options
         * @return the envelope holding the patterns of the term's linked assets, unpaged; empty when there are none
         * @see PatternsClient#byTerm(String, RequestOptions)
         */
        DgqResponse<List<Pattern>> byTerm(String termId, RequestOptions options);

        /**
         * Reads a pattern by its id, answering the whole envelope.
         *
         * @param patternId the pattern's id
         * @param options the call's options
         * @return the envelope holding the pattern's detail
         * @see PatternsClient#get(String, RequestOptions)
         */
        DgqResponse<Pattern> get(String patternId, RequestOptions options);

        /**
         * Updates some fields of a pattern, answering the whole envelope.
         *
         * @param patternId the pattern's id
         * @param request the fields to change
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see PatternsClient#update(String, PatternUpdateRequest, RequestOptions)
         */
        DgqResponse<JsonObject> update(String patternId, PatternUpdateRequest request, RequestOptions options);

        /**
         * Deletes a pattern, answering the whole envelope.
         *
         * @param patternId the pattern's id
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see PatternsClient#delete(String, RequestOptions)
         */
        DgqResponse<JsonObject> delete(String patternId, RequestOptions options);

        /**
         * Lists one page of patterns, answering the whole envelope.
         *
         * @param request pagination, sorting (by {@link PatternColumn}), filters and search
         * @param options the call's options
         * @return the envelope holding the page, with the total count and, where the resource has them, the list's
         *     summary counters
         * @see PatternsClient#list(ListRequest, RequestOptions)
         */
        DgqResponse<Page<Pattern>> list(ListRequest request, RequestOptions options);
    }
}
