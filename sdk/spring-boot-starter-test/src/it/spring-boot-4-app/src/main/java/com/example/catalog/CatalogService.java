package com.example.catalog;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.DomainCreateRequest;
import org.springframework.stereotype.Service;

/** The application's own service over the DgqClient bean; src/docs/spring-boot.md's test tests it. */
@Service
public class CatalogService {

    private final DgqClient dgq;

    public CatalogService(DgqClient dgq) {
        this.dgq = dgq;
    }

    /** Registers a domain and returns its id. */
    public String register(String name) {
        return dgq.domains()
                .create(DomainCreateRequest.builder().name(name).build())
                .id();
    }

    /** Reads a domain's name. */
    public String name(String id) {
        return dgq.domains().get(id).name();
    }
}
