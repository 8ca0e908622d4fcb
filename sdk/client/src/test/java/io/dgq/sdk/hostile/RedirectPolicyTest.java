package io.dgq.sdk.hostile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.errors.DgqRedirectException;
import io.dgq.sdk.http.okhttp.OkHttpTransport;
import io.dgq.sdk.testing.MockApi;
import io.dgq.sdk.testing.TransportContract;
import io.dgq.sdk.testing.Transports;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A redirecting load balancer or proxy: the SDK follows only a GET's redirects to the same scheme, host and port,
 * at most five in a row. A create is never sent again, another server never gets a request or its headers, and a
 * loop ends with an error naming it.
 */
@TransportContract
class RedirectPolicyTest {

    final Transports transport;
    final MockApi api;

    RedirectPolicyTest(Transports transport) {
        this.transport = transport;
        this.api = transport.mockApi();
    }

    private final MockApi other = new MockApi();

    @AfterEach
    void closeServers() {
        api.close();
        other.close();
    }

    private static MockResponse redirect(int status, String location) {
        return new MockResponse.Builder()
                .code(status)
                .setHeader("Location", location)
                .build();
    }

    private DgqClient client() {
        return api.clientBuilder().header("X-Tenant-Secret", "s3cr3t").build();
    }

    @Test
    void aCreateRedirectedWith307IsNotSentAgain() {
        api.enqueue(redirect(307, api.baseUrl() + "api/v1/governance/domain/other"));
        try (DgqClient client = client()) {
            assertThatThrownBy(() -> client.domains()
                            .create(DomainCreateRequest.builder().name("x").build()))
                    .isInstanceOfSatisfying(DgqRedirectException.class, e -> {
                        assertThat(e.statusCode()).isEqualTo(307);
                        assertThat(e.location()).contains(api.baseUrl() + "api/v1/governance/domain/other");
                    })
                    .hasMessageContaining("follows no redirect of a POST");
        }
        assertThat(api.requestCount()).isEqualTo(1);
    }

    @Test
    void aRedirectToAnotherPortGetsNoRequestAndNoHeaders() {
        api.enqueue(redirect(307, other.baseUrl() + "api/v1/governance/domain/d-1"));
        other.enqueueData("{\"id\":\"d-1\",\"name\":\"x\"}");
        try (DgqClient client = client()) {
            assertThatThrownBy(() -> client.domains().get("d-1"))
                    .isInstanceOf(DgqRedirectException.class)
                    .hasMessageContaining("another scheme, host or port")
                    .hasMessageContaining(other.baseUrl());
        }
        assertThat(api.requestCount()).isEqualTo(1);
        assertThat(other.requestCount()).isZero();
    }

    @Test
    void aCallersOwnHttpClientFollowsNoCrossOriginRedirectEither() {
        api.enqueue(redirect(302, other.baseUrl() + "api/v1/governance/domain/d-1"));
        other.enqueueData("{\"id\":\"d-1\",\"name\":\"x\"}");
        OkHttpClient callers = new OkHttpClient.Builder().followRedirects(true).build();
        try (DgqClient client = api.clientBuilder()
                .transport(OkHttpTransport.builder().client(callers).build())
                .build()) {
            assertThatThrownBy(() -> client.domains().get("d-1")).isInstanceOf(DgqRedirectException.class);
        } finally {
            callers.dispatcher().executorService().shutdown();
            callers.connectionPool().evictAll();
        }
        assertThat(other.requestCount()).isZero();
    }

    @Test
    void aSameOriginRedirectOfAGetIsFollowedWithTheCallersHeaders() {
        api.enqueue(redirect(301, "/api/v1/governance/domain/d-2"));
        api.enqueueData("{\"id\":\"d-2\",\"name\":\"x\"}");
        try (DgqClient client = client()) {
            assertThat(client.domains().get("d-1").id()).isEqualTo("d-2");
        }
        api.takeSent("GET", "/api/v1/governance/domain/d-1");
        RecordedRequest followed = api.takeSent("GET", "/api/v1/governance/domain/d-2");
        assertThat(followed.getHeaders().get("X-Tenant-Secret")).isEqualTo("s3cr3t");
        assertThat(followed.getHeaders().get("Authorization")).startsWith("Bearer ");
    }

    @Test
    void aClientThatFollowsNoRedirectAnswersEvenASameOriginOneAsAnError() {
        api.enqueue(redirect(302, "/api/v1/governance/domain/d-2"));
        try (DgqClient client = api.clientBuilder().followRedirects(false).build()) {
            assertThatThrownBy(() -> client.domains().get("d-1"))
                    .isInstanceOf(DgqRedirectException.class)
                    .hasMessageContaining("followRedirects(false)");
        }
        assertThat(api.requestCount()).isEqualTo(1);
    }

    @Test
    void aRedirectLoopEndsAfterFiveHopsWithAClearError() {
        api.dispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                return redirect(307, request.getUrl().encodedPath());
            }
        });
        try (DgqClient client = client()) {
            assertThatThrownBy(() -> client.domains().get("d-1"))
                    .isInstanceOf(DgqRedirectException.class)
                    .hasMessageContaining("at most 5 redirects in a row");
        }
        assertThat(api.requestCount()).isEqualTo(6);
    }

    @Test
    void aPostRedirectLoopIsSentOnceAsynchronouslyToo() {
        api.dispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                return redirect(307, request.getUrl().encodedPath());
            }
        });
        try (DgqClient client = client()) {
            assertThat(client.async()
                            .domains()
                            .create(
                                    DomainCreateRequest.builder().name("x").build(),
                                    RequestOptions.builder().maxRetries(2).build()))
                    .failsWithin(10, TimeUnit.SECONDS)
                    .withThrowableOfType(ExecutionException.class)
                    .havingCause()
                    .isInstanceOf(DgqRedirectException.class);
        }
        assertThat(api.requestCount()).isEqualTo(1);
    }
}
