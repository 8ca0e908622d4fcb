package io.dgq.server.internal.transport.tls;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.domains.DomainUpdateRequest;
import io.dgq.sdk.errors.DgqException;
import io.dgq.sdk.errors.DgqNotFoundException;
import io.dgq.sdk.http.okhttp.OkHttpTransport;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.util.List;
import javax.net.ssl.SSLException;
import javax.net.ssl.SSLSocket;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import okhttp3.tls.HeldCertificate;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The server over https: the SDK, the JDK's client and raw sockets, trust, and the wrong scheme either way. */
class HttpsHttpTest {

    private static ReferenceServer server;
    private static DgqClient client;

    @BeforeAll
    static void start() {
        server = ReferenceServer.builder().seed(Seed.DEMO).https().start();
        client = DgqClient.builder()
                .baseUrl(server.baseUrl())
                .apiToken(server.apiToken())
                .tls(server.sslSocketFactory(), server.trustManager())
                .build();
    }

    @AfterAll
    static void stop() {
        client.close();
        server.close();
    }

    @Test
    void theSdkCallsEveryGroupOverHttps() {
        assertThat(server.baseUrl()).startsWith("https://127.0.0.1:");
        Domain created = client.domains()
                .create(DomainCreateRequest.builder().name("Over TLS").build());
        client.domains()
                .update(
                        created.id(),
                        DomainUpdateRequest.builder().ownerTeam("Security").build());
        assertThat(client.domains().get(created.id()).ownerTeam()).isEqualTo("Security");
        assertThat(client.domains().list(ListRequest.firstPage()).items()).isNotEmpty();
        client.domains().delete(created.id());
        assertThatThrownBy(() -> client.domains().get(created.id())).isInstanceOf(DgqNotFoundException.class);

        ListRequest first = ListRequest.firstPage();
        assertThat(client.patterns().list(first).totalCount()).isPositive();
        assertThat(client.sources().list(first).totalCount()).isPositive();
        assertThat(client.parameters().list(first).items()).isNotNull();
        assertThat(client.fields().list(first).items()).isNotNull();
        assertThat(client.metricTemplates().list(first).items()).isNotNull();
        assertThat(client.alertClusters().list(first).items()).isNotNull();
        assertThat(client.terms().list(first).totalCount()).isPositive();
        assertThat(client.applications().list(first).items()).isNotNull();
        assertThat(client.tags().list(first).items()).isNotNull();
        assertThat(client.glossaries().list(first).items()).isNotNull();
        assertThat(client.documents().list(first).items()).isNotNull();
        assertThat(client.async().domains().list(first).join().items()).isNotEmpty();
    }

    @Test
    void theJdkHttpClientTrustsTheServerWithItsContext() throws Exception {
        HttpClient jdk = HttpClient.newBuilder()
                .sslContext(server.clientSslContext())
                .version(HttpClient.Version.HTTP_1_1)
                .build();
        HttpResponse<String> response = jdk.send(
                HttpRequest.newBuilder(URI.create(server.baseUrl() + "/api/v1/governance/domain/list"))
                        .header("Authorization", "Bearer " + server.apiToken())
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString("{}"))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).contains("Finance");
    }

    @Test
    void theCertificateNamesLocalhostAndBothLoopbacksAndIsHandedOutAsPem() throws Exception {
        X509Certificate authority = (X509Certificate) CertificateFactory.getInstance("X.509")
                .generateCertificate(
                        new ByteArrayInputStream(server.certificatePem().getBytes(StandardCharsets.US_ASCII)));
        assertThat(authority.getBasicConstraints()).isGreaterThanOrEqualTo(0);
        try (SSLSocket socket = (SSLSocket) server.sslSocketFactory().createSocket("localhost", server.port())) {
            socket.startHandshake();
            X509Certificate leaf = (X509Certificate) socket.getSession().getPeerCertificates()[0];
            List<String> names = leaf.getSubjectAlternativeNames().stream()
                    .map(name -> String.valueOf(name.get(1)))
                    .toList();
            assertThat(names).contains("localhost", "127.0.0.1");
            assertThat(names).anyMatch(name -> name.startsWith("0:0:0:0:0:0:0:1") || name.equals("::1"));
            leaf.verify(authority.getPublicKey());
        }
    }

    @Test
    void aClientThatDoesNotTrustTheCertificateFailsItsHandshake() {
        DgqClient untrusting = DgqClient.builder()
                .baseUrl(server.baseUrl())
                .apiToken(server.apiToken())
                .maxRetries(0)
                .build();
        try (untrusting) {
            assertThatThrownBy(() -> untrusting.domains().list(ListRequest.firstPage()))
                    .isInstanceOf(DgqException.class)
                    .hasRootCauseInstanceOf(java.security.cert.CertPathBuilderException.class);
        }
        assertThat(client.domains().list(ListRequest.firstPage()).items()).isNotEmpty();
    }

    @Test
    void tlsAppliesToAClientGivenToTheTransportToo() {
        OkHttpClient own = new OkHttpClient();
        try (DgqClient given = DgqClient.builder()
                .baseUrl(server.baseUrl())
                .apiToken(server.apiToken())
                .transport(OkHttpTransport.builder()
                        .client(own)
                        .tls(server.sslSocketFactory(), server.trustManager())
                        .build())
                .build()) {
            assertThat(given.domains().list(ListRequest.firstPage()).items()).isNotEmpty();
        }
        assertThat(own.sslSocketFactory())
                .as("the caller's client is left as it was")
                .isNotSameAs(server.sslSocketFactory());
    }

    @Test
    void plainHttpOnTheTlsPortIsAnswered400NamingHttps() throws Exception {
        OkHttpClient plain =
                new OkHttpClient.Builder().retryOnConnectionFailure(false).build();
        try (Response response = plain.newCall(new Request.Builder()
                        .url("http://127.0.0.1:" + server.port() + "/api/v1/governance/domain")
                        .build())
                .execute()) {
            assertThat(response.code()).isEqualTo(400);
            assertThat(response.body().string()).contains("This port speaks HTTPS (TLS): use an https:// URL");
        }
        assertThat(client.domains().list(ListRequest.firstPage()).items()).isNotEmpty();
    }

    @Test
    void httpsOnAPlainPortFailsTheHandshakeClearly() {
        try (ReferenceServer plain = ReferenceServer.builder().start();
                DgqClient wrong = DgqClient.builder()
                        .baseUrl(plain.baseUrl().replace("http://", "https://"))
                        .apiToken(plain.apiToken())
                        .maxRetries(0)
                        .tls(server.sslSocketFactory(), server.trustManager())
                        .build()) {
            assertThatThrownBy(() -> wrong.domains().list(ListRequest.firstPage()))
                    .isInstanceOf(DgqException.class)
                    .hasCauseInstanceOf(SSLException.class);
        }
    }

    @Test
    void aStalledHandshakeHoldsOnlyItsOwnConnectionUntilTheHeadDeadline() throws Exception {
        try (ReferenceServer tls = ReferenceServer.builder()
                        .https()
                        .headTimeout(Duration.ofMillis(300))
                        .start();
                Socket stalled = new Socket()) {
            stalled.connect(new InetSocketAddress("127.0.0.1", tls.port()), 2000);
            OutputStream out = stalled.getOutputStream();
            out.write(new byte[] {0x16, 0x03, 0x01, 0x00, 0x40}); // a handshake record that never completes
            out.flush();
            try (SSLSocket other = (SSLSocket) tls.sslSocketFactory().createSocket("127.0.0.1", tls.port())) {
                other.startHandshake();
                assertThat(other.getSession().getProtocol()).startsWith("TLS");
            }
            stalled.setSoTimeout(5000);
            InputStream in = stalled.getInputStream();
            long started = System.nanoTime();
            int read;
            try {
                read = in.read();
                while (read >= 0) {
                    read = in.read();
                }
            } catch (IOException e) {
                read = -1; // reset
            }
            assertThat(read).isEqualTo(-1);
            assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(4));
        }
    }

    @Test
    void aGivenPemCertificateAndKeyAreServed(@TempDir Path dir) throws Exception {
        HeldCertificate authority =
                new HeldCertificate.Builder().certificateAuthority(0).rsa2048().build();
        HeldCertificate held = new HeldCertificate.Builder()
                .signedBy(authority)
                .addSubjectAlternativeName("127.0.0.1")
                .build();
        Path cert = dir.resolve("server.pem");
        Path key = dir.resolve("server.key");
        Files.writeString(cert, held.certificatePem() + authority.certificatePem());
        Files.writeString(key, held.privateKeyPkcs8Pem());
        try (ReferenceServer given = ReferenceServer.builder().https(cert, key).start();
                DgqClient trusting = DgqClient.builder()
                        .baseUrl(given.baseUrl())
                        .apiToken(given.apiToken())
                        .tls(given.sslSocketFactory(), given.trustManager())
                        .build()) {
            assertThat(given.certificatePem()).isEqualTo(authority.certificatePem());
            assertThat(trusting.domains().list(ListRequest.firstPage()).items()).isEmpty();
        }
    }

    @Test
    void aKeyThatIsNotPkcs8OrAMissingFileIsRefusedNamingTheFile(@TempDir Path dir) throws Exception {
        HeldCertificate held = new HeldCertificate.Builder().rsa2048().build();
        Path cert = dir.resolve("server.pem");
        Path key = dir.resolve("server.key");
        Files.writeString(cert, held.certificatePem());
        Files.writeString(key, held.privateKeyPkcs1Pem());
        assertThatThrownBy(() -> ReferenceServer.builder().https(cert, key))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("server.key")
                .hasMessageContaining("openssl pkcs8 -topk8");
        assertThatThrownBy(() -> ReferenceServer.builder().https(dir.resolve("absent.pem"), key))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("Cannot read the TLS certificate")
                .hasMessageContaining("absent.pem");
        assertThatThrownBy(() -> ReferenceServer.builder().https(key, key))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not a PEM certificate chain");
        try (ReferenceServer plain = ReferenceServer.builder().start()) {
            assertThatThrownBy(plain::certificatePem)
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("https()");
        }
    }
}
