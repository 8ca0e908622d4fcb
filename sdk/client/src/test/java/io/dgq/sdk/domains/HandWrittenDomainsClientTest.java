package io.dgq.sdk.domains;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import io.dgq.sdk.testing.TestJson;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A test double of {@link DomainsClient} written by hand, without a mocking library: an application implements
 * only the abstract methods (one per operation), and every convenience overload, {@code listAll} included, works
 * through them.
 */
class HandWrittenDomainsClientTest {

    /** Answers one page of two domains per list call and records what it was asked. */
    static final class FakeDomains implements DomainsClient {
        final List<String> asked = new ArrayList<>();

        @Override
        public WithRawResponse withRawResponse() {
            throw new UnsupportedOperationException("not needed by this fake");
        }

        @Override
        public Domain create(DomainCreateRequest request, RequestOptions options) {
            asked.add("create");
            return domain("new");
        }

        @Override
        public Domain get(String id, RequestOptions options) {
            asked.add("get " + id + (options == RequestOptions.none() ? " with no options" : ""));
            return domain(id);
        }

        @Override
        public Page<DomainListItem> list(ListRequest request, RequestOptions options) {
            asked.add("list page " + request.page());
            List<DomainListItem> items = List.of(item("a" + request.page()), item("b" + request.page()));
            return Page.of(items, 4, List.of(), request, next -> list(next, options));
        }

        @Override
        public void update(String id, DomainUpdateRequest request, RequestOptions options) {
            asked.add("update " + id);
        }

        @Override
        public void delete(String id, RequestOptions options) {
            asked.add("delete " + id);
        }

        @Override
        public List<DomainListItem> export(ListRequest request, RequestOptions options) {
            return list(request, options).items();
        }

        @Override
        public DomainTree treeView(boolean hasUserFilter, RequestOptions options) {
            asked.add("tree");
            return TestJson.MAPPER.convertValue(Map.of("data", List.of()), DomainTree.class);
        }

        private static Domain domain(String id) {
            return TestJson.MAPPER.convertValue(Map.of("id", id, "name", "n-" + id), Domain.class);
        }

        private static DomainListItem item(String id) {
            return TestJson.MAPPER.convertValue(Map.of("id", id), DomainListItem.class);
        }
    }

    @Test
    void theConvenienceOverloadsReachTheHandWrittenPrimaries() {
        FakeDomains fake = new FakeDomains();
        DomainsClient domains = fake;
        assertThat(domains.get("d-1").name()).isEqualTo("n-d-1");
        domains.delete("d-2");
        assertThat(domains.treeView(false).roots()).isEmpty();
        assertThat(fake.asked).containsExactly("get d-1 with no options", "delete d-2", "tree");
    }

    @Test
    void listAllWalksThePagesOfTheHandWrittenList() {
        FakeDomains fake = new FakeDomains();
        List<String> ids = fake.listAll(ListRequest.builder().pageSize(2).build())
                .map(DomainListItem::id)
                .toList();
        assertThat(ids).containsExactly("a1", "b1", "a2", "b2");
        assertThat(fake.asked).containsExactly("list page 1", "list page 2");
    }
}
