package io.dgq.examples;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.DgqClientBuilder;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.errors.DgqNotFoundException;
import io.dgq.sdk.micrometer.DgqObservationListener;
import io.dgq.sdk.observability.DgqCallListener;
import io.dgq.sdk.observability.DgqCallObserver;
import io.dgq.sdk.observability.DgqCallResult;
import io.dgq.sdk.observability.DgqRetry;
import io.dgq.sdk.paging.ListRequest;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.observation.DefaultMeterObservationHandler;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.micrometer.observation.ObservationRegistry;
import java.io.PrintStream;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * Seeing every call: a listener of your own that prints one line per call (operation, path template, status,
 * tries, duration, correlation id), and the Micrometer observation that times every call as
 * {@code dgq.client.requests}, tagged by operation, status and outcome.
 *
 * <p>Run it with {@code ./mvnw -B -q -pl sdk-examples -am compile exec:java -Dexec.mainClass=io.dgq.examples.Observability}.
 */
public final class Observability {

    private Observability() {}

    public static void main(String[] args) {
        try (ExampleWorkspace workspace = ExampleWorkspace.open()) {
            System.out.println("Observability on " + workspace.describe());
            run(workspace.clientBuilder(), System.out);
        }
    }

    /**
     * A listener that prints one line when each call ends, and one for each retry. It sees no token and no id:
     * the operation and its path template only.
     */
    static DgqCallListener printing(PrintStream out) {
        return call -> new DgqCallObserver() {
            @Override
            public void onRetry(DgqRetry retry) {
                out.printf(
                        Locale.ROOT,
                        "   %s: retry %d in %d ms (%s)%n",
                        call.operation(),
                        retry.nextAttempt(),
                        retry.delay().toMillis(),
                        retry.reason());
            }

            @Override
            public void onCallEnd(DgqCallResult result) {
                out.printf(
                        Locale.ROOT,
                        "   %-16s %-6s %-40s -> %s, %d %s, %.1f ms, correlation id %s%n",
                        call.operation(),
                        call.method(),
                        call.pathTemplate().orElse("-"),
                        result.succeeded()
                                ? "HTTP " + result.statusCode()
                                : result.failure().orElseThrow().getClass().getSimpleName(),
                        result.attempts(),
                        result.attempts() == 1 ? "try" : "tries",
                        result.duration().toNanos() / 1e6,
                        result.correlationId().orElse("none"));
            }
        };
    }

    /**
     * Runs the example.
     *
     * @param builder a client builder of the workspace
     * @param out where to print what happens
     */
    public static void run(DgqClientBuilder builder, PrintStream out) {
        // The meter registry an application already has; here a simple one, printed at the end.
        MeterRegistry meters = new SimpleMeterRegistry();
        ObservationRegistry observations = ObservationRegistry.create();
        observations.observationConfig().observationHandler(new DefaultMeterObservationHandler(meters));

        try (DgqClient client = builder.addListener(printing(out))
                .addListener(new DgqObservationListener(observations))
                .build()) {
            out.println("Calls, as the listener sees them:");
            String id = client.domains()
                    .create(DomainCreateRequest.builder()
                            .name("Observability demo")
                            .build())
                    .id();
            client.domains().get(id);
            client.domains().list(ListRequest.builder().pageSize(5).build());
            try {
                client.domains().get("no-such-domain");
            } catch (DgqNotFoundException expected) {
                // Observed too, with its status and exception.
            }
            client.domains().delete(id);
        }

        out.println("The dgq.client.requests timers:");
        for (Timer timer : meters.find("dgq.client.requests").timers()) {
            out.printf(
                    Locale.ROOT,
                    "   operation=%s status=%s outcome=%s error=%s: %d call(s), %.1f ms in all%n",
                    timer.getId().getTag("operation"),
                    timer.getId().getTag("status"),
                    timer.getId().getTag("outcome"),
                    timer.getId().getTag("error"),
                    timer.count(),
                    timer.totalTime(TimeUnit.MILLISECONDS));
        }
    }
}
