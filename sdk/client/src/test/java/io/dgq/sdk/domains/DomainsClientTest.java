package io.dgq.sdk.domains;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.model.Status;
import io.dgq.sdk.paging.FilterOperator;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import io.dgq.sdk.paging.SortDirection;
import io.dgq.sdk.testing.MockApi;
import io.dgq.sdk.testing.MockApiTest;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;

class DomainsClientTest extends MockApiTest {

    static final String DOMAIN_JSON = "{\"name\":\"Customer\",\"description\":null,\"type\":\"business\","
            + "\"source\":\"manual\",\"parent_id\":null,\"owner_team\":\"Data Office\",\"qualified_name\":\"acme.customer\","
            + "\"score\":\"87.5\",\"status\":\"VERIFIED\",\"user\":null,\"freshness_sla\":\"24h\","
            + "\"schema_stability\":\"stable\",\"sla_config\":null,\"definition\":\"All customer data\","
            + "\"context\":null,\"who_should_use_this\":\"Analysts\",\"id\":\"0b7e3f5e-8d1c-4b55-9a63-2f1f0d9c6a11\","
            + "\"created_at\":\"2026-11-01T08:30:00Z\",\"modified_at\":\"2026-11-02T09:00:00.250Z\","
            + "\"created_by\":\"user-1\",\"modified_by\":\"user-2\",\"recent_conversations\":null,\"level\":0,"
            + "\"total_alerts\":3,\"total_issues\":1,\"linked_asset_count\":12,\"linked_metric_count\":4,"
            + "\"total_conversations\":2,\"total_views\":41,\"linked_assets\":12,\"total_likes\":null,"
            + "\"total_dislikes\":null,\"is_active\":true,\"is_deleted\":false,"
            + "\"owner\":[{\"id\":\"u-9\",\"name\":\"Ada\",\"email\":\"ada@acme.example\",\"label\":\"Ada L.\","
            + "\"owner_type\":\"user\"}],\"parents\":[],\"product\":[],\"tag\":[{\"id\":\"t-1\"}],\"term\":[],"
            + "\"audiences\":[],\"glossary\":[{\"id\":\"g-1\",\"name\":\"Sales\",\"label\":\"Sales\","
            + "\"description\":\"Sales terms\"}],\"viewers\":[{\"id\":\"user-1\","
            + "\"viewed_at\":\"2026-11-21T10:00:00+00:00\",\"name\":\"Ada\",\"email\":\"ada@acme.example\"}],"
            + "\"context_freshness\":{\"description\":\"2026-11-01\",\"owner_verified\":null},"
            + "\"new_field_from_the_future\":{\"x\":1}}";

    @Test
    void createsADomain() {
        api.enqueueData(DOMAIN_JSON);
        Domain created = client.domains()
                .create(DomainCreateRequest.builder()
                        .name("Customer")
                        .description("All about customers")
                        .status(Status.PENDING)
                        .parentId(null)
                        .build());
        api.takeSent(
                "POST",
                "/api/v1/governance/domain",
                "{\"name\":\"Customer\",\"description\":\"All about customers\",\"status\":\"PENDING\",\"parent_id\":null}");
        assertThat(created.id()).isEqualTo("0b7e3f5e-8d1c-4b55-9a63-2f1f0d9c6a11");
    }

    @Test
    void getsADomainWithEveryField() {
        api.enqueueData(DOMAIN_JSON);
        Domain domain = client.domains().get("0b7e3f5e-8d1c-4b55-9a63-2f1f0d9c6a11");
        RecordedRequest request = api.takeSent("GET", "/api/v1/governance/domain/0b7e3f5e-8d1c-4b55-9a63-2f1f0d9c6a11");
        assertThat(request.getBodySize()).isZero();

        assertThat(domain.name()).isEqualTo("Customer");
        assertThat(domain.description()).isNull();
        assertThat(domain.status()).isEqualTo(Status.VERIFIED);
        assertThat(domain.score()).isEqualTo("87.5");
        assertThat(domain.level()).isZero();
        assertThat(domain.totalViews()).isEqualTo(41);
        assertThat(domain.totalLikes()).isNull();
        assertThat(domain.isActive()).isTrue();
        assertThat(domain.isDeleted()).isFalse();
        assertThat(domain.createdAt()).isEqualTo(OffsetDateTime.of(2026, 11, 1, 8, 30, 0, 0, ZoneOffset.UTC));
        assertThat(domain.modifiedAt().getNano()).isEqualTo(250_000_000);
        assertThat(domain.owners()).singleElement().satisfies(o -> {
            assertThat(o.email()).isEqualTo("ada@acme.example");
            assertThat(o.ownerType()).isEqualTo("user");
        });
        assertThat(domain.glossaries().get(0).name()).isEqualTo("Sales");
        assertThat(domain.glossaries().get(0).description()).isEqualTo("Sales terms");
        assertThat(domain.viewers().get(0).viewedAt()).isEqualTo(OffsetDateTime.parse("2026-11-21T10:00:00+00:00"));
        assertThat(domain.contextFreshness().ownerVerified()).isNull();
        assertThat(domain.tags().get(0).getString("id")).contains("t-1");
        assertThat(domain.parents()).isEmpty();
        assertThat(domain.additionalProperties()).containsOnlyKeys("new_field_from_the_future");
        assertThat(domain.definition()).isEqualTo("All customer data");
    }

    @Test
    void encodesPathParameters() {
        api.enqueueData("{}");
        client.domains().delete("a/b c?d");
        assertThat(api.take().getUrl().encodedPath()).isEqualTo("/api/v1/governance/domain/a%2Fb%20c%3Fd");
    }

    @Test
    void listsAPageWithTotalAndMetrics() {
        api.enqueueData("{\"data\":[" + DOMAIN_JSON + "],\"total_count\":120,\"metrics\":[{\"title\":\"Verified\","
                + "\"value\":12,\"trend\":\"up\",\"trendValue\":\"+2\",\"type\":\"status\"}]}");
        ListRequest request = ListRequest.builder()
                .pageSize(1)
                .search("cust")
                .sort(DomainColumn.NAME, SortDirection.ASC)
                .filter(DomainColumn.STATUS, FilterOperator.EQ, Status.VERIFIED)
                .build();
        Page<DomainListItem> page = client.domains().list(request);
        api.takeSent(
                "POST",
                "/api/v1/governance/domain/list",
                "{\"pagination\":{\"page\":1,\"pageSize\":1},"
                        + "\"sorting\":[{\"column\":\"name\",\"direction\":\"asc\"}],"
                        + "\"filters\":[{\"column\":\"status\",\"operator\":\"eq\",\"value\":\"VERIFIED\"}],"
                        + "\"search\":\"cust\",\"export\":false}");
        assertThat(page.items()).hasSize(1);
        assertThat(page.items().get(0).name()).isEqualTo("Customer");
        assertThat(page.totalCount()).isEqualTo(120);
        assertThat(page.metrics()).singleElement().satisfies(m -> {
            assertThat(m.value()).isEqualTo(12);
            assertThat(m.trendValue()).isEqualTo("+2");
        });
        assertThat(page.request()).isEqualTo(request);
        assertThat(page.hasNextPage()).isTrue();
    }

    @Test
    void exportsEveryMatch() {
        api.enqueueData("{\"data\":[" + DOMAIN_JSON + "," + DOMAIN_JSON + "],\"total_count\":2}");
        List<DomainListItem> all =
                client.domains().export(ListRequest.builder().search("c").build());
        RecordedRequest request = api.take();
        assertThat(request.getUrl().encodedPath()).isEqualTo("/api/v1/governance/domain/export");
        assertThat(MockApi.body(request)).contains("\"search\":\"c\"", "\"export\":true");
        assertThat(all).hasSize(2);
    }

    @Test
    void readsTheTree() {
        api.enqueueData("{\"data\":[{\"id\":\"r\",\"name\":\"Root\",\"type\":null,\"parent_id\":null,"
                + "\"status\":\"PENDING\",\"level\":0,\"children\":[{\"id\":\"c\",\"name\":\"Child\",\"parent_id\":\"r\","
                + "\"level\":1,\"children\":[]}]}],\"has_user_filter\":true}");
        DomainTree tree = client.domains().treeView(true);
        RecordedRequest request = api.take();
        assertThat(request.getUrl().encodedPath()).isEqualTo("/api/v1/governance/domain/tree-view");
        assertThat(MockApi.body(request)).isEqualTo("{\"has_user_filter\":true}");
        assertThat(tree.hasUserFilter()).isTrue();
        assertThat(tree.roots()).singleElement().satisfies(root -> {
            assertThat(root.children())
                    .singleElement()
                    .extracting(DomainTreeNode::parentId)
                    .isEqualTo("r");
            assertThat(root.status()).isEqualTo(Status.PENDING);
        });
    }

    @Test
    void exposesTheEnvelopeThroughTheRawView() {
        api.enqueue(new mockwebserver3.MockResponse.Builder()
                .code(200)
                .setHeader("X-Correlation-Id", "corr-123")
                .setHeader("Content-Type", "application/json")
                .body(MockApi.envelope(DOMAIN_JSON))
                .build());
        DgqResponse<Domain> response =
                client.withRawResponse().domains().get("d-1", io.dgq.sdk.core.RequestOptions.none());
        assertThat(response.data().name()).isEqualTo("Customer");
        assertThat(response.message()).isEqualTo("OK");
        assertThat(response.correlationId()).isEqualTo("corr-123");
        assertThat(response.timestamp()).isEqualTo(OffsetDateTime.parse("2026-11-22T10:15:30.123+00:00"));
        assertThat(response.header("x-correlation-id")).isEqualTo("corr-123");
        assertThat(response.statusCode()).isEqualTo(200);
    }

    @Test
    void sendsAnythingThroughTheEscapeHatch() {
        api.enqueueData("{\"data\":[],\"total_count\":0}");
        io.dgq.sdk.json.JsonObject data = client.request(
                "POST", "/api/v1/governance/domain/list", ListRequest.firstPage(), io.dgq.sdk.json.JsonObject.class);
        RecordedRequest request = api.take();
        assertThat(request.getUrl().encodedPath()).isEqualTo("/api/v1/governance/domain/list");
        assertThat(data.getLong("total_count")).contains(0L);
    }
}
