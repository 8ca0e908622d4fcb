package io.dgq.spring.test;

import io.dgq.sdk.DgqClientBuilder;
import io.dgq.sdk.http.HttpTransport;
import io.dgq.server.ReferenceServer;
import io.dgq.spring.boot.DgqClientBuilderCustomizer;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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

    /** The name of the bean that gives the client bean the in-process transport, in a context in-process. */
    public static final String IN_PROCESS_CUSTOMIZER_BEAN_NAME = "dgqReferenceServerInProcess";

    /** The property that asks for in-process calls, as {@link AutoConfigureDgqReferenceServer#inProcess()} does. */
    public static final String IN_PROCESS_PROPERTY = "dgq.test.reference-server.in-process";

    /** Creates the factory. */
    public ReferenceServerContextCustomizerFactory() {}

    @Override
    public ContextCustomizer createContextCustomizer(
            Class<?> testClass, List<ContextConfigurationAttributes> configAttributes) {
        AutoConfigureDgqReferenceServer annotation =
                TestContextAnnotationUtils.findMergedAnnotation(testClass, AutoConfigureDgqReferenceServer.class);
        return annotation == null ? null : new Customizer(annotation.https(), annotation.inProcess());
    }

    /**
     * Starts the server as the context starts; equal to every other of the same scheme, so that such contexts are
     * cached as one.
     */
    private static final class Customizer implements ContextCustomizer {

        private final boolean https;
        private final boolean inProcess;

        Customizer(boolean https, boolean inProcess) {
            this.https = https;
            this.inProcess = inProcess;
        }

        @Override
        public void customizeContext(ConfigurableApplicationContext context, MergedContextConfiguration config) {
            boolean local = inProcess
                    || context.getEnvironment().getProperty(IN_PROCESS_PROPERTY, Boolean.class, false)
                    || java.util.Arrays.stream(config.getPropertySourceProperties())
                            .anyMatch(p -> p.replace(" ", "").equals(IN_PROCESS_PROPERTY + "=true"));
            ReferenceServer.Builder builder = ReferenceServer.builder().listen(!local);
            ReferenceServer server = https ? builder.https().start() : builder.start();
            ConfigurableListableBeanFactory beans = context.getBeanFactory();
            beans.registerSingleton(BEAN_NAME, server);
            Map<String, Object> properties = new HashMap<>();
            properties.put("dgq.base-url", server.baseUrl());
            properties.put("dgq.api-token", server.apiToken());
            if (local) {
                HttpTransport transport = server.inProcessTransport();
                beans.registerSingleton(IN_PROCESS_CUSTOMIZER_BEAN_NAME, new InProcess(transport));
                if (beans instanceof DefaultSingletonBeanRegistry registry) {
                    registry.registerDisposableBean(BEAN_NAME, () -> {
                        transport.close();
                        server.close();
                    });
                }
                // the default transport's options: the in-process transport has no connection to time or pool
                for (String option : List.of(
                        "dgq.connect-timeout",
                        "dgq.read-timeout",
                        "dgq.max-concurrent-requests",
                        "dgq.virtual-threads")) {
                    properties.put(option, "");
                }
            } else {
                if (beans instanceof DefaultSingletonBeanRegistry registry) {
                    registry.registerDisposableBean(BEAN_NAME, server::close);
                }
                if (https) {
                    beans.registerSingleton(TLS_CUSTOMIZER_BEAN_NAME, new TrustTheServer(server));
                }
            }
            context.getEnvironment().getPropertySources().addFirst(new MapPropertySource(BEAN_NAME, properties));
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Customizer customizer
                    && customizer.https == https
                    && customizer.inProcess == inProcess;
        }

        @Override
        public int hashCode() {
            return Boolean.hashCode(https) * 31 + Boolean.hashCode(inProcess);
        }
    }

    /** Gives the client bean the in-process transport into the server; ordered last. */
    private record InProcess(HttpTransport transport) implements DgqClientBuilderCustomizer, Ordered {

        @Override
        public void customize(DgqClientBuilder builder) {
            builder.transport(transport);
        }

        @Override
        public int getOrder() {
            return Ordered.LOWEST_PRECEDENCE;
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
