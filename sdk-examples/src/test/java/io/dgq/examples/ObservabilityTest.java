package io.dgq.examples;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ObservabilityTest {

    @Test
    void printsEveryCallAndItsTimer() {
        try (ExampleWorkspace workspace = ExampleWorkspace.embedded()) {
            Captured captured = new Captured();
            Observability.run(workspace.clientBuilder(), captured.out);
            String text = captured.text();

            assertThat(text)
                    .containsSubsequence(
                            "domains.create   POST   /api/v1/governance/domain",
                            "domains.get      GET    /api/v1/governance/domain/{domainId}     -> HTTP 200, 1 try",
                            "domains.list     POST   /api/v1/governance/domain/list",
                            "domains.get      GET    /api/v1/governance/domain/{domainId}     -> DgqNotFoundException",
                            "domains.delete   DELETE /api/v1/governance/domain/{domainId}",
                            "The dgq.client.requests timers:");
            assertThat(text)
                    .contains("operation=domains.get status=200 outcome=SUCCESS error=none: 1 call(s)")
                    .contains(
                            "operation=domains.get status=404 outcome=CLIENT_ERROR error=DgqNotFoundException: 1 call(s)")
                    .doesNotContain("Bearer")
                    .doesNotContain("eyJ"); // no token, nor any part of one
        }
    }
}
