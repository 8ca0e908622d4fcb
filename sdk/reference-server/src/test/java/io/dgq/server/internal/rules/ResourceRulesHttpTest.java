package io.dgq.server.internal.rules;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.server.internal.data.seed.SeedRecords;
import io.dgq.server.testing.DemoServerHttpTest;
import io.dgq.server.testing.RawHttp;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The rules and special routes of particular kinds, over raw HTTP against the demo seed: trees, glossaries and
 * terms, patterns, templates, alert clusters, field tabs, documents and conversations.
 */
class ResourceRulesHttpTest extends DemoServerHttpTest {

    private static final String V1 = "/api/v1";

    ResourceRulesHttpTest() {
        super(true);
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
        assertThat(http.put(V1 + "/governance/domain/" + finance, Map.of("parent_id", finance))
                        .status())
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
        String root = ok(http.post(V1 + "/governance/tag", Map.of("name", "other root")))
                .path("id")
                .asText();
        String levelTwo = ok(http.post(V1 + "/governance/tag", Map.of("name", "under root", "parent_id", root)))
                .path("id")
                .asText();
        assertThat(http.put(V1 + "/governance/tag/" + root, Map.of("parent_id", parent))
                        .status())
                .isEqualTo(409);
        assertThat(http.put(V1 + "/governance/tag/" + levelTwo, Map.of("parent_id", root))
                        .status())
                .isEqualTo(200);
    }

    @Test
    void treesNestChildrenUnderParentsAndFilterByCaller() {
        JsonNode tree = ok(http.post(V1 + "/governance/domain/tree-view", Map.of("has_user_filter", false)));
        assertThat(tree.path("has_user_filter").asBoolean()).isFalse();
        JsonNode finance = find(tree.path("data"), "Finance");
        assertThat(names(finance.path("children"))).containsExactly("Accounts Payable", "Revenue Operations");
        assertThat(finance.fieldNames())
                .toIterable()
                .containsExactly("id", "name", "type", "parent_id", "status", "level", "children");

        ok(http.post(V1 + "/governance/domain", Map.of("name", "Mine")));
        JsonNode mine = ok(http.post(V1 + "/governance/domain/tree-view", Map.of("has_user_filter", true)));
        assertThat(mine.path("has_user_filter").asBoolean()).isTrue();
        assertThat(names(mine.path("data"))).containsExactly("Mine");

        JsonNode tags = ok(http.post(V1 + "/governance/tag/tree-view", Map.of()));
        assertThat(names(find(tags.path("data"), "PII").path("children"))).containsExactly("Email", "Phone Number");
        assertThat(http.post(V1 + "/governance/tag/tree-view", Map.of("has_user_filter", "yes"))
                        .status())
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
        assertThat(nps.path("parent_id").asText())
                .isEqualTo(enterprise.path("id").asText());
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
        JsonNode export = ok(http.post(
                V1 + "/governance/application/export", Map.of("pagination", Map.of("page", 1, "pageSize", 1))));
        assertThat(export.path("data").size()).isEqualTo(4);
        assertThat(export.path("total_count").asInt()).isEqualTo(4);
        assertThat(export.path("data").get(0).has("viewers")).isFalse();
    }

    @Test
    void patternsComputeValidityAndSelectByAttributeOrTerm() {
        JsonNode bad = ok(http.post(V1 + "/metrics/pattern", Map.of("name", "broken", "pattern", "([a-z")));
        assertThat(bad.path("is_valid").asBoolean()).isFalse();
        JsonNode good =
                ok(http.post(V1 + "/metrics/pattern", Map.of("name", "digits", "pattern", "\\d+", "is_valid", false)));
        assertThat(good.path("is_valid").asBoolean()).isTrue();
        assertThat(http.post(V1 + "/metrics/pattern", Map.of("name", "no regex"))
                        .message())
                .isEqualTo("pattern is required");

        JsonNode byAttribute = ok(http.post(
                V1 + "/metrics/pattern/attribute-pattern",
                Map.of("attribute_id", SeedRecords.id("asset", "customers-email"))));
        assertThat(byAttribute.path("count").asInt()).isEqualTo(1);
        JsonNode byTerm = ok(http.post(
                V1 + "/metrics/pattern/attribute-pattern", Map.of("term_id", SeedRecords.id("term", "email"))));
        assertThat(names(byTerm.path("data"))).containsExactlyInAnyOrder("Email Address", "Lead Email Address");
        assertThat(http.post(V1 + "/metrics/pattern/attribute-pattern", Map.of())
                        .status())
                .isEqualTo(400);
        JsonNode list = ok(http.post(V1 + "/metrics/pattern/list", Map.of()));
        assertThat(list.path("count").asInt()).isEqualTo(8);
        assertThat(list.has("total_count")).isFalse();
    }

    @Test
    void templatesCountTheMetricsAssignedToThem() {
        String template = ok(http.post(V1 + "/metrics/template", Map.of("name", "Row count")))
                .path("id")
                .asText();
        String first = ok(http.post(
                        V1 + "/metrics/detail", Map.of("name", "a", "asset_id", "asset-x", "template_id", template)))
                .path("id")
                .asText();
        JsonNode second = ok(
                http.post(V1 + "/metrics/detail", Map.of("name", "b", "asset_id", "asset-x", "template_id", template)));
        assertThat(second.path("metric_detail_id").asText())
                .isEqualTo(second.path("id").asText());
        assertThat(ok(http.get(V1 + "/metrics/template/" + template))
                        .path("assigned_metric_count")
                        .asInt())
                .isEqualTo(2);
        assertThat(ok(http.get(V1 + "/metrics/template/" + template + "/metrics"))
                        .path("total_count")
                        .asInt())
                .isEqualTo(2);
        http.delete(V1 + "/metrics/detail/" + first);
        assertThat(ok(http.get(V1 + "/metrics/template/" + template))
                        .path("assigned_metric_count")
                        .asInt())
                .isEqualTo(1);
        JsonNode byAsset = ok(http.get(V1 + "/metrics/detail/asset/asset-x"));
        assertThat(names(byAsset.path("data"))).containsExactly("b");
        assertThat(http.post(V1 + "/metrics/detail", Map.of("name", "c")).message())
                .isEqualTo("asset_id is required");
    }

    @Test
    void alertClustersListGetFindByAlertAndUpdate() {
        JsonNode list = ok(http.post(V1 + "/metrics/alert-cluster/list", Map.of()));
        assertThat(list.path("total_count").asInt()).isGreaterThanOrEqualTo(20);
        assertThat(list.path("metrics").get(0).path("value").asInt())
                .isEqualTo(list.path("total_count").asInt());
        JsonNode item = list.path("data").get(0);
        assertThat(item.has("alerts")).isFalse();
        String clusterId = item.path("alert_cluster_id").asText();
        JsonNode cluster = ok(http.get(V1 + "/metrics/alert-cluster/" + clusterId));
        String alertId = cluster.path("alerts").get(0).path("id").asText();
        JsonNode byAlert = ok(http.get(V1 + "/metrics/alert-cluster/by-alert/" + alertId));
        assertThat(byAlert.path("alert_cluster_id").asText()).isEqualTo(clusterId);
        assertThat(http.put(
                                V1 + "/metrics/alert-cluster/" + clusterId,
                                Map.of("cluster_status", "RESOLVED", "priority", "LOW"))
                        .status())
                .isEqualTo(200);
        JsonNode updated = ok(http.get(V1 + "/metrics/alert-cluster/" + clusterId));
        assertThat(updated.path("cluster_status").asText()).isEqualTo("RESOLVED");
        assertThat(updated.path("priority").asText()).isEqualTo("LOW");
        assertThat(http.get(V1 + "/metrics/alert-cluster/by-alert/unknown").status())
                .isEqualTo(404);
        assertThat(http.post(V1 + "/metrics/alert-cluster", Map.of("name", "x")).status())
                .isEqualTo(404);
    }

    @Test
    void aFieldTabOrGroupThatFieldsStillUseCannotBeDeleted() {
        String tabId = ok(http.post(V1 + "/governance/field/update-tab", Map.of("name", "In use")))
                .path("id")
                .asText();
        String groupId = ok(http.post(V1 + "/governance/field/update-group", Map.of("name", "In use")))
                .path("id")
                .asText();
        JsonNode field = ok(http.post(
                V1 + "/governance/field",
                Map.of(
                        "name", "Uses them",
                        "field_tab_id", tabId,
                        "field_group_id", groupId,
                        "data_type", "text",
                        "level", "domain")));
        RawHttp.Answer tabRefused = http.delete(V1 + "/governance/field/tab/" + tabId);
        assertThat(tabRefused.status()).isEqualTo(409);
        assertThat(tabRefused.code()).isEqualTo("CONFLICT");
        assertThat(tabRefused.message()).contains("1 field still use (field_tab_id)");
        RawHttp.Answer groupRefused = http.delete(V1 + "/governance/field/group/" + groupId);
        assertThat(groupRefused.status()).isEqualTo(409);
        assertThat(groupRefused.message()).contains("field_group_id");
        // The field can still be put back unchanged, since what it names is still there.
        String fieldId = field.path("id").asText();
        assertThat(http.put(V1 + "/governance/field/" + fieldId, field).status())
                .isEqualTo(200);
        assertThat(http.delete(V1 + "/governance/field/" + fieldId).status()).isEqualTo(200);
        assertThat(http.delete(V1 + "/governance/field/tab/" + tabId).status()).isEqualTo(200);
        assertThat(http.delete(V1 + "/governance/field/group/" + groupId).status())
                .isEqualTo(200);
        assertThat(http.delete(V1 + "/governance/field/tab/" + tabId).status()).isEqualTo(404);
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
        assertThat(http.post(V1 + "/governance/field/update-tab-icon", Map.of("id", tabId))
                        .message())
                .startsWith("icon is required");
        JsonNode group = ok(http.post(V1 + "/governance/field/update-group", Map.of("name", "Scores")));
        assertThat(group.fieldNames()).toIterable().containsExactly("id", "name");

        JsonNode field = ok(http.post(
                V1 + "/governance/field",
                Map.of(
                        "name",
                        "Score",
                        "field_tab_id",
                        tabId,
                        "data_type",
                        "number",
                        "level",
                        "domain",
                        "options",
                        List.of(Map.of("label", "a")),
                        "display_order",
                        3)));
        assertThat(field.path("display_order").asInt()).isEqualTo(3);
        assertThat(http.post(
                                V1 + "/governance/field",
                                Map.of("name", "x", "field_tab_id", "nope", "data_type", "text", "level", "domain"))
                        .status())
                .isEqualTo(400);

        JsonNode byLevel = ok(http.post(V1 + "/governance/field/tabs-by-level", Map.of("level", "domain")));
        assertThat(names(byLevel.path("tabs"))).contains("General", "DQ").doesNotContain("Compliance");
        JsonNode tabsGroups = ok(http.get(V1 + "/governance/field/tabs-groups"));
        assertThat(names(tabsGroups.path("tab"))).contains("DQ");
        assertThat(names(tabsGroups.path("group"))).contains("Scores");

        String entity = SeedRecords.id("domain", "sales");
        String fieldId = field.path("id").asText();
        ok(http.post(
                V1 + "/governance/field-property/update",
                Map.of("field_id", fieldId, "entity_id", entity, "level", "domain", "value", "80")));
        JsonNode property = ok(http.post(
                V1 + "/governance/field-property/update",
                Map.of("field_id", fieldId, "entity_id", entity, "level", "domain", "value", "90")));
        assertThat(property.path("value").asText()).isEqualTo("90");
        JsonNode values =
                ok(http.post(V1 + "/governance/field-property", Map.of("field_tab_id", tabId, "entity_id", entity)));
        assertThat(values.path("total_count").asInt()).isEqualTo(1);
        assertThat(values.path("data").get(0).path("value").asText()).isEqualTo("90");

        assertThat(http.put(V1 + "/governance/field/" + fieldId, Map.of("description", "0..100"))
                        .status())
                .isEqualTo(200);
        assertThat(http.delete(V1 + "/governance/field/" + fieldId).status()).isEqualTo(200);
        assertThat(http.delete(V1 + "/governance/field/group/"
                                + group.path("id").asText())
                        .status())
                .isEqualTo(200);
        assertThat(http.delete(V1 + "/governance/field/tab/" + tabId).status()).isEqualTo(200);
        assertThat(http.delete(V1 + "/governance/field/tab/" + tabId).status()).isEqualTo(404);
    }

    @Test
    void documentsRoundTripContentAndListByObjectAndNewestFirst() {
        List<Map<String, Object>> content = List.of(Map.of(
                "id",
                "b1",
                "type",
                "paragraph",
                "content",
                "\u202Eright-to-left \uD83D\uDCC4",
                "position",
                0,
                "textColor",
                "#000",
                "backgroundColor",
                "#fff"));
        JsonNode created = ok(http.post(
                V1 + "/core/document",
                Map.of("category", "domain", "object_id", "obj-1", "name", "Notes", "content", content)));
        assertThat(RawHttp.MAPPER.valueToTree(content).equals(created.path("content")))
                .isTrue();
        ok(http.post(V1 + "/core/document", Map.of("category", "domain", "object_id", "obj-1", "name", "Later")));
        JsonNode byObject = ok(http.post(V1 + "/core/document/domain/obj-1", Map.of()));
        assertThat(names(byObject.path("data"))).containsExactly("Notes", "Later");
        JsonNode latest = ok(http.post(V1 + "/core/document/latest", Map.of("pagination", Map.of("pageSize", 2))));
        assertThat(names(latest.path("data"))).containsExactly("Later", "Notes");
        assertThat(http.post(V1 + "/core/document", Map.of("name", "x", "category", "domain"))
                        .message())
                .isEqualTo("object_id is required");
    }

    @Test
    void conversationsLiveOnTheirObject() {
        JsonNode created = ok(http.post(
                V1 + "/core/conversation",
                Map.of("category", "term", "object_id", "t-1", "title", "Question", "comment", "Is this right?")));
        String id = created.path("id").asText();
        assertThat(created.fieldNames())
                .toIterable()
                .containsExactlyInAnyOrder(
                        "id",
                        "category",
                        "object_id",
                        "parent_id",
                        "title",
                        "comment",
                        "created_at",
                        "created_by",
                        "modified_at");
        ok(http.post(
                V1 + "/core/conversation",
                Map.of("category", "term", "object_id", "t-1", "parent_id", id, "comment", "Yes")));
        assertThat(ok(http.post(V1 + "/core/conversation/term/t-1", Map.of()))
                        .path("total_count")
                        .asInt())
                .isEqualTo(2);
        assertThat(http.put(V1 + "/core/conversation/" + id, Map.of("comment", "Edited"))
                        .status())
                .isEqualTo(200);
        assertThat(ok(http.get(V1 + "/core/conversation/" + id)).path("comment").asText())
                .isEqualTo("Edited");
        assertThat(http.delete(V1 + "/core/conversation/" + id).status()).isEqualTo(200);
        assertThat(http.get(V1 + "/core/conversation/" + id).status()).isEqualTo(404);
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
