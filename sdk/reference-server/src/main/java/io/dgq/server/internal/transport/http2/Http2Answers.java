package io.dgq.server.internal.transport.http2;

import static io.dgq.server.internal.transport.http2.Http2Connection.CANCEL;
import static io.dgq.server.internal.transport.http2.Http2Connection.DATA;
import static io.dgq.server.internal.transport.http2.Http2Connection.END_STREAM;
import static io.dgq.server.internal.transport.http2.Http2Connection.INTERNAL_ERROR;
import static io.dgq.server.internal.transport.http2.Http2Connection.MAX_FRAME_SIZE;
import static io.dgq.server.internal.transport.http2.Http2Connection.NO_ERROR;
import static io.dgq.server.internal.transport.http2.Http2Connection.REFUSED_STREAM;

import io.dgq.server.internal.support.HttpDates;
import io.dgq.server.internal.support.LazyLogger;
import io.dgq.server.internal.support.Pacing;
import io.dgq.server.internal.transport.TransportAnswer;
import io.dgq.server.internal.transport.TransportRefusal;
import io.dgq.server.internal.transport.TransportRequest;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.RejectedExecutionException;

/**
 * Answers the streams of one HTTP/2 connection: sends each request, once received, to the handler, on a thread of the
 * transport or on the reading thread itself when the handler answers without waiting, then writes the answer's head
 * and its body as the send windows open, paced when a fault asks it.
 */
final class Http2Answers {

    private static final System.Logger LOG = LazyLogger.of(Http2Connection.class);

    private final Http2Connection connection;
    private final Http2Host host;
    private final Http2Options options;
    private final String clientAddress;
    private final Http2FrameWriter writer;
    private final Http2Streams streams;

    /** The idle time an injected fault set, in place of the options', closing the connection unannounced. */
    private volatile Duration idleOverride;

    /** The answers of {@code connection}'s streams, written by {@code writer} as {@code streams}' windows allow. */
    Http2Answers(
            Http2Connection connection,
            Http2Host host,
            String clientAddress,
            Http2FrameWriter writer,
            Http2Streams streams) {
        this.connection = connection;
        this.host = host;
        this.clientAddress = clientAddress;
        this.writer = writer;
        this.streams = streams;
        this.options = host.options();
        streams.drainer(() -> host.execute(this::drain));
    }

    /** The idle time an injected fault set, in place of the options', or {@code null}. */
    Duration idleOverride() {
        return idleOverride;
    }

    /** Sends a stream's request to the handler, once. */
    void dispatch(Http2Stream stream) {
        if (stream.dispatch()) {
            stream.deadline = 0;
            if (stream.refusal == null) {
                stream.request = new TransportRequest(
                        stream.method,
                        stream.path,
                        stream.headers,
                        stream.overLimit ? Http2Connection.NO_BYTES : Arrays.copyOf(stream.body, stream.bodyLength),
                        stream.overLimit,
                        stream.query,
                        clientAddress,
                        "HTTP/2");
                stream.body = Http2Connection.NO_BYTES;
            }
            if (host.answersWithoutWaiting()) {
                answerInline(stream);
            } else {
                run(stream);
            }
        }
    }

    /**
     * Answers a stream on the reading thread: the handler answers without waiting, and the answer is written as far
     * as the send windows allow without waiting (its head, and its body when it fits); the rest of a body is parked
     * for the connection's drain, and a paced body is handed to a thread of the transport, as the reading thread must
     * go on reading to receive the window. The answer is flushed when the reader has nothing more to read, so the
     * answers of the requests that arrived together leave in one write.
     */
    private void answerInline(Http2Stream stream) {
        streams.answering();
        boolean goesOn = false;
        try {
            Http2Outgoing rest = respond(stream, response(stream), true);
            if (rest == null) {
                endAnswer(stream);
            } else if (rest.paced()) {
                host.execute(() -> paced(rest));
                goesOn = true;
            } else {
                goesOn = true;
                park(rest);
            }
        } catch (RejectedExecutionException e) {
            stream.reset = true;
            try {
                connection.sendReset(stream.id, INTERNAL_ERROR); // its head is out; the transport is closing
            } catch (IOException ignored) {
                // the connection is going
            }
        } catch (IOException | OutOfMemoryError e) {
            connection.close();
        } finally {
            if (!goesOn) {
                streams.answered(stream);
            }
        }
    }

    void run(Http2Stream stream) {
        streams.answering();
        try {
            host.execute(() -> answer(stream));
        } catch (RejectedExecutionException | OutOfMemoryError e) {
            stream.reset = true;
            streams.answered(stream);
            try {
                connection.sendReset(stream.id, REFUSED_STREAM);
            } catch (IOException ignored) {
                // the connection is going
            }
        }
    }

    private void answer(Http2Stream stream) {
        boolean goesOn = false;
        try {
            Http2Outgoing rest = respond(stream, response(stream), false);
            if (rest == null) {
                endAnswer(stream);
            } else if (rest.paced()) {
                goesOn = true;
                paced(rest);
            } else {
                goesOn = true;
                writeOrPark(rest);
            }
        } catch (IOException | OutOfMemoryError e) {
            connection.close();
        } finally {
            if (!goesOn) {
                streams.answered(stream);
            }
        }
    }

    /** Parks the rest of an answer for the connection's drain, which runs when the windows allow. */
    private void park(Http2Outgoing rest) {
        if (!streams.park(rest)) {
            streams.end(rest); // its stream or connection is gone
            return;
        }
        streams.wakeParked();
    }

    /**
     * Writes the rest of an answer as far as the send windows allow now, then parks what is left: no thread waits for
     * a peer to open its window.
     */
    private void writeOrPark(Http2Outgoing rest) {
        try {
            while (true) {
                int n = streams.reserveOrPark(rest, Math.min(MAX_FRAME_SIZE, rest.remaining()));
                if (n < 0) {
                    return; // parked
                }
                if (n == 0) {
                    streams.end(rest);
                    return;
                }
                if (frame(rest, n)) {
                    return;
                }
            }
        } catch (IOException | OutOfMemoryError e) {
            connection.close();
            streams.end(rest);
        }
    }

    /**
     * The connection's drain, one task at a time: writes a frame of each parked answer whose windows are open, in
     * turn, until none may go on.
     */
    private void drain() {
        Http2Outgoing rest;
        while ((rest = streams.nextWritable()) != null) {
            try {
                if (rest.grant == 0) {
                    streams.end(rest);
                } else if (!frame(rest, rest.grant)) {
                    streams.requeue(rest);
                }
            } catch (IOException | OutOfMemoryError e) {
                connection.close();
                streams.end(rest);
            }
        }
    }

    /**
     * Writes the next {@code n} bytes of an answer as one DATA frame; once the whole is out, ends the answer.
     *
     * @return whether the answer is over
     */
    private boolean frame(Http2Outgoing rest, int n) throws IOException {
        Http2Stream stream = rest.stream;
        int at = rest.offset;
        boolean last = at + n == rest.length;
        boolean endStream = last && rest.whole;
        writer.locked(() -> {
            if (!stream.reset) {
                writer.frame(DATA, endStream ? END_STREAM : 0, stream.id, rest.body, at, n);
            }
        });
        rest.offset += n;
        if (!last) {
            return false;
        }
        if (!rest.whole) {
            stream.reset = true;
            connection.sendReset(stream.id, INTERNAL_ERROR);
        } else {
            endAnswer(stream);
        }
        streams.end(rest);
        return true;
    }

    /**
     * Cancels the parked answers past their deadline: their peers did not open a window in time. Called by the
     * transport's deadline thread, which must not wait for the writer: the resets are sent by a task.
     */
    void cancelLate(long now) {
        for (Http2Stream stream : streams.values()) {
            Http2Outgoing rest = stream.outgoing;
            if (rest != null && !rest.paced() && now - rest.deadline > 0 && !stream.reset) {
                stream.reset = true;
                streams.remove(stream);
                try {
                    host.execute(() -> {
                        try {
                            connection.sendReset(stream.id, CANCEL);
                        } catch (IOException e) {
                            // the connection is going
                        }
                    });
                } catch (RejectedExecutionException e) {
                    // the transport is closing
                }
            }
        }
    }

    /** The handler's answer to a stream's request, or its refusal. */
    private TransportAnswer response(Http2Stream stream) {
        TransportAnswer response;
        try {
            response = stream.refusal != null ? stream.refusal : host.handle(stream.request);
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.ERROR, "Answering a request failed", e);
            response = host.errorResponse(TransportRefusal.internal());
        }
        stream.request = null;
        return response;
    }

    /** Ends a stream whose answer is written: the rest of a body still coming is not wanted. */
    private void endAnswer(Http2Stream stream) throws IOException {
        if (!stream.remoteClosed && !stream.reset) {
            stream.reset = true;
            connection.sendReset(stream.id, NO_ERROR); // the answer is whole; the rest of the body is not wanted
        }
    }

    /**
     * Writes an answer's head and as much of its body as fits the send windows now; {@code inline} (on the reading
     * thread), leaves it unflushed.
     *
     * @return the rest of the answer, or {@code null} when nothing is left
     */
    private Http2Outgoing respond(Http2Stream stream, TransportAnswer response, boolean inline) throws IOException {
        if (response.delivery() == TransportAnswer.Delivery.DROP) {
            stream.reset = true;
            connection.sendReset(stream.id, INTERNAL_ERROR);
            return null;
        }
        if (response.idleClose() != null) {
            idleOverride = response.idleClose();
        }
        byte[] body = response.body();
        boolean headOnly = "HEAD".equals(stream.method);
        int length = response.delivery() == TransportAnswer.Delivery.HALF_BODY ? body.length / 2 : body.length;
        if (headOnly) {
            length = 0;
        }
        List<Http2Header> fields = new ArrayList<>(8);
        fields.add(new Http2Header(":status", Integer.toString(response.status())));
        fields.add(new Http2Header("date", HttpDates.now()));
        boolean typed = false;
        for (Map.Entry<String, String> header : response.headers().entrySet()) {
            String name = header.getKey().toLowerCase(Locale.ROOT);
            if (Http2Connection.CONNECTION_HEADERS.contains(name) || name.equals("content-length")) {
                continue;
            }
            typed |= name.equals("content-type");
            fields.add(new Http2Header(name, header.getValue()));
        }
        if (!typed) {
            fields.add(new Http2Header("content-type", "application/json; charset=utf-8"));
        }
        fields.add(new Http2Header("content-length", Integer.toString(body.length)));
        boolean whole = response.delivery() == TransportAnswer.Delivery.WHOLE;
        long rate = response.bytesPerSecond();
        long pacing = rate > 0 ? body.length * 1_000_000_000L / rate : 0;
        long deadline = System.nanoTime() + options.bodyTimeout().toNanos() + pacing;
        // an answer that fits the windows goes out with its head in one write
        int first = rate > 0 || length == 0 ? 0 : streams.tryReserve(stream, Math.min(MAX_FRAME_SIZE, length));
        Http2Outgoing rest = null;
        if (first < length || rate > 0 || !whole) {
            rest = new Http2Outgoing(stream, body, first, length, whole, deadline, rate);
            stream.outgoing = rest; // before the head goes out, so that a reset of the stream ends it
        }
        if (!writer.head(stream, fields, body, first, length, whole, inline)) {
            stream.outgoing = null;
            return null;
        }
        if (first == length && rate == 0) {
            stream.outgoing = null;
            if (!whole) {
                stream.reset = true;
                connection.sendReset(stream.id, INTERNAL_ERROR);
            }
            return null;
        }
        return rest;
    }

    /** Writes a paced answer's body on this thread, as the pace and the windows allow, then ends it. */
    private void paced(Http2Outgoing rest) {
        try {
            rest(rest.stream, rest.body, rest.offset, rest.length, rest.whole, rest.rate, rest.deadline);
            if (rest.whole) {
                endAnswer(rest.stream);
            }
        } catch (IOException | OutOfMemoryError e) {
            connection.close();
        } finally {
            streams.end(rest);
        }
    }

    /** Writes a paced answer's body from {@code offset} as the windows open, then resets a stream whose body is cut. */
    private void rest(Http2Stream stream, byte[] body, int offset, int length, boolean whole, long rate, long deadline)
            throws IOException {
        int slice = (int) Math.max(1, Math.min(MAX_FRAME_SIZE, rate / 10));
        long start = System.nanoTime() - (rate > 0 ? offset * 1_000_000_000L / rate : 0);
        while (offset < length) {
            if (rate > 0) {
                Pacing.until(start + offset * 1_000_000_000L / rate);
            }
            int n = streams.reserve(stream, Math.min(slice, length - offset), deadline);
            if (n <= 0) {
                if (n < 0) {
                    stream.reset = true;
                    connection.sendReset(stream.id, CANCEL); // the client did not open its window in time
                }
                return;
            }
            int at = offset;
            boolean last = at + n == length && whole;
            writer.locked(() -> {
                if (!stream.reset) {
                    writer.frame(DATA, last ? END_STREAM : 0, stream.id, body, at, n);
                }
            });
            offset += n;
        }
        if (!whole) {
            stream.reset = true;
            connection.sendReset(stream.id, INTERNAL_ERROR);
        }
    }
}
