package io.dgq.sdk.micrometer;

import io.dgq.sdk.observability.DgqAttempt;
import io.dgq.sdk.observability.DgqCall;
import io.dgq.sdk.observability.DgqCallListener;
import io.dgq.sdk.observability.DgqCallObserver;
import io.dgq.sdk.observability.DgqCallResult;
import io.dgq.sdk.observability.DgqRetry;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationRegistry;
import java.util.Map;
import java.util.Objects;

/**
 * Observes every call of a DGQ client with Micrometer: one {@code dgq.client.requests} observation per call
 * (retries included), started on the caller's thread, so that the caller's current observation is its parent.
 * Register it on the client builder:
 *
 * <pre>{@code
 * DgqClient client = DgqClient.builder()
 *         .baseUrl(url)
 *         .apiToken(token)
 *         .addListener(new DgqObservationListener(observationRegistry))
 *         .build();
 * }</pre>
 *
 * <p>With a {@code MeterRegistry}'s handler, that gives a timer {@code dgq.client.requests} tagged as
 * {@link DefaultDgqObservationConvention} says, and a counter {@code dgq.client.requests.retry}; with Micrometer
 * Tracing, a client span per call and its propagation headers (such as {@code traceparent}) on each try. Each retry
 * is an {@link DgqObservationDocumentation.Events#RETRY} event. The Spring Boot starter registers it by itself when
 * an {@code ObservationRegistry} bean exists. Thread-safe.
 */
public final class DgqObservationListener implements DgqCallListener {

    private static final DefaultDgqObservationConvention DEFAULT = new DefaultDgqObservationConvention();

    private final ObservationRegistry registry;
    private final DgqObservationConvention convention;

    /**
     * Creates a listener with the default convention.
     *
     * @param registry the registry the observations go to
     */
    public DgqObservationListener(ObservationRegistry registry) {
        this(registry, null);
    }

    /**
     * Creates a listener.
     *
     * @param registry the registry the observations go to
     * @param convention names and tags the observations, or {@code null} for the default
     */
    public DgqObservationListener(ObservationRegistry registry, DgqObservationConvention convention) {
        this.registry = Objects.requireNonNull(registry, "registry");
        this.convention = convention;
    }

    @Override
    public DgqCallObserver onCallStart(DgqCall call) {
        if (registry.isNoop()) {
            return DgqCallObserver.NONE;
        }
        DgqObservationContext context = new DgqObservationContext(call);
        Observation observation = DgqObservationDocumentation.CLIENT_REQUESTS
                .observation(convention, DEFAULT, () -> context, registry)
                .start();
        if (observation.isNoop()) {
            return DgqCallObserver.NONE;
        }
        return new Observer(observation, context);
    }

    @Override
    public String toString() {
        return "DgqObservationListener{convention="
                + (convention == null ? DEFAULT : convention).getClass().getSimpleName() + "}";
    }

    /** One call's observation. */
    private static final class Observer implements DgqCallObserver {
        private final Observation observation;
        private final DgqObservationContext context;

        Observer(Observation observation, DgqObservationContext context) {
            this.observation = observation;
            this.context = context;
        }

        @Override
        public void onAttemptStart(DgqAttempt attempt) {
            Map<String, String> carrier = context.getCarrier();
            if (carrier != null) {
                carrier.forEach(attempt::header);
            }
        }

        @Override
        public void onRetry(DgqRetry retry) {
            observation.event(Observation.Event.of(
                    DgqObservationDocumentation.Events.RETRY.getName(),
                    "retry " + retry.nextAttempt() + " after " + retry.delay().toMillis() + " ms: " + retry.reason()));
        }

        @Override
        public void onCallEnd(DgqCallResult result) {
            context.setResponse(result);
            result.failure().ifPresent(observation::error);
            observation.stop();
        }
    }
}
