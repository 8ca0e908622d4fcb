package io.dgq.server.proxy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.server.DriftReport;
import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import java.net.ServerSocket;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The proxy mode in front of another reference server: a spread of operations answers as the upstream does, with an
 * empty drift report; only the document's paths are forwarded; the caller's token goes with its own call only; an
 * upstream that cannot be reached is a 502 naming it; 32 callers at once each get their own answer.
 */
class ProxyForwardingTest {

    private static final List<String> LISTS = List.of(
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
            "/core/document");

    private static ReferenceServer upstream;
    private static String token;

    @BeforeAll
    static void start() {
        upstream = ReferenceServer.builder().seed(Seed.DEMO).start();
        token = upstream.apiToken();
    }

    @AfterAll
    static void stop() {
        upstream.close();
    }

    private static ReferenceServer proxy() {
        return ReferenceServer.builder().proxyTo(URI.create(upstream.baseUrl())).start();
    }

    @Test
    void aFaithfulUpstreamAnswersUnchangedThroughTheProxyWithoutDrift() {
        try (ReferenceServer proxy = proxy()) {
            int calls = 0;
            for (String kind : LISTS) {
                String list = "/api/v1" + kind + "/list";
                Calls.Answer direct = Calls.send(upstream.baseUrl(), "POST", list, token, "{}");
                Calls.Answer proxied = Calls.send(proxy.baseUrl(), "POST", list, token, "{}");
                assertSame(direct, proxied, list);
                calls++;
                JsonNode first = direct.json().path("data").path("data").path(0);
                if (first.has("id") && !kind.equals("/governance/field")) {
                    String get = "/api/v1" + kind + "/" + first.path("id").asText();
                    assertSame(
                            Calls.send(upstream.baseUrl(), "GET", get, token, null),
                            Calls.send(proxy.baseUrl(), "GET", get, token, null),
                            get);
                    calls++;
                }
            }
            for (String[] call : new String[][] {
                {"POST", "/api/v1/governance/domain/tree-view", "{}"},
                {"POST", "/api/v1/governance/tag/tree-view", "{}"},
                {"GET", "/api/v1/governance/term/active/list", null},
                {"GET", "/api/v1/governance/field/tabs-groups", null},
                {"GET", "/api/v1/governance/domain/" + UUID.randomUUID(), null},
                {"POST", "/api/v1/governance/domain/list", "{\"pagination\":{\"page\":-1}}"}
            }) {
                assertSame(
                        Calls.send(upstream.baseUrl(), call[0], call[1], token, call[2]),
                        Calls.send(proxy.baseUrl(), call[0], call[1], token, call[2]),
                        call[1]);
                calls++;
            }
            Calls.Answer unauthorized =
                    Calls.send(proxy.baseUrl(), "GET", "/api/v1/governance/term/active/list", "not-a-token", null);
            assertThat(unauthorized.status()).isEqualTo(401);
            Calls.Answer created = Calls.send(
                    proxy.baseUrl(), "POST", "/api/v1/governance/domain", token, "{\"name\":\"Proxied domain\"}");
            assertThat(created.status()).isEqualTo(200);
            String id = created.json().path("data").path("id").asText();
            assertThat(Calls.send(upstream.baseUrl(), "GET", "/api/v1/governance/domain/" + id, token, null)
                            .status())
                    .as("the write reached the upstream")
                    .isEqualTo(200);
            assertThat(Calls.send(proxy.baseUrl(), "DELETE", "/api/v1/governance/domain/" + id, token, null)
                            .status())
                    .isEqualTo(200);

            DriftReport drift = proxy.drift();
            assertThat(drift.differences()).isEmpty();
            assertThat(drift.checkedAnswers()).isEqualTo(calls + 3L);
            assertThat(drift.uncheckedAnswers()).isZero();
            drift.assertNoDrift();
            assertThat(drift.summary()).contains("no drift").contains("127.0.0.1");
        }
    }

    private static void assertSame(Calls.Answer direct, Calls.Answer proxied, String what) {
        assertThat(proxied.status()).as(what).isEqualTo(direct.status());
        assertThat(proxied.headers().get("Content-Type"))
                .as(what)
                .isEqualTo(direct.headers().get("Content-Type"));
        assertThat(proxied.stable()).as(what).isEqualTo(direct.stable());
        assertThat(proxied.headers().get("X-Correlation-Id"))
                .as("the upstream's correlation id comes back")
                .isEqualTo(proxied.json().path("correlation_id").asText());
    }

    @Test
    void onlyTheDocumentsPathsAreForwardedAndTheAdminApiStaysTheProxysOwn() {
        try (ReferenceServer proxy = proxy()) {
            Calls.Answer other = Calls.send(proxy.baseUrl(), "GET", "/api/v2/anything", token, null);
            assertThat(other.status()).isEqualTo(404);
            assertThat(other.json().path("data").path("error").path("code").asText())
                    .isEqualTo("NOT_FOUND");
            Calls.Answer absolute = Calls.send(proxy.baseUrl(), "GET", "/https://example.com/api/v1/x", token, null);
            assertThat(absolute.status()).isEqualTo(404);
            Calls.Answer method = Calls.send(proxy.baseUrl(), "PATCH", "/api/v1/governance/domain/x", token, "{}");
            assertThat(method.status()).isEqualTo(405);
            assertThat(method.headers().get("Allow")).isEqualTo("DELETE, GET, PUT");
            Calls.Answer admin = Calls.send(proxy.baseUrl(), "GET", "/__admin/drift", proxy.adminToken(), null);
            assertThat(admin.status()).isEqualTo(200);
            assertThat(admin.json().path("data").path("checked_answers").asLong())
                    .isZero();
            assertThat(proxy.drift().checkedAnswers())
                    .as("nothing was forwarded")
                    .isZero();
        }
    }

    @Test
    void anUnreachableUpstreamIsA502NamingItsHostAndTheProxyKeepsServing() throws Exception {
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        try (ReferenceServer proxy = ReferenceServer.builder()
                .proxyTo(URI.create("http://127.0.0.1:" + port + "/base"))
                .start()) {
            for (int i = 0; i < 3; i++) {
                Calls.Answer answer =
                        Calls.send(proxy.baseUrl(), "GET", "/api/v1/governance/term/active/list", token, null);
                assertThat(answer.status()).isEqualTo(502);
                assertThat(answer.json().path("success").asBoolean(true)).isFalse();
                assertThat(answer.json().path("data").path("error").path("code").asText())
                        .isEqualTo("BAD_GATEWAY");
                assertThat(answer.json().path("message").asText())
                        .contains("Upstream 127.0.0.1 unreachable")
                        .doesNotContain(token)
                        .doesNotContain("/base");
            }
        }
    }

    @Test
    void plainHttpToAHostOtherThanLoopbackIsRefusedUnlessAllowed() {
        assertThatThrownBy(() -> ReferenceServer.builder()
                        .proxyTo(URI.create("http://acme.example.com"))
                        .start())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("acme.example.com is plain http and not loopback")
                .hasMessageContaining("--proxy-allow-http");
        assertThatThrownBy(() -> ReferenceServer.builder().proxyTo(URI.create("ftp://acme.example.com")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("https://");
        assertThatThrownBy(() -> ReferenceServer.builder().proxyTo(URI.create("https://user:pw@acme.example.com")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("without query, fragment or user")
                .hasMessageNotContaining("pw");
        try (ReferenceServer allowed = ReferenceServer.builder()
                .proxyTo(URI.create("http://acme.example.com"))
                .proxyAllowHttp(true)
                .start()) {
            assertThat(allowed.drift().isEmpty()).isTrue();
        }
    }

    @Test
    void thirtyTwoConcurrentCallersEachGetTheirOwnAnswer() throws Exception {
        List<String> ids = new ArrayList<>();
        JsonNode page = Calls.send(upstream.baseUrl(), "POST", "/api/v1/governance/domain/list", token, "{}")
                .json()
                .path("data")
                .path("data");
        page.forEach(domain -> ids.add(domain.path("id").asText()));
        assertThat(ids).hasSizeGreaterThan(1);
        try (ReferenceServer proxy = proxy()) {
            ExecutorService callers = Executors.newFixedThreadPool(32);
            try {
                List<Future<Boolean>> answers = new ArrayList<>();
                for (int caller = 0; caller < 32; caller++) {
                    String id = ids.get(caller % ids.size());
                    answers.add(callers.submit(() -> {
                        for (int i = 0; i < 5; i++) {
                            Calls.Answer answer =
                                    Calls.send(proxy.baseUrl(), "GET", "/api/v1/governance/domain/" + id, token, null);
                            if (answer.status() != 200
                                    || !answer.json()
                                            .path("data")
                                            .path("id")
                                            .asText()
                                            .equals(id)) {
                                return false;
                            }
                        }
                        return true;
                    }));
                }
                for (Future<Boolean> answer : answers) {
                    assertThat(answer.get()).isTrue();
                }
            } finally {
                callers.shutdownNow();
            }
            assertThat(proxy.drift().checkedAnswers()).isEqualTo(160);
            assertThat(proxy.drift().differences()).isEmpty();
        }
    }

    @Test
    void aServerThatIsNotAProxyHasNoDriftReport() {
        try (ReferenceServer plain = ReferenceServer.builder().start()) {
            assertThatThrownBy(plain::drift)
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("not a proxy");
            Calls.Answer admin = Calls.send(plain.baseUrl(), "GET", "/__admin/drift", plain.adminToken(), null);
            assertThat(admin.status()).isEqualTo(404);
        }
    }
}
