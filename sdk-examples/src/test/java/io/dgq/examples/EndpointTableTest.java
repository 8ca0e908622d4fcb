package io.dgq.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.errors.DgqException;
import io.dgq.sdk.model.JsonObject;
import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Keeps the endpoint table of the docs ({@code src/docs/endpoints.md}) true to the SDK and the reference server. */
class EndpointTableTest {

    private static final Path TABLE = Path.of("..", "src", "docs", "endpoints.md");
    private static final Pattern ROW = Pattern.compile(
            "^\\| ([^|]+) \\| ([^|]+) \\| (GET|POST|PUT|DELETE) \\| `(/api/v1[^`]*)` \\| ([^|]+) \\| (yes|no) \\|$");
    private static final Pattern CALL = Pattern.compile("`client\\.(\\w+)\\(\\)\\.(\\w+)\\(([^)]*)\\)`");

    private static ExampleWorkspace workspace;
    private static List<Row> rows;

    record Row(String operation, String method, String path, String sdk, boolean served) {
        boolean hasSdkMethod() {
            return !sdk.equals("not yet");
        }
    }

    @BeforeAll
    static void readTable() throws IOException {
        workspace = ExampleWorkspace.embedded();
        rows = Files.readAllLines(TABLE, StandardCharsets.UTF_8).stream()
                .map(ROW::matcher)
                .filter(Matcher::matches)
                .map(m -> new Row(
                        m.group(2),
                        m.group(3),
                        m.group(4),
                        m.group(5).trim(),
                        m.group(6).equals("yes")))
                .toList();
    }

    @AfterAll
    static void stop() {
        workspace.close();
    }

    @Test
    void listsTheSpecificationsOperationsAndTheInferredRoutesOnce() {
        assertThat(rows).hasSize(90);
        assertThat(rows.stream().filter(r -> r.operation().contains("(inferred route)")))
                .hasSize(6);
        Set<String> routes = rows.stream()
                .map(r -> r.method() + " " + r.path().replaceAll("\\{[^}]+}", "{}"))
                .collect(Collectors.toSet());
        assertThat(routes).hasSize(90);
    }

    @Test
    void itsCountsMatchItsRows() throws IOException {
        String text = Files.readString(TABLE, StandardCharsets.UTF_8);
        assertThat(text)
                .contains("**SDK**: " + rows.stream().filter(Row::hasSdkMethod).count() + " of 90");
        assertThat(text)
                .contains("**Reference server**: serves "
                        + rows.stream().filter(Row::served).count() + " of 90");
    }

    @Test
    void everySdkMethodItNamesExists() throws NoSuchMethodException {
        for (Row row : rows.stream().filter(Row::hasSdkMethod).toList()) {
            Matcher call = CALL.matcher(row.sdk());
            assertThat(call.find())
                    .as("an SDK call in the row of %s", row.operation())
                    .isTrue();
            do {
                Class<?> resource = DgqClient.class.getMethod(call.group(1)).getReturnType();
                String name = call.group(2);
                int arity = call.group(3).isBlank() ? 0 : call.group(3).split(",").length;
                assertThat(Arrays.stream(resource.getMethods())
                                .map(Method::getName)
                                .filter(name::equals)
                                .count())
                        .as("%s.%s", resource.getSimpleName(), name)
                        .isPositive();
                assertThat(Arrays.stream(resource.getMethods())
                                .anyMatch(m -> m.getName().equals(name) && m.getParameterCount() == arity))
                        .as("%s.%s with %d arguments", resource.getSimpleName(), name, arity)
                        .isTrue();
            } while (call.find());
        }
    }

    @Test
    void theReferenceServerRoutesEveryOperationItIsSaidToServe() {
        try (DgqClient client = workspace.client()) {
            for (Row row : rows.stream().filter(Row::served).toList()) {
                String path = row.path()
                        .replace("{category}", "domain")
                        .replaceAll("\\{[^}]+}", UUID.randomUUID().toString());
                Object body = row.method().equals("POST") || row.method().equals("PUT") ? Map.of() : null;
                DgqException failure = catchThrowableOfType(
                        DgqException.class, () -> client.request(row.method(), path, body, JsonObject.class));
                if (failure != null) {
                    assertThat(failure.statusCode())
                            .as("%s %s", row.method(), path)
                            .isNotEqualTo(405);
                    assertThat(failure.serverMessage().orElse(""))
                            .as("%s %s", row.method(), path)
                            .doesNotStartWith("No route");
                }
            }
        }
    }
}
