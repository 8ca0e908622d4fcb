package io.dgq.sdk.sources;

import io.dgq.sdk.operations.CrudOperations;
import io.dgq.sdk.operations.ResourceClient;

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
 */
public interface SourcesClient
        extends ResourceClient<SourcesClient.WithRawResponse>,
                CrudOperations<Source, SourceCreateRequest, SourceListItem, SourceUpdateRequest> {

    /** The {@link SourcesClient} operations, answering the whole envelope ({@link io.dgq.sdk.DgqResponse}). */
    interface WithRawResponse
            extends CrudOperations.Raw<Source, SourceCreateRequest, SourceListItem, SourceUpdateRequest> {}
}
