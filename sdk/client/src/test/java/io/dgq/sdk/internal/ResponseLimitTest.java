package io.dgq.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.errors.DgqConnectionException;
import io.dgq.sdk.errors.DgqDecodingException;
import io.dgq.sdk.errors.DgqServerException;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import io.dgq.sdk.testing.MockApi;
import io.dgq.sdk.testing.TransportContract;
import io.dgq.sdk.testing.Transports;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicLong;
import mockwebserver3.MockResponse;
import mockwebserver3.MockResponseBody;
import mockwebserver3.SocketEffect;
import okio.BufferedSink;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Successful answers are decoded from the stream under a size limit; error bodies are read up to 1 MiB. */
@TransportContract
class ResponseLimitTest {

    /** The builder's documented default limit of a successful answer: 64 MiB. */
    private static final long DEFAULT_MAX_RESPONSE_BYTES = 64L * 1024 * 1024;

    private static final String DOMAIN = "{\"id\":\"d-1\",\"name\":\"Customer\"}";

    final Transports transport;
    final MockApi api;

    ResponseLimitTest(Transports transport) {
        this.transport = transport;
        this.api = transport.mockApi();
    }

    private DgqClient client;

    @AfterEach
    void close() {
        if (client != null) {
            client.close();
        }
        api.close();
    }

    private DgqClient clientWithLimit(long limit) {
        client = api.clientBuilder().maxRetries(0).maxResponseBytes(limit).build();
        return client;
    }

    @Test
    void refusesAnAnnouncedLengthOverTheLimitNamingIt() {
        String body = MockApi.envelope(DOMAIN);
        clientWithLimit(body.length() - 1);
        api.enqueue(200, body);
        DgqDecodingException e = catchThrowableOfType(
                DgqDecodingException.class, () -> client.domains().get("d-1"));
        assertThat(e.getMessage())
                .contains(
                        "GET /api/v1/governance/domain/d-1",
                        "larger than the limit of " + (body.length() - 1) + " bytes",
                        "maxResponseBytes");
        assertThat(e.statusCode()).isEqualTo(200);
    }

    @Test
    void acceptsAnAnswerOfExactlyTheLimit() {
        String body = MockApi.envelope(DOMAIN);
        clientWithLimit(body.length());
        api.enqueue(200, body);
        assertThat(client.domains().get("d-1").id()).isEqualTo("d-1");
        api.enqueue(new MockResponse.Builder().code(200).chunkedBody(body, 7).build());
        assertThat(client.domains().get("d-1").id()).isEqualTo("d-1");
    }

    @Test
    void refusesAStreamWithoutLengthOnceItPassesTheLimit() {
        clientWithLimit(10_000);
        api.enqueue(new MockResponse.Builder()
                .code(200)
                .chunkedBody(page(200), 1024)
                .build());
        DgqDecodingException e = catchThrowableOfType(
                DgqDecodingException.class, () -> client.domains().list(ListRequest.firstPage()));
        assertThat(e.getMessage())
                .contains("POST /api/v1/governance/domain/list", "larger than the limit of 10000 bytes");
        assertThat(e.rawBody())
                .hasValueSatisfying(raw -> assertThat(raw.length()).isLessThanOrEqualTo(10_001));
    }

    @Test
    void stopsReadingAHugeAnswerAtTheLimitInsteadOfHoldingItInMemory() {
        clientWithLimit(1024 * 1024);
        long huge = 200L * 1024 * 1024;
        AtomicLong written = new AtomicLong();
        api.enqueue(new MockResponse.Builder()
                .code(200)
                .body(new EndlessPage(huge, written))
                .build());
        DgqDecodingException e = catchThrowableOfType(
                DgqDecodingException.class, () -> client.domains().list(ListRequest.firstPage()));
        assertThat(e.getMessage()).contains("larger than the limit of 1048576 bytes");
        assertThat(written.get())
                .as("bytes the server could send before the client hung up")
                .isLessThan(huge / 2);
    }

    @Test
    void theDefaultLimitTakesAPageOfAThousandRecords() {
        client = api.clientBuilder().maxRetries(0).build();
        String body = page(1000);
        assertThat(body.length()).isLessThan((int) DEFAULT_MAX_RESPONSE_BYTES);
        api.enqueue(200, body);
        Page<DomainListItem> page = client.domains()
                .list(ListRequest.builder().page(1).pageSize(1000).build());
        assertThat(page.items()).hasSize(1000);
        assertThat(page.items().get(999).name()).isEqualTo("Domain 999");
    }

    @Test
    void readsAtMostOneMebibyteOfAnErrorBody() {
        clientWithLimit(100);
        String big = "x".repeat(3 * 1024 * 1024);
        api.enqueue(500, big);
        DgqServerException e = catchThrowableOfType(
                DgqServerException.class, () -> client.domains().get("d-1"));
        assertThat(e.rawBody()).hasValueSatisfying(raw -> assertThat(raw).hasSize(1024 * 1024));
        assertThat(e.getMessage()).hasSizeLessThan(400);
    }

    @Test
    void aConnectionLostWhileASuccessfulAnswerIsReadIsAConnectionFailure() {
        clientWithLimit(DEFAULT_MAX_RESPONSE_BYTES);
        api.enqueue(new MockResponse.Builder()
                .code(200)
                .body(page(2000))
                .onResponseBody(new SocketEffect.CloseSocket(true, false, false))
                .build());
        DgqConnectionException e = catchThrowableOfType(
                DgqConnectionException.class, () -> client.domains().list(ListRequest.firstPage()));
        assertThat(e.getMessage()).contains("POST /api/v1/governance/domain/list");
    }

    @Test
    void refusesALimitBelowOneByte() {
        assertThatThrownBy(() -> DgqClient.builder().maxResponseBytes(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("maxResponseBytes", "0");
        assertThatThrownBy(() -> DgqClient.builder().maxResponseBytes(-5))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("-5");
    }

    private static String page(int records) {
        StringBuilder items = new StringBuilder();
        for (int i = 0; i < records; i++) {
            items.append(i == 0 ? "" : ",")
                    .append("{\"id\":\"d-")
                    .append(i)
                    .append("\",\"name\":\"Domain ")
                    .append(i)
                    .append("\",\"description\":\"")
                    .append("d".repeat(120))
                    .append("\"}");
        }
        return MockApi.envelope("{\"data\":[" + items + "],\"total_count\":" + records + "}");
    }

    /** A list answer of a given size, written as it goes, without a Content-Length. */
    private static final class EndlessPage implements MockResponseBody {
        private final long size;
        private final AtomicLong written;

        EndlessPage(long size, AtomicLong written) {
            this.size = size;
            this.written = written;
        }

        @Override
        public long getContentLength() {
            return -1;
        }

        @Override
        public void writeTo(BufferedSink sink) throws IOException {
            byte[] head = "{\"success\":true,\"data\":{\"total_count\":1,\"data\":[".getBytes(StandardCharsets.UTF_8);
            byte[] item = ("{\"id\":\"d\",\"name\":\"" + "n".repeat(200) + "\"},").getBytes(StandardCharsets.UTF_8);
            sink.write(head);
            long n = head.length;
            while (n < size) {
                sink.write(item);
                n += item.length;
                written.set(n);
            }
            sink.writeUtf8("{}]}}");
        }
    }
}
