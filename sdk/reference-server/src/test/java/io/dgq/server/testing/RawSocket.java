package io.dgq.server.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/** Sends one request over a plain socket and reads every byte until the server closes the connection. */
public final class RawSocket {

    private RawSocket() {}

    /** The bytes answered to a request with {@code Connection: close}, all of them, until the end of the stream. */
    public static byte[] exchange(int port, String method, String path, String token, String body) {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(20_000);
            byte[] content = body == null ? new byte[0] : body.getBytes(StandardCharsets.UTF_8);
            String head = method + " " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
                    + "Authorization: Bearer " + token + "\r\n"
                    + (body == null ? "" : "Content-Type: application/json\r\n")
                    + "Content-Length: " + content.length + "\r\n\r\n";
            OutputStream out = socket.getOutputStream();
            out.write(head.getBytes(StandardCharsets.US_ASCII));
            out.write(content);
            out.flush();
            InputStream in = socket.getInputStream();
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The head of an answer, up to the blank line. */
    public static String head(byte[] answer) {
        String text = new String(answer, StandardCharsets.ISO_8859_1);
        int end = text.indexOf("\r\n\r\n");
        return end < 0 ? text : text.substring(0, end);
    }

    /** The bytes after the head's blank line. */
    public static int bodyLength(byte[] answer) {
        String text = new String(answer, StandardCharsets.ISO_8859_1);
        int end = text.indexOf("\r\n\r\n");
        return end < 0 ? 0 : answer.length - end - 4;
    }

    /** The value of {@code Content-Length} in a head. */
    public static int declaredLength(String head) {
        for (String line : head.split("\r\n")) {
            if (line.regionMatches(true, 0, "Content-Length:", 0, 15)) {
                return Integer.parseInt(line.substring(15).trim());
            }
        }
        return -1;
    }
}
