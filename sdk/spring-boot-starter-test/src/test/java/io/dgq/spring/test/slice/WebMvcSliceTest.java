package io.dgq.spring.test.slice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.server.ReferenceServer;
import io.dgq.spring.test.AutoConfigureDgqReferenceServer;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.test.autoconfigure.web.servlet.WebMvcTest;
import org.springframework.context.annotation.Import;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code @AutoConfigureDgqReferenceServer} on a {@code @WebMvcTest}: the slice leaves out the application's
 * auto-configurations, so the annotation brings the starter's, and the controller under test gets a client of the
 * context's reference server.
 */
@WebMvcTest(WebMvcSliceTest.CatalogController.class)
@AutoConfigureDgqReferenceServer
class WebMvcSliceTest {

    /** The application, as a user writes it: auto-configuration on, which the slice turns off. */
    @SpringBootConfiguration
    @EnableAutoConfiguration
    @Import(CatalogController.class)
    static class App {}

    /** A controller that creates a domain through the client bean. */
    @RestController
    static class CatalogController {
        private final DgqClient client;

        CatalogController(DgqClient client) {
            this.client = client;
        }

        @PostMapping("/catalog/{name}")
        String register(@PathVariable("name") String name) {
            return client.domains()
                    .create(DomainCreateRequest.builder().name(name).build())
                    .id();
        }
    }

    @Autowired
    MockMvc mvc;

    @Autowired
    ReferenceServer server;

    @Autowired
    DgqClient client;

    @Test
    void theControllerReachesTheContextsReferenceServer() throws Exception {
        String id = mvc.perform(post("/catalog/Customer"))
                .andExpect(status().isOk())
                .andReturn()
                .getResponse()
                .getContentAsString();

        assertThat(id).isNotBlank();
        assertThat(client.domains().get(id).name()).isEqualTo("Customer");
        assertThat(server.requests()).extracting(r -> r.method()).containsExactly("POST", "GET");
    }
}
