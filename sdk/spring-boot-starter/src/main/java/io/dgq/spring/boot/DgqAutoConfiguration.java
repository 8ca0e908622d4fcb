package io.dgq.spring.boot;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.DgqClientBuilder;
import io.dgq.sdk.errors.DgqAuthenticationException;
import io.dgq.sdk.micrometer.DgqObservationConvention;
import io.dgq.sdk.micrometer.DgqObservationListener;
import io.dgq.sdk.observability.DgqCallListener;
import io.micrometer.observation.ObservationRegistry;
import java.time.Clock;
import java.util.Locale;
import java.util.function.Consumer;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.actuate.endpoint.SanitizableData;
import org.springframework.boot.actuate.endpoint.SanitizingFunction;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;

/**
 * Auto-configures a {@link DgqClient} from {@link DgqProperties}, unless the application declares its own. The
 * builder gets, in order: the properties ({@code dgq.virtual-threads}, when unset, following
 * {@code spring.threads.virtual.enabled} on Java 21 or later); an observation listener on the application's
 * {@link ObservationRegistry} (unless {@code dgq.observations.enabled=false}), with its
 * {@link DgqObservationConvention} bean if any; every {@link DgqCallListener} bean; then every
 * {@link DgqClientBuilderCustomizer} bean. The client is closed with the context.
 */
@AutoConfiguration
@ConditionalOnClass(DgqClient.class)
@EnableConfigurationProperties(DgqProperties.class)
public class DgqAutoConfiguration {

    /** Creates the configuration. */
    public DgqAutoConfiguration() {}

    /**
     * The client.
     *
     * @param properties the {@code dgq.*} properties
     * @param environment read for {@code DGQ_BASE_URL} and {@code DGQ_API_TOKEN} when the properties are unset, as
     *     {@code DgqClient.fromEnv()} does
     * @param observationRegistry the application's observation registry, if any
     * @param convention a convention naming and tagging the observations, if any
     * @param listeners listeners to add, if any
     * @param customizers customizers of the builder, if any
     * @return the client
     * @throws DgqClientConfigurationException naming the property that is missing or invalid
     */
    @Bean(destroyMethod = "close")
    @ConditionalOnMissingBean
    public DgqClient dgqClient(
            DgqProperties properties,
            Environment environment,
            ObjectProvider<ObservationRegistry> observationRegistry,
            ObjectProvider<DgqObservationConvention> convention,
            ObjectProvider<DgqCallListener> listeners,
            ObjectProvider<DgqClientBuilderCustomizer> customizers) {
        DgqClientBuilder builder = DgqClient.builder();
        String baseUrl = orEnvironment(properties.getBaseUrl(), environment, "DGQ_BASE_URL");
        String apiToken = orEnvironment(properties.getApiToken(), environment, "DGQ_API_TOKEN");
        if (apiToken == null && isUnresolvedPlaceholder(properties.getApiToken())) {
            throw new DgqClientConfigurationException(
                    "dgq.api-token",
                    "no API token is set: the value " + properties.getApiToken() + " names a variable that is not set",
                    "Set the environment variable (or system property) that dgq.api-token names, or dgq.api-token "
                            + "itself, to an API access token of your DGQ workspace (Organization > Access Tokens).");
        }
        if (baseUrl == null && isUnresolvedPlaceholder(properties.getBaseUrl())) {
            throw new DgqClientConfigurationException(
                    "dgq.base-url",
                    "no base URL is set: the value " + properties.getBaseUrl() + " names a variable that is not set",
                    "Set the environment variable (or system property) that dgq.base-url names, or dgq.base-url "
                            + "itself, to your DGQ workspace's address, for example https://acme.example.com.");
        }
        if (baseUrl != null) {
            builder.baseUrl(baseUrl);
        }
        if (apiToken != null) {
            builder.apiToken(apiToken);
        }
        set("dgq.connect-timeout", properties.getConnectTimeout(), v -> builder.connectTimeout(v));
        set("dgq.read-timeout", properties.getReadTimeout(), v -> builder.readTimeout(v));
        set("dgq.api-call-timeout", properties.getApiCallTimeout(), v -> builder.apiCallTimeout(v));
        set(
                "dgq.api-call-attempt-timeout",
                properties.getApiCallAttemptTimeout(),
                v -> builder.apiCallAttemptTimeout(v));
        set("dgq.max-retries", properties.getMaxRetries(), v -> builder.maxRetries(v));
        set(
                "dgq.max-concurrent-requests",
                properties.getMaxConcurrentRequests(),
                v -> builder.maxConcurrentRequests(v));
        set("dgq.max-response-size", properties.getMaxResponseSize(), v -> builder.maxResponseBytes(v.toBytes()));
        boolean followsSpringThreads = properties.getVirtualThreads() == null && springVirtualThreads(environment);
        builder.virtualThreads(
                properties.getVirtualThreads() != null ? properties.getVirtualThreads() : followsSpringThreads);
        builder.allowInsecureHttp(properties.isAllowInsecureHttp());
        properties
                .getHeaders()
                .forEach((name, value) -> set("dgq.headers." + name, value, v -> builder.header(name, v)));
        if (properties.getObservations().isEnabled()) {
            observationRegistry.ifAvailable(
                    registry -> builder.addListener(new DgqObservationListener(registry, convention.getIfAvailable())));
        }
        listeners.orderedStream().forEach(builder::addListener);
        customizers.orderedStream().forEach(customizer -> customizer.customize(builder));
        try {
            return builder.build();
        } catch (IllegalArgumentException e) {
            if (followsSpringThreads && isAboutVirtualThreads(e)) {
                // A customizer gave the builder an OkHttp client of the application's, whose dispatcher is its own:
                // spring.threads.virtual.enabled was no request for this client, so it keeps that dispatcher.
                builder.virtualThreads(false);
                try {
                    return builder.build();
                } catch (DgqAuthenticationException | IllegalArgumentException again) {
                    throw configurationFailure(again, properties);
                }
            }
            throw configurationFailure(e, properties);
        } catch (DgqAuthenticationException e) {
            throw configurationFailure(e, properties);
        } catch (IllegalStateException e) {
            if (isAboutVirtualThreads(e)) {
                throw configurationFailure(e, properties);
            }
            throw e;
        }
    }

    /**
     * Whether Spring Boot runs the application on virtual threads: {@code spring.threads.virtual.enabled=true} on Java
     * 21 or later, where Spring itself applies it (it ignores the property on older Java, and so does the starter).
     */
    static boolean springVirtualThreads(Environment environment) {
        return DgqClientBuilder.virtualThreadsSupported()
                && environment.getProperty("spring.threads.virtual.enabled", Boolean.class, false);
    }

    /** Whether the builder refused {@code virtualThreads(true)}, whose refusals all begin with its name. */
    private static boolean isAboutVirtualThreads(RuntimeException e) {
        return e.getMessage() != null && e.getMessage().startsWith("virtualThreads");
    }

    /** The start-up failure, naming the property, for what the builder refused. */
    private static DgqClientConfigurationException configurationFailure(RuntimeException e, DgqProperties properties) {
        if (e instanceof DgqAuthenticationException) {
            boolean missing =
                    properties.getApiToken() == null || properties.getApiToken().isBlank();
            return new DgqClientConfigurationException(
                    "dgq.api-token",
                    missing ? "no API token is set" : e.getMessage(),
                    "Set dgq.api-token (or the environment variable DGQ_API_TOKEN) to an API access token of your "
                            + "DGQ workspace (Organization > Access Tokens), or declare a DgqClientBuilderCustomizer "
                            + "that sets apiTokenSupplier(...).");
        }
        String message = e.getMessage() == null ? "" : e.getMessage();
        if (message.startsWith("baseUrl")) {
            boolean missing =
                    properties.getBaseUrl() == null || properties.getBaseUrl().isBlank();
            return new DgqClientConfigurationException(
                    "dgq.base-url",
                    missing ? "no base URL is set" : message,
                    "Set dgq.base-url (or the environment variable DGQ_BASE_URL) to your DGQ workspace's "
                            + "address, for example https://acme.example.com.");
        }
        if (isAboutVirtualThreads(e) && Boolean.TRUE.equals(properties.getVirtualThreads())) {
            return new DgqClientConfigurationException(
                    "dgq.virtual-threads",
                    message,
                    e instanceof IllegalStateException
                            ? "Run the application on Java 21 or later, or remove "
                                    + "dgq.virtual-threads (or set it to false)."
                            : "Remove dgq.virtual-threads (or set it to false): the OkHttp client your "
                                    + "DgqClientBuilderCustomizer gives the builder keeps its own dispatcher, to "
                                    + "which you can give Executors.newVirtualThreadPerTaskExecutor() instead.");
        }
        return new DgqClientConfigurationException(
                "dgq", message, "Correct the dgq.* properties or the DgqClientBuilderCustomizer beans.");
    }

    /**
     * The property's value, or the environment variable's when the property is unset, blank or a placeholder Spring
     * could not resolve ({@code dgq.api-token=${DGQ_API_TOKEN}} with the variable unset binds the text itself).
     */
    private static String orEnvironment(String value, Environment environment, String variable) {
        String chosen = value == null || value.isBlank() || isUnresolvedPlaceholder(value)
                ? environment.getProperty(variable)
                : value;
        return chosen == null || chosen.isBlank() || isUnresolvedPlaceholder(chosen) ? null : chosen;
    }

    /** Whether a bound value is a {@code ${...}} placeholder left as it was written, which no token or URL is. */
    static boolean isUnresolvedPlaceholder(String value) {
        if (value == null) {
            return false;
        }
        String stripped = value.strip();
        return stripped.startsWith("${") && stripped.endsWith("}");
    }

    private static <T> void set(String property, T value, Consumer<T> setter) {
        if (value == null) {
            return;
        }
        try {
            setter.accept(value);
        } catch (IllegalArgumentException e) {
            throw new DgqClientConfigurationException(
                    property, e.getMessage(), "Correct " + property + " in the application's configuration.");
        }
    }

    /**
     * The {@code dgq} health indicator of Spring Boot 3, registered with {@code management.health.dgq.enabled=true}: one read of
     * one domain, its answer reused for {@code dgq.health.cache-time}.
     */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "org.springframework.boot.actuate.health.HealthIndicator")
    @ConditionalOnProperty(prefix = "management.health.dgq", name = "enabled", havingValue = "true")
    static class Boot3Health {

        /**
         * The indicator, named {@code dgq} in the health endpoint.
         *
         * @param client the client
         * @param properties the properties, for the cache time
         * @return the indicator
         */
        @Bean(name = "dgqHealthIndicator")
        @ConditionalOnMissingBean(name = "dgqHealthIndicator")
        org.springframework.boot.actuate.health.HealthIndicator dgqBoot3HealthIndicator(
                DgqClient client, DgqProperties properties) {
            DgqHealthProbe probe =
                    new DgqHealthProbe(client, properties.getHealth().getCacheTime(), Clock.systemUTC());
            return () -> {
                DgqHealthProbe.Result result = probe.check();
                return (result.up()
                                ? org.springframework.boot.actuate.health.Health.up()
                                : org.springframework.boot.actuate.health.Health.down())
                        .withDetails(result.details())
                        .build();
            };
        }
    }

    /**
     * The {@code dgq} health indicator of Spring Boot 4, whose health API has its own package; as on Boot 3, and
     * only where Boot 3's is absent.
     */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "org.springframework.boot.health.contributor.HealthIndicator")
    @ConditionalOnMissingClass("org.springframework.boot.actuate.health.HealthIndicator")
    @ConditionalOnProperty(prefix = "management.health.dgq", name = "enabled", havingValue = "true")
    static class Boot4Health {

        /**
         * The indicator, named {@code dgq} in the health endpoint.
         *
         * @param client the client
         * @param properties the properties, for the cache time
         * @return the indicator
         */
        @Bean(name = "dgqHealthIndicator")
        @ConditionalOnMissingBean(name = "dgqHealthIndicator")
        org.springframework.boot.health.contributor.HealthIndicator dgqBoot4HealthIndicator(
                DgqClient client, DgqProperties properties) {
            DgqHealthProbe probe =
                    new DgqHealthProbe(client, properties.getHealth().getCacheTime(), Clock.systemUTC());
            return () -> {
                DgqHealthProbe.Result result = probe.check();
                return (result.up()
                                ? org.springframework.boot.health.contributor.Health.up()
                                : org.springframework.boot.health.contributor.Health.down())
                        .withDetails(result.details())
                        .build();
            };
        }
    }

    /**
     * Masks the token and every {@code dgq.headers.*} value in the actuator's {@code configprops} and {@code env}
     * endpoints, whatever they show, under each spelling Spring's relaxed binding reads ({@code dgq.api-token},
     * {@code dgq.apiToken}, {@code DGQ_API_TOKEN}, {@code DGQ_APITOKEN}, {@code dgq.headers.X-Api-Key},
     * {@code dgq.headers[X-Api-Key]}, {@code DGQ_HEADERS_X_API_KEY}). Headers are masked whatever their name: they
     * are where API keys and tenant secrets go, and a header name cannot tell which are.
     */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(SanitizingFunction.class)
    static class TokenSanitizing {

        /**
         * The function that masks the token.
         *
         * @return the function
         */
        @Bean
        SanitizingFunction dgqTokenSanitizingFunction() {
            return TokenSanitizing::mask;
        }

        static SanitizableData mask(SanitizableData data) {
            String key = data.getKey() == null ? "" : data.getKey().toLowerCase(Locale.ROOT);
            String letters = key.replaceAll("[-_.\\[\\]]", "");
            boolean token = letters.equals("apitoken") || letters.equals("dgqapitoken");
            boolean header = letters.startsWith("dgqheaders") && letters.length() > "dgqheaders".length();
            return token || header ? data.withValue(SanitizableData.SANITIZED_VALUE) : data;
        }
    }
}
