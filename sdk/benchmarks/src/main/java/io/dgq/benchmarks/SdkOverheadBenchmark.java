package io.dgq.benchmarks;

import io.dgq.benchmarks.raw.RawClient;
import io.dgq.benchmarks.raw.RawModels;
import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.internal.HttpClients;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
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
 * The SDK's overhead per call: {@code client.domains().get(id)} and {@code client.domains().list(request)} versus
 * hand-written OkHttp + Jackson code ({@link RawClient}) sending the same requests to the same server, which
 * answers fixed envelopes from its own JVM ({@link FixedEnvelopeServer}), so that the allocation JMH's gc profiler
 * counts is the client's alone.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(
        value = 1,
        jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 8, time = 1)
@Measurement(iterations = 5, time = 1)
public class SdkOverheadBenchmark {

    /**
     * The system property naming an already running (and warmed up) {@link FixedEnvelopeServer}; without it each
     * fork starts its own.
     */
    public static final String SERVER_PROPERTY = "bench.fixedServer";

    private ChildProcess server;
    private DgqClient client;
    private RawClient raw;
    private ListRequest request;
    private RawModels.ListBody rawBody;

    /** Starts the server and both clients. */
    @Setup(Level.Trial)
    public void setUp() {
        String baseUrl = System.getProperty(SERVER_PROPERTY);
        if (baseUrl == null) {
            server = ChildProcess.startJava(FixedEnvelopeServer.JVM_ARGS, FixedEnvelopeServer.class.getName());
            baseUrl = server.await("BASE_URL");
        }
        String token = Fixtures.apiToken();
        client = DgqClient.builder().baseUrl(baseUrl).apiToken(token).build();
        raw = new RawClient(baseUrl, token, HttpClients.userAgent()); // the bytes the SDK sends
        request = ListRequest.builder().page(1).pageSize(50).build();
        rawBody = new RawModels.ListBody();
        if (client.domains().list(request).items().size() != 50
                || raw.listDomains(rawBody).data.size() != 50
                || !client.domains().get(Fixtures.DOMAIN_ID).id().equals(raw.getDomain(Fixtures.DOMAIN_ID).id)) {
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

    /** {@return the record, through the SDK} */
    @Benchmark
    public Domain sdkGet() {
        return client.domains().get(Fixtures.DOMAIN_ID);
    }

    /** {@return the record, by hand} */
    @Benchmark
    public RawModels.Domain rawGet() {
        return raw.getDomain(Fixtures.DOMAIN_ID);
    }

    /** {@return the page, through the SDK} */
    @Benchmark
    public Page<DomainListItem> sdkList() {
        return client.domains().list(request);
    }

    /** {@return the page, by hand} */
    @Benchmark
    public RawModels.ListPayload<RawModels.DomainListItem> rawList() {
        return raw.listDomains(rawBody);
    }
}
