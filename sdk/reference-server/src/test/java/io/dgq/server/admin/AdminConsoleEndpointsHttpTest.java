package io.dgq.server.admin;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.server.ReferenceServer;
import io.dgq.server.faults.Fault;
import io.dgq.server.testing.DemoServerHttpTest;
import io.dgq.server.testing.RawHttp;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The admin endpoints the web console reads besides the others: the journal's new fields and its {@code since}
 * cursor, the records of each kind through the list semantics, the server's state and limits, removing one fault
 * rule, and the console's own files.
 */
class AdminConsoleEndpointsHttpTest extends DemoServerHttpTest {

    private static final HttpClient PLAIN = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();

    AdminConsoleEndpointsHttpTest() {
        super(true);
    }

    @Test
    void theJournalTellsEachRequestsSequenceTemplateDurationProtocolAndAnswer() {
        server.faults().once("GET", "/governance/domain/{id}", Fault.delay(Duration.ofMillis(60)));
        http.get("/api/v1/governance/domain/no-such-domain");
        http.post("/api/v1/governance/access_token", Map.of("name", "console", "expired_at", "2030-01-01"));
        http.get("/api/v1/not/a/route");

        JsonNode requests = admin.get("/__admin/requests").data().path("requests");
        assertThat(requests.size()).isEqualTo(3);
        JsonNode delayed = requests.path(0);
        assertThat(delayed.path("template").asText()).isEqualTo("/governance/domain/{id}");
        assertThat(delayed.path("protocol").asText()).isEqualTo("HTTP/1.1");
        assertThat(delayed.path("duration_ms").asDouble()).isGreaterThanOrEqualTo(60.0);
        assertThat(delayed.path("response_body")
                        .path("data")
                        .path("error")
                        .path("code")
                        .asText())
                .isEqualTo("NOT_FOUND");
        assertThat(requests.path(1).path("sequence").asLong())
                .isEqualTo(delayed.path("sequence").asLong() + 1);
        assertThat(requests.path(2).path("template").isNull())
                .as("fits no route")
                .isTrue();
        assertThat(server.journal().requests().get(0).duration()).isGreaterThanOrEqualTo(Duration.ofMillis(60));
    }

    @Test
    void answersAreRedactedLikeRequests() {
        RawHttp.Answer created = http.post(
                "/api/v1/auth/access_token/", Map.of("generated_for", "API", "expired_at", "2030-01-01T00:00:00Z"));
        assertThat(created.status()).as(created.body().toString()).isEqualTo(200);
        String secret = created.data().path("token").asText();
        assertThat(secret).isNotBlank();

        RawHttp.Answer journal = admin.get("/__admin/requests");
        assertThat(journal.raw().body()).asString(StandardCharsets.UTF_8).doesNotContain(secret);
        assertThat(journal.data().path("requests").path(0).path("response_body").toString())
                .contains("[REDACTED]");
    }

    @Test
    void sinceAnswersOnlyNewerRequestsAndRefusesABadCursor() {
        http.get("/api/v1/governance/domain/a");
        RawHttp.Answer first = admin.get("/__admin/requests?since=0");
        long last = first.data().path("last_sequence").asLong();
        assertThat(first.data().path("count").asInt()).isEqualTo(1);

        assertThat(admin.get("/__admin/requests?since=" + last)
                        .data()
                        .path("requests")
                        .size())
                .isZero();
        http.get("/api/v1/governance/domain/b");
        http.get("/api/v1/governance/domain/c");
        JsonNode newer = admin.get("/__admin/requests?since=" + last).data();
        assertThat(newer.path("requests").findValuesAsText("path"))
                .containsExactly("/api/v1/governance/domain/b", "/api/v1/governance/domain/c");
        assertThat(newer.path("last_sequence").asLong()).isEqualTo(last + 2);
        assertThat(admin.get("/__admin/requests?since=" + last + "&method=GET&path=/governance/domain/%7Bid%7D")
                        .data()
                        .path("count")
                        .asInt())
                .isEqualTo(2);

        assertThat(newer.path("oldest_sequence").asLong()).isEqualTo(last);
        admin.delete("/__admin/requests");
        JsonNode cleared = admin.get("/__admin/requests?since=" + (last + 2)).data();
        assertThat(cleared.path("last_sequence").asLong())
                .as("numbers are never reused, not after a clear")
                .isEqualTo(last + 2);
        assertThat(cleared.path("oldest_sequence").asLong()).as("none kept").isZero();

        for (String bad : List.of("-1", "x", "1.5", "")) {
            RawHttp.Answer refused = admin.get("/__admin/requests?since=" + bad);
            assertThat(refused.status()).isEqualTo(400);
            assertThat(refused.message()).contains("since must be a journal sequence number");
        }
    }

    @Test
    void recordsListEveryKindWithItsCountAndPagesThroughTheListSemantics() {
        JsonNode resources = admin.get("/__admin/records").data().path("resources");
        assertThat(resources.findValuesAsText("name")).contains("domain", "field_tab", "access_token");
        JsonNode domains = resources.findParents("name").stream()
                .filter(resource -> resource.path("name").asText().equals("domain"))
                .findFirst()
                .orElseThrow();
        long count = domains.path("count").asLong();
        assertThat(count).isPositive();

        RawHttp.Answer page =
                admin.post("/__admin/records/domain", Map.of("pagination", Map.of("page", 1, "pageSize", 2)));
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.data().path("list").path("data").size()).isEqualTo(2);
        RawHttp.Answer viaApi =
                http.post("/api/v1/governance/domain/list", Map.of("pagination", Map.of("page", 1, "pageSize", 2)));
        assertThat(page.data().path("list").path("total"))
                .isEqualTo(viaApi.data().path("total"));
        assertThat(page.data().path("list").path("data").findValuesAsText("id"))
                .isEqualTo(viaApi.data().path("data").findValuesAsText("id"));

        JsonNode searched = admin.post("/__admin/records/domain", Map.of("search", "Finance"))
                .data()
                .path("list");
        assertThat(searched.path("data").findValuesAsText("name")).contains("Finance");
        assertThat(admin.post("/__admin/records/domain", "").status())
                .as("no body: {}")
                .isEqualTo(200);

        RawHttp.Answer unknown = admin.post("/__admin/records/dragons", Map.of());
        assertThat(unknown.status()).isEqualTo(404);
        assertThat(unknown.message()).contains("No resource named 'dragons'");
        RawHttp.Answer badBody = admin.post("/__admin/records/domain", Map.of("pagination", Map.of("page", "one")));
        assertThat(badBody.status()).isEqualTo(400);
        assertThat(admin.post("/__admin/records/domain", "[]").status()).isEqualTo(400);
        assertThat(admin.get("/__admin/records/domain").status()).isEqualTo(405);
        assertThat(http.get("/__admin/records").status())
                .as("an API token never opens it")
                .isEqualTo(401);
        assertThat(server.requests()).as("admin requests are not journaled").hasSize(1);
    }

    @Test
    void statsTellTheLimitsJournalFaultsAndFlagsButNoSecret() {
        server.faults().always("GET", "/governance/tag/{id}", Fault.delay(Duration.ofMillis(1)));
        http.get("/api/v1/governance/tag/x");
        RawHttp.Answer stats = admin.get("/__admin/stats");
        JsonNode data = stats.data();
        assertThat(data.path("version").asText()).isEqualTo(ReferenceServer.version());
        assertThat(data.path("limits").path("records").asLong()).isPositive();
        assertThat(data.path("limits").path("max_records").asLong()).isEqualTo(ReferenceServer.DEFAULT_MAX_RECORDS);
        assertThat(data.path("limits").path("heap_max_bytes").asLong())
                .isEqualTo(Runtime.getRuntime().maxMemory());
        assertThat(data.path("limits").path("heap_watermark_percent").asInt()).isEqualTo(85);
        assertThat(data.path("journal").path("count").asInt()).isEqualTo(1);
        assertThat(data.path("faults").asInt()).isEqualTo(1);
        assertThat(data.path("flags").path("seed").asText()).isEqualTo("demo");
        assertThat(data.path("flags").path("journal_capacity").asInt()).isEqualTo(1000);
        assertThat(stats.raw().body())
                .asString(StandardCharsets.UTF_8)
                .doesNotContain(server.adminToken())
                .doesNotContain("jwt");
    }

    @Test
    void oneFaultRuleIsRemovedByItsId() {
        long first = admin.post(
                        "/__admin/faults",
                        Map.of("path", "/governance/tag/{id}", "fault", Map.of("type", "drop_connection")))
                .data()
                .path("rule")
                .path("id")
                .asLong();
        server.faults().always("GET", "/governance/domain/{id}", Fault.error(500));
        JsonNode listed = admin.get("/__admin/faults").data().path("rules");
        assertThat(listed.findValuesAsText("id")).hasSize(2).doesNotHaveDuplicates();
        assertThat(listed.path(0).path("id").asLong()).isEqualTo(first);

        RawHttp.Answer removed = admin.delete("/__admin/faults/" + first);
        assertThat(removed.status()).isEqualTo(200);
        assertThat(removed.data().path("removed").asInt()).isEqualTo(1);
        assertThat(server.faults().rules())
                .singleElement()
                .satisfies(rule -> assertThat(rule.fault()).isEqualTo(Fault.error(500)));
        RawHttp.Answer again = admin.delete("/__admin/faults/" + first);
        assertThat(again.status()).isEqualTo(404);
        assertThat(again.message()).contains("No fault rule " + first);
        assertThat(admin.delete("/__admin/faults/nonsense").status()).isEqualTo(404);
        assertThat(admin.get("/__admin/faults/" + first).status()).isEqualTo(405);
    }

    @Test
    void theConsoleFilesAreServedWithoutTokenAndHoldNoData() throws Exception {
        HttpResponse<String> page = get("/__admin/console");
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.headers().firstValue("Content-Type")).hasValue("text/html; charset=utf-8");
        assertThat(page.headers().firstValue("Content-Security-Policy"))
                .hasValueSatisfying(policy -> assertThat(policy).contains("default-src 'none'", "script-src 'self'"));
        assertThat(page.headers().firstValue("Cache-Control")).hasValue("no-store");
        assertThat(page.body())
                .contains("/__admin/console/console.js", "/__admin/console/console.css")
                .doesNotContain("http://", "https://")
                .doesNotContain(server.adminToken());
        assertThat(get("/__admin/console/").statusCode()).isEqualTo(200);
        HttpResponse<String> script = get("/__admin/console/console.js");
        assertThat(script.headers().firstValue("Content-Type")).hasValue("text/javascript; charset=utf-8");
        assertThat(script.body()).contains("sessionStorage").doesNotContain("localStorage", "http://", "https://");
        assertThat(get("/__admin/console/console.css").headers().firstValue("Content-Type"))
                .hasValue("text/css; charset=utf-8");
        assertThat(get("/__admin/console/other.js").statusCode()).isEqualTo(404);
        assertThat(server.requests()).isEmpty();
    }

    @Test
    void aServerWithoutTheAdminApiHasNoConsole() throws Exception {
        try (ReferenceServer closed = ReferenceServer.builder().adminApi(false).start()) {
            HttpResponse<String> page = PLAIN.send(
                    HttpRequest.newBuilder(URI.create(closed.baseUrl() + "/__admin/console"))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(page.statusCode()).isEqualTo(404);
            assertThat(page.body()).contains("the admin API is turned off");
        }
    }

    @Test
    void anHttp10RequestIsJournaledWithItsProtocol() throws Exception {
        try (Socket socket = new Socket("127.0.0.1", server.port())) {
            OutputStream out = socket.getOutputStream();
            out.write(("GET /api/v1/governance/domain/x HTTP/1.0\r\nAuthorization: Bearer " + server.apiToken()
                            + "\r\n\r\n")
                    .getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = socket.getInputStream();
            in.readAllBytes();
        }
        assertThat(server.requests()).singleElement().satisfies(request -> {
            assertThat(request.protocol()).isEqualTo("HTTP/1.0");
            assertThat(request.status()).isEqualTo(404);
        });
    }

    private HttpResponse<String> get(String path) throws Exception {
        return PLAIN.send(
                HttpRequest.newBuilder(URI.create(server.baseUrl() + path)).build(),
                HttpResponse.BodyHandlers.ofString());
    }
}
