package io.dgq.sdk.internal.pipeline;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.internal.ErrorAnswers;
import io.dgq.sdk.internal.HttpLog;
import io.dgq.sdk.internal.ResponseDecoder;
import java.io.IOException;
import okhttp3.Response;

/**
 * Sorts a try's answer by its status: a 2xx goes on to be decoded; any other is read (its body capped at 1 MiB),
 * logged, told to the listeners and kept in the call, for the retry stage to try again or the error stage to make
 * the exception of. Internal.
 */
final class StatusStage implements AnswerStage {

    private final AnswerStage next;

    StatusStage(AnswerStage next) {
        this.next = next;
    }

    @Override
    public <T> DgqResponse<T> read(CallContext<T> call, Response response) throws IOException {
        int status = response.code();
        if (ResponseDecoder.isSuccess(status)) {
            return next.read(call, response);
        }
        byte[] bytes = ErrorAnswers.readCapped(response.body().byteStream());
        HttpLog.response(
                call.endpoint.method(),
                call.url.toString(),
                status,
                System.nanoTime() - call.sent,
                bytes.length,
                response.headers());
        call.events.attemptEnd(status, null);
        call.failedStatus = status;
        call.failedHeaders = response.headers();
        call.failedBody = bytes;
        return null;
    }
}
