package io.dgq.sdk.opentelemetry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.DgqClientBuilder;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.errors.DgqNotFoundException;
import io.dgq.sdk.http.jdk.JdkHttpTransport;
import io.dgq.server.ReferenceServer;
import io.dgq.server.faults.Fault;
import io.dgq.server.journal.RecordedRequest;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.propagation.W3CTraceContextPropagator;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.propagation.ContextPropagators;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.metrics.SdkMeterProvider;
import io.opentelemetry.sdk.metrics.data.HistogramPointData;
import io.opentelemetry.sdk.metrics.data.MetricData;
import io.opentelemetry.sdk.testing.exporter.InMemoryMetricReader;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.data.EventData;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The OpenTelemetry instrumentation against the reference server: the span's name, kind, attributes and parent,
 * the traceparent the server received on every try, retries as events, errors, the duration histogram, and that
 * the token and record ids appear in no attribute. Every case runs on both socket transports, the default OkHttp one
 * and the JDK's.
 */
@ParameterizedClass(name = "on {0}")
@EnumSource(DgqOpenTelemetryTest.Transport.class)
class DgqOpenTelemetryTest {

    /** The transports the instrumentation is checked on. */
    enum Transport {
        /** The default, built by the client builder. */
        OKHTTP,
        /** {@link JdkHttpTransport}, one for the client of a test. */
        JDK
    }

    private static final String GET_SPAN = "GET /api/v1/governance/domain/{domainId}";

    private final ReferenceServer server = ReferenceServer.builder().start();
    private final InMemorySpanExporter spans = InMemorySpanExporter.create();
    private final InMemoryMetricReader metrics = InMemoryMetricReader.create();
    private final OpenTelemetrySdk openTelemetry = OpenTelemetrySdk.builder()
            .setTracerProvider(SdkTracerProvider.builder()
                    .addSpanProcessor(SimpleSpanProcessor.create(spans))
                    .build())
            .setMeterProvider(
                    SdkMeterProvider.builder().registerMetricReader(metrics).build())
            .setPropagators(ContextPropagators.create(W3CTraceContextPropagator.getInstance()))
            .build();
    private final JdkHttpTransport jdk;
    private final DgqClient client;

    DgqOpenTelemetryTest(Transport transport) {
        jdk = transport == Transport.JDK ? JdkHttpTransport.create() : null;
        DgqClientBuilder builder = DgqClient.builder();
        client = (jdk == null ? builder : builder.transport(jdk))
                .baseUrl(server.baseUrl())
                .apiToken(server.apiToken())
                .sleeper(wait -> {})
                .addListener(DgqOpenTelemetry.create(openTelemetry))
                .build();
    }

    @AfterEach
    void close() {
        client.close();
        if (jdk != null) {
            jdk.close();
        }
        server.close();
        openTelemetry.close();
    }

    private Domain createDomain() {
        return client.domains()
                .create(DomainCreateRequest.builder().name("Traced").build());
    }

    private SpanData span(String name) {
        return spans.getFinishedSpanItems().stream()
                .filter(s -> s.getName().equals(name))
                .reduce((first, second) -> second)
                .orElseThrow(() -> new AssertionError("no span " + name + " in " + spans.getFinishedSpanItems()));
    }

    private List<RecordedRequest> gets() {
        return server.requests().stream().filter(r -> r.method().equals("GET")).toList();
    }

    private static String traceparent(SpanData span) {
        return "00-" + span.getTraceId() + "-" + span.getSpanId() + "-01";
    }

    @Test
    void aCallIsAClientSpanWithTheHttpClientAttributes() {
        Domain domain = createDomain();
        client.domains().get(domain.id());

        SpanData span = span(GET_SPAN);
        assertThat(span.getKind()).isEqualTo(SpanKind.CLIENT);
        assertThat(span.getStatus().getStatusCode()).isEqualTo(StatusCode.UNSET);
        assertThat(span.getInstrumentationScopeInfo().getName()).isEqualTo("io.dgq.sdk");
        assertThat(span.getAttributes().get(AttributeKey.stringKey("http.request.method")))
                .isEqualTo("GET");
        assertThat(span.getAttributes().get(AttributeKey.stringKey("url.template")))
                .isEqualTo("/api/v1/governance/domain/{domainId}");
        assertThat(span.getAttributes().get(AttributeKey.stringKey("server.address")))
                .isEqualTo("127.0.0.1");
        assertThat(span.getAttributes().get(AttributeKey.longKey("server.port")))
                .isEqualTo((long) server.port());
        assertThat(span.getAttributes().get(AttributeKey.longKey("http.response.status_code")))
                .isEqualTo(200L);
        assertThat(span.getAttributes().get(AttributeKey.stringKey("dgq.operation")))
                .isEqualTo("domains.get");
        assertThat(span.getAttributes().get(AttributeKey.stringKey("dgq.correlation_id")))
                .isNotBlank();
        assertThat(span.getAttributes().get(AttributeKey.stringKey("error.type")))
                .isNull();
        assertThat(span.getAttributes().get(AttributeKey.longKey("http.request.resend_count")))
                .isNull();
        assertThat(span(("POST /api/v1/governance/domain"))
                        .getAttributes()
                        .get(AttributeKey.stringKey("dgq.operation")))
                .isEqualTo("domains.create");
        assertThat(gets())
                .singleElement()
                .satisfies(r -> assertThat(r.header("traceparent")).contains(traceparent(span)));
    }

    @Test
    void anErrorAnswerSetsErrorTypeAndStatus() {
        Throwable thrown = catchThrowable(() -> client.domains().get("missing-domain"));

        assertThat(thrown).isInstanceOf(DgqNotFoundException.class);
        SpanData span = span(GET_SPAN);
        assertThat(span.getStatus().getStatusCode()).isEqualTo(StatusCode.ERROR);
        assertThat(span.getAttributes().get(AttributeKey.stringKey("error.type")))
                .isEqualTo("404");
        assertThat(span.getAttributes().get(AttributeKey.longKey("http.response.status_code")))
                .isEqualTo(404L);
        assertThat(span.getEvents()).extracting(EventData::getName).contains("exception");
    }

    @Test
    void aConnectionFailureSetsTheExceptionsClassAsErrorType() {
        server.close();
        Throwable thrown = catchThrowable(() -> client.domains().get("any"));

        SpanData span = span(GET_SPAN);
        assertThat(span.getAttributes().get(AttributeKey.stringKey("error.type")))
                .isEqualTo(thrown.getClass().getName());
        assertThat(span.getAttributes().get(AttributeKey.longKey("http.response.status_code")))
                .isNull();
    }

    @Test
    void aCallUnderTheCallersSpanIsItsChild() {
        Domain domain = createDomain();
        Span parent = openTelemetry.getTracer("test").spanBuilder("checkout").startSpan();
        Runnable call = () -> client.domains().get(domain.id());
        Context.current().with(parent).wrap(call).run();
        parent.end();

        SpanData span = span(GET_SPAN);
        assertThat(span.getTraceId()).isEqualTo(parent.getSpanContext().getTraceId());
        assertThat(span.getParentSpanId()).isEqualTo(parent.getSpanContext().getSpanId());
        assertThat(gets().get(0).header("traceparent")).contains(traceparent(span));
    }

    @Test
    void aRetryIsAnEventAndEveryTryCarriesTheSpansTraceparent() {
        Domain domain = createDomain();
        server.faults().once("GET", "/governance/domain/{id}", Fault.error(503));

        client.domains().get(domain.id());

        SpanData span = span(GET_SPAN);
        assertThat(span.getEvents()).singleElement().satisfies(event -> {
            assertThat(event.getName()).isEqualTo("dgq.retry");
            assertThat(event.getAttributes().get(AttributeKey.longKey("dgq.retry.attempt")))
                    .isEqualTo(2L);
            assertThat(event.getAttributes().get(AttributeKey.stringKey("dgq.retry.reason")))
                    .isEqualTo("HTTP 503");
            assertThat(event.getAttributes().get(AttributeKey.longKey("dgq.retry.delay_ms")))
                    .isNotNull();
        });
        assertThat(span.getAttributes().get(AttributeKey.longKey("http.request.resend_count")))
                .isEqualTo(1L);
        assertThat(gets())
                .hasSize(2)
                .allSatisfy(r -> assertThat(r.header("traceparent")).contains(traceparent(span)));
    }

    @Test
    void asynchronousCallsAreSpansToo() throws Exception {
        Domain domain = createDomain();

        client.async().domains().get(domain.id()).get(10, TimeUnit.SECONDS);

        SpanData span = span(GET_SPAN);
        assertThat(span.getAttributes().get(AttributeKey.longKey("http.response.status_code")))
                .isEqualTo(200L);
        assertThat(gets().get(0).header("traceparent")).contains(traceparent(span));
    }

    @Test
    void theDurationHistogramHasAPointPerOutcome() {
        Domain domain = createDomain();
        client.domains().get(domain.id());
        catchThrowable(() -> client.domains().get("missing"));

        Collection<MetricData> collected = metrics.collectAllMetrics();
        MetricData histogram = collected.stream()
                .filter(m -> m.getName().equals("http.client.request.duration"))
                .findFirst()
                .orElseThrow();
        assertThat(histogram.getUnit()).isEqualTo("s");
        List<HistogramPointData> points =
                List.copyOf(histogram.getHistogramData().getPoints());
        assertThat(points)
                .anySatisfy(p -> {
                    assertThat(p.getAttributes().get(AttributeKey.stringKey("dgq.operation")))
                            .isEqualTo("domains.get");
                    assertThat(p.getAttributes().get(AttributeKey.longKey("http.response.status_code")))
                            .isEqualTo(200L);
                    assertThat(p.getAttributes().get(AttributeKey.stringKey("url.template")))
                            .isEqualTo("/api/v1/governance/domain/{domainId}");
                    assertThat(p.getCount()).isEqualTo(1);
                    assertThat(p.getSum()).isPositive();
                })
                .anySatisfy(p -> assertThat(p.getAttributes().get(AttributeKey.stringKey("error.type")))
                        .isEqualTo("404"));
        assertThat(points.get(0).getBoundaries()).startsWith(0.005, 0.01, 0.025);
    }

    @Test
    void theTokenAndRecordIdsAppearInNoAttribute() {
        Domain domain = createDomain();
        client.domains().get(domain.id());
        catchThrowable(() -> client.domains().get("missing"));

        String everything = spans.getFinishedSpanItems() + " " + metrics.collectAllMetrics();
        assertThat(everything)
                .contains("domains.get")
                .doesNotContain(server.apiToken())
                .doesNotContain(domain.id());
    }
}
