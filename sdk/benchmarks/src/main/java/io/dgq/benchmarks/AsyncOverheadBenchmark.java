package io.dgq.benchmarks;

import io.dgq.benchmarks.raw.RawClient;
import io.dgq.benchmarks.raw.RawModels;
import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.internal.HttpClients;
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
 * The asynchronous client's overhead per call: {@code client.async().domains().get(id)} versus a hand-written
 * OkHttp {@code enqueue} whose callback decodes the same envelope with Jackson ({@link RawClient#getDomainAsync}),
 * both against the fixed-envelope server of the SDK overhead benchmark ({@link FixedEnvelopeServer}). Each
 * operation starts one call and waits for its future, so the time is one call's latency through the dispatcher
 * thread and back, and the gc profiler's bytes per operation include what the dispatcher thread allocates.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(
        value = 1,
        jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 6, time = 1)
@Measurement(iterations = 5, time = 1)
public class AsyncOverheadBenchmark {

    private ChildProcess server;
    private DgqClient client;
    private RawClient raw;

    /** Starts the server (unless one is named) and both clients. */
    @Setup(Level.Trial)
    public void setUp() {
        String baseUrl = System.getProperty(SdkOverheadBenchmark.SERVER_PROPERTY);
        if (baseUrl == null) {
            server = ChildProcess.startJava(FixedEnvelopeServer.JVM_ARGS, FixedEnvelopeServer.class.getName());
            baseUrl = server.await("BASE_URL");
        }
        String token = Fixtures.apiToken();
        client = DgqClient.builder().baseUrl(baseUrl).apiToken(token).build();
        raw = new RawClient(baseUrl, token, HttpClients.userAgent()); // the bytes the SDK sends
        if (!client.async()
                .domains()
                .get(Fixtures.DOMAIN_ID)
                .join()
                .id()
                .equals(raw.getDomainAsync(Fixtures.DOMAIN_ID).join().id)) {
            throw new IllegalStateException("The fixed server does not answer as expected");
        }
    }

    /** Stops them. */
    @TearDown(Level.Trial)
    public void tearDown() {
        client.close();
        raw.close();
        if (server != null) {
            server.close();
        }
    }

    /** {@return the record, through the SDK's asynchronous client} */
    @Benchmark
    public Domain sdkAsyncGet() {
        return client.async().domains().get(Fixtures.DOMAIN_ID).join();
    }

    /** {@return the record, by hand with OkHttp's enqueue} */
    @Benchmark
    public RawModels.Domain rawAsyncGet() {
        return raw.getDomainAsync(Fixtures.DOMAIN_ID).join();
    }
}
