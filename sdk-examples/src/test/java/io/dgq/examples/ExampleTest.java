package io.dgq.examples;

import io.dgq.sdk.DgqClient;
import java.io.PrintStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;

/**
 * Runs one example once per test class against an embedded reference server (demo seed), keeps what it printed,
 * and leaves the client open so the tests can check the server's state afterwards.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class ExampleTest {

    private ExampleWorkspace workspace;
    /** A client of the server the example ran against. */
    DgqClient client;
    /** Everything the example printed. */
    String text;

    /** Runs the example under test. */
    abstract void runExample(DgqClient exampleClient, PrintStream out);

    @BeforeAll
    void runTheExample() {
        workspace = ExampleWorkspace.embedded();
        client = workspace.client();
        Captured captured = new Captured();
        runExample(client, captured.out);
        text = captured.text();
    }

    @AfterAll
    void stop() {
        client.close();
        workspace.close();
    }
}
