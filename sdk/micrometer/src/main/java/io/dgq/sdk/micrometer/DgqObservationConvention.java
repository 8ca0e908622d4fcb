package io.dgq.sdk.micrometer;

import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationConvention;

/**
 * Names and tags the observation of a DGQ call. Implement it to change them, or extend
 * {@link DefaultDgqObservationConvention} to add to its key values, and pass it to
 * {@link DgqObservationListener#DgqObservationListener(io.micrometer.observation.ObservationRegistry,
 * DgqObservationConvention)} or declare it as a bean with the Spring Boot starter.
 */
public interface DgqObservationConvention extends ObservationConvention<DgqObservationContext> {

    @Override
    default boolean supportsContext(Observation.Context context) {
        return context instanceof DgqObservationContext;
    }
}
