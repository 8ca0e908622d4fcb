package io.dgq.server.snapshot;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import io.dgq.server.internal.data.seed.SeedRecords;
import io.dgq.server.testing.RawHttp;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** A server restored from a snapshot answers exactly as the one snapshotted did. */
class SnapshotRestoreHttpTest {

    private static final String SECRET = "snapshot-restore-secret";
    private static final Pattern ENVELOPE = Pattern.compile("\"(timestamp|correlation_id)\":\"[^\"]*\"");
    private static final Pattern VIEWED_AT = Pattern.compile("\"viewed_at\":\"([^\"]*)\"");
    private static final String FINANCE = SeedRecords.id("domain", "finance");

    /** A method, a path and a body (null for none). */
    private record Call(String method, String path, Object body) {}

    @Test
    void aRestoredServerAnswersByteForByteAsTheSnapshottedOne() {
        try (ReferenceServer original = ReferenceServer.builder()
                        .jwtSecret(SECRET)
                        .seed(Seed.DEMO)
                        .start();
                ReferenceServer restored =
                        ReferenceServer.builder().jwtSecret(SECRET).start()) {
            RawHttp http = new RawHttp(original.baseUrl(), original.apiToken());
            Written written = write(http);
            String snapshot = original.snapshot();
            assertThat(snapshot).doesNotContain("secret-of-the-orders-db").doesNotContain("demo-orders-secret");

            restored.restore(snapshot);

            assertThat(restored.snapshot()).isEqualTo(snapshot);
            String since = Instant.now().toString().substring(0, 23);
            RawHttp other = new RawHttp(restored.baseUrl(), restored.apiToken());
            List<Call> calls = reads(written);
            for (Call call : calls) {
                String expected = text(send(http, call));
                String actual = text(send(other, call));
                assertThat(normalised(actual, since))
                        .as("%s %s", call.method(), call.path())
                        .isEqualTo(normalised(expected, since));
            }
            RawHttp withRecordToken = new RawHttp(restored.baseUrl(), written.accessToken());
            assertThat(withRecordToken
                            .post("/api/v1/governance/domain/list", "{}")
                            .status())
                    .isEqualTo(200);
        }
    }

    /** What the writes made. */
    private record Written(String domain, String source, String parameter, String accessToken) {}

    private static Written write(RawHttp http) {
        String domain = ok(http.post(
                        "/api/v1/governance/domain", Map.of("name", "Snapshot Finance", "parent_id", FINANCE)))
                .path("id")
                .asText();
        ok(http.put("/api/v1/governance/domain/" + FINANCE, Map.of("description", "Changed before the snapshot")));
        ok(http.get("/api/v1/governance/domain/" + FINANCE));
        ok(http.get("/api/v1/governance/domain/" + domain));
        String source = ok(http.post(
                        "/api/v1/core/source",
                        Map.of(
                                "name",
                                "snapshot db",
                                "credentials",
                                Map.of(
                                        "server",
                                        "db.internal",
                                        "username",
                                        "reader",
                                        "password",
                                        "secret-of-the-orders-db"))))
                .path("id")
                .asText();
        String parameter = ok(http.post("/api/v1/metrics/parameter/list", "{}"))
                .path("data")
                .get(0)
                .path("id")
                .asText();
        ok(http.delete("/api/v1/metrics/parameter/" + parameter));
        ok(http.delete("/api/v1/governance/tag/" + SeedRecords.id("tag", "gold")));
        ok(http.post("/api/v1/governance/field/update-tab", Map.of("name", "Snapshot tab")));
        ok(http.post(
                "/api/v1/core/conversation",
                Map.of("category", "domain", "object_id", domain, "title", "Restored?", "comment", "It should be")));
        String token = ok(http.post(
                        "/api/v1/auth/access_token/",
                        Map.of("key_alias", "ci", "generated_for", "API", "expired_at", "2999-01-01T00:00:00Z")))
                .path("token")
                .asText();
        return new Written(domain, source, parameter, token);
    }

    private static List<Call> reads(Written written) {
        List<Call> calls = new ArrayList<>();
        for (String list : List.of(
                "/metrics/pattern",
                "/core/source",
                "/metrics/parameter",
                "/governance/field",
                "/metrics/template",
                "/metrics/alert-cluster",
                "/governance/domain",
                "/governance/term",
                "/governance/application",
                "/governance/tag",
                "/governance/glossary",
                "/core/document")) {
            calls.add(new Call("POST", "/api/v1" + list + "/list", "{}"));
        }
        calls.add(new Call(
                "POST",
                "/api/v1/governance/domain/list",
                Map.of("search", "finance", "sorting", List.of(Map.of("column", "total_views", "direction", "desc")))));
        for (String tree : List.of("/governance/domain", "/governance/tag", "/governance/glossary")) {
            calls.add(new Call("POST", "/api/v1" + tree + "/tree-view", "{}"));
        }
        calls.add(new Call("POST", "/api/v1/governance/term/export", "{}"));
        calls.add(new Call("GET", "/api/v1/governance/field/tabs-groups", null));
        calls.add(new Call("POST", "/api/v1/core/conversation/domain/" + written.domain(), "{}"));
        calls.add(new Call("GET", "/api/v1/governance/domain/" + FINANCE, null));
        calls.add(new Call("GET", "/api/v1/governance/domain/" + written.domain(), null));
        calls.add(new Call("GET", "/api/v1/core/source/" + written.source(), null));
        calls.add(new Call("GET", "/api/v1/metrics/parameter/" + written.parameter(), null));
        calls.add(
                new Call("GET", "/api/v1/metrics/alert-cluster/" + SeedRecords.id("alert-cluster", "cluster-1"), null));
        return calls;
    }

    /** The answer without what differs between two servers: envelope times, correlation ids, views made now. */
    private static String normalised(String answer, String since) {
        String text = ENVELOPE.matcher(answer).replaceAll("\"$1\":\"-\"");
        Matcher viewed = VIEWED_AT.matcher(text);
        StringBuilder out = new StringBuilder();
        while (viewed.find()) {
            boolean now = viewed.group(1).compareTo(since) >= 0;
            viewed.appendReplacement(out, now ? "\"viewed_at\":\"now\"" : Matcher.quoteReplacement(viewed.group()));
        }
        return viewed.appendTail(out).toString();
    }

    private static RawHttp.Answer send(RawHttp http, Call call) {
        return call.body() == null ? http.get(call.path()) : http.post(call.path(), call.body());
    }

    private static String text(RawHttp.Answer answer) {
        assertThat(answer.status()).as(answer.body().toString()).isLessThan(300);
        return new String(answer.raw().body(), StandardCharsets.UTF_8);
    }

    private static JsonNode ok(RawHttp.Answer answer) {
        assertThat(answer.status()).as(answer.body().toString()).isLessThan(300);
        return answer.data();
    }
}
