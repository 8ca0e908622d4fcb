package io.dgq.benchmarks.load;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/**
 * One kept-alive HTTP/1.1 connection of the load generator: writes a prebuilt request, reads the status line, the
 * headers and the body (fixed length or chunked). Far lighter than a full client, so that on a 2-core machine the
 * server, not the load generator, is what is measured. Not thread-safe: one per load thread.
 */
public final class HttpConnection implements AutoCloseable {

    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;
    private byte[] body = new byte[0];
    private int bodyLength;

    /**
     * Connects.
     *
     * @param host the host
     * @param port the port
     * @throws IOException if it cannot connect
     */
    public HttpConnection(String host, int port) throws IOException {
        socket = new Socket();
        socket.setTcpNoDelay(true);
        socket.connect(new InetSocketAddress(host, port), 5000);
        socket.setSoTimeout(30_000);
        in = new BufferedInputStream(socket.getInputStream(), 65536);
        out = socket.getOutputStream();
    }

    /**
     * Builds a request's bytes.
     *
     * @param method the method
     * @param path the path
     * @param hostHeader the Host header's value
     * @param token the bearer token, or {@code null}
     * @param json the JSON body, or {@code null}
     * @return the bytes to send
     */
    public static byte[] request(String method, String path, String hostHeader, String token, String json) {
        StringBuilder sb = new StringBuilder(256 + (json == null ? 0 : json.length()));
        sb.append(method)
                .append(' ')
                .append(path)
                .append(" HTTP/1.1\r\nHost: ")
                .append(hostHeader)
                .append("\r\nAccept: application/json\r\nUser-Agent: dgq-benchmarks\r\n");
        if (token != null) {
            sb.append("Authorization: Bearer ").append(token).append("\r\n");
        }
        byte[] payload = json == null ? null : json.getBytes(StandardCharsets.UTF_8);
        if (payload != null) {
            sb.append("Content-Type: application/json\r\nContent-Length: ")
                    .append(payload.length)
                    .append("\r\n");
        } else if (method.equals("POST") || method.equals("PUT")) {
            sb.append("Content-Length: 0\r\n");
        }
        sb.append("\r\n");
        byte[] head = sb.toString().getBytes(StandardCharsets.UTF_8);
        if (payload == null) {
            return head;
        }
        byte[] all = new byte[head.length + payload.length];
        System.arraycopy(head, 0, all, 0, head.length);
        System.arraycopy(payload, 0, all, head.length, payload.length);
        return all;
    }

    /**
     * Sends a request and reads its answer.
     *
     * @param request the request's bytes
     * @return the status code
     * @throws IOException if the connection fails
     */
    public int exchange(byte[] request) throws IOException {
        out.write(request);
        out.flush();
        String statusLine = line();
        int status = Integer.parseInt(statusLine.substring(9, 12));
        long contentLength = -1;
        boolean chunked = false;
        String header;
        while (!(header = line()).isEmpty()) {
            int colon = header.indexOf(':');
            String name = header.substring(0, colon).trim();
            if (name.equalsIgnoreCase("Content-Length")) {
                contentLength = Long.parseLong(header.substring(colon + 1).trim());
            } else if (name.equalsIgnoreCase("Transfer-Encoding")
                    && header.substring(colon + 1).trim().equalsIgnoreCase("chunked")) {
                chunked = true;
            }
        }
        bodyLength = 0;
        if (chunked) {
            long size;
            while ((size = Long.parseLong(line().trim().split(";")[0], 16)) > 0) {
                readBody((int) size);
                line();
            }
            line();
        } else if (contentLength > 0) {
            readBody((int) contentLength);
        }
        return status;
    }

    /**
     * Returns the last answer's body.
     *
     * @return UTF-8 text
     */
    public String body() {
        return new String(body, 0, bodyLength, StandardCharsets.UTF_8);
    }

    private void readBody(int n) throws IOException {
        if (body.length < bodyLength + n) {
            byte[] bigger = new byte[Math.max(body.length * 2, bodyLength + n)];
            System.arraycopy(body, 0, bigger, 0, bodyLength);
            body = bigger;
        }
        int read = in.readNBytes(body, bodyLength, n);
        if (read < n) {
            throw new EOFException("The connection closed in the middle of a body");
        }
        bodyLength += n;
    }

    private final ByteArrayOutputStream lineBuffer = new ByteArrayOutputStream(128);

    private String line() throws IOException {
        lineBuffer.reset();
        int b;
        while ((b = in.read()) != '\n') {
            if (b < 0) {
                throw new EOFException("The server closed the connection");
            }
            if (b != '\r') {
                lineBuffer.write(b);
            }
        }
        return lineBuffer.toString(StandardCharsets.ISO_8859_1);
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
