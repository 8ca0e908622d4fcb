/**
 * Spring Boot auto-configuration of the DGQ SDK: a {@link io.dgq.sdk.DgqClient} bean built from {@code dgq.*}
 * properties ({@link io.dgq.spring.boot.DgqProperties}), adjusted by
 * {@link io.dgq.spring.boot.DgqClientBuilderCustomizer} beans, observed through the application's
 * {@code ObservationRegistry}, closed with the context. A missing or invalid property ends the start with a failure
 * analysis naming it; the token is masked in the actuator's {@code configprops} and {@code env} endpoints.
 */
package io.dgq.spring.boot;
