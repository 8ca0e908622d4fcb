package io.dgq.sdk.testing;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * A bare TCP server on a free loopback port, for test servers that write the wire by hand: a daemon thread accepts
 * connections until the server is closed, and hands each to the handler on a daemon thread of its own. It counts the
 * connections it accepted.
 */
public final class SocketServer implements AutoCloseable {

    private final ServerSocket socket;
    private final String name;
    private final Consumer<Socket> handler;
    private final AtomicInteger accepted = new AtomicInteger();

    /**
     * Starts listening.
     *
     * @param name names the threads: {@code name-server} accepts, {@code name-connection} serves a connection
     * @param handler serves one connection, and closes it when done
     */
    public SocketServer(String name, Consumer<Socket> handler) {
        this.name = name;
        this.handler = handler;
        try {
            this.socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        Thread acceptor = new Thread(this::accept, name + "-server");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    /** {@return the server's address, {@code http://127.0.0.1:port} without a trailing slash} */
    public String baseUrl() {
        return "http://127.0.0.1:" + socket.getLocalPort();
    }

    /** {@return how many connections the server accepted} */
    public int acceptedCount() {
        return accepted.get();
    }

    private void accept() {
        while (!socket.isClosed()) {
            try {
                Socket connection = socket.accept();
                accepted.incrementAndGet();
                Thread serving = new Thread(() -> handler.accept(connection), name + "-connection");
                serving.setDaemon(true);
                serving.start();
            } catch (IOException e) {
                return;
            }
        }
    }

    /** Stops accepting; the connections being served go on until their handlers end them. */
    @Override
    public void close() throws IOException {
        socket.close();
    }
}
