package io.dgq.sdk.internal.pipeline;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.internal.BodyStream;
import io.dgq.sdk.internal.ClientConfig;
import io.dgq.sdk.internal.LazyHeaders;
import io.dgq.sdk.internal.ResponseDecoder;
import java.io.IOException;
import okhttp3.Response;

/**
 * Decodes a successful answer from its stream ({@link ResponseDecoder}: the envelope, the record's {@code id}, a
 * list's items) and ends the try for the listeners. An answer that does not decode fails the call with a
 * {@code DgqDecodingException}, its text free of the token. Internal.
 */
final class DecodeStage implements SizeBudgetStage.BodyAnswerStage {

    private final ClientConfig config;

    DecodeStage(ClientConfig config) {
        this.config = config;
    }

    @Override
    public <T> DgqResponse<T> read(CallContext<T> call, Response response, BodyStream body) throws IOException {
        int status = response.code();
        try {
            DgqResponse<T> decoded = ResponseDecoder.decodeSuccess(
                    call.target,
                    status,
                    new LazyHeaders(response.headers()),
                    response.body().contentLength(),
                    body,
                    call.type,
                    config.clock().instant(),
                    call.token);
            call.events.attemptEnd(status, null);
            return decoded;
        } catch (RuntimeException e) {
            call.events.attemptEnd(status, null); // an answer that does not decode: the call fails with it
            throw e;
        }
    }
}
