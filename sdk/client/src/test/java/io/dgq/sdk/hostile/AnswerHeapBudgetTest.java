package io.dgq.sdk.hostile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.errors.DgqDecodingException;
import io.dgq.sdk.testing.MockApi;
import io.dgq.sdk.testing.TransportContract;
import io.dgq.sdk.testing.Transports;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import okio.Buffer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An answer whose bytes are within {@code maxResponseBytes} but whose decoded form is not: an array of small numbers
 * in a field the SDK does not know decodes to some thirty times its size. It is refused with a
 * {@link DgqDecodingException} once its estimated heap passes the budget, never with an {@link OutOfMemoryError},
 * within the call's deadline, and the client goes on working.
 */
@TransportContract
class AnswerHeapBudgetTest {

    /**
     * More collections than a refused read needs (measured: 1); a collector thrashing near a full heap runs
     * hundreds.
     */
    private static final long COLLECTIONS = 20;

    final Transports transport;
    final MockApi api;

    AnswerHeapBudgetTest(Transports transport) {
        this.transport = transport;
        this.api = transport.mockApi();
    }

    @AfterEach
    void closeServer() {
        api.close();
    }

    /** {@return a domain whose unknown field holds an array of small numbers, about {@code bytes} long} */
    private static Buffer domainWithNumbers(int bytes) {
        Buffer body = new Buffer();
        body.writeUtf8("{\"success\":true,\"data\":{\"id\":\"d-1\",\"name\":\"x\",\"samples\":[0");
        byte[] chunk = ",1".repeat(4096).getBytes(StandardCharsets.US_ASCII);
        for (int written = 0; written < bytes; written += chunk.length) {
            body.write(chunk);
        }
        body.writeUtf8("]}}");
        return body;
    }

    private void answerHugeThenSmall(int hugeBytes) {
        Buffer huge = domainWithNumbers(hugeBytes);
        api.dispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                if (request.getUrl().encodedPath().endsWith("/huge")) {
                    return new MockResponse.Builder()
                            .setHeader("Content-Type", "application/json")
                            .body(huge.copy())
                            .build();
                }
                return new MockResponse.Builder()
                        .setHeader("Content-Type", "application/json")
                        .body(MockApi.envelope("{\"id\":\"d-2\",\"name\":\"y\"}"))
                        .build();
            }
        });
    }

    @Test
    void anAnswerOverTheHeapBudgetIsRefusedAndTheClientGoesOn() {
        answerHugeThenSmall(2 * 1024 * 1024);
        try (DgqClient client =
                api.clientBuilder().maxResponseHeapBytes(1024 * 1024).build()) {
            assertThatThrownBy(() -> client.domains().get("huge"))
                    .isInstanceOf(DgqDecodingException.class)
                    .hasMessageContaining("heap")
                    .hasMessageContaining("1048576 bytes")
                    .hasMessageContaining("maxResponseHeapBytes");
            assertThat(client.async().domains().get("huge"))
                    .failsWithin(10, TimeUnit.SECONDS)
                    .withThrowableOfType(ExecutionException.class)
                    .havingCause()
                    .isInstanceOf(DgqDecodingException.class);
            assertThat(client.domains().get("small").id()).isEqualTo("d-2");
        }
    }

    @Test
    void theSameAnswerUnderABudgetThatHoldsItDecodes() {
        answerHugeThenSmall(2 * 1024 * 1024);
        try (DgqClient client =
                api.clientBuilder().maxResponseHeapBytes(256L * 1024 * 1024).build()) {
            assertThat(client.domains().get("huge").id()).isEqualTo("d-1");
        }
    }

    @Test
    void theBudgetMustBePositive() {
        assertThatThrownBy(() -> DgqClient.builder().maxResponseHeapBytes(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("maxResponseHeapBytes");
    }

    @Test
    void aSmallHeapGetsADecodingExceptionNotAnOutOfMemoryError(@TempDir Path dir)
            throws IOException, InterruptedException {
        answerHugeThenSmall(20 * 1024 * 1024);
        Path out = dir.resolve("out.txt");
        Process child = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-Xmx64m",
                        "-XX:+UseSerialGC",
                        "-cp",
                        System.getProperty("java.class.path"),
                        HeapBudgetChild.class.getName(),
                        api.baseUrl(),
                        api.token())
                .redirectErrorStream(true)
                .redirectOutput(out.toFile())
                .start();
        assertThat(child.waitFor(150, TimeUnit.SECONDS))
                .as("the child JVM ends")
                .isTrue();
        List<String> lines = Files.readAllLines(out);
        assertThat(lines)
                .as("the child's output")
                .contains("first=" + DgqDecodingException.class.getName(), "second=d-2")
                .noneMatch(line -> line.contains("OutOfMemoryError"));
        // The budget stops the read before the heap fills: a few collections, not a collector thrashing near a
        // full heap (hundreds). A count, unlike a time, does not grow on a loaded machine.
        assertThat(number(lines, "collections="))
                .as("collections during the refused call: %s", lines)
                .isLessThan(COLLECTIONS);
        assertThat(child.exitValue()).isZero();
    }

    private static long number(List<String> lines, String prefix) {
        return lines.stream()
                .filter(line -> line.startsWith(prefix))
                .mapToLong(line -> Long.parseLong(line.substring(prefix.length())))
                .findFirst()
                .orElseThrow();
    }
}
