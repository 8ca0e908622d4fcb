package io.dgq.server.internal.schema;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import io.dgq.server.testing.RawHttp;
import org.junit.jupiter.api.BeforeAll;

/**
 * Every operation once over https with HTTP/1.1: the scenarios of {@link OpenApiAnswersHttpTest} against a TLS server
 * with HTTP/2 off ({@link OpenApiAnswersOverHttp2Test} is the same over HTTP/2).
 */
class OpenApiAnswersOverHttpsTest extends OpenApiAnswersHttpTest {

    /** Hides the plain server's start: this class's server speaks TLS. */
    @BeforeAll
    public static void start() {
        server = ReferenceServer.builder()
                .seed(Seed.DEMO)
                .maxBodyBytes(MAX_BODY_BYTES)
                .https()
                .http2(false)
                .start();
        http = new RawHttp(server);
        assertThat(server.baseUrl()).startsWith("https://");
    }
}
