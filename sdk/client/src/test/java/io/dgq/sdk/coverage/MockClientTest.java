package io.dgq.sdk.coverage;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.testing.MockApi;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;

/**
 * A test class whose tests share one {@link MockApi} and a client of it that never retries, started before them and
 * closed after. One test instance per class holds them, so test classes could still run in parallel.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class MockClientTest {

    /** The mock server the client calls. */
    MockApi api;
    /** A client of {@link #api} with retries off. */
    DgqClient client;

    @BeforeAll
    final void startMockClient() {
        api = new MockApi();
        client = api.clientBuilder().maxRetries(0).build();
    }

    @AfterAll
    final void stopMockClient() {
        client.close();
        api.close();
    }
}
