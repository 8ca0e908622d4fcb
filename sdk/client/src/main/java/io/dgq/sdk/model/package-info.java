/**
 * Building blocks shared by every resource's models: the {@link io.dgq.sdk.model.ApiObject} interface every model
 * implements, with its forward-compatible unknown fields (as {@link io.dgq.sdk.json.JsonValue}s),
 * {@link io.dgq.sdk.model.OpenEnum} for open enumerations, {@link io.dgq.sdk.model.WriteRequest} for create and
 * update bodies, and the small records several resources share (owners, viewers, references).
 *
 * <p>Nullability: a scalar or object accessor returns {@code null} when the field is {@code null} or absent; a list
 * accessor never returns {@code null}. Timestamps decode to {@link java.time.OffsetDateTime}, whether the server
 * writes {@code Z} or {@code +00:00}.
 */
package io.dgq.sdk.model;
