package io.dgq.server;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.alertclusters.AlertClusterListItem;
import io.dgq.sdk.coverage.TypedCalls;
import io.dgq.sdk.coverage.TypedCalls.Operation;
import io.dgq.sdk.http.HttpTransport;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.server.journal.RecordedRequest;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The SDK's typed call of each of the 90 operations ({@code TypedCalls}, which the SDK's {@code SpecCoverageTest}
 * runs against a mock) sent in-process into the reference server: each answered 2xx with its decoded model, a read
 * by id answering the record asked for, and each in the journal with its method and route. The calls run as a
 * scenario: the field tab and group first, then every create (whose ids the later calls use), the reads and updates,
 * and the deletes last.
 */
class TypedCallsInProcessTest {

    /** The kind of id each resource's create answers, as the calls ask for it. */
    private static final Map<String, String> KINDS = Map.ofEntries(
            Map.entry("Pattern", "pattern"),
            Map.entry("Conversation", "conversation"),
            Map.entry("Source", "source"),
            Map.entry("Parameter", "parameter"),
            Map.entry("Field (governance)", "field"),
            Map.entry("Metric detail", "metricDetail"),
            Map.entry("Metric template", "metricTemplate"),
            Map.entry("Alert cluster", "alertCluster"),
            Map.entry("Domain", "domain"),
            Map.entry("Term", "term"),
            Map.entry("Application", "application"),
            Map.entry("Tag", "tag"),
            Map.entry("Glossary", "glossary"),
            Map.entry("Document", "document"));

    /** Created first: the records others point at. */
    private static final List<String> FIRST = List.of("Domain", "Metric template");

    private static final Map<String, String> IDS = new ConcurrentHashMap<>();
    private static final Map<String, Function<DgqClient, Object>> CALLS =
            TypedCalls.calls(kind -> Objects.requireNonNull(IDS.get(kind), () -> "no " + kind + " id yet"));

    private static ReferenceServer server;
    private static HttpTransport transport;
    private static DgqClient client;
    private static int answered;

    @BeforeAll
    static void start() {
        server = ReferenceServer.builder().seed(Seed.DEMO).listen(false).start();
        transport = server.inProcessTransport();
        client = DgqClient.builder()
                .baseUrl(server.baseUrl())
                .apiToken(server.apiToken())
                .transport(transport)
                .build();
        IDS.put("category", "domain");
        IDS.put("attribute", "asset-typed-calls");
        IDS.put("asset", "asset-typed-calls");
        AlertClusterListItem cluster =
                client.alertClusters().list(ListRequest.firstPage()).items().get(0);
        IDS.put("alertCluster", cluster.alertClusterId());
        IDS.put("alert", cluster.rootAlertId());
    }

    @AfterAll
    static void stop() {
        System.out.println("TypedCallsInProcessTest: " + answered + " of "
                + TypedCalls.operations().size() + " typed operations answered in-process");
        client.close();
        transport.close();
        server.close();
    }

    /** Orders the operations as a scenario that makes the ids it uses before it uses them. */
    static List<Operation> scenario() {
        List<Operation> operations = new ArrayList<>(TypedCalls.operations());
        List<String> groups = new ArrayList<>();
        operations.forEach(o -> {
            if (!groups.contains(o.group())) {
                groups.add(o.group());
            }
        });
        operations.sort(Comparator.comparingInt(TypedCallsInProcessTest::phase)
                .thenComparingInt(o -> FIRST.contains(o.group()) ? FIRST.indexOf(o.group()) : FIRST.size())
                .thenComparingInt(o -> groups.indexOf(o.group())));
        return operations;
    }

    private static int phase(Operation operation) {
        if (operation.name().startsWith("Update Field Tab") || operation.name().startsWith("Update Field Group")) {
            return 0;
        }
        if (operation.name().startsWith("Create")) {
            return 1;
        }
        if (operation.method().equals("DELETE")) {
            return operation.name().contains("Group") || operation.name().contains("Tab") ? 4 : 3;
        }
        return 2;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("scenario")
    void theTypedCallIsAnsweredInProcess(Operation operation) {
        long before = server.journal().requests().stream()
                .mapToLong(RecordedRequest::sequence)
                .max()
                .orElse(0);

        Object answer = CALLS.get(operation.key()).apply(client);

        assertThat(answer).as(operation.toString()).isNotNull();
        List<RecordedRequest> sent = server.journal().requests().stream()
                .filter(r -> r.sequence() > before)
                .toList();
        Pattern path = Pattern.compile(operation.path().replaceAll("\\{[^}]+}", "[^/]+") + "/?");
        assertThat(sent).as(operation.toString()).singleElement().satisfies(r -> {
            assertThat(r.method()).isEqualTo(operation.method());
            assertThat(r.path()).matches(path);
            assertThat(r.status()).isBetween(200, 299);
            assertThat(r.protocol()).isEqualTo("HTTP/1.1");
        });
        String id = id(answer);
        String kind = KINDS.get(operation.group());
        if (operation.name().startsWith("Create") && kind != null) {
            assertThat(id).as("id of the record " + operation + " made").isNotBlank();
            IDS.put(kind, id);
            if (kind.equals("domain")) {
                IDS.put("object", id); // what the conversations and documents are about
            }
        } else if (operation.name().equals("Update Field Tab")) {
            IDS.put("fieldTab", id);
        } else if (operation.name().equals("Update Field Group")) {
            IDS.put("fieldGroup", id);
        } else if (operation.method().equals("GET")
                && operation.path().endsWith("/{" + idParameter(operation) + "}")
                && !operation.path().contains("/asset/")
                && !operation.path().contains("/by-alert/")
                && id != null) {
            assertThat(id).as("id of the record " + operation + " read").isEqualTo(IDS.get(kind));
        }
        answered++;
    }

    private static String idParameter(Operation operation) {
        String path = operation.path();
        return path.substring(path.lastIndexOf('{') + 1, path.length() - 1);
    }

    /** The decoded model's {@code id()}, or {@code alertClusterId()}; {@code null} when it has neither. */
    private static String id(Object answer) {
        for (String accessor : List.of("id", "alertClusterId")) {
            try {
                Method method = answer.getClass().getMethod(accessor);
                Object value = method.invoke(answer);
                return value == null ? null : value.toString();
            } catch (NoSuchMethodException e) {
                // try the next
            } catch (ReflectiveOperationException e) {
                throw new AssertionError(e);
            }
        }
        return null;
    }
}
