package io.dgq.server.internal.data.snapshot;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.server.internal.auth.CredentialCipher;
import io.dgq.server.internal.data.query.ListQueryParser;
import io.dgq.server.internal.data.store.Capacity;
import io.dgq.server.internal.resources.Resource;
import io.dgq.server.internal.resources.Workspace;
import io.dgq.server.internal.schema.BodyValidator;
import io.dgq.server.internal.schema.FieldSpec;
import io.dgq.server.internal.schema.Schema;
import io.dgq.server.internal.support.Timestamps;
import java.lang.reflect.Field;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SnapshotCodecTest {

    @Test
    void theSnapshotCoversEveryKindOfTheWorkspace() throws ReflectiveOperationException {
        Workspace workspace = new Workspace(
                new Resource.Services(
                        new BodyValidator(false), new ListQueryParser(false), new Timestamps(Clock.systemUTC())),
                new CredentialCipher("secret"),
                Capacity.unlimited());
        List<Resource> resources = new ArrayList<>();
        for (Field field : Workspace.class.getDeclaredFields()) {
            if (field.getType() == Resource.class) {
                resources.add((Resource) field.get(workspace));
            }
        }
        assertThat(SnapshotCodec.KINDS)
                .extracting(kind -> kind.resource().apply(workspace))
                .containsExactlyInAnyOrderElementsOf(resources);
        for (SnapshotCodec.Kind kind : SnapshotCodec.KINDS) {
            Schema schema = kind.resource().apply(workspace).schema();
            assertThat(kind.schema().idField()).as(kind.key()).isEqualTo(schema.idField());
            assertThat(kind.schema().fields())
                    .as(kind.key())
                    .extracting(FieldSpec::name)
                    .containsExactlyElementsOf(
                            schema.fields().stream().map(FieldSpec::name).toList());
        }
    }
}
