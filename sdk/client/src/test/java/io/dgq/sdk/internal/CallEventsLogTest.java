package io.dgq.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.http.HttpHeaders;
import org.junit.jupiter.api.Test;

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
        assertThat(CallEvents.debugEnabled()).isFalse();
    }
}
