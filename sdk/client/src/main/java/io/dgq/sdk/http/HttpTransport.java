package io.dgq.sdk.http;

import java.io.IOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.UnknownHostException;

/**
 * What carries a call's request to the server and its answer back: one exchange at a time, blocking on the calling
 * thread or asynchronously, and cancellable. The SDK keeps its promises above it (retries, redirects, deadlines,
 * answer budgets, redaction, listeners), so a transport must not retry a request or follow a redirect by itself:
 * it sends each request once, but for a request it knows never reached the server, which it may send again (on
 * another connection) before it reports anything, as RFC 9112 section 9.3.1 allows. Thread-safe.
 *
 * <p>The SDK's default is {@link io.dgq.sdk.http.okhttp.OkHttpTransport}. A transport given to
 * {@code DgqClientBuilder.transport(...)} stays its owner's: closing the client does not close it.
 */
public interface HttpTransport extends AutoCloseable {

    /**
     * Prepares one exchange of a request. Nothing is sent before {@link Exchange#execute()} or
     * {@link Exchange#start(ResponseHandler)}.
     *
     * @param request the request
     * @return the exchange, to run once
     */
    Exchange newExchange(HttpRequest request);

    /**
     * Tells whether a failure of an exchange says that the server cannot have processed its request, so that the
     * SDK may send it again even when the operation must not be applied twice (a create): the connection was never
     * made, or the protocol says the request was not processed (HTTP/2's {@code REFUSED_STREAM}, a stream above the
     * last one a {@code GOAWAY} announces). By default: a connection refused, an unknown host, no route.
     *
     * @param failure what {@link Exchange#execute()} threw or {@link ResponseHandler#onFailure} was given
     * @return {@code true} only when the request's bytes cannot have been processed by the server
     */
    default boolean isUnprocessed(IOException failure) {
        return failure instanceof ConnectException
                || failure instanceof UnknownHostException
                || failure instanceof NoRouteToHostException;
    }

    /** Releases what the transport holds (threads, connections); exchanges started after it fail. */
    @Override
    void close();

    /**
     * One request on the wire and its answer: run once, by {@link #execute()} or {@link #start}, and cancelled from
     * any thread. Like AWS SDK v2's {@code ExecutableHttpRequest}.
     */
    interface Exchange {

        /**
         * Sends the request and waits, on the calling thread, for the answer's status and headers.
         *
         * @return the answer, which the caller closes
         * @throws IOException if no answer came: the connection failed, the exchange was cancelled (an
         *     {@link IOException} whose message says {@code Canceled}), or the thread was interrupted (an
         *     {@link java.io.InterruptedIOException})
         */
        HttpResponse execute() throws IOException;

        /**
         * Sends the request without waiting: {@code handler} is called once, on a thread of the transport's, with
         * the answer or the failure.
         *
         * @param handler what receives the outcome
         */
        void start(ResponseHandler handler);

        /**
         * Cancels the exchange: one not yet answered fails, one whose body is being read fails its next read, and
         * the connection it used is not reused. Does nothing once the answer was closed.
         */
        void cancel();
    }

    /** What receives the outcome of an exchange started with {@link Exchange#start}. */
    interface ResponseHandler {

        /**
         * Receives the answer; its body may be read here, on the transport's thread. The handler closes it.
         *
         * @param response the answer
         */
        void onResponse(HttpResponse response);

        /**
         * Receives the failure of an exchange that got no answer.
         *
         * @param failure the failure
         */
        void onFailure(IOException failure);
    }
}
