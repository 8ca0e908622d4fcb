/**
 * The SDK's machinery: what the stages of the call pipeline ({@code internal.pipeline}) use (the client's
 * configuration, endpoints, retry rules, envelope decoding, token checks, logging) and the views the generated
 * clients call. Not part of the public API: it may change in any release.
 */
package io.dgq.sdk.internal;
