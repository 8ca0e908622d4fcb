package io.dgq.server.internal.schema;

import io.dgq.sdk.http.HttpTransport;
import io.dgq.sdk.http.okhttp.OkHttpTransport;
import io.dgq.server.ProxyRecordings;
import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import io.dgq.server.internal.proxy.Recording;
import io.dgq.server.testing.RawHttp;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * The whole way of a recording with every operation: the scenario of {@link OpenApiAnswersHttpTest} calls all 90
 * operations through the SDK's own transport ({@link OkHttpTransport}) and a proxy of the demo workspace, which
 * records them ({@code record(Path)}), then reads every kind's list and record the same way. A server started from the file the proxy wrote answers those reads with the
 * same data, the values listed in {@link RecordingReplayHttpTest} aside, and a write on it changes later reads.
 */
class ProxiedRecordingReplayHttpTest extends RecordingReplayHttpTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-28T12:00:00Z"), ZoneOffset.UTC);

    private static ReferenceServer proxy;
    private static HttpTransport sdk;
    private static Path proxyFile;

    /** The upstream, the demo workspace; the scenario calls it through the proxy with the upstream's token. */
    @BeforeAll
    public static void start() {
        server = ReferenceServer.builder()
                .seed(Seed.DEMO)
                .maxBodyBytes(MAX_BODY_BYTES)
                .clock(CLOCK)
                .start();
        try {
            proxyFile = Files.createTempFile("proxied-recording", ".json");
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        proxy = ReferenceServer.builder()
                .proxyTo(URI.create(server.baseUrl()))
                .record(proxyFile)
                .start();
        sdk = OkHttpTransport.create();
        http = RawHttp.through(sdk, proxy.baseUrl(), server.apiToken());
    }

    /** Stops the proxy (the upstream stops after) and removes the file it wrote. */
    @AfterAll
    static void stopProxy() throws IOException {
        sdk.close();
        proxy.close();
        Files.deleteIfExists(proxyFile);
    }

    /** The proxy's own recording, fed by the answers it forwards. */
    @Override
    Recording newRecording() {
        return ProxyRecordings.of(proxy);
    }

    /** The proxy records; the scenario's answers are not fed to the recording again. */
    @Override
    public void answered(String method, String template, String[] params, String body, RawHttp.Answer answer) {
        // recorded by the proxy
    }

    /** Writes the recording as the proxy does, to its own file, then copies it. */
    @Override
    void write(Recording recorded, Path file) throws IOException {
        proxy.writeRecording();
        Files.copy(proxyFile, file, StandardCopyOption.REPLACE_EXISTING);
    }
}
