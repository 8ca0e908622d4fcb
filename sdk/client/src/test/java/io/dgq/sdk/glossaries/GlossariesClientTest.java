package io.dgq.sdk.glossaries;

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

class GlossariesClientTest extends MockApiTest {

    static final String GLOSSARY_JSON = """
            {"name":"Sales","description":"The sales vocabulary","source":"manual","parent_id":null,
             "domain_id":"d-1","qualified_name":"acme.sales","status":"VERIFIED","user":null,"owner":"Sales Ops",
             "definition":"Words the sales team uses","context":null,"who_should_use_this":"Sales",
             "id":"e7d6c5b4-a392-4817-8f6e-5d4c3b2a1908","created_at":"2026-11-01T08:30:00Z",
             "modified_at":"2026-11-02T09:00:00.250Z","created_by":"user-1","modified_by":"user-2",
             "recent_conversations":null,"total_conversations":3,"total_views":8,"total_likes":2,
             "total_dislikes":null,"is_active":true,"is_deleted":false,
             "parents":[],"domain":[{"id":"d-1","name":"Customer"}],
             "viewers":[{"id":"user-1","viewed_at":"2026-11-21T10:00:00+00:00","name":"Ada",
                         "email":"ada@acme.example"}],
             "context_freshness":{"description":"2026-11-01","owner_verified":null},
             "new_field_from_the_future":null}
            """;

    @Test
    void createsACategoryOfAGlossary() {
        api.enqueueData(GLOSSARY_JSON);
        Glossary created = client.glossaries()
                .create(GlossaryCreateRequest.builder()
                        .name("Pipeline")
                        .parentId("e7d6c5b4-a392-4817-8f6e-5d4c3b2a1908")
                        .domainId("d-1")
                        .owner("Sales Ops")
                        .status(Status.PENDING)
                        .build());
        api.takeSent(
                "POST",
                "/api/v1/governance/glossary",
                "{\"name\":\"Pipeline\","
                        + "\"parent_id\":\"e7d6c5b4-a392-4817-8f6e-5d4c3b2a1908\",\"domain_id\":\"d-1\","
                        + "\"owner\":\"Sales Ops\",\"status\":\"PENDING\"}");
        assertThat(created.id()).isEqualTo("e7d6c5b4-a392-4817-8f6e-5d4c3b2a1908");
    }

    @Test
    void getsAGlossaryWithEveryField() {
        api.enqueueData(GLOSSARY_JSON);
        Glossary glossary = client.glossaries().get("e7d6c5b4-a392-4817-8f6e-5d4c3b2a1908");
        RecordedRequest request =
                api.takeSent("GET", "/api/v1/governance/glossary/e7d6c5b4-a392-4817-8f6e-5d4c3b2a1908");
        assertThat(request.getBodySize()).isZero();

        assertThat(glossary.name()).isEqualTo("Sales");
        assertThat(glossary.description()).isEqualTo("The sales vocabulary");
        assertThat(glossary.source()).isEqualTo("manual");
        assertThat(glossary.parentId()).isNull();
        assertThat(glossary.domainId()).isEqualTo("d-1");
        assertThat(glossary.qualifiedName()).isEqualTo("acme.sales");
        assertThat(glossary.status()).isEqualTo(Status.VERIFIED);
        assertThat(glossary.user()).isNull();
        assertThat(glossary.owner()).isEqualTo("Sales Ops");
        assertThat(glossary.definition()).isEqualTo("Words the sales team uses");
        assertThat(glossary.context()).isNull();
        assertThat(glossary.whoShouldUseThis()).isEqualTo("Sales");
        assertThat(glossary.createdAt()).isEqualTo(OffsetDateTime.of(2026, 11, 1, 8, 30, 0, 0, ZoneOffset.UTC));
        assertThat(glossary.modifiedAt().getNano()).isEqualTo(250_000_000);
        assertThat(glossary.createdBy()).isEqualTo("user-1");
        assertThat(glossary.modifiedBy()).isEqualTo("user-2");
        assertThat(glossary.recentConversations()).isNull();
        assertThat(glossary.totalConversations()).isEqualTo(3);
        assertThat(glossary.totalViews()).isEqualTo(8);
        assertThat(glossary.totalLikes()).isEqualTo(2);
        assertThat(glossary.totalDislikes()).isNull();
        assertThat(glossary.isActive()).isTrue();
        assertThat(glossary.isDeleted()).isFalse();
        assertThat(glossary.parents()).isEmpty();
        assertThat(glossary.domains().get(0).getString("name")).contains("Customer");
        assertThat(glossary.viewers())
                .singleElement()
                .satisfies(v -> assertThat(v.viewedAt()).isEqualTo(OffsetDateTime.parse("2026-11-21T10:00:00+00:00")));
        assertThat(glossary.contextFreshness().description()).isEqualTo("2026-11-01");
        assertThat(glossary.contextFreshness().ownerVerified()).isNull();
        assertThat(glossary.additionalProperties()).containsOnlyKeys("new_field_from_the_future");
    }

    @Test
    void listsAPageByTypedColumns() {
        api.enqueueData("{\"data\":[" + GLOSSARY_JSON + "],\"total_count\":2,\"metrics\":[{\"title\":\"Glossaries\","
                + "\"value\":2,\"trend\":\"up\",\"trendValue\":\"+1\",\"type\":\"total\"}]}");
        ListRequest request = ListRequest.builder()
                .pageSize(1)
                .sort(GlossaryColumn.TOTAL_VIEWS, SortDirection.DESC)
                .filter(GlossaryColumn.DOMAIN_ID, FilterOperator.IN, List.of("d-1", "d-2"))
                .build();
        Page<GlossaryListItem> page = client.glossaries().list(request);
        api.takeSent(
                "POST",
                "/api/v1/governance/glossary/list",
                "{\"pagination\":{\"page\":1,\"pageSize\":1},"
                        + "\"sorting\":[{\"column\":\"total_views\",\"direction\":\"desc\"}],"
                        + "\"filters\":[{\"column\":\"domain_id\",\"operator\":\"in\",\"value\":[\"d-1\",\"d-2\"]}],"
                        + "\"search\":\"\",\"export\":false}");
        assertThat(page.totalCount()).isEqualTo(2);
        assertThat(page.metrics())
                .singleElement()
                .satisfies(m -> assertThat(m.trendValue()).isEqualTo("+1"));
        assertThat(page.items()).singleElement().satisfies(item -> {
            assertThat(item).isNotInstanceOf(Glossary.class);
            assertThat(item.owner()).isEqualTo("Sales Ops");
            assertThat(item.additionalProperties()).containsKeys("parents", "viewers", "context_freshness");
        });
    }

    @Test
    void readsTheTreeOfGlossariesCategoriesAndTerms() {
        api.enqueueData("""
                {"data":[{"id":"g","name":"Sales","node_type":"glossary","parent_id":null,"status":"VERIFIED",
                          "children":[
                            {"id":"c","name":"Pipeline","node_type":"category","parent_id":"g","status":"PENDING",
                             "children":[]},
                            {"id":"t","name":"Churn","node_type":"term","parent_id":"g","status":null,
                             "children":[]},
                            {"id":"x","name":"Later","node_type":"collection","parent_id":"g"}]}],
                 "has_user_filter":true}
                """);
        GlossaryTree tree = client.glossaries().treeView(true);
        api.takeSent("POST", "/api/v1/governance/glossary/tree-view", "{\"has_user_filter\":true}");
        assertThat(tree.hasUserFilter()).isTrue();
        GlossaryTreeNode root = tree.roots().get(0);
        assertThat(root.nodeType()).isEqualTo(GlossaryNodeType.GLOSSARY);
        assertThat(root.status()).isEqualTo(Status.VERIFIED);
        assertThat(root.parentId()).isNull();
        assertThat(root.children())
                .extracting(GlossaryTreeNode::nodeType)
                .containsExactly(GlossaryNodeType.CATEGORY, GlossaryNodeType.TERM, GlossaryNodeType.of("collection"));
        assertThat(root.children()).extracting(GlossaryTreeNode::parentId).containsOnly("g");
        GlossaryTreeNode term = root.children().get(1);
        assertThat(term.name()).isEqualTo("Churn");
        assertThat(term.status()).isNull();
        GlossaryTreeNode unknown = root.children().get(2);
        assertThat(unknown.nodeType().isKnown()).isFalse();
        assertThat(unknown.children()).isEmpty();
    }

    @Test
    void refusesACreateWithABlankNameAndABlankIdBeforeAnyRequest() {
        assertThatThrownBy(() -> GlossaryCreateRequest.builder().name(" ").build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("'name' must not be blank");
        assertThatThrownBy(() -> client.glossaries().get(""))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'glossaryId' must not be blank");
        assertThat(api.requestCount()).isZero();
    }

    @Test
    void knowsTheThreeNodeTypes() {
        assertThat(GlossaryNodeType.knownValues())
                .extracting(GlossaryNodeType::value)
                .containsExactly("glossary", "category", "term");
        assertThat(GlossaryNodeType.of("term")).isSameAs(GlossaryNodeType.TERM);
    }
}
