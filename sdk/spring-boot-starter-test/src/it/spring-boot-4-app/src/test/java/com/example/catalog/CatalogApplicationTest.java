package com.example.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.dgq.sdk.DgqClient;
import io.dgq.server.ReferenceServer;
import io.dgq.server.faults.Fault;
import io.dgq.server.journal.RecordedRequest;
import io.dgq.spring.test.AutoConfigureDgqReferenceServer;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SpanProcessor;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.micrometer.metrics.test.autoconfigure.AutoConfigureMetrics;
import org.springframework.boot.micrometer.tracing.test.autoconfigure.AutoConfigureTracing;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.ApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;

/**
 * The application in a test with the DGQ test slice, Actuator and Micrometer Tracing's OpenTelemetry bridge: each
 * DGQ call is timed as dgq.client.requests with its tags, is a client span whose traceparent the reference server
 * received, shows its retries as span events, and the token shows in no actuator endpoint.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@AutoConfigureDgqReferenceServer
@AutoConfigureTracing
@AutoConfigureMetrics
@Import(CatalogApplicationTest.Spans.class)
class CatalogApplicationTest {

    static final InMemorySpanExporter SPANS = InMemorySpanExporter.create();
    static final String GET_SPAN = "GET /api/v1/governance/domain/{domainId}";

    /** Every finished span, exported at once. */
    @TestConfiguration(proxyBeanMethods = false)
    static class Spans {
        @Bean
        SpanProcessor testSpanProcessor() {
            return SimpleSpanProcessor.create(SPANS);
        }
    }

    @Value("${local.server.port}")
    int port;

    @Autowired
    ReferenceServer server;

    @Autowired
    MeterRegistry meters;

    @Autowired
    DgqClient client;

    @Autowired
    ApplicationContext context;

    private final HttpClient http = HttpClient.newHttpClient();

    private String call(String method, String path) throws Exception {
        HttpResponse<String> response = http.send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                        .method(method, HttpRequest.BodyPublishers.noBody())
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode())
                .as(method + " " + path + ": " + response.body())
                .isEqualTo(200);
        return response.body();
    }

    private String register(String name) throws Exception {
        return new ObjectMapper()
                .readTree(call("POST", "/catalog/domains?name=" + name))
                .get("id")
                .asText();
    }

    /** {@return how many successful domains.get calls the timer counted} */
    private double gets() {
        Timer timer = meters.find("dgq.client.requests")
                .tags(
                        "operation", "domains.get",
                        "method", "GET",
                        "status", "200",
                        "outcome", "SUCCESS",
                        "error", "none",
                        "uri", "/api/v1/governance/domain/{domainId}",
                        "client.name", "127.0.0.1")
                .timer();
        return timer == null ? 0 : timer.count();
    }

    private static SpanData awaitSpan(String name) throws InterruptedException {
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (System.nanoTime() < deadline) {
            Optional<SpanData> span = SPANS.getFinishedSpanItems().stream()
                    .filter(s -> s.getName().equals(name))
                    .findFirst();
            if (span.isPresent()) {
                return span.get();
            }
            Thread.sleep(10);
        }
        throw new AssertionError("no span " + name + " among " + SPANS.getFinishedSpanItems());
    }

    @Test
    void eachCallIsTimedTracedAndCarriesItsTraceparent() throws Exception {
        SPANS.reset();
        double getsBefore = gets();
        String id = register("Books");

        assertThat(call("GET", "/catalog/domains/" + id)).contains("Books");

        assertThat(gets() - getsBefore).isEqualTo(1);
        assertThat(meters.get("dgq.client.requests")
                        .tag("operation", "domains.create")
                        .timer()
                        .count())
                .isPositive();
        assertThat(meters.getMeters())
                .allSatisfy(m -> assertThat(m.getId().toString()).doesNotContain(id));

        SpanData span = awaitSpan(GET_SPAN);
        assertThat(span.getKind()).isEqualTo(SpanKind.CLIENT);
        assertThat(span.getParentSpanContext().isValid())
                .as("the server span of the request is its parent")
                .isTrue();
        RecordedRequest get = server.requests().stream()
                .filter(r -> r.method().equals("GET"))
                .findFirst()
                .orElseThrow();
        // W3C trace context: version, trace id, span id, flags (01 sampled; OpenTelemetry 1.5x adds the random bit).
        assertThat(get.header("traceparent").orElseThrow())
                .startsWith("00-" + span.getTraceId() + "-" + span.getSpanId() + "-");
        assertThat(span.getAttributes().asMap().toString())
                .contains("domains.get")
                .doesNotContain(id)
                .doesNotContain(server.apiToken());
        // Spring's JSON is Jackson 3; the SDK's Jackson 2 lives beside it.
        assertThat(context.getBeanNamesForType(tools.jackson.databind.json.JsonMapper.class))
                .isNotEmpty();
    }

    @Test
    void aRetryIsAnEventOfTheCallsSpanAndEveryTryCarriesItsTraceparent() throws Exception {
        String id = register("Music");
        SPANS.reset();
        server.faults().once("GET", "/governance/domain/{id}", Fault.error(503));

        assertThat(client.domains().get(id).name()).isEqualTo("Music");

        SpanData span = awaitSpan(GET_SPAN);
        assertThat(span.getEvents())
                .singleElement()
                .satisfies(e -> assertThat(e.getName()).startsWith("retry 2 after"));
        List<String> traceparents = server.requests().stream()
                .filter(r -> r.method().equals("GET"))
                .map(r -> r.header("traceparent").orElse("none"))
                .toList();
        assertThat(traceparents)
                .hasSize(2)
                .allSatisfy(t -> assertThat(t).startsWith("00-" + span.getTraceId() + "-" + span.getSpanId() + "-"));
        assertThat(meters.get("dgq.client.requests.retry").counter().count()).isPositive();
        assertThat(span.getStatus().getStatusCode().name()).isNotEqualTo("ERROR");
    }

    @Test
    void theTokenShowsInNoActuatorEndpoint() throws Exception {
        for (String endpoint : List.of("/actuator/configprops", "/actuator/env", "/actuator/env/dgq.api-token")) {
            String body = call("GET", endpoint);
            assertThat(body).as(endpoint).doesNotContain(server.apiToken()).contains("******");
        }
        assertThat(call("GET", "/actuator/configprops")).contains(server.baseUrl());
    }

    @Test
    void theStartersBeansAreThere() {
        assertThat(context.getBeansOfType(DgqClient.class)).hasSize(1);
        assertThat(context.getBean(io.dgq.spring.boot.DgqProperties.class).getBaseUrl())
                .isEqualTo(server.baseUrl());
        assertThat(Map.of("sdk", com.fasterxml.jackson.databind.cfg.PackageVersion.VERSION.getMajorVersion()))
                .containsEntry("sdk", 2);
    }
}
