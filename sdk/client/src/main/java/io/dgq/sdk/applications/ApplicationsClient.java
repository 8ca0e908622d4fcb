package io.dgq.sdk.applications;

import io.dgq.sdk.operations.CrudOperations;
import io.dgq.sdk.operations.ExportOperation;
import io.dgq.sdk.operations.ResourceClient;

/**
 * Applications: create, read, list, update, delete and export. Reached through {@code client.applications()};
 * {@code client.withRawResponse().applications()} answers the whole envelope. Thread-safe.
 *
 * <ul>
 *   <li>{@code create}: {@code POST /api/v1/governance/application}; {@code name} is required
 *   <li>{@code export}: {@code POST /api/v1/governance/application/export}
 *   <li>{@code get}: {@code GET /api/v1/governance/application/{applicationId}}; the server counts a view
 *   <li>{@code list}, {@code listAll}: {@code POST /api/v1/governance/application/list}, sorted and filtered by
 *       {@link ApplicationColumn}
 *   <li>{@code update}: {@code PUT /api/v1/governance/application/{applicationId}}
 *   <li>{@code delete}: {@code DELETE /api/v1/governance/application/{applicationId}}
 * </ul>
 */
public interface ApplicationsClient
        extends ResourceClient<ApplicationsClient.WithRawResponse>,
                CrudOperations<Application, ApplicationCreateRequest, ApplicationListItem, ApplicationUpdateRequest>,
                ExportOperation<ApplicationListItem> {

    /** The {@link ApplicationsClient} operations, answering the whole envelope ({@link io.dgq.sdk.DgqResponse}). */
    interface WithRawResponse
            extends CrudOperations.Raw<
                            Application, ApplicationCreateRequest, ApplicationListItem, ApplicationUpdateRequest>,
                    ExportOperation.Raw<ApplicationListItem> {}
}
