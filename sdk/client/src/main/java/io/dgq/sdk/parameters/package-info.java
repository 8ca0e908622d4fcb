/**
 * Metric parameters: {@link io.dgq.sdk.parameters.ParametersClient} and its models and requests.
 */
package io.dgq.sdk.parameters;
