package io.dgq.sdk;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.testing.ApiSurface;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The published API shows no type of {@code io.dgq.sdk.internal}: no public or protected constructor, method or
 * field of a public type of another package mentions one in its signature, nor does such a type extend or
 * implement one. The internal package is public only so that the SDK's own packages can reach it.
 */
class PublicApiSurfaceTest {

    private static final String INTERNAL = "io.dgq.sdk.internal";
    private static final ApiSurface SURFACE = new ApiSurface(INTERNAL);

    @Test
    void noPublicSignatureOfAnExportedPackageMentionsAnInternalType() throws Exception {
        List<Class<?>> published = SURFACE.publishedTypes(DgqClient.class);
        List<String> leaks = new ArrayList<>();

        for (Class<?> type : published) {
            leaks.addAll(SURFACE.leaks(type));
        }

        assertThat(published).hasSizeGreaterThan(100).contains(DgqClient.class);
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
        public io.dgq.sdk.internal.Endpoint endpoint;

        /** {@return a leak through a type argument} */
        public List<? extends Set<io.dgq.sdk.internal.ResponseType<?>>> types() {
            return List.of();
        }

        /** {@return a leak through a type variable's bound} */
        public <T extends io.dgq.sdk.internal.Endpoint> T bound() {
            return null;
        }

        /** {@return not a leak: private} */
        private io.dgq.sdk.internal.Endpoint hidden() {
            return endpoint;
        }
    }
}
