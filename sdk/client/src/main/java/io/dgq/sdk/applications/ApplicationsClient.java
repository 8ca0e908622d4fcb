package io.dgq.sdk.applications;

import io.dgq.sdk.operations.CrudOperations;
import io.dgq.sdk.operations.ExportOperation;

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
 *
 * <p>Every method throws {@link io.dgq.sdk.errors.DgqException} (or a subclass) when the call fails, and
 * {@link IllegalArgumentException} before any request when an argument is {@code null} or blank.
 */
public interface ApplicationsClient extends CrudOperations<Application, ApplicationCreateRequest,
        ApplicationListItem, ApplicationUpdateRequest>, ExportOperation<ApplicationListItem> {

    /** {@return the view of this client whose methods answer the whole envelope} */
    WithRawResponse withRawResponse();

    /**
     * The applications operations answering the whole envelope ({@link io.dgq.sdk.DgqResponse}): message,
     * timestamp, correlation id, status and headers besides the data. Same routes and errors as
     * {@link ApplicationsClient}.
     */
    interface WithRawResponse extends CrudOperations.Raw<Application, ApplicationCreateRequest,
            ApplicationListItem, ApplicationUpdateRequest>, ExportOperation.Raw<ApplicationListItem> {
    }
}
