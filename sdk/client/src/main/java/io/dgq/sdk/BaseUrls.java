package io.dgq.sdk;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Turns a workspace address into the API base URL ending in {@code /api/v1}, refusing unsafe ones. */
final class BaseUrls {

    private BaseUrls() {}

    static URI resolve(String raw, boolean allowInsecureHttp) {
        if (raw == null || raw.isBlank()) {
            throw new IllegalArgumentException(
                    "baseUrl is required: the workspace address, for example " + "https://acme.example.com");
        }
        String trimmed = raw.trim();
        int colon = trimmed.indexOf("://");
        String scheme = colon < 0 ? "" : trimmed.substring(0, colon).toLowerCase(Locale.ROOT);
        if (!scheme.equals("https") && !scheme.equals("http")) {
            throw new IllegalArgumentException("baseUrl must be an https:// URL (http:// only for a local server), got "
                    + (scheme.isEmpty() ? "no scheme" : "scheme '" + scheme + "'") + " in '" + trimmed + "'");
        }
        URI url;
        try {
            url = new URI(trimmed);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("baseUrl is not a valid URL: '" + trimmed + "'");
        }
        if (url.getRawUserInfo() != null) {
            throw new IllegalArgumentException(
                    "baseUrl must not carry a user name or password; authenticate with " + "the API token");
        }
        String rawHost = url.getHost();
        if (rawHost == null || rawHost.isEmpty() || url.getPort() > 65535 || url.isOpaque()) {
            throw new IllegalArgumentException("baseUrl is not a valid URL: '" + trimmed + "'");
        }
        if (url.getRawQuery() != null || url.getRawFragment() != null) {
            throw new IllegalArgumentException("baseUrl must not have a query or fragment: '" + trimmed + "'");
        }
        String host = rawHost.toLowerCase(Locale.ROOT);
        String bareHost = host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
        boolean https = scheme.equals("https");
        if (!https && !allowInsecureHttp && !isLoopback(bareHost)) {
            throw new IllegalArgumentException(
                    "baseUrl uses plain http:// for host '" + bareHost + "': the API "
                            + "token would travel in clear text. Use https://, or call allowInsecureHttp(true) if you mean it.");
        }
        List<String> segments = new ArrayList<>();
        String path = url.getRawPath();
        for (String segment : path == null ? new String[0] : path.split("/")) {
            if (!segment.isEmpty() && !segment.equals(".")) {
                if (segment.equals("..")) {
                    if (!segments.isEmpty()) {
                        segments.remove(segments.size() - 1);
                    }
                } else {
                    segments.add(segment);
                }
            }
        }
        int n = segments.size();
        if (n >= 2 && segments.get(n - 2).equals("api") && segments.get(n - 1).equals("v1")) {
            segments = segments.subList(0, n - 2);
        }
        int port = url.getPort();
        boolean defaultPort = port == -1 || port == (https ? 443 : 80);
        StringBuilder base = new StringBuilder(scheme).append("://").append(host);
        if (!defaultPort) {
            base.append(':').append(port);
        }
        for (String segment : segments) {
            base.append('/').append(segment);
        }
        return URI.create(base.append("/api/v1").toString());
    }

    static boolean isLoopback(String host) {
        String h = host.toLowerCase(Locale.ROOT);
        if (h.equals("localhost") || h.endsWith(".localhost") || h.equals("::1") || h.equals("0:0:0:0:0:0:0:1")) {
            return true;
        }
        String[] parts = h.split("\\.");
        if (parts.length == 4 && parts[0].equals("127")) {
            for (String part : parts) {
                if (!part.chars().allMatch(Character::isDigit) || part.isEmpty()) {
                    return false;
                }
            }
            return true;
        }
        return false;
    }
}
