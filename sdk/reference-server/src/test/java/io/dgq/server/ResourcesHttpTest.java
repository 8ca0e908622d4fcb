package io.dgq.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.server.internal.rules.Hierarchy;
import io.dgq.server.internal.schema.Schemas;
import io.dgq.server.internal.seed.SeedRecords;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The records and special routes of every resource, over raw HTTP against the demo seed. */
class ResourcesHttpTest {

    private static final String V1 = "/api/v1";

    private static ReferenceServer server;
    private static RawHttp http;

    @BeforeAll
    static void start() {
        server = ReferenceServer.builder().seed(Seed.DEMO).start();
        http = new RawHttp(server.baseUrl(), server.apiToken());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @BeforeEach
    void reset() {
        server.reset();
    }

    @Test
    void createAnswersTheFullRecordWithEveryFieldAndDefaults() {
        JsonNode domain = ok(http.post(V1 + "/governance/domain", Map.of("name", "Logistics")));
        assertThat(domain.path("id").asText()).matches("[0-9a-f-]{36}");
        assertThat(domain.path("name").asText()).isEqualTo("Logistics");
        assertThat(domain.get("description").isNull()).isTrue();
        assertThat(domain.path("owner").isArray()).isTrue();
        assertThat(domain.path("owner").size()).isZero();
        assertThat(domain.path("total_views").asInt()).isZero();
        assertThat(domain.path("is_active").asBoolean()).isTrue();
        assertThat(domain.path("is_deleted").asBoolean()).isFalse();
        assertThat(domain.path("created_at").asText()).endsWith("Z");
        assertThat(domain.path("created_by").asText()).isEqualTo("reference-user");
        assertThat(domain.has("context_freshness")).isTrue();
        assertThat(domain.size()).isEqualTo(Schemas.domain().detailFields().size());
    }

    @Test
    void updateMergesPresentFieldsAndNullClears() {
        String id = ok(http.post(V1 + "/metrics/parameter", Map.of("name", "p", "type", "number", "value", "5")))
                .path("id").asText();
        Map<String, Object> change = new HashMap<>();
        change.put("value", "7");
        change.put("type", null);
        RawHttp.Answer updated = http.put(V1 + "/metrics/parameter/" + id, change);
        assertThat(updated.status()).isEqualTo(200);
        assertThat(updated.data().size()).isZero();
        JsonNode record = ok(http.get(V1 + "/metrics/parameter/" + id));
        assertThat(record.path("name").asText()).isEqualTo("p");
        assertThat(record.path("value").asText()).isEqualTo("7");
        assertThat(record.get("type").isNull()).isTrue();
        assertThat(http.put(V1 + "/metrics/parameter/" + id, Map.of("name", 3)).status()).isEqualTo(400);
        Map<String, Object> clearName = new HashMap<>();
        clearName.put("name", null);
        assertThat(http.put(V1 + "/metrics/parameter/" + id, clearName).message()).isEqualTo("name is required");
    }

    @Test
    void deleteAnswersEmptyAndALaterGetIsA404() {
        String id = ok(http.post(V1 + "/governance/tag", Map.of("name", "Temporary"))).path("id").asText();
        RawHttp.Answer deleted = http.delete(V1 + "/governance/tag/" + id);
        assertThat(deleted.status()).isEqualTo(200);
        assertThat(deleted.data().size()).isZero();
        assertThat(http.get(V1 + "/governance/tag/" + id).status()).isEqualTo(404);
        assertThat(http.delete(V1 + "/governance/tag/" + id).status()).isEqualTo(404);
    }

    @Test
    void stringsRoundTripExactly() {
        String name = "nul\u0000 rtl\u202Eevil emoji\uD83D\uDE00 \u00e9\u4e2d\uD834\uDD1E \\\"quoted\"";
        JsonNode created = ok(http.post(V1 + "/governance/glossary", Map.of("name", name, "description", name)));
        assertThat(created.path("name").asText()).isEqualTo(name);
        JsonNode fetched = ok(http.get(V1 + "/governance/glossary/" + created.path("id").asText()));
        assertThat(fetched.path("name").asText()).isEqualTo(name);
        assertThat(fetched.path("description").asText()).isEqualTo(name);
    }

    @Test
    void sourceCredentialsAreNeverAnsweredInPlainText() {
        Map<String, Object> credentials = Map.of("server", "db.internal.example.com", "username", "admin",
                "password", "hunter2-plaintext", "port", "5432", "included_databases", List.of("sales"));
        RawHttp.Answer created = http.post(V1 + "/core/source", Map.of("name", "Sales DB", "type", "postgresql",
                "credentials", credentials, "source_type", Map.of("tag", "postgres")));
        assertThat(created.status()).isEqualTo(200);
        String id = created.data().path("id").asText();
        String raw = new String(created.raw().body(), StandardCharsets.UTF_8);
        assertThat(raw).doesNotContain("hunter2-plaintext").doesNotContain("db.internal.example.com")
                .doesNotContain("\"admin\"");
        JsonNode stored = ok(http.get(V1 + "/core/source/" + id)).path("credentials");
        assertThat(stored.path("port").asText()).isEqualTo("5432");
        assertThat(stored.path("database").isNull()).isTrue();
        assertThat(Base64.getDecoder().decode(stored.path("password").asText())).hasSizeGreaterThan(16);
        assertThat(stored.path("password").asText()).isNotEqualTo(stored.path("username").asText());

        http.put(V1 + "/core/source/" + id, Map.of("description", "unchanged credentials"));
        assertThat(ok(http.get(V1 + "/core/source/" + id)).path("credentials")).isEqualTo(stored);

        JsonNode item = ok(http.post(V1 + "/core/source/list", Map.of("search", "sales db"))).path("data").get(0);
        assertThat(item.has("credentials")).isFalse();
        assertThat(item.has("source_type")).isFalse();
        assertThat(item.path("source_type_tag").asText()).isEqualTo("postgres");
        assertThat(item.path("audiences").isArray()).isTrue();
    }

    @Test
    void parameterDeleteIsSoft() {
        String id = ok(http.post(V1 + "/metrics/parameter", Map.of("name", "soft"))).path("id").asText();
        assertThat(http.delete(V1 + "/metrics/parameter/" + id).status()).isEqualTo(200);
        JsonNode record = ok(http.get(V1 + "/metrics/parameter/" + id));
        assertThat(record.path("is_active").asBoolean()).isFalse();
        JsonNode list = ok(http.post(V1 + "/metrics/parameter/list", Map.of("search", "soft")));
        assertThat(list.path("total_count").asInt()).isZero();
        assertThat(http.put(V1 + "/metrics/parameter/" + id, Map.of("value", "1")).status()).isEqualTo(404);
        assertThat(http.delete(V1 + "/metrics/parameter/" + id).status()).isEqualTo(404);
    }

    @Test
    void governanceGetsCountViewsAndRecordTheViewer() {
        String id = SeedRecords.id("term", "arr");
        ok(http.get(V1 + "/governance/term/" + id));
        JsonNode term = ok(http.get(V1 + "/governance/term/" + id));
        assertThat(term.path("total_views").asInt()).isEqualTo(2);
        assertThat(term.path("viewers").size()).isEqualTo(1);
        JsonNode viewer = term.path("viewers").get(0);
        assertThat(viewer.path("id").asText()).isEqualTo("reference-user");
        assertThat(viewer.path("email").asText()).isEqualTo("reference.user@example.com");
        assertThat(viewer.path("viewed_at").asText()).endsWith("+00:00");
        assertThat(term.path("glossary_name").asText()).isEqualTo("Enterprise Business Glossary");
        JsonNode fresh = ok(http.post(V1 + "/governance/term", Map.of("name", "Fresh")));
        assertThat(fresh.path("viewers").size()).as("unset values are shared, never modified").isZero();
        assertThat(fresh.path("total_views").asInt()).isZero();
    }

    @Test
    void parentsMustExistAndMayNotFormCycles() {
        String finance = SeedRecords.id("domain", "finance");
        String revenue = SeedRecords.id("domain", "revenue");
        RawHttp.Answer orphan = http.post(V1 + "/governance/domain", Map.of("name", "x", "parent_id", "nope"));
        assertThat(orphan.status()).isEqualTo(400);
        assertThat(orphan.message()).startsWith("parent_id");
        RawHttp.Answer cycle = http.put(V1 + "/governance/domain/" + finance, Map.of("parent_id", revenue));
        assertThat(cycle.status()).isEqualTo(409);
        assertThat(cycle.code()).isEqualTo("CONFLICT");
        assertThat(http.put(V1 + "/governance/domain/" + finance, Map.of("parent_id", finance)).status())
                .isEqualTo(409);
    }

    @Test
    void treesStopAtThirtyTwoLevels() {
        String parent = null;
        for (int level = 1; level <= Hierarchy.MAX_DEPTH; level++) {
            Map<String, Object> body = new HashMap<>();
            body.put("name", "level " + level);
            body.put("parent_id", parent);
            parent = ok(http.post(V1 + "/governance/tag", body)).path("id").asText();
        }
        RawHttp.Answer tooDeep = http.post(V1 + "/governance/tag", Map.of("name", "too deep", "parent_id", parent));
        assertThat(tooDeep.status()).isEqualTo(409);
        assertThat(tooDeep.message()).contains("32 levels");
        String root = ok(http.post(V1 + "/governance/tag", Map.of("name", "other root"))).path("id").asText();
        String levelTwo = ok(http.post(V1 + "/governance/tag", Map.of("name", "under root", "parent_id", root)))
                .path("id").asText();
        assertThat(http.put(V1 + "/governance/tag/" + root, Map.of("parent_id", parent)).status()).isEqualTo(409);
        assertThat(http.put(V1 + "/governance/tag/" + levelTwo, Map.of("parent_id", root)).status()).isEqualTo(200);
    }

    @Test
    void treesNestChildrenUnderParentsAndFilterByCaller() {
        JsonNode tree = ok(http.post(V1 + "/governance/domain/tree-view", Map.of("has_user_filter", false)));
        assertThat(tree.path("has_user_filter").asBoolean()).isFalse();
        JsonNode finance = find(tree.path("data"), "Finance");
        assertThat(names(finance.path("children"))).containsExactly("Accounts Payable", "Revenue Operations");
        assertThat(finance.fieldNames()).toIterable()
                .containsExactly("id", "name", "type", "parent_id", "status", "level", "children");

        ok(http.post(V1 + "/governance/domain", Map.of("name", "Mine")));
        JsonNode mine = ok(http.post(V1 + "/governance/domain/tree-view", Map.of("has_user_filter", true)));
        assertThat(mine.path("has_user_filter").asBoolean()).isTrue();
        assertThat(names(mine.path("data"))).containsExactly("Mine");

        JsonNode tags = ok(http.post(V1 + "/governance/tag/tree-view", Map.of()));
        assertThat(names(find(tags.path("data"), "PII").path("children"))).containsExactly("Email", "Phone Number");
        assertThat(http.post(V1 + "/governance/tag/tree-view", Map.of("has_user_filter", "yes")).status())
                .isEqualTo(400);
    }

    @Test
    void glossaryTreeNestsCategoriesAndTerms() {
        JsonNode tree = ok(http.post(V1 + "/governance/glossary/tree-view", Map.of()));
        JsonNode enterprise = find(tree.path("data"), "Enterprise Business Glossary");
        assertThat(enterprise.path("node_type").asText()).isEqualTo("glossary");
        JsonNode customerData = find(enterprise.path("children"), "Customer Data");
        assertThat(customerData.path("node_type").asText()).isEqualTo("category");
        assertThat(names(customerData.path("children"))).containsExactly("Customer ID", "Email Address");
        JsonNode nps = find(enterprise.path("children"), "Net Promoter Score");
        assertThat(nps.path("node_type").asText()).isEqualTo("term");
        assertThat(nps.path("parent_id").asText()).isEqualTo(enterprise.path("id").asText());
    }

    @Test
    void renamingAGlossaryRenamesItInItsTerms() {
        String glossary = SeedRecords.id("glossary", "privacy");
        http.put(V1 + "/governance/glossary/" + glossary, Map.of("name", "Privacy"));
        JsonNode term = ok(http.get(V1 + "/governance/term/" + SeedRecords.id("term", "pii")));
        assertThat(term.path("glossary_name").asText()).isEqualTo("Privacy");
    }

    @Test
    void activeTermsAndExportsAnswerEveryMatch() {
        http.put(V1 + "/governance/term/" + SeedRecords.id("term", "nps"), Map.of("is_active", false));
        JsonNode active = ok(http.get(V1 + "/governance/term/active/list"));
        assertThat(active.path("total_count").asInt()).isEqualTo(7);
        assertThat(names(active.path("data"))).doesNotContain("Net Promoter Score");
        JsonNode export = ok(http.post(V1 + "/governance/application/export",
                Map.of("pagination", Map.of("page", 1, "pageSize", 1))));
        assertThat(export.path("data").size()).isEqualTo(4);
        assertThat(export.path("total_count").asInt()).isEqualTo(4);
        assertThat(export.path("data").get(0).has("viewers")).isFalse();
    }

    @Test
    void patternsComputeValidityAndSelectByAttributeOrTerm() {
        JsonNode bad = ok(http.post(V1 + "/metrics/pattern", Map.of("name", "broken", "pattern", "([a-z")));
        assertThat(bad.path("is_valid").asBoolean()).isFalse();
        JsonNode good = ok(http.post(V1 + "/metrics/pattern", Map.of("name", "digits", "pattern", "\\d+",
                "is_valid", false)));
        assertThat(good.path("is_valid").asBoolean()).isTrue();
        assertThat(http.post(V1 + "/metrics/pattern", Map.of("name", "no regex")).message())
                .isEqualTo("pattern is required");

        JsonNode byAttribute = ok(http.post(V1 + "/metrics/pattern/attribute-pattern",
                Map.of("attribute_id", SeedRecords.id("asset", "customers-email"))));
        assertThat(byAttribute.path("count").asInt()).isEqualTo(1);
        JsonNode byTerm = ok(http.post(V1 + "/metrics/pattern/attribute-pattern",
                Map.of("term_id", SeedRecords.id("term", "email"))));
        assertThat(names(byTerm.path("data"))).containsExactlyInAnyOrder("Email Address", "Lead Email Address");
        assertThat(http.post(V1 + "/metrics/pattern/attribute-pattern", Map.of()).status()).isEqualTo(400);
        JsonNode list = ok(http.post(V1 + "/metrics/pattern/list", Map.of()));
        assertThat(list.path("count").asInt()).isEqualTo(8);
        assertThat(list.has("total_count")).isFalse();
    }

    @Test
    void templatesCountTheMetricsAssignedToThem() {
        String template = ok(http.post(V1 + "/metrics/template", Map.of("name", "Row count"))).path("id").asText();
        String first = ok(http.post(V1 + "/metrics/detail", Map.of("name", "a", "asset_id", "asset-x",
                "template_id", template))).path("id").asText();
        JsonNode second = ok(http.post(V1 + "/metrics/detail", Map.of("name", "b", "asset_id", "asset-x",
                "template_id", template)));
        assertThat(second.path("metric_detail_id").asText()).isEqualTo(second.path("id").asText());
        assertThat(ok(http.get(V1 + "/metrics/template/" + template)).path("assigned_metric_count").asInt())
                .isEqualTo(2);
        assertThat(ok(http.get(V1 + "/metrics/template/" + template + "/metrics")).path("total_count").asInt())
                .isEqualTo(2);
        http.delete(V1 + "/metrics/detail/" + first);
        assertThat(ok(http.get(V1 + "/metrics/template/" + template)).path("assigned_metric_count").asInt())
                .isEqualTo(1);
        JsonNode byAsset = ok(http.get(V1 + "/metrics/detail/asset/asset-x"));
        assertThat(names(byAsset.path("data"))).containsExactly("b");
        assertThat(http.post(V1 + "/metrics/detail", Map.of("name", "c")).message()).isEqualTo("asset_id is required");
    }

    @Test
    void alertClustersListGetFindByAlertAndUpdate() {
        JsonNode list = ok(http.post(V1 + "/metrics/alert-cluster/list", Map.of()));
        assertThat(list.path("total_count").asInt()).isGreaterThanOrEqualTo(20);
        assertThat(list.path("metrics").get(0).path("value").asInt()).isEqualTo(list.path("total_count").asInt());
        JsonNode item = list.path("data").get(0);
        assertThat(item.has("alerts")).isFalse();
        String clusterId = item.path("alert_cluster_id").asText();
        JsonNode cluster = ok(http.get(V1 + "/metrics/alert-cluster/" + clusterId));
        String alertId = cluster.path("alerts").get(0).path("id").asText();
        JsonNode byAlert = ok(http.get(V1 + "/metrics/alert-cluster/by-alert/" + alertId));
        assertThat(byAlert.path("alert_cluster_id").asText()).isEqualTo(clusterId);
        assertThat(http.put(V1 + "/metrics/alert-cluster/" + clusterId,
                Map.of("cluster_status", "RESOLVED", "priority", "LOW")).status()).isEqualTo(200);
        JsonNode updated = ok(http.get(V1 + "/metrics/alert-cluster/" + clusterId));
        assertThat(updated.path("cluster_status").asText()).isEqualTo("RESOLVED");
        assertThat(updated.path("priority").asText()).isEqualTo("LOW");
        assertThat(http.get(V1 + "/metrics/alert-cluster/by-alert/unknown").status()).isEqualTo(404);
        assertThat(http.post(V1 + "/metrics/alert-cluster", Map.of("name", "x")).status()).isEqualTo(404);
    }

    @Test
    void fieldTabsGroupsAndPropertiesWork() {
        JsonNode tab = ok(http.post(V1 + "/governance/field/update-tab", Map.of("name", "Quality")));
        String tabId = tab.path("id").asText();
        assertThat(tab.get("icon").isNull()).isTrue();
        JsonNode renamed = ok(http.post(V1 + "/governance/field/update-tab", Map.of("id", tabId, "name", "DQ")));
        assertThat(renamed.path("name").asText()).isEqualTo("DQ");
        JsonNode icon = ok(http.post(V1 + "/governance/field/update-tab-icon", Map.of("id", tabId, "icon", "star")));
        assertThat(icon.path("icon").asText()).isEqualTo("star");
        assertThat(http.post(V1 + "/governance/field/update-tab-icon", Map.of("id", tabId)).message())
                .startsWith("icon is required");
        JsonNode group = ok(http.post(V1 + "/governance/field/update-group", Map.of("name", "Scores")));
        assertThat(group.fieldNames()).toIterable().containsExactly("id", "name");

        JsonNode field = ok(http.post(V1 + "/governance/field", Map.of("name", "Score", "field_tab_id", tabId,
                "data_type", "number", "level", "domain", "options", List.of(Map.of("label", "a")),
                "display_order", 3)));
        assertThat(field.path("display_order").asInt()).isEqualTo(3);
        assertThat(http.post(V1 + "/governance/field", Map.of("name", "x", "field_tab_id", "nope",
                "data_type", "text", "level", "domain")).status()).isEqualTo(400);

        JsonNode byLevel = ok(http.post(V1 + "/governance/field/tabs-by-level", Map.of("level", "domain")));
        assertThat(names(byLevel.path("tabs"))).contains("General", "DQ").doesNotContain("Compliance");
        JsonNode tabsGroups = ok(http.get(V1 + "/governance/field/tabs-groups"));
        assertThat(names(tabsGroups.path("tab"))).contains("DQ");
        assertThat(names(tabsGroups.path("group"))).contains("Scores");

        String entity = SeedRecords.id("domain", "sales");
        String fieldId = field.path("id").asText();
        ok(http.post(V1 + "/governance/field-property/update", Map.of("field_id", fieldId, "entity_id", entity,
                "level", "domain", "value", "80")));
        JsonNode property = ok(http.post(V1 + "/governance/field-property/update", Map.of("field_id", fieldId,
                "entity_id", entity, "level", "domain", "value", "90")));
        assertThat(property.path("value").asText()).isEqualTo("90");
        JsonNode values = ok(http.post(V1 + "/governance/field-property", Map.of("field_tab_id", tabId,
                "entity_id", entity)));
        assertThat(values.path("total_count").asInt()).isEqualTo(1);
        assertThat(values.path("data").get(0).path("value").asText()).isEqualTo("90");

        assertThat(http.put(V1 + "/governance/field/" + fieldId, Map.of("description", "0..100")).status())
                .isEqualTo(200);
        assertThat(http.delete(V1 + "/governance/field/" + fieldId).status()).isEqualTo(200);
        assertThat(http.delete(V1 + "/governance/field/group/" + group.path("id").asText()).status()).isEqualTo(200);
        assertThat(http.delete(V1 + "/governance/field/tab/" + tabId).status()).isEqualTo(200);
        assertThat(http.delete(V1 + "/governance/field/tab/" + tabId).status()).isEqualTo(404);
    }

    @Test
    void documentsRoundTripContentAndListByObjectAndNewestFirst() {
        List<Map<String, Object>> content = List.of(Map.of("id", "b1", "type", "paragraph", "content",
                "\u202Eright-to-left \uD83D\uDCC4", "position", 0, "textColor", "#000", "backgroundColor", "#fff"));
        JsonNode created = ok(http.post(V1 + "/core/document", Map.of("category", "domain", "object_id", "obj-1",
                "name", "Notes", "content", content)));
        assertThat(RawHttp.MAPPER.valueToTree(content).equals(created.path("content"))).isTrue();
        ok(http.post(V1 + "/core/document", Map.of("category", "domain", "object_id", "obj-1", "name", "Later")));
        JsonNode byObject = ok(http.post(V1 + "/core/document/domain/obj-1", Map.of()));
        assertThat(names(byObject.path("data"))).containsExactly("Notes", "Later");
        JsonNode latest = ok(http.post(V1 + "/core/document/latest", Map.of("pagination", Map.of("pageSize", 2))));
        assertThat(names(latest.path("data"))).containsExactly("Later", "Notes");
        assertThat(http.post(V1 + "/core/document", Map.of("name", "x", "category", "domain")).message())
                .isEqualTo("object_id is required");
    }

    @Test
    void conversationsLiveOnTheirObject() {
        JsonNode created = ok(http.post(V1 + "/core/conversation", Map.of("category", "term", "object_id", "t-1",
                "title", "Question", "comment", "Is this right?")));
        String id = created.path("id").asText();
        assertThat(created.fieldNames()).toIterable().containsExactlyInAnyOrder("id", "category", "object_id",
                "parent_id", "title", "comment", "created_at", "created_by", "modified_at");
        ok(http.post(V1 + "/core/conversation", Map.of("category", "term", "object_id", "t-1", "parent_id", id,
                "comment", "Yes")));
        assertThat(ok(http.post(V1 + "/core/conversation/term/t-1", Map.of())).path("total_count").asInt())
                .isEqualTo(2);
        assertThat(http.put(V1 + "/core/conversation/" + id, Map.of("comment", "Edited")).status()).isEqualTo(200);
        assertThat(ok(http.get(V1 + "/core/conversation/" + id)).path("comment").asText()).isEqualTo("Edited");
        assertThat(http.delete(V1 + "/core/conversation/" + id).status()).isEqualTo(200);
        assertThat(http.get(V1 + "/core/conversation/" + id).status()).isEqualTo(404);
    }

    @Test
    void listsFollowEveryWrite() {
        Map<String, Object> search = Map.of("search", "finance");
        assertThat(ok(http.post(V1 + "/governance/domain/list", search)).path("total_count").asInt()).isEqualTo(1);
        http.put(V1 + "/governance/domain/" + SeedRecords.id("domain", "finance"), Map.of("name", "Treasury"));
        assertThat(ok(http.post(V1 + "/governance/domain/list", search)).path("total_count").asInt()).isZero();
        ok(http.post(V1 + "/governance/domain", Map.of("name", "Finance again")));
        assertThat(ok(http.post(V1 + "/governance/domain/list", search)).path("total_count").asInt()).isEqualTo(1);
    }

    @Test
    void resetReturnsToTheSeed() {
        ok(http.post(V1 + "/governance/domain", Map.of("name", "Temporary")));
        server.reset();
        JsonNode list = ok(http.post(V1 + "/governance/domain/list", Map.of("search", "temporary")));
        assertThat(list.path("total_count").asInt()).isZero();
        assertThat(ok(http.post(V1 + "/governance/domain/list", Map.of())).path("total_count").asInt()).isEqualTo(7);
    }

    private static JsonNode ok(RawHttp.Answer answer) {
        assertThat(answer.status()).as(answer.message()).isEqualTo(200);
        assertThat(answer.body().path("success").asBoolean()).isTrue();
        return answer.data();
    }

    private static JsonNode find(JsonNode nodes, String name) {
        for (JsonNode node : nodes) {
            if (name.equals(node.path("name").asText())) {
                return node;
            }
        }
        throw new AssertionError("no node named " + name + " in " + names(nodes));
    }

    private static List<String> names(JsonNode nodes) {
        List<String> names = new ArrayList<>();
        nodes.forEach(node -> names.add(node.path("name").asText()));
        return names;
    }
}
