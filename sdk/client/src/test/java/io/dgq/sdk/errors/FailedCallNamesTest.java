package io.dgq.sdk.errors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.testing.MockApi;
import io.dgq.sdk.testing.MockApiTest;
import java.util.Map;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;

/**
 * Every exception of a failed call says which call: operation, HTTP method and path template, in its message and
 * its accessors, for every view; never a token, and never an id in the template.
 */
class FailedCallNamesTest extends MockApiTest {

    FailedCallNamesTest() {
        super(builder -> builder.maxRetries(0));
    }

    @Test
    void anErrorAnswerNamesItsOperationMethodAndTemplate() {
        api.enqueue(404, MockApi.errorEnvelope("Domain not found", "NOT_FOUND", "[]"));

        DgqException e = (DgqException) catchThrowable(() -> client.domains().get("secret-id-1"));

        assertThat(e.getMessage())
                .startsWith("domains.get (GET /api/v1/governance/domain/{domainId}): HTTP 404: Domain not found")
                .doesNotContain(api.token());
        assertThat(e.operation()).contains("domains.get");
        assertThat(e.httpMethod()).contains("GET");
        assertThat(e.pathTemplate()).contains("/api/v1/governance/domain/{domainId}");
        assertThat(e.pathTemplate().orElseThrow()).doesNotContain("secret-id-1");
    }

    @Test
    void aFailedCallsStackTraceNamesTheResourceClientAndMethodNextToTheCaller() {
        api.enqueue(404, MockApi.errorEnvelope("Domain not found", "NOT_FOUND", "[]"));

        Throwable e = catchThrowable(() -> client.domains().get("d-1"));

        StackTraceElement[] frames = e.getStackTrace();
        int implementation = -1;
        for (int i = 0; i < frames.length; i++) {
            if (frames[i].getClassName().endsWith(".DomainsClientImpl")
                    && frames[i].getMethodName().equals("get")) {
                implementation = i;
                break;
            }
        }
        assertThat(implementation).as("a DomainsClientImpl.get frame").isNotNegative();
        int caller = implementation + 1;
        while (frames[caller].getClassName().equals("io.dgq.sdk.domains.DomainsClient")) {
            caller++; // the overload without options, a default method of the interface
        }
        assertThat(frames[caller].getClassName()).startsWith(FailedCallNamesTest.class.getName());
        assertThat(frames).noneMatch(f -> f.getClassName().contains("$Proxy"));
    }

    @Test
    void anAsynchronousFailureNamesItsCallToo() {
        api.enqueue(409, MockApi.errorEnvelope("Name taken", "CONFLICT", "[]"));

        Throwable thrown = catchThrowable(
                () -> client.async().fields().updateTabIcon("tab-1", "star").join());

        assertThat(thrown).isInstanceOf(CompletionException.class);
        DgqException e = (DgqException) thrown.getCause();
        assertThat(e.operation()).contains("fields.updateTabIcon");
        assertThat(e.getMessage()).startsWith("fields.updateTabIcon (POST /api/v1/governance/field/update-tab-icon): ");
    }

    @Test
    void aRawRequestIsNamedAfterTheOperationItReachesOrAsARequest() {
        api.enqueue(500, MockApi.errorEnvelope("boom", "INTERNAL_ERROR", "[]"));
        api.enqueue(500, MockApi.errorEnvelope("boom", "INTERNAL_ERROR", "[]"));

        DgqException reached = (DgqException)
                catchThrowable(() -> client.request("GET", "/metrics/template/t-9/metrics", null, JsonObject.class));
        DgqException own = (DgqException)
                catchThrowable(() -> client.request("POST", "/custom/thing", Map.of(), JsonObject.class));

        assertThat(reached.getMessage())
                .startsWith("metricTemplates.metrics (GET /api/v1/metrics/template/{templateId}/metrics): HTTP 500");
        assertThat(own.operation()).contains("request");
        assertThat(own.pathTemplate()).contains("/api/v1/custom/thing");
    }

    @Test
    void aTokenRefusedBeforeAnyRequestNamesTheCallItStopped() {
        try (DgqClient rotating =
                api.clientBuilder().apiTokenSupplier(() -> "not-a-jwt").build()) {
            DgqException e = (DgqException) catchThrowable(() -> rotating.tags().get("t-1"));

            assertThat(e).isInstanceOf(DgqAuthenticationException.class);
            assertThat(e.operation()).contains("tags.get");
            assertThat(e.getMessage()).startsWith("tags.get (GET /api/v1/governance/tag/{tagId}): ");
            assertThat(api.requestCount()).isZero();
        }
    }

    @Test
    void anExceptionBuiltByATestNamesNoCall() {
        DgqNotFoundException built = new DgqNotFoundException(
                HttpFailure.builder().statusCode(404).serverMessage("gone").build());

        assertThat(built.operation()).isEmpty();
        assertThat(built.httpMethod()).isEmpty();
        assertThat(built.pathTemplate()).isEmpty();
        assertThat(built.getMessage()).startsWith("HTTP 404: gone");
    }
}
