package io.dgq.sdk.tags;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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

class TagsClientTest extends MockApiTest {

    static final String TAG_JSON = """
            {"name":"PII","description":"Personal data","type":"classification","level":"0","source":"manual",
             "native_query_run":null,"parent_id":null,"status":"PENDING","qualified_name":"acme.pii","score":"64",
             "user":null,"owner":"Data Office","freshness_sla":null,"schema_stability":"stable",
             "definition":"Data that identifies a person","context":null,"who_should_use_this":"Everyone",
             "id":"c4b2a1f0-3e5d-4c7b-9a8f-0e1d2c3b4a59","source_id":"src-1","source_type":"postgres",
             "created_at":"2026-11-01T08:30:00Z","modified_at":"2026-11-02T09:00:00.250Z","created_by":"user-1",
             "modified_by":"user-2","recent_conversations":null,
             "is_masked_data":true,"is_active":true,"is_deleted":false,
             "total_alerts":1,"total_issues":0,"linked_asset_count":6,"total_conversations":2,"total_views":30,
             "linked_assets":6,"total_likes":null,"total_dislikes":0,
             "parents":[],
             "viewers":[{"id":"user-1","viewed_at":"2026-11-21T10:00:00+00:00","name":"Ada",
                         "email":"ada@acme.example"}],
             "audiences":[{"id":"aud-1","name":"Analysts"}],
             "context_freshness":{"description":null,"owner_verified":"2026-11-05"},
             "new_field_from_the_future":"x"}
            """;

    @Test
    void createsATag() {
        api.enqueueData(TAG_JSON);
        Tag created = client.tags()
                .create(TagCreateRequest.builder()
                        .name("PII")
                        .isMaskedData(true)
                        .owner("Data Office")
                        .sourceId("src-1")
                        .sourceType("postgres")
                        .parentId(null)
                        .build());
        api.takeSent(
                "POST",
                "/api/v1/governance/tag",
                "{\"name\":\"PII\",\"is_masked_data\":true,"
                        + "\"owner\":\"Data Office\",\"source_id\":\"src-1\",\"source_type\":\"postgres\",\"parent_id\":null}");
        assertThat(created.id()).isEqualTo("c4b2a1f0-3e5d-4c7b-9a8f-0e1d2c3b4a59");
    }

    @Test
    void getsATagWithEveryField() {
        api.enqueueData(TAG_JSON);
        Tag tag = client.tags().get("c4b2a1f0-3e5d-4c7b-9a8f-0e1d2c3b4a59");
        RecordedRequest request = api.takeSent("GET", "/api/v1/governance/tag/c4b2a1f0-3e5d-4c7b-9a8f-0e1d2c3b4a59");
        assertThat(request.getBodySize()).isZero();

        assertThat(tag.name()).isEqualTo("PII");
        assertThat(tag.description()).isEqualTo("Personal data");
        assertThat(tag.type()).isEqualTo("classification");
        assertThat(tag.level()).isEqualTo("0");
        assertThat(tag.source()).isEqualTo("manual");
        assertThat(tag.nativeQueryRun()).isNull();
        assertThat(tag.parentId()).isNull();
        assertThat(tag.status()).isEqualTo(Status.PENDING);
        assertThat(tag.qualifiedName()).isEqualTo("acme.pii");
        assertThat(tag.score()).isEqualTo("64");
        assertThat(tag.user()).isNull();
        assertThat(tag.owner()).isEqualTo("Data Office");
        assertThat(tag.freshnessSla()).isNull();
        assertThat(tag.schemaStability()).isEqualTo("stable");
        assertThat(tag.definition()).isEqualTo("Data that identifies a person");
        assertThat(tag.context()).isNull();
        assertThat(tag.whoShouldUseThis()).isEqualTo("Everyone");
        assertThat(tag.sourceId()).isEqualTo("src-1");
        assertThat(tag.sourceType()).isEqualTo("postgres");
        assertThat(tag.createdAt()).isEqualTo(OffsetDateTime.of(2026, 11, 1, 8, 30, 0, 0, ZoneOffset.UTC));
        assertThat(tag.modifiedAt().getNano()).isEqualTo(250_000_000);
        assertThat(tag.createdBy()).isEqualTo("user-1");
        assertThat(tag.modifiedBy()).isEqualTo("user-2");
        assertThat(tag.recentConversations()).isNull();
        assertThat(tag.isMaskedData()).isTrue();
        assertThat(tag.isActive()).isTrue();
        assertThat(tag.isDeleted()).isFalse();
        assertThat(tag.totalAlerts()).isEqualTo(1);
        assertThat(tag.totalIssues()).isZero();
        assertThat(tag.linkedAssetCount()).isEqualTo(6);
        assertThat(tag.totalConversations()).isEqualTo(2);
        assertThat(tag.totalViews()).isEqualTo(30);
        assertThat(tag.linkedAssets()).isEqualTo(6);
        assertThat(tag.totalLikes()).isNull();
        assertThat(tag.totalDislikes()).isZero();
        assertThat(tag.parents()).isEmpty();
        assertThat(tag.viewers())
                .singleElement()
                .satisfies(v -> assertThat(v.viewedAt()).isEqualTo(OffsetDateTime.parse("2026-11-21T10:00:00+00:00")));
        assertThat(tag.audiences().get(0).getString("name")).contains("Analysts");
        assertThat(tag.contextFreshness().description()).isNull();
        assertThat(tag.contextFreshness().ownerVerified()).isEqualTo("2026-11-05");
        assertThat(tag.additionalProperties()).containsOnlyKeys("new_field_from_the_future");
    }

    @Test
    void listsAPageByTypedColumns() {
        api.enqueueData("{\"data\":[" + TAG_JSON + "],\"total_count\":3,\"metrics\":[{\"title\":\"Tags\","
                + "\"value\":3,\"trend\":\"flat\",\"trendValue\":\"+0\",\"type\":\"total\"}]}");
        ListRequest request = ListRequest.builder()
                .pageSize(1)
                .sort(TagColumn.SOURCE_TYPE, SortDirection.ASC)
                .filter(TagColumn.IS_MASKED_DATA, FilterOperator.EQ, true)
                .build();
        Page<TagListItem> page = client.tags().list(request);
        api.takeSent(
                "POST",
                "/api/v1/governance/tag/list",
                "{\"pagination\":{\"page\":1,\"pageSize\":1},"
                        + "\"sorting\":[{\"column\":\"source_type\",\"direction\":\"asc\"}],"
                        + "\"filters\":[{\"column\":\"is_masked_data\",\"operator\":\"eq\",\"value\":true}],"
                        + "\"search\":\"\",\"export\":false}");
        assertThat(page.totalCount()).isEqualTo(3);
        assertThat(page.metrics())
                .singleElement()
                .satisfies(m -> assertThat(m.trend()).isEqualTo("flat"));
        assertThat(page.items()).singleElement().satisfies(item -> {
            assertThat(item).isNotInstanceOf(Tag.class);
            assertThat(item.isMaskedData()).isTrue();
            assertThat(item.additionalProperties()).containsKeys("parents", "viewers", "audiences");
        });
    }

    @Test
    void exportsEveryMatch() {
        api.enqueueData("{\"data\":[" + TAG_JSON + "],\"total_count\":1}");
        List<TagListItem> all = client.tags().export(ListRequest.builder().build());
        api.takeSent(
                "POST",
                "/api/v1/governance/tag/export",
                "{\"pagination\":{\"page\":1,\"pageSize\":50},\"sorting\":[],"
                        + "\"filters\":[],\"search\":\"\",\"export\":true}");
        assertThat(all).singleElement().satisfies(tag -> assertThat(tag.owner()).isEqualTo("Data Office"));
    }

    @Test
    void readsTheTree() {
        api.enqueueData("""
                {"data":[{"id":"r","name":"Sensitivity","type":"group","source_type":null,"parent_id":null,
                          "status":"VERIFIED","children":[{"id":"c","name":"PII","type":"classification",
                          "source_type":"postgres","parent_id":"r","status":"ARCHIVED","children":[]}]}],
                 "has_user_filter":false}
                """);
        TagTree tree = client.tags().treeView(false);
        api.takeSent("POST", "/api/v1/governance/tag/tree-view", "{\"has_user_filter\":false}");
        assertThat(tree.hasUserFilter()).isFalse();
        assertThat(tree.roots()).singleElement().satisfies(root -> {
            assertThat(root.name()).isEqualTo("Sensitivity");
            assertThat(root.type()).isEqualTo("group");
            assertThat(root.sourceType()).isNull();
            assertThat(root.parentId()).isNull();
            assertThat(root.status()).isEqualTo(Status.VERIFIED);
            assertThat(root.children()).singleElement().satisfies(child -> {
                assertThat(child.id()).isEqualTo("c");
                assertThat(child.sourceType()).isEqualTo("postgres");
                assertThat(child.parentId()).isEqualTo("r");
                assertThat(child.status().isKnown()).isFalse();
                assertThat(child.status().value()).isEqualTo("ARCHIVED");
                assertThat(child.children()).isEmpty();
            });
        });
    }

    @Test
    void refusesAnEmptyUpdateAndABlankIdBeforeAnyRequest() {
        assertThatThrownBy(() -> TagUpdateRequest.builder().build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("at least one field");
        assertThatThrownBy(() -> client.tags().get(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'tagId' must not be null");
        assertThat(api.requestCount()).isZero();
    }
}
