package io.dgq.sdk.applications;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.model.NamedReference;
import io.dgq.sdk.model.Status;
import io.dgq.sdk.paging.FilterOperator;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import io.dgq.sdk.paging.SortDirection;
import io.dgq.sdk.testing.MockApiTest;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;

class ApplicationsClientTest extends MockApiTest {

    static final String APPLICATION_JSON = """
            {"name":"Billing","qualified_name":"acme.billing","description":null,"type":"service","level":"1",
             "source":"manual","parent_id":null,"governance_role":"steward","sensitivity_level":"high",
             "sla_tire":"gold","owner_team":"Finance IT","score":"78.5","user":null,"status":"READY_FOR_REVIEW",
             "freshness_sla":"1h","schema_stability":"stable","definition":"Invoicing and payments",
             "context":null,"who_should_use_this":"Finance","id":"9a1d7c3e-2b4f-4c6d-8e0f-1a2b3c4d5e6f",
             "created_at":"2026-11-01T08:30:00Z","modified_at":"2026-11-02T09:00:00.250Z",
             "created_by":"user-1","modified_by":null,"recent_conversations":null,
             "total_alerts":5,"total_issues":2,"linked_asset_count":9,"linked_metric_count":3,
             "total_conversations":0,"total_views":12,"linked_assets":9,"total_likes":4,"total_dislikes":null,
             "is_active":true,"is_deleted":false,
             "owner":[{"id":"u-9","name":"Ada","email":"ada@acme.example","label":"Ada L.","owner_type":"user"}],
             "term":[{"id":"t-1","name":"Invoice"}],
             "viewers":[{"id":"user-1","viewed_at":"2026-11-21T10:00:00+00:00","name":"Ada",
                         "email":"ada@acme.example"}],
             "audiences":[{"id":"aud-1"}],
             "tag":[{"id":"tag-1","name":"PII","label":"Personal data","color":"red"}],
             "context_freshness":{"description":"2026-11-01","owner_verified":"2026-11-05"},
             "new_field_from_the_future":[1,2]}
            """;

    @Test
    void createsAnApplication() {
        api.enqueueData(APPLICATION_JSON);
        Application created = client.applications()
                .create(ApplicationCreateRequest.builder()
                        .name("Billing")
                        .slaTier("gold")
                        .governanceRole("steward")
                        .sensitivityLevel("high")
                        .level("1")
                        .status(Status.READY_FOR_REVIEW)
                        .parentId(null)
                        .tags(List.of(NamedReference.builder().id("tag-1").build()))
                        .build());
        api.takeSent(
                "POST",
                "/api/v1/governance/application",
                "{\"name\":\"Billing\",\"sla_tire\":\"gold\","
                        + "\"governance_role\":\"steward\",\"sensitivity_level\":\"high\",\"level\":\"1\","
                        + "\"status\":\"READY_FOR_REVIEW\",\"parent_id\":null,\"tag\":[{\"id\":\"tag-1\"}]}");
        assertThat(created.id()).isEqualTo("9a1d7c3e-2b4f-4c6d-8e0f-1a2b3c4d5e6f");
    }

    @Test
    void refusesACreateWithoutName() {
        assertThatThrownBy(
                        () -> ApplicationCreateRequest.builder().slaTier("gold").build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("'name' is required");
    }

    @Test
    void getsAnApplicationWithEveryField() {
        api.enqueueData(APPLICATION_JSON);
        Application app = client.applications().get("9a1d7c3e-2b4f-4c6d-8e0f-1a2b3c4d5e6f");
        RecordedRequest request =
                api.takeSent("GET", "/api/v1/governance/application/9a1d7c3e-2b4f-4c6d-8e0f-1a2b3c4d5e6f");
        assertThat(request.getBodySize()).isZero();

        assertThat(app.name()).isEqualTo("Billing");
        assertThat(app.qualifiedName()).isEqualTo("acme.billing");
        assertThat(app.description()).isNull();
        assertThat(app.type()).isEqualTo("service");
        assertThat(app.level()).isEqualTo("1");
        assertThat(app.source()).isEqualTo("manual");
        assertThat(app.parentId()).isNull();
        assertThat(app.governanceRole()).isEqualTo("steward");
        assertThat(app.sensitivityLevel()).isEqualTo("high");
        assertThat(app.slaTier()).isEqualTo("gold");
        assertThat(app.ownerTeam()).isEqualTo("Finance IT");
        assertThat(app.score()).isEqualTo("78.5");
        assertThat(app.user()).isNull();
        assertThat(app.status()).isEqualTo(Status.READY_FOR_REVIEW);
        assertThat(app.freshnessSla()).isEqualTo("1h");
        assertThat(app.schemaStability()).isEqualTo("stable");
        assertThat(app.definition()).isEqualTo("Invoicing and payments");
        assertThat(app.context()).isNull();
        assertThat(app.whoShouldUseThis()).isEqualTo("Finance");
        assertThat(app.createdAt()).isEqualTo(OffsetDateTime.of(2026, 11, 1, 8, 30, 0, 0, ZoneOffset.UTC));
        assertThat(app.modifiedAt().getNano()).isEqualTo(250_000_000);
        assertThat(app.createdBy()).isEqualTo("user-1");
        assertThat(app.modifiedBy()).isNull();
        assertThat(app.recentConversations()).isNull();
        assertThat(app.totalAlerts()).isEqualTo(5);
        assertThat(app.totalIssues()).isEqualTo(2);
        assertThat(app.linkedAssetCount()).isEqualTo(9);
        assertThat(app.linkedMetricCount()).isEqualTo(3);
        assertThat(app.totalConversations()).isZero();
        assertThat(app.totalViews()).isEqualTo(12);
        assertThat(app.linkedAssets()).isEqualTo(9);
        assertThat(app.totalLikes()).isEqualTo(4);
        assertThat(app.totalDislikes()).isNull();
        assertThat(app.isActive()).isTrue();
        assertThat(app.isDeleted()).isFalse();
        assertThat(app.owners())
                .singleElement()
                .satisfies(o -> assertThat(o.label()).isEqualTo("Ada L."));
        assertThat(app.terms().get(0).getString("name")).contains("Invoice");
        assertThat(app.viewers())
                .singleElement()
                .satisfies(v -> assertThat(v.viewedAt()).isEqualTo(OffsetDateTime.parse("2026-11-21T10:00:00+00:00")));
        assertThat(app.audiences().get(0).getString("id")).contains("aud-1");
        assertThat(app.tags()).singleElement().satisfies(tag -> {
            assertThat(tag.id()).isEqualTo("tag-1");
            assertThat(tag.name()).isEqualTo("PII");
            assertThat(tag.label()).isEqualTo("Personal data");
            assertThat(tag.additionalProperty("color").asString()).isEqualTo("red");
        });
        assertThat(app.contextFreshness().ownerVerified()).isEqualTo("2026-11-05");
        assertThat(app.additionalProperties()).containsOnlyKeys("new_field_from_the_future");
    }

    @Test
    void listsAPageByTypedColumns() {
        api.enqueueData("{\"data\":[" + APPLICATION_JSON + "],\"total_count\":7,\"metrics\":[]}");
        ListRequest request = ListRequest.builder()
                .page(2)
                .pageSize(1)
                .sort(ApplicationColumn.SLA_TIER, SortDirection.ASC)
                .filter(ApplicationColumn.TOTAL_ALERTS, FilterOperator.GT, 0)
                .build();
        Page<ApplicationListItem> page = client.applications().list(request);
        api.takeSent(
                "POST",
                "/api/v1/governance/application/list",
                "{\"pagination\":{\"page\":2,\"pageSize\":1},"
                        + "\"sorting\":[{\"column\":\"sla_tire\",\"direction\":\"asc\"}],"
                        + "\"filters\":[{\"column\":\"total_alerts\",\"operator\":\"gt\",\"value\":0}],"
                        + "\"search\":\"\",\"export\":false}");
        assertThat(page.totalCount()).isEqualTo(7);
        assertThat(page.items()).singleElement().satisfies(item -> {
            assertThat(item).isNotInstanceOf(Application.class);
            assertThat(item.slaTier()).isEqualTo("gold");
            assertThat(item.additionalProperties()).containsKeys("viewers", "audiences", "definition");
        });
    }

    @Test
    void exportsEveryMatch() {
        api.enqueueData("{\"data\":[" + APPLICATION_JSON + "],\"total_count\":1}");
        List<ApplicationListItem> all = client.applications()
                .export(ListRequest.builder().search("bill").build());
        api.takeSent(
                "POST",
                "/api/v1/governance/application/export",
                "{\"pagination\":{\"page\":1,\"pageSize\":50},\"sorting\":[],"
                        + "\"filters\":[],\"search\":\"bill\",\"export\":true}");
        assertThat(all).singleElement().satisfies(app -> assertThat(app.name()).isEqualTo("Billing"));
    }
}
