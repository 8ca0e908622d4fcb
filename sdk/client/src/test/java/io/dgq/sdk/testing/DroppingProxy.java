package io.dgq.sdk.testing;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A small HTTP/1.1 proxy in front of a test server that can lose a request's answer or drop a kept-alive
 * connection, to prove what the client sends again. It handles one request at a time per connection, with
 * {@code Content-Length} bodies only (what the client and MockWebServer use).
 */
public final class DroppingProxy implements AutoCloseable {

    /** What the proxy does with the next request it reads. */
    public enum Action {
        /** Passes the request to the server and the answer back. */
        FORWARD,
        /** Passes the request to the server, then resets the client's connection instead of answering. */
        LOSE_ANSWER,
        /** Closes the client's connection without passing the request on, as a stale keep-alive would. */
        DROP_REQUEST
    }

    private final ServerSocket serverSocket;
    private final String upstreamHost;
    private final int upstreamPort;
    private final BlockingQueue<Action> actions = new LinkedBlockingQueue<>();
    private final AtomicInteger requests = new AtomicInteger();
    private final AtomicInteger connections = new AtomicInteger();
    private final List<Socket> sockets = new CopyOnWriteArrayList<>();

    /**
     * Starts a proxy on a free loopback port.
     *
     * @param upstreamBaseUrl the server's address, {@code http://host:port/}
     */
    public DroppingProxy(String upstreamBaseUrl) {
        URI upstream = URI.create(upstreamBaseUrl);
        this.upstreamHost = upstream.getHost();
        this.upstreamPort = upstream.getPort();
        try {
            this.serverSocket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        Thread acceptor = new Thread(this::acceptLoop, "dropping-proxy");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    /** {@return the address clients use instead of the server's} */
    public String baseUrl() {
        return "http://127.0.0.1:" + serverSocket.getLocalPort() + "/";
    }

    /** Queues the action for the next request; requests without a queued action are forwarded. */
    public void then(Action action) {
        actions.add(action);
    }

    /** {@return how many requests clients wrote to the proxy, forwarded or not} */
    public int requestCount() {
        return requests.get();
    }

    /** {@return how many connections clients opened} */
    public int connectionCount() {
        return connections.get();
    }

    @Override
    public void close() {
        closeQuietly(serverSocket);
        sockets.forEach(DroppingProxy::closeQuietly);
    }

    private void acceptLoop() {
        while (!serverSocket.isClosed()) {
            try {
                Socket client = serverSocket.accept();
                connections.incrementAndGet();
                sockets.add(client);
                Thread handler = new Thread(() -> handle(client), "dropping-proxy-connection");
                handler.setDaemon(true);
                handler.start();
            } catch (IOException closed) {
                return;
            }
        }
    }

    private void handle(Socket client) {
        try (Socket upstream = new Socket(upstreamHost, upstreamPort)) {
            sockets.add(upstream);
            client.setTcpNoDelay(true);
            upstream.setTcpNoDelay(true);
            InputStream fromClient = new BufferedInputStream(client.getInputStream());
            OutputStream toClient = client.getOutputStream();
            InputStream fromServer = new BufferedInputStream(upstream.getInputStream());
            OutputStream toServer = upstream.getOutputStream();
            while (true) {
                byte[] request = readMessage(fromClient);
                if (request == null) {
                    break;
                }
                requests.incrementAndGet();
                Action action = actions.poll();
                if (action == Action.DROP_REQUEST) {
                    break;
                }
                toServer.write(request);
                toServer.flush();
                byte[] answer = readMessage(fromServer);
                if (answer == null) {
                    break;
                }
                if (action == Action.LOSE_ANSWER) {
                    client.setSoLinger(true, 0);
                    break;
                }
                toClient.write(answer);
                toClient.flush();
            }
        } catch (IOException e) {
            // The client or the server went away: close below.
        } finally {
            closeQuietly(client);
        }
    }

    /** Reads a head up to the blank line and a Content-Length body; {@code null} at the end of the stream. */
    private static byte[] readMessage(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        int matched = 0;
        while (matched < 4) {
            int b = in.read();
            if (b < 0) {
                return null;
            }
            head.write(b);
            matched = (b == (matched % 2 == 0 ? '\r' : '\n')) ? matched + 1 : (b == '\r' ? 1 : 0);
        }
        int length = 0;
        for (String line : head.toString(StandardCharsets.ISO_8859_1).split("\r\n")) {
            String lower = line.toLowerCase(Locale.ROOT);
            if (lower.startsWith("content-length:")) {
                length = Integer.parseInt(line.substring(line.indexOf(':') + 1).trim());
            } else if (lower.startsWith("transfer-encoding:")) {
                throw new IOException("chunked bodies are not supported by this proxy");
            }
        }
        byte[] body = in.readNBytes(length);
        if (body.length < length) {
            return null;
        }
        head.write(body);
        return head.toByteArray();
    }

    private static void closeQuietly(AutoCloseable closeable) {
        try {
            closeable.close();
        } catch (Exception ignored) {
            // closing
        }
    }
}
