package com.example.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.server.ReferenceServer;
import io.dgq.server.journal.RecordedRequest;
import io.dgq.spring.test.AutoConfigureDgqReferenceServer;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/** The application's service over https: the client bean trusts the test server's certificate authority alone. */
@SpringBootTest
@AutoConfigureDgqReferenceServer(https = true)
class CatalogServiceHttpsTest {

    @Autowired
    CatalogService service;

    @Autowired
    ReferenceServer server;

    @Test
    void registersTheDomainOverHttps() {
        String id = service.register("Customer");

        assertThat(service.name(id)).isEqualTo("Customer");
        assertThat(server.baseUrl()).startsWith("https://");
        assertThat(server.requests()).extracting(RecordedRequest::method).containsExactly("POST", "GET");
    }
}
