// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.internal.clients;

import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.domains.DomainTree;
import io.dgq.sdk.domains.DomainUpdateRequest;
import io.dgq.sdk.domains.DomainsAsyncClient;
import io.dgq.sdk.domains.DomainsClient;
import io.dgq.sdk.internal.Endpoint;
import io.dgq.sdk.internal.pipeline.ApiOperation;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.List;

/**
 * The operations of {@link DomainsClient} and {@link DomainsAsyncClient}, declared once
 * in the order of the OpenAPI document: their endpoint (method, path relative to {@code /api/v1}, retry class),
 * what the body is made of and what the {@code data} decodes to. Loaded with the first call of either client, so
 * that a call loads no model of another resource. Internal.
 */
public final class DomainsOperations {
    /** {@code domains.create}: {@code POST /api/v1/governance/domain}. */
    public static final ApiOperation<DomainCreateRequest, Domain, Domain> DOMAINS_CREATE = ApiOperation.declare(
                    "domains", "create", Endpoint.postCreate("/governance/domain"))
            .request(DomainCreateRequest.class)
            .record(Domain.class);

    /** {@code domains.export}: {@code POST /api/v1/governance/domain/export}. */
    public static final ApiOperation<ListRequest, Page<DomainListItem>, List<DomainListItem>> DOMAINS_EXPORT =
            ApiOperation.declare("domains", "export", Endpoint.postIdempotent("/governance/domain/export"))
                    .export(DomainListItem.class);

    /** {@code domains.get}: {@code GET /api/v1/governance/domain/{domainId}}. */
    public static final ApiOperation<Void, Domain, Domain> DOMAINS_GET = ApiOperation.declare(
                    "domains", "get", Endpoint.get("/governance/domain/{domainId}"))
            .record(Domain.class);

    /** {@code domains.update}: {@code PUT /api/v1/governance/domain/{domainId}}. */
    public static final ApiOperation<DomainUpdateRequest, JsonObject, Void> DOMAINS_UPDATE = ApiOperation.declare(
                    "domains", "update", Endpoint.put("/governance/domain/{domainId}"))
            .request(DomainUpdateRequest.class);

    /** {@code domains.delete}: {@code DELETE /api/v1/governance/domain/{domainId}}. */
    public static final ApiOperation<Void, JsonObject, Void> DOMAINS_DELETE =
            ApiOperation.declare("domains", "delete", Endpoint.delete("/governance/domain/{domainId}"));

    /** {@code domains.list}: {@code POST /api/v1/governance/domain/list}. */
    public static final ApiOperation<ListRequest, Page<DomainListItem>, Page<DomainListItem>> DOMAINS_LIST =
            ApiOperation.declare("domains", "list", Endpoint.postIdempotent("/governance/domain/list"))
                    .list(DomainListItem.class);

    /** {@code domains.treeView}: {@code POST /api/v1/governance/domain/tree-view}. */
    public static final ApiOperation<Object[], DomainTree, DomainTree> DOMAINS_TREE_VIEW = ApiOperation.declare(
                    "domains", "treeView", Endpoint.postIdempotent("/governance/domain/tree-view"))
            .field("has_user_filter", "hasUserFilter", boolean.class, false)
            .record(DomainTree.class);

    private DomainsOperations() {}
}
