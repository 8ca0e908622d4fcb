package io.dgq.server.faults;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.server.RequestPattern;
import io.dgq.server.journal.RecordedRequest;
import io.dgq.server.testing.DemoServerHttpTest;
import io.dgq.server.testing.RawHttp;
import io.dgq.server.testing.RawSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** Injected faults over HTTP: error answers, delays, dropped connections, cut bodies and bodies not enveloped. */
class FaultsHttpTest extends DemoServerHttpTest {

    private static final String DOMAINS = "/api/v1/governance/domain";

    FaultsHttpTest() {
        super(true);
    }

    @Test
    void anErrorFaultAnswersTheEnvelopeForTheNextMatchesOnlyAndCarriesNothingOut() {
        FaultRule rule = server.faults()
                .times(
                        2,
                        "POST",
                        "/governance/domain",
                        Fault.error(503)
                                .withMessage("Maintenance")
                                .withDetail("name", "try later")
                                .withRetryAfter(Duration.ofMillis(1500)));

        RawHttp.Answer first = http.post(DOMAINS, Map.of("name", "Faulted"));
        assertThat(first.status()).isEqualTo(503);
        assertThat(first.body().path("success").asBoolean(true)).isFalse();
        assertThat(first.message()).isEqualTo("Maintenance");
        assertThat(first.code()).isEqualTo("SERVICE_UNAVAILABLE");
        assertThat(first.data()
                        .path("error")
                        .path("details")
                        .get(0)
                        .path("field")
                        .asText())
                .isEqualTo("name");
        assertThat(first.header("Retry-After")).isEqualTo("2");
        assertThat(first.body().path("correlation_id").asText()).isEqualTo(first.header("X-Correlation-Id"));
        assertThat(first.body().path("timestamp").asText()).endsWith("+00:00");
        assertThat(rule.remaining()).hasValue(1);

        assertThat(http.post(DOMAINS, Map.of("name", "Faulted")).status()).isEqualTo(503);
        assertThat(rule.remaining()).hasValue(0);
        assertThat(rule.applied()).isEqualTo(2);
        assertThat(server.faults().rules()).isEmpty();

        RawHttp.Answer third = http.post(DOMAINS, Map.of("name", "Faulted"));
        assertThat(third.status()).isEqualTo(200);
        assertThat(domainsNamed("Faulted"))
                .as("only the third create was carried out")
                .isEqualTo(1);
    }

    @Test
    void patternsMatchOnMethodTemplateRelativeOrAbsoluteAndRegex() {
        String id =
                http.post(DOMAINS, Map.of("name", "Patterns")).data().path("id").asText();
        server.faults().always("GET", "/api/v1/governance/domain/{id}", Fault.error(500));
        assertThat(http.get(DOMAINS + "/" + id).status()).isEqualTo(500);
        assertThat(http.get(DOMAINS + "/" + id + "/").status())
                .as("trailing slash")
                .isEqualTo(500);
        assertThat(http.delete(DOMAINS + "/" + id).status())
                .as("another method")
                .isEqualTo(200);
        server.faults().clear();

        server.faults().always(RequestPattern.regex("*", "/api/v1/governance/term.*"), Fault.error(418));
        assertThat(http.post("/api/v1/governance/term/list", Map.of()).status()).isEqualTo(418);
        assertThat(http.post(DOMAINS + "/list", Map.of()).status()).isEqualTo(200);
        assertThat(http.post("/api/v1/governance/term/list", Map.of()).code()).isEqualTo("HTTP_418");
    }

    @Test
    void faultsApplyBeforeAuthenticationAndRulesAreTriedInOrder() {
        server.faults().once("*", "/governance/domain/list", Fault.error(502));
        server.faults().once("*", "/governance/domain/list", Fault.error(504));
        RawHttp anonymous = new RawHttp(server.baseUrl(), null);
        assertThat(anonymous.post(DOMAINS + "/list", Map.of()).status()).isEqualTo(502);
        assertThat(anonymous.post(DOMAINS + "/list", Map.of()).status()).isEqualTo(504);
        assertThat(anonymous.post(DOMAINS + "/list", Map.of()).status()).isEqualTo(401);
    }

    @Test
    void aDelayWaitsThenGivesTheRealAnswer() {
        server.faults().once("POST", "/governance/domain/list", Fault.delay(Duration.ofMillis(400)));
        long start = System.nanoTime();
        RawHttp.Answer answer = http.post(DOMAINS + "/list", Map.of());
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isGreaterThanOrEqualTo(Duration.ofMillis(400));
        assertThat(answer.status()).isEqualTo(200);
        assertThat(answer.data().path("total_count").asInt()).isPositive();
    }

    @Test
    void aDroppedConnectionSendsNoByteAndCarriesNothingOut() {
        server.faults().once("POST", "/governance/domain", Fault.dropConnection());
        byte[] answer = RawSocket.exchange(server.port(), "POST", DOMAINS, server.apiToken(), "{\"name\":\"Dropped\"}");
        assertThat(answer).isEmpty();
        RecordedRequest recorded = server.requests().get(server.requests().size() - 1);
        assertThat(recorded.status()).isZero();
        assertThat(recorded.appliedFault()).contains(Fault.dropConnection());
        assertThat(domainsNamed("Dropped")).isZero();
    }

    @Test
    void aTruncatedBodyDeclaresTheWholeLengthAndSendsHalfAfterCarryingTheRequestOut() {
        server.faults().once("POST", "/governance/domain", Fault.truncatedBody());
        byte[] answer =
                RawSocket.exchange(server.port(), "POST", DOMAINS, server.apiToken(), "{\"name\":\"Truncated\"}");
        String head = RawSocket.head(answer);
        assertThat(head).startsWith("HTTP/1.1 200");
        int declared = RawSocket.declaredLength(head);
        assertThat(declared).isGreaterThan(100);
        assertThat(RawSocket.bodyLength(answer)).isEqualTo(declared / 2);
        assertThat(domainsNamed("Truncated")).isEqualTo(1);
    }

    @Test
    void notEnvelopeAndRawAnswersSendTheirBodyAsItIs() {
        server.faults().once("POST", "/governance/domain/list", Fault.notEnvelope());
        RawHttp.Answer answer = http.post(DOMAINS + "/list", Map.of());
        assertThat(answer.status()).isEqualTo(200);
        assertThat(answer.body().has("success")).isFalse();
        assertThat(answer.body().path("unexpected").isTextual()).isTrue();

        server.faults().once("POST", "/governance/domain/list", Fault.rawAnswer(502, "application/json", "[1,2]"));
        RawHttp.Answer raw = http.post(DOMAINS + "/list", Map.of());
        assertThat(raw.status()).isEqualTo(502);
        assertThat(raw.body().isArray()).isTrue();
        assertThat(raw.header("Content-Type")).isEqualTo("application/json");
    }

    @Test
    void underConcurrencyTheNextThreeMeansExactlyThree() throws Exception {
        FaultRule rule = server.faults().times(3, "POST", "/governance/domain/list", Fault.error(503));
        ExecutorService pool = Executors.newFixedThreadPool(16);
        try {
            List<Future<Integer>> statuses = new ArrayList<>();
            for (int i = 0; i < 48; i++) {
                statuses.add(
                        pool.submit(() -> http.post(DOMAINS + "/list", Map.of()).status()));
            }
            int faulted = 0;
            for (Future<Integer> status : statuses) {
                faulted += status.get() == 503 ? 1 : 0;
            }
            assertThat(faulted).isEqualTo(3);
            assertThat(rule.applied()).isEqualTo(3);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void aRuleUntilRemovedStopsWhenRemovedAndResetClearsEveryRule() {
        FaultRule rule = server.faults().always("POST", "/governance/domain/list", Fault.error(500));
        assertThat(rule.remaining()).isEmpty();
        assertThat(http.post(DOMAINS + "/list", Map.of()).status()).isEqualTo(500);
        assertThat(http.post(DOMAINS + "/list", Map.of()).status()).isEqualTo(500);
        rule.remove();
        assertThat(rule.remaining()).hasValue(0);
        assertThat(http.post(DOMAINS + "/list", Map.of()).status()).isEqualTo(200);

        server.faults().always("POST", "/governance/domain/list", Fault.error(500));
        assertThat(server.faults().rules()).hasSize(1);
        server.reset();
        assertThat(server.faults().rules()).isEmpty();
        assertThat(http.post(DOMAINS + "/list", Map.of()).status()).isEqualTo(200);
    }

    @Test
    void hostileFaultsAndPatternsAreRefusedWhenMadeNotWhenServed() {
        assertThatThrownBy(() -> Fault.error(200)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Fault.error(600)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Fault.error(503).withHeader("Retry-After", "1\r\nSet-Cookie: x=1"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("control character");
        assertThatThrownBy(() -> Fault.error(503).withHeader("Bad Name", "1"))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Fault.error(503).withHeader("Content-Length", "0"))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Fault.error(503).withCode(" ")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Fault.error(503).withRetryAfter(Duration.ofSeconds(-1)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Fault.delay(Duration.ofHours(1))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Fault.rawAnswer(200, "text/plain\r\nX: y", ""))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> RequestPattern.of("GET /x", "/a")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> RequestPattern.of("GET", "governance")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> RequestPattern.of("GET", "/a//b")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> RequestPattern.of("GET", "/a/{id")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> RequestPattern.regex("GET", "(")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> server.faults().times(0, "GET", "/a", Fault.error(500)))
                .isInstanceOf(IllegalArgumentException.class);

        server.faults()
                .always(
                        "GET",
                        "/governance/domain/{id}",
                        Fault.error(599).withCode("\u0000<script>").withMessage("\uD800 \"quoted\" \n line"));
        RawHttp.Answer answer = http.get(DOMAINS + "/anything");
        assertThat(answer.status()).isEqualTo(599);
        assertThat(answer.code()).isEqualTo("\u0000<script>");
        assertThat(answer.message()).contains("\"quoted\"");
    }

    @Test
    void patternsMatchSegmentsExactly() {
        RequestPattern pattern = RequestPattern.of("get", "/governance/domain/{id}");
        assertThat(pattern.matches("GET", "/api/v1/governance/domain/abc")).isTrue();
        assertThat(pattern.matches("GET", "/api/v1/governance/domain/abc/")).isTrue();
        assertThat(pattern.matches("GET", "/api/v1/governance/domain/")).isFalse();
        assertThat(pattern.matches("GET", "/api/v1/governance/domain/a/b")).isFalse();
        assertThat(pattern.matches("POST", "/api/v1/governance/domain/abc")).isFalse();
        assertThat(pattern.matches("GET", "")).isFalse();
        assertThat(pattern.matches(null, null)).isFalse();
        assertThat(pattern).isEqualTo(RequestPattern.of("GET", "/api/v1/governance/domain/{id}"));
        assertThat(pattern.toString()).isEqualTo("GET /api/v1/governance/domain/{id}");
        assertThat(RequestPattern.any().matches("PATCH", "/whatever")).isTrue();
    }

    private int domainsNamed(String name) {
        RawHttp.Answer list = http.post(
                DOMAINS + "/list",
                Map.of("filters", List.of(Map.of("column", "name", "operator", "eq", "value", name))));
        assertThat(list.status()).isEqualTo(200);
        return list.data().path("total_count").asInt();
    }
}
