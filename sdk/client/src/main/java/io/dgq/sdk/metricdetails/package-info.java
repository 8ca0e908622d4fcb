/**
 * Metric details (metrics assigned to assets): {@link io.dgq.sdk.metricdetails.MetricDetailsClient} and its models
 * and requests, among them {@link io.dgq.sdk.metricdetails.Threshold} and
 * {@link io.dgq.sdk.metricdetails.ThresholdConstraint}, which metric templates share.
 */
package io.dgq.sdk.metricdetails;
