package io.dgq.server.internal.transport.tls;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.cert.Certificate;
import java.security.cert.CertificateException;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.security.spec.InvalidKeySpecException;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLSocketFactory;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509TrustManager;
import okhttp3.tls.HeldCertificate;

/**
 * The server's TLS identity: its key and certificate chain, the server's {@link SSLContext}, and what a client
 * needs to trust it (the certificate that anchors the chain, as PEM, a trust manager and a socket factory).
 */
public final class TlsIdentity {

    private static final char[] NO_PASSWORD = new char[0];

    private final SSLContext serverContext;
    private final X509Certificate anchor;
    private final X509TrustManager trustManager;
    private final SSLSocketFactory clientSocketFactory;

    private TlsIdentity(PrivateKey key, List<X509Certificate> chain) throws GeneralSecurityException, IOException {
        KeyStore keys = KeyStore.getInstance("PKCS12");
        keys.load(null, null);
        keys.setKeyEntry("server", key, NO_PASSWORD, chain.toArray(new Certificate[0]));
        KeyManagerFactory keyManagers = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        keyManagers.init(keys, NO_PASSWORD);
        this.serverContext = SSLContext.getInstance("TLS");
        serverContext.init(keyManagers.getKeyManagers(), null, null);
        this.anchor = chain.get(chain.size() - 1);
        KeyStore trusted = KeyStore.getInstance("PKCS12");
        trusted.load(null, null);
        trusted.setCertificateEntry("reference-server", anchor);
        TrustManagerFactory trustManagers = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        trustManagers.init(trusted);
        X509TrustManager found = null;
        for (TrustManager manager : trustManagers.getTrustManagers()) {
            if (manager instanceof X509TrustManager x509) {
                found = x509;
            }
        }
        if (found == null) {
            throw new GeneralSecurityException("no X.509 trust manager in this JVM");
        }
        this.trustManager = found;
        SSLContext client = SSLContext.getInstance("TLS");
        client.init(null, new TrustManager[] {found}, null);
        this.clientSocketFactory = client.getSocketFactory();
    }

    /**
     * Makes a certificate authority and a server certificate it signs, for {@code localhost}, {@code 127.0.0.1},
     * {@code ::1} and the given host, valid for a day from now.
     *
     * @param host the address the server listens on, also named in the certificate
     * @return the identity
     */
    public static TlsIdentity generated(String host) {
        HeldCertificate authority = new HeldCertificate.Builder()
                .certificateAuthority(0)
                .commonName("DGQ reference server test CA")
                .organizationalUnit("dgq-reference-server")
                .build();
        HeldCertificate.Builder server = new HeldCertificate.Builder()
                .signedBy(authority)
                .commonName("localhost")
                .addSubjectAlternativeName("localhost")
                .addSubjectAlternativeName("127.0.0.1")
                .addSubjectAlternativeName("::1");
        String bare = host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
        if (!List.of("localhost", "127.0.0.1", "::1", "0.0.0.0", "::").contains(bare)) {
            server.addSubjectAlternativeName(bare);
        }
        HeldCertificate held = server.build();
        try {
            return new TlsIdentity(held.keyPair().getPrivate(), List.of(held.certificate(), authority.certificate()));
        } catch (GeneralSecurityException | IOException e) {
            throw new IllegalStateException("Could not set up TLS with a generated certificate: " + e.getMessage(), e);
        }
    }

    /**
     * Reads a PEM certificate chain (the server's certificate first, then the certificates that sign it) and a
     * PEM private key in PKCS#8 ({@code BEGIN PRIVATE KEY}, RSA or EC).
     *
     * @param certificateFile the certificate chain
     * @param keyFile the private key
     * @return the identity
     * @throws IllegalArgumentException naming the file and what is wrong with it
     */
    public static TlsIdentity fromPem(Path certificateFile, Path keyFile) {
        List<X509Certificate> chain = readCertificates(certificateFile);
        PrivateKey key = readKey(keyFile);
        try {
            return new TlsIdentity(key, chain);
        } catch (GeneralSecurityException | IOException e) {
            throw new IllegalArgumentException(
                    "The TLS key " + keyFile + " does not go with the certificate " + certificateFile + ": "
                            + e.getMessage(),
                    e);
        }
    }

    /** {@return the context the server's sockets speak TLS with} */
    public SSLContext serverContext() {
        return serverContext;
    }

    /** {@return the certificate a client trusts to accept the server's: the last of the chain, as PEM} */
    public String certificatePem() {
        try {
            return pem(anchor);
        } catch (CertificateException e) {
            throw new IllegalStateException("the certificate cannot be encoded", e);
        }
    }

    /** {@return a trust manager that trusts the server's certificate, and nothing else} */
    public X509TrustManager trustManager() {
        return trustManager;
    }

    /** {@return a client socket factory that trusts the server's certificate, and nothing else} */
    public SSLSocketFactory clientSocketFactory() {
        return clientSocketFactory;
    }

    private static String pem(X509Certificate certificate) throws CertificateException {
        return "-----BEGIN CERTIFICATE-----\n"
                + Base64.getMimeEncoder(64, new byte[] {'\n'}).encodeToString(certificate.getEncoded())
                + "\n-----END CERTIFICATE-----\n";
    }

    private static List<X509Certificate> readCertificates(Path file) {
        byte[] bytes = read(file, "certificate");
        List<X509Certificate> chain = new ArrayList<>();
        try {
            for (Certificate certificate :
                    CertificateFactory.getInstance("X.509").generateCertificates(new ByteArrayInputStream(bytes))) {
                chain.add((X509Certificate) certificate);
            }
        } catch (CertificateException | RuntimeException e) {
            throw new IllegalArgumentException(
                    "The TLS certificate " + file + " is not a PEM certificate chain (BEGIN CERTIFICATE)", e);
        }
        if (chain.isEmpty()) {
            throw new IllegalArgumentException(
                    "The TLS certificate " + file + " holds no certificate (BEGIN CERTIFICATE)");
        }
        return chain;
    }

    private static PrivateKey readKey(Path file) {
        String text = new String(read(file, "key"), StandardCharsets.US_ASCII);
        String begin = "-----BEGIN PRIVATE KEY-----";
        String end = "-----END PRIVATE KEY-----";
        int from = text.indexOf(begin);
        int to = text.indexOf(end);
        if (from < 0 || to < from) {
            String hint = text.contains("BEGIN RSA PRIVATE KEY") || text.contains("BEGIN EC PRIVATE KEY")
                    ? "; convert it with: openssl pkcs8 -topk8 -nocrypt -in " + file.getFileName()
                    : text.contains("ENCRYPTED PRIVATE KEY")
                            ? "; it is encrypted: give the key without a password"
                            : "";
            throw new IllegalArgumentException(
                    "The TLS key " + file + " is not a PEM private key in PKCS#8 (BEGIN PRIVATE KEY)" + hint);
        }
        byte[] der;
        try {
            der = Base64.getMimeDecoder().decode(text.substring(from + begin.length(), to));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("The TLS key " + file + " is not valid base64 between its PEM lines", e);
        }
        for (String algorithm : List.of("RSA", "EC", "Ed25519")) {
            try {
                return KeyFactory.getInstance(algorithm).generatePrivate(new PKCS8EncodedKeySpec(der));
            } catch (InvalidKeySpecException | java.security.NoSuchAlgorithmException e) {
                // try the next kind
            }
        }
        throw new IllegalArgumentException(
                "The TLS key " + file + " is neither an RSA, an EC nor an Ed25519 private key");
    }

    private static byte[] read(Path file, String what) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new IllegalArgumentException(
                    "Cannot read the TLS " + what + " " + file + ": "
                            + e.getClass().getSimpleName() + " " + e.getMessage(),
                    e);
        }
    }

    @Override
    public String toString() {
        return "TlsIdentity{" + anchor.getSubjectX500Principal().getName().toLowerCase(Locale.ROOT) + "}";
    }
}
