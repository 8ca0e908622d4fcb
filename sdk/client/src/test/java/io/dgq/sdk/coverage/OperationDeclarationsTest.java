package io.dgq.sdk.coverage;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqAsyncClient;
import io.dgq.sdk.DgqClient;
import io.dgq.sdk.internal.clients.ApiOperations;
import io.dgq.sdk.internal.pipeline.ApiOperation;
import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Holds the operation declarations of the resource clients ({@link ApiOperations}) to the specification's endpoint
 * tables ({@code spec-operations.tsv}), to the client interfaces, and to the routes their descriptions name.
 */
class OperationDeclarationsTest {

    static String route(ApiOperation<?, ?, ?> operation) {
        return operation.endpoint().method() + " /api/v1" + operation.endpoint().template();
    }

    static Map<String, List<ApiOperation<?, ?, ?>>> byRoute() {
        return ApiOperations.all().values().stream()
                .flatMap(List::stream)
                .collect(Collectors.groupingBy(OperationDeclarationsTest::route));
    }

    /** {@return the asynchronous twin of a resource client: {@code DomainsAsyncClient} of {@code DomainsClient}} */
    static Class<?> asyncTwin(Class<?> client) {
        String name = client.getName().replaceAll("Client$", "AsyncClient");
        try {
            return Class.forName(name);
        } catch (ClassNotFoundException e) {
            throw new AssertionError(client + " has no asynchronous twin " + name, e);
        }
    }

    @Test
    void declaresEverySpecOperationWithItsMethodAndPathAndNothingElse() throws IOException {
        Set<String> specRoutes = SpecCoverageTest.operations().stream()
                .map(o -> o.method() + " " + o.path())
                .collect(Collectors.toSet());
        assertThat(specRoutes).hasSize(90);
        assertThat(byRoute().keySet()).containsExactlyInAnyOrderElementsOf(specRoutes);
    }

    @Test
    void everyDeclarationHasAnAbstractMethodInEveryViewOfItsClient() {
        ApiOperations.all().forEach((client, operations) -> {
            Class<?> async = asyncTwin(client);
            for (Class<?> resource : List.of(client, async)) {
                Class<?> raw = Arrays.stream(resource.getClasses())
                        .filter(c -> c.getSimpleName().equals("WithRawResponse"))
                        .findFirst()
                        .orElseThrow();
                for (Class<?> view : List.of(resource, raw)) {
                    Set<String> abstractMethods = Arrays.stream(view.getMethods())
                            .filter(m -> Modifier.isAbstract(m.getModifiers()))
                            .map(Method::getName)
                            .filter(name -> !name.equals("withRawResponse"))
                            .collect(Collectors.toSet());
                    assertThat(abstractMethods)
                            .as(view.getName())
                            .containsExactlyInAnyOrderElementsOf(
                                    operations.stream().map(ApiOperation::name).toList());
                }
            }
        });
    }

    @Test
    void everyAsyncMethodAnswersAFutureAndEveryPlainOneDoesNot() {
        ApiOperations.all().keySet().forEach(client -> {
            for (Method method : asyncTwin(client).getMethods()) {
                if (!method.getName().equals("withRawResponse")
                        && !method.getName().endsWith("AllAsync")) {
                    assertThat(method.getReturnType()).as(method.toString()).isEqualTo(CompletableFuture.class);
                }
            }
            for (Method method : client.getMethods()) {
                assertThat(method.getReturnType()).as(method.toString()).isNotEqualTo(CompletableFuture.class);
            }
        });
    }

    @Test
    void theClientViewsOfferEveryResourceClientInBothModes() {
        Set<Class<?>> clients = ApiOperations.all().keySet();
        assertThat(returnTypes(DgqClient.class)).containsAll(clients);
        assertThat(returnTypes(DgqAsyncClient.class))
                .containsAll(clients.stream()
                        .map(OperationDeclarationsTest::asyncTwin)
                        .toList());
        assertThat(returnTypes(DgqClient.WithRawResponse.class)).hasSize(clients.size() + 1);
        assertThat(returnTypes(DgqAsyncClient.WithRawResponse.class)).hasSize(clients.size() + 1);
    }

    private static Set<Class<?>> returnTypes(Class<?> view) {
        return Arrays.stream(view.getDeclaredMethods())
                .filter(m -> Modifier.isAbstract(m.getModifiers()))
                .map(Method::getReturnType)
                .collect(Collectors.toSet());
    }

    @Test
    void everyClientDescriptionNamesTheRouteOfEachOfItsOperations() throws IOException {
        for (Map.Entry<Class<?>, List<ApiOperation<?, ?, ?>>> entry :
                ApiOperations.all().entrySet()) {
            Path source =
                    Path.of("src", "main", "java", entry.getKey().getName().replace('.', '/') + ".java");
            String text = Files.readString(source, StandardCharsets.UTF_8);
            for (ApiOperation<?, ?, ?> operation : entry.getValue()) {
                assertThat(text)
                        .as("%s names %s", source, operation)
                        .contains("{@code " + operation.name() + "}")
                        .contains("{@code " + route(operation) + "}");
            }
        }
    }
}
