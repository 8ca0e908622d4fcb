package io.dgq.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqClient;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class QuickstartTest {

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
    void listsTheVerifiedDomainsByNameReadsOneAndPrintsTheCorrelationId() {
        Captured captured = new Captured();
        try (DgqClient client = workspace.client()) {
            Quickstart.run(client, captured.out);
        }
        String text = captured.text();

        // The demo seed has 4 verified domains: page 1 holds the first 3 by name, page 2 the last.
        assertThat(text).contains("4 verified domains. Page 1, sorted by name:");
        assertThat(text)
                .containsSubsequence(
                        "  Accounts Payable  (id ", "  Customer  (id ", "  Finance  (id ", "Page 2: Sales");
        assertThat(text).doesNotContain("Marketing", "CRM");
        assertThat(text).contains("Domain 'Accounts Payable': Supplier invoices and payments");
        assertThat(text).contains("status VERIFIED, owned by ");
        assertThat(text).containsPattern("HTTP 200, message '[^']+', correlation id [0-9a-f-]{36}");
        assertThat(text).doesNotContain("eyJ");
    }
}
