package io.dgq.sdk.hostile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.errors.DgqConnectionException;
import io.dgq.sdk.errors.DgqDecodingException;
import io.dgq.sdk.errors.DgqException;
import io.dgq.sdk.errors.DgqValidationException;
import io.dgq.sdk.testing.MockApi;
import io.dgq.sdk.testing.TransportContract;
import io.dgq.sdk.testing.Transports;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A proxy or server that echoes the {@code Authorization} header into what it answers: the token never reaches an
 * exception's message, details, {@code toString()} or causes, whatever the body's format; the server's text quoted
 * is capped; the raw body stays available.
 */
@TransportContract
class SecretRedactionTest {

    /** A token whose header is not {@code eyJ...}: only an exact match can find it in a text. */
    private static final String TOKEN = token();

    final Transports transport;
    final MockApi api;

    SecretRedactionTest(Transports transport) {
        this.transport = transport;
        this.api = transport.mockApi();
    }

    @AfterEach
    void closeServer() {
        api.close();
    }

    private static String token() {
        Base64.Encoder b64 = Base64.getUrlEncoder().withoutPadding();
        String header = b64.encodeToString("{ \"alg\":\"HS256\",\"typ\":\"JWT\"}".getBytes(StandardCharsets.UTF_8));
        String payload = b64.encodeToString("{ \"sub\":\"u-1\",\"exp\":4102444800}".getBytes(StandardCharsets.UTF_8));
        return header + "." + payload + ".c2lnbmF0dXJlLW9mLXRoZS10b2tlbg";
    }

    private DgqClient client() {
        return api.clientBuilder()
                .apiTokenSupplier(() -> "  " + TOKEN + "\n")
                .maxRetries(0)
                .build();
    }

    /** Everything an exception shows: its message, toString, every detail and every cause, with stack traces. */
    private static String shown(DgqException e) {
        StringWriter trace = new StringWriter();
        e.printStackTrace(new PrintWriter(trace));
        return e.getMessage() + "\n" + e + "\n" + e.serverMessage().orElse("") + "\n" + e.details() + "\n"
                + e.errorCode().orElse("") + "\n" + e.correlationId().orElse("") + "\n" + trace;
    }

    @Test
    void aJsonEnvelopeEchoingTheTokenInItsMessageAndDetailsShowsItNowhere() {
        assertThat(TOKEN).doesNotStartWith("eyJ");
        String echoed = "Bearer " + TOKEN;
        api.enqueue(
                400,
                "{\"success\":false,\"message\":\"bad header " + echoed + "\",\"correlation_id\":\"" + echoed
                        + "\",\"data\":{\"error\":{\"code\":\"" + TOKEN + "\",\"details\":[{\"field\":\"" + TOKEN
                        + "\",\"message\":\"got " + echoed + "\"},\"" + echoed + "\"]}}}");
        try (DgqClient client = client()) {
            assertThatThrownBy(() -> client.domains().get("d-1"))
                    .isInstanceOfSatisfying(DgqValidationException.class, e -> {
                        assertThat(shown(e)).doesNotContain(TOKEN).contains("<token redacted>");
                        assertThat(e.rawBody()).get().asString().contains(TOKEN);
                    });
        }
    }

    @Test
    void aPlainTextBodyEchoingTheTokenShowsItNowhere() {
        api.enqueue(new mockwebserver3.MockResponse.Builder()
                .code(502)
                .setHeader("Content-Type", "text/plain")
                .body("upstream refused Authorization: Bearer " + TOKEN)
                .build());
        try (DgqClient client = client()) {
            assertThatThrownBy(() -> client.domains().get("d-1"))
                    .isInstanceOfSatisfying(
                            DgqException.class, e -> assertThat(shown(e)).doesNotContain(TOKEN));
        }
    }

    @Test
    void aSuccessThatIsNotJsonAndEchoesTheTokenShowsItInNoMessageOrCause() {
        api.enqueue(200, TOKEN + " was your token");
        try (DgqClient client = client()) {
            assertThatThrownBy(() -> client.domains().get("d-1"))
                    .isInstanceOfSatisfying(DgqDecodingException.class, e -> {
                        assertThat(shown(e)).doesNotContain(TOKEN);
                        assertThat(e.getCause()).isNotNull();
                    });
        }
    }

    @Test
    void aHugeServerMessageIsCutWithAMarkerAndTheRawBodyKept() {
        String huge = "x".repeat(300 * 1024);
        api.enqueue(400, MockApi.errorEnvelope(huge, "BAD", "[\"" + huge + "\"]"));
        try (DgqClient client = client()) {
            assertThatThrownBy(() -> client.domains().get("d-1"))
                    .isInstanceOfSatisfying(DgqValidationException.class, e -> {
                        assertThat(e.getMessage()).hasSizeLessThan(20 * 1024).contains("more characters cut]");
                        assertThat(e.serverMessage()).get().asString().hasSizeLessThan(9 * 1024);
                        assertThat(e.details().get(0).message()).hasSizeLessThan(9 * 1024);
                        assertThat(e.rawBody()).get().asString().hasSizeGreaterThan(600 * 1024);
                    });
        }
    }

    @Test
    void aStatusLineEchoingTheTokenShowsItInNoMessageOrCause() throws IOException {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            Thread answering = new Thread(() -> {
                try (Socket socket = server.accept()) {
                    InputStream in = socket.getInputStream();
                    byte[] buffer = new byte[8192];
                    int n = in.read(buffer);
                    String request = new String(buffer, 0, Math.max(n, 0), StandardCharsets.ISO_8859_1);
                    String authorization = request.lines()
                            .filter(line -> line.regionMatches(true, 0, "Authorization:", 0, 14))
                            .findFirst()
                            .orElse("none");
                    OutputStream out = socket.getOutputStream();
                    out.write(("HTTP/1.1 2x0 " + authorization + "\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
                    out.flush();
                } catch (IOException e) {
                    // the client has gone
                }
            });
            answering.setDaemon(true);
            answering.start();
            try (DgqClient client = api.clientBuilder()
                    .baseUrl("http://127.0.0.1:" + server.getLocalPort())
                    .apiTokenSupplier(() -> TOKEN)
                    .maxRetries(0)
                    .build()) {
                assertThatThrownBy(() -> client.domains().get("d-1"))
                        .isInstanceOfSatisfying(
                                DgqConnectionException.class,
                                e -> assertThat(shown(e)).doesNotContain(TOKEN).contains("<token redacted>"));
            }
        }
    }
}
