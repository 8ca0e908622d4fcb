/**
 * Documents (documentation attached to an object): {@link io.dgq.sdk.documents.DocumentsClient} and its models,
 * content blocks and requests.
 */
package io.dgq.sdk.documents;
