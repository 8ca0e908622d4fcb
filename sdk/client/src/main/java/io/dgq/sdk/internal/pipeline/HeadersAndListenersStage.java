package io.dgq.sdk.internal.pipeline;

import io.dgq.sdk.internal.CallEvents;
import io.dgq.sdk.internal.ClientConfig;
import io.dgq.sdk.internal.Endpoint;
import io.dgq.sdk.observability.DgqCall;
import java.util.Optional;
import okhttp3.MediaType;
import okhttp3.Request;
import okhttp3.RequestBody;

/**
 * Builds the HTTP request once for every try (the token, {@code Accept}, {@code User-Agent}, the client's and the
 * call's headers, the body) and starts the call for its listeners, which never see its path's values, its query or
 * its token. Internal.
 */
final class HeadersAndListenersStage extends PreparingStage {

    private static final MediaType JSON = MediaType.get("application/json; charset=utf-8");
    private static final byte[] NO_BYTES = new byte[0];

    private final ClientConfig config;

    HeadersAndListenersStage(ClientConfig config, CallStage next) {
        super(next);
        this.config = config;
    }

    @Override
    void prepare(CallContext<?> call) {
        Endpoint endpoint = call.endpoint;
        Request.Builder builder = new Request.Builder()
                .url(call.url)
                .header("Authorization", "Bearer " + call.token)
                .header("Accept", "application/json")
                .header("User-Agent", config.userAgent());
        config.defaultHeaders().forEach(builder::header);
        call.options.headers().forEach(builder::header);
        byte[] body = call.body;
        RequestBody requestBody = body == null
                ? (endpoint.method().equals("POST") || endpoint.method().equals("PUT")
                        ? RequestBody.create(NO_BYTES, null)
                        : null)
                : RequestBody.create(body, JSON);
        call.httpRequest = builder.method(endpoint.method(), requestBody).build();
        call.events = config.listeners().isEmpty()
                ? CallEvents.NONE
                : CallEvents.start(config.listeners(), observed(endpoint, call.async));
    }

    /** What listeners see of a call: never its path's values, its query or its token. */
    private DgqCall observed(Endpoint endpoint, boolean async) {
        String template = endpoint.observedTemplate();
        return new DgqCall(
                endpoint.operation(),
                endpoint.method(),
                template == null ? Optional.empty() : Optional.of(config.apiRootPath() + template),
                config.apiBaseUrl().host(),
                config.apiBaseUrl().port(),
                async);
    }
}
