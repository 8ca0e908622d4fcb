package io.dgq.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.paging.ListRequest;
import java.io.PrintStream;
import org.junit.jupiter.api.Test;

class CollaborationTest extends ExampleTest {

    @Override
    void runExample(DgqClient exampleClient, PrintStream out) {
        Collaboration.run(exampleClient, out);
    }

    @Test
    void printsTheDocumentsOfTheObjectWithTheirBlocksInOrder() {
        assertThat(text)
                .contains("Documents of domain 'Example Loyalty':\n"
                        + "  Loyalty FAQ\n"
                        + "    [list] Do points expire? After 24 months.\n"
                        + "  Loyalty programme overview\n"
                        + "    [heading] Loyalty programme\n"
                        + "    [paragraph] Members earn 1 point per euro and change tier every January.\n"
                        + "    [callout] Tier rules change on 1 July.\n");
    }

    @Test
    void printsTheLatestDocumentsNewestFirst() {
        assertThat(text)
                .containsPattern("Latest documents:\n"
                        + "  Loyalty FAQ \\(on domain [0-9a-f-]{36}\\)\n"
                        + "  Loyalty programme overview \\(on domain [0-9a-f-]{36}\\)\n"
                        + "  Orders volume runbook \\(on asset [0-9a-f-]{36}\\)\n");
    }

    @Test
    void printsTheThreadWithItsEditedAnswer() {
        assertThat(text)
                .contains("Conversations on domain 'Example Loyalty':\n"
                        + "  Who approves tier changes?: The tier rules change in July: who signs them off?\n"
                        + "    reply: The loyalty product owner, after legal review.\n"
                        + "    reply: And finance reviews the cost of points.\n");
    }

    @Test
    void deletesEverythingItCreated() {
        assertThat(text).endsWith("Deleted the documents, the conversation and the domain.\n");
        assertThat(client.documents()
                        .list(ListRequest.builder().search("Loyalty").build())
                        .totalCount())
                .isZero();
        assertThat(client.documents().list(ListRequest.firstPage()).totalCount())
                .isEqualTo(4);
        assertThat(client.domains()
                        .list(ListRequest.builder().search("Example Loyalty").build())
                        .totalCount())
                .isZero();
    }
}
