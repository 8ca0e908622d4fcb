package io.dgq.sdk.internal;

import java.net.URI;

/**
 * The only redirects the SDK follows: those of a {@code GET} to the same scheme, host and port, at most
 * {@value #MAX_REDIRECTS} in a row; the call path follows them, and no transport does. A transport's own following
 * would take a request's headers to other hosts and ports and send a create's body again on a 307 or 308. Any other
 * redirect is the answer: it ends the call as a {@link io.dgq.sdk.errors.DgqRedirectException} naming where it
 * pointed and why it was not followed. Internal.
 */
public final class Redirects {

    /** The most redirects followed in a row; the next one ends the call. */
    public static final int MAX_REDIRECTS = 5;

    private Redirects() {}

    /** {@return whether the status is a redirect with a {@code Location} to follow} */
    public static boolean isRedirect(int status) {
        return status == 301 || status == 302 || status == 303 || status == 307 || status == 308;
    }

    /**
     * Returns where a redirect of a call leads, when the SDK follows it.
     *
     * @param method the call's method
     * @param first the URL the call was sent to, whose origin a followed redirect keeps
     * @param called the URL this answer answers
     * @param status the answer's status
     * @param location the answer's {@code Location}, or {@code null}
     * @return the absolute URL to send the same request to, or {@code null} when the answer is the call's answer
     */
    public static String followed(String method, String first, String called, int status, String location) {
        if (!isRedirect(status) || !"GET".equals(method)) {
            return null;
        }
        URI target = target(URI.create(called), location);
        return target != null && sameOrigin(URI.create(first), target) ? target.toASCIIString() : null;
    }

    /** {@return the URL a {@code Location} points to, resolved against the URL called; {@code null} if none} */
    static URI target(URI called, String location) {
        if (location == null || location.isBlank()) {
            return null;
        }
        try {
            URI resolved = called.resolve(location.trim());
            String scheme = resolved.getScheme();
            return resolved.getHost() == null
                            || scheme == null
                            || !(scheme.equalsIgnoreCase("http") || scheme.equalsIgnoreCase("https"))
                    ? null
                    : resolved;
        } catch (IllegalArgumentException invalid) {
            return null;
        }
    }

    /** {@return whether two URLs have the same scheme, host and port} */
    static boolean sameOrigin(URI a, URI b) {
        return a.getScheme().equalsIgnoreCase(b.getScheme())
                && a.getHost().equalsIgnoreCase(b.getHost())
                && port(a) == port(b);
    }

    private static int port(URI uri) {
        return uri.getPort() != -1 ? uri.getPort() : uri.getScheme().equalsIgnoreCase("https") ? 443 : 80;
    }
}
