package io.dgq.server.internal.api;

import io.dgq.server.faults.Fault;
import io.dgq.server.journal.RecordedRequest;
import io.dgq.server.journal.RequestJournal;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.List;

/** The server's bounded journal: the latest requests, redacted before they are kept, the oldest dropped first. */
public final class JournalStore implements RequestJournal {

    private final int capacity;
    private final ArrayDeque<RecordedRequest> kept;

    public JournalStore(int capacity) {
        this.capacity = capacity;
        this.kept = new ArrayDeque<>(Math.min(capacity, 1024));
    }

    @Override
    public List<RecordedRequest> requests() {
        synchronized (kept) {
            return List.copyOf(kept);
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
    void record(Instant time, ApiRequest request, ApiResponse response, String correlationId, Fault fault) {
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
                fault);
        synchronized (kept) {
            if (kept.size() == capacity) {
                kept.removeFirst();
            }
            kept.addLast(recorded);
        }
    }
}
