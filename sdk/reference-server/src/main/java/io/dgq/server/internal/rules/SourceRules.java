package io.dgq.server.internal.rules;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.internal.auth.CredentialCipher;
import java.util.List;

/**
 * Sources keep {@code credentials.server}, {@code username} and {@code password} only encrypted, and derive the list
 * item's {@code source_type_tag} from {@code source_type.tag}.
 */
public final class SourceRules implements RecordRules {

    public static final List<String> SECRET_MEMBERS = List.of("server", "username", "password");

    private final CredentialCipher cipher;

    public SourceRules(CredentialCipher cipher) {
        this.cipher = cipher;
    }

    @Override
    public void prepare(ObjectNode next, ObjectNode previous) {
        JsonNode credentials = next.get("credentials");
        if (credentials != null && credentials.isObject()) {
            JsonNode before = previous == null ? null : previous.get("credentials");
            for (String member : SECRET_MEMBERS) {
                JsonNode value = credentials.get(member);
                boolean unchanged =
                        before != null && before.isObject() && value != null && value.equals(before.get(member));
                if (value != null && value.isTextual() && !unchanged) {
                    ((ObjectNode) credentials).put(member, cipher.encrypt(value.textValue()));
                }
            }
        }
        JsonNode tag = next.path("source_type").get("tag");
        next.set("source_type_tag", tag != null && tag.isTextual() ? tag : null);
    }
}
