package io.dgq.sdk.coverage;

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
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Every operation of the specification's endpoint tables (kept in {@code spec-operations.tsv}) and one typed SDK
 * call for each. Shared: {@code SpecCoverageTest} runs the calls against a mock server, and the reference server's
 * tests (through this module's test jar, which holds only this class and the table) run them in-process against
 * the server itself, with ids it made.
 */
public final class TypedCalls {

    /** The answer of a call whose SDK method returns nothing. */
    public static final Object NO_ANSWER = new Object() {
        @Override
        public String toString() {
            return "no answer (void)";
        }
    };

    /** The ids (and other arguments) a call needs, by kind: {@code "domain"}, {@code "fieldTab"}, {@code "alert"}, ... */
    @FunctionalInterface
    public interface Ids {
        /**
         * Returns the value to pass for an argument of a kind.
         *
         * @param kind what the argument names: a resource ({@code "pattern"}, {@code "domain"}, ...), or
         *     {@code "attribute"}, {@code "asset"}, {@code "alert"}, {@code "category"}, {@code "object"}
         * @return the value
         */
        String of(String kind);
    }

    /**
     * One row of the table.
     *
     * @param group the resource's table
     * @param name the operation's name
     * @param method the HTTP method
     * @param path the path template
     */
    public record Operation(String group, String name, String method, String path) {
        /**
         * Returns the key of the operation's call in {@link #calls(Ids)}.
         *
         * @return {@code group | name}
         */
        public String key() {
            return group + " | " + name;
        }

        @Override
        public String toString() {
            return key() + " (" + method + " " + path + ")";
        }
    }

    private TypedCalls() {}

    /**
     * Reads the table.
     *
     * @return the 90 operations, in the table's order
     */
    public static List<Operation> operations() {
        List<Operation> operations = new ArrayList<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(
                Objects.requireNonNull(TypedCalls.class.getResourceAsStream("/spec-operations.tsv")),
                StandardCharsets.UTF_8))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] cells = line.split("\t");
                operations.add(new Operation(cells[0], cells[1], cells[2], cells[3]));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return operations;
    }

    private static Function<DgqClient, Object> none(Consumer<DgqClient> call) {
        return c -> {
            call.accept(c);
            return NO_ANSWER;
        };
    }

    /**
     * Returns one typed call per operation, keyed like {@link Operation#key()}, each answering the decoded model
     * (or {@link #NO_ANSWER} where the method returns nothing).
     *
     * @param ids the value of every path parameter and of the ids the bodies carry
     * @return the calls, in the table's order of resources
     */
    public static Map<String, Function<DgqClient, Object>> calls(Ids ids) {
        ListRequest list = ListRequest.firstPage();
        Map<String, Function<DgqClient, Object>> m = new LinkedHashMap<>();
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
        m.put("Pattern | Get Attribute Pattern", c -> c.patterns().byAttribute(ids.of("attribute")));
        m.put("Pattern | Get Pattern", c -> c.patterns().get(ids.of("pattern")));
        m.put("Pattern | Get Patterns", c -> c.patterns().list(list));
        m.put(
                "Pattern | Update Pattern",
                none(c -> c.patterns()
                        .update(
                                ids.of("pattern"),
                                PatternUpdateRequest.builder().name("n").build())));
        m.put("Pattern | Delete Pattern", none(c -> c.patterns().delete(ids.of("pattern"))));

        m.put(
                "Conversation | Create Conversation",
                c -> c.conversations()
                        .create(ConversationCreateRequest.builder()
                                .category("domain")
                                .objectId(ids.of("object"))
                                .title("t")
                                .comment("c")
                                .build()));
        m.put(
                "Conversation | Get Conversations By Object",
                c -> c.conversations().byObject(ids.of("category"), ids.of("object"), list));
        m.put("Conversation | Get Conversation", c -> c.conversations().get(ids.of("conversation")));
        m.put(
                "Conversation | Update Conversation",
                none(c -> c.conversations()
                        .update(
                                ids.of("conversation"),
                                ConversationUpdateRequest.builder().comment("c").build())));
        m.put("Conversation | Delete Conversation", none(c -> c.conversations().delete(ids.of("conversation"))));

        m.put(
                "Source | Create Source",
                c -> c.sources().create(SourceCreateRequest.builder().name("n").build()));
        m.put("Source | Get Source By Id", c -> c.sources().get(ids.of("source")));
        m.put("Source | Get Sources", c -> c.sources().list(list));
        m.put(
                "Source | Update Source",
                none(c -> c.sources()
                        .update(
                                ids.of("source"),
                                SourceUpdateRequest.builder().name("n").build())));
        m.put("Source | Delete Source", none(c -> c.sources().delete(ids.of("source"))));

        m.put(
                "Parameter | Create Parameter",
                c -> c.parameters()
                        .create(ParameterCreateRequest.builder().name("n").build()));
        m.put("Parameter | Get Parameter", c -> c.parameters().get(ids.of("parameter")));
        m.put("Parameter | Get Parameters", c -> c.parameters().list(list));
        m.put(
                "Parameter | Update Parameter",
                none(c -> c.parameters()
                        .update(
                                ids.of("parameter"),
                                ParameterUpdateRequest.builder().name("n").build())));
        m.put("Parameter | Delete Parameter (soft)", none(c -> c.parameters().delete(ids.of("parameter"))));

        m.put(
                "Field (governance) | Create Field",
                c -> c.fields()
                        .create(FieldCreateRequest.builder()
                                .name("n")
                                .fieldTabId(ids.of("fieldTab"))
                                .dataType("text")
                                .level("domain")
                                .build()));
        m.put(
                "Field (governance) | Get Field Properties",
                c -> c.fields()
                        .fieldProperties(FieldPropertiesRequest.builder()
                                .fieldTabId(ids.of("fieldTab"))
                                .level("domain")
                                .entityId(ids.of("object"))
                                .build()));
        m.put("Field (governance) | Get Tabs By Level", c -> c.fields().tabsByLevel("domain"));
        m.put("Field (governance) | Get Tabs And Groups", c -> c.fields().tabsAndGroups());
        m.put("Field (governance) | Get Fields", c -> c.fields().list(list));
        m.put(
                "Field (governance) | Update Field Properties (update or create a field property)",
                c -> c.fields()
                        .updateFieldProperty(FieldPropertyUpdateRequest.builder()
                                .fieldId(ids.of("field"))
                                .entityId(ids.of("object"))
                                .level("domain")
                                .value("v")
                                .build()));
        m.put(
                "Field (governance) | Update Field Group",
                c -> c.fields()
                        .updateGroup(FieldGroupRequest.builder().name("g").build()));
        m.put(
                "Field (governance) | Update Field Tab",
                c -> c.fields().updateTab(FieldTabRequest.builder().name("t").build()));
        m.put("Field (governance) | Update Tab Icon", c -> c.fields().updateTabIcon(ids.of("fieldTab"), "star"));
        m.put(
                "Field (governance) | Update Field (inferred)",
                none(c -> c.fields()
                        .update(
                                ids.of("field"),
                                FieldUpdateRequest.builder().name("n").build())));
        m.put(
                "Field (governance) | Delete Field (inferred)",
                none(c -> c.fields().delete(ids.of("field"))));
        m.put(
                "Field (governance) | Delete Field Group (inferred)",
                none(c -> c.fields().deleteGroup(ids.of("fieldGroup"))));
        m.put(
                "Field (governance) | Delete Field Tab (inferred)",
                none(c -> c.fields().deleteTab(ids.of("fieldTab"))));

        m.put(
                "Metric detail | Create Metric Detail",
                c -> c.metricDetails()
                        .create(MetricDetailCreateRequest.builder()
                                .name("n")
                                .assetId(ids.of("asset"))
                                .build()));
        m.put(
                "Metric detail | Get Metric Details By Asset",
                c -> c.metricDetails().byAsset(ids.of("asset")));
        m.put("Metric detail | Get Metric Detail", c -> c.metricDetails().get(ids.of("metricDetail")));
        m.put(
                "Metric detail | Update Metric Detail",
                none(c -> c.metricDetails()
                        .update(
                                ids.of("metricDetail"),
                                MetricDetailUpdateRequest.builder().name("n").build())));
        m.put(
                "Metric detail | Delete Metric Detail",
                none(c -> c.metricDetails().delete(ids.of("metricDetail"))));

        m.put(
                "Metric template | Create Metric Template",
                c -> c.metricTemplates()
                        .create(MetricTemplateCreateRequest.builder().name("n").build()));
        m.put("Metric template | Get Metric Template", c -> c.metricTemplates().get(ids.of("metricTemplate")));
        m.put(
                "Metric template | List Metric Templates",
                c -> c.metricTemplates().list(list));
        m.put(
                "Metric template | List Metric Template Metrics (metrics assigned to a template)",
                c -> c.metricTemplates().metrics(ids.of("metricTemplate")));
        m.put(
                "Metric template | Update Metric Template",
                none(c -> c.metricTemplates()
                        .update(
                                ids.of("metricTemplate"),
                                MetricTemplateUpdateRequest.builder().name("n").build())));
        m.put(
                "Metric template | Delete Metric Template",
                none(c -> c.metricTemplates().delete(ids.of("metricTemplate"))));

        m.put(
                "Alert cluster | Get Alert Cluster By Alert (compact overview for an alert detail sidebar)",
                c -> c.alertClusters().byAlert(ids.of("alert")));
        m.put("Alert cluster | Get Alert Cluster", c -> c.alertClusters().get(ids.of("alertCluster")));
        m.put("Alert cluster | List Alert Clusters", c -> c.alertClusters().list(list));
        m.put(
                "Alert cluster | Update Alert Cluster",
                none(c -> c.alertClusters()
                        .update(
                                ids.of("alertCluster"),
                                AlertClusterUpdateRequest.builder()
                                        .priority("HIGH")
                                        .build())));

        m.put(
                "Domain | Create Domain",
                c -> c.domains().create(DomainCreateRequest.builder().name("n").build()));
        m.put("Domain | Get Export Data", c -> c.domains().export(list));
        m.put("Domain | Get Domain", c -> c.domains().get(ids.of("domain")));
        m.put("Domain | Get Domains", c -> c.domains().list(list));
        m.put(
                "Domain | Get Domains Tree List (all domains, no filters, sort, limit or offset; takes has_user_filter)",
                c -> c.domains().treeView(false));
        m.put(
                "Domain | Update Domain",
                none(c -> c.domains()
                        .update(
                                ids.of("domain"),
                                DomainUpdateRequest.builder().name("n").build())));
        m.put("Domain | Delete Domain", none(c -> c.domains().delete(ids.of("domain"))));

        m.put(
                "Term | Create Term",
                c -> c.terms().create(TermCreateRequest.builder().name("n").build()));
        m.put("Term | Get Export Data", c -> c.terms().export(list));
        m.put("Term | Get Term", c -> c.terms().get(ids.of("term")));
        m.put("Term | Get Active Terms", c -> c.terms().active());
        m.put("Term | Get Terms", c -> c.terms().list(list));
        m.put(
                "Term | Update Term",
                none(c -> c.terms()
                        .update(
                                ids.of("term"),
                                TermUpdateRequest.builder().name("n").build())));
        m.put("Term | Delete Term", none(c -> c.terms().delete(ids.of("term"))));

        m.put(
                "Application | Create Application",
                c -> c.applications()
                        .create(ApplicationCreateRequest.builder().name("n").build()));
        m.put("Application | Get Export Data", c -> c.applications().export(list));
        m.put("Application | Get Application", c -> c.applications().get(ids.of("application")));
        m.put("Application | Get Applications", c -> c.applications().list(list));
        m.put(
                "Application | Update Application",
                none(c -> c.applications()
                        .update(
                                ids.of("application"),
                                ApplicationUpdateRequest.builder().name("n").build())));
        m.put("Application | Delete Application", none(c -> c.applications().delete(ids.of("application"))));

        m.put(
                "Tag | Create Tag",
                c -> c.tags().create(TagCreateRequest.builder().name("n").build()));
        m.put("Tag | Get Export Data", c -> c.tags().export(list));
        m.put("Tag | Get Tag", c -> c.tags().get(ids.of("tag")));
        m.put("Tag | Get Tags", c -> c.tags().list(list));
        m.put(
                "Tag | Get Tags Tree List (no filters, sort, limit or offset; takes has_user_filter)",
                c -> c.tags().treeView(false));
        m.put(
                "Tag | Update Tag (inferred)",
                none(c -> c.tags()
                        .update(
                                ids.of("tag"),
                                TagUpdateRequest.builder().name("n").build())));
        m.put("Tag | Delete Tag (inferred)", none(c -> c.tags().delete(ids.of("tag"))));

        m.put(
                "Glossary | Create Glossary",
                c -> c.glossaries()
                        .create(GlossaryCreateRequest.builder().name("n").build()));
        m.put(
                "Glossary | Get Tree View (glossaries, categories and terms)",
                c -> c.glossaries().treeView(false));
        m.put("Glossary | Get Glossary", c -> c.glossaries().get(ids.of("glossary")));
        m.put("Glossary | Get Glossaries", c -> c.glossaries().list(list));
        m.put(
                "Glossary | Update Glossary",
                none(c -> c.glossaries()
                        .update(
                                ids.of("glossary"),
                                GlossaryUpdateRequest.builder().name("n").build())));
        m.put("Glossary | Delete Glossary", none(c -> c.glossaries().delete(ids.of("glossary"))));

        m.put(
                "Document | Create Documentation",
                c -> c.documents()
                        .create(DocumentCreateRequest.builder()
                                .category("domain")
                                .objectId(ids.of("object"))
                                .name("n")
                                .build()));
        m.put(
                "Document | Get Latest Documentations (pagination, sorting, filtering, search)",
                c -> c.documents().latest(list));
        m.put(
                "Document | Get Documentations By Object",
                c -> c.documents().byObject(ids.of("category"), ids.of("object"), list));
        m.put("Document | Get Documentation", c -> c.documents().get(ids.of("document")));
        m.put("Document | Get Documentations List", c -> c.documents().list(list));
        m.put(
                "Document | Update Documentation",
                none(c -> c.documents()
                        .update(
                                ids.of("document"),
                                DocumentUpdateRequest.builder().name("n").build())));
        m.put("Document | Delete Documentation", none(c -> c.documents().delete(ids.of("document"))));
        return m;
    }
}
