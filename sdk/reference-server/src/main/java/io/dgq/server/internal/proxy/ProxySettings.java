package io.dgq.server.internal.proxy;

import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.Objects;

/**
 * What the proxy mode forwards to and how: the one upstream, the certificate authority its TLS is verified with,
 * whether plain http to a host other than loopback is allowed, the deadline of a forwarded call, and the size up to
 * which an answer is held and checked for drift.
 *
 * @param upstream the upstream's base address: {@code https://host[:port][/base]}, without query, fragment or user
 * @param caFile a PEM file of the certificate authorities to trust for the upstream instead of the JVM's, or
 *     {@code null}
 * @param allowHttp whether plain {@code http} to a host other than loopback is allowed
 * @param timeout the deadline of a whole forwarded call: connection, request, and the answer up to its check limit
 * @param checkLimitBytes answers up to this size are held and checked; larger ones are streamed through unchecked
 */
public record ProxySettings(URI upstream, Path caFile, boolean allowHttp, Duration timeout, long checkLimitBytes) {

    /** The default size up to which an answer is held and checked: 8 MiB. */
    public static final long DEFAULT_CHECK_LIMIT_BYTES = 8L * 1024 * 1024;

    /**
     * Checks the upstream's address.
     *
     * @throws IllegalArgumentException naming what is wrong with the address: not http(s), no host, a query,
     *     fragment or user part, or plain http to a host other than loopback without {@code allowHttp}
     */
    public ProxySettings {
        Objects.requireNonNull(upstream, "upstream");
        Objects.requireNonNull(timeout, "timeout");
        String scheme = upstream.getScheme() == null ? "" : upstream.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("https") && !scheme.equals("http")) {
            throw new IllegalArgumentException(
                    "proxy upstream must be an https:// (or http://) address, not: " + upstream.getScheme());
        }
        if (upstream.getHost() == null || upstream.getHost().isEmpty()) {
            throw new IllegalArgumentException("proxy upstream has no host: give https://host[:port][/base]");
        }
        if (upstream.getRawQuery() != null || upstream.getRawFragment() != null || upstream.getRawUserInfo() != null) {
            throw new IllegalArgumentException(
                    "proxy upstream must be https://host[:port][/base], without query, fragment or user: "
                            + upstream.getHost());
        }
        if (scheme.equals("http") && !allowHttp && !loopback(upstream.getHost())) {
            throw new IllegalArgumentException("proxy upstream " + upstream.getHost()
                    + " is plain http and not loopback: use https, or allow plain http explicitly"
                    + " (--proxy-allow-http)");
        }
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("proxy timeout must be positive");
        }
        if (checkLimitBytes < 1) {
            throw new IllegalArgumentException("proxy check limit must be at least 1 byte");
        }
    }

    /** {@return the upstream's host, as named in answers and messages (never with a path or credentials)} */
    public String host() {
        return upstream.getHost();
    }

    /** {@return the base path prefixed to each forwarded path, without a trailing slash; empty for none} */
    public String basePath() {
        String path = upstream.getRawPath() == null ? "" : upstream.getRawPath();
        while (path.endsWith("/")) {
            path = path.substring(0, path.length() - 1);
        }
        return path;
    }

    private static boolean loopback(String host) {
        String bare = host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
        if (bare.equalsIgnoreCase("localhost")) {
            return true;
        }
        if (!bare.matches("[0-9.]+|[0-9a-fA-F:]+")) {
            return false; // a name other than localhost is never taken as loopback, whatever it resolves to now
        }
        try {
            return InetAddress.getByName(bare).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }
}
