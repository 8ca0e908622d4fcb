package io.dgq.examples;

import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainColumn;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.domains.DomainUpdateRequest;
import io.dgq.sdk.domains.DomainsClient;
import io.dgq.sdk.errors.DgqNotFoundException;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.SortDirection;
import java.util.Objects;
import java.util.Optional;

/**
 * A small service of the kind an application writes on top of the SDK, here to be unit-tested (see
 * {@link UnitTestingWithMocks}). It takes the one resource client it uses, a {@link DomainsClient}, rather than the
 * whole {@code DgqClient}: the application passes {@code client.domains()}, a test passes a mock, a fake, or a
 * client of the reference server.
 */
public final class DomainCatalog {

    /** The page size of the searches: the server is asked for pages of this many domains. */
    static final int PAGE_SIZE = 100;

    private final DomainsClient domains;

    /**
     * Creates the catalog.
     *
     * @param domains the domains client, in production {@code client.domains()}
     */
    public DomainCatalog(DomainsClient domains) {
        this.domains = Objects.requireNonNull(domains, "domains");
    }

    /**
     * Finds the domain of a name, ignoring case. The server's search narrows the list (it also matches parts of
     * names and descriptions); this method walks its pages, sorted by name, up to the first exact match.
     *
     * @param name the name, for example {@code "finance"} for the domain named {@code "Finance"}
     * @return the domain, or empty if no domain has that name
     */
    public Optional<DomainListItem> findByName(String name) {
        ListRequest search = ListRequest.builder()
                .search(name)
                .sort(DomainColumn.NAME, SortDirection.ASC)
                .pageSize(PAGE_SIZE)
                .build();
        return domains.listAll(search)
                .filter(domain -> name.equalsIgnoreCase(domain.name()))
                .findFirst();
    }

    /**
     * Renames a domain and answers it as the server now stores it. A domain that does not exist (or was deleted
     * meanwhile) is not an error here: the answer is empty.
     *
     * @param id the domain's id
     * @param newName the new name
     * @return the renamed domain, or empty if there is no domain with that id
     */
    public Optional<Domain> rename(String id, String newName) {
        try {
            domains.update(id, DomainUpdateRequest.builder().name(newName).build());
            return Optional.of(domains.get(id));
        } catch (DgqNotFoundException e) {
            return Optional.empty();
        }
    }
}
