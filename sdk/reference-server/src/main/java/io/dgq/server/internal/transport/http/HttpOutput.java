package io.dgq.server.internal.transport.http;

import io.dgq.server.internal.support.HttpDates;
import io.dgq.server.internal.support.Pacing;
import io.dgq.server.internal.transport.TransportAnswer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;

/** Writes answers on one connection: status line, headers with the body's length, and the body, in one write. */
final class HttpOutput {

    private static final byte[] CONTINUE = "HTTP/1.1 100 Continue\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1);
    private static final int ONE_WRITE_BYTES = 64 * 1024;
    private static final byte[] CRLF = {'\r', '\n'};

    private final OutputStream out;

    HttpOutput(OutputStream out) {
        this.out = out;
    }

    /** Tells a client that sent {@code Expect: 100-continue} to send its body. */
    void sendContinue() throws IOException {
        out.write(CONTINUE);
        out.flush();
    }

    /**
     * Writes an answer.
     *
     * @param response the status, headers and body
     * @param headOnly whether to leave the body out (a HEAD request); its length is still declared
     * @param close whether to announce that the connection closes after this answer
     */
    void send(TransportAnswer response, boolean headOnly, boolean close) throws IOException {
        send(response, headOnly, close, response.body().length);
    }

    private void send(TransportAnswer response, boolean headOnly, boolean close, int declaredLength)
            throws IOException {
        byte[] body = response.body();
        StringBuilder head = new StringBuilder(256);
        head.append("HTTP/1.1 ")
                .append(response.status())
                .append(' ')
                .append(reason(response.status()))
                .append("\r\nDate: ")
                .append(HttpDates.now());
        boolean typed = false;
        for (Map.Entry<String, String> header : response.headers().entrySet()) {
            typed |= header.getKey().equalsIgnoreCase("Content-Type");
            head.append("\r\n").append(header.getKey()).append(": ").append(header.getValue());
        }
        if (!typed) {
            head.append("\r\nContent-Type: application/json; charset=utf-8");
        }
        head.append("\r\nContent-Length: ").append(declaredLength);
        if (close) {
            head.append("\r\nConnection: close");
        }
        head.append("\r\n\r\n");
        byte[] headBytes = head.toString().getBytes(StandardCharsets.ISO_8859_1);
        if (response.bytesPerSecond() > 0 && !headOnly && body.length > 0) {
            out.write(headBytes);
            out.flush();
            paced(body, response.bytesPerSecond());
            return;
        }
        if (headOnly || body.length == 0) {
            out.write(headBytes);
        } else if (headBytes.length + body.length <= ONE_WRITE_BYTES) {
            byte[] all = new byte[headBytes.length + body.length];
            System.arraycopy(headBytes, 0, all, 0, headBytes.length);
            System.arraycopy(body, 0, all, headBytes.length, body.length);
            out.write(all);
        } else {
            out.write(headBytes);
            out.write(body);
        }
        out.flush();
    }

    /**
     * Writes an answer whose body ends in a stream ({@link TransportAnswer#tail()}): chunked, each slice as it
     * arrives, and closes the stream. The connection is to be closed right after. A stream that fails leaves the
     * answer without its last chunk, which a client reads as broken, never as complete.
     *
     * @param response the status, headers, first bytes of the body and the rest of it
     * @param progress called after each slice written, to move the write deadline on
     */
    void sendStreamed(TransportAnswer response, Runnable progress) throws IOException {
        try (InputStream tail = response.tail()) {
            StringBuilder head = new StringBuilder(256);
            head.append("HTTP/1.1 ")
                    .append(response.status())
                    .append(' ')
                    .append(reason(response.status()))
                    .append("\r\nDate: ")
                    .append(HttpDates.now());
            boolean typed = false;
            for (Map.Entry<String, String> header : response.headers().entrySet()) {
                typed |= header.getKey().equalsIgnoreCase("Content-Type");
                head.append("\r\n").append(header.getKey()).append(": ").append(header.getValue());
            }
            if (!typed) {
                head.append("\r\nContent-Type: application/json; charset=utf-8");
            }
            head.append("\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n");
            out.write(head.toString().getBytes(StandardCharsets.ISO_8859_1));
            chunk(response.body(), response.body().length);
            byte[] slice = new byte[ONE_WRITE_BYTES];
            for (int read = tail.read(slice); read >= 0; read = tail.read(slice)) {
                chunk(slice, read);
                progress.run();
            }
            out.write("0\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
        }
    }

    private void chunk(byte[] bytes, int length) throws IOException {
        if (length == 0) {
            return;
        }
        out.write((Integer.toHexString(length) + "\r\n").getBytes(StandardCharsets.ISO_8859_1));
        out.write(bytes, 0, length);
        out.write(CRLF);
        out.flush();
    }

    /** Writes a body at a rate: slices of a tenth of a second's bytes, each sent when the rate allows it. */
    private void paced(byte[] body, long bytesPerSecond) throws IOException {
        int slice = (int) Math.max(1, Math.min(body.length, bytesPerSecond / 10));
        long start = System.nanoTime();
        for (int offset = 0; offset < body.length; offset += slice) {
            Pacing.until(start + offset * 1_000_000_000L / bytesPerSecond);
            out.write(body, offset, Math.min(slice, body.length - offset));
            out.flush();
        }
    }

    /**
     * Writes an answer broken as an injected fault asked, for tests of clients' failure paths: nothing at all for
     * {@link TransportAnswer.Delivery#DROP}, the head and half the body for {@link TransportAnswer.Delivery#HALF_BODY}.
     * The connection is to be closed right after.
     */
    void sendBroken(TransportAnswer response) throws IOException {
        if (response.delivery() == TransportAnswer.Delivery.HALF_BODY) {
            byte[] body = response.body();
            send(
                    new TransportAnswer(response.status(), response.headers(), Arrays.copyOf(body, body.length / 2)),
                    false,
                    true,
                    body.length);
        }
    }

    static String reason(int status) {
        return switch (status) {
            case 200 -> "OK";
            case 301 -> "Moved Permanently";
            case 302 -> "Found";
            case 303 -> "See Other";
            case 307 -> "Temporary Redirect";
            case 308 -> "Permanent Redirect";
            case 400 -> "Bad Request";
            case 401 -> "Unauthorized";
            case 403 -> "Forbidden";
            case 404 -> "Not Found";
            case 405 -> "Method Not Allowed";
            case 408 -> "Request Timeout";
            case 409 -> "Conflict";
            case 413 -> "Content Too Large";
            case 415 -> "Unsupported Media Type";
            case 429 -> "Too Many Requests";
            case 431 -> "Request Header Fields Too Large";
            case 500 -> "Internal Server Error";
            case 501 -> "Not Implemented";
            case 502 -> "Bad Gateway";
            case 503 -> "Service Unavailable";
            case 504 -> "Gateway Timeout";
            default -> "Status " + status;
        };
    }
}
