package io.dgq.sdk.internal.pipeline;

import okhttp3.Headers;
import okhttp3.MediaType;
import okhttp3.Protocol;
import okhttp3.Request;
import okhttp3.Response;
import okhttp3.ResponseBody;

/** Answers made by hand, for the stages that read one. */
final class Answers {

    private Answers() {}

    static Response of(CallContext<?> call, int status, Headers headers, byte[] body) {
        return new Response.Builder()
                .request(new Request.Builder().url(call.url).build())
                .protocol(Protocol.HTTP_1_1)
                .code(status)
                .message("status " + status)
                .headers(headers)
                .body(ResponseBody.create(body, MediaType.get("application/json")))
                .build();
    }
}
