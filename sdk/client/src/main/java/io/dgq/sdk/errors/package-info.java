/**
 * The SDK's exceptions: one unchecked root, {@link io.dgq.sdk.errors.DgqException}, and one subclass per kind of
 * failure (status 401, 403, 404, 400/422, 409, 429, 5xx, no answer, undecodable answer).
 */
package io.dgq.sdk.errors;
