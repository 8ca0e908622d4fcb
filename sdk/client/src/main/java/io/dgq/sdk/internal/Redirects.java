package io.dgq.sdk.internal;

import java.io.IOException;
import okhttp3.HttpUrl;
import okhttp3.Interceptor;
import okhttp3.Request;
import okhttp3.Response;

/**
 * The only redirects the SDK follows: those of a {@code GET} to the same scheme, host and port, at most
 * {@value #MAX_REDIRECTS} in a row. OkHttp's own following is off on every client the SDK uses, because it follows
 * redirects to other hosts and ports with the headers the caller set, and re-sends a create's body on a 307 or
 * 308. Any other redirect is the answer: it ends the call as a {@link io.dgq.sdk.errors.DgqRedirectException}
 * naming where it pointed and why it was not followed. Each request goes through
 * {@link StaleConnections#proceed}, which sends it again on another connection when the pooled one chosen was dead
 * before the request was written. Internal.
 */
final class Redirects implements Interceptor {

    /** The most redirects followed in a row; the next one ends the call. */
    static final int MAX_REDIRECTS = 5;

    /** Follows a GET's same-origin redirects, at most {@value #MAX_REDIRECTS} in a row: the default. */
    static final Redirects SAME_ORIGIN_GETS = new Redirects(MAX_REDIRECTS);

    /** Follows no redirect: each is the answer. */
    static final Redirects NONE = new Redirects(0);

    private final int maxRedirects;

    private Redirects(int maxRedirects) {
        this.maxRedirects = maxRedirects;
    }

    /**
     * Returns the rules of a client.
     *
     * @param follow whether a GET's same-origin redirects are followed
     * @return the rules
     */
    static Redirects following(boolean follow) {
        return follow ? SAME_ORIGIN_GETS : NONE;
    }

    @Override
    public Response intercept(Chain chain) throws IOException {
        Request first = chain.request();
        Response response = StaleConnections.proceed(chain, first);
        if (maxRedirects == 0 || !"GET".equals(first.method())) {
            return response;
        }
        Request request = first;
        for (int hops = 0; hops < maxRedirects && isRedirect(response.code()); hops++) {
            HttpUrl target = target(request.url(), response.header("Location"));
            if (target == null || !sameOrigin(first.url(), target)) {
                return response;
            }
            response.close();
            request = request.newBuilder().url(target).build();
            response = StaleConnections.proceed(chain, request);
        }
        return response;
    }

    /** {@return whether the status is a redirect with a {@code Location} to follow} */
    static boolean isRedirect(int status) {
        return status == 301 || status == 302 || status == 303 || status == 307 || status == 308;
    }

    /** {@return the URL a {@code Location} points to, resolved against the URL called; {@code null} if none} */
    static HttpUrl target(HttpUrl called, String location) {
        return location == null || location.isBlank() ? null : called.resolve(location.trim());
    }

    /** {@return whether two URLs have the same scheme, host and port} */
    static boolean sameOrigin(HttpUrl a, HttpUrl b) {
        return a.scheme().equals(b.scheme()) && a.host().equals(b.host()) && a.port() == b.port();
    }
}
