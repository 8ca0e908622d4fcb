// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.internal.clients;

import io.dgq.sdk.internal.Endpoint;
import io.dgq.sdk.internal.pipeline.ApiOperation;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import io.dgq.sdk.terms.Term;
import io.dgq.sdk.terms.TermCreateRequest;
import io.dgq.sdk.terms.TermListItem;
import io.dgq.sdk.terms.TermUpdateRequest;
import io.dgq.sdk.terms.TermsAsyncClient;
import io.dgq.sdk.terms.TermsClient;
import java.util.List;

/**
 * The operations of {@link TermsClient} and {@link TermsAsyncClient}, declared once
 * in the order of the OpenAPI document: their endpoint (method, path relative to {@code /api/v1}, retry class),
 * what the body is made of and what the {@code data} decodes to. Loaded with the first call of either client, so
 * that a call loads no model of another resource. Internal.
 */
public final class TermsOperations {
    /** {@code terms.create}: {@code POST /api/v1/governance/term}. */
    public static final ApiOperation<TermCreateRequest, Term, Term> TERMS_CREATE = ApiOperation.declare(
                    "terms", "create", Endpoint.postCreate("/governance/term"))
            .request(TermCreateRequest.class)
            .record(Term.class);

    /** {@code terms.export}: {@code POST /api/v1/governance/term/export}. */
    public static final ApiOperation<ListRequest, Page<TermListItem>, List<TermListItem>> TERMS_EXPORT =
            ApiOperation.declare("terms", "export", Endpoint.postIdempotent("/governance/term/export"))
                    .export(TermListItem.class);

    /** {@code terms.get}: {@code GET /api/v1/governance/term/{termId}}. */
    public static final ApiOperation<Void, Term, Term> TERMS_GET = ApiOperation.declare(
                    "terms", "get", Endpoint.get("/governance/term/{termId}"))
            .record(Term.class);

    /** {@code terms.update}: {@code PUT /api/v1/governance/term/{termId}}. */
    public static final ApiOperation<TermUpdateRequest, JsonObject, Void> TERMS_UPDATE = ApiOperation.declare(
                    "terms", "update", Endpoint.put("/governance/term/{termId}"))
            .request(TermUpdateRequest.class);

    /** {@code terms.delete}: {@code DELETE /api/v1/governance/term/{termId}}. */
    public static final ApiOperation<Void, JsonObject, Void> TERMS_DELETE =
            ApiOperation.declare("terms", "delete", Endpoint.delete("/governance/term/{termId}"));

    /** {@code terms.list}: {@code POST /api/v1/governance/term/list}. */
    public static final ApiOperation<ListRequest, Page<TermListItem>, Page<TermListItem>> TERMS_LIST =
            ApiOperation.declare("terms", "list", Endpoint.postIdempotent("/governance/term/list"))
                    .list(TermListItem.class);

    /** {@code terms.active}: {@code GET /api/v1/governance/term/active/list}. */
    public static final ApiOperation<Void, List<TermListItem>, List<TermListItem>> TERMS_ACTIVE = ApiOperation.declare(
                    "terms", "active", Endpoint.get("/governance/term/active/list"))
            .items(TermListItem.class);

    private TermsOperations() {}
}
