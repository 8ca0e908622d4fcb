package io.dgq.sdk.terms;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.model.Owner;
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

class TermsClientTest extends MockApiTest {

    static final String TERM_JSON = """
            {"name":"Customer lifetime value","description":"Expected revenue of a customer","status":"VERIFIED",
             "derived_type":"decimal","source":"manual","qualified_name":"sales.clv","thresold":"0.95",
             "sensitivity":null,"definition":"Sum of expected margins","context":null,"who_should_use_this":"Finance",
             "id":"5f0c2b1e-7a44-4e0e-9d7c-3b1a2c4d5e6f","created_at":"2026-11-01T08:30:00Z",
             "modified_at":"2026-11-02T09:00:00.250Z","created_by":"user-1","modified_by":"user-2",
             "domain_id":"d-1","glossary_id":"g-1","glossary_name":"Sales","glossary_category_id":null,
             "type":"glossary","user":null,"score":"91","recent_conversations":null,
             "min_length":3,"max_length":null,"min_value":"0.00",
             "is_null":false,"is_blank":false,"is_unique":true,"is_primary_key":false,"is_active":true,
             "is_deleted":false,
             "enum":["A",1,null],"contains":["EUR"],"synonyms":["CLV","LTV"],
             "owner":[{"id":"u-9","name":"Ada","email":"ada@acme.example","label":"Ada L.","owner_type":"user"}],
             "parents":[{"id":"g-1","name":"Sales"}],"domain":[{"id":"d-1","name":"Customer"}],"product":[],
             "tag":[{"id":"t-1","name":"PII"}],"application":[{"id":"a-1"}],
             "viewers":[{"id":"user-1","viewed_at":"2026-11-21T10:00:00+00:00","name":"Ada",
                         "email":"ada@acme.example"}],
             "term_metrics":[{"id":"m-1","name":"null_count"}],
             "total_alerts":2,"total_issues":0,"linked_asset_count":2,"total_views":17,"total_conversations":1,
             "total_metrics":4,"row_count":1200,"total_likes":null,"total_dislikes":1,
             "profile_metrics":{"distinct":118},
             "context_freshness":{"description":"2026-11-01","owner_verified":null,"synonyms":"2026-11-03",
                                  "metric_updated":"2026-11-04"},
             "linked_assets":["asset-1","asset-2"],
             "new_field_from_the_future":true}
            """;

    @Test
    void createsATermWithEveryKindOfField() {
        api.enqueueData(TERM_JSON);
        Term created = client.terms()
                .create(TermCreateRequest.builder()
                        .name("Customer lifetime value")
                        .glossaryId("g-1")
                        .glossaryCategoryId(null)
                        .domainId("d-1")
                        .threshold("0.95")
                        .status(Status.PENDING)
                        .minLength(3)
                        .minValue("0.00")
                        .isUnique(true)
                        .enumValues(List.of("A", 1))
                        .synonyms(List.of("CLV", "LTV"))
                        .linkedAssets(List.of("asset-1", "asset-2"))
                        .owners(List.of(Owner.builder().id("u-9").build()))
                        .build());
        api.takeSent(
                "POST",
                "/api/v1/governance/term",
                "{\"name\":\"Customer lifetime value\",\"glossary_id\":\"g-1\","
                        + "\"glossary_category_id\":null,\"domain_id\":\"d-1\",\"thresold\":\"0.95\",\"status\":\"PENDING\","
                        + "\"min_length\":3,\"min_value\":\"0.00\",\"is_unique\":true,\"enum\":[\"A\",1],"
                        + "\"synonyms\":[\"CLV\",\"LTV\"],\"linked_assets\":[\"asset-1\",\"asset-2\"],"
                        + "\"owner\":[{\"id\":\"u-9\"}]}");
        assertThat(created.id()).isEqualTo("5f0c2b1e-7a44-4e0e-9d7c-3b1a2c4d5e6f");
        assertThat(created.glossaryName()).isEqualTo("Sales");
    }

    @Test
    void refusesACreateWithoutNameAndAnEmptyUpdate() {
        assertThatThrownBy(() -> TermCreateRequest.builder().glossaryId("g-1").build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("'name' is required");
        assertThatThrownBy(() -> TermUpdateRequest.builder().build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("at least one field");
    }

    @Test
    void getsATermWithEveryField() {
        api.enqueueData(TERM_JSON);
        Term term = client.terms().get("5f0c2b1e-7a44-4e0e-9d7c-3b1a2c4d5e6f");
        RecordedRequest request = api.takeSent("GET", "/api/v1/governance/term/5f0c2b1e-7a44-4e0e-9d7c-3b1a2c4d5e6f");
        assertThat(request.getBodySize()).isZero();

        assertThat(term.name()).isEqualTo("Customer lifetime value");
        assertThat(term.description()).isEqualTo("Expected revenue of a customer");
        assertThat(term.status()).isEqualTo(Status.VERIFIED);
        assertThat(term.derivedType()).isEqualTo("decimal");
        assertThat(term.source()).isEqualTo("manual");
        assertThat(term.qualifiedName()).isEqualTo("sales.clv");
        assertThat(term.threshold()).isEqualTo("0.95");
        assertThat(term.sensitivity()).isNull();
        assertThat(term.definition()).isEqualTo("Sum of expected margins");
        assertThat(term.context()).isNull();
        assertThat(term.whoShouldUseThis()).isEqualTo("Finance");
        assertThat(term.createdAt()).isEqualTo(OffsetDateTime.of(2026, 11, 1, 8, 30, 0, 0, ZoneOffset.UTC));
        assertThat(term.modifiedAt().getNano()).isEqualTo(250_000_000);
        assertThat(term.createdBy()).isEqualTo("user-1");
        assertThat(term.modifiedBy()).isEqualTo("user-2");
        assertThat(term.domainId()).isEqualTo("d-1");
        assertThat(term.glossaryId()).isEqualTo("g-1");
        assertThat(term.glossaryName()).isEqualTo("Sales");
        assertThat(term.glossaryCategoryId()).isNull();
        assertThat(term.type()).isEqualTo("glossary");
        assertThat(term.user()).isNull();
        assertThat(term.score()).isEqualTo("91");
        assertThat(term.recentConversations()).isNull();

        assertThat(term.minLength().asLong()).isEqualTo(3);
        assertThat(term.maxLength()).isNull();
        assertThat(term.minValue().asString()).isEqualTo("0.00");
        assertThat(term.isNull()).isFalse();
        assertThat(term.isBlank()).isFalse();
        assertThat(term.isUnique()).isTrue();
        assertThat(term.isPrimaryKey()).isFalse();
        assertThat(term.isActive()).isTrue();
        assertThat(term.isDeleted()).isFalse();
        assertThat(term.enumValues()).hasSize(3);
        assertThat(term.enumValues().get(0).asString()).isEqualTo("A");
        assertThat(term.enumValues().get(1).asLong()).isEqualTo(1);
        assertThat(term.enumValues().get(2).isNull()).isTrue();
        assertThat(term.containsValues())
                .singleElement()
                .satisfies(v -> assertThat(v.asString()).isEqualTo("EUR"));
        assertThat(term.synonyms()).containsExactly("CLV", "LTV");
        assertThat(term.linkedAssets()).containsExactly("asset-1", "asset-2");

        assertThat(term.owners()).singleElement().satisfies(o -> {
            assertThat(o.email()).isEqualTo("ada@acme.example");
            assertThat(o.ownerType()).isEqualTo("user");
        });
        assertThat(term.parents().get(0).getString("name")).contains("Sales");
        assertThat(term.domains().get(0).getString("id")).contains("d-1");
        assertThat(term.products()).isEmpty();
        assertThat(term.tags().get(0).getString("name")).contains("PII");
        assertThat(term.applications().get(0).getString("id")).contains("a-1");
        assertThat(term.viewers()).singleElement().satisfies(v -> {
            assertThat(v.viewedAt()).isEqualTo(OffsetDateTime.parse("2026-11-21T10:00:00+00:00"));
            assertThat(v.name()).isEqualTo("Ada");
        });
        assertThat(term.termMetrics().get(0).getString("name")).contains("null_count");

        assertThat(term.totalAlerts()).isEqualTo(2);
        assertThat(term.totalIssues()).isZero();
        assertThat(term.linkedAssetCount()).isEqualTo(2);
        assertThat(term.totalViews()).isEqualTo(17);
        assertThat(term.totalConversations()).isEqualTo(1);
        assertThat(term.totalMetrics()).isEqualTo(4);
        assertThat(term.rowCount()).isEqualTo(1200);
        assertThat(term.totalLikes()).isNull();
        assertThat(term.totalDislikes()).isEqualTo(1);
        assertThat(term.profileMetrics().getLong("distinct")).contains(118L);
        assertThat(term.contextFreshness().description()).isEqualTo("2026-11-01");
        assertThat(term.contextFreshness().ownerVerified()).isNull();
        assertThat(term.contextFreshness().synonyms()).isEqualTo("2026-11-03");
        assertThat(term.contextFreshness().metricUpdated()).isEqualTo("2026-11-04");
        assertThat(term.additionalProperties()).containsOnlyKeys("new_field_from_the_future");
    }

    @Test
    void answersUnmodifiableListsAndEmptyListsForMissingArrays() {
        api.enqueueData("{\"id\":\"t-1\",\"name\":\"Bare\",\"min_length\":null}");
        Term term = client.terms().get("t-1");
        assertThat(term.minLength()).isNull();
        assertThat(term.enumValues()).isEmpty();
        assertThat(term.synonyms()).isEmpty();
        assertThat(term.linkedAssets()).isEmpty();
        assertThat(term.viewers()).isEmpty();
        assertThat(term.contextFreshness()).isNull();
        assertThatThrownBy(() -> term.synonyms().add("x")).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void listsAPageByTypedColumns() {
        api.enqueueData("{\"data\":[" + TERM_JSON + "],\"total_count\":40,\"metrics\":[{\"title\":\"Verified\","
                + "\"value\":12,\"trend\":\"up\",\"trendValue\":\"+2\",\"type\":\"status\"}]}");
        ListRequest request = ListRequest.builder()
                .pageSize(1)
                .search("value")
                .sort(TermColumn.GLOSSARY_NAME, SortDirection.DESC)
                .filter(TermColumn.THRESHOLD, FilterOperator.EQ, "0.95")
                .build();
        Page<TermListItem> page = client.terms().list(request);
        api.takeSent(
                "POST",
                "/api/v1/governance/term/list",
                "{\"pagination\":{\"page\":1,\"pageSize\":1},"
                        + "\"sorting\":[{\"column\":\"glossary_name\",\"direction\":\"desc\"}],"
                        + "\"filters\":[{\"column\":\"thresold\",\"operator\":\"eq\",\"value\":\"0.95\"}],"
                        + "\"search\":\"value\",\"export\":false}");
        assertThat(page.totalCount()).isEqualTo(40);
        assertThat(page.metrics())
                .singleElement()
                .satisfies(m -> assertThat(m.title()).isEqualTo("Verified"));
        assertThat(page.items()).singleElement().satisfies(item -> {
            assertThat(item).isNotInstanceOf(Term.class);
            assertThat(item.type()).isEqualTo("glossary");
            assertThat(item.linkedAssets()).containsExactly("asset-1", "asset-2");
            assertThat(item.additionalProperties()).containsKeys("definition", "viewers", "context_freshness");
        });
    }

    @Test
    void listsTheActiveTerms() {
        api.enqueueData("{\"data\":[" + TERM_JSON + ",{\"id\":\"t-2\",\"name\":\"Churn\",\"is_active\":true}],"
                + "\"total_count\":2}");
        List<TermListItem> active = client.terms().active();
        RecordedRequest request = api.takeSent("GET", "/api/v1/governance/term/active/list");
        assertThat(request.getBodySize()).isZero();
        assertThat(active).extracting(TermListItem::name).containsExactly("Customer lifetime value", "Churn");
        assertThat(active.get(1).isActive()).isTrue();
        assertThatThrownBy(() -> active.remove(0)).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void exportsEveryMatch() {
        api.enqueueData("{\"data\":[" + TERM_JSON + "," + TERM_JSON + "],\"total_count\":2}");
        List<TermListItem> all = client.terms()
                .export(ListRequest.builder()
                        .filter(TermColumn.GLOSSARY_ID, FilterOperator.EQ, "g-1")
                        .build());
        api.takeSent(
                "POST",
                "/api/v1/governance/term/export",
                "{\"pagination\":{\"page\":1,\"pageSize\":50},\"sorting\":[],"
                        + "\"filters\":[{\"column\":\"glossary_id\",\"operator\":\"eq\",\"value\":\"g-1\"}],"
                        + "\"search\":\"\",\"export\":true}");
        assertThat(all)
                .hasSize(2)
                .allSatisfy(term -> assertThat(term.glossaryName()).isEqualTo("Sales"));
    }
}
