package io.dgq.server.internal.transport.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.server.ReferenceServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Seeded mutations of well-formed request heads, each followed on the same connection by a probe: whatever a
 * mutation makes of the first request, it is answered without a 5xx, and if the connection stays open the next
 * answer is the probe's own (the probe asks for a record id no other request names), so no mutation desynchronises
 * the connection.
 */
class HttpMutationTest {

    private static final long SEED = 20261124L;
    private static final int CASES = 2000;
    private static final byte[] HOSTILE =
            " \t\r\n\0\u007f:/#%?;,=\"\\0123456789aZ\u0080\u00ff".getBytes(StandardCharsets.ISO_8859_1);

    private static ReferenceServer server;
    private static String token;

    @BeforeAll
    static void start() {
        server = ReferenceServer.builder()
                .headTimeout(Duration.ofMillis(500))
                .bodyTimeout(Duration.ofMillis(500))
                .idleTimeout(Duration.ofSeconds(2))
                .start();
        token = server.apiToken();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void noMutationCausesA5xxOrLetsTheProbeReadAnotherRequestsAnswer() throws Exception {
        List<String> bases = List.of(
                "GET /api/v1/governance/domain/d-1 HTTP/1.1\r\nHost: t\r\nAuthorization: Bearer " + token
                        + "\r\nAccept: application/json\r\n\r\n",
                "DELETE /api/v1/governance/tag/t-1 HTTP/1.1\r\nHost: 127.0.0.1:80\r\nAuthorization: Bearer " + token
                        + "\r\n\r\n",
                "GET /__admin/health?x=1&y=%20 HTTP/1.1\r\nHost: t\r\nConnection: keep-alive\r\n\r\n",
                "GET http://t/api/v1/governance/term/x HTTP/1.1\r\nHost: t\r\nAuthorization: Bearer " + token
                        + "\r\n\r\n",
                "HEAD /__admin/health HTTP/1.1\r\nHost: t\r\nX-Trace: a;b=c\r\n\r\n");
        Random random = new Random(SEED);
        int kept = 0;
        for (int i = 0; i < CASES; i++) {
            String base = bases.get(random.nextInt(bases.size()));
            byte[] mutated = mutate(base.getBytes(StandardCharsets.ISO_8859_1), random);
            String id = UUID.randomUUID().toString();
            String probe = "GET /api/v1/governance/domain/" + id + " HTTP/1.1\r\nHost: t\r\nAuthorization: Bearer "
                    + token + "\r\n\r\n";
            String shown = "case " + i + ": " + printable(mutated);
            try (HttpWire wire = new HttpWire(server.port())) {
                wire.socket().setSoTimeout(5000);
                wire.send(mutated).send(probe);
                HttpWire.Answer first;
                try {
                    first = wire.read(new String(mutated, StandardCharsets.ISO_8859_1).startsWith("HEAD "));
                } catch (IOException e) {
                    continue; // closed without an answer: nothing was misread
                }
                assertThat(first.status()).as(shown).isLessThan(500).isNotEqualTo(100);
                if (first.headers().containsKey("connection")) {
                    assertThat(wire.closedWithin(5000)).as(shown).isTrue();
                    continue;
                }
                if (first.status() == 404 && first.message().contains(id)) {
                    continue; // the mutated bytes were only blank lines before the probe, which stays in step
                }
                HttpWire.Answer second;
                try {
                    second = wire.read();
                } catch (SocketTimeoutException e) {
                    throw new AssertionError(shown + ": the probe got no answer on a connection kept open", e);
                }
                kept++;
                assertThat(second.status()).as(shown).isEqualTo(404);
                assertThat(second.message())
                        .as("the probe's own answer, " + shown)
                        .contains(id);
            }
        }
        assertThat(kept)
                .as("cases that kept the connection open and were checked with the probe")
                .isPositive();
    }

    /** One to three mutations: a byte replaced, a hostile byte inserted, a byte deleted, or a line doubled. */
    private static byte[] mutate(byte[] request, Random random) {
        byte[] bytes = request;
        int count = 1 + random.nextInt(3);
        for (int m = 0; m < count; m++) {
            int at = random.nextInt(bytes.length - 4); // the final CR LF CR LF stays, so the head still ends
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            switch (random.nextInt(4)) {
                case 0 -> {
                    out.write(bytes, 0, at);
                    out.write(HOSTILE[random.nextInt(HOSTILE.length)]);
                    out.write(bytes, at + 1, bytes.length - at - 1);
                }
                case 1 -> {
                    out.write(bytes, 0, at);
                    out.write(HOSTILE[random.nextInt(HOSTILE.length)]);
                    out.write(bytes, at, bytes.length - at);
                }
                case 2 -> {
                    out.write(bytes, 0, at);
                    out.write(bytes, at + 1, bytes.length - at - 1);
                }
                default -> {
                    String text = new String(bytes, StandardCharsets.ISO_8859_1);
                    int start = text.lastIndexOf("\r\n", at) + 2;
                    int end = text.indexOf("\r\n", at);
                    if (start < 2 || end < 0 || end <= start) {
                        out.write(bytes, 0, bytes.length);
                    } else {
                        String line = text.substring(start, end + 2);
                        out.writeBytes((text.substring(0, start) + line + text.substring(start))
                                .getBytes(StandardCharsets.ISO_8859_1));
                    }
                }
            }
            bytes = out.toByteArray();
        }
        return bytes;
    }

    private static String printable(byte[] bytes) {
        StringBuilder text = new StringBuilder();
        for (byte b : bytes) {
            int c = b & 0xff;
            text.append(
                    c == '\r'
                            ? "\\r"
                            : c == '\n'
                                    ? "\\n"
                                    : c < ' ' || c > '~' ? String.format("\\x%02X", c) : String.valueOf((char) c));
        }
        return text.toString();
    }
}
