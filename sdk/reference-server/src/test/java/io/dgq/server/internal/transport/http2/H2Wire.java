package io.dgq.server.internal.transport.http2;

import static io.dgq.server.internal.transport.http2.H2Codes.DATA;
import static io.dgq.server.internal.transport.http2.H2Codes.GOAWAY;
import static io.dgq.server.internal.transport.http2.H2Codes.HEADERS;
import static io.dgq.server.internal.transport.http2.H2Codes.PING;
import static io.dgq.server.internal.transport.http2.H2Codes.RST_STREAM;
import static io.dgq.server.internal.transport.http2.H2Codes.SETTINGS;
import static io.dgq.server.internal.transport.http2.H2Codes.WINDOW_UPDATE;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.http2.DefaultHttp2FrameReader;
import io.netty.handler.codec.http2.DefaultHttp2HeadersEncoder;
import io.netty.handler.codec.http2.Http2Exception;
import io.netty.handler.codec.http2.Http2FrameAdapter;
import io.netty.handler.codec.http2.Http2Headers;
import io.netty.handler.codec.http2.Http2Settings;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;

/**
 * What the two test peers ({@link H2Peer} and {@link H2specPeer}) share on the wire: the plain connection, the thread
 * that parses the server's frames with Netty's strict frame reader, frames laid out by hand, and header blocks
 * encoded by Netty's HPACK encoder.
 */
public final class H2Wire {

    private H2Wire() {}

    /** The type of the {@link Read} that tells of a frame the reader could not parse; nothing is read after it. */
    static final int MALFORMED = -2;

    /** The type of the {@link Read} that tells of the connection's end; it comes last, once. */
    static final int END = -1;

    /**
     * What the reading thread read: a frame the server sent, {@link #MALFORMED} or {@link #END}. {@code flag} is
     * END_STREAM or ACK; {@code code} an error code, PING's data or WINDOW_UPDATE's increment; {@code data} DATA's
     * bytes, GOAWAY's debug data or the reader's message; {@code length} the payload's length as far as the reader
     * tells it (padding included); {@code headers} and {@code settings} those of HEADERS and SETTINGS.
     */
    record Read(
            int type,
            int stream,
            boolean flag,
            long code,
            byte[] data,
            int length,
            Http2Headers headers,
            Http2Settings settings) {}

    /** A plain connection to the loopback port with TCP_NODELAY, nothing sent yet. */
    static Socket connect(int port) throws IOException {
        Socket socket = new Socket();
        socket.connect(new InetSocketAddress("127.0.0.1", port), 5000);
        socket.setTcpNoDelay(true);
        return socket;
    }

    /** Sets TCP_NODELAY and starts a daemon thread, {@code name}, that reads the socket's frames into {@code sink}. */
    static void startReading(Socket socket, String name, Consumer<Read> sink) throws IOException {
        socket.setTcpNoDelay(true);
        InputStream in = socket.getInputStream();
        Thread reader = new Thread(() -> read(in, sink), name);
        reader.setDaemon(true);
        reader.start();
    }

    private static void read(InputStream in, Consumer<Read> sink) {
        EmbeddedChannel channel = new EmbeddedChannel(new ChannelInboundHandlerAdapter());
        ChannelHandlerContext ctx = channel.pipeline().firstContext();
        DefaultHttp2FrameReader parser = new DefaultHttp2FrameReader(true);
        ByteBuf buffer = Unpooled.buffer();
        byte[] none = new byte[0];
        Http2FrameAdapter listener = new Http2FrameAdapter() {
            @Override
            public int onDataRead(ChannelHandlerContext c, int stream, ByteBuf data, int padding, boolean end) {
                byte[] bytes = bytes(data);
                sink.accept(new Read(DATA, stream, end, 0, bytes, bytes.length + padding, null, null));
                return bytes.length + padding;
            }

            @Override
            public void onHeadersRead(
                    ChannelHandlerContext c, int stream, Http2Headers headers, int padding, boolean end) {
                sink.accept(new Read(HEADERS, stream, end, 0, none, 0, headers, null));
            }

            @Override
            public void onHeadersRead(
                    ChannelHandlerContext c,
                    int stream,
                    Http2Headers headers,
                    int dependency,
                    short weight,
                    boolean exclusive,
                    int padding,
                    boolean end) {
                onHeadersRead(c, stream, headers, padding, end);
            }

            @Override
            public void onRstStreamRead(ChannelHandlerContext c, int stream, long code) {
                sink.accept(new Read(RST_STREAM, stream, false, code, none, 4, null, null));
            }

            @Override
            public void onSettingsRead(ChannelHandlerContext c, Http2Settings settings) {
                sink.accept(new Read(SETTINGS, 0, false, 0, none, 0, null, settings));
            }

            @Override
            public void onSettingsAckRead(ChannelHandlerContext c) {
                sink.accept(new Read(SETTINGS, 0, true, 0, none, 0, null, null));
            }

            @Override
            public void onPingRead(ChannelHandlerContext c, long data) {
                sink.accept(new Read(PING, 0, false, data, none, 8, null, null));
            }

            @Override
            public void onPingAckRead(ChannelHandlerContext c, long data) {
                sink.accept(new Read(PING, 0, true, data, none, 8, null, null));
            }

            @Override
            public void onGoAwayRead(ChannelHandlerContext c, int last, long code, ByteBuf debug) {
                byte[] bytes = bytes(debug);
                sink.accept(new Read(GOAWAY, last, false, code, bytes, 8 + bytes.length, null, null));
            }

            @Override
            public void onWindowUpdateRead(ChannelHandlerContext c, int stream, int increment) {
                sink.accept(new Read(WINDOW_UPDATE, stream, false, increment, none, 4, null, null));
            }
        };
        byte[] chunk = new byte[16384];
        try {
            while (true) {
                int n = in.read(chunk);
                if (n < 0) {
                    break;
                }
                buffer.writeBytes(chunk, 0, n);
                parser.readFrame(ctx, buffer, listener);
                buffer.discardReadBytes();
            }
        } catch (IOException e) {
            // the connection ended (a reset included)
        } catch (Http2Exception e) {
            byte[] message = e.getMessage().getBytes(StandardCharsets.UTF_8);
            sink.accept(new Read(MALFORMED, 0, false, e.error().code(), message, 0, null, null));
        } finally {
            sink.accept(new Read(END, 0, true, 0, new byte[0], 0, null, null));
            parser.close();
            buffer.release();
            channel.finishAndReleaseAll();
        }
    }

    private static byte[] bytes(ByteBuf buf) {
        byte[] bytes = new byte[buf.readableBytes()];
        buf.getBytes(buf.readerIndex(), bytes);
        return bytes;
    }

    /** One frame as given, whatever it is: the nine bytes of its head, then the payload. */
    public static byte[] frame(int type, int flags, int stream, byte[] payload) {
        byte[] bytes = new byte[9 + payload.length];
        bytes[0] = (byte) (payload.length >>> 16);
        bytes[1] = (byte) (payload.length >>> 8);
        bytes[2] = (byte) payload.length;
        bytes[3] = (byte) type;
        bytes[4] = (byte) flags;
        System.arraycopy(int32(stream), 0, bytes, 5, 4);
        System.arraycopy(payload, 0, bytes, 9, payload.length);
        return bytes;
    }

    /** An HPACK integer of an {@code prefix}-bit prefix after the bits {@code first} (RFC 7541 5.1). */
    public static void integer(ByteArrayOutputStream out, int first, int prefix, long value) {
        int max = (1 << prefix) - 1;
        if (value < max) {
            out.write(first | (int) value);
            return;
        }
        out.write(first | max);
        value -= max;
        while (value >= 128) {
            out.write((int) (0x80 | (value & 0x7f)));
            value >>>= 7;
        }
        out.write((int) value);
    }

    /** The header block of {@code headers}, encoded by {@code encoder} (whose dynamic table it may change). */
    static byte[] block(DefaultHttp2HeadersEncoder encoder, Http2Headers headers) throws Http2Exception {
        ByteBuf buf = ByteBufAllocator.DEFAULT.heapBuffer();
        try {
            encoder.encodeHeaders(0, headers, buf);
            byte[] bytes = new byte[buf.readableBytes()];
            buf.readBytes(bytes);
            return bytes;
        } finally {
            buf.release();
        }
    }

    /** Four bytes, big-endian. */
    static byte[] int32(long value) {
        return new byte[] {(byte) (value >>> 24), (byte) (value >>> 16), (byte) (value >>> 8), (byte) value};
    }
}
