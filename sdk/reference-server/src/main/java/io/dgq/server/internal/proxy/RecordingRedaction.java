package io.dgq.server.internal.proxy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import io.dgq.server.internal.api.Redaction;
import io.dgq.server.internal.json.Json;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Collection;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Takes the secrets and personal data out of the records a recording keeps, before they are kept: each is replaced by
 * a fake made from an HMAC-SHA256 of the value under a key made for this recording alone and never written, so the
 * same value gives the same fake within a recording (references still match) and a fake cannot be traced back to its
 * value. A fake keeps the value's shape: an e-mail address stays one, a JSON Web Token stays three dotted parts, a
 * number stays a number.
 *
 * <p>The rules, as the snapshot's header lists them: the values under a member named like a secret (the journal's
 * rule, {@link Redaction#isSecret}), a source's {@code credentials} whole, members named on the command line, and,
 * in every other string, e-mail addresses and the shapes the journal finds (JSON Web Tokens, bearer credentials,
 * passwords in URLs, Oracle connect strings and {@code key=value} connection strings).
 */
final class RecordingRedaction {

    /** What every text fake starts with, so that a fake is never taken for a value to redact again. */
    static final String FAKE_PREFIX = "redacted-";

    /** An e-mail address; possessive runs keep a long text without one linear. */
    private static final Pattern EMAIL =
            Pattern.compile("(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]{1,64}+@[A-Za-z0-9-]++(?:\\.[A-Za-z0-9-]++)++");

    private static final Pattern JWT_SHAPE =
            Pattern.compile("eyJ[A-Za-z0-9_-]{2,}+\\.[A-Za-z0-9_-]{2,}+\\.[A-Za-z0-9_-]*+");

    /** {@code {"redacted":true}}, base64url: the header of a fake JSON Web Token. */
    private static final String FAKE_JWT_HEADER = "eyJyZWRhY3RlZCI6dHJ1ZX0";

    private static final String CREDENTIALS = "credentials";

    private final SecretKeySpec key;
    private final ThreadLocal<Mac> macs;
    private final Set<String> fields;

    /**
     * A redaction with a new random key.
     *
     * @param fields member names whose values are redacted too, compared without case
     */
    RecordingRedaction(Collection<String> fields) {
        byte[] bytes = new byte[32];
        new SecureRandom().nextBytes(bytes);
        this.key = new SecretKeySpec(bytes, "HmacSHA256");
        this.macs = ThreadLocal.withInitial(this::newMac);
        Set<String> names = new TreeSet<>();
        fields.forEach(name -> names.add(name.toLowerCase(Locale.ROOT)));
        this.fields = Set.copyOf(names);
    }

    private Mac newMac() {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(key);
            return mac;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("this JVM has no HmacSHA256", e);
        }
    }

    /** {@return the rules applied, as the snapshot's header tells them} */
    ObjectNode rules() {
        ObjectNode rules = Json.object();
        rules.put(
                "fakes",
                "the same value gives the same fake within this recording: an HMAC-SHA256 of the value under a key"
                        + " made for the recording and never written, shaped like the value");
        ArrayNode applied = rules.putArray("rules");
        for (String rule : List.of(
                "secret member names (password, secret, token, key, credential, ... as the journal redacts them)",
                "source credentials",
                "e-mail addresses",
                "JSON Web Tokens",
                "bearer credentials",
                "passwords in URLs (user:password@host)",
                "secrets of key=value connection strings (password=, pwd=, ...)",
                "passwords of Oracle connect strings (user/password@host)")) {
            applied.add(rule);
        }
        ArrayNode named = rules.putArray("fields");
        fields.forEach(named::add);
        return rules;
    }

    /**
     * A redacted copy of a record (or of an update's body) of a kind.
     *
     * @param kind the kind's key in a snapshot, such as {@code sources}
     * @param record the record as answered
     * @return a new object, the record unchanged
     */
    ObjectNode record(String kind, ObjectNode record) {
        ObjectNode copy = record.deepCopy();
        walk(copy, kind.equals("sources"));
        return copy;
    }

    private void walk(ObjectNode object, boolean source) {
        for (Iterator<Map.Entry<String, JsonNode>> members = object.properties().iterator(); members.hasNext(); ) {
            Map.Entry<String, JsonNode> member = members.next();
            String name = member.getKey();
            JsonNode value = member.getValue();
            boolean secret = Redaction.isSecret(name)
                    || fields.contains(name.toLowerCase(Locale.ROOT))
                    || (source && name.equals(CREDENTIALS));
            if (secret) {
                member.setValue(secretValue(value));
            } else if (value.isTextual()) {
                member.setValue(TextNode.valueOf(text(value.textValue())));
            } else if (value.isObject()) {
                walk((ObjectNode) value, false);
            } else if (value.isArray()) {
                walkArray((ArrayNode) value);
            }
        }
    }

    private void walkArray(ArrayNode array) {
        for (int i = 0; i < array.size(); i++) {
            JsonNode element = array.get(i);
            if (element.isTextual()) {
                array.set(i, TextNode.valueOf(text(element.textValue())));
            } else if (element.isObject()) {
                walk((ObjectNode) element, false);
            } else if (element.isArray()) {
                walkArray((ArrayNode) element);
            }
        }
    }

    /** Every string and number under a secret name replaced by its fake, in objects and arrays too. */
    private JsonNode secretValue(JsonNode value) {
        if (value.isTextual()) {
            return TextNode.valueOf(fakeOf(value.textValue()));
        }
        if (value.isNumber()) {
            byte[] mac = mac(value.asText());
            long bits =
                    ((mac[0] & 0xffL) << 24) | ((mac[1] & 0xffL) << 16) | ((mac[2] & 0xffL) << 8) | (mac[3] & 0xffL);
            return IntNode.valueOf(1 + (int) (bits % 999_999_999L));
        }
        if (value.isObject()) {
            ObjectNode object = (ObjectNode) value;
            object.properties().forEach(member -> member.setValue(secretValue(member.getValue())));
            return object;
        }
        if (value.isArray()) {
            ArrayNode array = (ArrayNode) value;
            for (int i = 0; i < array.size(); i++) {
                array.set(i, secretValue(array.get(i)));
            }
            return array;
        }
        return value;
    }

    /** A text with the secrets and e-mail addresses it holds replaced by their fakes. */
    String text(String text) {
        String redacted = Redaction.shapes(text, this::fakeOf, value -> value.startsWith(FAKE_PREFIX));
        if (redacted.indexOf('@') < 0) {
            return redacted;
        }
        return EMAIL.matcher(redacted).replaceAll(match -> Matcher.quoteReplacement(fakeEmail(match.group())));
    }

    /** The fake of a whole secret value, shaped like it. */
    String fakeOf(String secret) {
        if (secret.startsWith(FAKE_PREFIX) || secret.startsWith(FAKE_JWT_HEADER)) {
            return secret;
        }
        if (JWT_SHAPE.matcher(secret).matches()) {
            byte[] mac = mac(secret);
            return FAKE_JWT_HEADER + "."
                    + Base64.getUrlEncoder().withoutPadding().encodeToString(mac) + "."
                    + FAKE_PREFIX.substring(0, FAKE_PREFIX.length() - 1);
        }
        if (EMAIL.matcher(secret).matches()) {
            return fakeEmail(secret);
        }
        return FAKE_PREFIX + hex(secret);
    }

    private String fakeEmail(String email) {
        if (email.startsWith(FAKE_PREFIX)) {
            return email;
        }
        return FAKE_PREFIX + hex(email.toLowerCase(Locale.ROOT)) + "@example.invalid";
    }

    private String hex(String value) {
        return HexFormat.of().formatHex(mac(value), 0, 8);
    }

    private byte[] mac(String value) {
        return macs.get().doFinal(value.getBytes(StandardCharsets.UTF_8));
    }
}
