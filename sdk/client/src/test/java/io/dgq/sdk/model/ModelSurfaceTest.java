package io.dgq.sdk.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.errors.DgqDecodingException;
import io.dgq.sdk.json.JsonNumber;
import io.dgq.sdk.testing.TestJson;
import java.lang.reflect.Field;
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
 * whose setters all answer it. Every field of a model is final, set by its constructor, and the decoder (any Jackson
 * mapper's) never writes one by reflection.
 */
class ModelSurfaceTest {

    /** {@return every model class, the shared interfaces and {@link ApiObject} included} */
    static Set<Class<?>> everyModelClass() throws Exception {
        Set<Class<?>> classes = new LinkedHashSet<>();
        try (Stream<Class<? extends ApiObject>> models = ModelBuildersTest.models()) {
            models.forEach(model -> {
                for (Class<?> c = model; c != Object.class; c = c.getSuperclass()) {
                    classes.add(c);
                    addModelInterfaces(c, classes);
                }
            });
        }
        return classes;
    }

    private static void addModelInterfaces(Class<?> type, Set<Class<?>> classes) {
        for (Class<?> implemented : type.getInterfaces()) {
            if (ApiObject.class.isAssignableFrom(implemented) && classes.add(implemented)) {
                addModelInterfaces(implemented, classes);
            }
        }
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
    void everyFieldOfEveryModelIsFinal() throws Exception {
        List<String> mutable = new ArrayList<>();
        int fields = 0;
        for (Class<?> type : everyModelClass()) {
            for (Field field : type.getDeclaredFields()) {
                if (field.isAnnotationPresent(JsonProperty.class)) {
                    fields++;
                    if (!Modifier.isFinal(field.getModifiers())) {
                        mutable.add(type.getSimpleName() + "." + field.getName());
                    }
                }
            }
        }
        assertThat(fields).isGreaterThan(200);
        assertThat(mutable).isEmpty();
    }

    @Test
    void anApplicationsOwnMapperDecodesAModelFieldByFieldToo() throws Exception {
        ObjectMapper plain = new ObjectMapper().registerModule(new JavaTimeModule());

        String json = "{\"id\":\"d-1\",\"level\":\"deep\",\"owner\":[{\"id\":\"u-1\"}],\"extra\":1}";
        DomainListItem item = plain.readValue(json, DomainListItem.class);

        assertThat(item.id()).isEqualTo("d-1");
        assertThat(item.owners()).extracting(Owner::id).containsExactly("u-1");
        assertThat(item.additionalProperty("extra")).isEqualTo(JsonNumber.of(1));
        assertThatThrownBy(item::level)
                .isInstanceOf(DgqDecodingException.class)
                .hasMessageContaining("'level' is not an integer (the answer holds a string)");
        assertThat(item).isEqualTo(TestJson.MAPPER.readValue(json, DomainListItem.class));
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
