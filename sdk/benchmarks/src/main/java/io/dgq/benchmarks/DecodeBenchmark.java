package io.dgq.benchmarks;

import io.dgq.benchmarks.raw.RawClient;
import io.dgq.benchmarks.raw.RawModels;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.paging.Page;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Decoding alone, no network: a full domain detail envelope and a 50-record list page envelope, into the SDK's
 * models through the SDK's own envelope decoding ({@link SdkDecoding}), versus plain Jackson databind into
 * {@link RawModels} with a reader built once and the same mapper settings.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(
        value = 1,
        jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 8, time = 1)
@Measurement(iterations = 5, time = 1)
public class DecodeBenchmark {

    private final byte[] detail = Fixtures.detailEnvelope();
    private final byte[] page = Fixtures.listEnvelope(1, 50, 1234);

    /** {@return the SDK's detail record} */
    @Benchmark
    public Domain sdkDetail() {
        return SdkDecoding.decodeDomain(detail);
    }

    /** {@return the baseline's detail record} */
    @Benchmark
    public RawModels.Domain rawDetail() throws IOException {
        RawModels.Envelope<RawModels.Domain> envelope = RawClient.DOMAIN_READER.readValue(detail);
        return envelope.data;
    }

    /** {@return the SDK's page of 50} */
    @Benchmark
    public Page<DomainListItem> sdkPage() {
        return SdkDecoding.decodePage(page);
    }

    /** {@return the baseline's page of 50} */
    @Benchmark
    public RawModels.ListPayload<RawModels.DomainListItem> rawPage() throws IOException {
        RawModels.Envelope<RawModels.ListPayload<RawModels.DomainListItem>> envelope =
                RawClient.LIST_READER.readValue(page);
        return envelope.data;
    }
}
