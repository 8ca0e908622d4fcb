package io.dgq.benchmarks;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.micrometer.DgqObservationListener;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.observation.DefaultMeterObservationHandler;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.micrometer.observation.ObservationRegistry;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The cost of observing calls: {@code client.domains().get(id)} with the Micrometer observation on (a
 * {@link DgqObservationListener} on a registry whose meter handler records the {@code dgq.client.requests} timer, as
 * a Spring Boot application with Actuator has it) against the same client without a listener, both sending to the
 * same {@link FixedEnvelopeServer}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(
        value = 1,
        jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 8, time = 1)
@Measurement(iterations = 5, time = 1)
public class ObservationOverheadBenchmark {

    private ChildProcess server;
    private DgqClient plain;
    private DgqClient observed;
    private MeterRegistry meters;

    /** Starts the server (unless one runs) and both clients. */
    @Setup(Level.Trial)
    public void setUp() {
        String baseUrl = System.getProperty(SdkOverheadBenchmark.SERVER_PROPERTY);
        if (baseUrl == null) {
            server = ChildProcess.startJava(FixedEnvelopeServer.JVM_ARGS, FixedEnvelopeServer.class.getName());
            baseUrl = server.await("BASE_URL");
        }
        meters = new SimpleMeterRegistry();
        plain = DgqClient.builder()
                .baseUrl(baseUrl)
                .apiToken(Fixtures.apiToken())
                .build();
        observed = observedClient(baseUrl, meters);
        observedGet();
        if (meters.get("dgq.client.requests").timer().count() != 1
                || !plainGet().id().equals(Fixtures.DOMAIN_ID)) {
            throw new IllegalStateException("The observed client did not record its call");
        }
    }

    /**
     * A client observed as a Spring Boot application with Actuator observes it: a registry whose meter handler
     * records the timer.
     *
     * @param baseUrl the server
     * @param meters where the timer goes
     * @return the client
     */
    static DgqClient observedClient(String baseUrl, MeterRegistry meters) {
        ObservationRegistry registry = ObservationRegistry.create();
        registry.observationConfig().observationHandler(new DefaultMeterObservationHandler(meters));
        return DgqClient.builder()
                .baseUrl(baseUrl)
                .apiToken(Fixtures.apiToken())
                .addListener(new DgqObservationListener(registry))
                .build();
    }

    /** Stops them. */
    @TearDown(Level.Trial)
    public void tearDown() {
        plain.close();
        observed.close();
        if (server != null) {
            server.close();
        }
    }

    /**
     * The baseline: a call without a listener.
     *
     * @return the domain
     */
    @Benchmark
    public Domain plainGet() {
        return plain.domains().get(Fixtures.DOMAIN_ID);
    }

    /**
     * The same call, observed.
     *
     * @return the domain
     */
    @Benchmark
    public Domain observedGet() {
        return observed.domains().get(Fixtures.DOMAIN_ID);
    }
}
