package io.dgq.server.internal.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import io.dgq.server.testing.RawHttp;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The envelope of every answer and each error status, over raw HTTP. */
class EnvelopeAndErrorsHttpTest {

    private static final String DOMAINS = "/api/v1/governance/domain";

    private static ReferenceServer server;
    private static RawHttp http;

    @BeforeAll
    static void start() {
        server = ReferenceServer.builder().seed(Seed.EMPTY).maxBodyBytes(4096).start();
        http = new RawHttp(server.baseUrl(), server.apiToken());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void successesCarryTheEnvelopeAndACorrelationId() {
        RawHttp.Answer first = http.post(DOMAINS + "/list", Map.of());
        RawHttp.Answer second = http.post(DOMAINS + "/list", Map.of());
        assertThat(first.status()).isEqualTo(200);
        assertThat(first.body().path("success").asBoolean()).isTrue();
        assertThat(first.body().path("message").isTextual()).isTrue();
        assertThat(first.body().path("timestamp").asText())
                .matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}\\+00:00");
        String correlationId = first.body().path("correlation_id").asText();
        assertThat(UUID.fromString(correlationId).toString()).isEqualTo(correlationId);
        assertThat(first.header("X-Correlation-Id")).isEqualTo(correlationId);
        assertThat(second.body().path("correlation_id").asText()).isNotEqualTo(correlationId);
        assertThat(first.data().isObject()).isTrue();
        assertThat(first.header("Content-Type")).startsWith("application/json");
    }

    @Test
    void errorsCarryTheEnvelopeWithCodeAndDetails() {
        RawHttp.Answer answer = http.post(DOMAINS, Map.of("description", "no name"));
        assertThat(answer.status()).isEqualTo(400);
        assertThat(answer.body().path("success").asBoolean()).isFalse();
        assertThat(answer.code()).isEqualTo("VALIDATION_FAILED");
        assertThat(answer.message()).isEqualTo("name is required");
        assertThat(answer.data()
                        .path("error")
                        .path("details")
                        .get(0)
                        .path("field")
                        .asText())
                .isEqualTo("name");
        assertThat(answer.data()
                        .path("error")
                        .path("details")
                        .get(0)
                        .path("message")
                        .asText())
                .isEqualTo("is required");
        assertThat(answer.header("X-Correlation-Id"))
                .isEqualTo(answer.body().path("correlation_id").asText());
    }

    @Test
    void malformedJsonIsA400() {
        RawHttp.Answer answer = http.post(DOMAINS, "{\"name\": ");
        assertValidation(answer, "not valid JSON");
    }

    @Test
    void invalidUtf8IsA400() {
        byte[] body = {'{', '"', 'n', 'a', 'm', 'e', '"', ':', '"', (byte) 0xC3, (byte) 0x28, '"', '}'};
        assertValidation(http.post(DOMAINS, body), "UTF-8");
    }

    @Test
    void aBodyThatIsNotAnObjectIsA400() {
        assertValidation(http.post(DOMAINS, "[1, 2]"), "must be a JSON object");
    }

    @Test
    void aFieldOfTheWrongTypeIsA400NamingIt() {
        RawHttp.Answer answer = http.post(DOMAINS, Map.of("name", 5));
        assertValidation(answer, "name must be a string, got an integer");
    }

    @Test
    void anUnknownFieldIsA400NamingIt() {
        RawHttp.Answer answer = http.post(DOMAINS, Map.of("name", "Finance", "nmae", "typo"));
        assertValidation(answer, "nmae is not a known field");
    }

    @Test
    void duplicateKeysAreA400() {
        assertValidation(http.post(DOMAINS, "{\"name\":\"a\",\"name\":\"b\"}"), "not valid JSON");
    }

    @Test
    void nestingDeeperThanTheLimitIsA400() {
        String deep = "{\"name\":\"x\",\"context_freshness\":" + "[".repeat(70) + "]".repeat(70) + "}";
        assertValidation(http.post(DOMAINS, deep), "deeper than 64");
    }

    @Test
    void anUnknownIdIsA404() {
        RawHttp.Answer answer = http.get(DOMAINS + "/" + UUID.randomUUID());
        assertThat(answer.status()).isEqualTo(404);
        assertThat(answer.code()).isEqualTo("NOT_FOUND");
        assertThat(answer.message()).contains("domain");
    }

    @Test
    void anUnknownPathIsA404() {
        assertThat(http.get("/api/v1/governance/nothing-here").status()).isEqualTo(404);
        RawHttp.Answer outside = http.get("/somewhere/else");
        assertThat(outside.status()).isEqualTo(404);
        assertThat(outside.code()).isEqualTo("NOT_FOUND");
    }

    @Test
    void aWrongMethodOnAKnownPathIsA405WithAllow() {
        RawHttp.Answer answer = http.send("PATCH", DOMAINS + "/" + UUID.randomUUID(), null, Map.of());
        assertThat(answer.status()).isEqualTo(405);
        assertThat(answer.code()).isEqualTo("METHOD_NOT_ALLOWED");
        assertThat(answer.header("Allow")).isEqualTo("DELETE, GET, PUT");
        // A fixed path is never the {id} of its sibling: a method it lacks is a 405 with its own Allow.
        assertThat(http.get(DOMAINS + "/list").header("Allow")).isEqualTo("POST");
        assertThat(http.get("/api/v1/metrics/pattern/list").status()).isEqualTo(405);
        assertThat(http.get("/api/v1/metrics/template/list").message()).doesNotContain("No metric template");
        RawHttp.Answer tabs = http.post("/api/v1/governance/field/tabs-groups", Map.of());
        assertThat(tabs.status()).isEqualTo(405);
        assertThat(tabs.header("Allow")).contains("GET");
    }

    @Test
    void aBodyOverTheLimitIsA413() {
        String big = "{\"name\":\"" + "x".repeat(5000) + "\"}";
        RawHttp.Answer answer = http.post(DOMAINS, big);
        assertThat(answer.status()).isEqualTo(413);
        assertThat(answer.code()).isEqualTo("PAYLOAD_TOO_LARGE");
        assertThat(http.post(DOMAINS + "/list", Map.of()).status()).isEqualTo(200);
    }

    @Test
    void aBodyThatIsNotJsonIsA415() {
        RawHttp.Answer answer = http.send(
                "POST",
                DOMAINS,
                "name=x".getBytes(StandardCharsets.UTF_8),
                Map.of("Content-Type", "application/x-www-form-urlencoded"));
        assertThat(answer.status()).isEqualTo(415);
        assertThat(answer.code()).isEqualTo("UNSUPPORTED_MEDIA_TYPE");
        RawHttp.Answer latin1 = http.send(
                "POST",
                DOMAINS,
                "{\"name\":\"x\"}".getBytes(StandardCharsets.UTF_8),
                Map.of("Content-Type", "application/json; charset=ISO-8859-1"));
        assertThat(latin1.status()).isEqualTo(415);
        RawHttp.Answer utf8 = http.send(
                "POST",
                DOMAINS,
                "{\"name\":\"x\"}".getBytes(StandardCharsets.UTF_8),
                Map.of("Content-Type", "application/json; charset=UTF-8"));
        assertThat(utf8.status()).isEqualTo(200);
    }

    @Test
    void aCreateWithoutBodyIsA400() {
        RawHttp.Answer answer = http.send("POST", DOMAINS, null, Map.of());
        assertValidation(answer, "body is required");
    }

    @Test
    void aLenientServerDropsUnknownFields() {
        try (ReferenceServer lenient = ReferenceServer.builder().lenient(true).start()) {
            RawHttp client = new RawHttp(lenient.baseUrl(), lenient.apiToken());
            RawHttp.Answer answer = client.post(DOMAINS, Map.of("name", "Finance", "nmae", "typo"));
            assertThat(answer.status()).isEqualTo(200);
            assertThat(answer.data().has("nmae")).isFalse();
            assertThat(client.post(DOMAINS, Map.of("name", 5)).status()).isEqualTo(400);
            assertThat(client.post(DOMAINS + "/list", Map.of("paging", Map.of("page", 2)))
                            .status())
                    .isEqualTo(200);
        }
    }

    @Test
    void closingTwiceIsHarmlessAndReleasesThePort() {
        ReferenceServer temporary = ReferenceServer.builder().start();
        int port = temporary.port();
        temporary.close();
        temporary.close();
        try (ReferenceServer again = ReferenceServer.builder().port(port).start()) {
            assertThat(again.port()).isEqualTo(port);
        }
    }

    private static void assertValidation(RawHttp.Answer answer, String messagePart) {
        assertThat(answer.status()).isEqualTo(400);
        assertThat(answer.code()).isEqualTo("VALIDATION_FAILED");
        assertThat(answer.message()).contains(messagePart);
    }
}
