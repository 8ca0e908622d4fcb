package io.dgq.server.internal.transport.http2;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The HPACK decoder (RFC 7541) of one HTTP/2 connection: it turns the peer's header blocks into field lists, keeping
 * the dynamic table the peer's encoder fills in step with it.
 *
 * <p>It is strict: anything RFC 7541 calls a decoding error is a {@link HpackException} with COMPRESSION_ERROR, after
 * which the table is out of step and the connection must end. That covers an index of 0 or past the tables, an integer
 * above 2^31-1 or truncated, a string running past the block, a Huffman string holding EOS or padded with more than
 * seven bits or with bits other than ones, a dynamic table size update after the first field of a block or above the
 * size the server advertised, and a block ending inside a representation. Nothing else escapes: no other exception
 * comes out of {@link #decode} for any bytes.
 *
 * <p>The header-list limit (SETTINGS_MAX_HEADER_LIST_SIZE, RFC 9113 section 6.5.2: the sum of name length, value
 * length and 32 per field) is counted field by field. Once the sum passes the limit the decoder keeps no more fields and
 * materialises no string beyond those the dynamic table must hold, but it still reads the block to its end, checking it
 * and applying every insertion and size update, so that the table stays in step with the peer: it then throws
 * {@link HpackException#headerListTooLarge()}, and the caller may answer the stream with 431 (or reset it) and go on
 * with the connection. The block's end is still read because RFC 7541 requires a decoder to process every block whole
 * to keep its table right; closing the connection instead would also be allowed, but is not needed.
 *
 * <p>Memory: a block costs at most its decoded fields (bounded by the header-list limit), one scratch buffer of at most
 * 8/5 of the block's length for Huffman strings, and the dynamic table (bounded by its size); a Huffman string's
 * decoded length is bounded before any buffer is sized for it.
 *
 * <p>Not thread-safe: a connection decodes its blocks one at a time, in the order received.
 */
final class HpackDecoder {

    /** The static table of RFC 7541 Appendix A: index 1 is element 0. */
    static final List<Http2Header> STATIC_TABLE = List.of(
            new Http2Header(":authority", ""),
            new Http2Header(":method", "GET"),
            new Http2Header(":method", "POST"),
            new Http2Header(":path", "/"),
            new Http2Header(":path", "/index.html"),
            new Http2Header(":scheme", "http"),
            new Http2Header(":scheme", "https"),
            new Http2Header(":status", "200"),
            new Http2Header(":status", "204"),
            new Http2Header(":status", "206"),
            new Http2Header(":status", "304"),
            new Http2Header(":status", "400"),
            new Http2Header(":status", "404"),
            new Http2Header(":status", "500"),
            new Http2Header("accept-charset", ""),
            new Http2Header("accept-encoding", "gzip, deflate"),
            new Http2Header("accept-language", ""),
            new Http2Header("accept-ranges", ""),
            new Http2Header("accept", ""),
            new Http2Header("access-control-allow-origin", ""),
            new Http2Header("age", ""),
            new Http2Header("allow", ""),
            new Http2Header("authorization", ""),
            new Http2Header("cache-control", ""),
            new Http2Header("content-disposition", ""),
            new Http2Header("content-encoding", ""),
            new Http2Header("content-language", ""),
            new Http2Header("content-length", ""),
            new Http2Header("content-location", ""),
            new Http2Header("content-range", ""),
            new Http2Header("content-type", ""),
            new Http2Header("cookie", ""),
            new Http2Header("date", ""),
            new Http2Header("etag", ""),
            new Http2Header("expect", ""),
            new Http2Header("expires", ""),
            new Http2Header("from", ""),
            new Http2Header("host", ""),
            new Http2Header("if-match", ""),
            new Http2Header("if-modified-since", ""),
            new Http2Header("if-none-match", ""),
            new Http2Header("if-range", ""),
            new Http2Header("if-unmodified-since", ""),
            new Http2Header("last-modified", ""),
            new Http2Header("link", ""),
            new Http2Header("location", ""),
            new Http2Header("max-forwards", ""),
            new Http2Header("proxy-authenticate", ""),
            new Http2Header("proxy-authorization", ""),
            new Http2Header("range", ""),
            new Http2Header("referer", ""),
            new Http2Header("refresh", ""),
            new Http2Header("retry-after", ""),
            new Http2Header("server", ""),
            new Http2Header("set-cookie", ""),
            new Http2Header("strict-transport-security", ""),
            new Http2Header("transfer-encoding", ""),
            new Http2Header("user-agent", ""),
            new Http2Header("vary", ""),
            new Http2Header("via", ""),
            new Http2Header("www-authenticate", ""));

    /** The size RFC 7541 section 4.1 counts for an entry, on top of its name's and value's octets. */
    static final int ENTRY_OVERHEAD = 32;

    private static final Http2Header[] STATIC = STATIC_TABLE.toArray(new Http2Header[0]);

    /** A scratch buffer larger than this is dropped after the block, so one large block does not pin its memory. */
    private static final int SCRATCH_KEPT = 16 * 1024;

    private static final byte[] NO_OCTETS = new byte[0];

    private final long maxHeaderListSize;
    private final int maxTableSize;
    private final DynamicTable table;
    private byte[] scratch = NO_OCTETS;

    // The block being decoded, and what has been decoded of it so far.
    private byte[] in = NO_OCTETS;
    private int pos;
    private int end;
    private List<Http2Header> fields;
    private long listSize;
    private boolean tooLarge;
    /** The decoded length of the string {@link #readString} read last, whether or not it materialised it. */
    private int stringLength;

    /**
     * A decoder for one connection.
     *
     * @param maxHeaderListSize the SETTINGS_MAX_HEADER_LIST_SIZE the server advertises (sum of name + value + 32 per
     *     field, RFC 9113 section 6.5.2)
     * @param maxTableSize the SETTINGS_HEADER_TABLE_SIZE the server advertises (4096 by default): the dynamic table
     *     starts with this size, and a size update above it is an error. Advertise the protocol's default of 4096
     *     unless the peer is known to apply the server's settings before it sends a block, as a peer's encoder
     *     assumes 4096 until then.
     * @throws IllegalArgumentException if either is negative
     */
    HpackDecoder(int maxHeaderListSize, int maxTableSize) {
        if (maxHeaderListSize < 0 || maxTableSize < 0) {
            throw new IllegalArgumentException("maxHeaderListSize and maxTableSize must not be negative");
        }
        this.maxHeaderListSize = maxHeaderListSize;
        this.maxTableSize = maxTableSize;
        this.table = new DynamicTable(maxTableSize);
    }

    /**
     * Decodes one complete header block (HEADERS + CONTINUATION payloads already joined by the caller).
     *
     * @return the fields in the order sent; a list the caller owns
     * @throws HpackException COMPRESSION_ERROR for a malformed block (the connection must end), or
     *     {@link HpackException#headerListTooLarge()} when the list passes the advertised limit (the table is still
     *     in step)
     * @throws IndexOutOfBoundsException if {@code offset} and {@code length} are not within {@code block}
     */
    List<Http2Header> decode(byte[] block, int offset, int length) throws HpackException {
        Objects.checkFromIndexSize(offset, length, block.length);
        in = block;
        pos = offset;
        end = offset + length;
        fields = new ArrayList<>();
        listSize = 0;
        tooLarge = false;
        try {
            boolean fieldSeen = false;
            while (pos < end) {
                int first = in[pos] & 0xFF;
                if ((first & 0x80) != 0) {
                    Http2Header field = entry(readInteger(7));
                    if (count(entrySize(field))) {
                        fields.add(field); // entries are immutable: the table's own instance serves
                    }
                } else if ((first & 0x40) != 0) {
                    literal(6, true);
                } else if ((first & 0x20) != 0) {
                    if (fieldSeen) {
                        throw HpackException.compression(
                                "A dynamic table size update follows a header field; it must start the block");
                    }
                    int size = readInteger(5);
                    if (size > maxTableSize) {
                        throw HpackException.compression("A dynamic table size update to " + size
                                + " exceeds the advertised SETTINGS_HEADER_TABLE_SIZE of " + maxTableSize);
                    }
                    table.resize(size);
                    continue;
                } else {
                    // 0000xxxx without indexing, 0001xxxx never indexed: the same for a decoder
                    literal(4, false);
                }
                fieldSeen = true;
            }
            if (tooLarge) {
                throw HpackException.headerListTooLarge(maxHeaderListSize);
            }
            return fields;
        } finally {
            in = NO_OCTETS;
            fields = null;
            if (scratch.length > SCRATCH_KEPT) {
                scratch = NO_OCTETS;
            }
        }
    }

    /** The dynamic table's current size in octets (RFC 7541 section 4.1); for tests. */
    int dynamicTableSize() {
        return (int) table.size;
    }

    /** The dynamic table's maximum size, as the last size update set it (the advertised size before any); for tests. */
    int dynamicTableCapacity() {
        return table.capacity;
    }

    /** The dynamic table's entries, newest first (index 62 first); for tests. */
    List<Http2Header> dynamicTable() {
        List<Http2Header> entries = new ArrayList<>(table.count);
        for (int i = 0; i < table.count; i++) {
            entries.add(table.get(i));
        }
        return entries;
    }

    /** A literal field: with incremental indexing (6-bit name index) or without / never indexed (4-bit). */
    private void literal(int prefix, boolean indexing) throws HpackException {
        int nameIndex = readInteger(prefix);
        String name;
        int nameLength;
        if (nameIndex != 0) {
            name = entry(nameIndex).name();
            nameLength = name.length();
        } else {
            name = readString(budget(0, indexing));
            nameLength = stringLength;
        }
        String value = readString(budget(nameLength, indexing));
        long size = (long) nameLength + stringLength + ENTRY_OVERHEAD;
        Http2Header field = null;
        if (indexing) {
            field = table.add(name, value, size);
        }
        if (count(size)) {
            // within the list's budget, so both strings were materialised (see budget)
            fields.add(field != null ? field : new Http2Header(name, value));
        }
    }

    /**
     * The longest string worth materialising once {@code used} octets of the field are known: what still fits the
     * header list, or (for a field the table keeps) what still fits the table; negative when neither.
     */
    private long budget(long used, boolean indexing) {
        long list = tooLarge ? -1 : maxHeaderListSize - listSize - ENTRY_OVERHEAD - used;
        long entry = indexing ? table.capacity - ENTRY_OVERHEAD - used : -1;
        return Math.max(list, entry);
    }

    /**
     * Counts a field of {@code size} (name + value + 32) against the header-list limit: whether the list is still
     * within it; past the limit, drops the fields kept so far, as no list will be returned.
     */
    private boolean count(long size) {
        if (tooLarge) {
            return false;
        }
        if (size > maxHeaderListSize - listSize) {
            tooLarge = true;
            fields = null;
            return false;
        }
        listSize += size;
        return true;
    }

    /** The entry at an index of the joined address space (RFC 7541 section 2.3.3). */
    private Http2Header entry(int index) throws HpackException {
        if (index == 0) {
            throw HpackException.compression("Index 0 is not a valid table index");
        }
        if (index <= STATIC.length) {
            return STATIC[index - 1];
        }
        int dynamic = index - STATIC.length - 1;
        if (dynamic >= table.count) {
            throw HpackException.compression("Index " + index + " is past the static table (61 entries) and the "
                    + "dynamic table (" + table.count + " entries)");
        }
        return table.get(dynamic);
    }

    /**
     * Reads an integer with an N-bit prefix (RFC 7541 section 5.1) at {@link #pos}, which must be within the block.
     * Values above 2^31-1 are refused, so at most five continuation octets are read.
     */
    private int readInteger(int prefixBits) throws HpackException {
        int mask = (1 << prefixBits) - 1;
        int value = in[pos++] & mask;
        if (value < mask) {
            return value;
        }
        long sum = value;
        for (int shift = 0; ; shift += 7) {
            if (pos >= end) {
                throw HpackException.compression("The block ends inside an integer");
            }
            int octet = in[pos++] & 0xFF;
            sum += (long) (octet & 0x7F) << shift;
            if (sum > Integer.MAX_VALUE) {
                throw HpackException.compression("An integer exceeds 2^31-1");
            }
            if ((octet & 0x80) == 0) {
                return (int) sum;
            }
            if (shift == 28) {
                throw HpackException.compression("An integer has more than five continuation octets");
            }
        }
    }

    /**
     * Reads a string literal (RFC 7541 section 5.2), checking it whole, and returns it if its decoded length is at
     * most {@code maxLength}, else null; {@link #stringLength} is its decoded length either way.
     */
    private String readString(long maxLength) throws HpackException {
        if (pos >= end) {
            throw HpackException.compression("The block ends before a string literal");
        }
        boolean huffman = (in[pos] & 0x80) != 0;
        int length = readInteger(7);
        if (length > end - pos) {
            throw HpackException.compression(
                    "A string literal of " + length + " octets runs past the end of the block");
        }
        int start = pos;
        pos += length;
        if (!huffman) {
            stringLength = length;
            return length <= maxLength ? new String(in, start, length, StandardCharsets.ISO_8859_1) : null;
        }
        int kept = (int) Math.max(0, Math.min(Huffman.maxDecodedLength(length), maxLength));
        if (scratch.length < kept) {
            scratch = new byte[kept];
        }
        int decoded = Huffman.decode(in, start, length, scratch, kept);
        stringLength = decoded;
        return decoded <= maxLength ? new String(scratch, 0, decoded, StandardCharsets.ISO_8859_1) : null;
    }

    private static long entrySize(Http2Header field) {
        return (long) field.name().length() + field.value().length() + ENTRY_OVERHEAD;
    }

    /** The dynamic table (RFC 7541 section 2.3.2): a ring of entries, the newest at index 0, FIFO eviction by size. */
    private static final class DynamicTable {

        private Http2Header[] ring = new Http2Header[8];
        private int oldest;
        private int count;
        private long size;
        private int capacity;

        DynamicTable(int capacity) {
            this.capacity = capacity;
        }

        Http2Header get(int index) {
            return ring[(oldest + count - 1 - index) & (ring.length - 1)];
        }

        /** Applies a dynamic table size update: evicts until the entries fit the new size. */
        void resize(int newCapacity) {
            capacity = newCapacity;
            evictUntil(capacity);
        }

        /**
         * Inserts an entry (RFC 7541 section 4.4) and returns it: evicts until it fits; one larger than the table
         * empties it and is not kept (null is returned; name and value may then be null, never otherwise).
         */
        Http2Header add(String name, String value, long octets) {
            if (octets > capacity) {
                evictUntil(0);
                return null;
            }
            evictUntil(capacity - octets);
            if (count == ring.length) {
                Http2Header[] grown = new Http2Header[ring.length * 2];
                for (int i = 0; i < count; i++) {
                    grown[i] = ring[(oldest + i) & (ring.length - 1)];
                }
                ring = grown;
                oldest = 0;
            }
            Http2Header entry = new Http2Header(name, value);
            ring[(oldest + count) & (ring.length - 1)] = entry;
            count++;
            size += octets;
            return entry;
        }

        private void evictUntil(long target) {
            while (size > target) {
                Http2Header evicted = ring[oldest];
                ring[oldest] = null;
                oldest = (oldest + 1) & (ring.length - 1);
                count--;
                size -= entrySize(evicted);
            }
            if (count == 0) {
                oldest = 0;
            }
        }
    }
}
