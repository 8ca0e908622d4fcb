package io.dgq.spring.test;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;

/**
 * Starts one in-memory DGQ reference server for the test's Spring context and points the auto-configured
 * {@code DgqClient} at it ({@code dgq.base-url} and {@code dgq.api-token}, over what the application's configuration
 * says). The server is a bean ({@code io.dgq.server.ReferenceServer}) for its faults, journal and snapshots, is
 * reset to its seed before each test method (its records, faults, journal and rate-limit counts), and is closed
 * with the context. With {@link #https() https = true} the server speaks https with a certificate made at its start,
 * and the client bean trusts that certificate's authority and nothing else (its {@code tls(...)}), so the test runs
 * the client's production transport over TLS.
 *
 * <p>It brings the starter's auto-configuration itself (listed in
 * {@code META-INF/spring/io.dgq.spring.test.AutoConfigureDgqReferenceServer.imports}), so it works on a
 * {@code @SpringBootTest} and on the test slices that leave the application's auto-configurations out:
 * {@code @WebMvcTest}, {@code @WebFluxTest}, {@code @JsonTest}, {@code @DataJpaTest} and the others.
 *
 * <pre>{@code
 * @SpringBootTest
 * @AutoConfigureDgqReferenceServer
 * class CatalogServiceTest {
 *     @Autowired CatalogService service;
 *     @Autowired ReferenceServer server;
 *
 *     @Test
 *     void createsTheDomain() {
 *         service.register("Customer");
 *         assertThat(server.requests()).hasSize(1);
 *     }
 * }
 * }</pre>
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@ImportAutoConfiguration
public @interface AutoConfigureDgqReferenceServer {

    /**
     * Whether the server is reset before each test method.
     *
     * @return {@code false} to keep what earlier test methods stored
     */
    boolean resetBeforeEachTest() default true;

    /**
     * Whether the server speaks https: started with {@code ReferenceServer.builder().https()}, its
     * {@code dgq.base-url} an {@code https://} address, and the client bean given the server's trust with
     * {@code DgqClientBuilder.tls(server.sslSocketFactory(), server.trustManager())} (after every
     * {@code DgqClientBuilderCustomizer} of the application). Contexts with and without https are cached apart.
     *
     * @return {@code true} for https, {@code false} (the default) for plain http
     */
    boolean https() default false;

    /**
     * Whether the client bean reaches the server in-process: the server opens no port, and the client bean is given
     * {@code DgqClientBuilder.transport(server.inProcessTransport())} (after every {@code DgqClientBuilderCustomizer}
     * of the application), so calls go straight into the server's handler with its faults, journal and
     * authentication, and no socket. The options of the default transport ({@code dgq.connect-timeout},
     * {@code dgq.read-timeout}, {@code dgq.max-concurrent-requests}, {@code dgq.virtual-threads}) are ignored in such a
     * context. Also set by the property {@code dgq.test.reference-server.in-process=true}. Contexts with and without
     * it are cached apart.
     *
     * @return {@code true} for in-process calls, {@code false} (the default) for HTTP over loopback
     */
    boolean inProcess() default false;
}
