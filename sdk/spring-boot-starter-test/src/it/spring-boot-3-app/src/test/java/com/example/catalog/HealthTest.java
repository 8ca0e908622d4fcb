package com.example.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.dgq.server.ReferenceServer;
import io.dgq.spring.test.AutoConfigureDgqReferenceServer;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;

/** The dgq health indicator, asked for: in /actuator/health, UP, and probed twice for one API call. */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {"management.health.dgq.enabled=true", "management.endpoint.health.show-details=always"})
@AutoConfigureDgqReferenceServer
class HealthTest {

    @Value("${local.server.port}")
    int port;

    @Autowired
    ReferenceServer server;

    @Test
    void theHealthEndpointHasADgqEntryThatIsUp() throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/actuator/health"))
                .build();
        String first = http.send(request, HttpResponse.BodyHandlers.ofString()).body();
        String second = http.send(request, HttpResponse.BodyHandlers.ofString()).body();

        ObjectMapper json = new ObjectMapper();
        assertThat(json.readTree(first).at("/components/dgq/status").asText()).isEqualTo("UP");
        assertThat(json.readTree(first).at("/components/dgq/details/checkedAt").asText())
                .isNotEmpty();
        assertThat(json.readTree(second).at("/components/dgq/status").asText()).isEqualTo("UP");
        assertThat(first).doesNotContain(server.apiToken());
        assertThat(server.requests()).hasSize(1);
    }
}
