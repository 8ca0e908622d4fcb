package io.dgq.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.testing.MockApi;
import java.util.Map;
import org.junit.jupiter.api.Test;

class EndpointTest {

    @Test
    void keepsATrailingSlashOfTheTemplate() {
        try (MockApi api = new MockApi();
                DgqClient client = api.client()) {
            api.enqueueData("{}");
            client.request("POST", "/auth/access_token/", Map.of("key_alias", "ci"), JsonObject.class);
            assertThat(api.take().getUrl().encodedPath()).isEqualTo("/api/v1/auth/access_token/");
        }
    }

    @Test
    void bindsParametersInOrderAndRefusesMissingOnes() {
        Endpoint endpoint = Endpoint.postIdempotent("/core/document/{category}/{objectId}");
        assertThat(endpoint.bind(null, "table", "t-1").endpoint()).isSameAs(endpoint);
        assertThatThrownBy(() -> endpoint.bind(null, "table"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("takes 2 path parameters, got 1");
        assertThatThrownBy(() -> endpoint.bind(null, "table", ""))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'objectId' must not be blank");
    }

    @Test
    void treatsBracesOfALiteralPathAsText() {
        try (MockApi api = new MockApi();
                DgqClient client = api.client()) {
            api.enqueueData("{}");
            client.withRawResponse().request("GET", "/odd/{literal}", null, JsonObject.class, RequestOptions.none());
            assertThat(api.take().getUrl().encodedPath()).isEqualTo("/api/v1/odd/%7Bliteral%7D");
        }
    }

    @Test
    void refusesADotSegmentOfALiteralPathBeforeAnyRequest() {
        try (MockApi api = new MockApi();
                DgqClient client = api.client()) {
            assertThatThrownBy(() -> client.request("DELETE", "/governance/domain/..", null, JsonObject.class))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("'path' must not have a '..' segment");
            assertThatThrownBy(() -> client.request("GET", "/governance/./domain", null, JsonObject.class))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("'path' must not have a '.' segment");
            assertThat(api.requestCount()).isZero();
        }
    }

    @Test
    void encodesEachSegmentOfALiteralPath() {
        try (MockApi api = new MockApi();
                DgqClient client = api.client()) {
            api.enqueueData("{}");
            client.request("GET", "/odd/a b?c/100%", null, JsonObject.class);
            assertThat(api.take().getUrl().encodedPath()).isEqualTo("/api/v1/odd/a%20b%3Fc/100%25");
        }
    }

    @Test
    void encodesEverythingButUnreservedCharacters() {
        assertThat(Endpoint.encodeSegment("Az09-._~")).isEqualTo("Az09-._~");
        assertThat(Endpoint.encodeSegment("/?#%[] é")).isEqualTo("%2F%3F%23%25%5B%5D%20%C3%A9");
        assertThat(Endpoint.encodeSegment("\u0000\n")).isEqualTo("%00%0A");
    }
}
