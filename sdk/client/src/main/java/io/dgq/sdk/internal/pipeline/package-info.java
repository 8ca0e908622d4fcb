/**
 * A call's path through the SDK, its steps listed once ({@link io.dgq.sdk.internal.pipeline.CallPipeline}) and run
 * the same way by the blocking and the asynchronous clients; a try ends in a typed outcome. Not part of the public
 * API: it may change in any release.
 */
package io.dgq.sdk.internal.pipeline;
