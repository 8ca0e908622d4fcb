package io.dgq.sdk.sources;

import io.dgq.sdk.operations.CrudOperations;

/**
 * Data sources: create, read, list, update and delete. Reached through {@code client.sources()};
 * {@code client.withRawResponse().sources()} answers the whole envelope. Thread-safe.
 *
 * <ul>
 *   <li>{@code create}: {@code POST /api/v1/core/source}; {@code name} is required
 *   <li>{@code get}: {@code GET /api/v1/core/source/{sourceId}}
 *   <li>{@code list}, {@code listAll}: {@code POST /api/v1/core/source/list}, sorted and filtered by
 *       {@link SourceColumn}
 *   <li>{@code update}: {@code PUT /api/v1/core/source/{sourceId}}
 *   <li>{@code delete}: {@code DELETE /api/v1/core/source/{sourceId}}
 * </ul>
 *
 * <p>Every method throws {@link io.dgq.sdk.errors.DgqException} (or a subclass) when the call fails, and
 * {@link IllegalArgumentException} before any request when an argument is {@code null} or blank.
 */
public interface SourcesClient
        extends CrudOperations<Source, SourceCreateRequest, SourceListItem, SourceUpdateRequest> {

    /** {@return the view of this client whose methods answer the whole envelope} */
    WithRawResponse withRawResponse();

    /**
     * The sources operations answering the whole envelope ({@link io.dgq.sdk.DgqResponse}): message, timestamp,
     * correlation id, status and headers besides the data. Same routes and errors as {@link SourcesClient}.
     */
    interface WithRawResponse
            extends CrudOperations.Raw<Source, SourceCreateRequest, SourceListItem, SourceUpdateRequest> {
    }
}
