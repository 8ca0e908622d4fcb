package io.dgq.sdk.model;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainListItem;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
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
 * declares a protected method or type a user could call or override; and every builder is a type a user can name,
 * whose setters all answer it.
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
    void everyBuilderIsAConcreteTypeThatAnswersItselfFromEverySetter() throws Exception {
        List<String> wrong = new ArrayList<>();
        try (Stream<Class<? extends ApiObject>> models = ModelBuildersTest.models()) {
            for (Class<? extends ApiObject> model : (Iterable<Class<? extends ApiObject>>) models::iterator) {
                Class<?> builder = model.getMethod("builder").getReturnType();
                if (builder.getDeclaringClass() != model
                        || !builder.getSimpleName().equals("Builder")
                        || builder.getTypeParameters().length > 0
                        || model.getMethod("builder").getGenericReturnType() != builder) {
                    wrong.add(model.getSimpleName() + ".builder() answers "
                            + model.getMethod("builder").getGenericReturnType());
                }
                if (model.getMethod("toBuilder").getReturnType() != builder) {
                    wrong.add(model.getSimpleName() + ".toBuilder() answers "
                            + model.getMethod("toBuilder").getReturnType());
                }
                if (builder.getMethod("build").getReturnType() != model) {
                    wrong.add(model.getSimpleName() + ".Builder.build() answers "
                            + builder.getMethod("build").getReturnType());
                }
                for (Method method : builder.getMethods()) {
                    if (!method.isBridge()
                            && ApiObject.Builder.class.isAssignableFrom(method.getReturnType())
                            && method.getReturnType() != builder) {
                        wrong.add(model.getSimpleName() + ".Builder." + method.getName() + " answers "
                                + method.getReturnType().getName());
                    }
                }
            }
        }
        assertThat(wrong).isEmpty();
    }

    @Test
    void aListItemAndItsDetailBuildersAreNameable() {
        DomainListItem.Builder item = DomainListItem.builder().id("d-1").name("Sales");
        Domain.Builder detail = Domain.builder().id("d-1").name("Sales").definition("What we sell");
        DomainListItem.Builder asItem = detail;
        DocumentedRecordBuilder documented = detail.context("Revenue");

        assertThat(item.build()).isExactlyInstanceOf(DomainListItem.class);
        assertThat(asItem.build()).isExactlyInstanceOf(Domain.class);
        assertThat(documented.build()).isEqualTo(detail.build());
        Domain built = detail.name("Sales EU").build();
        assertThat(built.toBuilder().build()).isEqualTo(built);
        assertThat(built.definition()).isEqualTo("What we sell");
        assertThat(built.context()).isEqualTo("Revenue");
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
