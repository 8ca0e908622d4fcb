package io.dgq.server.internal.transport.http2;

import static io.dgq.server.internal.transport.http2.HpackTestSupport.decode;
import static io.dgq.server.internal.transport.http2.HpackTestSupport.fields;
import static io.dgq.server.internal.transport.http2.HpackTestSupport.hex;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http2.DefaultHttp2HeadersEncoder;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.assertj.core.api.AbstractThrowableAssert;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** RFC 7541 Appendix C, every decoding error, the header-list limit, a fuzz and Netty's encoder as the peer. */
class HpackDecoderTest {

    private static final List<Http2Header> REQUEST_1 =
            fields(":method", "GET", ":scheme", "http", ":path", "/", ":authority", "www.example.com");
    private static final List<Http2Header> REQUEST_2 = fields(
            ":method",
            "GET",
            ":scheme",
            "http",
            ":path",
            "/",
            ":authority",
            "www.example.com",
            "cache-control",
            "no-cache");
    private static final List<Http2Header> REQUEST_3 = fields(
            ":method",
            "GET",
            ":scheme",
            "https",
            ":path",
            "/index.html",
            ":authority",
            "www.example.com",
            "custom-key",
            "custom-value");

    private static final String DATE_1 = "Mon, 21 Oct 2013 20:13:21 GMT";
    private static final String DATE_2 = "Mon, 21 Oct 2013 20:13:22 GMT";
    private static final String COOKIE = "foo=ASDJKHQKBZXOQWEOPIUAXQWEOIU; max-age=3600; version=1";
    private static final List<Http2Header> RESPONSE_1 =
            fields(":status", "302", "cache-control", "private", "date", DATE_1, "location", "https://www.example.com");
    private static final List<Http2Header> RESPONSE_2 =
            fields(":status", "307", "cache-control", "private", "date", DATE_1, "location", "https://www.example.com");
    private static final List<Http2Header> RESPONSE_3 = fields(
            ":status",
            "200",
            "cache-control",
            "private",
            "date",
            DATE_2,
            "location",
            "https://www.example.com",
            "content-encoding",
            "gzip",
            "set-cookie",
            COOKIE);

    // ---- Appendix C.2: one representation each ----

    @Test
    void c21LiteralWithIndexing() throws Exception {
        HpackDecoder decoder = new HpackDecoder(8192, 4096);
        assertThat(decode(decoder, hex("400a 6375 7374 6f6d 2d6b 6579 0d63 7573 746f 6d2d 6865 6164 6572")))
                .isEqualTo(fields("custom-key", "custom-header"));
        assertThat(decoder.dynamicTable()).isEqualTo(fields("custom-key", "custom-header"));
        assertThat(decoder.dynamicTableSize()).isEqualTo(55);
    }

    @Test
    void c22LiteralWithoutIndexing() throws Exception {
        HpackDecoder decoder = new HpackDecoder(8192, 4096);
        assertThat(decode(decoder, hex("040c 2f73 616d 706c 652f 7061 7468")))
                .isEqualTo(fields(":path", "/sample/path"));
        assertThat(decoder.dynamicTable()).isEmpty();
    }

    @Test
    void c23LiteralNeverIndexed() throws Exception {
        HpackDecoder decoder = new HpackDecoder(8192, 4096);
        assertThat(decode(decoder, hex("1008 7061 7373 776f 7264 0673 6563 7265 74")))
                .isEqualTo(fields("password", "secret"));
        assertThat(decoder.dynamicTable()).isEmpty();
    }

    @Test
    void c24Indexed() throws Exception {
        HpackDecoder decoder = new HpackDecoder(8192, 4096);
        assertThat(decode(decoder, hex("82"))).isEqualTo(fields(":method", "GET"));
        assertThat(decoder.dynamicTable()).isEmpty();
    }

    // ---- Appendix C.3 to C.6: three blocks on one table each ----

    @Test
    void c3RequestsWithoutHuffman() throws Exception {
        HpackDecoder decoder = new HpackDecoder(8192, 4096);
        step(
                decoder,
                "8286 8441 0f77 7777 2e65 7861 6d70 6c65 2e63 6f6d",
                REQUEST_1,
                57,
                ":authority",
                "www.example.com");
        step(
                decoder,
                "8286 84be 5808 6e6f 2d63 6163 6865",
                REQUEST_2,
                110,
                "cache-control",
                "no-cache",
                ":authority",
                "www.example.com");
        step(
                decoder,
                "8287 85bf 400a 6375 7374 6f6d 2d6b 6579 0c63 7573 746f 6d2d 7661 6c75 65",
                REQUEST_3,
                164,
                "custom-key",
                "custom-value",
                "cache-control",
                "no-cache",
                ":authority",
                "www.example.com");
    }

    @Test
    void c4RequestsWithHuffman() throws Exception {
        HpackDecoder decoder = new HpackDecoder(8192, 4096);
        step(decoder, "8286 8441 8cf1 e3c2 e5f2 3a6b a0ab 90f4 ff", REQUEST_1, 57, ":authority", "www.example.com");
        step(
                decoder,
                "8286 84be 5886 a8eb 1064 9cbf",
                REQUEST_2,
                110,
                "cache-control",
                "no-cache",
                ":authority",
                "www.example.com");
        step(
                decoder,
                "8287 85bf 4088 25a8 49e9 5ba9 7d7f 8925 a849 e95b b8e8 b4bf",
                REQUEST_3,
                164,
                "custom-key",
                "custom-value",
                "cache-control",
                "no-cache",
                ":authority",
                "www.example.com");
    }

    @Test
    void c5ResponsesWithoutHuffmanEvictingFromA256OctetTable() throws Exception {
        HpackDecoder decoder = new HpackDecoder(8192, 256);
        step(
                decoder,
                "4803 3330 3258 0770 7269 7661 7465 611d 4d6f 6e2c 2032 3120 4f63 7420 3230 3133 2032 303a"
                        + "3133 3a32 3120 474d 546e 1768 7474 7073 3a2f 2f77 7777 2e65 7861 6d70 6c65 2e63 6f6d",
                RESPONSE_1,
                222,
                "location",
                "https://www.example.com",
                "date",
                DATE_1,
                "cache-control",
                "private",
                ":status",
                "302");
        step(
                decoder,
                "4803 3330 37c1 c0bf",
                RESPONSE_2,
                222,
                ":status",
                "307",
                "location",
                "https://www.example.com",
                "date",
                DATE_1,
                "cache-control",
                "private");
        step(
                decoder,
                "88c1 611d 4d6f 6e2c 2032 3120 4f63 7420 3230 3133 2032 303a 3133 3a32 3220 474d 54c0 5a04"
                        + "677a 6970 7738 666f 6f3d 4153 444a 4b48 514b 425a 584f 5157 454f 5049 5541 5851 5745"
                        + "4f49 553b 206d 6178 2d61 6765 3d33 3630 303b 2076 6572 7369 6f6e 3d31",
                RESPONSE_3,
                215,
                "set-cookie",
                COOKIE,
                "content-encoding",
                "gzip",
                "date",
                DATE_2);
    }

    @Test
    void c6ResponsesWithHuffmanEvictingFromA256OctetTable() throws Exception {
        HpackDecoder decoder = new HpackDecoder(8192, 256);
        step(
                decoder,
                "4882 6402 5885 aec3 771a 4b61 96d0 7abe 9410 54d4 44a8 2005 9504 0b81 66e0 82a6 2d1b ff6e"
                        + "919d 29ad 1718 63c7 8f0b 97c8 e9ae 82ae 43d3",
                RESPONSE_1,
                222,
                "location",
                "https://www.example.com",
                "date",
                DATE_1,
                "cache-control",
                "private",
                ":status",
                "302");
        step(
                decoder,
                "4883 640e ffc1 c0bf",
                RESPONSE_2,
                222,
                ":status",
                "307",
                "location",
                "https://www.example.com",
                "date",
                DATE_1,
                "cache-control",
                "private");
        step(
                decoder,
                "88c1 6196 d07a be94 1054 d444 a820 0595 040b 8166 e084 a62d 1bff c05a 839b d9ab 77ad 94e7"
                        + "821d d7f2 e6c7 b335 dfdf cd5b 3960 d5af 2708 7f36 72c1 ab27 0fb5 291f 9587 3160 65c0"
                        + "03ed 4ee5 b106 3d50 07",
                RESPONSE_3,
                215,
                "set-cookie",
                COOKIE,
                "content-encoding",
                "gzip",
                "date",
                DATE_2);
    }

    private static void step(
            HpackDecoder decoder, String block, List<Http2Header> expected, int tableSize, String... table)
            throws HpackException {
        assertThat(decode(decoder, hex(block))).isEqualTo(expected);
        assertThat(decoder.dynamicTable()).isEqualTo(fields(table));
        assertThat(decoder.dynamicTableSize()).isEqualTo(tableSize);
    }

    // ---- Appendix C.1 and the integer's limits ----

    @Test
    void c1IntegersInSizeUpdatesAndIndexes() throws Exception {
        HpackDecoder decoder = new HpackDecoder(8192, Integer.MAX_VALUE);
        decode(decoder, hex("2a")); // C.1.1: 10 with a 5-bit prefix
        assertThat(decoder.dynamicTableCapacity()).isEqualTo(10);
        decode(decoder, hex("3f 9a 0a")); // C.1.2: 1337 with a 5-bit prefix
        assertThat(decoder.dynamicTableCapacity()).isEqualTo(1337);
        decode(decoder, hex("3f e0 ff ff ff 07")); // 31 + 2^31 - 32: the largest value
        assertThat(decoder.dynamicTableCapacity()).isEqualTo(Integer.MAX_VALUE);
        decode(decoder, hex("3f 80 80 80 80 00")); // 31 with five (zero) continuation octets
        assertThat(decoder.dynamicTableCapacity()).isEqualTo(31);
        assertError(decoder, "ff 80 ff ff ff 07").hasMessageContaining("Index 2147483647 is past");
    }

    @ParameterizedTest(name = "{0}: {2}")
    @CsvSource({
        "index 0, 80, Index 0 is not",
        "index past the static table with an empty dynamic table, be, Index 62 is past",
        "index far past the tables, ff ff 01, Index 382 is past",
        "integer above 2^31-1, 3f e1 ff ff ff 07, exceeds 2^31-1",
        "integer far above 2^31-1, ff ff ff ff ff 0f, exceeds 2^31-1",
        "six continuation octets, 3f 80 80 80 80 80 00, more than five continuation",
        "integer truncated, 3f 9a, ends inside an integer",
        "size update above the advertised size, 3f e2 1f, exceeds the advertised SETTINGS_HEADER_TABLE_SIZE of 4096",
        "size update after a field, 82 20, must start the block",
        "literal without its name, 40, ends before a string literal",
        "literal without its value, 41, ends before a string literal",
        "name past the block's end, 40 0a 63 75, runs past the end of the block",
        "value past the block's end, 04 0c 2f 73, runs past the end of the block",
        "string length far past the block's end, 04 7f ff ff ff 07, runs past the end of the block",
        "Huffman padding not all ones, 00 01 78 81 00, padding",
        "Huffman padding longer than seven bits, 00 01 78 82 07 ff, padding",
        "Huffman string holding EOS, 00 01 78 84 ff ff ff ff, EOS",
        "Huffman name holding EOS, 00 84 ff ff ff ff 00, EOS",
    })
    void malformedBlocksAreCompressionErrors(String what, String block, String message) {
        assertError(new HpackDecoder(8192, 4096), block).hasMessageContaining(message);
    }

    @Test
    void anIndexPastTheDynamicTableIsAnError() throws Exception {
        HpackDecoder decoder = new HpackDecoder(8192, 4096);
        decode(decoder, hex("4001 6101 62")); // a: b, inserted as index 62
        assertThat(decode(decoder, hex("be"))).isEqualTo(fields("a", "b"));
        assertError(decoder, "bf").hasMessageContaining("Index 63 is past").hasMessageContaining("1 entries");
    }

    @Test
    void sizeUpdatesAtTheStartEvictAndMayBeRepeated() throws Exception {
        HpackDecoder decoder = new HpackDecoder(8192, 4096);
        decode(decoder, hex("8286 8441 0f77 7777 2e65 7861 6d70 6c65 2e63 6f6d"));
        assertThat(decoder.dynamicTableSize()).isEqualTo(57);
        assertThat(decode(decoder, hex("20 3f e1 1f 82"))).isEqualTo(fields(":method", "GET"));
        assertThat(decoder.dynamicTable()).isEmpty();
        assertThat(decoder.dynamicTableCapacity()).isEqualTo(4096);
        assertThat(decode(decoder, hex("3f 11"))).isEmpty(); // to 48: a block of a size update alone
        decode(decoder, hex("4001 6101 62")); // 34 octets: fits
        decode(decoder, hex("4001 6301 64")); // evicts a: b
        assertThat(decoder.dynamicTable()).isEqualTo(fields("c", "d"));
        decode(decoder, indexed("a".repeat(15), "")); // 47: alone
        assertThat(decoder.dynamicTable()).isEqualTo(fields("a".repeat(15), ""));
        decode(decoder, indexed("a".repeat(16), "")); // 48: fits exactly
        assertThat(decoder.dynamicTableSize()).isEqualTo(48);
        decode(decoder, indexed("a".repeat(17), "")); // 49: empties the table
        assertThat(decoder.dynamicTable()).isEmpty();
        assertThat(decoder.dynamicTableSize()).isZero();
    }

    @Test
    void aNewEntryMayNameTheEntryItEvicts() throws Exception {
        HpackDecoder decoder = new HpackDecoder(8192, 4096);
        decode(decoder, hex("3f 23")); // 66: room for one entry of two one-octet strings
        decode(decoder, hex("4001 6101 62"));
        assertThat(decode(decoder, hex("7e 01 63"))).isEqualTo(fields("a", "c")); // name: index 62, evicted by it
        assertThat(decoder.dynamicTable()).isEqualTo(fields("a", "c"));
    }

    /** A literal with incremental indexing and a new name, both strings raw. */
    private static byte[] indexed(String name, String value) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(0x40);
        HpackEncoder.writeInteger(out, 0, 7, name.length());
        out.writeBytes(name.getBytes(StandardCharsets.ISO_8859_1));
        HpackEncoder.writeInteger(out, 0, 7, value.length());
        out.writeBytes(value.getBytes(StandardCharsets.ISO_8859_1));
        return out.toByteArray();
    }

    private static AbstractThrowableAssert<?, ? extends Throwable> assertError(HpackDecoder decoder, String block) {
        return assertThatThrownBy(() -> decode(decoder, hex(block))).isInstanceOfSatisfying(HpackException.class, e -> {
            assertThat(e.errorCode()).isEqualTo(HpackException.COMPRESSION_ERROR);
            assertThat(e.headerListTooLarge()).isFalse();
        });
    }

    // ---- The header-list limit ----

    @Test
    void theListLimitCountsNameValueAnd32PerField() throws Exception {
        byte[] block = hex("82 4001 6101 62"); // :method GET (42), a: b (34)
        assertThat(decode(new HpackDecoder(76, 4096), block)).hasSize(2);
        assertThatThrownBy(() -> decode(new HpackDecoder(75, 4096), block))
                .isInstanceOfSatisfying(HpackException.class, e -> {
                    assertThat(e.headerListTooLarge()).isTrue();
                    assertThat(e.errorCode()).isEqualTo(HpackException.PROTOCOL_ERROR);
                })
                .hasMessageContaining("75");
    }

    @Test
    void afterATooLargeListTheTableStaysInStepWithThePeer() throws Exception {
        Random random = new Random(9113);
        DefaultHttp2HeadersEncoder netty = HpackTestSupport.nettyEncoder((name, value) -> false);
        HpackDecoder limited = new HpackDecoder(600, 4096);
        HpackDecoder unlimited = new HpackDecoder(Integer.MAX_VALUE, 4096);
        int tooLarge = 0;
        for (int i = 0; i < 300; i++) {
            List<Http2Header> fields = HpackTestSupport.randomFields(random);
            byte[] block = HpackTestSupport.nettyEncode(netty, fields);
            List<Http2Header> expected = decode(unlimited, block);
            long size = fields.stream()
                    .mapToLong(f -> f.name().length() + f.value().length() + 32L)
                    .sum();
            if (size > 600) {
                tooLarge++;
                assertThatThrownBy(() -> decode(limited, block))
                        .isInstanceOfSatisfying(
                                HpackException.class,
                                e -> assertThat(e.headerListTooLarge()).isTrue());
            } else {
                assertThat(decode(limited, block)).isEqualTo(expected).isEqualTo(fields);
            }
            assertThat(limited.dynamicTable()).isEqualTo(unlimited.dynamicTable());
        }
        assertThat(tooLarge).as("blocks over the limit").isBetween(50, 250);
    }

    @Test
    void aHugeFieldPastTheLimitIsNeverMaterialised() throws Exception {
        HpackDecoder decoder = new HpackDecoder(8192, 4096);
        long allocated = 0;
        String big = "0".repeat(1 << 20);
        for (boolean huffman : new boolean[] {false, true}) {
            for (int representation : new int[] {0x00, 0x10, 0x40}) {
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                out.write(representation | 1); // :authority
                if (huffman) {
                    HpackEncoder.writeInteger(out, 0x80, 7, (int) Huffman.encodedLength(big));
                    Huffman.encode(big, out);
                } else {
                    HpackEncoder.writeInteger(out, 0x00, 7, big.length());
                    out.writeBytes(big.getBytes(StandardCharsets.ISO_8859_1));
                }
                out.write(0x82);
                byte[] block = out.toByteArray();
                HpackException[] thrown = new HpackException[1];
                for (int run = 0; run < 3; run++) { // the last run measured: class loading and such are done
                    decoder = new HpackDecoder(8192, 4096);
                    HpackDecoder measured = decoder;
                    allocated = Allocations.measure(() -> {
                        try {
                            measured.decode(block, 0, block.length);
                        } catch (HpackException e) {
                            thrown[0] = e;
                        }
                    });
                }
                assertThat(thrown[0]).isNotNull();
                assertThat(thrown[0].headerListTooLarge()).isTrue();
                assertThat(allocated)
                        .as("bytes allocated decoding a %d-octet block, Huffman %s", block.length, huffman)
                        .isLessThan(64 * 1024);
                assertThat(decoder.dynamicTable()).isEmpty(); // the 1 MiB entry emptied it
            }
        }
    }

    // ---- Netty's encoder as the peer ----

    @Test
    void blocksFromNettysEncoderDecodeEqualOverOneConnection() throws Exception {
        Random random = new Random(7540);
        DefaultHttp2HeadersEncoder netty = HpackTestSupport.nettyEncoder((name, value) -> name.length() % 5 == 0);
        HpackDecoder decoder = new HpackDecoder(Integer.MAX_VALUE, 4096);
        int[] sizes = {4096, 0, 256, 4096, 100, 1024, 4096};
        for (int i = 0; i < 700; i++) {
            if (i % 100 == 50) {
                netty.configuration().maxHeaderTableSize(sizes[i / 100]);
            }
            List<Http2Header> fields = HpackTestSupport.randomFields(random);
            byte[] block = HpackTestSupport.nettyEncode(netty, fields);
            assertThat(decode(decoder, block)).as("block %d", i).isEqualTo(fields);
        }
        assertThat(decoder.dynamicTableSize()).as("the table is in use").isPositive();
    }

    // ---- A typical request: allocation and time against Netty's decoder ----

    @Test
    void aTypicalRequestAllocatesLittleMoreThanItsStringsAndDecodesAboutAsFastAsNettys() throws Exception {
        Random random = new Random(2026);
        String jwt = HpackTestSupport.randomText(
                random, 300, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.");
        List<Http2Header> request = fields(
                ":method", "POST",
                ":scheme", "https",
                ":authority", "api.example.com:8443",
                ":path", "/api/v1/governance/domain/3f2c9a1e-5b7d-4e8a-9c0f-1a2b3c4d5e6f",
                "authorization", "Bearer " + jwt,
                "content-type", "application/json; charset=utf-8",
                "accept-encoding", "gzip",
                "user-agent", "okhttp/5.1.0");
        DefaultHttp2HeadersEncoder encoder = HpackTestSupport.nettyEncoder((name, value) -> false);
        byte[] first = HpackTestSupport.nettyEncode(encoder, request); // literals, Huffman-coded, indexed
        byte[] next = HpackTestSupport.nettyEncode(encoder, request); // the same request again: all indexed
        long octets = request.stream()
                .mapToLong(f -> f.name().length() + f.value().length())
                .sum();

        HpackDecoder ours = new HpackDecoder(65536, 4096);
        io.netty.handler.codec.http2.DefaultHttp2HeadersDecoder netty = HpackTestSupport.nettyDecoder();
        for (int i = 0; i < 20_000; i++) { // warm-up; the first block again and again: its insertions evict
            decode(ours, first);
            HpackTestSupport.nettyDecode(netty, first);
        }
        assertThat(decode(ours, first)).isEqualTo(request);
        long[] allocated = new long[1];
        allocated[0] = Allocations.measure(() -> decode(ours, first));
        assertThat(allocated[0])
                .as("bytes allocated decoding a %d-octet block of %d decoded octets", first.length, octets)
                .isLessThan(3 * octets);

        HpackDecoder steady = new HpackDecoder(65536, 4096);
        decode(steady, first);
        for (int i = 0; i < 1000; i++) {
            decode(steady, next);
        }
        assertThat(decode(steady, next)).isEqualTo(request);
        assertThat(Allocations.measure(() -> decode(steady, next)))
                .as("bytes allocated decoding a block of indexed fields")
                .isLessThan(200);

        long[] first10k = timeAgainstNetty(ours, netty, first);
        long[] next10k = timeAgainstNetty(ours, netty, next); // both tables hold the entries first inserted last
        System.out.printf(
                "HPACK decode of a %d-octet request block: %d ns here, %d ns with Netty's decoder (ratio %.2f);"
                        + " the same request all indexed (%d octets): %d ns, %d ns (ratio %.2f);"
                        + " %d bytes allocated for %d decoded octets%n",
                first.length,
                first10k[0] / 10_000,
                first10k[1] / 10_000,
                (double) first10k[0] / first10k[1],
                next.length,
                next10k[0] / 10_000,
                next10k[1] / 10_000,
                (double) next10k[0] / next10k[1],
                allocated[0],
                octets);
    }

    /**
     * Nanoseconds for 10,000 decodes of {@code block}, ours (to a list of fields) then Netty's (to its
     * {@code Http2Headers}), interleaved, best of five.
     */
    private static long[] timeAgainstNetty(
            HpackDecoder ours, io.netty.handler.codec.http2.DefaultHttp2HeadersDecoder netty, byte[] block)
            throws Exception {
        long oursNanos = Long.MAX_VALUE;
        long nettyNanos = Long.MAX_VALUE;
        for (int round = 0; round < 5; round++) { // other load on the machine hits both alike
            long start = System.nanoTime();
            for (int i = 0; i < 10_000; i++) {
                decode(ours, block);
            }
            oursNanos = Math.min(oursNanos, System.nanoTime() - start);
            start = System.nanoTime();
            for (int i = 0; i < 10_000; i++) {
                ByteBuf in = Unpooled.wrappedBuffer(block); // Netty's own result, not turned into a list
                netty.decodeHeaders(3, in);
                in.release();
            }
            nettyNanos = Math.min(nettyNanos, System.nanoTime() - start);
        }
        return new long[] {oursNanos, nettyNanos};
    }

    // ---- Fuzz: only success or HpackException, on random and on mutated blocks ----

    @Test
    void randomAndMutatedBlocksThrowNothingButHpackException() throws Exception {
        Random random = new Random(1);
        int[] listLimits = {0, 100, 4096, Integer.MAX_VALUE};
        int[] tableSizes = {0, 256, 4096};
        HpackDecoder decoder = new HpackDecoder(4096, 4096);
        int decoded = 0;
        for (int i = 0; i < 5000; i++) {
            if (i % 50 == 0) {
                decoder = new HpackDecoder(listLimits[random.nextInt(4)], tableSizes[random.nextInt(3)]);
            }
            byte[] block = new byte[random.nextInt(64)];
            random.nextBytes(block);
            decoded += fuzz(decoder, block, random);
        }
        DefaultHttp2HeadersEncoder netty = HpackTestSupport.nettyEncoder((name, value) -> name.length() % 3 == 0);
        List<byte[]> valid = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            valid.add(HpackTestSupport.nettyEncode(netty, HpackTestSupport.randomFields(random)));
        }
        for (int i = 0; i < 5000; i++) {
            if (i % 50 == 0) {
                decoder = new HpackDecoder(listLimits[random.nextInt(4)], tableSizes[random.nextInt(3)]);
            }
            decoded += fuzz(decoder, mutate(valid.get(random.nextInt(valid.size())), random), random);
        }
        assertThat(decoded).as("blocks decoded without error").isBetween(100, 9900);
    }

    private static int fuzz(HpackDecoder decoder, byte[] block, Random random) {
        int offset = random.nextInt(4);
        byte[] framed = new byte[offset + block.length + random.nextInt(4)];
        random.nextBytes(framed);
        System.arraycopy(block, 0, framed, offset, block.length);
        try {
            decoder.decode(framed, offset, block.length);
            return 1;
        } catch (HpackException e) {
            assertThat(e.getMessage()).isNotBlank();
            return 0;
        } finally {
            assertThat(decoder.dynamicTableSize()).isLessThanOrEqualTo(decoder.dynamicTableCapacity());
            assertThat(decoder.dynamicTableSize())
                    .isEqualTo(decoder.dynamicTable().stream()
                            .mapToInt(f -> f.name().length() + f.value().length() + 32)
                            .sum());
        }
    }

    private static byte[] mutate(byte[] valid, Random random) {
        byte[] block = valid.clone();
        int mutations = 1 + random.nextInt(4);
        for (int m = 0; m < mutations && block.length > 0; m++) {
            int at = random.nextInt(block.length);
            switch (random.nextInt(5)) {
                case 0 -> block[at] ^= (byte) (1 << random.nextInt(8));
                case 1 -> block[at] = (byte) random.nextInt(256);
                case 2 -> block = java.util.Arrays.copyOf(block, at); // truncated
                case 3 -> { // an octet inserted
                    byte[] longer = new byte[block.length + 1];
                    System.arraycopy(block, 0, longer, 0, at);
                    longer[at] = (byte) random.nextInt(256);
                    System.arraycopy(block, at, longer, at + 1, block.length - at);
                    block = longer;
                }
                default -> { // an octet removed
                    byte[] shorter = new byte[block.length - 1];
                    System.arraycopy(block, 0, shorter, 0, at);
                    System.arraycopy(block, at + 1, shorter, at, block.length - at - 1);
                    block = shorter;
                }
            }
        }
        return block;
    }
}
