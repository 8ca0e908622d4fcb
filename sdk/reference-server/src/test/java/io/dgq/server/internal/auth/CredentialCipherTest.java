package io.dgq.server.internal.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.server.internal.json.Json;
import io.dgq.server.internal.rules.SourceRules;
import org.junit.jupiter.api.Test;

class CredentialCipherTest {

    private final CredentialCipher cipher = new CredentialCipher("server-secret");

    @Test
    void encryptsToAnOpaqueValueThatOnlyTheSameSecretOpens() {
        String sealed = cipher.encrypt("p@ssw0rd \uD83D\uDD11");
        assertThat(sealed).doesNotContain("p@ssw0rd").matches("[A-Za-z0-9+/=]+");
        assertThat(cipher.decrypt(sealed)).isEqualTo("p@ssw0rd \uD83D\uDD11");
        assertThatThrownBy(() -> new CredentialCipher("another-secret").decrypt(sealed))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theSameValueEncryptsDifferentlyEachTime() {
        assertThat(cipher.encrypt("same")).isNotEqualTo(cipher.encrypt("same"));
    }

    @Test
    void sourcesStoreTheirSecretsEncrypted() {
        SourceRules rules = new SourceRules(cipher);
        var source = Json.object();
        source.putObject("credentials")
                .put("server", "db.example.com")
                .put("username", "admin")
                .put("password", "hunter2")
                .put("port", "5432");
        source.putObject("source_type").put("tag", "postgres");
        rules.prepare(source, null);
        var credentials = source.path("credentials");
        assertThat(cipher.decrypt(credentials.path("server").asText())).isEqualTo("db.example.com");
        assertThat(cipher.decrypt(credentials.path("username").asText())).isEqualTo("admin");
        assertThat(cipher.decrypt(credentials.path("password").asText())).isEqualTo("hunter2");
        assertThat(credentials.path("port").asText()).isEqualTo("5432");
        assertThat(source.path("source_type_tag").asText()).isEqualTo("postgres");
    }
}
