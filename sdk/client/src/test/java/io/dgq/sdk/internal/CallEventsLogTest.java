package io.dgq.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.http.HttpHeaders;
import io.dgq.sdk.testing.MockApi;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;
import mockwebserver3.MockResponse;
import org.junit.jupiter.api.Test;

/** The SDK's log, which {@link CallEvents} writes: silent by default, every header outside the allow-list redacted. */
class CallEventsLogTest {

    @Test
    void redactsEveryHeaderOutsideTheAllowList() {
        HttpHeaders headers = HttpHeaders.of(
                "Authorization", "Bearer eyJhbGciOi.secret.part",
                "Content-Type", "application/json",
                "X-Api-Key", "k-123",
                "Cookie", "session=abc",
                "X-Correlation-Id", "corr-1");
        String line = CallEvents.redact(headers);
        assertThat(line)
                .contains(
                        "Content-Type: application/json",
                        "X-Correlation-Id: corr-1",
                        "Authorization: <redacted>",
                        "X-Api-Key: <redacted>",
                        "Cookie: <redacted>");
        assertThat(line).doesNotContain("secret", "k-123", "session=abc");
    }

    @Test
    void isSilentByDefault() {
        assertThat(CallEvents.start(List.of(), null, "GET", "http://127.0.0.1/api/v1/domains/d1", "GET /domains/d1"))
                .isSameAs(CallEvents.SILENT);
    }

    @Test
    void atTraceLogsEachTryItsAnswerAndTheRetryWithoutTheToken() throws Exception {
        Logger log = Logger.getLogger("io.dgq.sdk");
        List<String> lines = new CopyOnWriteArrayList<>();
        SimpleFormatter formatter = new SimpleFormatter();
        Handler capture = new Handler() {
            @Override
            public void publish(LogRecord record) {
                lines.add(formatter.formatMessage(record));
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
        capture.setLevel(Level.ALL);
        Level level = log.getLevel();
        boolean parents = log.getUseParentHandlers();
        log.setLevel(Level.FINER);
        log.setUseParentHandlers(false);
        log.addHandler(capture);
        try (MockApi api = new MockApi();
                DgqClient client = api.client()) {
            api.enqueue(new MockResponse.Builder()
                    .code(503)
                    .setHeader("Content-Type", "application/json")
                    .setHeader("Retry-After", "1")
                    .body(MockApi.errorEnvelope("busy", "SERVICE_UNAVAILABLE", "[]"))
                    .build());
            api.enqueueData("{\"id\":\"d-1\",\"name\":\"Finance\"}");

            assertThat(client.domains().get("d-1").id()).isEqualTo("d-1");

            String url = api.baseUrl() + "api/v1/governance/domain/d-1";
            assertThat(lines)
                    .filteredOn(line -> !line.contains("headers"))
                    .satisfiesExactly(
                            line -> assertThat(line).isEqualTo("--> GET " + url + " (0-byte body)"),
                            line -> assertThat(line).startsWith("<-- 503 GET " + url + " ("),
                            line -> assertThat(line)
                                    .matches("retrying GET /api/v1/governance/domain/d-1 in \\S+ ms \\(retry 1,"
                                            + " after HTTP 503\\)"),
                            line -> assertThat(line).isEqualTo("--> GET " + url + " (0-byte body, retry 1)"),
                            line -> assertThat(line).startsWith("<-- 200 GET " + url + " ("));
            assertThat(lines)
                    .filteredOn(line -> line.startsWith("--> headers"))
                    .hasSize(2)
                    .allSatisfy(
                            line -> assertThat(line).contains("Authorization: <redacted>", "Accept: application/json"));
            assertThat(lines).filteredOn(line -> line.startsWith("<-- headers")).hasSize(2);
            assertThat(lines).noneSatisfy(line -> assertThat(line).contains(api.token()));
        } finally {
            log.removeHandler(capture);
            log.setUseParentHandlers(parents);
            log.setLevel(level);
        }
    }
}
