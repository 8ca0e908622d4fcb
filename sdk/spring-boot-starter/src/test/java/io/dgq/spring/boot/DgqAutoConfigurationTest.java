package io.dgq.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.observability.DgqCallListener;
import io.dgq.sdk.observability.DgqCallObserver;
import io.dgq.server.ReferenceServer;
import io.micrometer.observation.tck.TestObservationRegistry;
import io.micrometer.observation.tck.TestObservationRegistryAssert;
import java.io.InputStream;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.actuate.context.properties.ConfigurationPropertiesReportEndpoint;
import org.springframework.boot.actuate.endpoint.SanitizableData;
import org.springframework.boot.actuate.endpoint.Show;
import org.springframework.boot.actuate.env.EnvironmentEndpoint;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.core.annotation.Order;
import org.springframework.core.env.MapPropertySource;
import org.springframework.core.env.StandardEnvironment;
import org.springframework.core.env.SystemEnvironmentPropertySource;

/**
 * The auto-configuration against the reference server: a client from properties alone, observed when the
 * application has an ObservationRegistry, adjusted by customizers, closed with the context; every missing or invalid
 * property reported by a failure analysis that names it and never shows the token.
 */
class DgqAutoConfigurationTest extends AgainstTheReferenceServer {

    private static final ReferenceServer SERVER = ReferenceServer.builder().start();

    private final ApplicationContextRunner runner = runner(SERVER);

    @AfterAll
    static void stop() {
        SERVER.close();
    }

    @Test
    void buildsAWorkingClientFromPropertiesAlone() {
        runner.withPropertyValues("dgq.max-retries=0", "dgq.api-call-timeout=5s", "dgq.headers.X-Team=payments")
                .run(context -> {
                    DgqClient client = context.getBean(DgqClient.class);
                    String name = client.domains()
                            .create(DomainCreateRequest.builder()
                                    .name("From properties")
                                    .build())
                            .name();
                    assertThat(name).isEqualTo("From properties");
                    assertThat(SERVER.requests()
                                    .get(SERVER.requests().size() - 1)
                                    .header("X-Team"))
                            .contains("payments");
                    assertThat(context.getBean(DgqProperties.class).toString())
                            .doesNotContain(SERVER.apiToken())
                            .contains("apiToken=****");
                });
    }

    @Test
    void observesCallsThroughTheApplicationsObservationRegistry() {
        TestObservationRegistry registry = TestObservationRegistry.create();
        runner.withBean(TestObservationRegistry.class, () -> registry).run(context -> {
            context.getBean(DgqClient.class)
                    .domains()
                    .create(DomainCreateRequest.builder().name("Observed").build());
            TestObservationRegistryAssert.assertThat(registry)
                    .hasObservationWithNameEqualTo("dgq.client.requests")
                    .that()
                    .hasLowCardinalityKeyValue("operation", "domains.create")
                    .hasLowCardinalityKeyValue("uri", "/api/v1/governance/domain");
        });
    }

    @Test
    void observationsCanBeTurnedOff() {
        TestObservationRegistry registry = TestObservationRegistry.create();
        runner.withBean(TestObservationRegistry.class, () -> registry)
                .withPropertyValues("dgq.observations.enabled=false")
                .run(context -> {
                    context.getBean(DgqClient.class)
                            .domains()
                            .create(DomainCreateRequest.builder()
                                    .name("Unobserved")
                                    .build());
                    TestObservationRegistryAssert.assertThat(registry).doesNotHaveAnyObservation();
                });
    }

    @Test
    void listenerBeansAndCustomizersInTheirOrderAdjustTheBuilder() {
        List<String> seen = new CopyOnWriteArrayList<>();
        DgqCallListener listener = call -> {
            seen.add(call.operation());
            return DgqCallObserver.NONE;
        };
        runner.withBean(DgqCallListener.class, () -> listener)
                .withBean("second", SecondCustomizer.class)
                .withBean("first", FirstCustomizer.class)
                .run(context -> {
                    context.getBean(DgqClient.class)
                            .domains()
                            .create(DomainCreateRequest.builder()
                                    .name("Customized")
                                    .build());
                    assertThat(seen).containsExactly("domains.create");
                    assertThat(SERVER.requests()
                                    .get(SERVER.requests().size() - 1)
                                    .header("X-Customized"))
                            .contains("second");
                });
    }

    /** Runs first: its header is then replaced by the second's. */
    @Order(1)
    static final class FirstCustomizer implements DgqClientBuilderCustomizer {
        @Override
        public void customize(io.dgq.sdk.DgqClientBuilder builder) {
            builder.header("X-Customized", "first");
        }
    }

    /** Runs second. */
    @Order(2)
    static final class SecondCustomizer implements DgqClientBuilderCustomizer {
        @Override
        public void customize(io.dgq.sdk.DgqClientBuilder builder) {
            builder.header("X-Customized", "second");
        }
    }

    @Test
    void readsDgqBaseUrlAndDgqApiTokenAsDgqClientFromEnvDoes() {
        new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(DgqAutoConfiguration.class))
                .withPropertyValues("DGQ_BASE_URL=" + SERVER.baseUrl(), "DGQ_API_TOKEN=" + SERVER.apiToken())
                .run(context -> assertThat(context.getBean(DgqClient.class)
                                .domains()
                                .create(DomainCreateRequest.builder()
                                        .name("From env")
                                        .build())
                                .name())
                        .isEqualTo("From env"));
    }

    @Test
    void theClientIsClosedWithTheContext() {
        DgqClient[] kept = new DgqClient[1];
        runner.run(context -> kept[0] = context.getBean(DgqClient.class));
        assertThatThrownBy(() -> kept[0].domains().get("any"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("closed");
    }

    @Test
    void anApplicationsOwnClientWins() {
        try (DgqClient own = DgqClient.builder()
                .baseUrl(SERVER.baseUrl())
                .apiToken(SERVER.apiToken())
                .build()) {
            runner.withBean(DgqClient.class, () -> own)
                    .run(context -> assertThat(context.getBean(DgqClient.class)).isSameAs(own));
        }
    }

    @Test
    void aMissingBaseUrlEndsTheStartWithAnAnalysisNamingTheProperty() {
        new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(DgqAutoConfiguration.class))
                .withPropertyValues("dgq.api-token=" + SERVER.apiToken())
                .run(context -> {
                    FailureAnalysis analysis = analyze(context.getStartupFailure());
                    assertThat(analysis.getDescription())
                            .contains("dgq.base-url")
                            .contains("no base URL is set");
                    assertThat(analysis.getAction())
                            .contains("Set dgq.base-url")
                            .contains("DGQ_BASE_URL");
                    assertThat(analysis.getDescription() + analysis.getAction()).doesNotContain(SERVER.apiToken());
                });
    }

    @Test
    void aMissingTokenEndsTheStartWithAnAnalysisNamingTheProperty() {
        new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(DgqAutoConfiguration.class))
                .withPropertyValues("dgq.base-url=" + SERVER.baseUrl())
                .run(context -> {
                    FailureAnalysis analysis = analyze(context.getStartupFailure());
                    assertThat(analysis.getDescription())
                            .contains("dgq.api-token")
                            .contains("no API token");
                    assertThat(analysis.getAction()).contains("DGQ_API_TOKEN");
                });
    }

    @Test
    void anInvalidTokenIsReportedWithoutShowingIt() {
        String secret = "eyJhbGciOiJIUzI1NiJ9.not-a-real-payload-SECRET.c2lnbmF0dXJl";
        runner.withPropertyValues("dgq.api-token=" + secret).run(context -> {
            FailureAnalysis analysis = analyze(context.getStartupFailure());
            assertThat(analysis.getDescription()).contains("dgq.api-token");
            assertThat(analysis.getDescription() + analysis.getAction() + analysis.getCause())
                    .doesNotContain(secret)
                    .doesNotContain("SECRET");
        });
    }

    @Test
    void anInvalidValueIsReportedWithItsProperty() {
        runner.withPropertyValues("dgq.max-retries=-1").run(context -> {
            FailureAnalysis analysis = analyze(context.getStartupFailure());
            assertThat(analysis.getDescription()).contains("dgq.max-retries").contains("maxRetries");
        });
        runner.withPropertyValues("dgq.base-url=http://example.com").run(context -> {
            FailureAnalysis analysis = analyze(context.getStartupFailure());
            assertThat(analysis.getDescription()).contains("dgq.base-url").contains("https://");
        });
    }

    @Test
    void theTokenIsMaskedByKeyInTheActuatorsEndpoints() {
        for (String key : List.of("apiToken", "dgq.api-token", "DGQ_API_TOKEN")) {
            SanitizableData data = new SanitizableData(null, key, "secret-value");
            assertThat(DgqAutoConfiguration.TokenSanitizing.mask(data).getValue())
                    .as(key)
                    .isEqualTo(SanitizableData.SANITIZED_VALUE);
        }
        SanitizableData other = new SanitizableData(null, "dgq.base-url", "https://acme.example.com");
        assertThat(DgqAutoConfiguration.TokenSanitizing.mask(other).getValue()).isEqualTo("https://acme.example.com");
    }

    @Test
    void relaxedSpellingsOfTheTokenAndEveryHeaderValueAreMaskedInTheEnvEndpoint() {
        String token = SERVER.apiToken();
        StandardEnvironment environment = new StandardEnvironment();
        environment
                .getPropertySources()
                .addFirst(new SystemEnvironmentPropertySource(
                        "systemEnvironment-test",
                        Map.of("DGQ_APITOKEN", token, "DGQ_HEADERS_X_API_KEY", "env-api-key-1")));
        environment
                .getPropertySources()
                .addFirst(new MapPropertySource(
                        "application",
                        Map.of(
                                "dgq.headers.X-Api-Key", "props-api-key-2",
                                "dgq.headers[X-Tenant]", "props-tenant-3",
                                "dgq.apiToken", "camel-token-4",
                                "dgq.base-url", SERVER.baseUrl())));
        // The spelling the variable uses does set the property, so it is the token in clear if unmasked.
        assertThat(Binder.get(environment).bind("dgq.api-token", String.class).get())
                .isEqualTo("camel-token-4");

        EnvironmentEndpoint endpoint =
                new EnvironmentEndpoint(environment, List.of(DgqAutoConfiguration.TokenSanitizing::mask), Show.ALWAYS);
        Map<String, Object> shown = new java.util.HashMap<>();
        endpoint.environment(null)
                .getPropertySources()
                .forEach(source -> source.getProperties().forEach((name, value) -> shown.put(name, value.getValue())));

        assertThat(shown)
                .containsEntry("DGQ_APITOKEN", SanitizableData.SANITIZED_VALUE)
                .containsEntry("DGQ_HEADERS_X_API_KEY", SanitizableData.SANITIZED_VALUE)
                .containsEntry("dgq.headers.X-Api-Key", SanitizableData.SANITIZED_VALUE)
                .containsEntry("dgq.headers[X-Tenant]", SanitizableData.SANITIZED_VALUE)
                .containsEntry("dgq.apiToken", SanitizableData.SANITIZED_VALUE)
                .containsEntry("dgq.base-url", SERVER.baseUrl());
        assertThat(shown.values().toString())
                .doesNotContain(token)
                .doesNotContain("api-key-1")
                .doesNotContain("api-key-2")
                .doesNotContain("tenant-3")
                .doesNotContain("token-4");
    }

    @Test
    void headerValuesAreMaskedInTheConfigpropsEndpoint() {
        runner.withPropertyValues("dgq.headers.X-Api-Key=props-api-key-5", "dgq.headers.X-Team=payments")
                .withBean(
                        ConfigurationPropertiesReportEndpoint.class,
                        () -> new ConfigurationPropertiesReportEndpoint(
                                List.of(DgqAutoConfiguration.TokenSanitizing::mask), Show.ALWAYS))
                .run(context -> {
                    String shown = context.getBean(ConfigurationPropertiesReportEndpoint.class)
                            .configurationProperties()
                            .getContexts()
                            .values()
                            .toString();
                    Map<String, Object> properties = context
                            .getBean(ConfigurationPropertiesReportEndpoint.class)
                            .configurationProperties()
                            .getContexts()
                            .values()
                            .iterator()
                            .next()
                            .getBeans()
                            .values()
                            .stream()
                            .filter(bean -> "dgq".equals(bean.getPrefix()))
                            .findFirst()
                            .orElseThrow()
                            .getProperties();
                    assertThat(properties.get("headers").toString())
                            .contains("X-Api-Key")
                            .contains(SanitizableData.SANITIZED_VALUE)
                            .doesNotContain("props-api-key-5")
                            .doesNotContain("payments");
                    assertThat(properties.get("apiToken")).isEqualTo(SanitizableData.SANITIZED_VALUE);
                    assertThat(shown).doesNotContain(SERVER.apiToken());
                });
    }

    @Test
    void aTokenPlaceholderWhoseVariableIsUnsetIsReportedAsMissing() {
        runner.withPropertyValues("dgq.api-token=${DGQ_TEST_TOKEN_THAT_IS_NOT_SET}")
                .run(context -> {
                    FailureAnalysis analysis = analyze(context.getStartupFailure());
                    assertThat(analysis.getDescription())
                            .contains("dgq.api-token")
                            .contains("no API token is set")
                            .contains("${DGQ_TEST_TOKEN_THAT_IS_NOT_SET}")
                            .doesNotContain("not a JWT");
                });
        runner.withPropertyValues("dgq.base-url=${DGQ_TEST_URL_THAT_IS_NOT_SET}")
                .run(context -> {
                    FailureAnalysis analysis = analyze(context.getStartupFailure());
                    assertThat(analysis.getDescription())
                            .contains("dgq.base-url")
                            .contains("no base URL is set")
                            .contains("${DGQ_TEST_URL_THAT_IS_NOT_SET}");
                });
    }

    @Test
    void theConfigurationMetadataDescribesEveryProperty() throws Exception {
        JsonNode metadata;
        try (InputStream in = getClass().getResourceAsStream("/META-INF/spring-configuration-metadata.json")) {
            metadata = new ObjectMapper().readTree(in);
        }
        List<String> names = metadata.get("properties").findValuesAsText("name");
        assertThat(names)
                .contains(
                        "dgq.base-url",
                        "dgq.api-token",
                        "dgq.connect-timeout",
                        "dgq.read-timeout",
                        "dgq.api-call-timeout",
                        "dgq.api-call-attempt-timeout",
                        "dgq.max-retries",
                        "dgq.max-concurrent-requests",
                        "dgq.max-response-size",
                        "dgq.headers",
                        "dgq.allow-insecure-http",
                        "dgq.virtual-threads",
                        "dgq.observations.enabled",
                        "dgq.health.cache-time",
                        "management.health.dgq.enabled")
                .doesNotContain("dgq.health.enabled");
        for (JsonNode property : metadata.get("properties")) {
            assertThat(property.path("description").asText())
                    .as(property.get("name").asText())
                    .isNotBlank();
        }
    }

    private static FailureAnalysis analyze(Throwable failure) {
        assertThat(failure).isNotNull();
        FailureAnalysis analysis = new DgqFailureAnalyzer().analyze(failure);
        assertThat(analysis).as("an analysis of %s", failure).isNotNull();
        return analysis;
    }
}
