package io.dgq.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;

import okhttp3.Headers;
import org.junit.jupiter.api.Test;

class HttpLogTest {

    @Test
    void redactsEveryHeaderOutsideTheAllowList() {
        Headers headers = new Headers.Builder()
                .add("Authorization", "Bearer eyJhbGciOi.secret.part")
                .add("Content-Type", "application/json")
                .add("X-Api-Key", "k-123")
                .add("Cookie", "session=abc")
                .add("X-Correlation-Id", "corr-1")
                .build();
        String line = HttpLog.redact(headers);
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
        assertThat(HttpLog.debugEnabled()).isFalse();
    }
}
