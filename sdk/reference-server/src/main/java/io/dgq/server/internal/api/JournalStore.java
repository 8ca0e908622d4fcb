package io.dgq.server.internal.api;

import io.dgq.server.faults.Fault;
import io.dgq.server.journal.RecordedRequest;
import io.dgq.server.journal.RequestJournal;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The server's bounded journal: the latest requests, redacted before they are kept, the oldest dropped first. What
 * only a reader needs (the route template, the redacted answer body) is worked out when the journal is first read,
 * not while the request is answered.
 */
public final class JournalStore implements RequestJournal {

    private static final String V1 = "/api/v1";

    private final int capacity;
    private final ArrayDeque<Kept> kept;
    private final UnaryOperator<String> templates;
    private long sequence;

    public JournalStore(int capacity) {
        this(capacity, path -> null);
    }

    /**
     * A journal that names each request's route template.
     *
     * @param templates a path's route template, with {@code /api/v1}, or {@code null} when it fits none
     */
    public JournalStore(int capacity, UnaryOperator<String> templates) {
        this.capacity = capacity;
        this.kept = new ArrayDeque<>(Math.min(capacity, 1024));
        this.templates = templates;
    }

    @Override
    public List<RecordedRequest> requests() {
        List<Kept> all;
        synchronized (kept) {
            all = List.copyOf(kept);
        }
        return all.stream().map(this::complete).toList();
    }

    @Override
    public List<RecordedRequest> requestsSince(long after) {
        List<Kept> newer = new ArrayList<>();
        synchronized (kept) {
            // Sequences grow from the oldest to the newest: walk back from the newest to the first one after.
            Iterator<Kept> descending = kept.descendingIterator();
            while (descending.hasNext()) {
                Kept entry = descending.next();
                if (entry.sequence <= after) {
                    break;
                }
                newer.add(entry);
            }
        }
        Collections.reverse(newer);
        return newer.stream().map(this::complete).toList();
    }

    @Override
    public long lastSequence() {
        synchronized (kept) {
            return sequence;
        }
    }

    @Override
    public long oldestSequence() {
        synchronized (kept) {
            return kept.isEmpty() ? 0 : kept.peekFirst().sequence;
        }
    }

    @Override
    public int capacity() {
        return capacity;
    }

    @Override
    public void clear() {
        synchronized (kept) {
            kept.clear();
        }
    }

    /** Keeps a request and its answer, redacted; with a capacity of 0, keeps nothing. */
    void record(
            Instant time,
            ApiRequest request,
            ApiResponse response,
            String correlationId,
            Fault fault,
            Duration duration) {
        if (capacity == 0) {
            return;
        }
        int status = response.delivery() == ApiResponse.Delivery.DROP ? 0 : response.status();
        RecordedRequest recorded = new RecordedRequest(
                time,
                request.method(),
                Redaction.shapes(request.rawPath()),
                Redaction.query(request.rawQuery()),
                Redaction.headers(request.headers()),
                Redaction.body(request.body()),
                request.body().length,
                status,
                correlationId,
                fault,
                0,
                null,
                duration,
                request.protocol(),
                null);
        // The answer's bytes are never changed once sent; they are redacted when first read.
        byte[] answer = status == 0 || response.body().length > RecordedRequest.MAX_RESPONSE_BODY_BYTES
                ? null
                : response.body();
        synchronized (kept) {
            if (kept.size() == capacity) {
                kept.removeFirst();
            }
            kept.addLast(new Kept(recorded, ++sequence, answer));
        }
    }

    /** The request as the journal tells it, with its number, route template and redacted answer; made once. */
    private RecordedRequest complete(Kept entry) {
        RecordedRequest done = entry.complete;
        if (done == null) {
            RecordedRequest base = entry.request;
            String template = templates.apply(base.path());
            done = new RecordedRequest(
                    base.time(),
                    base.method(),
                    base.path(),
                    base.query(),
                    base.headers(),
                    base.body(),
                    base.bodyBytes(),
                    base.status(),
                    base.correlationId(),
                    base.fault(),
                    entry.sequence,
                    template == null ? null : template.startsWith(V1) ? template.substring(V1.length()) : template,
                    base.duration(),
                    base.protocol(),
                    entry.answer == null ? null : Redaction.body(entry.answer));
            entry.complete = done; // racing readers make equal copies
        }
        return done;
    }

    /** One kept request: as redacted on arrival, its number, the answer's bytes until first read. */
    private static final class Kept {
        final RecordedRequest request;
        final long sequence;
        final byte[] answer;
        volatile RecordedRequest complete;

        Kept(RecordedRequest request, long sequence, byte[] answer) {
            this.request = request;
            this.sequence = sequence;
            this.answer = answer;
        }
    }
}
