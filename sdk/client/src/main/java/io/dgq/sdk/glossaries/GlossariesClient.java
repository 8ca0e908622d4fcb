package io.dgq.sdk.glossaries;

import io.dgq.sdk.operations.CrudOperations;
import io.dgq.sdk.operations.ResourceClient;
import io.dgq.sdk.operations.TreeViewOperation;

/**
 * Glossaries: create, read, list, update, delete and the glossary tree. Reached through
 * {@code client.glossaries()}; {@code client.withRawResponse().glossaries()} answers the whole envelope.
 * Thread-safe.
 *
 * <ul>
 *   <li>{@code create}: {@code POST /api/v1/governance/glossary}; {@code name} is required
 *   <li>{@code treeView}: {@code POST /api/v1/governance/glossary/tree-view}; top-level glossaries hold their
 *       categories and terms
 *   <li>{@code get}: {@code GET /api/v1/governance/glossary/{glossaryId}}; the server counts a view
 *   <li>{@code list}, {@code listAll}: {@code POST /api/v1/governance/glossary/list}, sorted and filtered by
 *       {@link GlossaryColumn}
 *   <li>{@code update}: {@code PUT /api/v1/governance/glossary/{glossaryId}}
 *   <li>{@code delete}: {@code DELETE /api/v1/governance/glossary/{glossaryId}}
 * </ul>
 */
public interface GlossariesClient
        extends ResourceClient<GlossariesClient.WithRawResponse>,
                CrudOperations<Glossary, GlossaryCreateRequest, GlossaryListItem, GlossaryUpdateRequest>,
                TreeViewOperation<GlossaryTree> {

    /** The {@link GlossariesClient} operations, answering the whole envelope ({@link io.dgq.sdk.DgqResponse}). */
    interface WithRawResponse
            extends CrudOperations.Raw<Glossary, GlossaryCreateRequest, GlossaryListItem, GlossaryUpdateRequest>,
                    TreeViewOperation.Raw<GlossaryTree> {}
}
