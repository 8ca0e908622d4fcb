package io.dgq.server.internal.api;

import io.dgq.server.faults.Fault;
import io.dgq.server.journal.RecordedRequest;
import io.dgq.server.journal.RequestJournal;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.List;
import java.util.function.UnaryOperator;

/** The server's bounded journal: the latest requests, redacted before they are kept, the oldest dropped first. */
public final class JournalStore implements RequestJournal {

    private static final String V1 = "/api/v1";

    private final int capacity;
    private final ArrayDeque<RecordedRequest> kept;
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
        synchronized (kept) {
            return List.copyOf(kept);
        }
    }

    @Override
    public List<RecordedRequest> requestsSince(long after) {
        synchronized (kept) {
            // Sequences grow from the oldest to the newest: skip from the end back to the first one after.
            int newer = 0;
            var descending = kept.descendingIterator();
            while (descending.hasNext() && descending.next().sequence() > after) {
                newer++;
            }
            return kept.stream().skip(kept.size() - newer).toList();
        }
    }

    @Override
    public long lastSequence() {
        synchronized (kept) {
            return sequence;
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
        String template = templates.apply(request.rawPath());
        int status = response.delivery() == ApiResponse.Delivery.DROP ? 0 : response.status();
        RecordedRequest recorded = new RecordedRequest(
                time,
                request.method(),
                request.rawPath(),
                Redaction.query(request.rawQuery()),
                Redaction.headers(request.headers()),
                Redaction.body(request.body()),
                request.body().length,
                status,
                correlationId,
                fault,
                0,
                template == null ? null : template.startsWith(V1) ? template.substring(V1.length()) : template,
                duration,
                request.protocol(),
                status == 0 || response.body().length > RecordedRequest.MAX_RESPONSE_BODY_BYTES
                        ? null
                        : Redaction.body(response.body()));
        synchronized (kept) {
            if (kept.size() == capacity) {
                kept.removeFirst();
            }
            kept.addLast(recorded.withSequence(++sequence));
        }
    }
}
