package io.dgq.examples;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class ErrorHandlingTest {

    private static ExampleWorkspace workspace;
    private static String text;

    @BeforeAll
    static void runTheExample() {
        workspace = ExampleWorkspace.embedded();
        Captured captured = new Captured();
        ErrorHandling.run(workspace, captured.out);
        text = captured.text();
    }

    @AfterAll
    static void stop() {
        workspace.close();
    }

    @Test
    void printsTheNotFoundErrorWithItsCodeAndCorrelationId() {
        assertThat(text)
                .containsPattern("404: 404 NOT_FOUND, server says 'No domain with id "
                        + "'00000000-0000-0000-0000-000000000000'', correlation id [0-9a-f-]{36}");
    }

    @Test
    void printsTheValidationErrorWithItsFieldDetails() {
        assertThat(text).contains("400: VALIDATION_FAILED");
        assertThat(text).contains("     field sorting[0].column: 'colour' is not a column of this list");
    }

    @Test
    void refusesTheMcpTokenBeforeAnyCallWithoutPrintingIt() {
        assertThat(text).contains("Refused before any call (status 0): The token is an MCP token");
        assertThat(text).doesNotContain("eyJ");
    }

    @Test
    void retriesThroughTheFlakyNetworkAndFailsAtOnceWithoutRetries() {
        assertThat(text).containsPattern("With 3 retries: 7 domains, on try 3 after \\d+ ms of backoff");
        assertThat(text).contains("With no retry: DgqConnectionException after 1 try (timeout: false)");
        assertThat(text).contains("simulated network failure");
    }
}
