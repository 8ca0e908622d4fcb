package com.example.catalog;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainCreateRequest;
import java.util.Map;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** A consumer application: the DgqClient bean comes from the starter and dgq.* properties alone. */
@SpringBootApplication
@RestController
public class CatalogApplication {

    private final DgqClient dgq;

    public CatalogApplication(DgqClient dgq) {
        this.dgq = dgq;
    }

    public static void main(String[] args) {
        SpringApplication.run(CatalogApplication.class, args);
    }

    /** Registers a domain; Spring's own JSON writes the answer, the SDK's Jackson 2 reads DGQ's. */
    @PostMapping("/catalog/domains")
    public Map<String, String> register(@RequestParam String name) {
        Domain domain =
                dgq.domains().create(DomainCreateRequest.builder().name(name).build());
        return Map.of("id", domain.id(), "name", domain.name());
    }

    /** Reads a domain's name. */
    @GetMapping("/catalog/domains/{id}")
    public Map<String, String> name(@PathVariable String id) {
        return Map.of("name", dgq.domains().get(id).name());
    }
}
