package io.dgq.server.internal.transport.http2;

/**
 * The numbers of HTTP/2 the test peers write and read: frame types, flags, error codes and settings, written out from
 * RFC 9113 on the tests' side rather than taken from the server, so that a wrong number in the server fails a test.
 */
final class H2Codes {

    // Frame types (RFC 9113 section 6).
    static final int DATA = 0x0;
    static final int HEADERS = 0x1;
    static final int PRIORITY = 0x2;
    static final int RST_STREAM = 0x3;
    static final int SETTINGS = 0x4;
    static final int PUSH_PROMISE = 0x5;
    static final int PING = 0x6;
    static final int GOAWAY = 0x7;
    static final int WINDOW_UPDATE = 0x8;
    static final int CONTINUATION = 0x9;

    // Frame flags.
    static final int END_STREAM = 0x1;
    static final int ACK = 0x1;
    static final int END_HEADERS = 0x4;
    static final int PADDED = 0x8;
    static final int PRIORITY_FLAG = 0x20;

    // Error codes (RFC 9113 section 7).
    static final long NO_ERROR = 0x0;
    static final long PROTOCOL_ERROR = 0x1;
    static final long FLOW_CONTROL_ERROR = 0x3;
    static final long STREAM_CLOSED = 0x5;
    static final long FRAME_SIZE_ERROR = 0x6;
    static final long REFUSED_STREAM = 0x7;
    static final long CANCEL = 0x8;
    static final long COMPRESSION_ERROR = 0x9;
    static final long ENHANCE_YOUR_CALM = 0xb;

    // Settings identifiers.
    static final int INITIAL_WINDOW_SIZE = 0x4;

    private H2Codes() {}
}
