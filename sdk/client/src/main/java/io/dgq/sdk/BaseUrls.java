package io.dgq.sdk;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import okhttp3.HttpUrl;

/** Turns a workspace address into the API base URL ending in {@code /api/v1}, refusing unsafe ones. */
final class BaseUrls {

    private BaseUrls() {}

    static HttpUrl resolve(String raw, boolean allowInsecureHttp) {
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
        HttpUrl url = HttpUrl.parse(trimmed);
        if (url == null) {
            throw new IllegalArgumentException("baseUrl is not a valid URL: '" + trimmed + "'");
        }
        if (!url.username().isEmpty() || !url.password().isEmpty()) {
            throw new IllegalArgumentException(
                    "baseUrl must not carry a user name or password; authenticate with " + "the API token");
        }
        if (url.query() != null || url.fragment() != null) {
            throw new IllegalArgumentException("baseUrl must not have a query or fragment: '" + trimmed + "'");
        }
        if (!url.isHttps() && !allowInsecureHttp && !isLoopback(url.host())) {
            throw new IllegalArgumentException(
                    "baseUrl uses plain http:// for host '" + url.host() + "': the API "
                            + "token would travel in clear text. Use https://, or call allowInsecureHttp(true) if you mean it.");
        }
        List<String> segments = new ArrayList<>();
        for (String segment : url.pathSegments()) {
            if (!segment.isEmpty()) {
                segments.add(segment);
            }
        }
        int n = segments.size();
        if (n >= 2 && segments.get(n - 2).equals("api") && segments.get(n - 1).equals("v1")) {
            segments = segments.subList(0, n - 2);
        }
        HttpUrl.Builder builder = url.newBuilder().encodedPath("/");
        for (String segment : segments) {
            builder.addPathSegment(segment);
        }
        return builder.addPathSegment("api").addPathSegment("v1").build();
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
