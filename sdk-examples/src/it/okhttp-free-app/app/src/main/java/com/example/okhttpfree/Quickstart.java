package com.example.okhttpfree;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainColumn;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.domains.DomainUpdateRequest;
import io.dgq.sdk.errors.DgqNotFoundException;
import io.dgq.sdk.http.jdk.JdkHttpTransport;
import io.dgq.sdk.model.Status;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import io.dgq.sdk.paging.SortDirection;
import java.io.PrintStream;
import java.time.Duration;

/** README's tour, on the JDK's own HTTP client: the application has no OkHttp, okio or Kotlin. */
public final class Quickstart {

    private Quickstart() {}

    /**
     * Runs the tour against {@code DGQ_BASE_URL} with {@code DGQ_API_TOKEN}.
     *
     * @param args none
     */
    public static void main(String[] args) {
        run(System.getenv("DGQ_BASE_URL"), System.getenv("DGQ_API_TOKEN"), System.out);
    }

    /**
     * Runs the tour.
     *
     * @param baseUrl the workspace's address
     * @param token an API token of the workspace
     * @param out where the tour prints
     */
    public static void run(String baseUrl, String token, PrintStream out) {
        try (JdkHttpTransport transport = JdkHttpTransport.builder()
                        .connectTimeout(Duration.ofSeconds(5))
                        .build();
                DgqClient client = DgqClient.builder()
                        .baseUrl(baseUrl)
                        .apiToken(token)
                        .transport(transport)
                        .build()) {
            Page<DomainListItem> page = client.domains()
                    .list(ListRequest.builder()
                            .pageSize(10)
                            .sort(DomainColumn.NAME, SortDirection.ASC)
                            .build());
            page.items().forEach(d -> out.println(d.name()));

            Domain created = client.domains()
                    .create(DomainCreateRequest.builder()
                            .name("Customer Data")
                            .description("Everything about customers")
                            .build());
            client.domains()
                    .update(created.id(),
                            DomainUpdateRequest.builder().status(Status.VERIFIED).build());
            Domain domain = client.domains().get(created.id());
            out.println(domain.name() + " is " + domain.status());
            client.domains().delete(domain.id());

            try {
                client.domains().get(domain.id());
            } catch (DgqNotFoundException e) {
                out.println("Gone: " + e.getMessage());
            }

            client.domains()
                    .listAll(ListRequest.builder().pageSize(100).build())
                    .forEach(d -> out.println(d.id() + " " + d.name()));
        }
    }
}
