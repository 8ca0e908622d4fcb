/**
 * Access tokens: {@link io.dgq.sdk.auth.AuthClient} and its models and requests. A created token's JWT is never
 * printed.
 */
package io.dgq.sdk.auth;
