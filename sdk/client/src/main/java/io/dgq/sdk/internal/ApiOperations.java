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

    private ApiOperations() {
    }

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

    private static ApiOperation op(String name, Endpoint endpoint) {
        return ApiOperation.of(name, endpoint);
    }

    private static Map<Class<?>, List<ApiOperation>> table() {
        Map<Class<?>, List<ApiOperation>> t = new LinkedHashMap<>();
        t.put(AuthClient.class, List.of(
                op("createAccessToken", Endpoint.postCreate("/auth/access_token/"))
                        .request(AccessTokenCreateRequest.class).record(AccessToken.class)));
        t.put(PatternsClient.class, List.of(
                op("create", Endpoint.postCreate("/metrics/pattern"))
                        .request(PatternCreateRequest.class).record(Pattern.class),
                op("byAttribute", Endpoint.postIdempotent("/metrics/pattern/attribute-pattern"))
                        .field("attribute_id", "attributeId", String.class, true).items(Pattern.class),
                op("byTerm", Endpoint.postIdempotent("/metrics/pattern/attribute-pattern"))
                        .field("term_id", "termId", String.class, true).items(Pattern.class),
                op("get", Endpoint.get("/metrics/pattern/{patternId}")).record(Pattern.class),
                op("list", Endpoint.postIdempotent("/metrics/pattern/list")).list(Pattern.class),
                op("update", Endpoint.put("/metrics/pattern/{patternId}")).request(PatternUpdateRequest.class),
                op("delete", Endpoint.delete("/metrics/pattern/{patternId}"))));
        t.put(ConversationsClient.class, List.of(
                op("create", Endpoint.postCreate("/core/conversation"))
                        .request(ConversationCreateRequest.class).record(Conversation.class),
                op("byObject", Endpoint.postIdempotent("/core/conversation/{category}/{objectId}"))
                        .list(Conversation.class),
                op("get", Endpoint.get("/core/conversation/{conversationId}")).record(Conversation.class),
                op("update", Endpoint.put("/core/conversation/{conversationId}"))
                        .request(ConversationUpdateRequest.class),
                op("delete", Endpoint.delete("/core/conversation/{conversationId}"))));
        t.put(SourcesClient.class, List.of(
                op("create", Endpoint.postCreate("/core/source")).request(SourceCreateRequest.class)
                        .record(Source.class),
                op("get", Endpoint.get("/core/source/{sourceId}")).record(Source.class),
                op("list", Endpoint.postIdempotent("/core/source/list")).list(SourceListItem.class),
                op("update", Endpoint.put("/core/source/{sourceId}")).request(SourceUpdateRequest.class),
                op("delete", Endpoint.delete("/core/source/{sourceId}"))));
        t.put(ParametersClient.class, List.of(
                op("create", Endpoint.postCreate("/metrics/parameter")).request(ParameterCreateRequest.class)
                        .record(Parameter.class),
                op("get", Endpoint.get("/metrics/parameter/{parameterId}")).record(Parameter.class),
                op("list", Endpoint.postIdempotent("/metrics/parameter/list")).list(Parameter.class),
                op("update", Endpoint.put("/metrics/parameter/{parameterId}")).request(ParameterUpdateRequest.class),
                op("delete", Endpoint.delete("/metrics/parameter/{parameterId}"))));
        t.put(FieldsClient.class, List.of(
                op("create", Endpoint.postCreate("/governance/field")).request(FieldCreateRequest.class)
                        .record(Field.class),
                op("fieldProperties", Endpoint.postIdempotent("/governance/field-property"))
                        .request(FieldPropertiesRequest.class).items(FieldWithValue.class),
                op("tabsByLevel", Endpoint.postIdempotent("/governance/field/tabs-by-level"))
                        .field("level", "level", String.class, true).record(TabsByLevel.class),
                op("tabsAndGroups", Endpoint.get("/governance/field/tabs-groups")).record(TabsAndGroups.class),
                op("list", Endpoint.postIdempotent("/governance/field/list")).list(Field.class),
                op("updateFieldProperty", Endpoint.postIdempotent("/governance/field-property/update"))
                        .request(FieldPropertyUpdateRequest.class).record(FieldProperty.class),
                op("updateGroup", Endpoint.postCreate("/governance/field/update-group"))
                        .whenSet("id", Endpoint.postIdempotent("/governance/field/update-group"))
                        .request(FieldGroupRequest.class).record(FieldGroup.class),
                op("updateTab", Endpoint.postCreate("/governance/field/update-tab"))
                        .whenSet("id", Endpoint.postIdempotent("/governance/field/update-tab"))
                        .request(FieldTabRequest.class).record(FieldTab.class),
                op("updateTabIcon", Endpoint.postIdempotent("/governance/field/update-tab-icon"))
                        .field("id", "tabId", String.class, true).field("icon", "icon", String.class, false)
                        .record(FieldTab.class),
                op("update", Endpoint.put("/governance/field/{fieldId}")).request(FieldUpdateRequest.class),
                op("delete", Endpoint.delete("/governance/field/{fieldId}")),
                op("deleteGroup", Endpoint.delete("/governance/field/group/{groupId}")),
                op("deleteTab", Endpoint.delete("/governance/field/tab/{tabId}"))));
        t.put(MetricDetailsClient.class, List.of(
                op("create", Endpoint.postCreate("/metrics/detail")).request(MetricDetailCreateRequest.class)
                        .record(MetricDetail.class),
                op("byAsset", Endpoint.get("/metrics/detail/asset/{assetId}")).items(MetricDetail.class),
                op("get", Endpoint.get("/metrics/detail/{metricDetailId}")).record(MetricDetail.class),
                op("update", Endpoint.put("/metrics/detail/{metricDetailId}"))
                        .request(MetricDetailUpdateRequest.class),
                op("delete", Endpoint.delete("/metrics/detail/{metricDetailId}"))));
        t.put(MetricTemplatesClient.class, List.of(
                op("create", Endpoint.postCreate("/metrics/template")).request(MetricTemplateCreateRequest.class)
                        .record(MetricTemplate.class),
                op("get", Endpoint.get("/metrics/template/{templateId}")).record(MetricTemplate.class),
                op("list", Endpoint.postIdempotent("/metrics/template/list")).list(MetricTemplate.class),
                op("metrics", Endpoint.get("/metrics/template/{templateId}/metrics")).items(MetricDetail.class),
                op("update", Endpoint.put("/metrics/template/{templateId}"))
                        .request(MetricTemplateUpdateRequest.class),
                op("delete", Endpoint.delete("/metrics/template/{templateId}"))));
        t.put(AlertClustersClient.class, List.of(
                op("byAlert", Endpoint.get("/metrics/alert-cluster/by-alert/{alertId}")).record(AlertCluster.class),
                op("get", Endpoint.get("/metrics/alert-cluster/{clusterId}")).record(AlertCluster.class),
                op("list", Endpoint.postIdempotent("/metrics/alert-cluster/list")).list(AlertClusterListItem.class),
                op("update", Endpoint.put("/metrics/alert-cluster/{clusterId}"))
                        .request(AlertClusterUpdateRequest.class)));
        t.put(DomainsClient.class, List.of(
                op("create", Endpoint.postCreate("/governance/domain")).request(DomainCreateRequest.class)
                        .record(Domain.class),
                op("export", Endpoint.postIdempotent("/governance/domain/export")).export(DomainListItem.class),
                op("get", Endpoint.get("/governance/domain/{domainId}")).record(Domain.class),
                op("list", Endpoint.postIdempotent("/governance/domain/list")).list(DomainListItem.class),
                op("treeView", Endpoint.postIdempotent("/governance/domain/tree-view"))
                        .field("has_user_filter", "hasUserFilter", boolean.class, false).record(DomainTree.class),
                op("update", Endpoint.put("/governance/domain/{domainId}")).request(DomainUpdateRequest.class),
                op("delete", Endpoint.delete("/governance/domain/{domainId}"))));
        t.put(TermsClient.class, List.of(
                op("create", Endpoint.postCreate("/governance/term")).request(TermCreateRequest.class)
                        .record(Term.class),
                op("export", Endpoint.postIdempotent("/governance/term/export")).export(TermListItem.class),
                op("get", Endpoint.get("/governance/term/{termId}")).record(Term.class),
                op("active", Endpoint.get("/governance/term/active/list")).items(TermListItem.class),
                op("list", Endpoint.postIdempotent("/governance/term/list")).list(TermListItem.class),
                op("update", Endpoint.put("/governance/term/{termId}")).request(TermUpdateRequest.class),
                op("delete", Endpoint.delete("/governance/term/{termId}"))));
        t.put(ApplicationsClient.class, List.of(
                op("create", Endpoint.postCreate("/governance/application")).request(ApplicationCreateRequest.class)
                        .record(Application.class),
                op("export", Endpoint.postIdempotent("/governance/application/export"))
                        .export(ApplicationListItem.class),
                op("get", Endpoint.get("/governance/application/{applicationId}")).record(Application.class),
                op("list", Endpoint.postIdempotent("/governance/application/list")).list(ApplicationListItem.class),
                op("update", Endpoint.put("/governance/application/{applicationId}"))
                        .request(ApplicationUpdateRequest.class),
                op("delete", Endpoint.delete("/governance/application/{applicationId}"))));
        t.put(TagsClient.class, List.of(
                op("create", Endpoint.postCreate("/governance/tag")).request(TagCreateRequest.class)
                        .record(Tag.class),
                op("export", Endpoint.postIdempotent("/governance/tag/export")).export(TagListItem.class),
                op("get", Endpoint.get("/governance/tag/{tagId}")).record(Tag.class),
                op("list", Endpoint.postIdempotent("/governance/tag/list")).list(TagListItem.class),
                op("treeView", Endpoint.postIdempotent("/governance/tag/tree-view"))
                        .field("has_user_filter", "hasUserFilter", boolean.class, false).record(TagTree.class),
                op("update", Endpoint.put("/governance/tag/{tagId}")).request(TagUpdateRequest.class),
                op("delete", Endpoint.delete("/governance/tag/{tagId}"))));
        t.put(GlossariesClient.class, List.of(
                op("create", Endpoint.postCreate("/governance/glossary")).request(GlossaryCreateRequest.class)
                        .record(Glossary.class),
                op("treeView", Endpoint.postIdempotent("/governance/glossary/tree-view"))
                        .field("has_user_filter", "hasUserFilter", boolean.class, false).record(GlossaryTree.class),
                op("get", Endpoint.get("/governance/glossary/{glossaryId}")).record(Glossary.class),
                op("list", Endpoint.postIdempotent("/governance/glossary/list")).list(GlossaryListItem.class),
                op("update", Endpoint.put("/governance/glossary/{glossaryId}")).request(GlossaryUpdateRequest.class),
                op("delete", Endpoint.delete("/governance/glossary/{glossaryId}"))));
        t.put(DocumentsClient.class, List.of(
                op("create", Endpoint.postCreate("/core/document")).request(DocumentCreateRequest.class)
                        .record(Document.class),
                op("latest", Endpoint.postIdempotent("/core/document/latest")).list(Document.class),
                op("byObject", Endpoint.postIdempotent("/core/document/{category}/{objectId}")).list(Document.class),
                op("get", Endpoint.get("/core/document/{documentId}")).record(Document.class),
                op("list", Endpoint.postIdempotent("/core/document/list")).list(Document.class),
                op("update", Endpoint.put("/core/document/{documentId}")).request(DocumentUpdateRequest.class),
                op("delete", Endpoint.delete("/core/document/{documentId}"))));
        return Collections.unmodifiableMap(t);
    }
}
