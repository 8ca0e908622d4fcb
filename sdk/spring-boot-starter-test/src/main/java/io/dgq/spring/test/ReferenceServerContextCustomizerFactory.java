package io.dgq.spring.test;

import io.dgq.sdk.DgqClientBuilder;
import io.dgq.server.ReferenceServer;
import io.dgq.spring.boot.DgqClientBuilderCustomizer;
import java.util.List;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.beans.factory.support.DefaultSingletonBeanRegistry;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.Ordered;
import org.springframework.core.env.MapPropertySource;
import org.springframework.test.context.ContextConfigurationAttributes;
import org.springframework.test.context.ContextCustomizer;
import org.springframework.test.context.ContextCustomizerFactory;
import org.springframework.test.context.MergedContextConfiguration;
import org.springframework.test.context.TestContextAnnotationUtils;

/**
 * Gives a test context annotated with {@link AutoConfigureDgqReferenceServer} its reference server. Found by Spring's
 * test framework through {@code META-INF/spring.factories}.
 */
public final class ReferenceServerContextCustomizerFactory implements ContextCustomizerFactory {

    /** The name of the server's bean. */
    public static final String BEAN_NAME = "dgqReferenceServer";

    /** The name of the bean that gives the client bean the server's trust, in a context with https. */
    public static final String TLS_CUSTOMIZER_BEAN_NAME = "dgqReferenceServerTls";

    /** Creates the factory. */
    public ReferenceServerContextCustomizerFactory() {}

    @Override
    public ContextCustomizer createContextCustomizer(
            Class<?> testClass, List<ContextConfigurationAttributes> configAttributes) {
        AutoConfigureDgqReferenceServer annotation =
                TestContextAnnotationUtils.findMergedAnnotation(testClass, AutoConfigureDgqReferenceServer.class);
        return annotation == null ? null : new Customizer(annotation.https());
    }

    /**
     * Starts the server as the context starts; equal to every other of the same scheme, so that such contexts are
     * cached as one.
     */
    private static final class Customizer implements ContextCustomizer {

        private final boolean https;

        Customizer(boolean https) {
            this.https = https;
        }

        @Override
        public void customizeContext(ConfigurableApplicationContext context, MergedContextConfiguration config) {
            ReferenceServer.Builder builder = ReferenceServer.builder();
            ReferenceServer server = https ? builder.https().start() : builder.start();
            ConfigurableListableBeanFactory beans = context.getBeanFactory();
            beans.registerSingleton(BEAN_NAME, server);
            if (beans instanceof DefaultSingletonBeanRegistry registry) {
                registry.registerDisposableBean(BEAN_NAME, server::close);
            }
            if (https) {
                beans.registerSingleton(TLS_CUSTOMIZER_BEAN_NAME, new TrustTheServer(server));
            }
            context.getEnvironment()
                    .getPropertySources()
                    .addFirst(new MapPropertySource(
                            BEAN_NAME,
                            java.util.Map.of(
                                    "dgq.base-url", server.baseUrl(),
                                    "dgq.api-token", server.apiToken())));
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Customizer customizer && customizer.https == https;
        }

        @Override
        public int hashCode() {
            return Boolean.hashCode(https);
        }
    }

    /**
     * Gives the client bean's default transport the server's trust; ordered last. A transport the application gives
     * to {@code transport(...)} takes the trust on its own builder.
     */
    private record TrustTheServer(ReferenceServer server) implements DgqClientBuilderCustomizer, Ordered {

        @Override
        public void customize(DgqClientBuilder builder) {
            builder.tls(server.sslSocketFactory(), server.trustManager());
        }

        @Override
        public int getOrder() {
            return Ordered.LOWEST_PRECEDENCE;
        }
    }
}
