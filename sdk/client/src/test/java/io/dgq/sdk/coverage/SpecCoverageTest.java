package io.dgq.sdk.coverage;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.coverage.TypedCalls.Operation;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Walks the specification's endpoint tables (kept in {@code spec-operations.tsv}) and proves that every operation
 * has an SDK method that sends exactly its method and path. A new row without a method here fails the build.
 */
class SpecCoverageTest extends MockClientTest {

    /** Every path parameter of every call below is this value, so the expected path is the template with it. */
    private static final String ID = "p-1";
    /** A {@code data} every SDK answer type decodes from: a list payload is also a valid record or object. */
    private static final String ANY_DATA =
            "{\"id\":\"r-1\",\"alert_cluster_id\":\"r-1\",\"data\":[]," + "\"total_count\":0,\"count\":0}";

    private static final Map<String, Consumer<DgqClient>> CALLS = calls(ID);

    static List<Operation> operations() {
        return TypedCalls.operations();
    }

    @Test
    void coversEveryOperationOfTheSpecificationAndNothingElse() {
        List<Operation> operations = operations();
        assertThat(operations).hasSize(84 + 6);
        assertThat(CALLS.keySet())
                .containsExactlyInAnyOrderElementsOf(
                        operations.stream().map(Operation::key).toList());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("operations")
    void sendsTheOperationsMethodAndPath(Operation operation) {
        Consumer<DgqClient> call = CALLS.get(operation.key());
        assertThat(call).as("SDK method for " + operation).isNotNull();
        api.enqueueData(ANY_DATA);
        call.accept(client);
        RecordedRequest request = api.take();
        assertThat(request.getMethod()).isEqualTo(operation.method());
        assertThat(request.getUrl().encodedPath()).isEqualTo(operation.path().replaceAll("\\{[^}]+}", ID));
    }

    /**
     * Returns one call per operation, keyed like {@link Operation#key()}.
     *
     * @param id the value of every path parameter (and of the ids the bodies carry)
     */
    static Map<String, Consumer<DgqClient>> calls(String id) {
        Map<String, Consumer<DgqClient>> calls = new LinkedHashMap<>();
        TypedCalls.calls(kind -> id).forEach((key, call) -> calls.put(key, call::apply));
        return calls;
    }
}
