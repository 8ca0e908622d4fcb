package io.dgq.sdk.coverage;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.internal.ApiOperation;
import io.dgq.sdk.internal.ApiOperations;
import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Generates the endpoint table of the docs ({@code src/docs/endpoints.md}) from the operation declarations and the
 * specification's operation names, and fails when the committed table differs. The table it expects is written to
 * {@code target/endpoints.md}, ready to be copied over the committed one.
 */
class EndpointsDocumentTest {

    private static final Path TABLE = Path.of("..", "..", "src", "docs", "endpoints.md");
    private static final Path GENERATED = Path.of("target", "endpoints.md");

    private static final String PREAMBLE = """
            # Endpoint table

            Every operation of the DGQ API: the 84 operations of the specification's tables, and the 6 it names \
            without a
            method and path, whose routes are inferred (see [Inferred routes](decisions.md#inferred-routes)). For \
            each: its
            HTTP method and path, the SDK method that calls it, and whether the reference server serves it.

            - **SDK**: %d of 90 operations have a typed method. The call shown uses the client's options; each \
            method also
              has an overload taking `RequestOptions` (timeout, retries, headers), and a twin under \
            `client.withRawResponse()`
              that answers the whole envelope (`DgqResponse`: data, message, correlation id, status, headers). An \
            operation
              without a typed method ("not yet") can still be called with
              `client.request("POST", "/governance/field/list", body, JsonObject.class)`.
            - **Reference server**: serves 90 of 90, with the shapes of [the decisions page](decisions.md).
            - Paths are the specification's, relative to the workspace address. `list` answers one page; `listAll` \
            streams
              every match lazily, page after page.

            The table is generated from the SDK's declarations of its operations (`io.dgq.sdk.internal.ApiOperations`):
            the test `EndpointsDocumentTest` (in `sdk/client`) fails when this file differs from them, and writes the
            table it expects to `sdk/client/target/endpoints.md`. The test `EndpointTableTest` (in `sdk-examples`)
            checks that every SDK method it names exists, and that every route marked as served is routed by the
            reference server.

            | Group | Operation | Method | Path | SDK method | Reference server |
            |---|---|---|---|---|---|
            """;

    @Test
    void theCommittedTableIsTheOneTheDeclarationsGenerate() throws IOException {
        String expected = generate();
        Files.createDirectories(GENERATED.getParent());
        Files.writeString(GENERATED, expected, StandardCharsets.UTF_8);
        assertThat(Files.readString(TABLE, StandardCharsets.UTF_8))
                .as("src/docs/endpoints.md against the declarations; expected: " + GENERATED.toAbsolutePath())
                .isEqualTo(expected);
    }

    static String generate() throws IOException {
        Map<String, List<ApiOperation<?, ?>>> byRoute = OperationDeclarationsTest.byRoute();
        Map<ApiOperation<?, ?>, Class<?>> clients = ApiOperations.all().entrySet().stream()
                .flatMap(e -> e.getValue().stream().map(o -> Map.entry(o, e.getKey())))
                .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));
        StringBuilder rows = new StringBuilder();
        int typed = 0;
        List<SpecCoverageTest.Operation> operations = SpecCoverageTest.operations();
        List<String> groups = operations.stream()
                .map(SpecCoverageTest.Operation::group)
                .distinct()
                .toList();
        operations.sort(Comparator.comparingInt(o -> groups.indexOf(o.group()))); // inferred rows join their group
        for (SpecCoverageTest.Operation operation : operations) {
            List<ApiOperation<?, ?>> declared =
                    byRoute.getOrDefault(operation.method() + " " + operation.path(), List.of());
            typed += declared.isEmpty() ? 0 : 1;
            String calls = declared.isEmpty()
                    ? "not yet"
                    : declared.stream()
                            .flatMap(o -> calls(o, clients.get(o)).stream())
                            .collect(Collectors.joining("<br>"));
            rows.append("| ")
                    .append(operation.group())
                    .append(" | ")
                    .append(operation.name().replace(" (inferred)", " *(inferred route)*"))
                    .append(" | ")
                    .append(operation.method())
                    .append(" | `")
                    .append(operation.path())
                    .append("` | ")
                    .append(calls)
                    .append(" | yes |\n");
        }
        return PREAMBLE.formatted(typed) + rows;
    }

    /** The calls with the client's options: the operation's method, and its {@code ...All} stream if any. */
    private static List<String> calls(ApiOperation<?, ?> operation, Class<?> client) {
        String accessor = Arrays.stream(DgqClient.class.getMethods())
                .filter(m -> m.getParameterCount() == 0 && m.getReturnType() == client)
                .map(Method::getName)
                .findFirst()
                .orElseThrow();
        String arguments = String.join(", ", operation.argumentNames());
        boolean streams =
                Arrays.stream(client.getMethods()).anyMatch(m -> m.getName().equals(operation.name() + "All"));
        return (streams ? List.of(operation.name(), operation.name() + "All") : List.of(operation.name()))
                .stream()
                        .map(name -> "`client." + accessor + "()." + name + "(" + arguments + ")`")
                        .toList();
    }
}
