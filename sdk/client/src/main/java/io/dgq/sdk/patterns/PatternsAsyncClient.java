// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.patterns;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.AsyncPager;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * Patterns without waiting: the asynchronous twin of {@link PatternsClient}, with the same operations, routes, retries
 * and errors. Reached through {@code client.async().patterns()}; {@code client.async().withRawResponse().patterns()}
 * answers the whole envelope. Each method starts the call and returns a {@link CompletableFuture} of what the blocking
 * method returns ({@code Void} for nothing), failing with the exceptions it throws; a bad argument throws
 * {@link IllegalArgumentException} at once. Thread-safe.
 */
public interface PatternsAsyncClient {
    /** {@return the view of this client whose methods answer the whole envelope} */
    WithRawResponse withRawResponse();

    /**
     * Creates a pattern without waiting: the asynchronous {@link PatternsClient#create(PatternCreateRequest,
     * RequestOptions)}.
     *
     * @param request the pattern's fields
     * @param options the call's options
     * @return a future of the created pattern, with its new id; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code request} or {@code options} is
     *     {@code null}
     */
    CompletableFuture<Pattern> create(PatternCreateRequest request, RequestOptions options);

    /**
     * Creates a pattern without waiting, with the client's options.
     *
     * @param request the pattern's fields
     * @return a future of the created pattern, with its new id
     * @see #create(PatternCreateRequest, RequestOptions)
     */
    default CompletableFuture<Pattern> create(PatternCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Reads the patterns of one attribute without waiting: the asynchronous {@link PatternsClient#byAttribute(String,
     * RequestOptions)}.
     *
     * @param attributeId the attribute's id
     * @param options the call's options
     * @return a future of the attribute's patterns, unpaged; empty when it has none; it fails as the blocking method
     *     throws
     * @throws IllegalArgumentException at once, before any request, if {@code attributeId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     */
    CompletableFuture<List<Pattern>> byAttribute(String attributeId, RequestOptions options);

    /**
     * Reads the patterns of one attribute without waiting, with the client's options.
     *
     * @param attributeId the attribute's id
     * @return a future of the attribute's patterns, unpaged; empty when it has none
     * @see #byAttribute(String, RequestOptions)
     */
    default CompletableFuture<List<Pattern>> byAttribute(String attributeId) {
        return byAttribute(attributeId, RequestOptions.none());
    }

    /**
     * Reads the patterns of every asset linked to a term without waiting: the asynchronous
     * {@link PatternsClient#byTerm(String, RequestOptions)}.
     *
     * @param termId the term's id
     * @param options the call's options
     * @return a future of the patterns of the term's linked assets, unpaged; empty when there are none; it fails as the
     *     blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code termId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     */
    CompletableFuture<List<Pattern>> byTerm(String termId, RequestOptions options);

    /**
     * Reads the patterns of every asset linked to a term without waiting, with the client's options.
     *
     * @param termId the term's id
     * @return a future of the patterns of the term's linked assets, unpaged; empty when there are none
     * @see #byTerm(String, RequestOptions)
     */
    default CompletableFuture<List<Pattern>> byTerm(String termId) {
        return byTerm(termId, RequestOptions.none());
    }

    /**
     * Reads a pattern by its id without waiting: the asynchronous {@link PatternsClient#get(String, RequestOptions)}.
     *
     * @param patternId the pattern's id
     * @param options the call's options
     * @return a future of the pattern's detail; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code patternId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     */
    CompletableFuture<Pattern> get(String patternId, RequestOptions options);

    /**
     * Reads a pattern by its id without waiting, with the client's options.
     *
     * @param patternId the pattern's id
     * @return a future of the pattern's detail
     * @see #get(String, RequestOptions)
     */
    default CompletableFuture<Pattern> get(String patternId) {
        return get(patternId, RequestOptions.none());
    }

    /**
     * Updates some fields of a pattern without waiting: the asynchronous {@link PatternsClient#update(String,
     * PatternUpdateRequest, RequestOptions)}.
     *
     * @param patternId the pattern's id
     * @param request the fields to change
     * @param options the call's options
     * @return a future completed with {@code null} once done; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code patternId} is {@code null} or blank, or
     *     {@code request} or {@code options} is {@code null}
     */
    CompletableFuture<Void> update(String patternId, PatternUpdateRequest request, RequestOptions options);

    /**
     * Updates some fields of a pattern without waiting, with the client's options.
     *
     * @param patternId the pattern's id
     * @param request the fields to change
     * @return a future completed once done
     * @see #update(String, PatternUpdateRequest, RequestOptions)
     */
    default CompletableFuture<Void> update(String patternId, PatternUpdateRequest request) {
        return update(patternId, request, RequestOptions.none());
    }

    /**
     * Deletes a pattern without waiting: the asynchronous {@link PatternsClient#delete(String, RequestOptions)}.
     *
     * @param patternId the pattern's id
     * @param options the call's options
     * @return a future completed with {@code null} once done; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code patternId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     */
    CompletableFuture<Void> delete(String patternId, RequestOptions options);

    /**
     * Deletes a pattern without waiting, with the client's options.
     *
     * @param patternId the pattern's id
     * @return a future completed once done
     * @see #delete(String, RequestOptions)
     */
    default CompletableFuture<Void> delete(String patternId) {
        return delete(patternId, RequestOptions.none());
    }

    /**
     * Lists one page of patterns without waiting: the asynchronous {@link PatternsClient#list(ListRequest,
     * RequestOptions)}.
     *
     * @param request pagination, sorting (by {@link PatternColumn}), filters and search
     * @param options the call's options
     * @return a future of the page, with the total count and, where the resource has them, the list's summary counters;
     *     it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code request} or {@code options} is
     *     {@code null}
     */
    CompletableFuture<Page<Pattern>> list(ListRequest request, RequestOptions options);

    /**
     * Lists one page of patterns without waiting, with the client's options.
     *
     * @param request pagination, sorting (by {@link PatternColumn}), filters and search
     * @return a future of the page, with the total count and, where the resource has them, the list's summary counters
     * @see #list(ListRequest, RequestOptions)
     */
    default CompletableFuture<Page<Pattern>> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Walks every record of {@link #list(ListRequest, RequestOptions)}, from the request's page on, without waiting:
     * page after page, each fetched once the records of the page before have been handed over. The asynchronous twin of
     * {@link PatternsClient#listAll(ListRequest, RequestOptions)}.
     *
     * @param request pagination, sorting (by {@link PatternColumn}), filters and search
     * @param options the call's options, for every page
     * @return the pager, also a {@link java.util.concurrent.Flow.Publisher}; nothing is fetched until it is walked
     * @throws IllegalArgumentException at once, if {@code request} or {@code options} is {@code null}
     */
    default AsyncPager<Pattern> listAllAsync(ListRequest request, RequestOptions options) {
        if (request == null) {
            throw new IllegalArgumentException("'request' must not be null");
        }
        if (options == null) {
            throw new IllegalArgumentException("'options' must not be null");
        }
        return AsyncPager.of(request, next -> list(next, options));
    }

    /**
     * Walks every record of {@link #list(ListRequest, RequestOptions)} without waiting, with the client's options.
     *
     * @param request pagination, sorting (by {@link PatternColumn}), filters and search
     * @return the pager; nothing is fetched until it is walked
     * @see #listAllAsync(ListRequest, RequestOptions)
     */
    default AsyncPager<Pattern> listAllAsync(ListRequest request) {
        return listAllAsync(request, RequestOptions.none());
    }

    /** The {@link PatternsAsyncClient} operations, answering the whole envelope. */
    interface WithRawResponse {
        /**
         * Creates a pattern without waiting, answering the whole envelope.
         *
         * @param request the pattern's fields
         * @param options the call's options
         * @return a future of the envelope holding the created pattern, with its new id
         * @see PatternsAsyncClient#create(PatternCreateRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<Pattern>> create(PatternCreateRequest request, RequestOptions options);

        /**
         * Reads the patterns of one attribute without waiting, answering the whole envelope.
         *
         * @param attributeId the attribute's id
         * @param options the call's options
         * @return a future of the envelope holding the attribute's patterns, unpaged; empty when it has none
         * @see PatternsAsyncClient#byAttribute(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<List<Pattern>>> byAttribute(String attributeId, RequestOptions options);

        /**
         * Reads the patterns of every asset linked to a term without waiting, answering the whole envelope.
         *
         * @param termId the term's id
         * @param options the call's options
         * @return a future of the envelope holding the patterns of the term's linked assets, unpaged; empty when there
         *     are none
         * @see PatternsAsyncClient#byTerm(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<List<Pattern>>> byTerm(String termId, RequestOptions options);

        /**
         * Reads a pattern by its id without waiting, answering the whole envelope.
         *
         * @param patternId the pattern's id
         * @param options the call's options
         * @return a future of the envelope holding the pattern's detail
         * @see PatternsAsyncClient#get(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<Pattern>> get(String patternId, RequestOptions options);

        /**
         * Updates some fields of a pattern without waiting, answering the whole envelope.
         *
         * @param patternId the pattern's id
         * @param request the fields to change
         * @param options the call's options
         * @return a future of the envelope, whose data is the empty object
         * @see PatternsAsyncClient#update(String, PatternUpdateRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<JsonObject>> update(
                String patternId, PatternUpdateRequest request, RequestOptions options);

        /**
         * Deletes a pattern without waiting, answering the whole envelope.
         *
         * @param patternId the pattern's id
         * @param options the call's options
         * @return a future of the envelope, whose data is the empty object
         * @see PatternsAsyncClient#delete(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<JsonObject>> delete(String patternId, RequestOptions options);

        /**
         * Lists one page of patterns without waiting, answering the whole envelope.
         *
         * @param request pagination, sorting (by {@link PatternColumn}), filters and search
         * @param options the call's options
         * @return a future of the envelope holding the page, with the total count and, where the resource has them, the
         *     list's summary counters
         * @see PatternsAsyncClient#list(ListRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<Page<Pattern>>> list(ListRequest request, RequestOptions options);
    }
}
