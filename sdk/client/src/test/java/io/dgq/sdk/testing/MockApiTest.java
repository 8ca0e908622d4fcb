package io.dgq.sdk.testing;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.DgqClientBuilder;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.AfterEach;

/** Base of the tests that call a client against a {@link MockApi}: a server and a client per test, closed after it. */
public abstract class MockApiTest {

    /** The server, new for each test. */
    protected final MockApi api = new MockApi();

    /** A client aimed at {@link #api}. */
    protected final DgqClient client;

    /** With the client {@link MockApi#client()} builds. */
    protected MockApiTest() {
        this(UnaryOperator.identity());
    }

    /**
     * With a client configured for the test.
     *
     * @param configure changes {@link MockApi#clientBuilder()}, for example {@code builder -> builder.maxRetries(0)}
     */
    protected MockApiTest(UnaryOperator<DgqClientBuilder> configure) {
        client = configure.apply(api.clientBuilder()).build();
    }

    /** Closes the client, then the server. */
    @AfterEach
    protected void closeClientAndServer() {
        client.close();
        api.close();
    }
}
