package io.dgq.server.internal.transport.http2;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http2.DefaultHttp2Headers;
import io.netty.handler.codec.http2.DefaultHttp2HeadersDecoder;
import io.netty.handler.codec.http2.DefaultHttp2HeadersEncoder;
import io.netty.handler.codec.http2.Http2Exception;
import io.netty.handler.codec.http2.Http2Headers;
import io.netty.handler.codec.http2.Http2HeadersEncoder;
import io.netty.util.AsciiString;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Random;

/** Shared by the HPACK tests: hex blocks, Netty's encoder and decoder as the reference peer, random field lists. */
final class HpackTestSupport {

    private HpackTestSupport() {}

    /** The octets of a hex dump as RFC 7541 prints them (spaces ignored). */
    static byte[] hex(String dump) {
        return HexFormat.of().parseHex(dump.replaceAll("\\s", ""));
    }

    /** A field list from alternating names and values. */
    static List<Http2Header> fields(String... namesAndValues) {
        List<Http2Header> fields = new ArrayList<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            fields.add(new Http2Header(namesAndValues[i], namesAndValues[i + 1]));
        }
        return fields;
    }

    /** Decodes a whole array. */
    static List<Http2Header> decode(HpackDecoder decoder, byte[] block) throws HpackException {
        return decoder.decode(block, 0, block.length);
    }

    /**
     * Netty's encoder with its dynamic table of 4096 octets; {@code huffmanThreshold} 0 Huffman-codes every string
     * that gets shorter (as OkHttp does), names matching {@code sensitive} are sent never-indexed.
     */
    static DefaultHttp2HeadersEncoder nettyEncoder(Http2HeadersEncoder.SensitivityDetector sensitive) {
        return new DefaultHttp2HeadersEncoder(sensitive, true, 16, 0);
    }

    /** Netty's decoder, checking HPACK strictly but not HTTP's rules on names and values, with a large list limit. */
    static DefaultHttp2HeadersDecoder nettyDecoder() throws Http2Exception {
        DefaultHttp2HeadersDecoder decoder = new DefaultHttp2HeadersDecoder(false, false, 1L << 20);
        decoder.configuration().maxHeaderListSize(1L << 20, 1L << 21);
        return decoder;
    }

    /** Encodes a field list with a Netty encoder. */
    static byte[] nettyEncode(DefaultHttp2HeadersEncoder encoder, List<Http2Header> fields) throws Http2Exception {
        Http2Headers headers = new DefaultHttp2Headers(false);
        for (Http2Header field : fields) {
            headers.add(new AsciiString(field.name()), new AsciiString(field.value()));
        }
        ByteBuf out = Unpooled.buffer();
        try {
            encoder.encodeHeaders(3, headers, out);
            return ByteBufUtil.getBytes(out);
        } finally {
            out.release();
        }
    }

    /** Decodes a block with a Netty decoder, in the order Netty keeps (pseudo-header fields first, then as sent). */
    static List<Http2Header> nettyDecode(DefaultHttp2HeadersDecoder decoder, byte[] block) throws Http2Exception {
        ByteBuf in = Unpooled.wrappedBuffer(block);
        try {
            Http2Headers headers = decoder.decodeHeaders(3, in);
            List<Http2Header> fields = new ArrayList<>();
            for (Map.Entry<CharSequence, CharSequence> entry : headers) {
                fields.add(new Http2Header(
                        entry.getKey().toString(), entry.getValue().toString()));
            }
            return fields;
        } finally {
            in.release();
        }
    }

    /**
     * A random field list as a request or response might carry: pseudo-header fields first (Netty's order), then
     * others, names drawn from the static table, from a small recurring set or made up, values from recurring ones,
     * made-up text or any octets, some long, some empty.
     */
    static List<Http2Header> randomFields(Random random) {
        List<Http2Header> fields = new ArrayList<>();
        String[] pseudo = {":method", ":scheme", ":authority", ":path", ":status"};
        for (String name : pseudo) {
            if (random.nextInt(3) > 0) {
                fields.add(new Http2Header(name, randomValue(random)));
            }
        }
        int count = random.nextInt(12);
        for (int i = 0; i < count; i++) {
            String name = switch (random.nextInt(3)) {
                case 0 -> HpackDecoder.STATIC_TABLE.get(14 + random.nextInt(47)).name();
                case 1 -> "x-recurring-" + random.nextInt(4);
                default -> randomText(random, 1 + random.nextInt(20), "abcdefghijklmnopqrstuvwxyz0123456789-_");
            };
            fields.add(new Http2Header(name, randomValue(random)));
        }
        return fields;
    }

    private static String randomValue(Random random) {
        return switch (random.nextInt(6)) {
            case 0 -> "";
            case 1 -> "recurring value " + random.nextInt(5);
            case 2 -> HpackDecoder.STATIC_TABLE.get(random.nextInt(61)).value();
            case 3 -> randomOctets(random, random.nextInt(random.nextInt(10) == 0 ? 3000 : 40));
            default ->
                randomText(
                        random,
                        random.nextInt(random.nextInt(10) == 0 ? 2000 : 60),
                        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/?=&;, ");
        };
    }

    /** Random characters from {@code alphabet}. */
    static String randomText(Random random, int length, String alphabet) {
        StringBuilder text = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            text.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return text.toString();
    }

    /** Random octets 0..255 as ISO-8859-1 characters. */
    static String randomOctets(Random random, int length) {
        StringBuilder text = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            text.append((char) random.nextInt(256));
        }
        return text.toString();
    }
}
