package io.dgq.server.internal.proxy;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Makes an example value of the drift report safe to show: a member named like a secret is replaced whole, and in
 * any text bearer tokens, JWT-shaped strings, e-mail addresses and the passwords of connection strings are replaced
 * by placeholders. Long examples are cut.
 */
final class ExampleRedaction {

    private static final int MAX_CHARS = 200;
    private static final Pattern SECRET_NAME =
            Pattern.compile(".*(token|secret|password|passwd|pwd|credential|api_?key|private_?key|authorization).*");
    private static final Pattern BEARER = Pattern.compile("(?i)\\b(bearer|basic)\\s+[A-Za-z0-9._~+/=-]+");
    private static final Pattern JWT = Pattern.compile("eyJ[A-Za-z0-9_-]*\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*");
    private static final Pattern EMAIL = Pattern.compile("[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}");
    private static final Pattern URL_PASSWORD = Pattern.compile("(://[^:/@\\s\"]*:)[^@\\s\"]+@");
    private static final Pattern KEY_PASSWORD =
            Pattern.compile("(?i)\\b(password|pwd|passwd|secret)\\s*([=:])\\s*[^;&,\\s\"]+");

    private ExampleRedaction() {}

    /**
     * The example to show for a value seen at a member.
     *
     * @param member the member's path, such as {@code data.credentials.password}
     * @param value the value seen, or {@code null}
     * @return the text to show, or {@code null} for no example
     */
    static String example(String member, JsonNode value) {
        if (value == null) {
            return null;
        }
        String last = member.substring(member.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT);
        if (SECRET_NAME.matcher(last).matches()) {
            return "<redacted>";
        }
        String text = value.isTextual() ? value.asText() : value.toString();
        if (text.length() > 4 * MAX_CHARS) {
            text = text.substring(0, 4 * MAX_CHARS);
        }
        text = redact(text);
        if (value.isContainerNode() && text.contains("\"")) {
            text = KEY_NAMED_SECRET.matcher(text).replaceAll("$1\"<redacted>\"");
        }
        return text.length() <= MAX_CHARS ? text : text.substring(0, MAX_CHARS - 3) + "...";
    }

    private static final Pattern KEY_NAMED_SECRET = Pattern.compile(
            "(?i)(\"[a-z_]*(?:token|secret|password|passwd|pwd|credential|api_?key|private_?key)[a-z_]*\"\\s*:\\s*)"
                    + "\"(?:[^\"\\\\]|\\\\.)*\"");

    /** Replaces secret-shaped parts of a text. */
    static String redact(String text) {
        String out = BEARER.matcher(text).replaceAll("$1 <token>");
        out = JWT.matcher(out).replaceAll("<jwt>");
        out = URL_PASSWORD.matcher(out).replaceAll("$1<password>@");
        out = KEY_PASSWORD.matcher(out).replaceAll("$1$2<password>");
        return EMAIL.matcher(out).replaceAll("<email>");
    }
}
