/**
 * Tags: {@link io.dgq.sdk.tags.TagsClient} and its models and requests.
 */
package io.dgq.sdk.tags;
