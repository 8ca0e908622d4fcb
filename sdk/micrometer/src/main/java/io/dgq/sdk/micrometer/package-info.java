/**
 * Micrometer Observation of the DGQ SDK's calls: {@link io.dgq.sdk.micrometer.DgqObservationListener} makes one
 * {@code dgq.client.requests} observation per call, so that one {@code ObservationRegistry} gives a timer with the
 * operation, method, status, outcome, error and path template, and, with Micrometer Tracing, a client span whose
 * {@code traceparent} goes with each try. Retries are events of the observation.
 */
package io.dgq.sdk.micrometer;
