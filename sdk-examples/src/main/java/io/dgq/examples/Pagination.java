package io.dgq.examples;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.DgqClientBuilder;
import io.dgq.sdk.domains.DomainColumn;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.http.okhttp.OkHttpTransport;
import io.dgq.sdk.paging.FilterOperator;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.SortDirection;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import okhttp3.OkHttpClient;

/**
 * Streams every record of a long list with {@code listAll}: pages are fetched one at a time, only when the records
 * of the previous page have been consumed, so memory stays flat however long the list.
 *
 * <p>To make the fetching visible, the client gets an OkHttpClient of its own whose interceptor prints each list
 * request as it goes out. The example creates 250 domains, streams them 50 per page, then deletes them.
 */
public final class Pagination {

    /** How many domains the example creates and streams. */
    static final int RECORDS = 250;
    /** The page size of the stream. */
    static final int PAGE_SIZE = 50;

    private Pagination() {}

    public static void main(String[] args) {
        try (ExampleWorkspace workspace = ExampleWorkspace.open()) {
            System.out.println("Pagination on " + workspace.describe());
            run(workspace.clientBuilder(), System.out);
        }
    }

    /**
     * Runs the example.
     *
     * @param clientBuilder a builder holding the workspace's address and token; the example adds its own
     *     OkHttpClient and builds the client
     * @param out where to print what happens
     */
    public static void run(DgqClientBuilder clientBuilder, PrintStream out) {
        // An OkHttpClient whose interceptor prints and counts every list request.
        AtomicInteger listRequests = new AtomicInteger();
        OkHttpClient http = new OkHttpClient.Builder()
                .addInterceptor(chain -> {
                    if (chain.request().url().encodedPath().endsWith("/domain/list")) {
                        out.println("  -> list request #" + listRequests.incrementAndGet());
                    }
                    return chain.proceed(chain.request());
                })
                .build();
        try (DgqClient client = clientBuilder
                .transport(OkHttpTransport.builder().client(http).build())
                .build()) {
            // 250 domains whose names share a marker of this run, so the list below finds exactly them.
            String marker = "pagination-demo-" + UUID.randomUUID().toString().substring(0, 8);
            out.println("Creating " + RECORDS + " domains named " + marker + "-001 .. " + marker + "-" + RECORDS);
            List<String> created = new ArrayList<>();
            for (int i = 1; i <= RECORDS; i++) {
                String name = String.format("%s-%03d", marker, i);
                created.add(client.domains()
                        .create(DomainCreateRequest.builder().name(name).build())
                        .id());
            }

            ListRequest ours = ListRequest.builder()
                    .pageSize(PAGE_SIZE)
                    .filter(DomainColumn.NAME, FilterOperator.CONTAINS, marker)
                    .sort(DomainColumn.NAME, SortDirection.ASC)
                    .build();

            // Every record, lazily: a page is requested when the stream reaches it.
            out.println("Streaming them, " + PAGE_SIZE + " per page:");
            AtomicInteger seen = new AtomicInteger();
            client.domains().listAll(ours).forEach(domain -> {
                int n = seen.incrementAndGet();
                if (n % PAGE_SIZE == 1) {
                    out.println("     record " + n + ": " + domain.name());
                }
            });
            out.println("Streamed " + seen.get() + " domains with " + listRequests.get() + " list requests.");

            // A stream that stops early never fetches the pages it does not reach.
            listRequests.set(0);
            List<String> first60 = client.domains()
                    .listAll(ours)
                    .limit(60)
                    .map(DomainListItem::name)
                    .toList();
            out.println("Took the first " + first60.size() + " (up to " + first60.get(first60.size() - 1) + ") with "
                    + listRequests.get() + " list requests.");

            out.println("Deleting the " + created.size() + " domains.");
            created.forEach(id -> client.domains().delete(id));
        } finally {
            // DgqClient.close() leaves an OkHttpClient it was given open: release its threads here.
            http.dispatcher().executorService().shutdown();
            http.connectionPool().evictAll();
        }
    }
}
