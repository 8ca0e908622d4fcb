package io.dgq.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.server.journal.RecordedRequest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The journal redacts secrets by their shape as well as by their name: a JSON Web Token anywhere (path, query, any
 * header, any string of a body), the password of a URL and a secret {@code key=value} of a connection string.
 */
class JournalRedactionByShapeHttpTest {

    private static final String JWT = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzb21lb25lIn0.c2lnbmF0dXJlLWJ5dGVz";
    private static final String UNSIGNED = "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.";

    private static ReferenceServer server;
    private static RawHttp http;

    @BeforeAll
    static void start() {
        server = ReferenceServer.builder().start();
        http = new RawHttp(server.baseUrl(), server.apiToken());
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
}
