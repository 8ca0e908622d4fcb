/**
 * Access tokens: {@link io.dgq.sdk.auth.AuthClient} and its models and requests.
 */
package io.dgq.sdk.auth;
