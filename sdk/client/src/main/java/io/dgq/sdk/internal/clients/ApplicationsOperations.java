// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.internal.clients;

import io.dgq.sdk.applications.Application;
import io.dgq.sdk.applications.ApplicationCreateRequest;
import io.dgq.sdk.applications.ApplicationListItem;
import io.dgq.sdk.applications.ApplicationUpdateRequest;
import io.dgq.sdk.applications.ApplicationsAsyncClient;
import io.dgq.sdk.applications.ApplicationsClient;
import io.dgq.sdk.internal.Endpoint;
import io.dgq.sdk.internal.pipeline.ApiOperation;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.List;

/**
 * The operations of {@link ApplicationsClient} and {@link ApplicationsAsyncClient}, declared once
 * in the order of the OpenAPI document: their endpoint (method, path relative to {@code /api/v1}, retry class),
 * what the body is made of and what the {@code data} decodes to. Loaded with the first call of either client, so
 * that a call loads no model of another resource. Internal.
 */
public final class ApplicationsOperations {
    /** {@code applications.create}: {@code POST /api/v1/governance/application}. */
    public static final ApiOperation<ApplicationCreateRequest, Application, Application> APPLICATIONS_CREATE =
            ApiOperation.declare("applications", "create", Endpoint.postCreate("/governance/application"))
                    .request(ApplicationCreateRequest.class)
                    .record(Application.class);

    /** {@code applications.export}: {@code POST /api/v1/governance/application/export}. */
    public static final ApiOperation<ListRequest, Page<ApplicationListItem>, List<ApplicationListItem>>
            APPLICATIONS_EXPORT = ApiOperation.declare(
                            "applications", "export", Endpoint.postIdempotent("/governance/application/export"))
                    .export(ApplicationListItem.class);

    /** {@code applications.get}: {@code GET /api/v1/governance/application/{applicationId}}. */
    public static final ApiOperation<Void, Application, Application> APPLICATIONS_GET = ApiOperation.declare(
                    "applications", "get", Endpoint.get("/governance/application/{applicationId}"))
            .record(Application.class);

    /** {@code applications.update}: {@code PUT /api/v1/governance/application/{applicationId}}. */
    public static final ApiOperation<ApplicationUpdateRequest, JsonObject, Void> APPLICATIONS_UPDATE =
            ApiOperation.declare("applications", "update", Endpoint.put("/governance/application/{applicationId}"))
                    .request(ApplicationUpdateRequest.class);

    /** {@code applications.delete}: {@code DELETE /api/v1/governance/application/{applicationId}}. */
    public static final ApiOperation<Void, JsonObject, Void> APPLICATIONS_DELETE =
            ApiOperation.declare("applications", "delete", Endpoint.delete("/governance/application/{applicationId}"));

    /** {@code applications.list}: {@code POST /api/v1/governance/application/list}. */
    public static final ApiOperation<ListRequest, Page<ApplicationListItem>, Page<ApplicationListItem>>
            APPLICATIONS_LIST = ApiOperation.declare(
                            "applications", "list", Endpoint.postIdempotent("/governance/application/list"))
                    .list(ApplicationListItem.class);

    private ApplicationsOperations() {}
}
