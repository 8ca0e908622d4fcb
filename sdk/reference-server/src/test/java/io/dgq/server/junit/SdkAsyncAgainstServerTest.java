package io.dgq.server.junit;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.errors.DgqNotFoundException;
import io.dgq.sdk.http.okhttp.OkHttpTransport;
import io.dgq.sdk.internal.ConfiguredClient;
import io.dgq.server.ReferenceServer;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The SDK's asynchronous client against the reference server, in process: many calls in flight from one client. */
class SdkAsyncAgainstServerTest {

    private static final int DOMAINS = 50;
    private static final int CALLS = 1_000;
    private static final int CONCURRENCY = 128;

    @Test
    void aThousandGetsInFlightFromOneClient() throws Exception {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        try (ReferenceServer server = ReferenceServer.builder().start();
                DgqClient client = DgqClient.builder()
                        .baseUrl(server.baseUrl())
                        .apiToken(server.apiToken())
                        .maxConcurrentRequests(CONCURRENCY)
                        .build()) {
            List<CompletableFuture<Domain>> creates = new ArrayList<>();
            for (int i = 0; i < DOMAINS; i++) {
                creates.add(client.async()
                        .domains()
                        .create(DomainCreateRequest.builder()
                                .name("Domain " + i)
                                .build()));
            }
            List<Domain> domains = creates.stream().map(CompletableFuture::join).toList();
            int before = threads.getThreadCount();
            threads.resetPeakThreadCount();

            List<CompletableFuture<Domain>> gets = new ArrayList<>();
            for (int i = 0; i < CALLS; i++) {
                gets.add(client.async().domains().get(domains.get(i % DOMAINS).id()));
            }
            CompletableFuture<Domain> missing = client.async().domains().get("no-such-domain");
            CompletableFuture.allOf(gets.toArray(CompletableFuture[]::new)).get(120, TimeUnit.SECONDS);

            for (int i = 0; i < CALLS; i++) {
                Domain expected = domains.get(i % DOMAINS);
                assertThat(gets.get(i).join())
                        .extracting(Domain::id, Domain::name)
                        .containsExactly(expected.id(), expected.name());
            }
            assertThat(missing)
                    .failsWithin(30, TimeUnit.SECONDS)
                    .withThrowableThat()
                    .havingCause()
                    .isInstanceOf(DgqNotFoundException.class);
            assertThat(client.domains().get(domains.get(0).id()).totalViews())
                    .as("every get reached the server")
                    .isEqualTo(CALLS / DOMAINS + 1);

            ThreadPoolExecutor dispatcher = (ThreadPoolExecutor)
                    ((OkHttpTransport) ((ConfiguredClient) client).config().transport())
                            .client()
                            .dispatcher()
                            .executorService();
            assertThat(dispatcher.getLargestPoolSize())
                    .as("OkHttp's threads: one per request on the wire, and a "
                            + "few while a finishing thread hands its slot over")
                    .isLessThanOrEqualTo(CONCURRENCY + 16);
            // The server serves each connection on a thread of its own: both sides together stay far below a thread
            // per call.
            assertThat(threads.getPeakThreadCount() - before)
                    .as("threads added at the peak")
                    .isLessThanOrEqualTo(2 * (CONCURRENCY + 16));
        }
    }
}
