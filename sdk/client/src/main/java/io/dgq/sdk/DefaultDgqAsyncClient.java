package io.dgq.sdk;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.internal.ResponseType;
import io.dgq.sdk.internal.clients.AsyncResourceClients;
import io.dgq.sdk.internal.pipeline.CallPipeline;
import java.lang.reflect.Type;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * The SDK's {@link DgqAsyncClient}: the asynchronous twins of the resource clients (generated, in
 * {@link AsyncResourceClients}) and their raw-response view, sharing the blocking client's {@link CallPipeline}, and the
 * literal {@code request(...)}. Internal.
 */
final class DefaultDgqAsyncClient extends AsyncResourceClients implements DgqAsyncClient {

    private final CallPipeline pipeline;
    private final Raw raw = new Raw();

    DefaultDgqAsyncClient(CallPipeline pipeline) {
        super(pipeline);
        this.pipeline = pipeline;
    }

    @Override
    public WithRawResponse withRawResponse() {
        return raw;
    }

    @Override
    public <T> CompletableFuture<T> request(
            String method, String path, Object body, Type dataType, RequestOptions options) {
        return this.<T, T>send(method, path, body, dataType, options, DgqResponse::data);
    }

    private <T, R> CompletableFuture<R> send(
            String method,
            String path,
            Object body,
            Type dataType,
            RequestOptions options,
            Function<? super DgqResponse<T>, ? extends R> answer) {
        return pipeline.executeAsync(
                DefaultDgqClient.literal(method, path, body, dataType),
                ResponseType.<T>of(dataType),
                DefaultDgqClient.orNone(options),
                answer);
    }

    @Override
    public String toString() {
        return "DgqAsyncClient";
    }

    /** The raw-response view of the asynchronous clients. */
    private final class Raw extends RawViews implements DgqAsyncClient.WithRawResponse {

        @Override
        public <T> CompletableFuture<DgqResponse<T>> request(
                String method, String path, Object body, Type dataType, RequestOptions options) {
            return DefaultDgqAsyncClient.this.<T, DgqResponse<T>>send(
                    method, path, body, dataType, options, response -> response);
        }

        @Override
        public String toString() {
            return "DgqAsyncClient.WithRawResponse";
        }
    }
}
