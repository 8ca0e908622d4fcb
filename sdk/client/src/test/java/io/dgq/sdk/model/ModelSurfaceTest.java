package io.dgq.sdk.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Member;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The models' public API holds only what users call: accessors, builders, {@code validate()}, the unknown fields and
 * the value methods. How a model compares, hashes and prints its fields is internal, so no model, nor their base,
 * declares a protected method or type a user could call or override.
 */
class ModelSurfaceTest {

    /** {@return every model class, the abstract bases and {@link ApiObject} included} */
    static Set<Class<?>> everyModelClass() throws Exception {
        Set<Class<?>> classes = new LinkedHashSet<>();
        try (Stream<Class<? extends ApiObject>> models = ModelBuildersTest.models()) {
            models.forEach(model -> {
                for (Class<?> c = model; c != Object.class; c = c.getSuperclass()) {
                    classes.add(c);
                }
            });
        }
        return classes;
    }

    @Test
    void noModelDeclaresAProtectedMethodOrType() throws Exception {
        Set<Class<?>> classes = everyModelClass();
        assertThat(classes).contains(ApiObject.class, GovernedRecord.class, Owner.class);
        List<String> found = new ArrayList<>();
        for (Class<?> type : classes) {
            List<Member> members = new ArrayList<>(List.of(type.getDeclaredMethods()));
            members.addAll(List.of(type.getDeclaredFields()));
            for (Member member : members) {
                if (Modifier.isProtected(member.getModifiers())) {
                    found.add(type.getSimpleName() + "." + member.getName());
                }
            }
            for (Class<?> nested : type.getDeclaredClasses()) {
                if (Modifier.isProtected(nested.getModifiers())) {
                    found.add(type.getSimpleName() + "." + nested.getSimpleName());
                }
            }
        }
        assertThat(found).isEmpty();
    }
}
