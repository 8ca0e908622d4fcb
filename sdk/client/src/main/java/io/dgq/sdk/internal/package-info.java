/**
 * The SDK's machinery: transport, retries, envelope decoding, token checks and logging. Not part of the public API:
 * it may change in any release.
 */
package io.dgq.sdk.internal;
