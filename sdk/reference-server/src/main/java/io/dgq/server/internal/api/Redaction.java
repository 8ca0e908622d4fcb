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
import java.util.function.Predicate;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Takes the secrets out of what the journal keeps: credentials in headers, in the query and in JSON bodies. A name
 * (of a header, a query parameter or a body member) is secret when ({@link #isSecret}), lower case and without
 * punctuation, it contains {@code password}, {@code passwd}, {@code passphrase}, {@code secret}, {@code apikey},
 * {@code privatekey}, {@code credential}, {@code session}, {@code signature}, {@code bearer}, {@code authoriz} or
 * {@code authentic}; or when its last word (an {@code id} or {@code value} after it aside) is or ends with
 * {@code key}, {@code token}, {@code auth}, or is {@code pass}, {@code pwd} or {@code sig}, unless it is a primary,
 * foreign, sort, partition or idempotency key. {@code Authorization}, {@code Proxy-Authorization} and cookies are
 * secret headers too. A secret member's strings and numbers are redacted, an array of them too; its booleans and
 * {@code null} are kept.
 *
 * <p>Secrets are also found by their shape wherever they are, under any name: in the path, in every query value,
 * in every header value and in every string of a JSON body ({@link #shapes}).
 */
public final class Redaction {

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

    /**
     * A bearer credential anywhere: {@code Bearer}, {@code bearer} or {@code BEARER} and what follows it up to a
     * space or a quote.
     */
    private static final Pattern BEARER =
            Pattern.compile("(?<![A-Za-z0-9_-])([Bb][Ee][Aa][Rr][Ee][Rr])\\s++[A-Za-z0-9._~+/=-]++");
    /** The password of an Oracle connect string: {@code scott/tiger@host}, {@code thin:scott/tiger@//host}. */
    private static final Pattern ORACLE_PASSWORD =
            Pattern.compile("(?<![A-Za-z0-9_$#./-])([A-Za-z][A-Za-z0-9_$#]*+)/[^@\\s/\"'\\[]++@(?=[A-Za-z0-9(\\[/])");

    /** An authentication scheme kept in front of a redacted credential ({@code Bearer [REDACTED]}). */
    private static final Pattern SCHEME = Pattern.compile("[A-Za-z][A-Za-z0-9-]{0,19}");

    /* Parts that make a name secret wherever they are in it, by their first letter. */
    private static final String[] PARTS_A = {"apikey", "authoriz", "authentic"};
    private static final String[] PARTS_B = {"bearer"};
    private static final String[] PARTS_C = {"credential"};
    private static final String[] PARTS_P = {"password", "passwd", "passphrase", "privatekey"};
    private static final String[] PARTS_S = {"secret", "session", "signature"};

    /** The parts that make a name secret that start with a letter, or {@code null} when none does. */
    private static String[] partsStartingWith(char letter) {
        return switch (letter) {
            case 'a' -> PARTS_A;
            case 'b' -> PARTS_B;
            case 'c' -> PARTS_C;
            case 'p' -> PARTS_P;
            case 's' -> PARTS_S;
            default -> null;
        };
    }

    /** Last words that make a name secret when the name ends with them. */
    private static final List<String> SECRET_ENDINGS = List.of("key", "keys", "token", "tokens", "auth");
    /** Last words that make a name secret when they are the whole word. */
    private static final List<String> SECRET_WORDS = List.of("pass", "pwd", "sig", "sigs");
    /** Words after a secret last word that leave it the last word: {@code session_id}, {@code api_key_value}. */
    private static final List<String> TRAILING_WORDS = List.of("id", "ids", "value", "values");
    /** Words before {@code key} that make it a column's or a request's key, not a secret. */
    private static final List<String> PLAIN_KEYS =
            List.of("primary", "foreign", "sort", "partition", "unique", "idempotency", "is");

    private static final List<String> SECRET_HEADERS =
            List.of("authorization", "proxyauthorization", "cookie", "setcookie");

    private Redaction() {}

    /**
     * Whether a name of a header, a query parameter or a body member names a secret (see the class comment).
     *
     * @param name the name
     * @return {@code true} for a secret's name
     */
    public static boolean isSecret(String name) {
        char[] plain = new char[name.length()];
        int length = 0;
        // the last three words of the name, as [start, end) in plain: a word ends at punctuation and where a
        // lower-case letter or a digit meets an upper-case one
        int[] words = {0, 0, 0, 0, 0, 0};
        int start = 0;
        char previous = 0;
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            boolean upper = c >= 'A' && c <= 'Z';
            boolean lowerOrDigit = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
            if (!upper && !lowerOrDigit) {
                start = endWord(words, start, length);
                previous = 0;
                continue;
            }
            if (upper && ((previous >= 'a' && previous <= 'z') || (previous >= '0' && previous <= '9'))) {
                start = endWord(words, start, length);
            }
            plain[length++] = upper ? (char) (c + ('a' - 'A')) : c;
            previous = c;
        }
        endWord(words, start, length);
        String letters = new String(plain, 0, length);
        // one pass over the letters, trying only the parts that start with the letter at hand
        for (int i = 0; i < length; i++) {
            String[] parts = partsStartingWith(plain[i]);
            if (parts != null) {
                for (String part : parts) {
                    if (letters.startsWith(part, i)) {
                        return true;
                    }
                }
            }
        }
        int last = 4; // words[4..5] is the last word, words[2..3] the one before it
        if (isOneOf(letters, words, last, TRAILING_WORDS) && words[last - 1] > words[last - 2]) {
            last -= 2;
        }
        if (words[last + 1] == words[last]) {
            return false;
        }
        if (isOneOf(letters, words, last, SECRET_WORDS)) {
            return true;
        }
        for (String ending : SECRET_ENDINGS) {
            if (letters.regionMatches(words[last + 1] - ending.length(), ending, 0, ending.length())
                    && words[last + 1] - ending.length() >= words[last]) {
                boolean plainKey = words[last + 1] - words[last] == 3
                        && ending.equals("key")
                        && last > 0
                        && isOneOf(letters, words, last - 2, PLAIN_KEYS);
                return !plainKey;
            }
        }
        return false;
    }

    /** Ends the word from {@code start} to {@code end}, if not empty, as the last of three; {@return its end} */
    private static int endWord(int[] words, int start, int end) {
        if (end > start) {
            System.arraycopy(words, 2, words, 0, 4);
            words[4] = start;
            words[5] = end;
        }
        return end;
    }

    /** Whether the word at {@code words[at..at + 1]} of {@code letters} is one of {@code candidates}. */
    private static boolean isOneOf(String letters, int[] words, int at, List<String> candidates) {
        int length = words[at + 1] - words[at];
        for (String candidate : candidates) {
            if (candidate.length() == length && letters.startsWith(candidate, words[at])) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a text holds {@code bearer}, {@code Bearer} or {@code BEARER}: two vectorised searches, cheaper than
     * the pattern they guard.
     */
    private static boolean hasBearer(String text) {
        return text.contains("earer") || text.contains("EARER");
    }

    /**
     * A text with the secrets it holds by their shape redacted: every JSON Web Token, every bearer credential
     * ({@code Bearer [REDACTED]}), the password of a URL ({@code postgres://user:[REDACTED]@host}) and of an Oracle
     * connect string ({@code scott/[REDACTED]@host}), and the value of every {@code key=value} pair whose key is
     * named like a secret ({@code Server=db;Password=[REDACTED];}, {@code jdbc:...;password=[REDACTED]},
     * {@code Pwd=[REDACTED]}).
     */
    static String shapes(String text) {
        return shapes(text, secret -> RecordedRequest.REDACTED, RecordedRequest.REDACTED::equals);
    }

    /**
     * A text with the secrets it holds by their shape (those {@link #shapes(String)} finds) each replaced by what
     * {@code fake} makes of it: the whole JSON Web Token, the credential after {@code Bearer}, the password of a URL
     * or an Oracle connect string, the value of a secret {@code key=value} pair.
     *
     * @param text the text, or {@code null}
     * @param fake the replacement of one secret
     * @param replaced whether a {@code key=value} pair's value is already a replacement, left as it is
     * @return the text with its secrets replaced
     */
    public static String shapes(String text, UnaryOperator<String> fake, Predicate<String> replaced) {
        if (text == null || text.isEmpty()) {
            return text;
        }
        // Each shape has a mark no match can lack; a text without it (most header values) skips that pattern, whose
        // look-behind is otherwise tried at every character: the journal spent a third of a request's time here.
        String redacted = text.contains("eyJ")
                ? JWT.matcher(text).replaceAll(match -> Matcher.quoteReplacement(fake.apply(match.group())))
                : text;
        if (hasBearer(redacted)) {
            redacted = BEARER.matcher(redacted)
                    .replaceAll(match -> Matcher.quoteReplacement(match.group(1) + " "
                            + fake.apply(match.group()
                                    .substring(match.end(1) - match.start())
                                    .strip())));
        }
        int at = redacted.indexOf('@');
        if (at >= 0 && redacted.contains("://")) {
            redacted = URL_PASSWORD
                    .matcher(redacted)
                    .replaceAll(match -> Matcher.quoteReplacement(match.group(1)
                            + ":"
                            + fake.apply(match.group()
                                    .substring(
                                            match.end(1) - match.start() + 1,
                                            match.group().length() - 1))
                            + "@"));
        }
        if (at >= 0 && redacted.indexOf('/') >= 0) {
            redacted = ORACLE_PASSWORD
                    .matcher(redacted)
                    .replaceAll(match -> Matcher.quoteReplacement(match.group(1)
                            + "/"
                            + fake.apply(match.group()
                                    .substring(
                                            match.end(1) - match.start() + 1,
                                            match.group().length() - 1))
                            + "@"));
        }
        if (redacted.indexOf('=') < 0) {
            return redacted;
        }
        Matcher pairs = KEY_VALUE.matcher(redacted);
        StringBuilder out = null;
        int last = 0;
        while (pairs.find()) {
            String key = pairs.group(1);
            if (isSecret(key) && !replaced.test(pairs.group(2))) {
                if (out == null) {
                    out = new StringBuilder(redacted.length());
                }
                out.append(redacted, last, pairs.start(2)).append(fake.apply(pairs.group(2)));
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

    /** Replaces, in place, every string and number of an array under a secret name, in nested arrays too. */
    private static void redactAll(ArrayNode array) {
        for (int i = 0; i < array.size(); i++) {
            JsonNode element = array.get(i);
            if (element.isTextual() || element.isNumber()) {
                array.set(i, TextNode.valueOf(RecordedRequest.REDACTED));
            } else if (element.isArray()) {
                redactAll((ArrayNode) element);
            } else {
                redact(element);
            }
        }
    }

    /** Replaces, in place, the scalar values of secret members; objects and arrays under any name are searched. */
    private static JsonNode redact(JsonNode node) {
        if (node instanceof ObjectNode object) {
            Iterator<Map.Entry<String, JsonNode>> members = object.properties().iterator();
            List<String> secrets = new ArrayList<>();
            Map<String, String> shaped = new LinkedHashMap<>();
            while (members.hasNext()) {
                Map.Entry<String, JsonNode> member = members.next();
                JsonNode value = member.getValue();
                if (value.isArray() && isSecret(member.getKey())) {
                    redactAll((ArrayNode) value);
                } else if (value.isContainerNode()) {
                    redact(value);
                } else if ((value.isTextual() || value.isNumber()) && isSecret(member.getKey())) {
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
