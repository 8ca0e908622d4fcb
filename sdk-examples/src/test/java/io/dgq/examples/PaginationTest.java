package io.dgq.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.DomainColumn;
import io.dgq.sdk.paging.FilterOperator;
import io.dgq.sdk.paging.ListRequest;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class PaginationTest {

    private static ExampleWorkspace workspace;

    @BeforeAll
    static void start() {
        workspace = ExampleWorkspace.embedded();
    }

    @AfterAll
    static void stop() {
        workspace.close();
    }

    @Test
    void streamsTheRecordsPageByPageAndStopsFetchingWhenTheStreamStops() {
        Captured captured = new Captured();
        Pagination.run(workspace.clientBuilder(), captured.out);
        String text = captured.text();

        // Each page is requested just before its first record is consumed, not before.
        assertThat(text)
                .containsSubsequence(
                        "-> list request #1",
                        "record 1: ",
                        "-> list request #2",
                        "record 51: ",
                        "-> list request #3",
                        "record 101: ",
                        "-> list request #4",
                        "record 151: ",
                        "-> list request #5",
                        "record 201: ",
                        "Streamed 250 domains with 5 list requests.");
        assertThat(text).doesNotContain("list request #6");
        assertThat(text)
                .containsPattern(
                        "Took the first 60 \\(up to pagination-demo-[0-9a-f]{8}-060\\) with 2 " + "list requests\\.");
        assertThat(text).contains("Deleting the 250 domains.");
    }

    @Test
    void leavesTheWorkspaceAsItFoundIt() {
        Pagination.run(workspace.clientBuilder(), new Captured().out);
        try (DgqClient client = workspace.client()) {
            ListRequest demoDomains = ListRequest.builder()
                    .filter(DomainColumn.NAME, FilterOperator.CONTAINS, "pagination-demo")
                    .build();
            assertThat(client.domains().list(demoDomains).totalCount()).isZero();
            assertThat(client.domains().list(ListRequest.firstPage()).totalCount())
                    .isEqualTo(7);
        }
    }
}
