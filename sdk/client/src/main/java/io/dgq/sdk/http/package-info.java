/**
 * The SDK's transport: what carries a call's request to the server and its answer back ({@link
 * io.dgq.sdk.http.HttpTransport}), with the request and answer types the SDK and a transport exchange. The SDK
 * decides everything else (retries, redirects, deadlines, budgets, redaction); a transport sends one request and
 * reports how it went. The default transport is OkHttp's ({@link io.dgq.sdk.http.okhttp.OkHttpTransport}).
 */
package io.dgq.sdk.http;
