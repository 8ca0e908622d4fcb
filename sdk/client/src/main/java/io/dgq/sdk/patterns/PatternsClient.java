package io.dgq.sdk.patterns;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.operations.CrudOperations;
import io.dgq.sdk.operations.ResourceClient;
import java.util.List;

/**
 * Patterns (regular expressions that attributes must match): create, read, list, update, delete, and the patterns
 * of an attribute or of a term's assets. Reached through {@code client.patterns()};
 * {@code client.withRawResponse().patterns()} answers the whole envelope. Thread-safe.
 *
 * <ul>
 *   <li>{@code create}: {@code POST /api/v1/metrics/pattern}; {@code pattern} is required. The server judges
 *       the regular expression and answers it in {@code is_valid}; an invalid one is stored too.
 *   <li>{@code byAttribute}, {@code byTerm}: {@code POST /api/v1/metrics/pattern/attribute-pattern}
 *   <li>{@code get}: {@code GET /api/v1/metrics/pattern/{patternId}}
 *   <li>{@code list}, {@code listAll}: {@code POST /api/v1/metrics/pattern/list}, sorted and filtered by
 *       {@link PatternColumn}
 *   <li>{@code update}: {@code PUT /api/v1/metrics/pattern/{patternId}}
 *   <li>{@code delete}: {@code DELETE /api/v1/metrics/pattern/{patternId}}
 * </ul>
 */
public interface PatternsClient
        extends ResourceClient<PatternsClient.WithRawResponse>,
                CrudOperations<Pattern, PatternCreateRequest, Pattern, PatternUpdateRequest> {

    /**
     * Reads the patterns of one attribute: {@code POST /api/v1/metrics/pattern/attribute-pattern} with
     * {@code {"attribute_id": ...}}.
     *
     * @param attributeId the attribute's id
     * @param options the call's options
     * @return the attribute's patterns, unpaged; empty when it has none
     * @throws IllegalArgumentException before any request, if {@code attributeId} is {@code null} or blank
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    List<Pattern> byAttribute(String attributeId, RequestOptions options);

    /**
     * Reads the patterns of one attribute with the client's options.
     *
     * @param attributeId the attribute's id
     * @return the attribute's patterns
     * @see #byAttribute(String, RequestOptions)
     */
    default List<Pattern> byAttribute(String attributeId) {
        return byAttribute(attributeId, RequestOptions.none());
    }

    /**
     * Reads the patterns of every asset linked to a term: {@code POST /api/v1/metrics/pattern/attribute-pattern}
     * with {@code {"term_id": ...}}.
     *
     * @param termId the term's id
     * @param options the call's options
     * @return the patterns of the term's linked assets, unpaged; empty when there are none
     * @throws IllegalArgumentException before any request, if {@code termId} is {@code null} or blank
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no term has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    List<Pattern> byTerm(String termId, RequestOptions options);

    /**
     * Reads the patterns of a term's linked assets with the client's options.
     *
     * @param termId the term's id
     * @return the patterns of the term's linked assets
     * @see #byTerm(String, RequestOptions)
     */
    default List<Pattern> byTerm(String termId) {
        return byTerm(termId, RequestOptions.none());
    }

    /** The {@link PatternsClient} operations, answering the whole envelope ({@link io.dgq.sdk.DgqResponse}). */
    interface WithRawResponse extends CrudOperations.Raw<Pattern, PatternCreateRequest, Pattern, PatternUpdateRequest> {

        /**
         * Reads the patterns of one attribute.
         *
         * @param attributeId the attribute's id
         * @param options the call's options
         * @return the envelope holding the patterns
         * @see PatternsClient#byAttribute(String, RequestOptions)
         */
        DgqResponse<List<Pattern>> byAttribute(String attributeId, RequestOptions options);

        /**
         * Reads the patterns of a term's linked assets.
         *
         * @param termId the term's id
         * @param options the call's options
         * @return the envelope holding the patterns
         * @see PatternsClient#byTerm(String, RequestOptions)
         */
        DgqResponse<List<Pattern>> byTerm(String termId, RequestOptions options);
    }
}
