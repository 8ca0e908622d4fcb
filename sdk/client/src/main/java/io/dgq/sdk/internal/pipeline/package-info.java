/**
 * A call's path through the SDK as a list of stages ({@link io.dgq.sdk.internal.pipeline.CallPipeline}), shared by
 * the blocking and the asynchronous clients. Not part of the public API: it may change in any release.
 */
package io.dgq.sdk.internal.pipeline;
