package io.dgq.sdk.internal.pipeline;

import io.dgq.sdk.http.HttpHeaders;
import io.dgq.sdk.http.HttpRequest;
import io.dgq.sdk.http.HttpResponse;
import io.dgq.sdk.http.HttpTransport;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A transport whose exchanges answer or fail as the test scripts them, in order, without a socket; it records the
 * requests. An asynchronous exchange calls its handler on the calling thread.
 */
final class ScriptedTransport implements HttpTransport {

    final List<HttpRequest> requests = new CopyOnWriteArrayList<>();
    private final Deque<Object> script = new ArrayDeque<>();
    /** What {@link #isUnprocessed} says of every failure. */
    boolean unprocessed;

    ScriptedTransport answer(int status, String body, String... headers) {
        script.add(new Scripted(status, HttpHeaders.of(headers), body.getBytes(StandardCharsets.UTF_8), true));
        return this;
    }

    ScriptedTransport answerOfUnknownLength(int status, byte[] body) {
        script.add(new Scripted(status, HttpHeaders.empty(), body, false));
        return this;
    }

    ScriptedTransport fail(IOException failure) {
        script.add(failure);
        return this;
    }

    ScriptedTransport data(String json) {
        return answer(200, "{\"success\":true,\"message\":\"ok\",\"data\":" + json + ",\"correlation_id\":\"c-1\"}");
    }

    @Override
    public Exchange newExchange(HttpRequest request) {
        return new Exchange() {
            @Override
            public HttpResponse execute() throws IOException {
                requests.add(request);
                Object next;
                synchronized (script) {
                    next = script.remove();
                }
                if (next instanceof IOException failure) {
                    throw failure;
                }
                return ((Scripted) next).response();
            }

            @Override
            public void start(ResponseHandler handler) {
                HttpResponse response;
                try {
                    response = execute();
                } catch (IOException e) {
                    handler.onFailure(e);
                    return;
                }
                handler.onResponse(response);
            }

            @Override
            public void cancel() {}
        };
    }

    @Override
    public boolean isUnprocessed(IOException failure) {
        return unprocessed;
    }

    @Override
    public void close() {}

    private record Scripted(int status, HttpHeaders headers, byte[] body, boolean knownLength) {
        HttpResponse response() {
            return new HttpResponse() {
                @Override
                public int statusCode() {
                    return status;
                }

                @Override
                public HttpHeaders headers() {
                    return headers;
                }

                @Override
                public long contentLength() {
                    return knownLength ? body.length : -1;
                }

                @Override
                public InputStream body() {
                    return new ByteArrayInputStream(body);
                }

                @Override
                public String protocol() {
                    return "http/1.1";
                }

                @Override
                public void close() {}
            };
        }
    }
}
