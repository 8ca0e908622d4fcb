package io.dgq.sdk.coverage;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.alertclusters.AlertClusterUpdateRequest;
import io.dgq.sdk.applications.ApplicationCreateRequest;
import io.dgq.sdk.applications.ApplicationUpdateRequest;
import io.dgq.sdk.auth.AccessTokenCreateRequest;
import io.dgq.sdk.auth.TokenAudience;
import io.dgq.sdk.conversations.ConversationCreateRequest;
import io.dgq.sdk.conversations.ConversationUpdateRequest;
import io.dgq.sdk.documents.DocumentCreateRequest;
import io.dgq.sdk.documents.DocumentUpdateRequest;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.domains.DomainUpdateRequest;
import io.dgq.sdk.fields.FieldCreateRequest;
import io.dgq.sdk.fields.FieldGroupRequest;
import io.dgq.sdk.fields.FieldPropertiesRequest;
import io.dgq.sdk.fields.FieldPropertyUpdateRequest;
import io.dgq.sdk.fields.FieldTabRequest;
import io.dgq.sdk.fields.FieldUpdateRequest;
import io.dgq.sdk.glossaries.GlossaryCreateRequest;
import io.dgq.sdk.glossaries.GlossaryUpdateRequest;
import io.dgq.sdk.metricdetails.MetricDetailCreateRequest;
import io.dgq.sdk.metricdetails.MetricDetailUpdateRequest;
import io.dgq.sdk.metrictemplates.MetricTemplateCreateRequest;
import io.dgq.sdk.metrictemplates.MetricTemplateUpdateRequest;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.parameters.ParameterCreateRequest;
import io.dgq.sdk.parameters.ParameterUpdateRequest;
import io.dgq.sdk.patterns.PatternCreateRequest;
import io.dgq.sdk.patterns.PatternUpdateRequest;
import io.dgq.sdk.sources.SourceCreateRequest;
import io.dgq.sdk.sources.SourceUpdateRequest;
import io.dgq.sdk.tags.TagCreateRequest;
import io.dgq.sdk.tags.TagUpdateRequest;
import io.dgq.sdk.terms.TermCreateRequest;
import io.dgq.sdk.terms.TermUpdateRequest;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Walks the specification's endpoint tables (kept in {@code spec-operations.tsv}) and proves that every operation
 * has an SDK method that sends exactly its method and path. A new row without a method here fails the build.
 */
class SpecCoverageTest extends MockClientTest {

    /** Every path parameter of every call below is this value, so the expected path is the template with it. */
    private static final String ID = "p-1";
    /** A {@code data} every SDK answer type decodes from: a list payload is also a valid record or object. */
    private static final String ANY_DATA =
            "{\"id\":\"r-1\",\"alert_cluster_id\":\"r-1\",\"data\":[]," + "\"total_count\":0,\"count\":0}";

    private static final Map<String, Consumer<DgqClient>> CALLS = calls(ID);

    record Operation(String group, String name, String method, String path) {
        String key() {
            return group + " | " + name;
        }

        @Override
        public String toString() {
            return key() + " (" + method + " " + path + ")";
        }
    }

    static List<Operation> operations() throws IOException {
        List<Operation> operations = new ArrayList<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(
                Objects.requireNonNull(SpecCoverageTest.class.getResourceAsStream("/spec-operations.tsv")),
                StandardCharsets.UTF_8))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] cells = line.split("\t");
                operations.add(new Operation(cells[0], cells[1], cells[2], cells[3]));
            }
        }
        return operations;
    }

    @Test
    void coversEveryOperationOfTheSpecificationAndNothingElse() throws IOException {
        List<Operation> operations = operations();
        assertThat(operations).hasSize(84 + 6);
        assertThat(CALLS.keySet())
                .containsExactlyInAnyOrderElementsOf(
                        operations.stream().map(Operation::key).toList());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("operations")
    void sendsTheOperationsMethodAndPath(Operation operation) {
        Consumer<DgqClient> call = CALLS.get(operation.key());
        assertThat(call).as("SDK method for " + operation).isNotNull();
        api.enqueueData(ANY_DATA);
        call.accept(client);
        RecordedRequest request = api.take();
        assertThat(request.getMethod()).isEqualTo(operation.method());
        assertThat(request.getUrl().encodedPath()).isEqualTo(operation.path().replaceAll("\\{[^}]+}", ID));
    }

    /**
     * Returns one call per operation, keyed like {@link Operation#key()}.
     *
     * @param id the value of every path parameter (and of the ids the bodies carry)
     */
    static Map<String, Consumer<DgqClient>> calls(String id) {
        ListRequest list = ListRequest.firstPage();
        Map<String, Consumer<DgqClient>> m = new LinkedHashMap<>();
        m.put(
                "Authentication | Create access token",
                c -> c.auth()
                        .createAccessToken(AccessTokenCreateRequest.builder()
                                .keyAlias("ci")
                                .generatedFor(TokenAudience.API)
                                .expiredAt(Instant.now().plus(30, ChronoUnit.DAYS))
                                .build()));

        m.put(
                "Pattern | Create Pattern",
                c -> c.patterns()
                        .create(PatternCreateRequest.builder()
                                .name("n")
                                .pattern("^a$")
                                .build()));
        m.put("Pattern | Get Attribute Pattern", c -> c.patterns().byAttribute(id));
        m.put("Pattern | Get Pattern", c -> c.patterns().get(id));
        m.put("Pattern | Get Patterns", c -> c.patterns().list(list));
        m.put(
                "Pattern | Update Pattern",
                c -> c.patterns()
                        .update(id, PatternUpdateRequest.builder().name("n").build()));
        m.put("Pattern | Delete Pattern", c -> c.patterns().delete(id));

        m.put(
                "Conversation | Create Conversation",
                c -> c.conversations()
                        .create(ConversationCreateRequest.builder()
                                .category("table")
                                .objectId(id)
                                .title("t")
                                .comment("c")
                                .build()));
        m.put(
                "Conversation | Get Conversations By Object",
                c -> c.conversations().byObject(id, id, list));
        m.put("Conversation | Get Conversation", c -> c.conversations().get(id));
        m.put(
                "Conversation | Update Conversation",
                c -> c.conversations()
                        .update(
                                id,
                                ConversationUpdateRequest.builder().comment("c").build()));
        m.put("Conversation | Delete Conversation", c -> c.conversations().delete(id));

        m.put(
                "Source | Create Source",
                c -> c.sources().create(SourceCreateRequest.builder().name("n").build()));
        m.put("Source | Get Source By Id", c -> c.sources().get(id));
        m.put("Source | Get Sources", c -> c.sources().list(list));
        m.put(
                "Source | Update Source",
                c -> c.sources()
                        .update(id, SourceUpdateRequest.builder().name("n").build()));
        m.put("Source | Delete Source", c -> c.sources().delete(id));

        m.put(
                "Parameter | Create Parameter",
                c -> c.parameters()
                        .create(ParameterCreateRequest.builder().name("n").build()));
        m.put("Parameter | Get Parameter", c -> c.parameters().get(id));
        m.put("Parameter | Get Parameters", c -> c.parameters().list(list));
        m.put(
                "Parameter | Update Parameter",
                c -> c.parameters()
                        .update(id, ParameterUpdateRequest.builder().name("n").build()));
        m.put("Parameter | Delete Parameter (soft)", c -> c.parameters().delete(id));

        m.put(
                "Field (governance) | Create Field",
                c -> c.fields()
                        .create(FieldCreateRequest.builder()
                                .name("n")
                                .fieldTabId(id)
                                .dataType("text")
                                .level("table")
                                .build()));
        m.put(
                "Field (governance) | Get Field Properties",
                c -> c.fields()
                        .fieldProperties(
                                FieldPropertiesRequest.builder().fieldTabId(id).build()));
        m.put("Field (governance) | Get Tabs By Level", c -> c.fields().tabsByLevel("table"));
        m.put("Field (governance) | Get Tabs And Groups", c -> c.fields().tabsAndGroups());
        m.put("Field (governance) | Get Fields", c -> c.fields().list(list));
        m.put(
                "Field (governance) | Update Field Properties (update or create a field property)",
                c -> c.fields()
                        .updateFieldProperty(FieldPropertyUpdateRequest.builder()
                                .fieldId(id)
                                .entityId(id)
                                .level("table")
                                .value("v")
                                .build()));
        m.put(
                "Field (governance) | Update Field Group",
                c -> c.fields()
                        .updateGroup(FieldGroupRequest.builder().name("g").build()));
        m.put(
                "Field (governance) | Update Field Tab",
                c -> c.fields().updateTab(FieldTabRequest.builder().name("t").build()));
        m.put("Field (governance) | Update Tab Icon", c -> c.fields().updateTabIcon(id, "star"));
        m.put(
                "Field (governance) | Update Field (inferred)",
                c -> c.fields()
                        .update(id, FieldUpdateRequest.builder().name("n").build()));
        m.put("Field (governance) | Delete Field (inferred)", c -> c.fields().delete(id));
        m.put(
                "Field (governance) | Delete Field Group (inferred)",
                c -> c.fields().deleteGroup(id));
        m.put(
                "Field (governance) | Delete Field Tab (inferred)",
                c -> c.fields().deleteTab(id));

        m.put(
                "Metric detail | Create Metric Detail",
                c -> c.metricDetails()
                        .create(MetricDetailCreateRequest.builder()
                                .name("n")
                                .assetId(id)
                                .build()));
        m.put(
                "Metric detail | Get Metric Details By Asset",
                c -> c.metricDetails().byAsset(id));
        m.put("Metric detail | Get Metric Detail", c -> c.metricDetails().get(id));
        m.put(
                "Metric detail | Update Metric Detail",
                c -> c.metricDetails()
                        .update(
                                id,
                                MetricDetailUpdateRequest.builder().name("n").build()));
        m.put("Metric detail | Delete Metric Detail", c -> c.metricDetails().delete(id));

        m.put(
                "Metric template | Create Metric Template",
                c -> c.metricTemplates()
                        .create(MetricTemplateCreateRequest.builder().name("n").build()));
        m.put("Metric template | Get Metric Template", c -> c.metricTemplates().get(id));
        m.put(
                "Metric template | List Metric Templates",
                c -> c.metricTemplates().list(list));
        m.put(
                "Metric template | List Metric Template Metrics (metrics assigned to a template)",
                c -> c.metricTemplates().metrics(id));
        m.put(
                "Metric template | Update Metric Template",
                c -> c.metricTemplates()
                        .update(
                                id,
                                MetricTemplateUpdateRequest.builder().name("n").build()));
        m.put(
                "Metric template | Delete Metric Template",
                c -> c.metricTemplates().delete(id));

        m.put(
                "Alert cluster | Get Alert Cluster By Alert (compact overview for an alert detail sidebar)",
                c -> c.alertClusters().byAlert(id));
        m.put("Alert cluster | Get Alert Cluster", c -> c.alertClusters().get(id));
        m.put("Alert cluster | List Alert Clusters", c -> c.alertClusters().list(list));
        m.put(
                "Alert cluster | Update Alert Cluster",
                c -> c.alertClusters()
                        .update(
                                id,
                                AlertClusterUpdateRequest.builder()
                                        .priority("HIGH")
                                        .build()));

        m.put(
                "Domain | Create Domain",
                c -> c.domains().create(DomainCreateRequest.builder().name("n").build()));
        m.put("Domain | Get Export Data", c -> c.domains().export(list));
        m.put("Domain | Get Domain", c -> c.domains().get(id));
        m.put("Domain | Get Domains", c -> c.domains().list(list));
        m.put(
                "Domain | Get Domains Tree List (all domains, no filters, sort, limit or offset; takes has_user_filter)",
                c -> c.domains().treeView(false));
        m.put(
                "Domain | Update Domain",
                c -> c.domains()
                        .update(id, DomainUpdateRequest.builder().name("n").build()));
        m.put("Domain | Delete Domain", c -> c.domains().delete(id));

        m.put(
                "Term | Create Term",
                c -> c.terms().create(TermCreateRequest.builder().name("n").build()));
        m.put("Term | Get Export Data", c -> c.terms().export(list));
        m.put("Term | Get Term", c -> c.terms().get(id));
        m.put("Term | Get Active Terms", c -> c.terms().active());
        m.put("Term | Get Terms", c -> c.terms().list(list));
        m.put(
                "Term | Update Term",
                c -> c.terms().update(id, TermUpdateRequest.builder().name("n").build()));
        m.put("Term | Delete Term", c -> c.terms().delete(id));

        m.put(
                "Application | Create Application",
                c -> c.applications()
                        .create(ApplicationCreateRequest.builder().name("n").build()));
        m.put("Application | Get Export Data", c -> c.applications().export(list));
        m.put("Application | Get Application", c -> c.applications().get(id));
        m.put("Application | Get Applications", c -> c.applications().list(list));
        m.put(
                "Application | Update Application",
                c -> c.applications()
                        .update(id, ApplicationUpdateRequest.builder().name("n").build()));
        m.put("Application | Delete Application", c -> c.applications().delete(id));

        m.put(
                "Tag | Create Tag",
                c -> c.tags().create(TagCreateRequest.builder().name("n").build()));
        m.put("Tag | Get Export Data", c -> c.tags().export(list));
        m.put("Tag | Get Tag", c -> c.tags().get(id));
        m.put("Tag | Get Tags", c -> c.tags().list(list));
        m.put(
                "Tag | Get Tags Tree List (no filters, sort, limit or offset; takes has_user_filter)",
                c -> c.tags().treeView(false));
        m.put(
                "Tag | Update Tag (inferred)",
                c -> c.tags().update(id, TagUpdateRequest.builder().name("n").build()));
        m.put("Tag | Delete Tag (inferred)", c -> c.tags().delete(id));

        m.put(
                "Glossary | Create Glossary",
                c -> c.glossaries()
                        .create(GlossaryCreateRequest.builder().name("n").build()));
        m.put(
                "Glossary | Get Tree View (glossaries, categories and terms)",
                c -> c.glossaries().treeView(false));
        m.put("Glossary | Get Glossary", c -> c.glossaries().get(id));
        m.put("Glossary | Get Glossaries", c -> c.glossaries().list(list));
        m.put(
                "Glossary | Update Glossary",
                c -> c.glossaries()
                        .update(id, GlossaryUpdateRequest.builder().name("n").build()));
        m.put("Glossary | Delete Glossary", c -> c.glossaries().delete(id));

        m.put(
                "Document | Create Documentation",
                c -> c.documents()
                        .create(DocumentCreateRequest.builder()
                                .category("table")
                                .objectId(id)
                                .name("n")
                                .build()));
        m.put(
                "Document | Get Latest Documentations (pagination, sorting, filtering, search)",
                c -> c.documents().latest(list));
        m.put("Document | Get Documentations By Object", c -> c.documents().byObject(id, id, list));
        m.put("Document | Get Documentation", c -> c.documents().get(id));
        m.put("Document | Get Documentations List", c -> c.documents().list(list));
        m.put(
                "Document | Update Documentation",
                c -> c.documents()
                        .update(id, DocumentUpdateRequest.builder().name("n").build()));
        m.put("Document | Delete Documentation", c -> c.documents().delete(id));
        return m;
    }
}
