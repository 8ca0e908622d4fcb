/**
 * Metric details (metrics assigned to assets): {@link io.dgq.sdk.metricdetails.MetricDetailsClient} and its models and requests.
 */
package io.dgq.sdk.metricdetails;
