package io.dgq.server.internal.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import io.dgq.server.internal.error.ApiError;
import io.dgq.server.internal.json.Json;
import io.dgq.server.journal.RecordedRequest;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Takes the secrets out of what the journal keeps: credentials in headers, in the query and in JSON bodies. A name
 * is secret when, lower case and without punctuation, it contains {@code password}, {@code passwd},
 * {@code secret}, {@code apikey}, {@code privatekey} or {@code credential}, or ends with {@code token} or
 * {@code tokens}; {@code Authorization}, {@code Proxy-Authorization} and cookies are secret headers too.
 *
 * <p>Secrets are also found by their shape wherever they are, under any name: in the path, in every query value,
 * in every header value and in every string of a JSON body ({@link #shapes}).
 */
final class Redaction {

    /*
     * Each pattern starts only where its first run of characters starts (a look-behind) and never gives back what a
     * run matched (possessive quantifiers), so that a long text without a match costs time linear in its length:
     * with backtracking, 64 KiB of letters took seconds.
     */
    /** A JSON Web Token: three base64url parts, the first a JSON object's ({@code eyJ} is {@code {"}). */
    private static final Pattern JWT =
            Pattern.compile("(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{2,}+\\.[A-Za-z0-9_-]{2,}+\\.[A-Za-z0-9_-]*+");
    /** The password of a URL's user information: {@code scheme://user:password@host}. */
    private static final Pattern URL_PASSWORD =
            Pattern.compile("(?<![A-Za-z0-9+.-])([A-Za-z][A-Za-z0-9+.-]*+://[^/\\s:@]*+):[^@\\s/]*+@");
    /** A {@code key=value} pair of a connection string or query, the value ending at {@code ;}, {@code &} or a space. */
    private static final Pattern KEY_VALUE = Pattern.compile(
            "(?<![A-Za-z0-9_.-])([A-Za-z][A-Za-z0-9_.-]*+)\\s*+=\\s*+(\"[^\"]*+\"|'[^']*+'|[^;&\\s\"]*+)");

    /** An authentication scheme kept in front of a redacted credential ({@code Bearer [REDACTED]}). */
    private static final Pattern SCHEME = Pattern.compile("[A-Za-z][A-Za-z0-9-]{0,19}");

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

    /**
     * A text with the secrets it holds by their shape redacted: every JSON Web Token, the password of a URL
     * ({@code postgres://user:[REDACTED]@host}) and the value of every {@code key=value} pair whose key is named
     * like a secret or is {@code pwd} ({@code Server=db;Password=[REDACTED];}).
     */
    static String shapes(String text) {
        if (text == null || text.isEmpty()) {
            return text;
        }
        // Each shape has a mark no match can lack; a text without it (most header values) skips that pattern, whose
        // look-behind is otherwise tried at every character: the journal spent a third of a request's time here.
        String redacted = text.contains("eyJ") ? JWT.matcher(text).replaceAll(RecordedRequest.REDACTED) : text;
        if (redacted.indexOf('@') >= 0 && redacted.contains("://")) {
            redacted = URL_PASSWORD
                    .matcher(redacted)
                    .replaceAll("$1:" + Matcher.quoteReplacement(RecordedRequest.REDACTED) + "@");
        }
        if (redacted.indexOf('=') < 0) {
            return redacted;
        }
        Matcher pairs = KEY_VALUE.matcher(redacted);
        StringBuilder out = null;
        int last = 0;
        while (pairs.find()) {
            String key = pairs.group(1);
            if ((isSecret(key) || key.equalsIgnoreCase("pwd"))
                    && !pairs.group(2).equals(RecordedRequest.REDACTED)) {
                if (out == null) {
                    out = new StringBuilder(redacted.length());
                }
                out.append(redacted, last, pairs.start(2)).append(RecordedRequest.REDACTED);
                last = pairs.end(2);
            }
        }
        if (out == null) {
            return redacted;
        }
        return out.append(redacted, last, redacted.length()).toString();
    }

    /** The headers with every secret one's value reduced to its scheme, such as {@code Bearer [REDACTED]}. */
    static Map<String, List<String>> headers(Map<String, List<String>> headers) {
        Map<String, List<String>> copy = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        headers.forEach((name, values) -> {
            boolean secret = isSecret(name)
                    || SECRET_HEADERS.contains(name.toLowerCase(Locale.ROOT).replace("-", ""));
            copy.put(
                    name,
                    values.stream()
                            .map(value -> secret ? credential(value) : shapes(value))
                            .toList());
        });
        return copy;
    }

    private static String credential(String value) {
        int space = value.indexOf(' ');
        String scheme = space > 0 ? value.substring(0, space) : "";
        return SCHEME.matcher(scheme).matches() ? scheme + " " + RecordedRequest.REDACTED : RecordedRequest.REDACTED;
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
            parts.add(
                    equals >= 0 && isSecret(name)
                            ? name + "=" + RecordedRequest.REDACTED
                            : equals < 0 ? shapes(part) : name + "=" + shapes(part.substring(equals + 1)));
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
            Map<String, String> shaped = new LinkedHashMap<>();
            while (members.hasNext()) {
                Map.Entry<String, JsonNode> member = members.next();
                if (member.getValue().isContainerNode()) {
                    redact(member.getValue());
                } else if (isSecret(member.getKey()) && !member.getValue().isNull()) {
                    secrets.add(member.getKey());
                } else if (member.getValue().isTextual()) {
                    String text = member.getValue().textValue();
                    String redacted = shapes(text);
                    if (!redacted.equals(text)) {
                        shaped.put(member.getKey(), redacted);
                    }
                }
            }
            secrets.forEach(name -> object.put(name, RecordedRequest.REDACTED));
            shaped.forEach(object::put);
        } else if (node instanceof ArrayNode array) {
            for (int i = 0; i < array.size(); i++) {
                JsonNode element = array.get(i);
                if (element.isTextual()) {
                    array.set(i, TextNode.valueOf(shapes(element.textValue())));
                } else {
                    redact(element);
                }
            }
        }
        return node;
    }
}
