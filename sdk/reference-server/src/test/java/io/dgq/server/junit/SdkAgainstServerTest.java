package io.dgq.server.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.domains.DomainTree;
import io.dgq.sdk.domains.DomainTreeNode;
import io.dgq.sdk.domains.DomainUpdateRequest;
import io.dgq.sdk.errors.DgqAuthenticationException;
import io.dgq.sdk.errors.DgqNotFoundException;
import io.dgq.sdk.errors.DgqValidationException;
import io.dgq.sdk.paging.FilterOperator;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import io.dgq.sdk.paging.SortDirection;
import io.dgq.sdk.patterns.Pattern;
import io.dgq.sdk.terms.TermListItem;
import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The real SDK against the reference server with the demo seed, through the JUnit extension. */
class SdkAgainstServerTest {

    @RegisterExtension
    static final ReferenceServerExtension SERVER = ReferenceServerExtension.withSeed(Seed.DEMO);

    @Test
    void domainsRoundTripThroughTheSdk(DgqClient client) {
        Domain created = client.domains()
                .create(DomainCreateRequest.builder()
                        .name("Logistics \uD83D\uDE9A")
                        .description("Warehouses, carriers and shipments")
                        .build());
        assertThat(created.id()).hasSize(36);
        assertThat(created.isActive()).isTrue();

        client.domains()
                .update(
                        created.id(),
                        DomainUpdateRequest.builder().ownerTeam("Supply Chain").build());
        Domain fetched = client.domains().get(created.id());
        assertThat(fetched.name()).isEqualTo("Logistics \uD83D\uDE9A");
        assertThat(fetched.ownerTeam()).isEqualTo("Supply Chain");
        assertThat(fetched.totalViews()).isEqualTo(1);
        assertThat(fetched.viewers()).hasSize(1);

        client.domains().delete(created.id());
        assertThatThrownBy(() -> client.domains().get(created.id()))
                .isInstanceOfSatisfying(DgqNotFoundException.class, error -> {
                    assertThat(error.statusCode()).isEqualTo(404);
                    assertThat(error.errorCode()).contains("NOT_FOUND");
                    assertThat(error.correlationId()).isPresent();
                });
    }

    @Test
    void listsPageSortFilterAndSearchThroughTheSdk(DgqClient client) {
        Page<DomainListItem> page = client.domains()
                .list(ListRequest.builder()
                        .pageSize(2)
                        .sort("name", SortDirection.ASC)
                        .build());
        assertThat(page.totalCount()).isEqualTo(7);
        assertThat(page.items()).extracting(DomainListItem::name).containsExactly("Accounts Payable", "CRM");
        assertThat(page.metrics()).isNotEmpty();
        assertThat(page.hasNextPage()).isTrue();

        List<String> all = client.domains()
                .listAll(ListRequest.builder().pageSize(3).build())
                .map(DomainListItem::name)
                .collect(Collectors.toList());
        assertThat(all).hasSize(7).startsWith("Finance");

        Page<DomainListItem> children = client.domains()
                .list(ListRequest.builder()
                        .filter("level", FilterOperator.EQ, 2)
                        .search("REVENUE")
                        .build());
        assertThat(children.items()).extracting(DomainListItem::name).containsExactly("Revenue Operations");

        assertThat(client.domains().export(ListRequest.builder().pageSize(1).build()))
                .hasSize(7);
    }

    @Test
    void badInputSurfacesAsTypedSdkErrors(DgqClient client) {
        assertThatThrownBy(() -> client.domains()
                        .list(ListRequest.builder()
                                .sort("colour", SortDirection.ASC)
                                .build()))
                .isInstanceOfSatisfying(DgqValidationException.class, error -> {
                    assertThat(error.errorCode()).contains("VALIDATION_FAILED");
                    assertThat(error.serverMessage())
                            .hasValueSatisfying(message -> assertThat(message).contains("sorting[0].column"));
                });
    }

    @Test
    void treesTermsAndPatternsComeBackTyped(DgqClient client) {
        DomainTree tree = client.domains().treeView(false);
        DomainTreeNode finance = tree.roots().stream()
                .filter(node -> node.name().equals("Finance"))
                .findFirst()
                .orElseThrow();
        assertThat(finance.children())
                .extracting(DomainTreeNode::name)
                .containsExactly("Accounts Payable", "Revenue Operations");

        List<TermListItem> active = client.terms().active();
        assertThat(active).hasSize(8);

        String emailTerm = active.stream()
                .filter(term -> term.name().equals("Email Address"))
                .findFirst()
                .orElseThrow()
                .id();
        assertThat(client.patterns().byTerm(emailTerm))
                .extracting(Pattern::name)
                .containsExactlyInAnyOrder("Email Address", "Lead Email Address");
    }

    @Test
    void theServersRefusalOfAForeignTokenReachesTheSdkAsAnAuthenticationError(@DgqBaseUrl String baseUrl) {
        String foreign;
        try (ReferenceServer other =
                ReferenceServer.builder().jwtSecret("another-secret").start()) {
            foreign = other.apiToken();
        }
        try (DgqClient refused = DgqClient.builder()
                .baseUrl(baseUrl)
                .apiToken(foreign)
                .maxRetries(0)
                .build()) {
            assertThatThrownBy(() -> refused.domains().list(ListRequest.firstPage()))
                    .isInstanceOfSatisfying(DgqAuthenticationException.class, error -> {
                        assertThat(error.statusCode()).isEqualTo(401);
                        assertThat(error.errorCode()).contains("UNAUTHORIZED");
                    });
        }
    }
}
