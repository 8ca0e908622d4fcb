package io.dgq.sdk.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.util.List;
import mockwebserver3.MockWebServer;
import okhttp3.Protocol;
import okhttp3.tls.HandshakeCertificates;
import okhttp3.tls.HeldCertificate;

/**
 * A certificate authority made for one test, a certificate it signs for {@code localhost}, and both sides of a TLS
 * handshake over them.
 *
 * @param server what a test server presents: the certificate and its authority
 * @param client what a client trusts: the authority alone
 */
public record LocalhostTls(HandshakeCertificates server, HandshakeCertificates client) {

    /** {@return a new authority and a {@code localhost} certificate it signed, as both sides' handshake material} */
    public static LocalhostTls create() {
        HeldCertificate authority =
                new HeldCertificate.Builder().certificateAuthority(0).build();
        HeldCertificate certificate = new HeldCertificate.Builder()
                .signedBy(authority)
                .addSubjectAlternativeName("localhost")
                .build();
        return new LocalhostTls(
                new HandshakeCertificates.Builder()
                        .heldCertificate(certificate, authority.certificate())
                        .build(),
                new HandshakeCertificates.Builder()
                        .addTrustedCertificate(authority.certificate())
                        .build());
    }

    /**
     * Starts {@code server} on a loopback port over TLS with this certificate, offering HTTP/2 and HTTP/1.1 by ALPN.
     *
     * @param server a server not yet started, closed by the caller
     * @return the server's address, {@code https://localhost:port}
     */
    public String startHttps(MockWebServer server) {
        server.useHttps(this.server.sslSocketFactory());
        server.setProtocols(List.of(Protocol.HTTP_2, Protocol.HTTP_1_1));
        try {
            server.start(InetAddress.getLoopbackAddress(), 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return "https://localhost:" + server.getPort();
    }
}
