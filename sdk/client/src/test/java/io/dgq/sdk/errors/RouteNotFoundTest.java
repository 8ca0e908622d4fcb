package io.dgq.sdk.errors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.testing.MockApi;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A 404 about the path, not a record, says the base URL is probably wrong and shows the URL called. */
class RouteNotFoundTest {

    private final MockApi api = new MockApi();
    private final DgqClient client =
            api.clientBuilder().baseUrl(api.baseUrl() + "wrong").maxRetries(0).build();

    @AfterEach
    void close() {
        client.close();
        api.close();
    }

    @Test
    void theReferenceServersNoRouteAnswerNamesTheWrongBaseUrl() {
        api.enqueue(404, MockApi.errorEnvelope("No route for POST /wrong/api/v1/governance/domain", "NOT_FOUND", "[]"));
        DgqNotFoundException e = catchThrowableOfType(
                DgqNotFoundException.class,
                () -> client.domains()
                        .create(DomainCreateRequest.builder().name("Customer").build()));
        assertThat(e).isInstanceOf(DgqRouteNotFoundException.class);
        String called = api.baseUrl() + "wrong/api/v1/governance/domain";
        assertThat(e.getMessage())
                .contains(
                        "HTTP 404",
                        "base URL is probably wrong",
                        "(called " + called + ")",
                        "POST /wrong/api/v1/governance/domain",
                        "corr-err")
                .doesNotContain(api.token());
        assertThat(((DgqRouteNotFoundException) e).calledUrl()).contains(called);
        assertThat(e.statusCode()).isEqualTo(404);
        assertThat(e.errorCode()).contains("NOT_FOUND");
    }

    @Test
    void aNotFoundPageThatIsNotTheEnvelopeIsAMissingRoute() {
        api.enqueue(404, "<html><body><h1>404 Not Found</h1> nginx</body></html>");
        DgqRouteNotFoundException e = catchThrowableOfType(
                DgqRouteNotFoundException.class, () -> client.domains().get("d-1"));
        assertThat(e.getMessage()).contains("base URL is probably wrong", "/wrong/api/v1/governance/domain/d-1");
        assertThat(e.rawBody()).hasValueSatisfying(body -> assertThat(body).contains("nginx"));

        api.enqueue(404, "");
        assertThat(catchThrowableOfType(
                        DgqRouteNotFoundException.class, () -> client.domains().get("d-1")))
                .hasMessageContaining("base URL is probably wrong");

        api.enqueue(404, "{\"detail\":\"Not Found\"}");
        assertThat(catchThrowableOfType(
                        DgqRouteNotFoundException.class, () -> client.domains().get("d-1")))
                .hasMessageContaining("base URL is probably wrong");
    }

    @Test
    void aMissingRecordStaysAPlainNotFound() {
        api.enqueue(404, MockApi.errorEnvelope("Domain 'd-1' not found", "NOT_FOUND", "[]"));
        DgqNotFoundException e = catchThrowableOfType(
                DgqNotFoundException.class, () -> client.domains().get("d-1"));
        assertThat(e).isExactlyInstanceOf(DgqNotFoundException.class);
        assertThat(e.getMessage()).contains("Domain 'd-1' not found").doesNotContain("base URL");
    }

    @Test
    void anExistingCatchOfNotFoundStillCatchesAMissingRoute() {
        api.enqueue(404, "Cannot GET /wrong/api/v1/governance/domain/d-1");
        String outcome;
        try {
            client.domains().get("d-1");
            outcome = "no exception";
        } catch (DgqNotFoundException e) {
            outcome = "caught: " + e.getClass().getSimpleName();
        }
        assertThat(outcome).isEqualTo("caught: DgqRouteNotFoundException");
    }
}
