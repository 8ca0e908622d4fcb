package io.dgq.server.internal.api;

import com.fasterxml.jackson.core.util.ByteArrayBuilder;
import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.server.internal.error.ApiError;
import io.dgq.server.internal.json.Json;
import java.io.OutputStream;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The memory that answers being built may take at once, shared by every request: a quarter of the maximum heap.
 * An answer is written into memory before it is sent, and its bytes count twice while it grows (the buffer and the
 * array copied from it), so one answer may reach an eighth of the heap. An answer that passes the budget on its own
 * is refused with 507 naming the limit (ask for a smaller page); one that passes it only because of others being
 * built at the same time is refused with 503 and {@code Retry-After: 1}. Either way the server keeps its memory.
 */
final class AnswerBudget {

    /** Bytes reserved at a time, so that the shared counter is touched once per step, not per write. */
    private static final int STEP = 256 * 1024;

    private final long max;
    private final AtomicLong taken = new AtomicLong();

    AnswerBudget(long max) {
        this.max = max;
    }

    /** The budget of a server: a quarter of the maximum heap. */
    static AnswerBudget ofHeap() {
        long heap = Runtime.getRuntime().maxMemory();
        return new AnswerBudget(heap == Long.MAX_VALUE ? Long.MAX_VALUE : heap / 4);
    }

    /**
     * Writes an answer's JSON within the budget.
     *
     * @throws ApiError 507 when the answer alone is larger than the budget allows, 503 when answers built at the
     *     same time hold the rest of it
     */
    byte[] write(JsonNode answer) {
        Output out = new Output();
        try {
            Json.write(answer, out);
            return out.bytes.toByteArray();
        } finally {
            taken.addAndGet(-out.reserved);
        }
    }

    /** A buffer that reserves from the budget before it grows. */
    private final class Output extends OutputStream {

        final ByteArrayBuilder bytes = new ByteArrayBuilder();
        long written;
        long reserved;

        @Override
        public void write(int b) {
            reserve(1);
            bytes.write(b);
        }

        @Override
        public void write(byte[] b, int off, int len) {
            reserve(len);
            bytes.write(b, off, len);
        }

        private void reserve(int len) {
            written += len;
            long needed = 2 * written;
            if (needed <= reserved) {
                return;
            }
            // Never more than the whole budget for one answer: past it, only others' answers make it refuse.
            long step = Math.min(Math.max(needed - reserved, STEP), max - reserved);
            if (needed > max) {
                throw ApiError.insufficientStorage("The answer is too large to build: past " + (max / 2 >> 20)
                        + " MiB (an eighth of the server's heap); ask for a smaller page (pagination.pageSize) or "
                        + "fewer records");
            }
            if (taken.addAndGet(step) > max) {
                taken.addAndGet(-step);
                throw ApiError.unavailable("Answers being built hold the server's memory for answers (" + (max >> 20)
                        + " MiB); retry in a moment");
            }
            reserved += step;
        }
    }
}
