package io.dgq.server.journal;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.server.ReferenceServer;
import io.dgq.server.testing.RawHttp;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The journal redacts secrets by their shape as well as by their name: a JSON Web Token anywhere (path, query, any
 * header, any string of a body), the password of a URL and a secret {@code key=value} of a connection string.
 */
class JournalRedactionByShapeHttpTest {

    private static final String JWT = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzb21lb25lIn0.c2lnbmF0dXJlLWJ5dGVz";
    private static final String UNSIGNED = "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.";

    private static final String OPAQUE = "opaque-bearer-5ecret";

    private static ReferenceServer server;
    private static RawHttp http;

    @BeforeAll
    static void start() {
        server = ReferenceServer.builder().start();
        http = new RawHttp(server.baseUrl(), server.apiToken());
    }

    @BeforeEach
    void emptyTheJournal() {
        server.reset();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void tokensPasswordsAndSecretsByShapeNeverReachTheJournal() {
        http.send(
                "POST",
                "/api/v1/governance/domain/list?jwt=" + JWT + "&dsn=postgres://app:pa55-in-query@db/x",
                RawHttp.json(Map.of(
                        "search",
                        JWT,
                        "filters",
                        List.of(Map.of("column", "name", "operator", "in", "value", List.of("a", UNSIGNED))))),
                Map.of("Content-Type", "application/json", "X-Auth", JWT, "X-JWT-Assertion", "assertion " + UNSIGNED));
        http.post(
                "/api/v1/sources",
                Map.of(
                        "name",
                        "warehouse",
                        "type",
                        "postgres",
                        "credentials",
                        Map.of(
                                "connection_string",
                                        "Server=db.example.com;User Id=app;Password=pa55-in-body;Port=5432",
                                "url", "jdbc:postgresql://app:pa55-in-url@db.example.com:5432/sales?pwd=pa55-in-param"),
                        "description",
                        "see https://app:pa55-in-text@example.com/ or token=" + JWT));
        http.get("/api/v1/governance/domain/" + JWT);

        RawHttp admin = new RawHttp(server.baseUrl(), server.adminToken());
        JsonNode journal = admin.get("/__admin/requests").data();
        String everything = journal.toString() + server.requests();
        assertThat(journal.path("count").asInt()).isEqualTo(3);
        for (String secret : List.of(
                JWT, UNSIGNED, "pa55-in-query", "pa55-in-body", "pa55-in-url", "pa55-in-param", "pa55-in-text")) {
            assertThat(everything).as(secret).doesNotContain(secret);
        }
        RecordedRequest list = server.requests().get(0);
        assertThat(list.query()).isEqualTo("jwt=[REDACTED]&dsn=postgres://app:[REDACTED]@db/x");
        assertThat(list.header("X-Auth")).contains("[REDACTED]");
        assertThat(list.header("X-JWT-Assertion")).contains("assertion [REDACTED]");
        assertThat(list.bodyField("search").orElseThrow().asText()).isEqualTo("[REDACTED]");
        assertThat(list.bodyField("/filters/0/value/1").orElseThrow().asText()).isEqualTo("[REDACTED]");
        assertThat(list.bodyField("/filters/0/value/0").orElseThrow().asText()).isEqualTo("a");
        RecordedRequest source = server.requests().get(1);
        assertThat(source.bodyField("/credentials/connection_string")
                        .orElseThrow()
                        .asText())
                .isEqualTo("Server=db.example.com;User Id=app;Password=[REDACTED];Port=5432");
        assertThat(source.bodyField("/credentials/url").orElseThrow().asText())
                .isEqualTo("jdbc:postgresql://app:[REDACTED]@db.example.com:5432/sales?pwd=[REDACTED]");
        assertThat(source.bodyField("name").orElseThrow().asText()).isEqualTo("warehouse");
        assertThat(server.requests().get(2).path()).isEqualTo("/api/v1/governance/domain/[REDACTED]");
    }

    /** The gaps an attacker found: names with key, session, sig, pass and auth; bearers and Oracle strings anywhere. */
    @ParameterizedTest
    @ValueSource(strings = {"HTTP/1.1", "HTTP/2"})
    void secretNamesBearerValuesAndConnectStringsOfEveryShapeNeverReachTheJournalOrTheConsole(String protocol) {
        RawHttp client = protocol.equals("HTTP/2")
                ? RawHttp.http2(server.baseUrl(), server.apiToken())
                : new RawHttp(server.baseUrl(), server.apiToken());
        client.send(
                "POST",
                "/api/v1/governance/domain/list?key=k3y-in-query&sig=s1g-in-query&page=1",
                RawHttp.json(Map.of(
                        "pass",
                        "pass-in-body",
                        "passphrase",
                        "phrase-in-body",
                        "authorization",
                        "Bearer " + OPAQUE,
                        "password",
                        List.of("array-pw-1", "array-pw-2"),
                        "credentials",
                        Map.of("user", "scott", "pass", "nested-pass"),
                        "note",
                        "connect with scott/oracle-pw@orcl or mysql://u:url-pw@db/x, header Bearer " + OPAQUE,
                        "is_primary_key",
                        true)),
                Map.of(
                        "Content-Type", "application/json",
                        "Ocp-Apim-Subscription-Key", "subscription-key-value",
                        "X-Session-Id", "session-id-value",
                        "Authentication", "Bearer " + OPAQUE));

        JsonNode journal = new RawHttp(server.baseUrl(), server.adminToken())
                .get("/__admin/requests")
                .data();
        String everything = journal.toString() + server.requests();
        for (String secret : List.of(
                "k3y-in-query",
                "s1g-in-query",
                "pass-in-body",
                "phrase-in-body",
                OPAQUE,
                "array-pw-1",
                "array-pw-2",
                "nested-pass",
                "oracle-pw",
                "url-pw",
                "subscription-key-value",
                "session-id-value")) {
            assertThat(everything).as(protocol + ": " + secret).doesNotContain(secret);
        }
        RecordedRequest request = server.requests().get(0);
        assertThat(request.protocol()).isEqualTo(protocol);
        assertThat(request.query()).isEqualTo("key=[REDACTED]&sig=[REDACTED]&page=1");
        assertThat(request.header("Authentication")).contains("Bearer [REDACTED]");
        assertThat(request.header("Ocp-Apim-Subscription-Key")).contains("[REDACTED]");
        assertThat(request.bodyField("/credentials/user").orElseThrow().asText())
                .isEqualTo("scott");
        assertThat(request.bodyField("/password/1").orElseThrow().asText()).isEqualTo("[REDACTED]");
        assertThat(request.bodyField("is_primary_key").orElseThrow().asBoolean())
                .isTrue();
        assertThat(request.bodyField("note").orElseThrow().asText())
                .isEqualTo("connect with scott/[REDACTED]@orcl or mysql://u:[REDACTED]@db/x, header Bearer [REDACTED]");
    }
}
