package io.dgq.server.snapshot;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.server.testing.DemoServerHttpTest;
import io.dgq.server.testing.RawHttp;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The snapshot over HTTP: GET /__admin/snapshot takes the state, PUT puts it back, and a bad one changes nothing. */
class AdminSnapshotHttpTest extends DemoServerHttpTest {

    AdminSnapshotHttpTest() {
        super(false);
    }

    @Test
    void aSnapshotTakenOverHttpRestoresTheStateItHeld() {
        RawHttp.Answer taken = admin.get("/__admin/snapshot");
        assertThat(taken.status()).isEqualTo(200);
        String snapshot = new String(taken.raw().body(), StandardCharsets.UTF_8);
        assertThat(snapshot).isEqualTo(server.snapshot()).contains("format_version");

        String id = http.post("/api/v1/governance/domain", Map.of("name", "Made after the snapshot"))
                .data()
                .path("id")
                .asText();
        assertThat(http.get("/api/v1/governance/domain/" + id).status()).isEqualTo(200);

        RawHttp.Answer restored =
                admin.send("PUT", "/__admin/snapshot", taken.raw().body(), Map.of("Content-Type", "application/json"));
        assertThat(restored.status()).isEqualTo(200);
        assertThat(http.get("/api/v1/governance/domain/" + id).status()).isEqualTo(404);
        assertThat(server.snapshot()).isEqualTo(snapshot);
    }

    @Test
    void aRefusedSnapshotIsA400AndChangesNothing() {
        String before = server.snapshot();
        RawHttp.Answer refused = admin.put("/__admin/snapshot", Map.of("format_version", 999));
        assertThat(refused.status()).isEqualTo(400);
        assertThat(refused.code()).isEqualTo("VALIDATION_FAILED");
        assertThat(refused.message()).contains("nothing changed");
        assertThat(admin.put("/__admin/snapshot", java.util.List.of(1)).status())
                .isEqualTo(400);
        assertThat(admin.post("/__admin/snapshot", Map.of()).status()).isEqualTo(405);
        assertThat(http.get("/__admin/snapshot").status()).isEqualTo(401);
        assertThat(server.snapshot()).isEqualTo(before);
    }

    @Test
    void aSnapshotWithoutResourcesIsRefusedAndDeletesNothing() {
        String before = server.snapshot();
        RawHttp.Answer refused =
                admin.put("/__admin/snapshot", Map.of("format", "dgq-reference-server/snapshot", "format_version", 1));
        assertThat(refused.status()).as(refused.body().toString()).isEqualTo(400);
        assertThat(refused.code()).isEqualTo("VALIDATION_FAILED");
        assertThat(refused.message()).contains("nothing changed").contains("\"resources\" is required");
        assertThat(server.snapshot()).isEqualTo(before);
        assertThat(http.post("/api/v1/governance/domain/list", Map.of())
                        .data()
                        .path("data")
                        .size())
                .isPositive();
    }
}
