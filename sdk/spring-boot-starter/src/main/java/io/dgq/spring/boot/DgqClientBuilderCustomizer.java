package io.dgq.spring.boot;

import io.dgq.sdk.DgqClientBuilder;

/**
 * Adjusts the builder of the auto-configured {@link io.dgq.sdk.DgqClient} after the {@code dgq.*} properties are
 * applied and before it is built: declare one or more as beans (ordered by {@link org.springframework.core.Ordered}
 * or {@code @Order}) to set what properties cannot, such as a token supplier, an OkHttp client of the
 * application's, or a listener.
 */
@FunctionalInterface
public interface DgqClientBuilderCustomizer {

    /**
     * Adjusts the builder.
     *
     * @param builder the builder, with the properties applied
     */
    void customize(DgqClientBuilder builder);
}
