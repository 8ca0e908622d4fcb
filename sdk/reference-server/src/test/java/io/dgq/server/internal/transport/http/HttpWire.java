package io.dgq.server.internal.transport.http;

import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.server.testing.RawHttp;
import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/** One raw HTTP/1.1 connection for tests that need to send exactly the bytes they mean, or to misbehave. */
final class HttpWire implements AutoCloseable {

    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;

    HttpWire(int port) throws IOException {
        socket = new Socket();
        socket.setTcpNoDelay(true);
        socket.connect(new InetSocketAddress("127.0.0.1", port), 5000);
        socket.setSoTimeout(10_000);
        in = new BufferedInputStream(socket.getInputStream());
        out = socket.getOutputStream();
    }

    /** An answer as read off the wire; header names in lower case. */
    record Answer(int status, Map<String, String> headers, String body) {

        JsonNode json() {
            try {
                return RawHttp.MAPPER.readTree(body);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        String code() {
            return json().path("data").path("error").path("code").asText();
        }

        String message() {
            return json().path("message").asText();
        }
    }

    Socket socket() {
        return socket;
    }

    HttpWire send(String text) throws IOException {
        return send(text.getBytes(StandardCharsets.ISO_8859_1));
    }

    HttpWire send(byte[] bytes) throws IOException {
        out.write(bytes);
        out.flush();
        return this;
    }

    /**
     * Starts a request whose body never comes, with {@code Expect: 100-continue}, and reads the server's
     * {@code 100 Continue}: from then on the connection is reading a body, neither silent nor idle.
     */
    HttpWire busy() throws IOException {
        send("POST /busy HTTP/1.1\r\nHost: test\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n");
        String status = line();
        for (String line = line(); line != null && !line.isEmpty(); line = line()) {
            // the interim answer's headers, if any
        }
        if (status == null || !status.startsWith("HTTP/1.1 100")) {
            throw new IOException("expected 100 Continue, got " + status);
        }
        return this;
    }

    /** A request with the usual headers; {@code json} may be {@code null}. */
    static String request(String method, String path, String token, String json) {
        StringBuilder text = new StringBuilder(method + " " + path + " HTTP/1.1\r\nHost: test\r\n");
        if (token != null) {
            text.append("Authorization: Bearer ").append(token).append("\r\n");
        }
        if (json != null) {
            text.append("Content-Type: application/json\r\nContent-Length: ")
                    .append(json.getBytes(StandardCharsets.UTF_8).length)
                    .append("\r\n\r\n")
                    .append(json);
        } else {
            text.append("\r\n");
        }
        return text.toString();
    }

    Answer read() throws IOException {
        return read(false);
    }

    /** Reads one answer; with {@code headOnly}, the answer to a HEAD request, which has no body. */
    Answer read(boolean headOnly) throws IOException {
        String statusLine = line();
        if (statusLine == null) {
            throw new IOException("the server closed the connection without an answer");
        }
        Map<String, String> headers = new TreeMap<>();
        for (String line = line(); line != null && !line.isEmpty(); line = line()) {
            int colon = line.indexOf(':');
            headers.put(
                    line.substring(0, colon).toLowerCase(Locale.ROOT),
                    line.substring(colon + 1).trim());
        }
        int length = headOnly ? 0 : Integer.parseInt(headers.getOrDefault("content-length", "0"));
        byte[] body = in.readNBytes(length);
        if (body.length < length) {
            throw new IOException("the server closed the connection in the middle of an answer");
        }
        return new Answer(
                Integer.parseInt(statusLine.split(" ")[1]), headers, new String(body, StandardCharsets.UTF_8));
    }

    /**
     * Waits until the server closes the connection, discarding what it still sends.
     *
     * @return whether it closed within the time
     */
    boolean closedWithin(long millis) throws IOException {
        long deadline = System.nanoTime() + millis * 1_000_000;
        try {
            while (true) {
                long left = (deadline - System.nanoTime()) / 1_000_000;
                if (left <= 0) {
                    return false;
                }
                socket.setSoTimeout((int) left);
                if (in.read() < 0) {
                    return true;
                }
            }
        } catch (SocketTimeoutException e) {
            return false;
        } catch (SocketException e) {
            return true; // reset
        }
    }

    private String line() throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        for (int c = in.read(); c != '\n'; c = in.read()) {
            if (c < 0) {
                return line.size() == 0 ? null : line.toString(StandardCharsets.ISO_8859_1);
            }
            line.write(c);
        }
        String text = line.toString(StandardCharsets.ISO_8859_1);
        return text.endsWith("\r") ? text.substring(0, text.length() - 1) : text;
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
