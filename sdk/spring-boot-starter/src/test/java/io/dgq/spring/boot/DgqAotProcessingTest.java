package io.dgq.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainCreateRequest;
import org.junit.jupiter.api.Test;
import org.springframework.aot.generate.ClassNameGenerator;
import org.springframework.aot.generate.DefaultGenerationContext;
import org.springframework.aot.generate.InMemoryGeneratedFiles;
import org.springframework.aot.hint.MemberCategory;
import org.springframework.aot.hint.predicate.RuntimeHintsPredicates;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.context.aot.ApplicationContextAotGenerator;
import org.springframework.context.support.GenericApplicationContext;
import org.springframework.javapoet.ClassName;

/**
 * Spring's ahead-of-time processing of an application with the starter, on the JVM: the hints it writes for the
 * native image include the SDK's models and requests, found through the starter's {@code aot.factories}.
 */
class DgqAotProcessingTest {

    /** The application: the DGQ auto-configuration alone. */
    @ImportAutoConfiguration(DgqAutoConfiguration.class)
    static class App {}

    @Test
    void aheadOfTimeProcessingRegistersTheSdksTypes() {
        GenericApplicationContext context = new GenericApplicationContext();
        context.registerBean(App.class);
        DefaultGenerationContext generation = new DefaultGenerationContext(
                new ClassNameGenerator(ClassName.get(App.class)), new InMemoryGeneratedFiles());

        new ApplicationContextAotGenerator().processAheadOfTime(context, generation);

        for (Class<?> type : new Class<?>[] {Domain.class, DomainCreateRequest.class}) {
            assertThat(RuntimeHintsPredicates.reflection()
                            .onType(type)
                            .withMemberCategories(MemberCategory.DECLARED_FIELDS))
                    .as(type.getName())
                    .accepts(generation.getRuntimeHints());
        }
    }
}
