package io.dgq.server.internal.schema;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import io.dgq.server.journal.RecordedRequest;
import io.dgq.server.testing.RawHttp;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;

/**
 * Every operation once over HTTP/2: the scenarios of {@link OpenApiAnswersHttpTest} against a TLS server whose
 * client negotiates {@code h2} by ALPN, each request recorded as {@code HTTP/2}.
 */
class OpenApiAnswersOverHttp2Test extends OpenApiAnswersHttpTest {

    /** Hides the plain server's start: this class's server speaks TLS, and HTTP/2 to a client that offers it. */
    @BeforeAll
    public static void start() {
        server = ReferenceServer.builder()
                .seed(Seed.DEMO)
                .maxBodyBytes(MAX_BODY_BYTES)
                .https()
                .start();
        http = new RawHttp(server);
    }

    @AfterEach
    void everyRequestWentOverHttp2() {
        assertThat(server.journal().requests())
                .isNotEmpty()
                .extracting(RecordedRequest::protocol)
                .containsOnly("HTTP/2");
    }
}
