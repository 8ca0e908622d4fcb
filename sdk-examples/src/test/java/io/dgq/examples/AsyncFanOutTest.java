package io.dgq.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.DomainColumn;
import io.dgq.sdk.paging.FilterOperator;
import io.dgq.sdk.paging.ListRequest;
import java.io.PrintStream;
import org.junit.jupiter.api.Test;

class AsyncFanOutTest extends ExampleTest {

    @Override
    void runExample(DgqClient exampleClient, PrintStream out) {
        AsyncFanOut.run(exampleClient, out);
    }

    @Test
    void createsAndReadsBackEveryDomainWithTheCallsInFlight() {
        assertThat(text)
                .containsPattern("Created 100 domains named fanout-demo-[0-9a-f]{8}-001 \\.\\. "
                        + "fanout-demo-[0-9a-f]{8}-100, all calls in flight at once");
        assertThat(text).contains("Read back 100 domains with 100 get(id) calls in flight (100 distinct names)");
    }

    /** Its {@code main} runs the calls on virtual threads on Java 21 and later, on OkHttp's threads before. */
    @Test
    void mainSaysWhichThreadsCarryTheCallsAndRunsTheExample() {
        assumeTrue(System.getenv("DGQ_BASE_URL") == null, "DGQ_BASE_URL is set: main would use that workspace");
        assertThat(Captured.printedBy(() -> AsyncFanOut.main(new String[0])))
                .contains(
                        Runtime.version().feature() >= 21
                                ? ", calls on virtual threads"
                                : ", calls on OkHttp's dispatcher threads (Java 17 to 20)")
                .contains("Read back 100 domains with 100 get(id) calls in flight (100 distinct names)");
    }

    @Test
    void aMissingIdFailsItsOwnFutureOnly() {
        assertThat(text).contains("get(00000000-0000-0000-0000-000000000000) failed with DgqNotFoundException (404)");
    }

    @Test
    void walksTheListPageByPageInOrder() {
        assertThat(text)
                .containsSubsequence(
                        "record 1: ",
                        "record 26: ",
                        "record 51: ",
                        "record 76: ",
                        "listAllAsync walked 100 domains in 4 pages of 25, in name order: true");
        assertThat(text).containsPattern("record 76: fanout-demo-[0-9a-f]{8}-076");
    }

    @Test
    void leavesTheWorkspaceAsItFoundIt() {
        assertThat(text).contains("Deleted the 100 domains.");
        ListRequest demoDomains = ListRequest.builder()
                .filter(DomainColumn.NAME, FilterOperator.CONTAINS, "fanout-demo")
                .build();
        assertThat(client.domains().list(demoDomains).totalCount()).isZero();
        assertThat(client.domains().list(ListRequest.firstPage()).totalCount()).isEqualTo(7);
    }
}
