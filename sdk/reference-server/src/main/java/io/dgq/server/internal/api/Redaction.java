package io.dgq.server.internal.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.internal.error.ApiError;
import io.dgq.server.internal.json.Json;
import io.dgq.server.journal.RecordedRequest;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Takes the secrets out of what the journal keeps: credentials in headers, in the query and in JSON bodies. A name
 * is secret when, lower case and without punctuation, it contains {@code password}, {@code passwd},
 * {@code secret}, {@code apikey}, {@code privatekey} or {@code credential}, or ends with {@code token} or
 * {@code tokens}; {@code Authorization}, {@code Proxy-Authorization} and cookies are secret headers too.
 */
final class Redaction {

    private static final List<String> SECRET_PARTS =
            List.of("password", "passwd", "secret", "apikey", "privatekey", "credential");
    private static final List<String> SECRET_HEADERS =
            List.of("authorization", "proxyauthorization", "cookie", "setcookie");

    private Redaction() {}

    static boolean isSecret(String name) {
        StringBuilder letters = new StringBuilder(name.length());
        for (int i = 0; i < name.length(); i++) {
            char c = Character.toLowerCase(name.charAt(i));
            if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
                letters.append(c);
            }
        }
        String plain = letters.toString();
        return SECRET_PARTS.stream().anyMatch(plain::contains) || plain.endsWith("token") || plain.endsWith("tokens");
    }

    /** The headers with every secret one's value reduced to its scheme, such as {@code Bearer [REDACTED]}. */
    static Map<String, List<String>> headers(Map<String, List<String>> headers) {
        Map<String, List<String>> copy = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        headers.forEach((name, values) -> {
            boolean secret = isSecret(name)
                    || SECRET_HEADERS.contains(name.toLowerCase(Locale.ROOT).replace("-", ""));
            copy.put(name, secret ? values.stream().map(Redaction::credential).toList() : values);
        });
        return copy;
    }

    private static String credential(String value) {
        int space = value.indexOf(' ');
        String scheme = space > 0 ? value.substring(0, space) : "";
        return scheme.matches("[A-Za-z][A-Za-z0-9-]{0,19}")
                ? scheme + " " + RecordedRequest.REDACTED
                : RecordedRequest.REDACTED;
    }

    /** The raw query with the values of secret parameters replaced. */
    static String query(String rawQuery) {
        if (rawQuery == null || rawQuery.isEmpty()) {
            return "";
        }
        List<String> parts = new ArrayList<>();
        for (String part : rawQuery.split("&", -1)) {
            int equals = part.indexOf('=');
            String name = equals < 0 ? part : part.substring(0, equals);
            parts.add(equals >= 0 && isSecret(name) ? name + "=" + RecordedRequest.REDACTED : part);
        }
        return String.join("&", parts);
    }

    /**
     * The body as compact JSON with secret members' values replaced, or {@code null} when it is empty, not JSON,
     * or larger than {@link RecordedRequest#MAX_BODY_CHARS}.
     */
    static String body(byte[] body) {
        if (body.length == 0 || body.length > RecordedRequest.MAX_BODY_CHARS * 4L) {
            return null;
        }
        JsonNode node;
        try {
            node = Json.parse(body);
        } catch (ApiError notJson) {
            return null;
        }
        String text = new String(Json.write(redact(node)), StandardCharsets.UTF_8);
        return text.length() > RecordedRequest.MAX_BODY_CHARS ? null : text;
    }

    /** Replaces, in place, the scalar values of secret members; objects and arrays under any name are searched. */
    private static JsonNode redact(JsonNode node) {
        if (node instanceof ObjectNode object) {
            Iterator<Map.Entry<String, JsonNode>> members = object.properties().iterator();
            List<String> secrets = new ArrayList<>();
            while (members.hasNext()) {
                Map.Entry<String, JsonNode> member = members.next();
                if (member.getValue().isContainerNode()) {
                    redact(member.getValue());
                } else if (isSecret(member.getKey()) && !member.getValue().isNull()) {
                    secrets.add(member.getKey());
                }
            }
            secrets.forEach(name -> object.put(name, RecordedRequest.REDACTED));
        } else if (node instanceof ArrayNode array) {
            array.forEach(Redaction::redact);
        }
        return node;
    }
}
