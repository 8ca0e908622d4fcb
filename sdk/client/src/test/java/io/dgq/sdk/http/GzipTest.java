package io.dgq.sdk.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.testing.MockApi;
import io.dgq.sdk.testing.TransportContract;
import io.dgq.sdk.testing.Transports;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.zip.GZIPOutputStream;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import okio.Buffer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Compressed answers, as README's Transports table says of each transport: both ask for gzip and read it
 * transparently, so a server that compresses only when asked sends gzip and the call gets the same answer.
 */
@TransportContract
class GzipTest {

    private static final String DOMAIN = MockApi.envelope("{\"id\":\"d-1\",\"name\":\"Compressed\"}");

    private final Transports transport;
    private final MockApi api;

    GzipTest(Transports transport) {
        this.transport = transport;
        this.api = transport.mockApi();
    }

    @AfterEach
    void close() {
        api.close();
    }

    @Test
    void aServerThatCompressesWhenAskedIsReadAsTheTransportAsks() {
        api.dispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                String accepted = request.getHeaders().get("Accept-Encoding");
                MockResponse.Builder answer =
                        new MockResponse.Builder().code(200).setHeader("Content-Type", "application/json");
                if (accepted != null && accepted.contains("gzip")) {
                    return answer.setHeader("Content-Encoding", "gzip")
                            .body(new Buffer().write(gzip(DOMAIN)))
                            .build();
                }
                return answer.body(DOMAIN).build();
            }
        });
        try (DgqClient client = api.client()) {
            assertThat(client.domains().get("d-1").name()).isEqualTo("Compressed");
        }
        String accepted = api.take().getHeaders().get("Accept-Encoding");
        assertThat(accepted).as("Accept-Encoding sent by " + transport).isEqualTo("gzip");
    }

    private static byte[] gzip(String text) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (GZIPOutputStream out = new GZIPOutputStream(bytes)) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }
}
