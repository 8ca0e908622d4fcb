package io.dgq.server.internal.transport.http2;

import static io.dgq.server.internal.transport.http2.HpackTestSupport.decode;
import static io.dgq.server.internal.transport.http2.HpackTestSupport.fields;
import static io.dgq.server.internal.transport.http2.HpackTestSupport.hex;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.netty.handler.codec.http2.DefaultHttp2HeadersDecoder;
import io.netty.handler.codec.http2.Http2Exception;
import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The encoder's representations, its Huffman choice, its table size updates, and Netty's decoder as the peer. */
class HpackEncoderTest {

    @Test
    void aFieldOfTheStaticTableIsItsIndex() {
        assertThat(encode(
                        new HpackEncoder(),
                        fields(
                                ":status",
                                "200",
                                ":method",
                                "GET",
                                "accept-encoding",
                                "gzip, deflate",
                                ":status",
                                "404")))
                .isEqualTo(hex("88 82 90 8d"));
    }

    @Test
    void aStaticNameIsIndexedAndItsValueHuffmanCodedWhenShorter() {
        // C.4.1's authority, without indexing: name index 1, the value in Huffman code
        assertThat(encode(new HpackEncoder(), fields(":authority", "www.example.com")))
                .isEqualTo(hex("01 8c f1e3 c2e5 f23a 6ba0 ab90 f4ff"));
        // index 31 needs a continuation octet with a 4-bit prefix; digits have 5- and 6-bit codes
        assertThat(encode(new HpackEncoder(), fields("content-type", "123", ":status", "201")))
                .isEqualTo(hex("0f 10 82 0899 08 82 1003"));
    }

    @Test
    void anEncoderMadeToWriteRawWritesEveryStringRawAsTheServerDoes() {
        // C.2.2's path, literal without indexing, raw: the encoder the server's connections use
        assertThat(encode(new HpackEncoder(false), fields(":path", "/sample/path")))
                .isEqualTo(hex("04 0c 2f73 616d 706c 652f 7061 7468"));
        assertThat(encode(new HpackEncoder(false), fields("custom-key", "custom-value")))
                .isEqualTo(hex("00 0a 6375 7374 6f6d 2d6b 6579 0c 6375 7374 6f6d 2d76 616c 7565"));
        assertThat(encode(new HpackEncoder(false), fields(":status", "200"))).isEqualTo(hex("88"));
    }

    @Test
    void aNewNameIsALiteralWithoutIndexing() {
        // C.4.3's custom-key, without indexing instead of with
        assertThat(encode(new HpackEncoder(), fields("custom-key", "custom-value")))
                .isEqualTo(hex("00 88 25a8 49e9 5ba9 7d7f 89 25a8 49e9 5bb8 e8b4 bf"));
    }

    @Test
    void stringsWhoseHuffmanCodeIsNotShorterAreRaw() {
        // "x-a" and "&*,;" (8-bit codes) would be as long in Huffman code; octets 0xff and 0xfe longer
        assertThat(encode(new HpackEncoder(), fields("x-a", "&*,;", "x-b", "\u00ff\u00fe", "x-c", "")))
                .isEqualTo(hex("00 03 782d61 04 262a2c3b 00 03 782d62 02 fffe 00 03 782d63 00"));
    }

    @Test
    void credentialsAreNeverIndexed() {
        byte[] block = encode(new HpackEncoder(), fields("set-cookie", "a", "authorization", "b", "cookie", "c"));
        assertThat(block).isEqualTo(hex("1f 28 01 61 1f 08 01 62 1f 11 01 63"));
    }

    @Test
    void aCharacterWithoutAnOctetIsAQuestionMark() throws Exception {
        byte[] block = encode(new HpackEncoder(), fields("x-name", "caf\u00e9 \u20ac", "x-other", "\u20ac".repeat(9)));
        assertThat(decode(new HpackDecoder(8192, 4096), block))
                .isEqualTo(fields("x-name", "caf\u00e9 ?", "x-other", "?????????"));
    }

    @Test
    void aLoweredTableSizeIsAcknowledgedOnceAtTheStartOfTheNextBlock() {
        HpackEncoder encoder = new HpackEncoder();
        encoder.maxTableSize(65536); // larger than the default: nothing to say
        assertThat(encode(encoder, fields(":status", "200"))).isEqualTo(hex("88"));
        encoder.maxTableSize(1000);
        encoder.maxTableSize(100);
        encoder.maxTableSize(4096); // a rise after a fall: the smallest stays
        assertThat(encode(encoder, fields(":status", "200"))).isEqualTo(hex("3f 45 88"));
        assertThat(encode(encoder, fields(":status", "200"))).isEqualTo(hex("88"));
        encoder.maxTableSize(0);
        assertThat(encode(encoder, List.of())).isEqualTo(hex("20"));
        assertThatThrownBy(() -> encoder.maxTableSize(-1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void nettysDecoderDecodesOurBlocksEqualAndOursKeepsNoTable() throws Exception {
        Random random = new Random(7541);
        HpackEncoder encoder = new HpackEncoder();
        DefaultHttp2HeadersDecoder netty = HpackTestSupport.nettyDecoder();
        HpackDecoder ours = new HpackDecoder(Integer.MAX_VALUE, 4096);
        for (int i = 0; i < 600; i++) {
            if (i == 200) {
                // the peer lowers its table to nothing: its decoder then requires a size update (RFC 7541 4.2)
                netty.configuration().maxHeaderTableSize(0);
                encoder.maxTableSize(0);
            } else if (i == 400) {
                netty.configuration().maxHeaderTableSize(8192);
                encoder.maxTableSize(8192);
            }
            List<Http2Header> fields = HpackTestSupport.randomFields(random);
            byte[] block = encode(encoder, fields);
            assertThat(HpackTestSupport.nettyDecode(netty, block))
                    .as("block %d", i)
                    .isEqualTo(fields);
            assertThat(decode(ours, block)).isEqualTo(fields);
            assertThat(ours.dynamicTableSize()).isZero();
        }
    }

    @Test
    void withoutTheSizeUpdateNettysDecoderWouldRefuseTheBlock() throws Exception {
        DefaultHttp2HeadersDecoder netty = HpackTestSupport.nettyDecoder();
        netty.configuration().maxHeaderTableSize(0);
        assertThatThrownBy(() -> HpackTestSupport.nettyDecode(netty, hex("88"))).isInstanceOf(Http2Exception.class);
        HpackEncoder encoder = new HpackEncoder();
        encoder.maxTableSize(0);
        assertThat(HpackTestSupport.nettyDecode(netty, encode(encoder, fields(":status", "200"))))
                .isEqualTo(fields(":status", "200"));
    }

    private static byte[] encode(HpackEncoder encoder, List<Http2Header> fields) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        encoder.encode(fields, out);
        return out.toByteArray();
    }
}
