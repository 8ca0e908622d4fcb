/**
 * Data sources (connections to external data systems): {@link io.dgq.sdk.sources.SourcesClient} and its models
 * and requests. Credentials are sent as given and never printed.
 */
package io.dgq.sdk.sources;
