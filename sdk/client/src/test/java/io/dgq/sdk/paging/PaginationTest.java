package io.dgq.sdk.paging;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.testing.MockApi;
import io.dgq.sdk.testing.MockApiTest;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class PaginationTest extends MockApiTest {

    private void enqueuePage(int total, String... names) {
        String items = Stream.of(names)
                .map(n -> "{\"id\":\"" + n + "\",\"name\":\"" + n + "\"}")
                .collect(Collectors.joining(","));
        api.enqueueData("{\"data\":[" + items + "],\"total_count\":" + total + "}");
    }

    @Test
    void fetchesTheNextPageOnlyWhenThePreviousIsConsumed() {
        enqueuePage(5, "a", "b");
        enqueuePage(5, "c", "d");
        enqueuePage(5, "e");
        Stream<DomainListItem> all =
                client.domains().listAll(ListRequest.builder().pageSize(2).build());
        assertThat(api.requestCount()).isZero();

        Iterator<DomainListItem> it = all.iterator();
        assertThat(it.next().name()).isEqualTo("a");
        assertThat(api.requestCount()).isEqualTo(1);
        assertThat(it.next().name()).isEqualTo("b");
        assertThat(api.requestCount()).isEqualTo(1);
        assertThat(it.next().name()).isEqualTo("c");
        assertThat(api.requestCount()).isEqualTo(2);
        assertThat(it.next().name()).isEqualTo("d");
        assertThat(it.next().name()).isEqualTo("e");
        assertThat(api.requestCount()).isEqualTo(3);
        assertThat(it.hasNext()).isFalse();
        assertThat(api.requestCount()).isEqualTo(3);

        assertThat(MockApi.body(api.take())).contains("\"page\":1,\"pageSize\":2");
        assertThat(MockApi.body(api.take())).contains("\"page\":2,\"pageSize\":2");
        assertThat(MockApi.body(api.take())).contains("\"page\":3,\"pageSize\":2");
    }

    @Test
    void stopsEarlyWhenTheStreamIsShortCircuited() {
        enqueuePage(1000, "a", "b");
        List<String> firstThree = client.domains()
                .listAll(ListRequest.builder().pageSize(2).build())
                .limit(1)
                .map(DomainListItem::name)
                .collect(Collectors.toList());
        assertThat(firstThree).containsExactly("a");
        assertThat(api.requestCount()).isEqualTo(1);
    }

    @Test
    void walksPagesByHandAndThroughTheAutoPager() {
        enqueuePage(3, "a", "b");
        enqueuePage(3, "c");
        Page<DomainListItem> first =
                client.domains().list(ListRequest.builder().pageSize(2).build());
        assertThat(first.hasNextPage()).isTrue();
        Page<DomainListItem> second = first.nextPage();
        assertThat(second.request().page()).isEqualTo(2);
        assertThat(second.hasNextPage()).isFalse();
        assertThatThrownBy(second::nextPage)
                .isInstanceOf(NoSuchElementException.class)
                .hasMessageContaining("last page");

        enqueuePage(3, "c");
        List<String> names = new java.util.ArrayList<>();
        for (DomainListItem item : first.autoPager()) {
            names.add(item.name());
        }
        assertThat(names).containsExactly("a", "b", "c");
        assertThat(api.requestCount()).isEqualTo(3);
    }

    @Test
    void stopsOnAnEmptyPageEvenIfTheTotalSaysMore() {
        enqueuePage(10, "a");
        enqueuePage(10);
        assertThat(client.domains()
                        .listAll(ListRequest.builder().pageSize(1).build())
                        .count())
                .isEqualTo(1);
        assertThat(api.requestCount()).isEqualTo(2);
    }

    @Test
    void readsThePatternsCounter() {
        api.enqueueData("{\"data\":[{\"id\":\"p\"}],\"count\":7}");
        JsonPage page = new JsonPage(client);
        assertThat(page.totalCount()).isEqualTo(7);
    }

    /** Reads a list whose counter is {@code count}, as the patterns list does. */
    private static final class JsonPage {
        private final long total;

        JsonPage(DgqClient client) {
            this.total = client.domains().list(ListRequest.firstPage()).totalCount();
        }

        long totalCount() {
            return total;
        }
    }
}
