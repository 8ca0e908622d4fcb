package io.dgq.server.proxy;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.http.HttpHeaders;
import io.dgq.sdk.http.HttpRequest;
import io.dgq.sdk.http.HttpResponse;
import io.dgq.sdk.http.HttpTransport;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The proxy mode reached in-process: an upstream answer over the proxy's check limit, which the HTTP transport
 * streams chunked after the bytes the proxy held, reaches the SDK whole, with no {@code Content-Length}.
 */
class ProxyInProcessTest {

    @Test
    void aProxiedAnswerOverTheCheckLimitIsReadWholeInProcess() throws Exception {
        try (ReferenceServer upstream =
                        ReferenceServer.builder().seed(Seed.DEMO).start();
                ReferenceServer proxy = ReferenceServer.builder()
                        .proxyTo(URI.create(upstream.baseUrl()))
                        .proxyCheckLimitBytes(64)
                        .listen(false)
                        .start();
                HttpTransport transport = proxy.inProcessTransport();
                DgqClient direct = DgqClient.builder()
                        .baseUrl(upstream.baseUrl())
                        .apiToken(upstream.apiToken())
                        .build();
                DgqClient through = DgqClient.builder()
                        .baseUrl(proxy.baseUrl())
                        .apiToken(upstream.apiToken())
                        .transport(transport)
                        .build()) {
            ListRequest all = ListRequest.builder().pageSize(50).build();
            List<String> expected = direct.domains().list(all).items().stream()
                    .map(DomainListItem::name)
                    .toList();
            assertThat(expected).hasSizeGreaterThan(1);
            assertThat(through.domains().list(all).items())
                    .extracting(DomainListItem::name)
                    .containsExactlyElementsOf(expected);

            HttpRequest list = HttpRequest.of(
                    "POST",
                    proxy.baseUrl() + "/api/v1/governance/domain/list",
                    HttpHeaders.of(
                            "Authorization", "Bearer " + upstream.apiToken(), "Content-Type", "application/json"),
                    "{\"pagination\":{\"page\":1,\"pageSize\":50}}".getBytes(StandardCharsets.UTF_8));
            try (HttpResponse answer = transport.newExchange(list).execute()) {
                assertThat(answer.statusCode()).isEqualTo(200);
                assertThat(answer.contentLength())
                        .as("length of a streamed answer")
                        .isEqualTo(-1);
                assertThat(answer.headers().get("Transfer-Encoding")).isEqualTo("chunked");
                String body = new String(answer.body().readAllBytes(), StandardCharsets.UTF_8);
                assertThat(body.length()).as("bytes past the check limit").isGreaterThan(64);
                assertThat(body).endsWith("}").contains(expected.get(expected.size() - 1));
            }
        }
    }
}
