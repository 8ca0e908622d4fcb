package io.dgq.examples;

import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.domains.DomainTree;
import io.dgq.sdk.domains.DomainUpdateRequest;
import io.dgq.sdk.domains.DomainsClient;
import io.dgq.sdk.errors.DgqNotFoundException;
import io.dgq.sdk.errors.HttpFailure;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Unit-testing code that uses the SDK. Every resource client is an interface ({@link DomainsClient} here), every
 * model has a builder and value equality, {@code Page.of(...)} builds a page and {@code HttpFailure.builder()} the
 * failure an exception describes. So code that takes the resource client it uses, like {@link DomainCatalog}, runs
 * in a test against:
 *
 * <ul>
 *   <li>a Mockito mock answering built models: {@code DomainCatalogMockTest};</li>
 *   <li>the reference server, with the same tests: {@code DomainCatalogServerTest};</li>
 *   <li>a hand-written fake, no library needed: {@link InMemoryDomains}, which this program runs the catalog on.
 *   </li>
 * </ul>
 *
 * <p>No server, no network: this example needs neither.
 */
public final class UnitTestingWithMocks {

    private UnitTestingWithMocks() {}

    public static void main(String[] args) {
        System.out.println("UnitTestingWithMocks: DomainCatalog on an in-memory fake of DomainsClient");
        run(System.out);
    }

    /**
     * Runs the example: fills a fake with more similar names than one page holds, then finds, renames and fails to
     * rename through {@link DomainCatalog}.
     *
     * @param out where to print what happens
     */
    public static void run(PrintStream out) {
        InMemoryDomains domains = new InMemoryDomains();
        for (int i = 1; i <= DomainCatalog.PAGE_SIZE; i++) {
            domains.add(String.format(Locale.ROOT, "Corporate Finance %03d", i)); // all sort before "Finance"
        }
        domains.add("Finance");
        DomainCatalog catalog = new DomainCatalog(domains);

        DomainListItem finance = catalog.findByName("FINANCE").orElseThrow();
        out.println("Found '" + finance.name() + "' (" + finance.id() + ") after " + domains.listCalls()
                + " list calls of " + DomainCatalog.PAGE_SIZE + " domains");

        Domain renamed = catalog.rename(finance.id(), "Group Finance").orElseThrow();
        out.println("Renamed: " + renamed);

        String missing = catalog.rename("d-999", "Nothing").map(Domain::name).orElse("no such domain, nothing renamed");
        out.println("Renaming d-999: " + missing);
    }

    /**
     * A hand-written fake of {@link DomainsClient}: domains in a map, a list that searches names, sorts them and
     * pages, and a 404 for an unknown id, thrown as the SDK throws it. It implements the methods that take
     * {@link RequestOptions}; the shorter ones and {@code listAll} are the interface's default methods, which call
     * them. What {@link DomainCatalog} does not use throws {@link UnsupportedOperationException}.
     *
     * <p>A fake suits code that makes many calls, since it keeps state; a mock suits checking one call. Not
     * thread-safe.
     */
    public static final class InMemoryDomains implements DomainsClient {

        private final Map<String, Domain> records = new LinkedHashMap<>();
        private int listCalls;

        /** Creates an empty fake. */
        public InMemoryDomains() {}

        /**
         * Adds a domain, as if created on the server.
         *
         * @param name its name
         * @return the domain, with the id {@code d-1}, {@code d-2}, ... in the order of adding
         */
        public Domain add(String name) {
            Domain domain =
                    Domain.builder().id("d-" + (records.size() + 1)).name(name).build();
            records.put(domain.id(), domain);
            return domain;
        }

        /** {@return how many pages were listed so far} */
        public int listCalls() {
            return listCalls;
        }

        @Override
        public Domain create(DomainCreateRequest request, RequestOptions options) {
            return add(request.toJson().getString("name").orElseThrow());
        }

        @Override
        public Domain get(String id, RequestOptions options) {
            Domain domain = records.get(id);
            if (domain == null) {
                throw notFound(id);
            }
            return domain;
        }

        /** Answers the domains whose name contains the search, sorted by name whatever the request says. */
        @Override
        public Page<DomainListItem> list(ListRequest request, RequestOptions options) {
            listCalls++;
            String search = request.search() == null ? "" : request.search().toLowerCase(Locale.ROOT);
            List<DomainListItem> matches = new ArrayList<>();
            for (Domain domain : records.values()) {
                if (domain.name().toLowerCase(Locale.ROOT).contains(search)) {
                    matches.add(domain);
                }
            }
            matches.sort(Comparator.comparing(domain -> domain.name().toLowerCase(Locale.ROOT)));
            int from = Math.min((request.page() - 1) * request.pageSize(), matches.size());
            int to = Math.min(from + request.pageSize(), matches.size());
            // The fetcher makes nextPage() and listAll go on to the following pages.
            return Page.of(matches.subList(from, to), matches.size(), List.of(), request, next -> list(next, options));
        }

        @Override
        public void update(String id, DomainUpdateRequest request, RequestOptions options) {
            Domain domain = get(id, options);
            String name = request.toJson().getString("name").orElse(domain.name());
            records.put(id, domain.toBuilder().name(name).build());
        }

        @Override
        public void delete(String id, RequestOptions options) {
            if (records.remove(id) == null) {
                throw notFound(id);
            }
        }

        @Override
        public List<DomainListItem> export(ListRequest request, RequestOptions options) {
            throw new UnsupportedOperationException("export: not used by DomainCatalog");
        }

        @Override
        public DomainTree treeView(boolean hasUserFilter, RequestOptions options) {
            throw new UnsupportedOperationException("treeView: not used by DomainCatalog");
        }

        @Override
        public WithRawResponse withRawResponse() {
            throw new UnsupportedOperationException("withRawResponse: not used by DomainCatalog");
        }

        private static DgqNotFoundException notFound(String id) {
            return new DgqNotFoundException(HttpFailure.builder()
                    .statusCode(404)
                    .errorCode("NOT_FOUND")
                    .serverMessage("No domain with id '" + id + "'")
                    .build());
        }
    }
}
