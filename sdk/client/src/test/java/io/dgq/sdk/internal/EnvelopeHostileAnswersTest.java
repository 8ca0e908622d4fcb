package io.dgq.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.errors.DgqDecodingException;
import io.dgq.sdk.errors.DgqException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Answers whose envelope has the wrong shape end in a decoding error that says what was wrong, never in a stack
 * trace or a half-decoded record: what any reader of the envelope must keep.
 */
class EnvelopeHostileAnswersTest {

    @Test
    void aMemberRepeatedIsReadAtItsLastValue() {
        Domain domain = (Domain) decode(
                ResponseType.of(Domain.class), "{\"success\":true,\"data\":{\"id\":\"a\"},\"data\":{\"id\":\"b\"}}");
        assertThat(domain.id()).isEqualTo("b");
        DgqException refused = catchThrowableOfType(
                DgqException.class,
                () -> decode(
                        ResponseType.of(Domain.class),
                        "{\"success\":true,\"success\":false,\"message\":\"Refused\",\"data\":{\"id\":\"a\"}}"));
        assertThat(refused).isNotInstanceOf(DgqDecodingException.class);
        assertThat(refused.serverMessage()).contains("Refused");
        assertThat(message(ResponseType.of(Domain.class), "{\"success\":true,\"data\":{\"id\":\"a\"},\"data\":null}"))
                .contains("the envelope has no 'data'");
    }

    @Test
    void wrongShapesAreDecodingErrorsNamingWhatWasWrong() {
        assertThat(message(ResponseType.of(Domain.class), "{\"success\":true}")).contains("the envelope has no 'data'");
        assertThat(message(ResponseType.of(Domain.class), "{\"success\":true,\"data\":[{\"id\":\"d\"}]}"))
                .contains("invalid JSON or an unexpected shape at data:");
        assertThat(message(
                        ResponseType.listOf(DomainListItem.class),
                        "{\"success\":true,\"data\":{\"data\":[{\"id\":\"a\"},null]}}"))
                .contains("a list holds a null at data.data[1]");
        for (String notTheEnvelope : List.of("{\"success\":1,\"data\":{\"id\":\"d\"}}", "null", "{}")) {
            assertThat(message(ResponseType.of(Domain.class), notTheEnvelope))
                    .as(notTheEnvelope)
                    .contains("not the DGQ envelope");
        }
        for (String broken : List.of("[]", "\"text\"", "12", "{\"success\":true,\"data\":{\"id\":\"d\"", "<html>")) {
            assertThat(message(ResponseType.of(Domain.class), broken))
                    .as(broken)
                    .contains("GET /d", "invalid JSON or an unexpected shape");
        }
    }

    @Test
    void contentAfterTheEnvelopesObjectIsADecodingErrorNotIgnored() {
        for (String trailing : List.of(
                "{\"success\":true,\"data\":{\"id\":\"a\"}} {\"success\":true,\"data\":{\"id\":\"b\"}}",
                "{\"success\":true,\"data\":{\"id\":\"a\"}}[1]",
                "{\"success\":true,\"data\":{\"id\":\"a\"}}\n\"more\"")) {
            assertThat(message(ResponseType.of(Domain.class), trailing))
                    .as(trailing)
                    .contains("GET /d", "the envelope's object is followed by more content")
                    .doesNotContain("io.dgq.sdk.internal");
        }
        assertThat(message(ResponseType.of(Domain.class), "{\"success\":true,\"data\":{\"id\":\"a\"}}}"))
                .contains("GET /d", "invalid JSON");
        assertThat(((Domain) decode(ResponseType.of(Domain.class), "{\"success\":true,\"data\":{\"id\":\"a\"}}\r\n "))
                        .id())
                .isEqualTo("a");
    }

    @Test
    void nestingBeyondTheParsersLimitIsADecodingErrorInsideDataOrBesideIt() {
        String inside =
                "{\"success\":true,\"data\":{\"id\":\"d\",\"x\":" + "[".repeat(5_000) + "]".repeat(5_000) + "}}";
        assertThat(message(ResponseType.of(Domain.class), inside)).contains("depth");
        String beside =
                "{\"success\":true,\"x\":" + "{\"a\":".repeat(5_000) + "1" + "}".repeat(5_000) + ",\"data\":{}}";
        assertThat(message(ResponseType.of(Domain.class), beside)).contains("depth");
    }

    private static String message(ResponseType<?> type, String body) {
        return catchThrowableOfType(DgqDecodingException.class, () -> decode(type, body))
                .getMessage();
    }

    private static Object decode(ResponseType<?> type, String body) {
        return ResponseDecoder.decode(
                        "GET /d", 200, Map.of(), body.getBytes(StandardCharsets.UTF_8), type, Instant.EPOCH)
                .data();
    }
}
