package io.dgq.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.model.Status;
import java.io.InputStream;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.springframework.aot.hint.MemberCategory;
import org.springframework.aot.hint.RuntimeHints;
import org.springframework.aot.hint.TypeReference;
import org.springframework.aot.hint.predicate.RuntimeHintsPredicates;

/**
 * The starter's RuntimeHints cover every type of the SDK's reachability metadata (which the SDK's own test keeps
 * complete), with the members Jackson uses, and Spring's AOT finds the registrar.
 */
class DgqRuntimeHintsTest {

    @Test
    void everyTypeOfTheSdksMetadataIsRegisteredForReflection() {
        RuntimeHints hints = new RuntimeHints();
        new DgqRuntimeHints().registerHints(hints, getClass().getClassLoader());

        List<String> types = DgqRuntimeHints.types(getClass().getClassLoader());
        assertThat(types)
                .contains(Domain.class.getName(), DomainCreateRequest.class.getName(), Status.class.getName())
                .hasSizeGreaterThan(50);
        for (String type : types) {
            assertThat(RuntimeHintsPredicates.reflection()
                            .onType(TypeReference.of(type))
                            .withMemberCategories(
                                    MemberCategory.DECLARED_FIELDS, MemberCategory.INVOKE_DECLARED_CONSTRUCTORS))
                    .as(type)
                    .accepts(hints);
        }
    }

    @Test
    void springsAotFindsTheRegistrar() throws Exception {
        Properties factories = new Properties();
        try (InputStream in = getClass().getClassLoader().getResourceAsStream("META-INF/spring/aot.factories")) {
            assertThat(in).isNotNull();
            factories.load(in);
        }
        assertThat(factories.getProperty("org.springframework.aot.hint.RuntimeHintsRegistrar"))
                .contains(DgqRuntimeHints.class.getName());
    }
}
