/**
 * Data sources (connections to external data systems): {@link io.dgq.sdk.sources.SourcesClient} and its models and requests.
 */
package io.dgq.sdk.sources;
