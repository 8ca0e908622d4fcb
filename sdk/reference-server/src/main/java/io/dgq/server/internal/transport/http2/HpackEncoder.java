package io.dgq.server.internal.transport.http2;

import java.io.ByteArrayOutputStream;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The HPACK encoder (RFC 7541) of one HTTP/2 connection's outgoing header blocks: simple and correct rather than
 * compact, it never inserts into the dynamic table, so the peer's decoder needs no memory for this connection.
 *
 * <p>A field whose name and value are both in the static table is sent as its index ({@code :status 200} is one
 * octet); any other as a literal without indexing, its name by static index when the static table has it; the names
 * that carry credentials ({@code authorization}, {@code proxy-authorization}, {@code cookie}, {@code set-cookie}) as
 * never-indexed literals instead, so that no intermediary compresses them into a table either (RFC 7541 section 7.1).
 * Each string is Huffman-coded when that is shorter, raw otherwise, as other servers do; or, for an encoder made to
 * write them raw ({@code new HpackEncoder(false)}), always raw: the server's own connections do so, as coding costs the
 * server and decoding the client more CPU than the bytes it saves are worth on the short answers' heads (a call in
 * flight over h2 took about 10 % less client CPU when measured).
 *
 * <p>Names are written as given: HTTP/2 requires them in lower case, which is the caller's concern. Fields are
 * ISO-8859-1 text: a character above {@code U+00FF} is written as {@code '?'}.
 *
 * <p>Not thread-safe: a connection encodes its blocks one at a time, in the order it sends them.
 */
final class HpackEncoder {

    /** The dynamic table size both ends assume before any SETTINGS (RFC 9113 section 6.5.2). */
    private static final int DEFAULT_TABLE_SIZE = 4096;

    /** The static table's index of each (name, value) pair it holds. */
    private static final Map<Http2Header, Integer> STATIC_FIELDS = new HashMap<>();

    /** The static table's first index of each name it holds. */
    private static final Map<String, Integer> STATIC_NAMES = new HashMap<>();

    static {
        List<Http2Header> table = HpackDecoder.STATIC_TABLE;
        for (int i = table.size(); i >= 1; i--) {
            Http2Header entry = table.get(i - 1);
            STATIC_FIELDS.put(entry, i);
            STATIC_NAMES.put(entry.name(), i);
        }
    }

    /** The dynamic table size the peer's decoder holds for this encoder; it only ever shrinks. */
    private int tableSize = DEFAULT_TABLE_SIZE;

    /** Whether the next block must start with a dynamic table size update to {@link #tableSize}. */
    private boolean sizeUpdatePending;

    /** Whether strings are Huffman-coded when that is shorter. */
    private final boolean huffman;

    /**
     * An encoder that Huffman-codes a string when that is shorter, whose peer's decoder has the protocol's default
     * table size, 4096, until told otherwise.
     */
    HpackEncoder() {
        this(true);
    }

    /**
     * An encoder whose peer's decoder has the protocol's default table size, 4096, until told otherwise.
     *
     * @param huffman whether a string is Huffman-coded when that is shorter; {@code false} writes every string raw
     */
    HpackEncoder(boolean huffman) {
        this.huffman = huffman;
    }

    /** Appends the block for these fields. */
    void encode(List<Http2Header> headers, ByteArrayOutputStream out) {
        if (sizeUpdatePending) {
            // RFC 7541 section 4.2: a lowered maximum is acknowledged at the start of the next block
            writeInteger(out, 0x20, 5, tableSize);
            sizeUpdatePending = false;
        }
        for (Http2Header header : headers) {
            Integer index = STATIC_FIELDS.get(header);
            if (index != null) {
                writeInteger(out, 0x80, 7, index);
                continue;
            }
            int representation = sensitive(header.name()) ? 0x10 : 0x00;
            Integer nameIndex = STATIC_NAMES.get(header.name());
            if (nameIndex != null) {
                writeInteger(out, representation, 4, nameIndex);
            } else {
                out.write(representation);
                writeString(out, header.name());
            }
            writeString(out, header.value());
        }
    }

    /**
     * Applies the peer's SETTINGS_HEADER_TABLE_SIZE (the encoder may use at most that much dynamic table). As this
     * encoder inserts nothing, only a size below the one the peer's decoder holds matters: the next block then starts
     * with a size update to it, which RFC 7541 section 4.2 requires. A larger size changes nothing.
     *
     * @throws IllegalArgumentException if {@code size} is negative
     */
    void maxTableSize(int size) {
        if (size < 0) {
            throw new IllegalArgumentException("The table size must not be negative: " + size);
        }
        if (size < tableSize) {
            tableSize = size;
            sizeUpdatePending = true;
        }
    }

    private static boolean sensitive(String name) {
        return switch (name) {
            case "authorization", "proxy-authorization", "cookie", "set-cookie" -> true;
            default -> false;
        };
    }

    /** A string literal (RFC 7541 section 5.2): Huffman-coded when this encoder does so and it is shorter, else raw. */
    private void writeString(ByteArrayOutputStream out, String text) {
        long huffmanLength = huffman ? Huffman.encodedLength(text) : Long.MAX_VALUE;
        if (huffmanLength < text.length()) {
            writeInteger(out, 0x80, 7, (int) huffmanLength);
            Huffman.encode(text, out);
        } else {
            writeInteger(out, 0x00, 7, text.length());
            for (int i = 0; i < text.length(); i++) {
                out.write(Huffman.octet(text.charAt(i)));
            }
        }
    }

    /** An integer with an N-bit prefix (RFC 7541 section 5.1), the bits above the prefix taken from {@code first}. */
    static void writeInteger(ByteArrayOutputStream out, int first, int prefixBits, int value) {
        int max = (1 << prefixBits) - 1;
        if (value < max) {
            out.write(first | value);
            return;
        }
        out.write(first | max);
        int rest = value - max;
        while (rest >= 0x80) {
            out.write((rest & 0x7F) | 0x80);
            rest >>>= 7;
        }
        out.write(rest);
    }
}
