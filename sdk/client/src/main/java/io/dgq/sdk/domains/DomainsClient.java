package io.dgq.sdk.domains;

import io.dgq.sdk.operations.CrudOperations;
import io.dgq.sdk.operations.ExportOperation;
import io.dgq.sdk.operations.ResourceClient;
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
 */
public interface DomainsClient
        extends ResourceClient<DomainsClient.WithRawResponse>,
                CrudOperations<Domain, DomainCreateRequest, DomainListItem, DomainUpdateRequest>,
                ExportOperation<DomainListItem>,
                TreeViewOperation<DomainTree> {

    /** The {@link DomainsClient} operations, answering the whole envelope ({@link io.dgq.sdk.DgqResponse}). */
    interface WithRawResponse
            extends CrudOperations.Raw<Domain, DomainCreateRequest, DomainListItem, DomainUpdateRequest>,
                    ExportOperation.Raw<DomainListItem>,
                    TreeViewOperation.Raw<DomainTree> {}
}
