package io.dgq.server.internal.transport.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.server.testing.ChildJvm;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
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
 * A standalone server in a small heap, against thousands of connections that each declare the largest body allowed
 * (chunked with an 8 MiB chunk, or an 8 MiB Content-Length) and then stall, and against bodies that do arrive past
 * the budget of bytes in memory: it keeps serving, never runs out of memory, refuses past the budget with 503, and
 * gives the budget back when those connections go.
 */
class StalledBodiesChildJvmTest {

    private static final int STALLED = 3000;

    @Test
    void declaredBodiesThatNeverArriveCostNothingAndArrivingOnesAreBudgeted() throws Exception {
        Process process = ChildJvm.launchWithHeapQuietly(
                "-Xmx96m", "--port", "0", "--max-connections", "4096", "--body-timeout", "60s");
        List<Socket> sockets = new ArrayList<>();
        try {
            BufferedReader out =
                    new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
            URI base = URI.create(out.readLine().substring("DGQ_BASE_URL=".length()));
            String token = out.readLine().substring("DGQ_API_TOKEN=".length());
            InetSocketAddress address = new InetSocketAddress(base.getHost(), base.getPort());

            // The measured attack: 70 bytes each, no token, a chunk of 8 MiB declared and never sent.
            for (int i = 0; i < STALLED; i++) {
                Socket socket = new Socket();
                socket.connect(address, 5000);
                sockets.add(socket);
                String head = i % 2 == 0
                        ? "POST /c/pre HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n7fffff\r\n"
                        : "POST /c/pre HTTP/1.1\r\nHost: x\r\nContent-Length: 8388608\r\n\r\n";
                socket.getOutputStream().write(head.getBytes(StandardCharsets.US_ASCII));
            }
            assertThat(get(address, "/api/v1/governance/domain/probe-1", token))
                    .as("a request beside %s stalled declared bodies", STALLED)
                    .startsWith("HTTP/1.1 404");

            // Bodies that do arrive, 2 MiB each of a declared 8 MiB, 32 MiB in all: past the budget (a quarter of
            // the heap, about 23 MiB), some are answered 503 and closed; the others wait for the rest of their body.
            List<Socket> senders = new ArrayList<>();
            byte[] part = new byte[2 << 20];
            Arrays.fill(part, (byte) ' ');
            for (int i = 0; i < 16; i++) {
                Socket socket = new Socket();
                socket.connect(address, 5000);
                senders.add(socket);
                try {
                    OutputStream body = socket.getOutputStream();
                    body.write(("POST /api/v1/governance/domain HTTP/1.1\r\nHost: x\r\n"
                                    + "Content-Type: application/json\r\nContent-Length: 8388608\r\n\r\n")
                            .getBytes(StandardCharsets.US_ASCII));
                    body.write(part);
                    body.flush();
                } catch (IOException e) {
                    // refused while sending: its answer is read below
                }
            }
            List<String> answers = answersWithin(senders, TimeUnit.SECONDS.toNanos(20));
            assertThat(answers)
                    .as("bodies past the budget are refused")
                    .isNotEmpty()
                    .allSatisfy(answer -> assertThat(answer).startsWith("HTTP/1.1 503"));
            assertThat(answers.size()).as("the budget took several of them").isLessThanOrEqualTo(12);
            assertThat(get(address, "/api/v1/governance/domain/probe-2", token)).startsWith("HTTP/1.1 404");
            assertThat(process.isAlive()).isTrue();

            // The senders go: their bytes go back to the budget, and a 4 MiB body is read again.
            for (Socket socket : senders) {
                socket.close();
            }
            assertThat(waitForBigBodyAccepted(address))
                    .as("a 4 MiB body once the senders are gone")
                    .isTrue();
            assertThat(process.isAlive()).isTrue();
        } finally {
            for (Socket socket : sockets) {
                socket.close();
            }
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
        }
    }

    /**
     * The status lines answered on these sockets: polled until a second passes without a new answer after the
     * first one, or the time is up. The sockets not answered are still waiting for the rest of their bodies.
     */
    private static List<String> answersWithin(List<Socket> sockets, long nanos) throws Exception {
        long deadline = System.nanoTime() + nanos;
        long quietUntil = Long.MAX_VALUE;
        List<String> answers = new ArrayList<>();
        List<Socket> waiting = new ArrayList<>(sockets);
        while (System.nanoTime() < deadline && System.nanoTime() < quietUntil) {
            for (Socket socket : List.copyOf(waiting)) {
                if (socket.getInputStream().available() > 0) {
                    socket.setSoTimeout(5000);
                    answers.add(new String(socket.getInputStream().readNBytes(12), StandardCharsets.US_ASCII));
                    waiting.remove(socket);
                    quietUntil = System.nanoTime() + TimeUnit.SECONDS.toNanos(1);
                }
            }
            TimeUnit.MILLISECONDS.sleep(20); // polling the sockets for their answers, not waiting for a count
        }
        return answers;
    }

    private static boolean waitForBigBodyAccepted(InetSocketAddress address) throws IOException {
        byte[] body = new byte[4 << 20];
        Arrays.fill(body, (byte) ' ');
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (System.nanoTime() < deadline) {
            try (Socket socket = new Socket()) {
                socket.connect(address, 5000);
                socket.setSoTimeout(20_000);
                socket.getOutputStream()
                        .write(("POST /api/v1/governance/domain HTTP/1.1\r\nHost: x\r\n"
                                        + "Content-Type: application/json\r\nConnection: close\r\nContent-Length: "
                                        + body.length
                                        + "\r\n\r\n")
                                .getBytes(StandardCharsets.US_ASCII));
                socket.getOutputStream().write(body);
                String answer = new String(socket.getInputStream().readNBytes(12), StandardCharsets.US_ASCII);
                if (answer.equals("HTTP/1.1 401")) {
                    return true; // read whole, then refused for its missing token
                }
                assertThat(answer).isEqualTo("HTTP/1.1 503");
            }
        }
        return false;
    }

    private static String get(InetSocketAddress address, String path, String token) throws IOException {
        try (Socket socket = new Socket()) {
            socket.connect(address, 5000);
            socket.setSoTimeout(10_000);
            socket.getOutputStream()
                    .write(("GET " + path + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n" + "Authorization: Bearer "
                                    + token + "\r\n\r\n")
                            .getBytes(StandardCharsets.US_ASCII));
            return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
