/**
 * The DGQ Java SDK: {@link io.dgq.sdk.DgqClient} and its builder, per-call {@link io.dgq.sdk.core.RequestOptions}, and
 * {@link io.dgq.sdk.core.DgqResponse} for answers with their envelope. Resource clients live in one package per
 * resource group ({@code io.dgq.sdk.domains}, ...); lists in {@code io.dgq.sdk.paging}; exceptions in
 * {@code io.dgq.sdk.errors}. Package {@code io.dgq.sdk.internal} is not part of the public API.
 */
package io.dgq.sdk;
