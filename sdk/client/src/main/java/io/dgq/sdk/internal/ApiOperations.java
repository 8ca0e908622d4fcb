package io.dgq.sdk.internal;

import io.dgq.sdk.alertclusters.AlertCluster;
import io.dgq.sdk.alertclusters.AlertClusterListItem;
import io.dgq.sdk.alertclusters.AlertClusterUpdateRequest;
import io.dgq.sdk.alertclusters.AlertClustersClient;
import io.dgq.sdk.applications.Application;
import io.dgq.sdk.applications.ApplicationCreateRequest;
import io.dgq.sdk.applications.ApplicationListItem;
import io.dgq.sdk.applications.ApplicationUpdateRequest;
import io.dgq.sdk.applications.ApplicationsClient;
import io.dgq.sdk.auth.AccessToken;
import io.dgq.sdk.auth.AccessTokenCreateRequest;
import io.dgq.sdk.auth.AuthClient;
import io.dgq.sdk.conversations.Conversation;
import io.dgq.sdk.conversations.ConversationCreateRequest;
import io.dgq.sdk.conversations.ConversationUpdateRequest;
import io.dgq.sdk.conversations.ConversationsClient;
import io.dgq.sdk.documents.Document;
import io.dgq.sdk.documents.DocumentCreateRequest;
import io.dgq.sdk.documents.DocumentUpdateRequest;
import io.dgq.sdk.documents.DocumentsClient;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.domains.DomainTree;
import io.dgq.sdk.domains.DomainUpdateRequest;
import io.dgq.sdk.domains.DomainsClient;
import io.dgq.sdk.fields.Field;
import io.dgq.sdk.fields.FieldCreateRequest;
import io.dgq.sdk.fields.FieldGroup;
import io.dgq.sdk.fields.FieldGroupRequest;
import io.dgq.sdk.fields.FieldPropertiesRequest;
import io.dgq.sdk.fields.FieldProperty;
import io.dgq.sdk.fields.FieldPropertyUpdateRequest;
import io.dgq.sdk.fields.FieldTab;
import io.dgq.sdk.fields.FieldTabRequest;
import io.dgq.sdk.fields.FieldUpdateRequest;
import io.dgq.sdk.fields.FieldWithValue;
import io.dgq.sdk.fields.FieldsClient;
import io.dgq.sdk.fields.TabsAndGroups;
import io.dgq.sdk.fields.TabsByLevel;
import io.dgq.sdk.glossaries.GlossariesClient;
import io.dgq.sdk.glossaries.Glossary;
import io.dgq.sdk.glossaries.GlossaryCreateRequest;
import io.dgq.sdk.glossaries.GlossaryListItem;
import io.dgq.sdk.glossaries.GlossaryTree;
import io.dgq.sdk.glossaries.GlossaryUpdateRequest;
import io.dgq.sdk.metricdetails.MetricDetail;
import io.dgq.sdk.metricdetails.MetricDetailCreateRequest;
import io.dgq.sdk.metricdetails.MetricDetailUpdateRequest;
import io.dgq.sdk.metricdetails.MetricDetailsClient;
import io.dgq.sdk.metrictemplates.MetricTemplate;
import io.dgq.sdk.metrictemplates.MetricTemplateCreateRequest;
import io.dgq.sdk.metrictemplates.MetricTemplateUpdateRequest;
import io.dgq.sdk.metrictemplates.MetricTemplatesClient;
import io.dgq.sdk.parameters.Parameter;
import io.dgq.sdk.parameters.ParameterCreateRequest;
import io.dgq.sdk.parameters.ParameterUpdateRequest;
import io.dgq.sdk.parameters.ParametersClient;
import io.dgq.sdk.patterns.Pattern;
import io.dgq.sdk.patterns.PatternCreateRequest;
import io.dgq.sdk.patterns.PatternUpdateRequest;
import io.dgq.sdk.patterns.PatternsClient;
import io.dgq.sdk.sources.Source;
import io.dgq.sdk.sources.SourceCreateRequest;
import io.dgq.sdk.sources.SourceListItem;
import io.dgq.sdk.sources.SourceUpdateRequest;
import io.dgq.sdk.sources.SourcesClient;
import io.dgq.sdk.tags.Tag;
import io.dgq.sdk.tags.TagCreateRequest;
import io.dgq.sdk.tags.TagListItem;
import io.dgq.sdk.tags.TagTree;
import io.dgq.sdk.tags.TagUpdateRequest;
import io.dgq.sdk.tags.TagsClient;
import io.dgq.sdk.terms.Term;
import io.dgq.sdk.terms.TermCreateRequest;
import io.dgq.sdk.terms.TermListItem;
import io.dgq.sdk.terms.TermUpdateRequest;
import io.dgq.sdk.terms.TermsClient;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every operation of the resource clients, declared once: one line per operation, grouped by client in the order
 * of the specification's tables. {@link ResourceClients} derives the clients' implementations from it, the
 * endpoint table of the docs is generated from it, and the spec-coverage test holds it to the specification.
 * Paths are relative to {@code /api/v1}. Internal.
 */
public final class ApiOperations {

    private static final Map<Class<?>, List<ApiOperation>> BY_CLIENT = table();

    private ApiOperations() {}

    /** {@return the declarations of every resource client, by client interface, in the specification's order} */
    public static Map<Class<?>, List<ApiOperation>> all() {
        return BY_CLIENT;
    }

    /**
     * Returns the declarations of one resource client.
     *
     * @param client the client interface
     * @return its declarations
     * @throws IllegalArgumentException if {@code client} is not a resource client
     */
    public static List<ApiOperation> of(Class<?> client) {
        List<ApiOperation> operations = BY_CLIENT.get(client);
        if (operations == null) {
            throw new IllegalArgumentException(client.getName() + " is not a resource client");
        }
        return operations;
    }

    private static ApiOperation get(String name, String path) {
        return ApiOperation.of(name, Endpoint.get(path));
    }

    /** A POST that reads, or that is safe to repeat. */
    private static ApiOperation post(String name, String path) {
        return ApiOperation.of(name, Endpoint.postIdempotent(path));
    }

    /** A POST that creates: not retried once it may have reached the server. */
    private static ApiOperation create(String name, String path) {
        return ApiOperation.of(name, Endpoint.postCreate(path));
    }

    private static ApiOperation put(String name, String path) {
        return ApiOperation.of(name, Endpoint.put(path));
    }

    private static ApiOperation delete(String name, String path) {
        return ApiOperation.of(name, Endpoint.delete(path));
    }

    private static Map<Class<?>, List<ApiOperation>> table() {
        Map<Class<?>, List<ApiOperation>> t = new LinkedHashMap<>();
        t.put(
                AuthClient.class,
                List.of(create("createAccessToken", "/auth/access_token/")
                        .request(AccessTokenCreateRequest.class)
                        .record(AccessToken.class)));
        t.put(
                PatternsClient.class,
                List.of(
                        create("create", "/metrics/pattern")
                                .request(PatternCreateRequest.class)
                                .record(Pattern.class),
                        post("byAttribute", "/metrics/pattern/attribute-pattern")
                                .field("attribute_id", "attributeId", String.class, true)
                                .items(Pattern.class),
                        post("byTerm", "/metrics/pattern/attribute-pattern")
                                .field("term_id", "termId", String.class, true)
                                .items(Pattern.class),
                        get("get", "/metrics/pattern/{patternId}").record(Pattern.class),
                        post("list", "/metrics/pattern/list").list(Pattern.class),
                        put("update", "/metrics/pattern/{patternId}").request(PatternUpdateRequest.class),
                        delete("delete", "/metrics/pattern/{patternId}")));
        t.put(
                ConversationsClient.class,
                List.of(
                        create("create", "/core/conversation")
                                .request(ConversationCreateRequest.class)
                                .record(Conversation.class),
                        post("byObject", "/core/conversation/{category}/{objectId}")
                                .list(Conversation.class),
                        get("get", "/core/conversation/{conversationId}").record(Conversation.class),
                        put("update", "/core/conversation/{conversationId}").request(ConversationUpdateRequest.class),
                        delete("delete", "/core/conversation/{conversationId}")));
        t.put(
                SourcesClient.class,
                List.of(
                        create("create", "/core/source")
                                .request(SourceCreateRequest.class)
                                .record(Source.class),
                        get("get", "/core/source/{sourceId}").record(Source.class),
                        post("list", "/core/source/list").list(SourceListItem.class),
                        put("update", "/core/source/{sourceId}").request(SourceUpdateRequest.class),
                        delete("delete", "/core/source/{sourceId}")));
        t.put(
                ParametersClient.class,
                List.of(
                        create("create", "/metrics/parameter")
                                .request(ParameterCreateRequest.class)
                                .record(Parameter.class),
                        get("get", "/metrics/parameter/{parameterId}").record(Parameter.class),
                        post("list", "/metrics/parameter/list").list(Parameter.class),
                        put("update", "/metrics/parameter/{parameterId}").request(ParameterUpdateRequest.class),
                        delete("delete", "/metrics/parameter/{parameterId}")));
        t.put(
                FieldsClient.class,
                List.of(
                        create("create", "/governance/field")
                                .request(FieldCreateRequest.class)
                                .record(Field.class),
                        post("fieldProperties", "/governance/field-property")
                                .request(FieldPropertiesRequest.class)
                                .items(FieldWithValue.class),
                        post("tabsByLevel", "/governance/field/tabs-by-level")
                                .field("level", "level", String.class, true)
                                .record(TabsByLevel.class),
                        get("tabsAndGroups", "/governance/field/tabs-groups").record(TabsAndGroups.class),
                        post("list", "/governance/field/list").list(Field.class),
                        post("updateFieldProperty", "/governance/field-property/update")
                                .request(FieldPropertyUpdateRequest.class)
                                .record(FieldProperty.class),
                        create("updateGroup", "/governance/field/update-group")
                                .whenSet("id", Endpoint.postIdempotent("/governance/field/update-group"))
                                .request(FieldGroupRequest.class)
                                .record(FieldGroup.class),
                        create("updateTab", "/governance/field/update-tab")
                                .whenSet("id", Endpoint.postIdempotent("/governance/field/update-tab"))
                                .request(FieldTabRequest.class)
                                .record(FieldTab.class),
                        post("updateTabIcon", "/governance/field/update-tab-icon")
                                .field("id", "tabId", String.class, true)
                                .field("icon", "icon", String.class, false)
                                .record(FieldTab.class),
                        put("update", "/governance/field/{fieldId}").request(FieldUpdateRequest.class),
                        delete("delete", "/governance/field/{fieldId}"),
                        delete("deleteGroup", "/governance/field/group/{groupId}"),
                        delete("deleteTab", "/governance/field/tab/{tabId}")));
        t.put(
                MetricDetailsClient.class,
                List.of(
                        create("create", "/metrics/detail")
                                .request(MetricDetailCreateRequest.class)
                                .record(MetricDetail.class),
                        get("byAsset", "/metrics/detail/asset/{assetId}").items(MetricDetail.class),
                        get("get", "/metrics/detail/{metricDetailId}").record(MetricDetail.class),
                        put("update", "/metrics/detail/{metricDetailId}").request(MetricDetailUpdateRequest.class),
                        delete("delete", "/metrics/detail/{metricDetailId}")));
        t.put(
                MetricTemplatesClient.class,
                List.of(
                        create("create", "/metrics/template")
                                .request(MetricTemplateCreateRequest.class)
                                .record(MetricTemplate.class),
                        get("get", "/metrics/template/{templateId}").record(MetricTemplate.class),
                        post("list", "/metrics/template/list").list(MetricTemplate.class),
                        get("metrics", "/metrics/template/{templateId}/metrics").items(MetricDetail.class),
                        put("update", "/metrics/template/{templateId}").request(MetricTemplateUpdateRequest.class),
                        delete("delete", "/metrics/template/{templateId}")));
        t.put(
                AlertClustersClient.class,
                List.of(
                        get("byAlert", "/metrics/alert-cluster/by-alert/{alertId}")
                                .record(AlertCluster.class),
                        get("get", "/metrics/alert-cluster/{clusterId}").record(AlertCluster.class),
                        post("list", "/metrics/alert-cluster/list").list(AlertClusterListItem.class),
                        put("update", "/metrics/alert-cluster/{clusterId}").request(AlertClusterUpdateRequest.class)));
        t.put(
                DomainsClient.class,
                List.of(
                        create("create", "/governance/domain")
                                .request(DomainCreateRequest.class)
                                .record(Domain.class),
                        post("export", "/governance/domain/export").export(DomainListItem.class),
                        get("get", "/governance/domain/{domainId}").record(Domain.class),
                        post("list", "/governance/domain/list").list(DomainListItem.class),
                        post("treeView", "/governance/domain/tree-view")
                                .field("has_user_filter", "hasUserFilter", boolean.class, false)
                                .record(DomainTree.class),
                        put("update", "/governance/domain/{domainId}").request(DomainUpdateRequest.class),
                        delete("delete", "/governance/domain/{domainId}")));
        t.put(
                TermsClient.class,
                List.of(
                        create("create", "/governance/term")
                                .request(TermCreateRequest.class)
                                .record(Term.class),
                        post("export", "/governance/term/export").export(TermListItem.class),
                        get("get", "/governance/term/{termId}").record(Term.class),
                        get("active", "/governance/term/active/list").items(TermListItem.class),
                        post("list", "/governance/term/list").list(TermListItem.class),
                        put("update", "/governance/term/{termId}").request(TermUpdateRequest.class),
                        delete("delete", "/governance/term/{termId}")));
        t.put(
                ApplicationsClient.class,
                List.of(
                        create("create", "/governance/application")
                                .request(ApplicationCreateRequest.class)
                                .record(Application.class),
                        post("export", "/governance/application/export").export(ApplicationListItem.class),
                        get("get", "/governance/application/{applicationId}").record(Application.class),
                        post("list", "/governance/application/list").list(ApplicationListItem.class),
                        put("update", "/governance/application/{applicationId}")
                                .request(ApplicationUpdateRequest.class),
                        delete("delete", "/governance/application/{applicationId}")));
        t.put(
                TagsClient.class,
                List.of(
                        create("create", "/governance/tag")
                                .request(TagCreateRequest.class)
                                .record(Tag.class),
                        post("export", "/governance/tag/export").export(TagListItem.class),
                        get("get", "/governance/tag/{tagId}").record(Tag.class),
                        post("list", "/governance/tag/list").list(TagListItem.class),
                        post("treeView", "/governance/tag/tree-view")
                                .field("has_user_filter", "hasUserFilter", boolean.class, false)
                                .record(TagTree.class),
                        put("update", "/governance/tag/{tagId}").request(TagUpdateRequest.class),
                        delete("delete", "/governance/tag/{tagId}")));
        t.put(
                GlossariesClient.class,
                List.of(
                        create("create", "/governance/glossary")
                                .request(GlossaryCreateRequest.class)
                                .record(Glossary.class),
                        post("treeView", "/governance/glossary/tree-view")
                                .field("has_user_filter", "hasUserFilter", boolean.class, false)
                                .record(GlossaryTree.class),
                        get("get", "/governance/glossary/{glossaryId}").record(Glossary.class),
                        post("list", "/governance/glossary/list").list(GlossaryListItem.class),
                        put("update", "/governance/glossary/{glossaryId}").request(GlossaryUpdateRequest.class),
                        delete("delete", "/governance/glossary/{glossaryId}")));
        t.put(
                DocumentsClient.class,
                List.of(
                        create("create", "/core/document")
                                .request(DocumentCreateRequest.class)
                                .record(Document.class),
                        post("latest", "/core/document/latest").list(Document.class),
                        post("byObject", "/core/document/{category}/{objectId}").list(Document.class),
                        get("get", "/core/document/{documentId}").record(Document.class),
                        post("list", "/core/document/list").list(Document.class),
                        put("update", "/core/document/{documentId}").request(DocumentUpdateRequest.class),
                        delete("delete", "/core/document/{documentId}")));
        Map<Class<?>, List<ApiOperation>> named = new LinkedHashMap<>();
        t.forEach((client, operations) -> {
            String simple =
                    client.getSimpleName().substring(0, client.getSimpleName().length() - "Client".length());
            String group = Character.toLowerCase(simple.charAt(0)) + simple.substring(1);
            named.put(client, operations.stream().map(o -> o.inGroup(group)).toList());
        });
        return Collections.unmodifiableMap(named);
    }

    /**
     * Finds the declared operation a literal method and path of {@code request(...)} reach: the one whose template
     * matches with the most literal segments (so {@code POST /metrics/template/list} is the list, not an id).
     *
     * @param method the upper-case HTTP method
     * @param literal the literal endpoint
     * @return the declared endpoint (for an upsert, its create), or {@code null} when none matches
     */
    static Endpoint match(String method, Endpoint literal) {
        Endpoint best = null;
        int bestExact = -1;
        for (List<ApiOperation> operations : BY_CLIENT.values()) {
            for (ApiOperation operation : operations) {
                int exact = operation.endpoint().matches(method, literal);
                if (exact > bestExact) {
                    best = operation.endpoint();
                    bestExact = exact;
                }
            }
        }
        return best;
    }
}
