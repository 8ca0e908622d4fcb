package io.dgq.server;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.testing.ApiSurface;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The published API shows no type of the {@code io.dgq.server.internal} packages: no public or protected
 * constructor, method or field of a public type of another package mentions one in its signature, nor does such a
 * type extend or implement one. The internal packages are public only so that they can reach one another.
 */
class PublicApiSurfaceTest {

    private static final String INTERNAL = "io.dgq.server.internal";
    private static final ApiSurface SURFACE = new ApiSurface(INTERNAL);

    @Test
    void noPublicSignatureOfAnExportedPackageMentionsAnInternalType() throws Exception {
        List<Class<?>> published = SURFACE.publishedTypes(ReferenceServer.class);
        List<String> leaks = new ArrayList<>();

        for (Class<?> type : published) {
            leaks.addAll(SURFACE.leaks(type));
        }

        assertThat(published)
                .contains(
                        ReferenceServer.class,
                        ReferenceServer.Builder.class,
                        ReferenceServerMain.class,
                        Seed.class,
                        TokenType.class,
                        RequestPattern.class,
                        io.dgq.server.faults.Faults.class,
                        io.dgq.server.journal.RequestJournal.class,
                        io.dgq.server.junit.ReferenceServerExtension.class,
                        io.dgq.server.admin.AdminApi.class,
                        io.dgq.server.snapshot.IdGenerator.class);
        assertThat(leaks).isEmpty();
    }

    @Test
    void findsAnInternalTypeHiddenInAGenericSignature() throws Exception {
        List<String> leaks = SURFACE.leaks(Leaky.class);

        assertThat(leaks).hasSize(4).allMatch(leak -> leak.contains(INTERNAL));
    }

    /** Mentions an internal type four times: a field, a nested type argument, a bound and its use. */
    public static final class Leaky {
        /** A leak through a field. */
        public io.dgq.server.internal.data.store.RecordStore store;

        /** {@return a leak through a type argument} */
        public List<? extends Set<io.dgq.server.internal.auth.Caller>> callers() {
            return List.of();
        }

        /** {@return a leak through a type variable's bound} */
        public <T extends io.dgq.server.internal.data.store.RecordStore> T bound() {
            return null;
        }

        /** {@return not a leak: private} */
        private io.dgq.server.internal.data.store.RecordStore hidden() {
            return store;
        }
    }
}
