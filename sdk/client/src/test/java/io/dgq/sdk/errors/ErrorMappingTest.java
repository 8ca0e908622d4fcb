package io.dgq.sdk.errors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.testing.MockApi;
import io.dgq.sdk.testing.MockApiTest;
import java.time.Duration;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class ErrorMappingTest extends MockApiTest {

    ErrorMappingTest() {
        super(builder -> builder.maxRetries(0));
    }

    static Stream<Arguments> statuses() {
        return Stream.of(
                Arguments.of(400, DgqValidationException.class, "VALIDATION_FAILED"),
                Arguments.of(422, DgqValidationException.class, "VALIDATION_FAILED"),
                Arguments.of(401, DgqAuthenticationException.class, "UNAUTHORIZED"),
                Arguments.of(403, DgqPermissionException.class, "FORBIDDEN"),
                Arguments.of(404, DgqNotFoundException.class, "NOT_FOUND"),
                Arguments.of(405, DgqUnexpectedStatusException.class, "METHOD_NOT_ALLOWED"),
                Arguments.of(409, DgqConflictException.class, "CONFLICT"),
                Arguments.of(413, DgqUnexpectedStatusException.class, "PAYLOAD_TOO_LARGE"),
                Arguments.of(415, DgqUnexpectedStatusException.class, "UNSUPPORTED_MEDIA_TYPE"),
                Arguments.of(429, DgqRateLimitException.class, "RATE_LIMITED"),
                Arguments.of(500, DgqServerException.class, "INTERNAL"),
                Arguments.of(503, DgqServerException.class, "INTERNAL"));
    }

    @ParameterizedTest
    @MethodSource("statuses")
    void mapsEachStatusToItsException(int status, Class<? extends DgqException> type, String code) {
        api.enqueue(
                status,
                MockApi.errorEnvelope(
                        "Domain 'd-1' was not usable", code, "[{\"field\":\"name\",\"message\":\"is required\"}]"));
        DgqException e =
                catchThrowableOfType(DgqException.class, () -> client.domains().get("d-1"));
        assertThat(e).isExactlyInstanceOf(type);
        assertThat(e.statusCode()).isEqualTo(status);
        assertThat(e.serverMessage()).contains("Domain 'd-1' was not usable");
        assertThat(e.correlationId()).contains("corr-err");
        assertThat(e.errorCode()).contains(code);
        assertThat(e.details()).containsExactly(new ErrorDetail("name", "is required"));
        assertThat(e.rawBody()).hasValueSatisfying(body -> assertThat(body).contains("\"success\":false"));
        assertThat(e.getMessage())
                .contains("HTTP " + status, "Domain 'd-1' was not usable", "corr-err", "name: is required")
                .doesNotContain(api.token());
    }

    @Test
    void treatsASuccessStatusWithSuccessFalseAsAnError() {
        api.enqueue(200, MockApi.errorEnvelope("Nothing was changed", "CONFLICT", "[]"));
        DgqException e =
                catchThrowableOfType(DgqException.class, () -> client.domains().delete("d-1"));
        assertThat(e).isInstanceOf(DgqUnexpectedStatusException.class);
        assertThat(e.serverMessage()).contains("Nothing was changed");
    }

    @Test
    void reportsABodyThatIsNotTheEnvelope() {
        api.enqueue(200, "<html>proxy page</html>");
        DgqDecodingException e = catchThrowableOfType(
                DgqDecodingException.class, () -> client.domains().get("d"));
        assertThat(e.getMessage()).contains("GET /api/v1/governance/domain/d", "HTTP 200");
        assertThat(e.rawBody()).contains("<html>proxy page</html>");
        assertThat(e.getCause()).isNotNull();

        api.enqueue(200, "{\"data\":{}}");
        assertThat(catchThrowableOfType(
                                DgqDecodingException.class,
                                () -> client.domains().get("d"))
                        .getMessage())
                .contains("not the DGQ envelope");

        api.enqueue(200, "{\"success\":true,\"data\":[{\"id\":\"d\"}]}");
        assertThat(catchThrowableOfType(
                                DgqDecodingException.class,
                                () -> client.domains().get("d"))
                        .getMessage())
                .contains("invalid JSON or an unexpected shape");
    }

    @Test
    void keepsANonJsonErrorBody() {
        api.enqueue(502, "Bad gateway from the load balancer");
        DgqServerException e = catchThrowableOfType(
                DgqServerException.class, () -> client.domains().get("d"));
        assertThat(e.statusCode()).isEqualTo(502);
        assertThat(e.serverMessage()).contains("Bad gateway from the load balancer");
        assertThat(e.errorCode()).isEmpty();
    }

    @Test
    void readsRetryAfterOnTheRateLimitException() {
        api.enqueue(new mockwebserver3.MockResponse.Builder()
                .code(429)
                .setHeader("Retry-After", "7")
                .body(MockApi.errorEnvelope("Slow down", "RATE_LIMITED", "[]"))
                .build());
        DgqRateLimitException e = catchThrowableOfType(
                DgqRateLimitException.class, () -> client.domains().get("d"));
        assertThat(e.retryAfter()).contains(Duration.ofSeconds(7));
    }

    @Test
    void reportsATimeoutAsAConnectionFailure() {
        api.enqueue(new mockwebserver3.MockResponse.Builder()
                .code(200)
                .body(MockApi.envelope("{}"))
                .headersDelay(2, java.util.concurrent.TimeUnit.SECONDS)
                .build());
        DgqConnectionException e = catchThrowableOfType(
                DgqConnectionException.class,
                () -> client.domains()
                        .delete(
                                "d",
                                RequestOptions.builder()
                                        .apiCallAttemptTimeout(Duration.ofMillis(200))
                                        .build()));
        assertThat(e.isTimeout()).isTrue();
        assertThat(e.statusCode()).isZero();
        assertThat(e.getMessage()).contains("DELETE /api/v1/governance/domain/d timed out");
    }
}
