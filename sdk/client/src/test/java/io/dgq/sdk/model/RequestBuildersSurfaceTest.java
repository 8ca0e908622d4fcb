package io.dgq.sdk.model;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqClient;
import io.dgq.testing.ApiSurface;
import java.lang.reflect.Constructor;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every create and update body is a final class implementing {@link WriteRequest}, built by a final builder of its
 * own that extends nothing: no public self-typed base, no protected member a user could call or override, on either.
 */
class RequestBuildersSurfaceTest {

    @Test
    void everyRequestAndItsBuilderAreFinalWithoutBaseOrProtectedMember() throws Exception {
        List<Class<?>> published = new ApiSurface("io.dgq.sdk.internal").publishedTypes(DgqClient.class);
        List<Class<?>> requests = published.stream()
                .filter(type -> WriteRequest.class.isAssignableFrom(type) && type != WriteRequest.class)
                .toList();
        List<String> problems = new ArrayList<>();
        for (Class<?> request : requests) {
            Class<?> builder = request.getMethod("builder").getReturnType();
            for (Class<?> type : List.of(request, builder)) {
                if (!Modifier.isFinal(type.getModifiers()) || type.getSuperclass() != Object.class) {
                    problems.add(type.getName() + " is not a final class extending Object");
                }
                Stream.<Member>concat(
                                Stream.of(type.getDeclaredMethods()),
                                Stream.<Constructor<?>>of(type.getDeclaredConstructors()))
                        .filter(member -> Modifier.isProtected(member.getModifiers()))
                        .forEach(member -> problems.add(type.getName() + " has protected " + member.getName()));
            }
            for (String method : List.of("putAdditionalProperty", "unset", "build")) {
                if (Stream.of(builder.getDeclaredMethods()).map(Method::getName).noneMatch(method::equals)) {
                    problems.add(builder.getName() + " does not declare " + method);
                }
            }
        }
        List<String> bases = published.stream()
                .map(Class::getSimpleName)
                .filter(name -> name.endsWith("RequestBuilder"))
                .toList();

        assertThat(requests).hasSizeGreaterThanOrEqualTo(33);
        assertThat(WriteRequest.class).isInterface();
        assertThat(WriteRequest.class.getDeclaredClasses()).isEmpty();
        assertThat(bases).isEmpty();
        assertThat(problems).isEmpty();
    }
}
