/**
 * Metric templates: {@link io.dgq.sdk.metrictemplates.MetricTemplatesClient} and its models and requests.
 */
package io.dgq.sdk.metrictemplates;
