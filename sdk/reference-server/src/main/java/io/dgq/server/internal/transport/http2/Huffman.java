package io.dgq.server.internal.transport.http2;

import java.io.ByteArrayOutputStream;

/**
 * The canonical Huffman code of HPACK (RFC 7541 section 5.2 and Appendix B): encoding, and a decoder driven by a
 * state table that consumes four bits per step instead of walking the code tree bit by bit.
 *
 * <p>The decoder's table has one state per inner node of the code tree (256 of them: the tree has 257 leaves) and 16
 * transitions per state, one for each nibble; a transition gives the next state, the symbol it completes (a nibble
 * completes at most one, as the shortest code has five bits), whether it ran into EOS (an error wherever it appears),
 * and whether the state reached may end a string (the root, or a run of at most seven one-bits: valid padding).
 */
final class Huffman {

    /** The symbol that ends a stream in the code; it must never appear in an encoded string. */
    private static final int EOS = 256;

    // The code of each symbol 0..256, right-aligned, as RFC 7541 Appendix B lists it ("code as hex aligned to LSB").
    // spotless:off
    private static final int[] CODES = {
        0x1ff8, 0x7fffd8, 0xfffffe2, 0xfffffe3, 0xfffffe4, 0xfffffe5, 0xfffffe6, 0xfffffe7, // 0
        0xfffffe8, 0xffffea, 0x3ffffffc, 0xfffffe9, 0xfffffea, 0x3ffffffd, 0xfffffeb, 0xfffffec, // 8
        0xfffffed, 0xfffffee, 0xfffffef, 0xffffff0, 0xffffff1, 0xffffff2, 0x3ffffffe, 0xffffff3, // 16
        0xffffff4, 0xffffff5, 0xffffff6, 0xffffff7, 0xffffff8, 0xffffff9, 0xffffffa, 0xffffffb, // 24
        0x14, 0x3f8, 0x3f9, 0xffa, 0x1ff9, 0x15, 0xf8, 0x7fa, // 32
        0x3fa, 0x3fb, 0xf9, 0x7fb, 0xfa, 0x16, 0x17, 0x18, // 40
        0x0, 0x1, 0x2, 0x19, 0x1a, 0x1b, 0x1c, 0x1d, // 48
        0x1e, 0x1f, 0x5c, 0xfb, 0x7ffc, 0x20, 0xffb, 0x3fc, // 56
        0x1ffa, 0x21, 0x5d, 0x5e, 0x5f, 0x60, 0x61, 0x62, // 64
        0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6a, // 72
        0x6b, 0x6c, 0x6d, 0x6e, 0x6f, 0x70, 0x71, 0x72, // 80
        0xfc, 0x73, 0xfd, 0x1ffb, 0x7fff0, 0x1ffc, 0x3ffc, 0x22, // 88
        0x7ffd, 0x3, 0x23, 0x4, 0x24, 0x5, 0x25, 0x26, // 96
        0x27, 0x6, 0x74, 0x75, 0x28, 0x29, 0x2a, 0x7, // 104
        0x2b, 0x76, 0x2c, 0x8, 0x9, 0x2d, 0x77, 0x78, // 112
        0x79, 0x7a, 0x7b, 0x7ffe, 0x7fc, 0x3ffd, 0x1ffd, 0xffffffc, // 120
        0xfffe6, 0x3fffd2, 0xfffe7, 0xfffe8, 0x3fffd3, 0x3fffd4, 0x3fffd5, 0x7fffd9, // 128
        0x3fffd6, 0x7fffda, 0x7fffdb, 0x7fffdc, 0x7fffdd, 0x7fffde, 0xffffeb, 0x7fffdf, // 136
        0xffffec, 0xffffed, 0x3fffd7, 0x7fffe0, 0xffffee, 0x7fffe1, 0x7fffe2, 0x7fffe3, // 144
        0x7fffe4, 0x1fffdc, 0x3fffd8, 0x7fffe5, 0x3fffd9, 0x7fffe6, 0x7fffe7, 0xffffef, // 152
        0x3fffda, 0x1fffdd, 0xfffe9, 0x3fffdb, 0x3fffdc, 0x7fffe8, 0x7fffe9, 0x1fffde, // 160
        0x7fffea, 0x3fffdd, 0x3fffde, 0xfffff0, 0x1fffdf, 0x3fffdf, 0x7fffeb, 0x7fffec, // 168
        0x1fffe0, 0x1fffe1, 0x3fffe0, 0x1fffe2, 0x7fffed, 0x3fffe1, 0x7fffee, 0x7fffef, // 176
        0xfffea, 0x3fffe2, 0x3fffe3, 0x3fffe4, 0x7ffff0, 0x3fffe5, 0x3fffe6, 0x7ffff1, // 184
        0x3ffffe0, 0x3ffffe1, 0xfffeb, 0x7fff1, 0x3fffe7, 0x7ffff2, 0x3fffe8, 0x1ffffec, // 192
        0x3ffffe2, 0x3ffffe3, 0x3ffffe4, 0x7ffffde, 0x7ffffdf, 0x3ffffe5, 0xfffff1, 0x1ffffed, // 200
        0x7fff2, 0x1fffe3, 0x3ffffe6, 0x7ffffe0, 0x7ffffe1, 0x3ffffe7, 0x7ffffe2, 0xfffff2, // 208
        0x1fffe4, 0x1fffe5, 0x3ffffe8, 0x3ffffe9, 0xffffffd, 0x7ffffe3, 0x7ffffe4, 0x7ffffe5, // 216
        0xfffec, 0xfffff3, 0xfffed, 0x1fffe6, 0x3fffe9, 0x1fffe7, 0x1fffe8, 0x7ffff3, // 224
        0x3fffea, 0x3fffeb, 0x1ffffee, 0x1ffffef, 0xfffff4, 0xfffff5, 0x3ffffea, 0x7ffff4, // 232
        0x3ffffeb, 0x7ffffe6, 0x3ffffec, 0x3ffffed, 0x7ffffe7, 0x7ffffe8, 0x7ffffe9, 0x7ffffea, // 240
        0x7ffffeb, 0xffffffe, 0x7ffffec, 0x7ffffed, 0x7ffffee, 0x7ffffef, 0x7fffff0, 0x3ffffee, // 248
        0x3fffffff, // 256
    };

    private static final byte[] LENGTHS = {
        13, 23, 28, 28, 28, 28, 28, 28, 28, 24, 30, 28, 28, 30, 28, 28, // 0
        28, 28, 28, 28, 28, 28, 30, 28, 28, 28, 28, 28, 28, 28, 28, 28, // 16
        6, 10, 10, 12, 13, 6, 8, 11, 10, 10, 8, 11, 8, 6, 6, 6, // 32
        5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 7, 8, 15, 6, 12, 10, // 48
        13, 6, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, // 64
        7, 7, 7, 7, 7, 7, 7, 7, 8, 7, 8, 13, 19, 13, 14, 6, // 80
        15, 5, 6, 5, 6, 5, 6, 6, 6, 5, 7, 7, 6, 6, 6, 5, // 96
        6, 7, 6, 5, 5, 6, 7, 7, 7, 7, 7, 15, 11, 14, 13, 28, // 112
        20, 22, 20, 20, 22, 22, 22, 23, 22, 23, 23, 23, 23, 23, 24, 23, // 128
        24, 24, 22, 23, 24, 23, 23, 23, 23, 21, 22, 23, 22, 23, 23, 24, // 144
        22, 21, 20, 22, 22, 23, 23, 21, 23, 22, 22, 24, 21, 22, 23, 23, // 160
        21, 21, 22, 21, 23, 22, 23, 23, 20, 22, 22, 22, 23, 22, 22, 23, // 176
        26, 26, 20, 19, 22, 23, 22, 25, 26, 26, 26, 27, 27, 26, 24, 25, // 192
        19, 21, 26, 27, 27, 26, 27, 24, 21, 21, 26, 26, 28, 27, 27, 27, // 208
        20, 24, 20, 21, 22, 21, 21, 23, 22, 22, 25, 25, 24, 24, 26, 23, // 224
        26, 27, 26, 26, 27, 27, 27, 27, 27, 28, 27, 27, 27, 27, 27, 26, // 240
        30, // 256
    };
    // spotless:on

    private static final int EMIT = 1 << 16;
    private static final int ACCEPT = 1 << 17;
    private static final int FAIL = 1 << 18;

    /** The longest string decoded: its decoded length (at most 8/5 of it) still fits an int. */
    private static final int MAX_ENCODED_LENGTH = Integer.MAX_VALUE / 8 * 5;

    /** Transitions: index {@code state << 4 | nibble}; value: next state | symbol << 8 | flags. */
    private static final int[] TRANSITIONS = buildTransitions();

    private Huffman() {}

    /** The code of {@code symbol} (0..256), right-aligned in the int; for tests. */
    static int code(int symbol) {
        return CODES[symbol];
    }

    /** The length in bits of the code of {@code symbol} (0..256); for tests. */
    static int codeLength(int symbol) {
        return LENGTHS[symbol];
    }

    /**
     * The octet a character of a field stands for: fields are carried as ISO-8859-1 text, so a character above
     * {@code U+00FF}, which has no octet, becomes {@code '?'} as {@link String#getBytes} with ISO-8859-1 makes it.
     */
    static int octet(char c) {
        return c <= 0xFF ? c : '?';
    }

    /** The number of octets {@link #encode} writes for {@code text} (its bits rounded up to whole octets). */
    static long encodedLength(String text) {
        long bits = 0;
        for (int i = 0; i < text.length(); i++) {
            bits += LENGTHS[octet(text.charAt(i))];
        }
        return (bits + 7) >>> 3;
    }

    /** Writes the Huffman code of {@code text}'s octets, the last octet padded with one-bits (the prefix of EOS). */
    static void encode(String text, ByteArrayOutputStream out) {
        long pending = 0;
        int bits = 0;
        for (int i = 0; i < text.length(); i++) {
            int symbol = octet(text.charAt(i));
            pending = (pending << LENGTHS[symbol]) | CODES[symbol];
            bits += LENGTHS[symbol];
            while (bits >= 8) {
                bits -= 8;
                out.write((int) (pending >>> bits));
            }
        }
        if (bits > 0) {
            out.write((int) ((pending << (8 - bits)) | (0xFF >>> bits)));
        }
    }

    /**
     * The most octets {@code length} encoded octets can decode to: every code has at least five bits, so 8/5 of the
     * length; a decoder sizes its buffer with this before it decodes.
     */
    static int maxDecodedLength(int length) {
        return (int) Math.min(Integer.MAX_VALUE, length * 8L / 5);
    }

    /**
     * Decodes {@code length} octets of {@code src} from {@code offset}, storing at most {@code limit} decoded octets in
     * {@code dst} (none when {@code limit} is 0; {@code dst} may then be null) but checking and counting them all.
     *
     * @return the decoded length, which may exceed {@code limit}; at most {@link #maxDecodedLength}
     * @throws HpackException COMPRESSION_ERROR when the string holds EOS, or ends with padding that is longer than
     *     seven bits or not all one-bits, or is so long (over 1.2 GiB) that its decoded length could pass 2^31-1
     */
    static int decode(byte[] src, int offset, int length, byte[] dst, int limit) throws HpackException {
        if (length > MAX_ENCODED_LENGTH) {
            throw HpackException.compression("A Huffman-coded string of " + length + " octets is too long");
        }
        int state = 0;
        int transition = ACCEPT;
        int count = 0;
        for (int i = offset, end = offset + length; i < end; i++) {
            int octet = src[i] & 0xFF;
            transition = TRANSITIONS[(state << 4) | (octet >>> 4)];
            if ((transition & EMIT) != 0) {
                if (count < limit) {
                    dst[count] = (byte) (transition >>> 8);
                }
                count++;
            } else if ((transition & FAIL) != 0) {
                throw HpackException.compression("A Huffman-coded string contains the EOS symbol");
            }
            state = transition & 0xFF;
            transition = TRANSITIONS[(state << 4) | (octet & 0x0F)];
            if ((transition & EMIT) != 0) {
                if (count < limit) {
                    dst[count] = (byte) (transition >>> 8);
                }
                count++;
            } else if ((transition & FAIL) != 0) {
                throw HpackException.compression("A Huffman-coded string contains the EOS symbol");
            }
            state = transition & 0xFF;
        }
        if ((transition & ACCEPT) == 0) {
            throw HpackException.compression(
                    "A Huffman-coded string ends with padding longer than 7 bits or not made of one-bits");
        }
        return count;
    }

    /** Builds the code tree from CODES and LENGTHS, then the nibble transitions of each of its inner nodes. */
    private static int[] buildTransitions() {
        // children[node * 2 + bit]: an inner node's number (> 0), or -(symbol + 1) for a leaf; node 0 is the root
        int[] children = new int[256 * 2];
        int[] depth = new int[256];
        boolean[] allOnes = new boolean[256];
        allOnes[0] = true;
        int nodes = 1;
        for (int symbol = 0; symbol <= EOS; symbol++) {
            int node = 0;
            for (int bit = LENGTHS[symbol] - 1; bit >= 0; bit--) {
                int branch = node * 2 + ((CODES[symbol] >>> bit) & 1);
                if (bit == 0) {
                    if (children[branch] != 0) {
                        throw new IllegalStateException("The Huffman code is not prefix-free at symbol " + symbol);
                    }
                    children[branch] = -(symbol + 1);
                } else {
                    if (children[branch] == 0) {
                        if (nodes == 256) {
                            throw new IllegalStateException("The Huffman code has more than 256 inner nodes");
                        }
                        children[branch] = nodes;
                        depth[nodes] = depth[node] + 1;
                        allOnes[nodes] = allOnes[node] && (branch & 1) == 1;
                        nodes++;
                    } else if (children[branch] < 0) {
                        throw new IllegalStateException("The Huffman code is not prefix-free at symbol " + symbol);
                    }
                    node = children[branch];
                }
            }
        }
        if (nodes != 256) {
            throw new IllegalStateException("The Huffman code is not complete: " + nodes + " inner nodes");
        }
        int[] transitions = new int[256 * 16];
        for (int state = 0; state < 256; state++) {
            for (int nibble = 0; nibble < 16; nibble++) {
                int node = state;
                int result = 0;
                for (int bit = 3; bit >= 0; bit--) {
                    int child = children[node * 2 + ((nibble >>> bit) & 1)];
                    if (child < 0) {
                        int symbol = -child - 1;
                        if (symbol == EOS) {
                            result = FAIL;
                            break;
                        }
                        result = EMIT | symbol << 8;
                        node = 0;
                    } else {
                        node = child;
                    }
                }
                if ((result & FAIL) == 0) {
                    result |= node;
                    if (allOnes[node] && depth[node] <= 7) {
                        result |= ACCEPT;
                    }
                }
                transitions[(state << 4) | nibble] = result;
            }
        }
        return transitions;
    }
}
