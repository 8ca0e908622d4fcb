// spotless:off: src/docs/testing.md shows this code as it is
package io.dgq.server.junit;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.server.Seed;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The Spring example of src/docs/testing.md, quoted verbatim by the page (see TestingGuidePageTest). This module
 * does not depend on Spring: {@link DynamicPropertySource} and {@link DynamicPropertyRegistry} below stand in for
 * Spring's annotation and registry of the same names and shape ({@code org.springframework.test.context}), so that
 * the snippet compiles here, and the test calls it as Spring would and uses what it registered.
 */
class SpringPropertiesGuideTest {

    @RegisterExtension
    static final ReferenceServerExtension DGQ = ReferenceServerExtension.withSeed(Seed.DEMO);

    @DynamicPropertySource
    static void dgqProperties(DynamicPropertyRegistry registry) {
        registry.add("dgq.base-url", ReferenceServerExtension::baseUrl);
        registry.add("dgq.api-token", ReferenceServerExtension::apiToken);
    }

    @Test
    void theRegisteredPropertiesReachTheClassesServer(@DgqBaseUrl String baseUrl) {
        Map<String, Supplier<Object>> properties = new HashMap<>();
        dgqProperties(properties::put);
        assertThat(properties.get("dgq.base-url").get()).isEqualTo(baseUrl);
        String token = (String) properties.get("dgq.api-token").get();
        try (DgqClient client = DgqClient.builder().baseUrl(baseUrl).apiToken(token).build()) {
            assertThat(client.domains().list(ListRequest.firstPage()).items()).isNotEmpty();
        }
    }

    /** Stands in for Spring's {@code org.springframework.test.context.DynamicPropertySource}. */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.METHOD)
    @interface DynamicPropertySource {
    }

    /** Stands in for Spring's {@code org.springframework.test.context.DynamicPropertyRegistry}. */
    interface DynamicPropertyRegistry {
        void add(String name, Supplier<Object> valueSupplier);
    }
}
// spotless:on
