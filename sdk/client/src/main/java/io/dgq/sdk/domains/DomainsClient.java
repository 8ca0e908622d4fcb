package io.dgq.sdk.domains;

import io.dgq.sdk.operations.CrudOperations;
import io.dgq.sdk.operations.ExportOperation;
import io.dgq.sdk.operations.TreeViewOperation;

/**
 * Domains: create, read, list, update, delete, export and the domain tree. Reached through
 * {@code client.domains()}; {@code client.withRawResponse().domains()} answers the whole envelope. Thread-safe.
 *
 * <ul>
 *   <li>{@code create}: {@code POST /api/v1/governance/domain}; {@code name} is required
 *   <li>{@code export}: {@code POST /api/v1/governance/domain/export}
 *   <li>{@code get}: {@code GET /api/v1/governance/domain/{domainId}}; the server counts a view
 *   <li>{@code list}, {@code listAll}: {@code POST /api/v1/governance/domain/list}, sorted and filtered by
 *       {@link DomainColumn}
 *   <li>{@code treeView}: {@code POST /api/v1/governance/domain/tree-view}
 *   <li>{@code update}: {@code PUT /api/v1/governance/domain/{domainId}}
 *   <li>{@code delete}: {@code DELETE /api/v1/governance/domain/{domainId}}
 * </ul>
 *
 * <p>Every method throws {@link io.dgq.sdk.errors.DgqException} (or a subclass) when the call fails, and
 * {@link IllegalArgumentException} before any request when an argument is {@code null} or blank.
 */
public interface DomainsClient extends CrudOperations<Domain, DomainCreateRequest, DomainListItem,
        DomainUpdateRequest>, ExportOperation<DomainListItem>, TreeViewOperation<DomainTree> {

    /** {@return the view of this client whose methods answer the whole envelope} */
    WithRawResponse withRawResponse();

    /**
     * The domains operations answering the whole envelope ({@link io.dgq.sdk.DgqResponse}): message, timestamp,
     * correlation id, status and headers besides the data. Same routes and errors as {@link DomainsClient}.
     */
    interface WithRawResponse extends CrudOperations.Raw<Domain, DomainCreateRequest, DomainListItem,
            DomainUpdateRequest>, ExportOperation.Raw<DomainListItem>, TreeViewOperation.Raw<DomainTree> {
    }
}
