package io.dgq.server.internal.schema;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.TokenType;
import io.dgq.server.testing.OpenApiCalls;
import io.dgq.server.testing.OpenApiDocument;
import io.dgq.server.testing.RawHttp;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * Every answer of the reference server conforms to the OpenAPI document: a scenario calls all 90 operations over
 * HTTP against the demo workspace, and each answer (and each request body sent) is validated against the schema the
 * document gives that operation and status, strictly, so an answer member the document does not name fails too.
 */
class OpenApiAnswersHttpTest extends OpenApiCalls {

    @Test
    void everyOperationAnswersAsTheDocumentSays() {
        String domain = ok("POST", "/governance/domain", """
                {"name": "Scenario domain", "description": "Made by the scenario", "type": "business",
                 "owner": [{"id": "u1", "name": "Una", "email": "una@example.com", "label": "Una", "owner_type": "user"}],
                 "glossary": [{"id": "g1", "name": "Glossary", "label": "Glossary"}],
                 "context_freshness": {"description": "fresh", "owner_verified": "yes"}, "level": 1}
                """).path("id").asText();
        authenticationAndPatterns(domain);
        collaboration(domain);
        sourcesAndParameters();
        fields(domain);
        metrics();
        alertClusters();
        governance(domain);

        assertThat(problems)
                .as("answers and request bodies that do not conform to the document")
                .isEmpty();
        assertThat(answered)
                .as("operations answered 200 by the scenario")
                .isEqualTo(new TreeSet<>(DOCUMENT.operations().keySet()));
    }

    private void authenticationAndPatterns(String domain) {
        JsonNode token = ok("POST", "/auth/access_token/", """
                {"key_alias": "ci", "generated_for": "API", "expired_at": "2099-01-01T00:00:00Z", "is_active": true,
                 "purpose": "scenario"}
                """);
        assertThat(token.path("token").asText()).contains(".");

        String pattern = ok("POST", "/metrics/pattern", """
                {"name": "Scenario pattern", "pattern": "^a+$", "type": "regex", "attribute_id": "asset-scenario"}
                """).path("id").asText();
        assertThat(ok("POST", "/metrics/pattern/attribute-pattern", """
                {"attribute_id": "asset-scenario"}""")
                        .path("count")
                        .asInt())
                .isEqualTo(1);
        String term =
                ok("POST", "/governance/term", """
                {"name": "Scenario term", "linked_assets": ["asset-scenario"], "thresold": "5", "synonyms": ["st"],
                 "enum": [], "domain_id": "%s", "min_length": 2}
                """.formatted(domain)).path("id").asText();
        assertThat(ok("POST", "/metrics/pattern/attribute-pattern", """
                {"term_id": "%s"}""".formatted(term))
                        .path("data")
                        .size())
                .isEqualTo(1);
        ok("GET", "/metrics/pattern/{patternId}", null, pattern);
        assertThat(ok("POST", "/metrics/pattern/list", """
                {"pagination": {"page": 1, "pageSize": 5}, "sorting": [{"column": "name", "direction": "asc"}],
                 "filters": [{"column": "type", "operator": "eq", "value": "regex"}], "search": "", "export": false}
                """).path("count").asInt())
                .isGreaterThan(1);
        ok("PUT", "/metrics/pattern/{patternId}", """
                {"pattern": "^b+$"}""", pattern);
        ok("DELETE", "/metrics/pattern/{patternId}", null, pattern);
    }

    private void collaboration(String domain) {
        String conversation = ok("POST", "/core/conversation", """
                {"category": "domain", "object_id": "%s", "title": "Who owns it?", "comment": "Asking"}
                """.formatted(domain))
                .path("id")
                .asText();
        ok("POST", "/core/conversation", """
                {"category": "domain", "object_id": "%s", "parent_id": "%s", "comment": "Me"}
                """.formatted(domain, conversation));
        assertThat(ok("POST", "/core/conversation/{category}/{objectId}", "{}", "domain", domain)
                        .path("total_count")
                        .asInt())
                .isEqualTo(2);
        ok("GET", "/core/conversation/{conversationId}", null, conversation);
        ok("PUT", "/core/conversation/{conversationId}", """
                {"comment": "Still asking", "title": null}""", conversation);
        ok("DELETE", "/core/conversation/{conversationId}", null, conversation);

        String document =
                ok("POST", "/core/document", """
                {"name": "Scenario doc", "category": "domain", "object_id": "%s", "object_qualified_name": "acme.s",
                 "content": [{"id": "b1", "type": "paragraph", "content": "Hello", "position": 0,
                              "textColor": "#000000", "backgroundColor": "#ffffff"}]}
                """.formatted(domain)).path("id").asText();
        ok("POST", "/core/document/latest", """
                {"pagination": {"page": 1, "pageSize": 2}}""");
        assertThat(ok("POST", "/core/document/{category}/{objectId}", null, "domain", domain)
                        .path("total_count")
                        .asInt())
                .isEqualTo(1);
        ok("GET", "/core/document/{documentId}", null, document);
        ok("POST", "/core/document/list", """
                {"filters": [{"column": "category", "operator": "in", "value": ["domain", "term"]}],
                 "search": "doc"}""");
        ok("PUT", "/core/document/{documentId}", """
                {"name": "Renamed doc", "content": []}""", document);
        ok("DELETE", "/core/document/{documentId}", null, document);
    }

    private void sourcesAndParameters() {
        String source = ok("POST", "/core/source", """
                {"name": "Scenario source", "description": null, "type": "postgresql",
                 "credentials": {"server": "db.example.com", "port": "5432", "database": "app", "username": "reader",
                                 "password": "secret", "auth_type": "password", "included_databases": ["app"]},
                 "config": {"schedule": "0 1 * * *"}, "is_api_connection": false,
                 "source_type": {"id": "st", "name": "POSTGRESQL", "type": "database", "is_active": true}}
                """).path("id").asText();
        ok("GET", "/core/source/{sourceId}", null, source);
        ok("POST", "/core/source/list", """
                {"sorting": [{"column": "created_at", "direction": "desc"}]}""");
        ok("PUT", "/core/source/{sourceId}", """
                {"credentials": {"port": "6432"}, "is_valid": true}""", source);
        ok("DELETE", "/core/source/{sourceId}", null, source);

        String parameter = ok("POST", "/metrics/parameter", """
                {"name": "scenario_limit", "type": "number", "value": "3"}""").path("id").asText();
        ok("GET", "/metrics/parameter/{parameterId}", null, parameter);
        ok("POST", "/metrics/parameter/list", """
                {"filters": [{"column": "name", "operator": "contains", "value": "LIMIT"}]}""");
        ok("PUT", "/metrics/parameter/{parameterId}", """
                {"value": "4", "type": null}""", parameter);
        ok("DELETE", "/metrics/parameter/{parameterId}", null, parameter);
        assertThat(ok("GET", "/metrics/parameter/{parameterId}", null, parameter)
                        .path("is_active")
                        .asBoolean())
                .as("a soft-deleted parameter")
                .isFalse();
    }

    private void fields(String domain) {
        String tab = ok("POST", "/governance/field/update-tab", """
                {"name": "Scenario tab", "icon": "star"}""").path("id").asText();
        ok("POST", "/governance/field/update-tab", """
                {"id": "%s", "name": "Scenario tab (renamed)"}""".formatted(tab));
        String group =
                ok("POST", "/governance/field/update-group", """
                {"name": "Scenario group"}""").path("id").asText();
        String field = ok("POST", "/governance/field", """
                {"name": "Scenario field", "data_type": "dropdown", "level": "domain", "field_tab_id": "%s",
                 "field_group_id": "%s", "display_order": 1,
                 "options": [{"label": "A", "value": "a"}]}""".formatted(tab, group))
                .path("id")
                .asText();
        ok("POST", "/governance/field-property/update", """
                {"field_id": "%s", "entity_id": "%s", "level": "domain", "value": "a"}""".formatted(field, domain));
        JsonNode properties = ok("POST", "/governance/field-property", """
                {"field_tab_id": "%s", "level": "domain", "entity_id": "%s"}""".formatted(tab, domain));
        assertThat(properties.path("data").get(0).path("value").asText()).isEqualTo("a");
        assertThat(ok("POST", "/governance/field/tabs-by-level", """
                {"level": "domain"}""")
                        .path("tabs")
                        .size())
                .isGreaterThan(1);
        ok("GET", "/governance/field/tabs-groups", null);
        ok("POST", "/governance/field/list", """
                {"filters": [{"column": "display_order", "operator": "gte", "value": 1}],
                 "pagination": {"pageSize": 1000}}""");
        ok("POST", "/governance/field/update-tab-icon", """
                {"id": "%s", "icon": null}""".formatted(tab));
        ok("PUT", "/governance/field/{fieldId}", """
                {"description": "Changed", "is_active": false}""", field);
        ok("DELETE", "/governance/field/{fieldId}", null, field);
        ok("DELETE", "/governance/field/group/{groupId}", null, group);
        ok("DELETE", "/governance/field/tab/{tabId}", null, tab);
    }

    private void metrics() {
        String template = ok("POST", "/metrics/template", """
                {"name": "Scenario template", "dimension": "validity", "status": "PENDING",
                 "owner": [{"id": "u1", "name": "Una", "label": "Una", "owner_type": "user"}],
                 "threshold_constraint": {"auto": [], "mode": "manual", "custom": [], "manual": []},
                 "pass_criteria": {"operator": "lte", "value": 1}, "weightage": 5}""").path("id").asText();
        String detail = ok("POST", "/metrics/detail", """
                {"name": "Scenario metric", "asset_id": "asset-scenario", "template_id": "%s",
                 "threshold": {"lower_threshold": 0, "upper_threshold": 1.5}, "properties": [{"k": "v"}],
                 "is_aggregate": true, "row_limit": 10}""".formatted(template))
                .path("id")
                .asText();
        assertThat(ok("GET", "/metrics/detail/asset/{assetId}", null, "asset-scenario")
                        .path("total_count")
                        .asInt())
                .isEqualTo(1);
        ok("GET", "/metrics/detail/{metricDetailId}", null, detail);
        ok("PUT", "/metrics/detail/{metricDetailId}", """
                {"status": "VERIFIED", "threshold": null}""", detail);
        assertThat(ok("GET", "/metrics/template/{templateId}", null, template)
                        .path("assigned_metric_count")
                        .asInt())
                .isEqualTo(1);
        ok("POST", "/metrics/template/list", """
                {"sorting": [{"column": "weightage", "direction": "desc"}]}""");
        assertThat(ok("GET", "/metrics/template/{templateId}/metrics", null, template)
                        .path("data")
                        .size())
                .isEqualTo(1);
        ok("PUT", "/metrics/template/{templateId}", """
                {"status": "VERIFIED"}""", template);
        ok("DELETE", "/metrics/detail/{metricDetailId}", null, detail);
        ok("DELETE", "/metrics/template/{templateId}", null, template);
    }

    private void alertClusters() {
        JsonNode clusters = ok("POST", "/metrics/alert-cluster/list", """
                {"filters": [{"column": "confidence_score", "operator": "gt", "value": 0.5}]}""");
        String cluster = clusters.path("data").get(0).path("alert_cluster_id").asText();
        JsonNode detail = ok("GET", "/metrics/alert-cluster/{clusterId}", null, cluster);
        String alert = detail.path("alerts").get(0).path("id").asText();
        ok("GET", "/metrics/alert-cluster/by-alert/{alertId}", null, alert);
        ok("PUT", "/metrics/alert-cluster/{clusterId}", """
                {"cluster_status": "IN_PROGRESS", "priority": "LOW"}""", cluster);
    }

    private void governance(String domain) {
        String child = ok("POST", "/governance/domain", """
                {"name": "Scenario subdomain", "parent_id": "%s"}""".formatted(domain))
                .path("id")
                .asText();
        ok("POST", "/governance/domain/export", """
                {"export": true, "search": "scenario"}""");
        assertThat(ok("GET", "/governance/domain/{domainId}", null, domain)
                        .path("viewers")
                        .size())
                .isEqualTo(1);
        ok("POST", "/governance/domain/list", """
                {"filters": [{"column": "status", "operator": "ne", "value": "VERIFIED"}]}""");
        ok("POST", "/governance/domain/tree-view", """
                {"has_user_filter": false}""");
        ok("PUT", "/governance/domain/{domainId}", """
                {"status": "READY_FOR_REVIEW", "total_likes": 3}""", child);
        ok("DELETE", "/governance/domain/{domainId}", null, child);

        String glossary = ok(
                        "GET",
                        "/governance/glossary/{glossaryId}",
                        null,
                        ok("POST", "/governance/glossary/list", "{}")
                                .path("data")
                                .get(0)
                                .path("id")
                                .asText())
                .path("id")
                .asText();
        String term = ok("POST", "/governance/term", """
                {"name": "Scenario glossary term", "glossary_id": "%s", "owner": [], "is_unique": true}
                """.formatted(glossary))
                .path("id")
                .asText();
        ok("POST", "/governance/term/export", "{}");
        assertThat(ok("GET", "/governance/term/{termId}", null, term)
                        .path("glossary_name")
                        .isTextual())
                .isTrue();
        ok("GET", "/governance/term/active/list", null);
        ok("POST", "/governance/term/list", """
                {"filters": [{"column": "is_primary_key", "operator": "eq", "value": false}],
                 "pagination": {"page": 2, "pageSize": 3}}""");
        ok("PUT", "/governance/term/{termId}", """
                {"max_length": 20, "contains": ["x"]}""", term);
        ok("DELETE", "/governance/term/{termId}", null, term);

        String application =
                ok("POST", "/governance/application", """
                {"name": "Scenario app", "sla_tire": "tier-2", "tag": [{"id": "t1", "name": "Gold", "label": "Gold"}]}
                """).path("id").asText();
        ok("POST", "/governance/application/export", null);
        ok("GET", "/governance/application/{applicationId}", null, application);
        ok("POST", "/governance/application/list", """
                {"sorting": [{"column": "sla_tire"}]}""");
        ok("PUT", "/governance/application/{applicationId}", """
                {"governance_role": "owner"}""", application);
        ok("DELETE", "/governance/application/{applicationId}", null, application);

        String tag = ok("POST", "/governance/tag", """
                {"name": "Scenario tag", "is_masked_data": true, "owner": "Una"}""").path("id").asText();
        ok("POST", "/governance/tag/export", "{}");
        ok("GET", "/governance/tag/{tagId}", null, tag);
        ok("POST", "/governance/tag/list", """
                {"filters": [{"column": "is_masked_data", "operator": "eq", "value": true}]}""");
        ok("POST", "/governance/tag/tree-view", """
                {"has_user_filter": true}""");
        ok("PUT", "/governance/tag/{tagId}", """
                {"native_query_run": "yes"}""", tag);
        ok("DELETE", "/governance/tag/{tagId}", null, tag);

        String newGlossary = ok("POST", "/governance/glossary", """
                {"name": "Scenario glossary", "domain_id": "%s"}""".formatted(domain))
                .path("id")
                .asText();
        ok("POST", "/governance/glossary", """
                {"name": "Scenario category", "parent_id": "%s"}""".formatted(newGlossary));
        ok("POST", "/governance/glossary/tree-view", "{}");
        ok("PUT", "/governance/glossary/{glossaryId}", """
                {"description": "A glossary of the scenario"}""", newGlossary);
        ok("DELETE", "/governance/glossary/{glossaryId}", null, newGlossary);
        ok("DELETE", "/governance/domain/{domainId}", null, domain);
    }

    @Test
    void errorAnswersAreTheDocumentedErrorEnvelope() {
        fails(400, "VALIDATION_FAILED", "POST", "/governance/domain/list", """
                {"filters": [{"column": "nope", "operator": "eq", "value": 1}]}""");
        fails(400, "VALIDATION_FAILED", "POST", "/metrics/pattern", """
                {"pattern": "^a$"}""");
        fails(400, "VALIDATION_FAILED", "POST", "/core/source", "{\"name\": ");
        fails(404, "NOT_FOUND", "GET", "/governance/term/{termId}", null, "no-such-term");
        fails(404, "NOT_FOUND", "PUT", "/metrics/detail/{metricDetailId}", "{}", "no-such-detail");
        fails(404, "NOT_FOUND", "POST", "/governance/field-property", """
                {"field_tab_id": "no-such-tab"}""");
        String parent = ok("POST", "/governance/tag", "{\"name\": \"Parent\"}")
                .path("id")
                .asText();
        String child =
                ok("POST", "/governance/tag", """
                {"name": "Child", "parent_id": "%s"}""".formatted(parent)).path("id").asText();
        fails(409, "CONFLICT", "PUT", "/governance/tag/{tagId}", """
                {"parent_id": "%s"}""".formatted(child), parent);
        fails(413, "PAYLOAD_TOO_LARGE", "POST", "/core/document", "{\"name\": \"" + "x".repeat(MAX_BODY_BYTES) + "\"}");
        RawHttp.Answer plainText = http.send(
                "POST",
                V1 + "/governance/glossary",
                "name=x".getBytes(StandardCharsets.UTF_8),
                Map.of("Content-Type", "text/plain"));
        check(415, "UNSUPPORTED_MEDIA_TYPE", "POST", "/governance/glossary", plainText);

        RawHttp.Answer wrongMethod = http.put(V1 + "/auth/access_token", "{}");
        assertThat(wrongMethod.status()).isEqualTo(405);
        assertThat(wrongMethod.header("Allow")).isEqualTo("POST");
        assertThat(DOCUMENT.validateComponent("ErrorEnvelope", wrongMethod.body()))
                .isEmpty();
        RawHttp.Answer unknownPath = http.get(V1 + "/governance/nothing");
        assertThat(unknownPath.status()).isEqualTo(404);
        assertThat(DOCUMENT.validateComponent("ErrorEnvelope", unknownPath.body()))
                .isEmpty();

        http.token(null);
        fails(401, "UNAUTHORIZED", "GET", "/governance/field/tabs-groups", null);
        http.token(server.mintToken(TokenType.MCP_AUTHORIZATION, Instant.now().plusSeconds(600)));
        fails(401, "UNAUTHORIZED", "POST", "/core/document/list", "{}");

        assertThat(problems)
                .as("error answers that do not conform to the document")
                .isEmpty();
    }

    @Test
    void theCheckFindsUnnamedMembersMissingMembersWrongTypesAndWrongFormats() {
        String id =
                ok("POST", "/metrics/parameter", "{\"name\": \"p\"}").path("id").asText();
        String template = V1 + "/metrics/parameter/{parameterId}";
        JsonNode answer = http.get(V1 + "/metrics/parameter/" + id).body();
        assertThat(DOCUMENT.validateAnswer("GET", template, 200, answer)).isEmpty();

        assertThat(DOCUMENT.validateAnswer("GET", template, 200, changeData(answer, data -> data.put("surprise", 1))))
                .anySatisfy(problem -> assertThat(problem).contains("surprise"));
        assertThat(DOCUMENT.validateAnswer("GET", template, 200, changeData(answer, data -> data.remove("value"))))
                .anySatisfy(problem -> assertThat(problem).contains("value"));
        assertThat(DOCUMENT.validateAnswer(
                        "GET", template, 200, changeData(answer, data -> data.put("is_active", "yes"))))
                .anySatisfy(problem -> assertThat(problem).contains("is_active"));
        assertThat(DOCUMENT.validateAnswer(
                        "GET", template, 200, changeData(answer, data -> data.put("created_at", "yesterday"))))
                .anySatisfy(problem -> assertThat(problem).contains("created_at"));
        assertThat(DOCUMENT.validateAnswer(
                        "GET", template, 200, changeData(answer, data -> data.put("id", "not-a-uuid"))))
                .anySatisfy(problem -> assertThat(problem).contains("id"));
        assertThat(DOCUMENT.validateRequest(
                        "POST",
                        V1 + "/metrics/parameter",
                        OpenApiDocument.readJsonText("{\"value\": \"3\", \"colour\": \"red\"}")))
                .as("no name, and an unknown field")
                .hasSize(2);
    }

    private static JsonNode changeData(JsonNode answer, Consumer<ObjectNode> change) {
        JsonNode copy = answer.deepCopy();
        change.accept((ObjectNode) copy.get("data"));
        return copy;
    }
}
