package io.dgq.examples;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainColumn;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.model.Owner;
import io.dgq.sdk.model.Status;
import io.dgq.sdk.paging.FilterOperator;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import io.dgq.sdk.paging.SortDirection;
import java.io.PrintStream;
import java.util.stream.Collectors;

/**
 * The first five minutes with the SDK: build a client, list domains (a page, sorted and filtered), read one, and
 * look at the envelope around an answer.
 *
 * <p>Run it with {@code ./mvnw -B -q -pl sdk-examples -am compile exec:java}. Without {@code DGQ_BASE_URL} it
 * talks to an embedded reference server with demo data; with {@code DGQ_BASE_URL} and {@code DGQ_API_TOKEN} set,
 * to your workspace.
 */
public final class Quickstart {

    private Quickstart() {}

    public static void main(String[] args) {
        try (ExampleWorkspace workspace = ExampleWorkspace.open();
                DgqClient client = workspace.client()) {
            System.out.println("Quickstart on " + workspace.describe());
            run(client, System.out);
        }
    }

    /**
     * Runs the example.
     *
     * @param client a client of the workspace
     * @param out where to print what happens
     */
    public static void run(DgqClient client, PrintStream out) {
        // 1. One page of domains: 3 per page, sorted by name, only the verified ones.
        ListRequest verifiedByName = ListRequest.builder()
                .page(1)
                .pageSize(3)
                .sort(DomainColumn.NAME, SortDirection.ASC)
                .filter(DomainColumn.STATUS, FilterOperator.EQ, Status.VERIFIED)
                .build();
        Page<DomainListItem> page = client.domains().list(verifiedByName);
        out.println(page.totalCount() + " verified domains. Page 1, sorted by name:");
        for (DomainListItem domain : page.items()) {
            out.println("  " + domain.name() + "  (id " + domain.id() + ", level " + domain.level() + ")");
        }
        if (page.hasNextPage()) {
            Page<DomainListItem> next = page.nextPage();
            out.println(
                    "Page 2: " + next.items().stream().map(DomainListItem::name).collect(Collectors.joining(", ")));
        }
        if (page.items().isEmpty()) {
            out.println("No verified domain in this workspace yet.");
            return;
        }

        // 2. One domain's detail record.
        Domain domain = client.domains().get(page.items().get(0).id());
        out.println("Domain '" + domain.name() + "': " + domain.description());
        out.println("  status " + domain.status() + ", owned by "
                + domain.owners().stream().map(Owner::name).collect(Collectors.joining(", ")));

        // 3. The same call, answered with its envelope: quote the correlation id to support.
        DgqResponse<Domain> response = client.withRawResponse().domains().get(domain.id(), RequestOptions.none());
        out.println("HTTP " + response.statusCode() + ", message '" + response.message() + "', correlation id "
                + response.correlationId());
    }
}
