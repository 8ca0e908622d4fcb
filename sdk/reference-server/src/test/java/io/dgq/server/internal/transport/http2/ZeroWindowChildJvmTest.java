package io.dgq.server.internal.transport.http2;

import static io.dgq.server.internal.transport.http2.H2Wire.frame;
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
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A standalone server against h2c peers that never read: {@code SETTINGS_INITIAL_WINDOW_SIZE 0}, then 250 requests on
 * each of 4 connections, each answered 401 with a body that waits for a window that never opens. The answers wait
 * parked, not on threads: the thread count stays bounded while they wait and after the connections close, and a fresh
 * request is answered within a second.
 */
class ZeroWindowChildJvmTest {

    private static final int CONNECTIONS = 4;
    private static final int STREAMS = 250;
    /** Threads beyond those the idle server runs: the connections' own, and a few of the transport's pool. */
    private static final int BOUND = 32;

    @Test
    void answersWaitingForAZeroWindowHoldNoThreadDuringOrAfterTheirConnections() throws Exception {
        Process process = ChildJvm.launchWithJvm(List.of("-Xmx256m"), "--port", "0");
        List<Socket> sockets = new ArrayList<>();
        try {
            BufferedReader out = ChildJvm.output(process);
            URI base = URI.create(out.readLine().substring("DGQ_BASE_URL=".length()));
            String token = out.readLine().substring("DGQ_API_TOKEN=".length());
            InetSocketAddress address = new InetSocketAddress(base.getHost(), base.getPort());
            String warm = get(address, "/api/v1/governance/domain/warm", token);
            assertThat(warm).startsWith("HTTP/1.1 404");
            int before = ChildJvm.threads(process);
            assertThat(before).as("this system tells a process's threads").isPositive();

            CountDownLatch heads = new CountDownLatch(CONNECTIONS * STREAMS);
            byte[] requests = requests();
            for (int i = 0; i < CONNECTIONS; i++) {
                Socket socket = new Socket();
                socket.connect(address, 5000);
                sockets.add(socket);
                Thread reader = new Thread(() -> countHeads(socket, heads), "zero-window-reader-" + i);
                reader.setDaemon(true);
                reader.start();
                socket.getOutputStream().write(requests);
                socket.getOutputStream().flush();
            }
            assertThat(heads.await(30, TimeUnit.SECONDS))
                    .as("every answer's head arrived; its body waits for a window")
                    .isTrue();
            int during = ChildJvm.threads(process);

            for (Socket socket : sockets) {
                socket.close();
            }
            long closedAt = System.nanoTime();
            int after = ChildJvm.threads(process);
            while (System.nanoTime() - closedAt < TimeUnit.SECONDS.toNanos(3)) {
                after = ChildJvm.threads(process);
                TimeUnit.MILLISECONDS.sleep(100); // sampling the thread count for 3 s, as the report asks
            }
            long probeStart = System.nanoTime();
            String answer = get(address, "/api/v1/governance/domain/probe", token);
            long probeMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - probeStart);
            System.out.printf(
                    "Zero window, %d connections x %d streams: threads %d before, %d while the answers wait, %d 3 s "
                            + "after the connections closed; a fresh request answered in %d ms%n",
                    CONNECTIONS, STREAMS, before, during, after, probeMillis);
            assertThat(during).as("threads while 1,000 answers wait").isLessThanOrEqualTo(before + BOUND);
            assertThat(after).as("threads 3 s after the connections closed").isLessThanOrEqualTo(before + BOUND);
            assertThat(answer).startsWith("HTTP/1.1 404");
            assertThat(probeMillis).isLessThan(1000);
            assertThat(process.isAlive()).isTrue();
        } finally {
            for (Socket socket : sockets) {
                socket.close();
            }
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
        }
    }

    /** The preface, SETTINGS with an initial window of 0, and the requests, each a GET without a token. */
    private static byte[] requests() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.write("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
        bytes.write(frame(0x4, 0, 0, new byte[] {0, 0x4, 0, 0, 0, 0}));
        byte[] path = "/api/v1/governance/domain/x".getBytes(StandardCharsets.US_ASCII);
        ByteArrayOutputStream block = new ByteArrayOutputStream();
        block.write(new byte[] {(byte) 0x82, (byte) 0x86, 0x04, (byte) path.length}); // GET, http, :path literal
        block.write(path);
        byte[] fields = block.toByteArray();
        for (int i = 0; i < STREAMS; i++) {
            bytes.write(frame(0x1, 0x4 | 0x1, 1 + 2 * i, fields));
        }
        return bytes.toByteArray();
    }

    /** Reads the server's frames, counting the answers' HEADERS, until the connection closes. */
    private static void countHeads(Socket socket, CountDownLatch heads) {
        try {
            DataInputStream in = new DataInputStream(socket.getInputStream());
            byte[] head = new byte[9];
            while (true) {
                in.readFully(head);
                int length = ((head[0] & 0xff) << 16) | ((head[1] & 0xff) << 8) | (head[2] & 0xff);
                in.readFully(new byte[length]);
                if ((head[3] & 0xff) == 0x1) {
                    heads.countDown();
                }
            }
        } catch (IOException e) {
            // closed
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
