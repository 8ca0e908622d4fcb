package io.dgq.server.internal.schema;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.http.HttpTransport;
import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import io.dgq.server.journal.RecordedRequest;
import io.dgq.server.testing.RawHttp;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;

/**
 * Every operation once in-process: the scenarios of {@link OpenApiAnswersHttpTest} through
 * {@link ReferenceServer#inProcessTransport()} into a server that opens no port, each answer validated against the
 * document as over HTTP, and each request in the journal.
 */
class OpenApiAnswersInProcessTest extends OpenApiAnswersHttpTest {

    private static HttpTransport transport;

    /** Hides the plain server's start: this class's server listens on no port. */
    @BeforeAll
    public static void start() {
        server = ReferenceServer.builder()
                .seed(Seed.DEMO)
                .maxBodyBytes(MAX_BODY_BYTES)
                .listen(false)
                .start();
        transport = server.inProcessTransport();
        http = RawHttp.through(transport, server.baseUrl(), server.apiToken());
    }

    /** Hides the plain server's stop: the transport is closed too. */
    @AfterAll
    public static void stop() {
        transport.close();
        server.close();
    }

    @AfterEach
    void everyRequestIsInTheJournal() {
        assertThat(server.journal().requests())
                .isNotEmpty()
                .extracting(RecordedRequest::protocol)
                .containsOnly("HTTP/1.1");
    }
}
