package io.dgq.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.DomainsClient;
import io.dgq.sdk.tags.TagsAsyncClient;
import io.dgq.sdk.testing.TestTokens;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The generated roots make each resource client on its first use, once, also when threads ask for it at once. */
class ResourceClientsTest {

    private static final int THREADS = 16;

    @Test
    void eachResourceClientIsMadeOnceEvenWhenThreadsAskForItFirstAtOnce() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try (DgqClient client = DgqClient.builder()
                .baseUrl("http://127.0.0.1:9")
                .apiToken(TestTokens.api())
                .build()) {
            CyclicBarrier together = new CyclicBarrier(THREADS);
            List<Future<DomainsClient>> blocking = new ArrayList<>();
            List<Future<TagsAsyncClient>> async = new ArrayList<>();
            for (int i = 0; i < THREADS; i++) {
                boolean even = i % 2 == 0;
                if (even) {
                    blocking.add(pool.submit(() -> {
                        together.await(10, TimeUnit.SECONDS);
                        return client.domains();
                    }));
                } else {
                    async.add(pool.submit(() -> {
                        together.await(10, TimeUnit.SECONDS);
                        return client.async().tags();
                    }));
                }
            }
            Set<Object> domains = Collections.newSetFromMap(new IdentityHashMap<>());
            for (Future<DomainsClient> asked : blocking) {
                domains.add(asked.get(10, TimeUnit.SECONDS));
            }
            Set<Object> tags = Collections.newSetFromMap(new IdentityHashMap<>());
            for (Future<TagsAsyncClient> asked : async) {
                tags.add(asked.get(10, TimeUnit.SECONDS));
            }

            assertThat(domains).singleElement().isSameAs(client.domains());
            assertThat(tags).singleElement().isSameAs(client.async().tags());
            assertThat(client.withRawResponse().domains())
                    .isSameAs(client.domains().withRawResponse());
            assertThat(client.async().withRawResponse().tags())
                    .isSameAs(client.async().tags().withRawResponse());
        } finally {
            pool.shutdownNow();
        }
    }
}
