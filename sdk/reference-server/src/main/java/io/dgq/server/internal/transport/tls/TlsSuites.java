package io.dgq.server.internal.transport.tls;

import java.util.Arrays;
import javax.net.ssl.SSLParameters;

/**
 * What the server's TLS sockets speak: TLS 1.3 and 1.2 only, and of the cipher suites the JVM enables, the AEAD ones
 * (AES-GCM, ChaCha20-Poly1305, AES-CCM) with forward secrecy (TLS 1.3's, or an ephemeral ECDHE or DHE key exchange):
 * no CBC suite, no static RSA key exchange.
 */
public final class TlsSuites {

    private TlsSuites() {}

    /**
     * Narrows the protocols and cipher suites of a server socket's parameters to those above.
     *
     * @param parameters the socket's parameters, changed in place
     */
    public static void restrict(SSLParameters parameters) {
        parameters.setProtocols(Arrays.stream(parameters.getProtocols())
                .filter(protocol -> protocol.equals("TLSv1.3") || protocol.equals("TLSv1.2"))
                .toArray(String[]::new));
        parameters.setCipherSuites(Arrays.stream(parameters.getCipherSuites())
                .filter(TlsSuites::offered)
                .toArray(String[]::new));
    }

    /**
     * Whether the server offers a cipher suite of this standard name.
     *
     * @param suite the suite's name, such as {@code TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256}
     * @return whether it is an AEAD suite with forward secrecy
     */
    public static boolean offered(String suite) {
        boolean aead = suite.contains("_GCM_") || suite.contains("_CCM") || suite.contains("CHACHA20_POLY1305");
        boolean tls13 = !suite.contains("_WITH_");
        boolean ephemeral = suite.startsWith("TLS_ECDHE_") || suite.startsWith("TLS_DHE_");
        return aead && (tls13 || ephemeral);
    }
}
