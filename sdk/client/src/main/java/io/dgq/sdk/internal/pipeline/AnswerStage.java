package io.dgq.sdk.internal.pipeline;

import io.dgq.sdk.DgqResponse;
import java.io.IOException;
import okhttp3.Response;

/**
 * A stage that reads a try's answer, on the thread that has it: the caller's for the blocking client, OkHttp's for
 * the asynchronous one. Internal.
 */
interface AnswerStage {

    /**
     * Reads the answer. The caller closes the response.
     *
     * @param call the call
     * @param response the try's answer
     * @param <T> the type of {@code data}
     * @return the decoded answer, or {@code null} for an error answer, kept in {@code call} for the retry stage
     * @throws IOException if the connection fails while the body is read
     */
    <T> DgqResponse<T> read(CallContext<T> call, Response response) throws IOException;
}
