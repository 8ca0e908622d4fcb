package io.dgq.sdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.errors.DgqAuthenticationException;
import io.dgq.sdk.testing.MockApi;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A token read from a file or a vault: surrounding whitespace is stripped, control characters refused. */
class TokenHandlingTest {

    private final MockApi api = new MockApi();

    @AfterEach
    void close() {
        api.close();
    }

    @ParameterizedTest
    @ValueSource(strings = {"\n", "\r\n", " ", "\t \n"})
    void stripsWhitespaceAroundAFixedToken(String around) {
        api.enqueueData("{}");
        try (DgqClient client = DgqClient.builder()
                .baseUrl(api.baseUrl())
                .apiToken(around + api.token() + around)
                .build()) {
            client.domains().delete("d-1");
        }
        assertThat(api.take().getHeaders().get("Authorization")).isEqualTo("Bearer " + api.token());
    }

    @Test
    void stripsWhitespaceAroundASuppliedToken() {
        api.enqueueData("{}");
        try (DgqClient client = DgqClient.builder()
                .baseUrl(api.baseUrl())
                .apiTokenSupplier(() -> api.token() + "\n")
                .build()) {
            client.domains().delete("d-1");
        }
        assertThat(api.take().getHeaders().get("Authorization")).isEqualTo("Bearer " + api.token());
    }

    @ParameterizedTest
    @ValueSource(strings = {"\n", "\r\nX-Injected: 1\r\n", "\u0000", "\u007f", "\u001b[31m"})
    void refusesAControlCharacterInsideAFixedTokenAtBuild(String inside) {
        String token = api.token();
        int cut = token.indexOf('.') + 3;
        String bad = token.substring(0, cut) + inside + token.substring(cut);
        assertThatThrownBy(() ->
                        DgqClient.builder().baseUrl(api.baseUrl()).apiToken(bad).build())
                .isInstanceOf(DgqAuthenticationException.class)
                .hasMessageContaining("The API token holds a control character at position " + (cut + 1))
                .hasMessageNotContaining(token.substring(0, cut))
                .hasMessageNotContaining(token.substring(cut));
        assertThat(api.requestCount()).isZero();
    }

    @Test
    void refusesANonAsciiCharacterInsideAToken() {
        String token = api.token();
        assertThatThrownBy(() -> DgqClient.builder()
                        .baseUrl(api.baseUrl())
                        .apiToken(token + "é")
                        .build())
                .isInstanceOf(DgqAuthenticationException.class)
                .hasMessageContaining("non-ASCII character")
                .hasMessageNotContaining(token);
    }

    @Test
    void refusesAControlCharacterOfASuppliedTokenAtTheCall() {
        String token = api.token();
        String bad = token.substring(0, 10) + "\n" + token.substring(10);
        try (DgqClient client = DgqClient.builder()
                .baseUrl(api.baseUrl())
                .apiTokenSupplier(() -> bad)
                .build()) {
            assertThatThrownBy(() -> client.domains().get("d-1"))
                    .isInstanceOf(DgqAuthenticationException.class)
                    .hasMessageContaining("control character at position 11")
                    .hasMessageNotContaining(token.substring(0, 10))
                    .hasMessageNotContaining(token.substring(10));
        }
        assertThat(api.requestCount()).isZero();
    }
}
