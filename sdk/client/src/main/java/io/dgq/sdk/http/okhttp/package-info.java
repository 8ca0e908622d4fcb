/**
 * The SDK's default transport, on OkHttp: {@link io.dgq.sdk.http.okhttp.OkHttpTransport}. The only package of the
 * SDK that uses OkHttp.
 */
package io.dgq.sdk.http.okhttp;
