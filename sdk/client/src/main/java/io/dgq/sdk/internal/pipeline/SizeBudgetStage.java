package io.dgq.sdk.internal.pipeline;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.internal.BodyStream;
import io.dgq.sdk.internal.ClientConfig;
import io.dgq.sdk.internal.HttpLog;
import java.io.IOException;
import okhttp3.Response;

/**
 * Puts a successful answer's body behind its budgets before it is decoded: {@link BodyStream} counts the bytes and
 * refuses past {@code maxResponseBytes}, and estimates the heap the decoded answer takes against
 * {@code maxResponseHeapBytes}; then logs the answer with the bytes read. Internal.
 */
final class SizeBudgetStage implements AnswerStage {

    private final ClientConfig config;
    private final BodyAnswerStage next;

    SizeBudgetStage(ClientConfig config, BodyAnswerStage next) {
        this.config = config;
        this.next = next;
    }

    @Override
    public <T> DgqResponse<T> read(CallContext<T> call, Response response) throws IOException {
        BodyStream stream = BodyStream.of(
                response.body(), config.maxResponseBytes(), config.maxResponseHeapBytes(), BodyStream.KEPT_BYTES);
        try {
            return next.read(call, response, stream);
        } finally {
            HttpLog.response(
                    call.endpoint.method(),
                    call.url.toString(),
                    response.code(),
                    System.nanoTime() - call.sent,
                    (int) Math.min(Integer.MAX_VALUE, stream.count()),
                    response.headers());
        }
    }

    /** A stage that reads a successful answer's body from its budgeted stream. */
    interface BodyAnswerStage {
        /**
         * Reads the answer.
         *
         * @param call the call
         * @param response the answer, a 2xx
         * @param body its body, within its budgets
         * @param <T> the type of {@code data}
         * @return the decoded answer
         * @throws IOException if the connection fails while the body is read
         */
        <T> DgqResponse<T> read(CallContext<T> call, Response response, BodyStream body) throws IOException;
    }
}
