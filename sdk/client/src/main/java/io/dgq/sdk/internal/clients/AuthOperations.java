// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.internal.clients;

import io.dgq.sdk.auth.AccessToken;
import io.dgq.sdk.auth.AccessTokenCreateRequest;
import io.dgq.sdk.auth.AuthAsyncClient;
import io.dgq.sdk.auth.AuthClient;
import io.dgq.sdk.internal.Endpoint;
import io.dgq.sdk.internal.pipeline.ApiOperation;

/**
 * The operations of {@link AuthClient} and {@link AuthAsyncClient}, declared once
 * in the order of the OpenAPI document: their endpoint (method, path relative to {@code /api/v1}, retry class),
 * what the body is made of and what the {@code data} decodes to. Loaded with the first call of either client, so
 * that a call loads no model of another resource. Internal.
 */
public final class AuthOperations {
    /** {@code auth.createAccessToken}: {@code POST /api/v1/auth/access_token/}. */
    public static final ApiOperation<AccessTokenCreateRequest, AccessToken, AccessToken> AUTH_CREATE_ACCESS_TOKEN =
            ApiOperation.declare("auth", "createAccessToken", Endpoint.postCreate("/auth/access_token/"))
                    .request(AccessTokenCreateRequest.class)
                    .record(AccessToken.class);

    private AuthOperations() {}
}
