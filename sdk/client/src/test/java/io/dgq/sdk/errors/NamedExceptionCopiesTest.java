package io.dgq.sdk.errors;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.internal.Endpoint;
import io.dgq.sdk.internal.FailedCalls;
import java.io.IOException;
import java.lang.reflect.Modifier;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The call an exception names is final, set when the exception is made: the SDK's error stage names a failed call on
 * a copy of the exception, of the same class, with the same message, answer, cause, stack trace and fields.
 */
class NamedExceptionCopiesTest {

    private static final Endpoint GET_DOMAIN =
            Endpoint.get("/governance/domain/{domainId}").named("domains.get");
    private static final HttpFailure ANSWER =
            HttpFailure.builder().statusCode(429).serverMessage("slow down").build();

    @Test
    void theCallFieldsOfAnExceptionAreFinal() throws Exception {
        for (String name : List.of("operation", "httpMethod", "pathTemplate")) {
            assertThat(Modifier.isFinal(
                            DgqException.class.getDeclaredField(name).getModifiers()))
                    .as(name)
                    .isTrue();
        }
    }

    @Test
    void everyExceptionOfTheSdkIsNamedAsACopyOfItsOwnClass() {
        IOException cause = new IOException("reset");
        List<DgqException> unnamed = List.of(
                new DgqException("plain", cause),
                new DgqAuthenticationException("The API token expired"),
                new DgqConflictException(ANSWER),
                new DgqConnectionException("timed out", true, cause),
                new DgqDecodingException("bad", ANSWER, cause),
                new DgqDecodingException("invalid", List.of("name")),
                new DgqNotFoundException(ANSWER),
                new DgqPermissionException(ANSWER),
                new DgqRateLimitException(ANSWER, Duration.ofSeconds(7)),
                new DgqRedirectException(ANSWER, "https://elsewhere.example/", "another host"),
                new DgqRouteNotFoundException(ANSWER, "GET /x", "http://h/api/v1/x"),
                new DgqServerException(ANSWER),
                new DgqUnexpectedStatusException(ANSWER),
                new DgqValidationException(ANSWER));

        for (DgqException original : unnamed) {
            DgqException named = (DgqException) FailedCalls.name(original, GET_DOMAIN, "/api/v1");

            assertThat(named).isNotSameAs(original).hasSameClassAs(original);
            assertThat(original.operation()).isEmpty();
            assertThat(named.operation()).contains("domains.get");
            assertThat(named.httpMethod()).contains("GET");
            assertThat(named.pathTemplate()).contains("/api/v1/governance/domain/{domainId}");
            assertThat(named.getMessage())
                    .isEqualTo("domains.get (GET /api/v1/governance/domain/{domainId}): " + original.getMessage());
            assertThat(named.getCause()).isSameAs(original.getCause());
            assertThat(named.getStackTrace()).isEqualTo(original.getStackTrace());
            assertThat(named.statusCode()).isEqualTo(original.statusCode());
            assertThat(named.serverMessage()).isEqualTo(original.serverMessage());
            assertThat(FailedCalls.name(named, GET_DOMAIN, "/other"))
                    .as("named once")
                    .isSameAs(named);
        }
    }

    @Test
    void aCopyKeepsTheFieldsOfItsClass() {
        DgqConnectionException timeout = named(new DgqConnectionException("timed out", true, null));
        DgqRateLimitException limited = named(new DgqRateLimitException(ANSWER, Duration.ofSeconds(7)));
        DgqDecodingException invalid = named(new DgqDecodingException("invalid", List.of("name", "owner")));
        DgqRedirectException redirect = named(new DgqRedirectException(ANSWER, "https://e.example/", "other host"));
        DgqRouteNotFoundException route = named(new DgqRouteNotFoundException(ANSWER, "GET /x", "http://h/x"));

        assertThat(timeout.isTimeout()).isTrue();
        assertThat(limited.retryAfter()).contains(Duration.ofSeconds(7));
        assertThat(invalid.fields()).containsExactly("name", "owner");
        assertThat(redirect.location()).contains("https://e.example/");
        assertThat(route.calledUrl()).contains("http://h/x");
    }

    @Test
    void anExceptionOfTheCallersOwnClassOrAnotherThrowableIsLeftAsItIs() {
        DgqException own = new DgqException("mine", null) {
            private static final long serialVersionUID = 1L;
        };
        IllegalStateException closed = new IllegalStateException("the client is closed");

        assertThat(FailedCalls.name(own, GET_DOMAIN, "/api/v1")).isSameAs(own);
        assertThat(FailedCalls.name(closed, GET_DOMAIN, "/api/v1")).isSameAs(closed);
        assertThat(own.operation()).isEqualTo(Optional.empty());
    }

    @SuppressWarnings("unchecked")
    private static <E extends DgqException> E named(E original) {
        return (E) FailedCalls.name(original, GET_DOMAIN, "/api/v1");
    }
}
