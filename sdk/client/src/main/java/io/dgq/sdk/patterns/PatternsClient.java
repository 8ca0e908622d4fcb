package io.dgq.sdk.patterns;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.internal.Endpoint;
import io.dgq.sdk.internal.ListPayload;
import io.dgq.sdk.internal.ResponseType;
import io.dgq.sdk.internal.Transport;
import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.model.WriteRequest;
import io.dgq.sdk.paging.AutoPager;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Patterns (regular expressions that attributes must match): create, read, list, update, delete, and the patterns
 * of an attribute or of a term's assets. Reached through {@code client.patterns()}. Thread-safe.
 *
 * <p>Every method throws {@link io.dgq.sdk.errors.DgqException} (or a subclass) when the call fails, and
 * {@link IllegalArgumentException} before any request when an argument is {@code null} or blank.
 */
public final class PatternsClient {

    static final Endpoint CREATE = Endpoint.postCreate("/metrics/pattern");
    static final Endpoint ATTRIBUTE_PATTERN = Endpoint.postIdempotent("/metrics/pattern/attribute-pattern");
    static final Endpoint GET = Endpoint.get("/metrics/pattern/{patternId}");
    static final Endpoint LIST = Endpoint.postIdempotent("/metrics/pattern/list");
    static final Endpoint UPDATE = Endpoint.put("/metrics/pattern/{patternId}");
    static final Endpoint DELETE = Endpoint.delete("/metrics/pattern/{patternId}");

    private static final ResponseType<Pattern> PATTERN = ResponseType.of(Pattern.class);
    private static final ResponseType<ListPayload<Pattern>> ITEMS = ResponseType.listOf(Pattern.class);
    private static final String[] NO_PARAMETERS = {};

    private final WithRawResponse raw;

    /**
     * Creates the client. Applications get it from {@code DgqClient.patterns()}.
     *
     * @param transport the client's transport
     */
    public PatternsClient(Transport transport) {
        this.raw = new WithRawResponse(transport);
    }

    /**
     * Returns the view of this client whose methods answer the whole envelope.
     *
     * @return the raw-response view
     */
    public WithRawResponse withRawResponse() {
        return raw;
    }

    /**
     * Creates a pattern: {@code POST /api/v1/metrics/pattern}. The server judges the regular expression and
     * answers it in {@code is_valid}; an invalid one is stored too.
     *
     * @param request the pattern's fields; {@code pattern} is required
     * @param options the call's options
     * @return the created pattern, with its new id
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public Pattern create(PatternCreateRequest request, RequestOptions options) {
        return raw.create(request, options).data();
    }

    /**
     * Creates a pattern with the client's options.
     *
     * @param request the pattern's fields
     * @return the created pattern
     * @see #create(PatternCreateRequest, RequestOptions)
     */
    public Pattern create(PatternCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Reads the patterns of one attribute: {@code POST /api/v1/metrics/pattern/attribute-pattern} with
     * {@code {"attribute_id": ...}}.
     *
     * @param attributeId the attribute's id
     * @param options the call's options
     * @return the attribute's patterns, unpaged; empty when it has none
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public List<Pattern> byAttribute(String attributeId, RequestOptions options) {
        return raw.byAttribute(attributeId, options).data();
    }

    /**
     * Reads the patterns of one attribute with the client's options.
     *
     * @param attributeId the attribute's id
     * @return the attribute's patterns
     * @see #byAttribute(String, RequestOptions)
     */
    public List<Pattern> byAttribute(String attributeId) {
        return byAttribute(attributeId, RequestOptions.none());
    }

    /**
     * Reads the patterns of every asset linked to a term: {@code POST /api/v1/metrics/pattern/attribute-pattern}
     * with {@code {"term_id": ...}}.
     *
     * @param termId the term's id
     * @param options the call's options
     * @return the patterns of the term's linked assets, unpaged; empty when there are none
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no term has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public List<Pattern> byTerm(String termId, RequestOptions options) {
        return raw.byTerm(termId, options).data();
    }

    /**
     * Reads the patterns of a term's linked assets with the client's options.
     *
     * @param termId the term's id
     * @return the patterns of the term's linked assets
     * @see #byTerm(String, RequestOptions)
     */
    public List<Pattern> byTerm(String termId) {
        return byTerm(termId, RequestOptions.none());
    }

    /**
     * Reads a pattern: {@code GET /api/v1/metrics/pattern/{patternId}}.
     *
     * @param patternId the pattern's id
     * @param options the call's options
     * @return the pattern
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no pattern has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public Pattern get(String patternId, RequestOptions options) {
        return raw.get(patternId, options).data();
    }

    /**
     * Reads a pattern with the client's options.
     *
     * @param patternId the pattern's id
     * @return the pattern
     * @see #get(String, RequestOptions)
     */
    public Pattern get(String patternId) {
        return get(patternId, RequestOptions.none());
    }

    /**
     * Lists one page of patterns: {@code POST /api/v1/metrics/pattern/list}. This list counts its matches in
     * {@code count} rather than {@code total_count}; {@link Page#totalCount()} reads either.
     *
     * @param request pagination, sorting (see {@link PatternColumn}), filters and search
     * @param options the call's options, also used for the next pages
     * @return the page, with the total count
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public Page<Pattern> list(ListRequest request, RequestOptions options) {
        return raw.list(request, options).data();
    }

    /**
     * Lists one page of patterns with the client's options.
     *
     * @param request the list body
     * @return the page
     * @see #list(ListRequest, RequestOptions)
     */
    public Page<Pattern> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Streams every pattern that matches, from the request's page on, fetching each page only when the previous
     * one has been consumed: {@code POST /api/v1/metrics/pattern/list}, page after page.
     *
     * @param request the list body of the first page
     * @param options the call's options
     * @return a lazy stream; nothing is fetched until its terminal operation runs
     * @throws io.dgq.sdk.errors.DgqException while the stream is consumed, if a page fails
     */
    public Stream<Pattern> listAll(ListRequest request, RequestOptions options) {
        WriteRequest.requireRequest(request, "request");
        return AutoPager.lazy(() -> list(request, options)).stream();
    }

    /**
     * Streams every matching pattern with the client's options.
     *
     * @param request the list body of the first page
     * @return a lazy stream
     * @see #listAll(ListRequest, RequestOptions)
     */
    public Stream<Pattern> listAll(ListRequest request) {
        return listAll(request, RequestOptions.none());
    }

    /**
     * Updates some fields of a pattern: {@code PUT /api/v1/metrics/pattern/{patternId}}. Fields not set in the
     * request keep their values.
     *
     * @param patternId the pattern's id
     * @param request the fields to change
     * @param options the call's options
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no pattern has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public void update(String patternId, PatternUpdateRequest request, RequestOptions options) {
        raw.update(patternId, request, options);
    }

    /**
     * Updates a pattern with the client's options.
     *
     * @param patternId the pattern's id
     * @param request the fields to change
     * @see #update(String, PatternUpdateRequest, RequestOptions)
     */
    public void update(String patternId, PatternUpdateRequest request) {
        update(patternId, request, RequestOptions.none());
    }

    /**
     * Deletes a pattern: {@code DELETE /api/v1/metrics/pattern/{patternId}}.
     *
     * @param patternId the pattern's id
     * @param options the call's options
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no pattern has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public void delete(String patternId, RequestOptions options) {
        raw.delete(patternId, options);
    }

    /**
     * Deletes a pattern with the client's options.
     *
     * @param patternId the pattern's id
     * @see #delete(String, RequestOptions)
     */
    public void delete(String patternId) {
        delete(patternId, RequestOptions.none());
    }

    /**
     * The patterns operations answering the whole envelope ({@link DgqResponse}): message, timestamp, correlation
     * id, status and headers besides the data. Same routes and errors as {@link PatternsClient}.
     */
    public static final class WithRawResponse {

        private final Transport transport;

        WithRawResponse(Transport transport) {
            this.transport = transport;
        }

        /**
         * Creates a pattern.
         *
         * @param request the pattern's fields
         * @param options the call's options
         * @return the envelope holding the created pattern
         * @see PatternsClient#create(PatternCreateRequest, RequestOptions)
         */
        public DgqResponse<Pattern> create(PatternCreateRequest request, RequestOptions options) {
            return transport.execute(CREATE.bind(WriteRequest.requireRequest(request, "request")), PATTERN, options);
        }

        /**
         * Reads the patterns of one attribute.
         *
         * @param attributeId the attribute's id
         * @param options the call's options
         * @return the envelope holding the patterns
         * @see PatternsClient#byAttribute(String, RequestOptions)
         */
        public DgqResponse<List<Pattern>> byAttribute(String attributeId, RequestOptions options) {
            return lookup("attribute_id", ATTRIBUTE_PATTERN.requireText(attributeId, "attributeId"), options);
        }

        /**
         * Reads the patterns of a term's linked assets.
         *
         * @param termId the term's id
         * @param options the call's options
         * @return the envelope holding the patterns
         * @see PatternsClient#byTerm(String, RequestOptions)
         */
        public DgqResponse<List<Pattern>> byTerm(String termId, RequestOptions options) {
            return lookup("term_id", ATTRIBUTE_PATTERN.requireText(termId, "termId"), options);
        }

        /**
         * Reads a pattern.
         *
         * @param patternId the pattern's id
         * @param options the call's options
         * @return the envelope holding the pattern
         * @see PatternsClient#get(String, RequestOptions)
         */
        public DgqResponse<Pattern> get(String patternId, RequestOptions options) {
            return transport.execute(GET.bind(null, patternId), PATTERN, options);
        }

        /**
         * Lists one page of patterns.
         *
         * @param request the list body
         * @param options the call's options
         * @return the envelope holding the page
         * @see PatternsClient#list(ListRequest, RequestOptions)
         */
        public DgqResponse<Page<Pattern>> list(ListRequest request, RequestOptions options) {
            return transport.executeList(LIST, NO_PARAMETERS, request, ITEMS, options);
        }

        /**
         * Updates a pattern.
         *
         * @param patternId the pattern's id
         * @param request the fields to change
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see PatternsClient#update(String, PatternUpdateRequest, RequestOptions)
         */
        public DgqResponse<JsonObject> update(String patternId, PatternUpdateRequest request,
                                              RequestOptions options) {
            return transport.execute(UPDATE.bind(WriteRequest.requireRequest(request, "request"), patternId),
                    ResponseType.object(), options);
        }

        /**
         * Deletes a pattern.
         *
         * @param patternId the pattern's id
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see PatternsClient#delete(String, RequestOptions)
         */
        public DgqResponse<JsonObject> delete(String patternId, RequestOptions options) {
            return transport.execute(DELETE.bind(null, patternId), ResponseType.object(), options);
        }

        private DgqResponse<List<Pattern>> lookup(String field, String id, RequestOptions options) {
            return transport.execute(ATTRIBUTE_PATTERN.bind(Map.of(field, id)), ITEMS, options)
                    .map(payload -> List.copyOf(payload.items()));
        }
    }
}
