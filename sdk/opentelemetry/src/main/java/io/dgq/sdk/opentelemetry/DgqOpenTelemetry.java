package io.dgq.sdk.opentelemetry;

import io.dgq.sdk.DgqClientBuilder;
import io.dgq.sdk.observability.DgqAttempt;
import io.dgq.sdk.observability.DgqCall;
import io.dgq.sdk.observability.DgqCallListener;
import io.dgq.sdk.observability.DgqCallObserver;
import io.dgq.sdk.observability.DgqCallResult;
import io.dgq.sdk.observability.DgqRetry;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.common.AttributesBuilder;
import io.opentelemetry.api.metrics.DoubleHistogram;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.propagation.TextMapPropagator;
import io.opentelemetry.context.propagation.TextMapSetter;
import java.util.List;
import java.util.Objects;

/**
 * Observes every call of a DGQ client with OpenTelemetry: one client span per call (retries included) after the
 * HTTP client semantic conventions, its context propagated on every try through the configured propagator (a W3C
 * {@code traceparent}, say), and the {@code http.client.request.duration} histogram. Register it on the client
 * builder:
 *
 * <pre>{@code
 * DgqClient client = DgqClient.builder()
 *         .baseUrl(url)
 *         .apiToken(token)
 *         .addListener(DgqOpenTelemetry.create(openTelemetry))
 *         .build();
 * }</pre>
 *
 * <p>The span is named {@code METHOD /path/template}, is a child of the caller's current span, and has the
 * attributes {@code http.request.method}, {@code url.template}, {@code server.address}, {@code server.port},
 * {@code http.response.status_code}, {@code error.type}, {@code http.request.resend_count}, {@code dgq.operation}
 * and {@code dgq.correlation_id}; each retry is a {@code dgq.retry} event. No attribute holds a record id, a query
 * value, a header or the token. Thread-safe.
 */
public final class DgqOpenTelemetry implements DgqCallListener {

    /** The instrumentation scope of the spans and the histogram. */
    public static final String INSTRUMENTATION_NAME = "io.dgq.sdk";

    static final AttributeKey<String> HTTP_REQUEST_METHOD = AttributeKey.stringKey("http.request.method");
    static final AttributeKey<String> URL_TEMPLATE = AttributeKey.stringKey("url.template");
    static final AttributeKey<String> SERVER_ADDRESS = AttributeKey.stringKey("server.address");
    static final AttributeKey<Long> SERVER_PORT = AttributeKey.longKey("server.port");
    static final AttributeKey<Long> HTTP_RESPONSE_STATUS_CODE = AttributeKey.longKey("http.response.status_code");
    static final AttributeKey<String> ERROR_TYPE = AttributeKey.stringKey("error.type");
    static final AttributeKey<Long> HTTP_REQUEST_RESEND_COUNT = AttributeKey.longKey("http.request.resend_count");
    static final AttributeKey<String> DGQ_OPERATION = AttributeKey.stringKey("dgq.operation");
    static final AttributeKey<String> DGQ_CORRELATION_ID = AttributeKey.stringKey("dgq.correlation_id");
    static final AttributeKey<Long> DGQ_RETRY_ATTEMPT = AttributeKey.longKey("dgq.retry.attempt");
    static final AttributeKey<Long> DGQ_RETRY_DELAY_MS = AttributeKey.longKey("dgq.retry.delay_ms");
    static final AttributeKey<String> DGQ_RETRY_REASON = AttributeKey.stringKey("dgq.retry.reason");

    /** The bucket boundaries the HTTP semantic conventions advise for request durations, in seconds. */
    private static final List<Double> DURATION_BUCKETS =
            List.of(0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1.0, 2.5, 5.0, 7.5, 10.0);

    private static final TextMapSetter<DgqAttempt> SETTER = (attempt, key, value) -> {
        if (attempt != null && key != null && value != null) {
            attempt.header(key, value);
        }
    };

    private final Tracer tracer;
    private final TextMapPropagator propagator;
    private final DoubleHistogram duration;

    private DgqOpenTelemetry(OpenTelemetry openTelemetry) {
        String version = DgqClientBuilder.sdkVersion();
        this.tracer = openTelemetry
                .getTracerProvider()
                .tracerBuilder(INSTRUMENTATION_NAME)
                .setInstrumentationVersion(version)
                .build();
        this.propagator = openTelemetry.getPropagators().getTextMapPropagator();
        this.duration = openTelemetry
                .getMeterProvider()
                .meterBuilder(INSTRUMENTATION_NAME)
                .setInstrumentationVersion(version)
                .build()
                .histogramBuilder("http.client.request.duration")
                .setUnit("s")
                .setDescription("Duration of DGQ API calls, retries included.")
                .setExplicitBucketBoundariesAdvice(DURATION_BUCKETS)
                .build();
    }

    /**
     * Creates the listener.
     *
     * @param openTelemetry the application's OpenTelemetry: its tracer provider, meter provider and propagators
     * @return the listener, to pass to {@code DgqClientBuilder.addListener}
     */
    public static DgqOpenTelemetry create(OpenTelemetry openTelemetry) {
        return new DgqOpenTelemetry(Objects.requireNonNull(openTelemetry, "openTelemetry"));
    }

    @Override
    public DgqCallObserver onCallStart(DgqCall call) {
        Context parent = Context.current();
        Span span = tracer.spanBuilder(
                        call.method() + call.pathTemplate().map(t -> " " + t).orElse(""))
                .setSpanKind(SpanKind.CLIENT)
                .setParent(parent)
                .setAttribute(HTTP_REQUEST_METHOD, call.method())
                .setAttribute(SERVER_ADDRESS, call.serverAddress())
                .setAttribute(SERVER_PORT, (long) call.serverPort())
                .setAttribute(DGQ_OPERATION, call.operation())
                .startSpan();
        call.pathTemplate().ifPresent(template -> span.setAttribute(URL_TEMPLATE, template));
        return new Observer(call, span, parent.with(span));
    }

    @Override
    public String toString() {
        return "DgqOpenTelemetry{" + INSTRUMENTATION_NAME + "}";
    }

    /** One call's span. */
    private final class Observer implements DgqCallObserver {
        private final DgqCall call;
        private final Span span;
        private final Context context;

        Observer(DgqCall call, Span span, Context context) {
            this.call = call;
            this.span = span;
            this.context = context;
        }

        @Override
        public void onAttemptStart(DgqAttempt attempt) {
            propagator.inject(context, attempt, SETTER);
        }

        @Override
        public void onRetry(DgqRetry retry) {
            if (span.isRecording()) {
                span.addEvent(
                        "dgq.retry",
                        Attributes.of(
                                DGQ_RETRY_ATTEMPT,
                                (long) retry.nextAttempt(),
                                DGQ_RETRY_DELAY_MS,
                                retry.delay().toMillis(),
                                DGQ_RETRY_REASON,
                                retry.reason()));
            }
        }

        @Override
        public void onCallEnd(DgqCallResult result) {
            String errorType = errorType(result);
            if (span.isRecording()) {
                if (result.statusCode() > 0) {
                    span.setAttribute(HTTP_RESPONSE_STATUS_CODE, (long) result.statusCode());
                }
                if (result.attempts() > 1) {
                    span.setAttribute(HTTP_REQUEST_RESEND_COUNT, (long) result.attempts() - 1);
                }
                result.correlationId().ifPresent(id -> span.setAttribute(DGQ_CORRELATION_ID, id));
                if (errorType != null) {
                    span.setAttribute(ERROR_TYPE, errorType);
                    span.setStatus(StatusCode.ERROR);
                    result.failure().ifPresent(span::recordException);
                }
            }
            span.end();
            AttributesBuilder attributes = Attributes.builder()
                    .put(HTTP_REQUEST_METHOD, call.method())
                    .put(SERVER_ADDRESS, call.serverAddress())
                    .put(SERVER_PORT, (long) call.serverPort())
                    .put(DGQ_OPERATION, call.operation());
            call.pathTemplate().ifPresent(template -> attributes.put(URL_TEMPLATE, template));
            if (result.statusCode() > 0) {
                attributes.put(HTTP_RESPONSE_STATUS_CODE, (long) result.statusCode());
            }
            if (errorType != null) {
                attributes.put(ERROR_TYPE, errorType);
            }
            duration.record(result.duration().toNanos() / 1e9, attributes.build(), context);
        }
    }

    /**
     * The {@code error.type} of a call, after the semantic conventions: the status code of an error answer, else the
     * class of the exception the caller got; {@code null} on success.
     */
    static String errorType(DgqCallResult result) {
        if (result.failure().isEmpty()) {
            return null;
        }
        if (result.statusCode() >= 400) {
            return Integer.toString(result.statusCode());
        }
        return result.failure().get().getClass().getName();
    }
}
