package io.dgq.spring.boot;

import io.dgq.server.ReferenceServer;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * What the auto-configuration's tests against a reference server share: a context runner with the auto-configuration
 * and the server's address and token, and Spring's own warning of each start a test makes fail kept quiet, since the
 * test checks that failure itself. Each test class starts and closes its own server.
 */
abstract class AgainstTheReferenceServer {

    private static final Logger SPRING_CONTEXT = Logger.getLogger("org.springframework.context");

    @BeforeAll
    static void quiet() {
        SPRING_CONTEXT.setLevel(Level.SEVERE);
    }

    @AfterAll
    static void restore() {
        SPRING_CONTEXT.setLevel(null);
    }

    /** {@return a runner of the auto-configuration pointed at the server} */
    static ApplicationContextRunner runner(ReferenceServer server) {
        return new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(DgqAutoConfiguration.class))
                .withPropertyValues("dgq.base-url=" + server.baseUrl(), "dgq.api-token=" + server.apiToken());
    }
}
