package io.dgq.server.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.server.ReferenceServer;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The extension's static accessors: valid while a server of the extension runs, a clear error otherwise. */
class ReferenceServerExtensionStaticsTest {

    @Test
    void withoutARunningServerTheAccessorsSayWhy() {
        assertThatThrownBy(ReferenceServerExtension::baseUrl)
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("baseUrl() needs a running server")
                .hasMessageContaining("beforeAll");
        assertThatThrownBy(ReferenceServerExtension::apiToken)
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("apiToken() needs a running server");
    }

    /** A class that registers the extension; JUnit runs it after the test above, which thus sees no server. */
    @Nested
    @ExtendWith(ReferenceServerExtension.class)
    class WithTheExtension {

        @Test
        void theAccessorsGiveTheRunningServer(ReferenceServer server, @DgqBaseUrl String baseUrl) {
            assertThat(ReferenceServerExtension.baseUrl()).isEqualTo(baseUrl).isEqualTo(server.baseUrl());
            assertThat(ReferenceServerExtension.apiToken()).matches("[\\w-]+\\.[\\w-]+\\.[\\w-]+");
        }
    }
}
