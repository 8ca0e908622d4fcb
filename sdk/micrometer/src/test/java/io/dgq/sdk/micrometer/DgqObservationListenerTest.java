package io.dgq.sdk.micrometer;

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
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.Tag;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.observation.DefaultMeterObservationHandler;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationHandler;
import io.micrometer.observation.ObservationRegistry;
import io.micrometer.observation.tck.TestObservationRegistry;
import io.micrometer.observation.tck.TestObservationRegistryAssert;
import io.micrometer.observation.transport.SenderContext;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The Micrometer observation of DGQ calls against the reference server: its name and key values on the timer,
 * retries as events, the headers a propagating handler sets reaching the server on every try, parents, and that the
 * token shows nowhere. Every case runs on both socket transports, the default OkHttp one and the JDK's.
 */
@ParameterizedClass(name = "on {0}")
@EnumSource(DgqObservationListenerTest.Transport.class)
class DgqObservationListenerTest {

    /** The transports the observation is checked on. */
    enum Transport {
        /** The default, built by the client builder. */
        OKHTTP,
        /** {@link JdkHttpTransport}, one for the clients of a test. */
        JDK
    }

    private final ReferenceServer server = ReferenceServer.builder().start();
    private final JdkHttpTransport jdk;
    private final TestObservationRegistry registry = TestObservationRegistry.create();
    private final SimpleMeterRegistry meters = new SimpleMeterRegistry();
    private final Propagating propagating = new Propagating();
    private final DgqClient client;

    DgqObservationListenerTest(Transport transport) {
        jdk = transport == Transport.JDK ? JdkHttpTransport.create() : null;
        registry.observationConfig().observationHandler(new DefaultMeterObservationHandler(meters));
        registry.observationConfig().observationHandler(propagating);
        client = builder()
                .baseUrl(server.baseUrl())
                .apiToken(server.apiToken())
                .sleeper(wait -> {})
                .addListener(new DgqObservationListener(registry))
                .build();
    }

    /** A client builder on this run's transport. */
    private DgqClientBuilder builder() {
        DgqClientBuilder builder = DgqClient.builder();
        return jdk == null ? builder : builder.transport(jdk);
    }

    @AfterEach
    void close() {
        client.close();
        if (jdk != null) {
            jdk.close();
        }
        server.close();
    }

    /** Stands in for a tracing handler: sets a header on the carrier of each sender observation it starts. */
    static final class Propagating implements ObservationHandler<SenderContext<?>> {
        final AtomicInteger started = new AtomicInteger();
        final List<Observation.Context> contexts = new CopyOnWriteArrayList<>();
        final List<String> events = new CopyOnWriteArrayList<>();

        @Override
        @SuppressWarnings("unchecked")
        public void onStart(SenderContext<?> context) {
            contexts.add(context);
            SenderContext<Object> sender = (SenderContext<Object>) context;
            sender.getSetter().set(sender.getCarrier(), "x-test-trace", "trace-" + started.incrementAndGet());
        }

        @Override
        public void onEvent(Observation.Event event, SenderContext<?> context) {
            events.add(event.getName() + ": " + event.getContextualName());
        }

        @Override
        public boolean supportsContext(Observation.Context context) {
            return context instanceof SenderContext;
        }
    }

    private Domain createDomain() {
        return client.domains()
                .create(DomainCreateRequest.builder().name("Observed").build());
    }

    private Timer timer(String operation) {
        return meters.get("dgq.client.requests").tag("operation", operation).timer();
    }

    @Test
    void aCallIsOneObservationWithTheTagsOfItsOperation() {
        Domain domain = createDomain();
        client.domains().get(domain.id());

        Timer get = timer("domains.get");
        assertThat(get.count()).isEqualTo(1);
        assertThat(get.getId().getTags())
                .containsExactlyInAnyOrder(
                        Tag.of("operation", "domains.get"),
                        Tag.of("method", "GET"),
                        Tag.of("status", "200"),
                        Tag.of("outcome", "SUCCESS"),
                        Tag.of("error", "none"),
                        Tag.of("uri", "/api/v1/governance/domain/{domainId}"),
                        Tag.of("client.name", "127.0.0.1"));
        assertThat(timer("domains.create").getId().getTag("status")).isIn("200", "201");
        TestObservationRegistryAssert.assertThat(registry)
                .hasNumberOfObservationsWithNameEqualTo("dgq.client.requests", 2)
                .forAllObservationsWithNameEqualTo(
                        "dgq.client.requests",
                        o -> o.hasLowCardinalityKeyValueWithKey("operation")
                                .hasLowCardinalityKeyValue("outcome", "SUCCESS"));
        Observation.Context context = propagating.contexts.get(1);
        assertThat(context.getContextualName()).isEqualTo("GET /api/v1/governance/domain/{domainId}");
        assertThat(context.getHighCardinalityKeyValue("dgq.attempts").getValue())
                .isEqualTo("1");
        assertThat(context.getHighCardinalityKeyValue("dgq.correlation_id").getValue())
                .isNotBlank();
    }

    @Test
    void anErrorAnswerIsTaggedWithItsStatusOutcomeAndException() {
        Throwable thrown = catchThrowable(() -> client.domains().get("no-such-domain"));

        assertThat(thrown).isInstanceOf(DgqNotFoundException.class);
        Timer get = timer("domains.get");
        assertThat(get.getId().getTag("status")).isEqualTo("404");
        assertThat(get.getId().getTag("outcome")).isEqualTo("CLIENT_ERROR");
        assertThat(get.getId().getTag("error")).isEqualTo("DgqNotFoundException");
        assertThat(propagating.contexts.get(0).getError()).isSameAs(thrown);
    }

    @Test
    void aRetryIsAnEventAndEveryTryCarriesTheObservationsHeaders() {
        Domain domain = createDomain();
        server.faults().once("GET", "/governance/domain/{id}", Fault.error(503));

        client.domains().get(domain.id());

        assertThat(timer("domains.get").getId().getTag("status")).isEqualTo("200");
        assertThat(propagating.events)
                .singleElement(org.assertj.core.api.InstanceOfAssertFactories.STRING)
                .matches("retry: retry 2 after \\d+ ms: HTTP 503");
        assertThat(meters.get("dgq.client.requests.retry").counter().count()).isEqualTo(1.0);
        List<RecordedRequest> gets =
                server.requests().stream().filter(r -> r.method().equals("GET")).toList();
        assertThat(gets).hasSize(2);
        assertThat(gets).allSatisfy(r -> assertThat(r.header("x-test-trace")).contains("trace-2"));
        assertThat(propagating
                        .contexts
                        .get(1)
                        .getHighCardinalityKeyValue("dgq.attempts")
                        .getValue())
                .isEqualTo("2");
    }

    @Test
    void theCallersCurrentObservationIsTheParent() {
        Observation parent = Observation.createNotStarted("checkout", registry);
        parent.observe(() -> client.domains().get(createDomain().id()));
        assertThat(propagating.contexts).hasSize(2);
        assertThat(propagating.contexts)
                .allSatisfy(c -> assertThat(c.getParentObservation()).isSameAs(parent));
    }

    @Test
    void asynchronousCallsAreObservedToo() throws Exception {
        Domain domain = createDomain();

        client.async().domains().get(domain.id()).get(10, TimeUnit.SECONDS);

        assertThat(timer("domains.get").getId().getTag("outcome")).isEqualTo("SUCCESS");
        assertThat(server.requests().get(1).header("x-test-trace")).contains("trace-2");
    }

    @Test
    void theTokenAppearsInNoTagKeyValueOrHeaderItAdds() {
        Domain domain = createDomain();
        client.domains().get(domain.id());
        catchThrowable(() -> client.domains().get("missing"));

        String token = server.apiToken();
        for (Meter meter : meters.getMeters()) {
            assertThat(meter.getId().toString()).doesNotContain(token).doesNotContain(domain.id());
        }
        for (Observation.Context context : propagating.contexts) {
            assertThat(context.getAllKeyValues().toString()).doesNotContain(token);
            assertThat(context.getLowCardinalityKeyValues().toString()).doesNotContain(domain.id());
        }
    }

    @Test
    void aNoopRegistryCostsNothingAndBreaksNothing() {
        DgqObservationListener listener = new DgqObservationListener(ObservationRegistry.NOOP);
        try (DgqClient plain = builder()
                .baseUrl(server.baseUrl())
                .apiToken(server.apiToken())
                .addListener(listener)
                .build()) {
            assertThat(plain.domains()
                            .create(DomainCreateRequest.builder().name("x").build())
                            .name())
                    .isEqualTo("x");
        }
        assertThat(meters.getMeters()).isEmpty();
        assertThat(listener.toString()).contains("DefaultDgqObservationConvention");
    }

    @Test
    void aCustomConventionAddsItsKeyValues() {
        DgqObservationConvention custom = new DefaultDgqObservationConvention() {
            @Override
            public io.micrometer.common.KeyValues getLowCardinalityKeyValues(DgqObservationContext context) {
                return super.getLowCardinalityKeyValues(context).and("tenant", "acme");
            }
        };
        try (DgqClient tagged = builder()
                .baseUrl(server.baseUrl())
                .apiToken(server.apiToken())
                .addListener(new DgqObservationListener(registry, custom))
                .build()) {
            tagged.domains().create(DomainCreateRequest.builder().name("y").build());
        }
        assertThat(timer("domains.create").getId().getTag("tenant")).isEqualTo("acme");
    }
}
