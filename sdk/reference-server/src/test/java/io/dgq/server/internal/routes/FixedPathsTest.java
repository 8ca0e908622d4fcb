package io.dgq.server.internal.routes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.dgq.server.internal.error.ApiError;
import io.dgq.server.internal.routing.Router;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * A fixed path ({@code .../template/list}, {@code .../document/latest}) is never read as the {@code {id}} of its
 * sibling: every method its own routes lack is a 405 whose {@code Allow} names exactly its own methods.
 */
class FixedPathsTest {

    private static final List<String> METHODS = List.of("GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD");

    @Test
    void aWrongMethodOnAFixedPathIsA405WithThatPathsOwnAllow() {
        Router router = RoutesTest.router();
        Map<String, Set<String>> methodsByPath = new TreeMap<>();
        for (String route : router.describe()) {
            String[] parts = route.split(" ", 2);
            methodsByPath.computeIfAbsent(parts[1], path -> new TreeSet<>()).add(parts[0]);
        }
        List<String> shadowing = new ArrayList<>();
        for (Map.Entry<String, Set<String>> fixed : methodsByPath.entrySet()) {
            String path = fixed.getKey();
            if (path.contains("{")) {
                continue;
            }
            String sibling = path.substring(0, path.lastIndexOf('/') + 1);
            boolean hasIdSibling = methodsByPath.keySet().stream()
                    .anyMatch(other -> other.startsWith(sibling)
                            && other.substring(sibling.length()).matches("\\{[^/]+}"));
            if (hasIdSibling) {
                shadowing.add(path);
            }
            for (String method : METHODS) {
                if (fixed.getValue().contains(method)) {
                    assertThat(router.match(method, path).operation())
                            .as(method + " " + path)
                            .isNotNull();
                    continue;
                }
                ApiError refused = catchThrowableOfType(ApiError.class, () -> router.match(method, path));
                assertThat(refused).as(method + " " + path).isNotNull();
                assertThat(refused.status()).as(method + " " + path).isEqualTo(405);
                assertThat(refused.headers().get("Allow"))
                        .as(method + " " + path)
                        .isEqualTo(String.join(", ", fixed.getValue()));
            }
        }
        assertThat(shadowing)
                .as("fixed paths beside an {id} sibling")
                .contains("/api/v1/metrics/template/list")
                .hasSizeGreaterThanOrEqualTo(20);
    }
}
