package io.dgq.server.journal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.server.ReferenceServer;
import io.dgq.server.RequestPattern;
import io.dgq.server.testing.RawHttp;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The journal of requests: what it keeps, what it never keeps in clear text, its bound and its checks. */
class JournalHttpTest {

    private static final String DOMAINS = "/api/v1/governance/domain";

    private static ReferenceServer server;
    private static RawHttp http;
    private static String token;

    @BeforeAll
    static void start() {
        server = ReferenceServer.builder().start();
        token = server.apiToken();
        http = new RawHttp(server.baseUrl(), token);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @BeforeEach
    void reset() {
        server.reset();
    }

    @Test
    void keepsMethodPathQueryHeadersBodyStatusCorrelationIdAndTime() {
        Instant before = Instant.now().minusSeconds(1);
        RawHttp.Answer answer = http.send(
                "POST",
                DOMAINS + "?page=2&x=%20y",
                RawHttp.json(Map.of("name", "Finance", "pagination", Map.of("page", 2))),
                Map.of("Content-Type", "application/json", "X-Trace", "abc"));
        List<RecordedRequest> requests = server.requests();
        assertThat(requests).hasSize(1);
        RecordedRequest recorded = requests.get(0);
        assertThat(recorded.method()).isEqualTo("POST");
        assertThat(recorded.path()).isEqualTo(DOMAINS);
        assertThat(recorded.query()).isEqualTo("page=2&x=%20y");
        assertThat(recorded.header("x-trace")).contains("abc");
        assertThat(recorded.status()).isEqualTo(answer.status());
        assertThat(recorded.correlationId()).isEqualTo(answer.header("X-Correlation-Id"));
        assertThat(recorded.time()).isAfter(before).isBefore(Instant.now().plusSeconds(1));
        assertThat(recorded.bodyField("name").orElseThrow().asText()).isEqualTo("Finance");
        assertThat(recorded.bodyField("/pagination/page").orElseThrow().asInt()).isEqualTo(2);
        assertThat(recorded.bodyField("missing")).isEmpty();
        assertThat(recorded.appliedFault()).isEmpty();
        assertThatThrownBy(() -> requests.add(recorded)).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> recorded.headers().put("X-Trace", List.of("changed")))
                .isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void neverKeepsATokenOrASourcePasswordInClearText() {
        String password = "hunter2-" + System.nanoTime();
        http.post(
                "/api/v1/core/source",
                Map.of(
                        "name",
                        "Sales DB",
                        "type",
                        "postgresql",
                        "credentials",
                        Map.of(
                                "server",
                                "db.example.com",
                                "username",
                                "admin",
                                "password",
                                password,
                                "database",
                                "sales"),
                        "source_type",
                        Map.of("tag", "postgres")));
        http.send(
                "POST",
                "/api/v1/auth/access_token/?access_token=" + token,
                RawHttp.json(Map.of(
                        "key_alias",
                        "ci",
                        "generated_for",
                        "API",
                        "expired_at",
                        "2099-01-01T00:00:00",
                        "nested",
                        List.of(Map.of(
                                "client_secret",
                                "s3cr3t-value",
                                "refresh_token",
                                "r3fr3sh-value",
                                "X-Api-Key",
                                "k3y-value")))),
                Map.of(
                        "Content-Type",
                        "application/json",
                        "Cookie",
                        "session=c00kie-value",
                        "X-Api-Key",
                        "h3ader-key"));

        List<RecordedRequest> requests = server.requests();
        assertThat(requests).hasSize(2);
        String everything = requests.toString()
                + requests.stream().map(r -> r.headers() + r.query() + r.body()).toList();
        assertThat(everything)
                .doesNotContain(token)
                .doesNotContain(password)
                .doesNotContain("s3cr3t-value")
                .doesNotContain("r3fr3sh-value")
                .doesNotContain("k3y-value")
                .doesNotContain("c00kie-value")
                .doesNotContain("h3ader-key");
        RecordedRequest source = requests.get(0);
        assertThat(source.header("Authorization")).contains("Bearer " + RecordedRequest.REDACTED);
        assertThat(source.bodyField("/credentials/password").orElseThrow().asText())
                .isEqualTo(RecordedRequest.REDACTED);
        assertThat(source.bodyField("/credentials/database").orElseThrow().asText())
                .isEqualTo("sales");
        assertThat(source.bodyField("/credentials/username").orElseThrow().asText())
                .isEqualTo("admin");
        RecordedRequest tokenCreate = requests.get(1);
        assertThat(tokenCreate.query()).isEqualTo("access_token=" + RecordedRequest.REDACTED);
        assertThat(tokenCreate.bodyField("key_alias").orElseThrow().asText()).isEqualTo("ci");
        assertThat(tokenCreate
                        .bodyField("/nested/0/client_secret")
                        .orElseThrow()
                        .asText())
                .isEqualTo(RecordedRequest.REDACTED);
    }

    @Test
    void keepsOnlyTheLatestRequestsUpToItsCapacity() {
        try (ReferenceServer small =
                        ReferenceServer.builder().journalCapacity(3).start();
                ReferenceServer none =
                        ReferenceServer.builder().journalCapacity(0).start()) {
            RawHttp client = new RawHttp(small.baseUrl(), small.apiToken());
            for (int i = 0; i < 5; i++) {
                client.get(DOMAINS + "/id-" + i);
            }
            assertThat(small.requests())
                    .extracting(RecordedRequest::path)
                    .containsExactly(DOMAINS + "/id-2", DOMAINS + "/id-3", DOMAINS + "/id-4");
            assertThat(small.journal().capacity()).isEqualTo(3);
            new RawHttp(none.baseUrl(), none.apiToken()).get(DOMAINS + "/x");
            assertThat(none.requests()).isEmpty();
        }
        assertThatThrownBy(() -> ReferenceServer.builder().journalCapacity(-1))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void bodiesThatAreNotJsonAreKeptAsTheirSizeOnly() {
        http.send(
                "POST",
                DOMAINS,
                "password=hunter2&{".getBytes(StandardCharsets.UTF_8),
                Map.of("Content-Type", "application/json"));
        RecordedRequest recorded = server.requests().get(0);
        assertThat(recorded.body()).isNull();
        assertThat(recorded.bodyBytes()).isEqualTo(18);
        assertThat(recorded.status()).isEqualTo(400);
        assertThat(recorded.toString()).doesNotContain("hunter2");
    }

    @Test
    void verifySentReturnsTheLatestMatchOrListsTheNearMisses() {
        http.post(DOMAINS, Map.of("name", "Fin"));
        http.post(DOMAINS, Map.of("name", "Finance", "order", 2));
        http.get(DOMAINS + "/nope");

        RecordedRequest found = server.journal().verifySent("POST", "/governance/domain", "name", "Finance");
        assertThat(found.status())
                .as("refused for its unknown field, but sent all the same")
                .isEqualTo(400);
        assertThat(server.journal().verifySent("POST", "/governance/domain", "order", 2.0))
                .isSameAs(found);
        assertThat(server.journal().count("POST", "/governance/domain")).isEqualTo(2);
        assertThat(server.journal().count(RequestPattern.any())).isEqualTo(3);
        server.journal().verifyCount("GET", "/governance/domain/{id}", 1);

        assertThatThrownBy(() -> server.journal().verifySent("POST", "/governance/domain", "name", "Marketing"))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("POST /api/v1/governance/domain whose body has name = \"Marketing\"")
                .hasMessageContaining("name = \"Fin\"")
                .hasMessageContaining("name = \"Finance\"");
        assertThatThrownBy(() -> server.journal().verifySent("PUT", "/governance/domain/{id}", "name", "x"))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("No request matched")
                .hasMessageContaining("GET /api/v1/governance/domain/nope -> 404");
        assertThatThrownBy(() -> server.journal().verifyCount("POST", "/governance/domain", 1))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("Expected 1 request(s) to POST /api/v1/governance/domain, but 2");
        assertThatThrownBy(() -> server.journal().verifySent("POST", "/governance/domain", "name", new Object()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> server.journal().verifySent("POST", "/governance/domain", "", "x"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theJournalIsBoundedUnderConcurrencyAndClearedByReset() throws Exception {
        Thread[] threads = new Thread[8];
        for (int t = 0; t < threads.length; t++) {
            threads[t] = new Thread(() -> {
                for (int i = 0; i < 10; i++) {
                    http.get(DOMAINS + "/x");
                }
            });
            threads[t].start();
        }
        for (Thread thread : threads) {
            thread.join();
        }
        assertThat(server.journal().count("GET", "/governance/domain/{id}")).isEqualTo(80);
        assertThat(server.requests()).extracting(RecordedRequest::correlationId).doesNotHaveDuplicates();
        server.reset();
        assertThat(server.requests()).isEmpty();
    }
}
