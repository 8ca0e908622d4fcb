package io.dgq.server.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.errors.DgqAuthenticationException;
import io.dgq.sdk.errors.DgqConnectionException;
import io.dgq.sdk.errors.DgqDecodingException;
import io.dgq.sdk.errors.DgqException;
import io.dgq.sdk.errors.DgqRateLimitException;
import io.dgq.sdk.http.HttpHeaders;
import io.dgq.sdk.http.HttpRequest;
import io.dgq.sdk.http.HttpResponse;
import io.dgq.sdk.http.HttpTransport;
import io.dgq.server.ReferenceServer;
import io.dgq.server.faults.Fault;
import io.dgq.server.faults.FaultRule;
import io.dgq.server.journal.RecordedRequest;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The SDK over {@link ReferenceServer#inProcessTransport()}: the same answers as over the port, and the faults,
 * rate limit, authentication, journal and body limit applied as over a socket; the faults that break a connection
 * played as the failures a socket transport raises, and the one it cannot play refused.
 */
class InProcessTransportTest {

    private static final String DOMAIN = "/governance/domain/{id}";
    private static final String DOMAINS = "/governance/domain";

    private ReferenceServer server;
    private HttpTransport transport;
    private DgqClient client;

    @BeforeEach
    void start() {
        server = ReferenceServer.builder().maxBodyBytes(4096).start();
        transport = server.inProcessTransport();
        client = client(2);
    }

    private DgqClient client(int retries) {
        return DgqClient.builder()
                .baseUrl(server.baseUrl())
                .apiToken(server.apiToken())
                .transport(transport)
                .maxRetries(retries)
                .sleeper(wait -> {})
                .build();
    }

    @AfterEach
    void stop() {
        client.close();
        transport.close();
        server.close();
    }

    @Test
    void answersAsThePortDoesAndTheJournalKeepsTheCalls() throws Exception {
        Domain created = client.domains()
                .create(DomainCreateRequest.builder().name("In process").build());
        byte[] overSocket;
        HttpClient jdk =
                HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        java.net.http.HttpResponse<byte[]> socketAnswer = jdk.send(
                java.net.http.HttpRequest.newBuilder(URI.create(server.baseUrl() + "/api/v1/governance/domain/missing"))
                        .header("Authorization", "Bearer " + server.apiToken())
                        .build(),
                java.net.http.HttpResponse.BodyHandlers.ofByteArray());
        overSocket = socketAnswer.body();
        try (HttpResponse inProcess = transport
                .newExchange(HttpRequest.of(
                        "GET",
                        server.baseUrl() + "/api/v1/governance/domain/missing",
                        HttpHeaders.of("Authorization", "Bearer " + server.apiToken()),
                        null))
                .execute()) {
            assertThat(inProcess.statusCode())
                    .isEqualTo(socketAnswer.statusCode())
                    .isEqualTo(404);
            assertThat(inProcess.headers().get("Content-Type"))
                    .isEqualTo(socketAnswer.headers().firstValue("Content-Type").orElseThrow());
            byte[] body = readAll(inProcess.body());
            assertThat(inProcess.contentLength()).isEqualTo(body.length);
            // the same envelope but for the answer's own correlation id and time
            assertThat(normalized(body)).isEqualTo(normalized(overSocket));
        }

        assertThat(client.domains().get(created.id()).name()).isEqualTo("In process");
        assertThat(server.requests())
                .extracting(RecordedRequest::method, RecordedRequest::template, RecordedRequest::status)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple("POST", DOMAINS, 200),
                        org.assertj.core.groups.Tuple.tuple("GET", DOMAIN, 404),
                        org.assertj.core.groups.Tuple.tuple("GET", DOMAIN, 404),
                        org.assertj.core.groups.Tuple.tuple("GET", DOMAIN, 200));
        assertThat(server.requests().get(0).headers().get("Authorization"))
                .containsExactly("Bearer " + RecordedRequest.REDACTED);
        assertThat(server.requests().get(0).protocol()).isEqualTo("HTTP/1.1");
    }

    private static String normalized(byte[] envelope) {
        return new String(envelope, StandardCharsets.UTF_8)
                .replaceAll("\"correlation_id\":\"[^\"]*\"", "\"correlation_id\":\"-\"")
                .replaceAll("\"timestamp\":\"[^\"]*\"", "\"timestamp\":\"-\"");
    }

    @Test
    void errorFaultsAreRetriedAsOverASocketAndAuthenticationApplies() {
        String id = client.domains()
                .create(DomainCreateRequest.builder().name("Retried").build())
                .id();
        server.faults().times(2, "GET", DOMAIN, Fault.error(503));
        assertThat(client.domains().get(id).name()).isEqualTo("Retried");
        assertThat(server.requests()).extracting(RecordedRequest::status).containsExactly(200, 503, 503, 200);

        try (ReferenceServer other = ReferenceServer.builder().listen(false).start();
                DgqClient foreign = DgqClient.builder()
                        .baseUrl(server.baseUrl())
                        .apiToken(other.apiToken())
                        .transport(transport)
                        .build()) {
            assertThatThrownBy(() -> foreign.domains().get(id)).isInstanceOf(DgqAuthenticationException.class);
        }
        assertThat(server.requests().get(server.requests().size() - 1).status()).isEqualTo(401);
    }

    @Test
    void aDroppedConnectionIsAFailureTheSdkRetriesOnlyWhereItMaySendTwice() {
        String id = client.domains()
                .create(DomainCreateRequest.builder().name("Dropped").build())
                .id();
        server.faults().once("GET", DOMAIN, Fault.dropConnection());
        assertThat(client.domains().get(id).name()).isEqualTo("Dropped");

        server.faults().once("POST", DOMAINS, Fault.dropConnection());
        assertThatThrownBy(() -> client.domains()
                        .create(DomainCreateRequest.builder().name("Once").build()))
                .isInstanceOfSatisfying(
                        DgqConnectionException.class,
                        e -> assertThat(e.getMessage()).contains("unexpected end of stream"));
        assertThat(server.requests())
                .extracting(RecordedRequest::method, RecordedRequest::status)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple("POST", 200),
                        org.assertj.core.groups.Tuple.tuple("GET", 0),
                        org.assertj.core.groups.Tuple.tuple("GET", 200),
                        org.assertj.core.groups.Tuple.tuple("POST", 0));
    }

    @Test
    void aTruncatedBodyFailsItsReadAndASlowBodyArrivesAtItsRate() {
        String id = client.domains()
                .create(DomainCreateRequest.builder().name("Cut").build())
                .id();
        server.faults().once("GET", DOMAIN, Fault.truncatedBody());
        assertThat(client.domains().get(id).name()).isEqualTo("Cut");
        assertThat(server.requests()).hasSize(3);

        server.faults().once("GET", DOMAIN, Fault.slowBody(20_000));
        long start = System.nanoTime();
        assertThat(client.domains().get(id).name()).isEqualTo("Cut");
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isGreaterThan(Duration.ofMillis(10));
    }

    @Test
    void aDelayHoldsNoThreadAndTheAttemptTimeoutCancelsIt() throws Exception {
        String id = client.domains()
                .create(DomainCreateRequest.builder().name("Late").build())
                .id();
        FaultRule delayed = server.faults().always("GET", DOMAIN, Fault.delay(Duration.ofSeconds(1)));
        CompletableFuture<?>[] calls = new CompletableFuture<?>[20];
        for (int i = 0; i < calls.length; i++) {
            calls[i] = client.async().domains().get(id);
        }
        CompletableFuture<Void> all = CompletableFuture.allOf(calls);
        int samples = 0;
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!all.isDone() && System.nanoTime() < deadline) {
            samples++;
            assertThat(Thread.getAllStackTraces().values())
                    .as("a thread asleep in the server while a delay runs")
                    .noneMatch(InProcessTransportTest::sleepsInTheServer);
        }
        assertThat(samples).isPositive();
        assertThat(delayed.applied()).isEqualTo(calls.length);
        CompletableFuture.allOf(calls).get(30, TimeUnit.SECONDS);
        delayed.remove();
        server.faults().always("GET", DOMAIN, Fault.delay(Duration.ofMillis(300)));

        try (DgqClient impatient = DgqClient.builder()
                .baseUrl(server.baseUrl())
                .apiToken(server.apiToken())
                .transport(transport)
                .apiCallAttemptTimeout(Duration.ofMillis(50))
                .maxRetries(0)
                .build()) {
            assertThatThrownBy(() -> impatient.domains().get(id))
                    .isInstanceOfSatisfying(
                            DgqConnectionException.class,
                            e -> assertThat(e.isTimeout()).isTrue());
        }
    }

    @Test
    void theBodyLimitAndTheRateLimitHold() {
        assertThatThrownBy(() -> client.domains()
                        .create(DomainCreateRequest.builder()
                                .name("Big")
                                .description("x".repeat(5000))
                                .build()))
                .isInstanceOfSatisfying(
                        DgqException.class, e -> assertThat(e.statusCode()).isEqualTo(413));

        try (ReferenceServer limited = ReferenceServer.builder()
                        .rateLimit(2, Duration.ofMinutes(5))
                        .listen(false)
                        .start();
                HttpTransport into = limited.inProcessTransport();
                DgqClient once = DgqClient.builder()
                        .baseUrl(limited.baseUrl())
                        .apiToken(limited.apiToken())
                        .transport(into)
                        .maxRetries(0)
                        .build()) {
            assertThatThrownBy(limited::port).hasMessageContaining("listen(false)");
            assertThat(limited.baseUrl()).isEqualTo(ReferenceServer.IN_PROCESS_BASE_URL);
            for (int i = 0; i < 2; i++) {
                once.domains()
                        .create(DomainCreateRequest.builder().name("d" + i).build());
            }
            assertThatThrownBy(() -> once.domains()
                            .create(DomainCreateRequest.builder().name("third").build()))
                    .isInstanceOf(DgqRateLimitException.class);
        }
    }

    @Test
    void theAnswerBudgetHoldsAsOverASocket() {
        String id = client.domains()
                .create(DomainCreateRequest.builder()
                        .name("Budget")
                        .description("y".repeat(2000))
                        .build())
                .id();
        try (DgqClient small = DgqClient.builder()
                .baseUrl(server.baseUrl())
                .apiToken(server.apiToken())
                .transport(transport)
                .maxResponseBytes(512)
                .build()) {
            assertThatThrownBy(() -> small.domains().get(id)).isInstanceOf(DgqDecodingException.class);
        }
    }

    @Test
    void aFaultThatNeedsASocketIsRefusedWhileAnInProcessTransportIsOpen() {
        assertThatThrownBy(() -> server.faults().once("GET", DOMAIN, Fault.closeWhenIdle(Duration.ZERO)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("Fault.closeWhenIdle")
                .hasMessageContaining("in-process transport");
        transport.close();
        server.faults().once("GET", DOMAIN, Fault.closeWhenIdle(Duration.ZERO));
        assertThatThrownBy(server::inProcessTransport)
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("remove it");
        server.faults().clear();
        transport = server.inProcessTransport();
        client.close();
        client = client(0);
        assertThat(client.domains()
                        .create(DomainCreateRequest.builder().name("After").build())
                        .name())
                .isEqualTo("After");
    }

    @Test
    void aClosedServerRefusesAsAClosedPortDoes() {
        server.close();
        assertThatThrownBy(() -> transport
                        .newExchange(HttpRequest.of(
                                "GET", server.baseUrl() + "/api/v1/governance/domain/x", HttpHeaders.empty(), null))
                        .execute())
                .isInstanceOf(java.net.ConnectException.class)
                .satisfies(e ->
                        assertThat(transport.isUnprocessed((IOException) e)).isTrue());
    }

    private static boolean sleepsInTheServer(StackTraceElement[] stack) {
        return java.util.Arrays.stream(stack).anyMatch(f -> f.getMethodName().equals("sleep"))
                && java.util.Arrays.stream(stack).anyMatch(f -> f.getClassName().endsWith("RequestFilter"));
    }

    private static byte[] readAll(InputStream in) throws IOException {
        return in.readAllBytes();
    }
}
