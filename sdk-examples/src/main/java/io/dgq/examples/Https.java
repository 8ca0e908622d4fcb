package io.dgq.examples;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.errors.DgqException;
import io.dgq.sdk.http.okhttp.OkHttpTransport;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import java.io.ByteArrayInputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;
import okhttp3.Handshake;
import okhttp3.OkHttpClient;

/**
 * The SDK over https with a certificate a private authority signed, as a workspace behind a corporate authority is:
 * the embedded reference server speaks https with a certificate authority made at its start, and the client trusts
 * that authority and nothing else with {@code tls(socketFactory, trustManager)}, leaving the JVM's trust store as it
 * is. Host names are still checked.
 *
 * <p>The client's OkHttpClient has a network interceptor that prints each connection's TLS version and the HTTP
 * version ALPN chose. A client with only the JVM's trust store is refused by the handshake, before any request is
 * sent. This example always starts its own server, since your workspace's certificate is one the JVM already trusts.
 */
public final class Https {

    private Https() {}

    public static void main(String[] args) {
        try (ReferenceServer server =
                ReferenceServer.builder().seed(Seed.DEMO).https().start()) {
            System.out.println("Https on the embedded reference server (demo data) at " + server.baseUrl());
            run(server, System.out);
        }
    }

    /**
     * Runs the example.
     *
     * @param server a reference server speaking https
     * @param out where to print what happens
     */
    public static void run(ReferenceServer server, PrintStream out) {
        // 1. The authority the client will trust: the server hands it out as PEM.
        X509Certificate authority = parse(server.certificatePem());
        out.println("The server's certificate authority: " + authority.getSubjectX500Principal());

        // 2. A client trusting that authority alone; the interceptor prints what each connection negotiated.
        List<String> negotiated = new ArrayList<>();
        OkHttpClient http = new OkHttpClient.Builder()
                .addNetworkInterceptor(chain -> {
                    Handshake handshake = chain.connection().handshake();
                    String line = (handshake == null
                                    ? "no TLS"
                                    : handshake.tlsVersion().javaName()) + ", "
                            + chain.connection().protocol();
                    if (!negotiated.contains(line)) {
                        negotiated.add(line);
                        out.println("  connection: " + line);
                    }
                    return chain.proceed(chain.request());
                })
                .build();
        try (DgqClient client = DgqClient.builder()
                .baseUrl(server.baseUrl())
                .apiToken(server.apiToken())
                .transport(OkHttpTransport.builder()
                        .client(http)
                        .tls(server.sslSocketFactory(), server.trustManager())
                        .build())
                .build()) {
            Page<DomainListItem> page =
                    client.domains().list(ListRequest.builder().pageSize(3).build());
            out.println(page.totalCount() + " domains over https; the first: "
                    + page.items().get(0).name());
            Domain domain = client.domains().get(page.items().get(0).id());
            out.println("Read '" + domain.name() + "' over the same connection.");
        } finally {
            // DgqClient.close() leaves a transport it was given open, and the transport a client of yours: release it
            // here.
            http.dispatcher().executorService().shutdown();
            http.connectionPool().evictAll();
        }

        // 3. A client with only the JVM's trust store: the handshake refuses the certificate, nothing is sent.
        try (DgqClient untrusting = DgqClient.builder()
                .baseUrl(server.baseUrl())
                .apiToken(server.apiToken())
                .maxRetries(0)
                .build()) {
            untrusting.domains().list(ListRequest.firstPage());
            out.println("Unexpected: a client without the authority was let in.");
        } catch (DgqException e) {
            out.println("Without the authority: " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    private static X509Certificate parse(String pem) {
        try {
            return (X509Certificate) CertificateFactory.getInstance("X.509")
                    .generateCertificate(new ByteArrayInputStream(pem.getBytes(StandardCharsets.US_ASCII)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("the server's certificate is not X.509 PEM: " + e.getMessage(), e);
        }
    }
}
