package io.dgq.server.testing;

import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.TestInstance;

/**
 * A test class that talks raw HTTP to one server with the demo seed, which its tests share: {@link #http} carries an
 * API token, {@link #admin} the admin token. One test instance per class holds them, so test classes could still
 * run in parallel, each with its own server.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class DemoServerHttpTest {

    /** The server, started before the class's tests and closed after them. */
    protected ReferenceServer server;
    /** A client with an API token. */
    protected RawHttp http;
    /** A client with the admin token. */
    protected RawHttp admin;

    private final boolean resetBeforeEachTest;

    /**
     * A test class on a demo server.
     *
     * @param resetBeforeEachTest whether each test starts from the seed, rather than from what earlier tests left
     */
    protected DemoServerHttpTest(boolean resetBeforeEachTest) {
        this.resetBeforeEachTest = resetBeforeEachTest;
    }

    @BeforeAll
    final void startDemoServer() {
        server = ReferenceServer.builder().seed(Seed.DEMO).start();
        admin = new RawHttp(server.baseUrl(), server.adminToken());
        http = new RawHttp(server.baseUrl(), server.apiToken());
    }

    @AfterAll
    final void stopDemoServer() {
        server.close();
    }

    @BeforeEach
    final void resetDemoServer() {
        if (resetBeforeEachTest) {
            server.reset();
        }
    }
}
