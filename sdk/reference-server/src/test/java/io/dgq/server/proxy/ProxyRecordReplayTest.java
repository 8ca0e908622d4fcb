package io.dgq.server.proxy;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.domains.DomainUpdateRequest;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.tags.TagListItem;
import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The whole way of a recording: an SDK client reads a workspace through the proxy with {@code record}, the proxy
 * writes the recording when it stops, and a server started from it answers the same reads, then changes with writes.
 */
class ProxyRecordReplayTest {

    @TempDir
    Path dir;

    @Test
    void whatTheSdkReadThroughTheProxyIsServedAgainByAServerStartedFromTheRecording() throws Exception {
        Path recording = dir.resolve("workspace.json");
        List<DomainListItem> domains;
        List<TagListItem> tags;
        Domain first;
        try (ReferenceServer upstream =
                ReferenceServer.builder().seed(Seed.DEMO).start()) {
            try (ReferenceServer proxy = ReferenceServer.builder()
                            .proxyTo(URI.create(upstream.baseUrl()))
                            .record(recording)
                            .start();
                    DgqClient client = DgqClient.builder()
                            .baseUrl(proxy.baseUrl())
                            .apiToken(upstream.apiToken())
                            .build()) {
                domains = client.domains().list(ListRequest.firstPage()).items();
                tags = client.tags().list(ListRequest.firstPage()).items();
                first = client.domains().get(domains.get(0).id());
                assertThat(proxy.drift().isEmpty())
                        .as("drift of a faithful upstream")
                        .isTrue();
            }
            assertThat(recording).exists();
            assertThat(Files.readString(recording, StandardCharsets.UTF_8)).doesNotContain(upstream.apiToken());
        }
        assertThat(domains).isNotEmpty();

        try (ReferenceServer replay =
                        ReferenceServer.builder().seed(Seed.fromFile(recording)).start();
                DgqClient client = DgqClient.builder()
                        .baseUrl(replay.baseUrl())
                        .apiToken(replay.apiToken())
                        .build()) {
            // Views and viewers change with every read, and e-mail addresses are recorded as stable fakes.
            Domain replayed = client.domains().get(first.id());
            assertThat(replayed)
                    .extracting(
                            Domain::name,
                            Domain::description,
                            Domain::qualifiedName,
                            Domain::status,
                            Domain::createdAt,
                            Domain::createdBy,
                            Domain::totalAlerts)
                    .containsExactly(
                            first.name(),
                            first.description(),
                            first.qualifiedName(),
                            first.status(),
                            first.createdAt(),
                            first.createdBy(),
                            first.totalAlerts());
            assertThat(replayed.owners().get(0).email())
                    .isNotEqualTo(first.owners().get(0).email())
                    .contains("@");
            assertThat(client.domains().list(ListRequest.firstPage()).items())
                    .extracting(DomainListItem::id)
                    .containsExactlyInAnyOrderElementsOf(
                            domains.stream().map(DomainListItem::id).toList());
            assertThat(client.tags().list(ListRequest.firstPage()).items())
                    .extracting(TagListItem::id)
                    .containsExactlyInAnyOrderElementsOf(
                            tags.stream().map(TagListItem::id).toList());

            client.domains()
                    .update(
                            first.id(),
                            DomainUpdateRequest.builder()
                                    .name("Renamed on the replay")
                                    .build());
            assertThat(client.domains().get(first.id()).name()).isEqualTo("Renamed on the replay");
        }
    }
}
