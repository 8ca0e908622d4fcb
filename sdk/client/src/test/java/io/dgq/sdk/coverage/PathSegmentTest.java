package io.dgq.sdk.coverage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.coverage.TypedCalls.Operation;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every path argument of every operation reaches the server as exactly one segment holding the literal value:
 * hostile values are percent-encoded, and {@code .}, {@code ..}, a blank value and {@code null} are refused, naming
 * the parameter, before any request.
 */
class PathSegmentTest extends MockClientTest {

    private static final String ANY_DATA =
            "{\"id\":\"any-1\",\"alert_cluster_id\":\"any-1\",\"data\":[],\"total_count\":0,\"count\":0}";
    private static final Pattern PARAMETER = Pattern.compile("\\{([^}]+)}");
    private static final int OPERATIONS_WITH_PATH_PARAMETERS = 47;

    static Stream<Arguments> hostileValues() {
        return Stream.of(
                Arguments.of("a/b", "a%2Fb"),
                Arguments.of("../x", "..%2Fx"),
                Arguments.of("?q=1&r#frag", "%3Fq%3D1%26r%23frag"),
                Arguments.of("100%", "100%25"),
                Arguments.of("%2e%2e", "%252e%252e"),
                Arguments.of("two words", "two%20words"),
                Arguments.of("é漢", "%C3%A9%E6%BC%A2"),
                Arguments.of("...", "..."),
                Arguments.of("a\\b;c+d:e@f", "a%5Cb%3Bc%2Bd%3Ae%40f"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("hostileValues")
    void sendsEveryPathArgumentAsOneLiteralSegment(String value, String encoded) throws IOException {
        Map<String, Consumer<DgqClient>> calls = SpecCoverageTest.calls(value);
        int checked = 0;
        for (Operation operation : SpecCoverageTest.operations()) {
            api.enqueueData(ANY_DATA);
            calls.get(operation.key()).accept(client);
            RecordedRequest request = api.take();

            String expected = PARAMETER.matcher(operation.path()).replaceAll(Matcher.quoteReplacement(encoded));
            assertThat(request.getUrl().encodedPath()).as(operation.toString()).isEqualTo(expected);
            List<String> template = List.of(operation.path().substring(1).split("/", -1));
            List<String> received = request.getUrl().pathSegments();
            assertThat(received).as(operation.toString()).hasSameSizeAs(template);
            for (int i = 0; i < template.size(); i++) {
                if (PARAMETER.matcher(template.get(i)).matches()) {
                    assertThat(received.get(i)).as(operation.toString()).isEqualTo(value);
                    checked++;
                }
            }
        }
        assertThat(checked).as("path arguments checked").isGreaterThanOrEqualTo(OPERATIONS_WITH_PATH_PARAMETERS);
    }

    @ParameterizedTest(name = "[{0}]")
    @NullSource
    @ValueSource(strings = {".", "..", "", " "})
    void refusesAPathArgumentThatIsNoSegmentNamingTheParameterBeforeAnyRequest(String value) throws IOException {
        boolean dot = ".".equals(value) || "..".equals(value);
        String refusal = value == null ? "must not be null" : dot ? "must not be '" + value + "'" : "must not be blank";
        Map<String, Consumer<DgqClient>> calls = SpecCoverageTest.calls(value);
        int refused = 0;
        for (Operation operation : SpecCoverageTest.operations()) {
            List<String> names = parameterNames(operation.path());
            Consumer<DgqClient> call = calls.get(operation.key());
            int before = api.requestCount();
            if (names.isEmpty()) {
                if (dot) { // the value goes into the body, where a dot is just text
                    api.enqueueData(ANY_DATA);
                    call.accept(client);
                    assertThat(api.take().getUrl().encodedPath())
                            .as(operation.toString())
                            .isEqualTo(operation.path());
                }
                continue;
            }
            assertThatThrownBy(() -> call.accept(client))
                    .as(operation.toString())
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("'" + names.get(0) + "' " + refusal)
                    .hasMessageContaining(dot ? "one path segment" : "");
            assertThat(api.requestCount()).as(operation.toString()).isEqualTo(before);
            refused++;
        }
        assertThat(refused).isEqualTo(OPERATIONS_WITH_PATH_PARAMETERS);
    }

    private static List<String> parameterNames(String path) {
        List<String> names = new ArrayList<>();
        Matcher matcher = PARAMETER.matcher(path);
        while (matcher.find()) {
            names.add(matcher.group(1));
        }
        return names;
    }
}
