package com.example.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import io.dgq.server.ReferenceServer;
import io.dgq.server.journal.RecordedRequest;
import io.dgq.spring.test.AutoConfigureDgqReferenceServer;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.test.web.servlet.MockMvc;

/** On Spring Boot 4.1, the annotation on a @WebMvcTest slice: the controller gets a client of the reference server. */
@WebMvcTest(CatalogApplication.class)
@AutoConfigureDgqReferenceServer
class WebMvcSliceTest {

    @Autowired
    MockMvc mvc;

    @Autowired
    ReferenceServer server;

    @Test
    void theControllerRegistersADomainOnTheReferenceServer() throws Exception {
        mvc.perform(post("/catalog/domains").param("name", "Customer"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.name").value("Customer"));

        assertThat(server.requests()).extracting(RecordedRequest::method).containsExactly("POST");
    }
}
