package com.example.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.errors.DgqServerException;
import io.dgq.server.ReferenceServer;
import io.dgq.server.faults.Fault;
import io.dgq.server.journal.RecordedRequest;
import io.dgq.spring.test.AutoConfigureDgqReferenceServer;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

@SpringBootTest
@AutoConfigureDgqReferenceServer
class CatalogServiceTest {

    @Autowired
    CatalogService service;

    @Autowired
    ReferenceServer server;

    @Test
    void registersTheDomain() {
        String id = service.register("Customer");

        assertThat(service.name(id)).isEqualTo("Customer");
        assertThat(server.requests()).extracting(RecordedRequest::method).containsExactly("POST", "GET");
    }

    @Test
    void aReadIsRetriedAfterA503() {
        String id = service.register("Customer");
        server.faults().once("GET", "/governance/domain/{id}", Fault.error(503));

        assertThat(service.name(id)).isEqualTo("Customer");
        assertThat(server.requests()).extracting(RecordedRequest::method).containsExactly("POST", "GET", "GET");
    }

    @Test
    void aCreateIsNotRetriedAfterA503() {
        server.faults().once("POST", "/governance/domain", Fault.error(503));

        assertThatThrownBy(() -> service.register("Customer")).isInstanceOf(DgqServerException.class);
        assertThat(server.requests()).extracting(RecordedRequest::method).containsExactly("POST");
    }
}
