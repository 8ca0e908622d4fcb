package io.dgq.sdk.testing;

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
}
