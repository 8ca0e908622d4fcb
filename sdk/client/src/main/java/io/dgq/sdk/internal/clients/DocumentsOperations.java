// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.internal.clients;

import io.dgq.sdk.documents.Document;
import io.dgq.sdk.documents.DocumentCreateRequest;
import io.dgq.sdk.documents.DocumentUpdateRequest;
import io.dgq.sdk.documents.DocumentsAsyncClient;
import io.dgq.sdk.documents.DocumentsClient;
import io.dgq.sdk.internal.Endpoint;
import io.dgq.sdk.internal.pipeline.ApiOperation;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;

/**
 * The operations of {@link DocumentsClient} and {@link DocumentsAsyncClient}, declared once
 * in the order of the OpenAPI document: their endpoint (method, path relative to {@code /api/v1}, retry class),
 * what the body is made of and what the {@code data} decodes to. Loaded with the first call of either client, so
 * that a call loads no model of another resource. Internal.
 */
public final class DocumentsOperations {
    /** {@code documents.create}: {@code POST /api/v1/core/document}. */
    public static final ApiOperation<DocumentCreateRequest, Document, Document> DOCUMENTS_CREATE = ApiOperation.declare(
                    "documents", "create", Endpoint.postCreate("/core/document"))
            .request(DocumentCreateRequest.class)
            .record(Document.class);

    /** {@code documents.latest}: {@code POST /api/v1/core/document/latest}. */
    public static final ApiOperation<ListRequest, Page<Document>, Page<Document>> DOCUMENTS_LATEST =
            ApiOperation.declare("documents", "latest", Endpoint.postIdempotent("/core/document/latest"))
                    .list(Document.class);

    /** {@code documents.byObject}: {@code POST /api/v1/core/document/{category}/{objectId}}. */
    public static final ApiOperation<ListRequest, Page<Document>, Page<Document>> DOCUMENTS_BY_OBJECT =
            ApiOperation.declare(
                            "documents", "byObject", Endpoint.postIdempotent("/core/document/{category}/{objectId}"))
                    .list(Document.class);

    /** {@code documents.get}: {@code GET /api/v1/core/document/{documentId}}. */
    public static final ApiOperation<Void, Document, Document> DOCUMENTS_GET = ApiOperation.declare(
                    "documents", "get", Endpoint.get("/core/document/{documentId}"))
            .record(Document.class);

    /** {@code documents.update}: {@code PUT /api/v1/core/document/{documentId}}. */
    public static final ApiOperation<DocumentUpdateRequest, JsonObject, Void> DOCUMENTS_UPDATE = ApiOperation.declare(
                    "documents", "update", Endpoint.put("/core/document/{documentId}"))
            .request(DocumentUpdateRequest.class);

    /** {@code documents.delete}: {@code DELETE /api/v1/core/document/{documentId}}. */
    public static final ApiOperation<Void, JsonObject, Void> DOCUMENTS_DELETE =
            ApiOperation.declare("documents", "delete", Endpoint.delete("/core/document/{documentId}"));

    /** {@code documents.list}: {@code POST /api/v1/core/document/list}. */
    public static final ApiOperation<ListRequest, Page<Document>, Page<Document>> DOCUMENTS_LIST = ApiOperation.declare(
                    "documents", "list", Endpoint.postIdempotent("/core/document/list"))
            .list(Document.class);

    private DocumentsOperations() {}
}
