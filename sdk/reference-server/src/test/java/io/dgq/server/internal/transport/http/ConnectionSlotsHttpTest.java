package io.dgq.server.internal.transport.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.server.ReferenceServer;
import io.dgq.server.testing.RawHttp;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.net.ssl.SSLSocket;
import org.junit.jupiter.api.Test;

/**
 * Connection slots are not held by clients with nothing to send: at the limit, idle connections (HTTP/1.1 kept
 * alive after an answer, HTTP/2 with no open stream) are closed, the longest idle first, before a new client is
 * refused; and a refusal on a TLS port is a 503 inside TLS, never plain text.
 */
class ConnectionSlotsHttpTest {

    private static final String REQUEST =
            "POST /api/v1/governance/domain/list HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n\r\n";
    private static final byte[] PREFACE = "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".getBytes(StandardCharsets.US_ASCII);
    /** An empty SETTINGS frame: length 0, type 4, no flags, stream 0. */
    private static final byte[] SETTINGS = {0, 0, 0, 4, 0, 0, 0, 0, 0};

    @Test
    void keptAliveConnectionsWithoutATokenGiveTheirSlotsToANewClientLongestIdleFirst() throws Exception {
        try (ReferenceServer server = ReferenceServer.builder()
                .maxConnections(3)
                .idleTimeout(Duration.ofMinutes(5))
                .start()) {
            int port = port(server);
            List<Socket> idle = new ArrayList<>();
            try {
                for (int i = 0; i < 3; i++) {
                    Socket socket = open(port);
                    assertThat(exchange(socket)).as("a request without a token").startsWith("HTTP/1.1 401");
                    idle.add(socket);
                }
                RawHttp client = new RawHttp(server.baseUrl(), server.apiToken());
                assertThat(client.post("/api/v1/governance/domain/list", Map.of())
                                .status())
                        .as("a new client beside 3 kept-alive connections, at a limit of 3")
                        .isEqualTo(200);
                assertThat(closedWithin(idle.get(0), 5000))
                        .as("the longest idle connection was closed")
                        .isTrue();
                for (Socket younger : idle.subList(1, 3)) {
                    assertThat(exchange(younger))
                            .as("the younger ones were kept")
                            .startsWith("HTTP/1.1 401");
                }
            } finally {
                for (Socket socket : idle) {
                    socket.close();
                }
            }
        }
    }

    @Test
    void http2ConnectionsWithNoOpenStreamGiveTheirSlotsToANewClient() throws Exception {
        try (ReferenceServer server = ReferenceServer.builder()
                .maxConnections(4)
                .idleTimeout(Duration.ofMinutes(5))
                .start()) {
            int port = port(server);
            List<Socket> prefaceOnly = new ArrayList<>();
            try {
                for (int i = 0; i < 4; i++) {
                    Socket socket = open(port);
                    OutputStream out = socket.getOutputStream();
                    out.write(PREFACE);
                    out.write(SETTINGS);
                    out.flush();
                    // the server's SETTINGS: the connection speaks HTTP/2 before the next one connects
                    assertThat(socket.getInputStream().readNBytes(9)[3]).isEqualTo((byte) 4);
                    prefaceOnly.add(socket);
                }
                for (int i = 0; i < 2; i++) {
                    assertThat(RawHttp.http2(server.baseUrl(), server.apiToken())
                                    .post("/api/v1/governance/domain/list", Map.of())
                                    .status())
                            .as("a new h2 client beside 4 preface-only connections, at a limit of 4")
                            .isEqualTo(200);
                }
                assertThat(closedWithin(prefaceOnly.get(0), 5000)).isTrue();
            } finally {
                for (Socket socket : prefaceOnly) {
                    socket.close();
                }
            }
        }
    }

    @Test
    void aRefusalOnATlsPortIsA503InsideTls() throws Exception {
        try (ReferenceServer server =
                ReferenceServer.builder().https().maxConnections(1).start()) {
            int port = port(server);
            try (SSLSocket busy = (SSLSocket) server.sslSocketFactory().createSocket("127.0.0.1", port)) {
                busy.setSoTimeout(10_000);
                busy.startHandshake();
                busy.getOutputStream()
                        .write(("POST /api/v1/governance/domain/list HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                                        + "Expect: 100-continue\r\nContent-Length: 2\r\n\r\n")
                                .getBytes(StandardCharsets.US_ASCII));
                busy.getOutputStream().flush();
                // once the server asks for the body, the connection is neither silent nor idle: it holds the slot
                assertThat(new String(busy.getInputStream().readNBytes(12), StandardCharsets.US_ASCII))
                        .isEqualTo("HTTP/1.1 100");
                String refused;
                try (SSLSocket next = (SSLSocket) server.sslSocketFactory().createSocket("127.0.0.1", port)) {
                    next.setSoTimeout(10_000);
                    next.startHandshake(); // before the change: an SSLException, the 503 sent as plain text
                    refused = new String(next.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                }
                assertThat(refused)
                        .startsWith("HTTP/1.1 503")
                        .contains("limit of 1 connections")
                        .contains("SERVICE_UNAVAILABLE");
            }
        }
    }

    private static int port(ReferenceServer server) {
        String base = server.baseUrl();
        return Integer.parseInt(base.substring(base.lastIndexOf(':') + 1));
    }

    private static Socket open(int port) throws IOException {
        Socket socket = new Socket("127.0.0.1", port);
        socket.setSoTimeout(10_000);
        return socket;
    }

    /** Sends a request without a token and reads its whole answer, leaving the connection open. */
    private static String exchange(Socket socket) throws IOException {
        socket.getOutputStream().write(REQUEST.getBytes(StandardCharsets.US_ASCII));
        socket.getOutputStream().flush();
        InputStream in = socket.getInputStream();
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        while (!head.toString(StandardCharsets.ISO_8859_1).endsWith("\r\n\r\n")) {
            int b = in.read();
            if (b < 0) {
                throw new IOException("closed after " + head);
            }
            head.write(b);
        }
        String text = head.toString(StandardCharsets.ISO_8859_1);
        int length = 0;
        for (String line : text.split("\r\n")) {
            if (line.regionMatches(true, 0, "Content-Length:", 0, 15)) {
                length = Integer.parseInt(line.substring(15).trim());
            }
        }
        return text + new String(in.readNBytes(length), StandardCharsets.UTF_8);
    }

    /** Whether the server closes the connection within {@code millis}, whatever it sends before. */
    private static boolean closedWithin(Socket socket, int millis) throws IOException {
        socket.setSoTimeout(millis);
        try {
            InputStream in = socket.getInputStream();
            while (in.read() >= 0) {
                // a GOAWAY, or nothing
            }
            return true;
        } catch (SocketException reset) {
            return true;
        } catch (SocketTimeoutException e) {
            return false;
        }
    }
}
