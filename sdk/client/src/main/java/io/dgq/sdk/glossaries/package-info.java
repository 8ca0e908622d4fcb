/**
 * Glossaries: {@link io.dgq.sdk.glossaries.GlossariesClient} and its models and requests.
 */
package io.dgq.sdk.glossaries;
