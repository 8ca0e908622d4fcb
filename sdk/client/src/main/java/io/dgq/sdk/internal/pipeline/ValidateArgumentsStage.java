package io.dgq.sdk.internal.pipeline;

import io.dgq.sdk.internal.ClientConfig;
import io.dgq.sdk.internal.Endpoint;
import java.util.List;
import okhttp3.HttpUrl;

/**
 * First stage: refuses a call of a closed client, builds the URL (each path argument percent-encoded into exactly
 * one segment, {@code .} and {@code ..} refused) and serialises the body once. Internal.
 */
final class ValidateArgumentsStage extends PreparingStage {

    private final ClientConfig config;
    private final ClientLifecycle lifecycle;

    ValidateArgumentsStage(ClientConfig config, ClientLifecycle lifecycle, CallStage next) {
        super(next);
        this.config = config;
        this.lifecycle = lifecycle;
    }

    /**
     * Checks the call's arguments and writes its URL, body and target.
     *
     * @throws IllegalStateException if the client is closed
     * @throws IllegalArgumentException if a path argument is {@code .} or {@code ..}, or the body is not JSON
     */
    @Override
    void prepare(CallContext<?> call) {
        lifecycle.requireOpen();
        call.url = url(call.request);
        call.body = call.request.bodyJson();
        call.target = call.endpoint.method() + " " + call.url.encodedPath();
    }

    private HttpUrl url(Endpoint.ApiRequest request) {
        HttpUrl.Builder url = config.apiBaseUrl().newBuilder();
        String[] parameters = request.parameters();
        int p = 0;
        List<String> segments = request.endpoint().segments();
        List<Boolean> isParameter = request.endpoint().parameterFlags();
        for (int i = 0; i < segments.size(); i++) {
            String segment = segments.get(i);
            url.addEncodedPathSegment(Endpoint.encodeSegment(isParameter.get(i) ? parameters[p++] : segment));
        }
        return url.build();
    }
}
