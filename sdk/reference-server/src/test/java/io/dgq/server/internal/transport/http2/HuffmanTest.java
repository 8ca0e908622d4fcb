package io.dgq.server.internal.transport.http2;

import static io.dgq.server.internal.transport.http2.HpackTestSupport.hex;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The Huffman code of RFC 7541 Appendix B: the table itself, against Netty's decoder, and the padding rules. */
class HuffmanTest {

    @Test
    void theCodeHasRfc7541sRowsAndIsCompleteAndPrefixFree() {
        // rows of Appendix B, as printed there
        assertThat(row(0)).isEqualTo("1ff8 13");
        assertThat(row('0')).isEqualTo("0 5");
        assertThat(row('a')).isEqualTo("3 5");
        assertThat(row(' ')).isEqualTo("14 6");
        assertThat(row('/')).isEqualTo("18 6");
        assertThat(row('\\')).isEqualTo("7fff0 19");
        assertThat(row(10)).isEqualTo("3ffffffc 30");
        assertThat(row(255)).isEqualTo("3ffffee 26");
        assertThat(row(256)).as("EOS").isEqualTo("3fffffff 30");
        // a complete code: the Kraft sum of its 257 lengths is exactly one
        BigInteger sum = BigInteger.ZERO;
        for (int symbol = 0; symbol <= 256; symbol++) {
            sum = sum.add(BigInteger.ONE.shiftLeft(30 - Huffman.codeLength(symbol)));
        }
        assertThat(sum).isEqualTo(BigInteger.ONE.shiftLeft(30));
    }

    @Test
    void everyOctetEncodedByOursIsDecodedByNettysDecoder() throws Exception {
        StringBuilder all = new StringBuilder();
        List<Http2Header> expected = new ArrayList<>();
        ByteArrayOutputStream block = new ByteArrayOutputStream();
        for (int octet = 0; octet < 256; octet++) {
            String value = String.valueOf((char) octet);
            all.append(value);
            expected.add(new Http2Header("x", value));
            literalWithHuffmanValue(block, value);
        }
        // and every octet once more in one string, in an order that crosses octet boundaries everywhere
        Random random = new Random(7541);
        for (int i = 0; i < 255; i++) {
            all.append((char) random.nextInt(256));
        }
        expected.add(new Http2Header("x", all.toString()));
        literalWithHuffmanValue(block, all.toString());

        List<Http2Header> decoded = HpackTestSupport.nettyDecode(HpackTestSupport.nettyDecoder(), block.toByteArray());

        assertThat(decoded).isEqualTo(expected);
        assertThat(HpackTestSupport.decode(new HpackDecoder(1 << 20, 4096), block.toByteArray()))
                .isEqualTo(expected);
    }

    @Test
    void rfcExamplesDecodeAndEncode() throws Exception {
        assertThat(decode("f1e3 c2e5 f23a 6ba0 ab90 f4ff")).isEqualTo("www.example.com"); // C.4.1
        assertThat(decode("a8eb 1064 9cbf")).isEqualTo("no-cache"); // C.4.2
        assertThat(decode("640e ff")).isEqualTo("307"); // C.6.2
        assertThat(decode("07")).isEqualTo("0"); // '0' is 00000, then three one-bits of padding
        assertThat(decode("")).isEmpty();
        assertThat(encode("www.example.com")).isEqualTo(hex("f1e3 c2e5 f23a 6ba0 ab90 f4ff"));
        assertThat(Huffman.encodedLength("www.example.com")).isEqualTo(12);
        assertThat(encode("307")).isEqualTo(hex("640e ff"));
    }

    @Test
    void paddingLongerThanSevenBitsPaddingNotAllOnesAndEosAreErrors() {
        assertThatThrownBy(() -> decode("00"))
                .as("'0' then 000: padding not all ones")
                .isInstanceOf(HpackException.class)
                .hasMessageContaining("padding")
                .extracting(e -> ((HpackException) e).errorCode())
                .isEqualTo(HpackException.COMPRESSION_ERROR);
        assertThatThrownBy(() -> decode("07 ff"))
                .as("'0' then eleven one-bits")
                .isInstanceOf(HpackException.class)
                .hasMessageContaining("padding");
        assertThatThrownBy(() -> decode("ff"))
                .as("eight one-bits alone")
                .isInstanceOf(HpackException.class)
                .hasMessageContaining("padding");
        assertThatThrownBy(() -> decode("ff ff ff ff"))
                .as("EOS, then two bits")
                .isInstanceOf(HpackException.class)
                .hasMessageContaining("EOS");
        assertThatThrownBy(() -> decode("07 ff ff ff fc"))
                .as("'0', then EOS")
                .isInstanceOf(HpackException.class)
                .hasMessageContaining("EOS");
    }

    @Test
    void theDecodedLengthIsBoundedAndCountedBeyondWhatIsStored() throws Exception {
        byte[] zeros = encode("0".repeat(80)); // the shortest code: 80 symbols in 50 octets
        assertThat(zeros).hasSize(50);
        assertThat(Huffman.maxDecodedLength(zeros.length)).isEqualTo(80);
        byte[] dst = new byte[10];
        assertThat(Huffman.decode(zeros, 0, zeros.length, dst, 10)).isEqualTo(80);
        assertThat(new String(dst, StandardCharsets.ISO_8859_1)).isEqualTo("0".repeat(10));
        assertThat(Huffman.decode(zeros, 0, zeros.length, null, 0)).isEqualTo(80);
    }

    @Test
    void randomStringsRoundTrip() throws Exception {
        Random random = new Random(42);
        for (int i = 0; i < 2000; i++) {
            String text = HpackTestSupport.randomOctets(random, random.nextInt(50));
            byte[] encoded = encode(text);
            assertThat(encoded.length).isEqualTo(Huffman.encodedLength(text));
            assertThat(decodeBytes(encoded)).isEqualTo(text);
        }
    }

    private static String row(int symbol) {
        return Integer.toHexString(Huffman.code(symbol)) + " " + Huffman.codeLength(symbol);
    }

    private static void literalWithHuffmanValue(ByteArrayOutputStream block, String value) {
        block.write(0x00); // literal without indexing, new name
        block.write(1);
        block.write('x');
        byte[] encoded = encode(value);
        HpackEncoder.writeInteger(block, 0x80, 7, encoded.length);
        block.writeBytes(encoded);
    }

    private static byte[] encode(String text) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Huffman.encode(text, out);
        return out.toByteArray();
    }

    private static String decode(String hexDump) throws HpackException {
        return decodeBytes(hex(hexDump));
    }

    private static String decodeBytes(byte[] encoded) throws HpackException {
        byte[] dst = new byte[Huffman.maxDecodedLength(encoded.length)];
        int length = Huffman.decode(encoded, 0, encoded.length, dst, dst.length);
        return new String(dst, 0, length, StandardCharsets.ISO_8859_1);
    }
}
