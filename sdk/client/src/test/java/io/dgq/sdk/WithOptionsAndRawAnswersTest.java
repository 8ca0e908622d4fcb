package io.dgq.sdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.errors.DgqServerException;
import io.dgq.sdk.http.okhttp.OkHttpTransport;
import io.dgq.sdk.internal.ConfiguredClient;
import io.dgq.sdk.testing.MockApi;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * {@code withOptions}: a client with other defaults on the same transport and threads, whose close releases nothing
 * it shares; and an answer's raw bytes and headers on {@link DgqResponse}.
 */
class WithOptionsAndRawAnswersTest {

    private final MockApi api = new MockApi();

    @AfterEach
    void close() {
        api.close();
    }

    @Test
    void aDerivedClientHasOtherDefaultsOnTheSameTransportAndItsCloseReleasesNothingShared() {
        try (DgqClient client = api.clientBuilder().header("X-Team", "a").build()) {
            DgqClient once = client.withOptions(RequestOptions.builder()
                    .maxRetries(0)
                    .apiCallTimeout(Duration.ofSeconds(30))
                    .header("X-Team", "b")
                    .header("X-Extra", "1")
                    .build());
            assertThat(((ConfiguredClient) once).config().transport())
                    .isSameAs(((ConfiguredClient) client).config().transport());
            assertThat(((ConfiguredClient) once).config().scheduler())
                    .isSameAs(((ConfiguredClient) client).config().scheduler());
            assertThat(((ConfiguredClient) once).config().apiCallTimeout()).isEqualTo(Duration.ofSeconds(30));

            api.enqueue(503, "{\"success\":false,\"message\":\"busy\"}");
            assertThatThrownBy(() -> once.domains().delete("d-1")).isInstanceOf(DgqServerException.class);
            assertThat(api.requestCount())
                    .as("no retry by the derived client's default")
                    .isEqualTo(1);
            RecordedRequest sent = api.take();
            assertThat(sent.getHeaders().get("X-Team")).isEqualTo("b");
            assertThat(sent.getHeaders().get("X-Extra")).isEqualTo("1");

            once.close();
            assertThatThrownBy(() -> once.domains().delete("d-1")).isInstanceOf(IllegalStateException.class);
            api.enqueue(503, "{\"success\":false,\"message\":\"busy\"}");
            api.enqueueData("{}");
            client.domains().delete("d-1");
            assertThat(api.requestCount())
                    .as("the first client retries, its transport open")
                    .isEqualTo(3);
            assertThat(((OkHttpTransport) ((ConfiguredClient) client).config().transport())
                            .client()
                            .dispatcher()
                            .executorService()
                            .isShutdown())
                    .isFalse();
            assertThat(api.take().getHeaders().get("X-Team")).isEqualTo("a");

            DgqClient derived = client.withOptions(RequestOptions.none());
            client.close();
            assertThatThrownBy(() -> derived.domains().delete("d-1"))
                    .as("closing the first client closes the ones derived from it")
                    .isInstanceOf(IllegalStateException.class);
        }
    }

    @Test
    void anAnswersRawBytesAndHeadersAreTheCallers() {
        String envelope = MockApi.envelope("{\"id\":\"d-1\",\"name\":\"Customer\"}");
        api.enqueueData("{\"id\":\"d-1\",\"name\":\"Customer\"}");
        try (DgqClient client = api.client()) {
            DgqResponse<Domain> answer = client.withRawResponse().domains().get("d-1", RequestOptions.none());

            assertThat(answer.data().name()).isEqualTo("Customer");
            assertThat(answer.rawBody())
                    .hasValueSatisfying(bytes -> assertThat(new String(bytes, StandardCharsets.UTF_8))
                            .isEqualTo(envelope));
            answer.rawBody().orElseThrow()[0] = 'x';
            assertThat(answer.rawBody().orElseThrow()[0]).as("a copy each time").isEqualTo((byte) '{');
            assertThat(answer.header("Content-Type")).startsWith("application/json");
            assertThat(answer.headers()).containsKey("content-length");
        }
    }

    @Test
    void aResponseIsBuiltForStubsWithoutAPublicConstructor() {
        DgqResponse<String> stub =
                DgqResponse.<String>builder().data("x").correlationId("c-1").build();

        assertThat(stub.statusCode()).isEqualTo(200);
        assertThat(stub.rawBody()).isEmpty();
        assertThat(stub.map(String::length).data()).isEqualTo(1);
        assertThat(DgqResponse.class.getConstructors()).isEmpty();
        assertThat(io.dgq.sdk.errors.HttpFailure.class.getConstructors()).isEmpty();
    }
}
