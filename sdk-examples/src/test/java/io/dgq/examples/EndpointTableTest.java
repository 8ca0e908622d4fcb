package io.dgq.examples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.errors.DgqException;
import io.dgq.sdk.http.HttpTransport;
import io.dgq.sdk.http.jdk.JdkHttpTransport;
import io.dgq.sdk.http.okhttp.OkHttpTransport;
import io.dgq.sdk.json.JsonObject;
import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import io.dgq.server.journal.RecordedRequest;
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
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Keeps the endpoint table of the docs ({@code src/docs/endpoints.md}) true to the SDK and the reference server. */
class EndpointTableTest {

    private static final Path TABLE = Path.of("..", "src", "docs", "endpoints.md");
    private static final Pattern ROW = Pattern.compile(
            "^\\| ([^|]+) \\| ([^|]+) \\| (GET|POST|PUT|DELETE) \\| `(/api/v1[^`]*)` \\| ([^|]+) \\| (yes|no) \\|$");
    private static final Pattern CALL = Pattern.compile("`client\\.(\\w+)\\(\\)\\.(\\w+)\\(([^)]*)\\)`");

    private static List<Row> rows;

    record Row(String operation, String method, String path, String sdk, boolean served) {
        boolean hasSdkMethod() {
            return !sdk.equals("not yet");
        }
    }

    @BeforeAll
    static void readTable() throws IOException {
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

    /** How the SDK reaches the reference server: a loopback port on either socket transport, or in-process. */
    enum Carrier {
        OKHTTP,
        JDK,
        IN_PROCESS
    }

    /**
     * The SDK sends every operation marked served to the reference server, on each transport, and each reaches its
     * route: an error answer is the API's (never 405 or "No route"), and the journal holds every call, routed.
     */
    @Test
    void theReferenceServerRoutesEveryOperationItIsSaidToServeOverOkHttp() {
        routesEveryOperationItIsSaidToServe(Carrier.OKHTTP);
    }

    @Test
    void theReferenceServerRoutesEveryOperationItIsSaidToServeOverTheJdkTransport() {
        routesEveryOperationItIsSaidToServe(Carrier.JDK);
    }

    @Test
    void theReferenceServerRoutesEveryOperationItIsSaidToServeInProcess() {
        routesEveryOperationItIsSaidToServe(Carrier.IN_PROCESS);
    }

    private static void routesEveryOperationItIsSaidToServe(Carrier carrier) {
        List<Row> served = rows.stream().filter(Row::served).toList();
        try (ReferenceServer server = ReferenceServer.builder()
                        .seed(Seed.DEMO)
                        .listen(carrier != Carrier.IN_PROCESS)
                        .start();
                HttpTransport transport = switch (carrier) {
                    case OKHTTP -> OkHttpTransport.create();
                    case JDK -> JdkHttpTransport.create();
                    case IN_PROCESS -> server.inProcessTransport();
                };
                DgqClient client = DgqClient.builder()
                        .baseUrl(server.baseUrl())
                        .apiToken(server.apiToken())
                        .transport(transport)
                        .maxRetries(0)
                        .build()) {
            for (Row row : served) {
                String path = row.path()
                        .replace("{category}", "domain")
                        .replaceAll("\\{[^}]+}", UUID.randomUUID().toString());
                Object body = row.method().equals("POST") || row.method().equals("PUT") ? Map.of() : null;
                DgqException failure = catchThrowableOfType(
                        DgqException.class, () -> client.request(row.method(), path, body, JsonObject.class));
                if (failure != null) {
                    assertThat(failure.statusCode())
                            .as("%s %s over %s: %s", row.method(), path, carrier, failure)
                            .isNotEqualTo(405)
                            .isPositive();
                    assertThat(failure.serverMessage().orElse(""))
                            .as("%s %s over %s", row.method(), path, carrier)
                            .doesNotStartWith("No route");
                }
            }
            assertThat(server.journal().requests())
                    .as("the journal over %s", carrier)
                    .hasSize(served.size())
                    .extracting(RecordedRequest::template)
                    .doesNotContainNull();
        }
    }
}
