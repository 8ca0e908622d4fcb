package io.dgq.server.internal.transport.http2;

import static io.dgq.server.internal.transport.http2.H2Wire.frame;
import static io.dgq.server.internal.transport.http2.H2Wire.integer;
import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.server.testing.ChildJvm;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A standalone server in a small heap under G1, against unauthenticated h2c clients that hoard decoded header memory:
 * one HEADERS puts a 4,000-byte cookie into the HPACK table, then 254 streams each refer to it 7 times (about 28 KiB
 * decoded, a few bytes on the wire) and declare a body that never comes. The decoded heads count against the
 * connection's share and the server's budget: each connection is told {@code ENHANCE_YOUR_CALM} and closed, the
 * process stays up, and a fresh request is answered within a second.
 */
class HeaderHoardingChildJvmTest {

    private static final int CONNECTIONS = 48;
    private static final int STREAMS = 254;
    private static final int GOAWAY = 0x7;
    private static final int HEADERS = 0x1;
    private static final int ENHANCE_YOUR_CALM = 0xb;
    /** What {@link #outcome} returns for a connection whose streams were answered 503. */
    private static final int REFUSED_503 = 503;

    @Test
    void cookieCrumbsHoardedOnManyStreamsCostAConnectionItsShareAndLeaveTheServerUp() throws Exception {
        Process process =
                ChildJvm.launchWithJvm(List.of("-Xmx128m", "-XX:+UseG1GC"), "--port", "0", "--max-connections", "4096");
        List<Socket> sockets = new ArrayList<>();
        try {
            BufferedReader out = ChildJvm.output(process);
            URI base = URI.create(out.readLine().substring("DGQ_BASE_URL=".length()));
            String token = out.readLine().substring("DGQ_API_TOKEN=".length());
            InetSocketAddress address = new InetSocketAddress(base.getHost(), base.getPort());
            int threadsBefore = ChildJvm.threads(process);

            byte[] attack = attack();
            long start = System.nanoTime();
            for (int i = 0; i < CONNECTIONS; i++) {
                Socket socket = new Socket();
                socket.connect(address, 5000);
                socket.setSoTimeout(10_000);
                sockets.add(socket);
                socket.getOutputStream().write(attack);
                socket.getOutputStream().flush();
            }
            int calmed = 0;
            int refused = 0;
            for (Socket socket : sockets) {
                int outcome = outcome(socket);
                if (outcome == ENHANCE_YOUR_CALM) {
                    calmed++;
                } else if (outcome == REFUSED_503) {
                    refused++;
                }
            }
            long attackMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            long heap = ChildJvm.heapUsed(process);
            int threads = ChildJvm.threads(process);

            long probeStart = System.nanoTime();
            String answer = get(address, "/api/v1/governance/domain/probe", token);
            long probeMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - probeStart);
            System.out.printf(
                    "Header hoarding, %d h2c connections x %d streams at -Xmx128m (G1), %d ms: %d told "
                            + "ENHANCE_YOUR_CALM, %d answered 503 (the server's budget full); heap in use %d MiB, "
                            + "threads %d (before %d); a fresh request answered in %d ms%n",
                    CONNECTIONS,
                    STREAMS,
                    attackMillis,
                    calmed,
                    refused,
                    heap >> 20,
                    threads,
                    threadsBefore,
                    probeMillis);
            assertThat(process.isAlive()).as("the server is up").isTrue();
            assertThat(calmed)
                    .as("connections past their share of header memory are told ENHANCE_YOUR_CALM")
                    .isGreaterThan(0);
            assertThat(calmed + refused)
                    .as("every connection is told to calm down or has streams refused with 503")
                    .isEqualTo(CONNECTIONS);
            assertThat(answer).startsWith("HTTP/1.1 404");
            assertThat(probeMillis).as("a fresh request after the attack").isLessThan(1000);
        } finally {
            for (Socket socket : sockets) {
                socket.close();
            }
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
        }
    }

    /** The preface, an empty SETTINGS, the HEADERS that indexes the cookie, then the streams that refer to it. */
    private static byte[] attack() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.write("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
        bytes.write(frame(0x4, 0, 0, new byte[0]));
        ByteArrayOutputStream first = new ByteArrayOutputStream();
        first.write(new byte[] {(byte) 0x82, (byte) 0x86, (byte) 0x84}); // GET, http, /
        first.write(0x60 | 32); // cookie (static 32), indexed into the dynamic table
        integer(first, 0, 7, 4000);
        byte[] crumb = new byte[4000];
        Arrays.fill(crumb, (byte) 'c');
        first.write(crumb);
        bytes.write(frame(0x1, 0x4 | 0x1, 1, first.toByteArray()));
        for (int i = 0; i < STREAMS; i++) {
            ByteArrayOutputStream block = new ByteArrayOutputStream();
            block.write(new byte[] {(byte) 0x83, (byte) 0x86, (byte) 0x84}); // POST, http, /
            block.write(new byte[] {0x0f, 0x0d, 3, '1', '0', '0'}); // content-length: 100, never sent
            for (int crumbs = 0; crumbs < 7; crumbs++) {
                block.write(0x80 | 62); // the cookie of the dynamic table
            }
            bytes.write(frame(0x1, 0x4, 3 + 2 * i, block.toByteArray()));
        }
        return bytes.toByteArray();
    }

    /**
     * What the server does with a hoarding connection: the error code of its GOAWAY, {@link #REFUSED_503} when it
     * answers a stream 503 instead (the only answer it gives these streams, whose bodies never come), -1 when neither
     * comes before the connection closes or stalls.
     */
    private static int outcome(Socket socket) {
        try {
            DataInputStream in = new DataInputStream(socket.getInputStream());
            byte[] head = new byte[9];
            while (true) {
                in.readFully(head);
                int length = ((head[0] & 0xff) << 16) | ((head[1] & 0xff) << 8) | (head[2] & 0xff);
                byte[] payload = new byte[length];
                in.readFully(payload);
                int type = head[3] & 0xff;
                if (type == GOAWAY && length >= 8) {
                    return ((payload[4] & 0xff) << 24)
                            | ((payload[5] & 0xff) << 16)
                            | ((payload[6] & 0xff) << 8)
                            | (payload[7] & 0xff);
                }
                if (type == HEADERS && new String(payload, StandardCharsets.ISO_8859_1).contains("503")) {
                    return REFUSED_503;
                }
            }
        } catch (IOException e) {
            return -1; // closed, reset or stalled
        }
    }

    private static String get(InetSocketAddress address, String path, String token) throws IOException {
        try (Socket socket = new Socket()) {
            socket.connect(address, 5000);
            socket.setSoTimeout(10_000);
            socket.getOutputStream()
                    .write(("GET " + path + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\nAuthorization: Bearer "
                                    + token + "\r\n\r\n")
                            .getBytes(StandardCharsets.US_ASCII));
            return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
