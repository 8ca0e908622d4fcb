package io.dgq.server.internal.auth;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * Encrypts source credentials with AES-GCM under a key derived from the server's secret. The stored and answered
 * form is base64 of a random 12-byte nonce followed by the ciphertext and tag; plain text is never kept.
 */
public final class CredentialCipher {

    private static final int NONCE_BYTES = 12;
    private static final int TAG_BITS = 128;

    private final String serverSecret;
    /** Derived at the first use rather than at the server's start. */
    private volatile SecretKeySpec key;
    /** Created at the first encryption: seeding it would slow the server's start. */
    private volatile SecureRandom random;

    public CredentialCipher(String serverSecret) {
        this.serverSecret = serverSecret;
    }

    private SecretKeySpec key() {
        SecretKeySpec derived = key;
        if (derived == null) {
            try {
                MessageDigest sha256 = MessageDigest.getInstance("SHA-256");
                sha256.update("dgq-reference-server/source-credentials/".getBytes(StandardCharsets.UTF_8));
                derived = new SecretKeySpec(sha256.digest(serverSecret.getBytes(StandardCharsets.UTF_8)), "AES");
            } catch (GeneralSecurityException e) {
                throw new IllegalStateException("SHA-256 is unavailable", e);
            }
            key = derived;
        }
        return derived;
    }

    /** The opaque encoded form of a value. */
    public String encrypt(String plainText) {
        try {
            SecureRandom random = this.random;
            if (random == null) {
                random = new SecureRandom();
                this.random = random;
            }
            byte[] nonce = new byte[NONCE_BYTES];
            random.nextBytes(nonce);
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.ENCRYPT_MODE, key(), new GCMParameterSpec(TAG_BITS, nonce));
            byte[] sealed = cipher.doFinal(plainText.getBytes(StandardCharsets.UTF_8));
            byte[] out = new byte[NONCE_BYTES + sealed.length];
            System.arraycopy(nonce, 0, out, 0, NONCE_BYTES);
            System.arraycopy(sealed, 0, out, NONCE_BYTES, sealed.length);
            return Base64.getEncoder().encodeToString(out);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("AES-GCM is unavailable", e);
        }
    }

    /** Whether a text is a value this cipher encoded: one it can decode. */
    public boolean seals(String encoded) {
        try {
            decrypt(encoded);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** The plain text of an encoded value; used by tests of the server only. */
    public String decrypt(String encoded) {
        try {
            byte[] in = Base64.getDecoder().decode(encoded);
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.DECRYPT_MODE, key(), new GCMParameterSpec(TAG_BITS, in, 0, NONCE_BYTES));
            return new String(cipher.doFinal(in, NONCE_BYTES, in.length - NONCE_BYTES), StandardCharsets.UTF_8);
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            throw new IllegalArgumentException("not a value of this cipher", e);
        }
    }
}
