package io.dgq.benchmarks.paging;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.benchmarks.Fixtures;
import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.paging.ListRequest;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@code listAll} is lazy: it asks for no page before the stream is consumed, and for page {@code n + 1} only once
 * every record of page {@code n} has been handed out (no read-ahead). Not a timing test.
 */
class LazyPagingTest {

    @Test
    void asksForEachPageOnlyAfterThePreviousOneIsConsumed() throws Exception {
        int pageSize = 3;
        int total = 10;
        AtomicInteger requests = new AtomicInteger();
        try (PageGeneratorServer server = PageGeneratorServer.start(total, page -> requests.incrementAndGet());
                DgqClient client = DgqClient.builder()
                        .baseUrl(server.baseUrl())
                        .apiToken(Fixtures.apiToken())
                        .build()) {
            List<Integer> requestsSeenAtRecord = new ArrayList<>();
            List<String> ids = new ArrayList<>();
            try (Stream<DomainListItem> all = client.domains()
                    .listAll(ListRequest.builder().pageSize(pageSize).build())) {
                assertThat(requests)
                        .as("pages requested before the stream is consumed")
                        .hasValue(0);
                Iterator<DomainListItem> it = all.iterator();
                while (it.hasNext()) {
                    DomainListItem item = it.next();
                    requestsSeenAtRecord.add(requests.get());
                    ids.add(item.id());
                }
            }

            List<Integer> expected = new ArrayList<>();
            List<String> expectedIds = new ArrayList<>();
            for (int i = 0; i < total; i++) {
                expected.add(i / pageSize + 1);
                expectedIds.add(Fixtures.uuid(i));
            }
            assertThat(requestsSeenAtRecord)
                    .as("pages requested when each record was handed out")
                    .isEqualTo(expected);
            assertThat(ids).isEqualTo(expectedIds);
            assertThat(server.requestedPages()).containsExactly(1, 2, 3, 4);
        }
    }

    @Test
    void stopsAskingWhenTheConsumerStops() throws Exception {
        AtomicInteger requests = new AtomicInteger();
        try (PageGeneratorServer server = PageGeneratorServer.start(1_000_000, page -> requests.incrementAndGet());
                DgqClient client = DgqClient.builder()
                        .baseUrl(server.baseUrl())
                        .apiToken(Fixtures.apiToken())
                        .build()) {
            long taken = client.domains()
                    .listAll(ListRequest.builder().pageSize(5).build())
                    .limit(7)
                    .count();

            assertThat(taken).isEqualTo(7);
            assertThat(server.requestedPages()).containsExactly(1, 2);
        }
    }
}
