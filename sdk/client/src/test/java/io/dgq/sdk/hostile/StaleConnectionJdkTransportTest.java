package io.dgq.sdk.hostile;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.DgqClientBuilder;
import io.dgq.sdk.http.jdk.JdkHttpTransport;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;

/**
 * {@link StaleConnectionTest}'s cases on {@link JdkHttpTransport}: the JDK client watches its idle connections and
 * drops one the server closed, and never sends a create again on one it finds closed.
 */
class StaleConnectionJdkTransportTest extends StaleConnectionTest {

    private final List<JdkHttpTransport> transports = new CopyOnWriteArrayList<>();

    @Override
    DgqClientBuilder builder() {
        JdkHttpTransport transport = JdkHttpTransport.create();
        transports.add(transport);
        return DgqClient.builder().transport(transport);
    }

    @AfterEach
    void closeTransports() {
        transports.forEach(JdkHttpTransport::close);
    }
}
