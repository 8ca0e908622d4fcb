package io.dgq.spring.test;

import io.dgq.server.ReferenceServer;
import java.util.List;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.beans.factory.support.DefaultSingletonBeanRegistry;
import org.springframework.context.ConfigurableApplicationContext;
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

    /** Creates the factory. */
    public ReferenceServerContextCustomizerFactory() {}

    @Override
    public ContextCustomizer createContextCustomizer(
            Class<?> testClass, List<ContextConfigurationAttributes> configAttributes) {
        return TestContextAnnotationUtils.hasAnnotation(testClass, AutoConfigureDgqReferenceServer.class)
                ? new Customizer()
                : null;
    }

    /** Starts the server as the context starts; equal to every other, so that such contexts are cached as one. */
    private static final class Customizer implements ContextCustomizer {

        @Override
        public void customizeContext(ConfigurableApplicationContext context, MergedContextConfiguration config) {
            ReferenceServer server = ReferenceServer.builder().start();
            ConfigurableListableBeanFactory beans = context.getBeanFactory();
            beans.registerSingleton(BEAN_NAME, server);
            if (beans instanceof DefaultSingletonBeanRegistry registry) {
                registry.registerDisposableBean(BEAN_NAME, server::close);
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
            return other instanceof Customizer;
        }

        @Override
        public int hashCode() {
            return Customizer.class.hashCode();
        }
    }
}
