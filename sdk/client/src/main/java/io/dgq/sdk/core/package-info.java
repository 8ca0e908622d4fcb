/**
 * The types every layer of the SDK names: per-call {@link io.dgq.sdk.core.RequestOptions}, an answer with its
 * envelope ({@link io.dgq.sdk.core.DgqResponse}) and the {@link io.dgq.sdk.core.Sleeper} that waits between tries.
 * It imports no other package of the SDK, so the resource packages and the runtime stand on it without a cycle.
 */
package io.dgq.sdk.core;
