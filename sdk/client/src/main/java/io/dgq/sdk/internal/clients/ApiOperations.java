// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.internal.clients;

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
import io.dgq.sdk.internal.ApiOperation;
import io.dgq.sdk.internal.Endpoint;
import io.dgq.sdk.metricdetails.MetricDetail;
import io.dgq.sdk.metricdetails.MetricDetailCreateRequest;
import io.dgq.sdk.metricdetails.MetricDetailUpdateRequest;
import io.dgq.sdk.metricdetails.MetricDetailsClient;
import io.dgq.sdk.metrictemplates.MetricTemplate;
import io.dgq.sdk.metrictemplates.MetricTemplateCreateRequest;
import io.dgq.sdk.metrictemplates.MetricTemplateUpdateRequest;
import io.dgq.sdk.metrictemplates.MetricTemplatesClient;
import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
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
 * Every operation of the resource clients, declared once, in the order of the OpenAPI document: its endpoint
 * (method, path relative to {@code /api/v1}, retry class), what its body is made of and what its {@code data}
 * decodes to. The clients' implementations hand these constants to the call pipeline. Internal.
 */
public final class ApiOperations {
    /** {@code auth.createAccessToken}: {@code POST /api/v1/auth/access_token/}. */
    public static final ApiOperation<AccessTokenCreateRequest, AccessToken, AccessToken> AUTH_CREATE_ACCESS_TOKEN =
            ApiOperation.declare("auth", "createAccessToken", Endpoint.postCreate("/auth/access_token/"))
                    .request(AccessTokenCreateRequest.class)
                    .record(AccessToken.class);

    /** {@code patterns.create}: {@code POST /api/v1/metrics/pattern}. */
    public static final ApiOperation<PatternCreateRequest, Pattern, Pattern> PATTERNS_CREATE = ApiOperation.declare(
                    "patterns", "create", Endpoint.postCreate("/metrics/pattern"))
            .request(PatternCreateRequest.class)
            .record(Pattern.class);

    /** {@code patterns.byAttribute}: {@code POST /api/v1/metrics/pattern/attribute-pattern}. */
    public static final ApiOperation<Object[], List<Pattern>, List<Pattern>> PATTERNS_BY_ATTRIBUTE =
            ApiOperation.declare(
                            "patterns", "byAttribute", Endpoint.postIdempotent("/metrics/pattern/attribute-pattern"))
                    .field("attribute_id", "attributeId", String.class, true)
                    .items(Pattern.class);

    /** {@code patterns.byTerm}: {@code POST /api/v1/metrics/pattern/attribute-pattern}. */
    public static final ApiOperation<Object[], List<Pattern>, List<Pattern>> PATTERNS_BY_TERM = ApiOperation.declare(
                    "patterns", "byTerm", Endpoint.postIdempotent("/metrics/pattern/attribute-pattern"))
            .field("term_id", "termId", String.class, true)
            .items(Pattern.class);

    /** {@code patterns.get}: {@code GET /api/v1/metrics/pattern/{patternId}}. */
    public static final ApiOperation<Void, Pattern, Pattern> PATTERNS_GET = ApiOperation.declare(
                    "patterns", "get", Endpoint.get("/metrics/pattern/{patternId}"))
            .record(Pattern.class);

    /** {@code patterns.update}: {@code PUT /api/v1/metrics/pattern/{patternId}}. */
    public static final ApiOperation<PatternUpdateRequest, JsonObject, Void> PATTERNS_UPDATE = ApiOperation.declare(
                    "patterns", "update", Endpoint.put("/metrics/pattern/{patternId}"))
            .request(PatternUpdateRequest.class);

    /** {@code patterns.delete}: {@code DELETE /api/v1/metrics/pattern/{patternId}}. */
    public static final ApiOperation<Void, JsonObject, Void> PATTERNS_DELETE =
            ApiOperation.declare("patterns", "delete", Endpoint.delete("/metrics/pattern/{patternId}"));

    /** {@code patterns.list}: {@code POST /api/v1/metrics/pattern/list}. */
    public static final ApiOperation<ListRequest, Page<Pattern>, Page<Pattern>> PATTERNS_LIST = ApiOperation.declare(
                    "patterns", "list", Endpoint.postIdempotent("/metrics/pattern/list"))
            .list(Pattern.class);

    /** {@code conversations.create}: {@code POST /api/v1/core/conversation}. */
    public static final ApiOperation<ConversationCreateRequest, Conversation, Conversation> CONVERSATIONS_CREATE =
            ApiOperation.declare("conversations", "create", Endpoint.postCreate("/core/conversation"))
                    .request(ConversationCreateRequest.class)
                    .record(Conversation.class);

    /** {@code conversations.byObject}: {@code POST /api/v1/core/conversation/{category}/{objectId}}. */
    public static final ApiOperation<ListRequest, Page<Conversation>, Page<Conversation>> CONVERSATIONS_BY_OBJECT =
            ApiOperation.declare(
                            "conversations",
                            "byObject",
                            Endpoint.postIdempotent("/core/conversation/{category}/{objectId}"))
                    .list(Conversation.class);

    /** {@code conversations.get}: {@code GET /api/v1/core/conversation/{conversationId}}. */
    public static final ApiOperation<Void, Conversation, Conversation> CONVERSATIONS_GET = ApiOperation.declare(
                    "conversations", "get", Endpoint.get("/core/conversation/{conversationId}"))
            .record(Conversation.class);

    /** {@code conversations.update}: {@code PUT /api/v1/core/conversation/{conversationId}}. */
    public static final ApiOperation<ConversationUpdateRequest, JsonObject, Void> CONVERSATIONS_UPDATE =
            ApiOperation.declare("conversations", "update", Endpoint.put("/core/conversation/{conversationId}"))
                    .request(ConversationUpdateRequest.class);

    /** {@code conversations.delete}: {@code DELETE /api/v1/core/conversation/{conversationId}}. */
    public static final ApiOperation<Void, JsonObject, Void> CONVERSATIONS_DELETE =
            ApiOperation.declare("conversations", "delete", Endpoint.delete("/core/conversation/{conversationId}"));

    /** {@code sources.create}: {@code POST /api/v1/core/source}. */
    public static final ApiOperation<SourceCreateRequest, Source, Source> SOURCES_CREATE = ApiOperation.declare(
                    "sources", "create", Endpoint.postCreate("/core/source"))
            .request(SourceCreateRequest.class)
            .record(Source.class);

    /** {@code sources.get}: {@code GET /api/v1/core/source/{sourceId}}. */
    public static final ApiOperation<Void, Source, Source> SOURCES_GET = ApiOperation.declare(
                    "sources", "get", Endpoint.get("/core/source/{sourceId}"))
            .record(Source.class);

    /** {@code sources.update}: {@code PUT /api/v1/core/source/{sourceId}}. */
    public static final ApiOperation<SourceUpdateRequest, JsonObject, Void> SOURCES_UPDATE = ApiOperation.declare(
                    "sources", "update", Endpoint.put("/core/source/{sourceId}"))
            .request(SourceUpdateRequest.class);

    /** {@code sources.delete}: {@code DELETE /api/v1/core/source/{sourceId}}. */
    public static final ApiOperation<Void, JsonObject, Void> SOURCES_DELETE =
            ApiOperation.declare("sources", "delete", Endpoint.delete("/core/source/{sourceId}"));

    /** {@code sources.list}: {@code POST /api/v1/core/source/list}. */
    public static final ApiOperation<ListRequest, Page<SourceListItem>, Page<SourceListItem>> SOURCES_LIST =
            ApiOperation.declare("sources", "list", Endpoint.postIdempotent("/core/source/list"))
                    .list(SourceListItem.class);

    /** {@code parameters.create}: {@code POST /api/v1/metrics/parameter}. */
    public static final ApiOperation<ParameterCreateRequest, Parameter, Parameter> PARAMETERS_CREATE =
            ApiOperation.declare("parameters", "create", Endpoint.postCreate("/metrics/parameter"))
                    .request(ParameterCreateRequest.class)
                    .record(Parameter.class);

    /** {@code parameters.get}: {@code GET /api/v1/metrics/parameter/{parameterId}}. */
    public static final ApiOperation<Void, Parameter, Parameter> PARAMETERS_GET = ApiOperation.declare(
                    "parameters", "get", Endpoint.get("/metrics/parameter/{parameterId}"))
            .record(Parameter.class);

    /** {@code parameters.update}: {@code PUT /api/v1/metrics/parameter/{parameterId}}. */
    public static final ApiOperation<ParameterUpdateRequest, JsonObject, Void> PARAMETERS_UPDATE = ApiOperation.declare(
                    "parameters", "update", Endpoint.put("/metrics/parameter/{parameterId}"))
            .request(ParameterUpdateRequest.class);

    /** {@code parameters.delete}: {@code DELETE /api/v1/metrics/parameter/{parameterId}}. */
    public static final ApiOperation<Void, JsonObject, Void> PARAMETERS_DELETE =
            ApiOperation.declare("parameters", "delete", Endpoint.delete("/metrics/parameter/{parameterId}"));

    /** {@code parameters.list}: {@code POST /api/v1/metrics/parameter/list}. */
    public static final ApiOperation<ListRequest, Page<Parameter>, Page<Parameter>> PARAMETERS_LIST =
            ApiOperation.declare("parameters", "list", Endpoint.postIdempotent("/metrics/parameter/list"))
                    .list(Parameter.class);

    /** {@code fields.create}: {@code POST /api/v1/governance/field}. */
    public static final ApiOperation<FieldCreateRequest, Field, Field> FIELDS_CREATE = ApiOperation.declare(
                    "fields", "create", Endpoint.postCreate("/governance/field"))
            .request(FieldCreateRequest.class)
            .record(Field.class);

    /** {@code fields.fieldProperties}: {@code POST /api/v1/governance/field-property}. */
    public static final ApiOperation<FieldPropertiesRequest, List<FieldWithValue>, List<FieldWithValue>>
            FIELDS_FIELD_PROPERTIES = ApiOperation.declare(
                            "fields", "fieldProperties", Endpoint.postIdempotent("/governance/field-property"))
                    .request(FieldPropertiesRequest.class)
                    .items(FieldWithValue.class);

    /** {@code fields.tabsByLevel}: {@code POST /api/v1/governance/field/tabs-by-level}. */
    public static final ApiOperation<Object[], TabsByLevel, TabsByLevel> FIELDS_TABS_BY_LEVEL = ApiOperation.declare(
                    "fields", "tabsByLevel", Endpoint.postIdempotent("/governance/field/tabs-by-level"))
            .field("level", "level", String.class, true)
            .record(TabsByLevel.class);

    /** {@code fields.tabsAndGroups}: {@code GET /api/v1/governance/field/tabs-groups}. */
    public static final ApiOperation<Void, TabsAndGroups, TabsAndGroups> FIELDS_TABS_AND_GROUPS = ApiOperation.declare(
                    "fields", "tabsAndGroups", Endpoint.get("/governance/field/tabs-groups"))
            .record(TabsAndGroups.class);

    /** {@code fields.list}: {@code POST /api/v1/governance/field/list}. */
    public static final ApiOperation<ListRequest, Page<Field>, Page<Field>> FIELDS_LIST = ApiOperation.declare(
                    "fields", "list", Endpoint.postIdempotent("/governance/field/list"))
            .list(Field.class);

    /** {@code fields.updateFieldProperty}: {@code POST /api/v1/governance/field-property/update}. */
    public static final ApiOperation<FieldPropertyUpdateRequest, FieldProperty, FieldProperty>
            FIELDS_UPDATE_FIELD_PROPERTY = ApiOperation.declare(
                            "fields",
                            "updateFieldProperty",
                            Endpoint.postIdempotent("/governance/field-property/update"))
                    .request(FieldPropertyUpdateRequest.class)
                    .record(FieldProperty.class);

    /** {@code fields.updateGroup}: {@code POST /api/v1/governance/field/update-group}. */
    public static final ApiOperation<FieldGroupRequest, FieldGroup, FieldGroup> FIELDS_UPDATE_GROUP =
            ApiOperation.declare("fields", "updateGroup", Endpoint.postCreate("/governance/field/update-group"))
                    .whenSet("id", Endpoint.postIdempotent("/governance/field/update-group"))
                    .request(FieldGroupRequest.class)
                    .record(FieldGroup.class);

    /** {@code fields.updateTab}: {@code POST /api/v1/governance/field/update-tab}. */
    public static final ApiOperation<FieldTabRequest, FieldTab, FieldTab> FIELDS_UPDATE_TAB = ApiOperation.declare(
                    "fields", "updateTab", Endpoint.postCreate("/governance/field/update-tab"))
            .whenSet("id", Endpoint.postIdempotent("/governance/field/update-tab"))
            .request(FieldTabRequest.class)
            .record(FieldTab.class);

    /** {@code fields.updateTabIcon}: {@code POST /api/v1/governance/field/update-tab-icon}. */
    public static final ApiOperation<Object[], FieldTab, FieldTab> FIELDS_UPDATE_TAB_ICON = ApiOperation.declare(
                    "fields", "updateTabIcon", Endpoint.postIdempotent("/governance/field/update-tab-icon"))
            .field("id", "tabId", String.class, true)
            .field("icon", "icon", String.class, false)
            .record(FieldTab.class);

    /** {@code fields.update}: {@code PUT /api/v1/governance/field/{fieldId}}. */
    public static final ApiOperation<FieldUpdateRequest, JsonObject, Void> FIELDS_UPDATE = ApiOperation.declare(
                    "fields", "update", Endpoint.put("/governance/field/{fieldId}"))
            .request(FieldUpdateRequest.class);

    /** {@code fields.delete}: {@code DELETE /api/v1/governance/field/{fieldId}}. */
    public static final ApiOperation<Void, JsonObject, Void> FIELDS_DELETE =
            ApiOperation.declare("fields", "delete", Endpoint.delete("/governance/field/{fieldId}"));

    /** {@code fields.deleteGroup}: {@code DELETE /api/v1/governance/field/group/{groupId}}. */
    public static final ApiOperation<Void, JsonObject, Void> FIELDS_DELETE_GROUP =
            ApiOperation.declare("fields", "deleteGroup", Endpoint.delete("/governance/field/group/{groupId}"));

    /** {@code fields.deleteTab}: {@code DELETE /api/v1/governance/field/tab/{tabId}}. */
    public static final ApiOperation<Void, JsonObject, Void> FIELDS_DELETE_TAB =
            ApiOperation.declare("fields", "deleteTab", Endpoint.delete("/governance/field/tab/{tabId}"));

    /** {@code metricDetails.create}: {@code POST /api/v1/metrics/detail}. */
    public static final ApiOperation<MetricDetailCreateRequest, MetricDetail, MetricDetail> METRIC_DETAILS_CREATE =
            ApiOperation.declare("metricDetails", "create", Endpoint.postCreate("/metrics/detail"))
                    .request(MetricDetailCreateRequest.class)
                    .record(MetricDetail.class);

    /** {@code metricDetails.byAsset}: {@code GET /api/v1/metrics/detail/asset/{assetId}}. */
    public static final ApiOperation<Void, List<MetricDetail>, List<MetricDetail>> METRIC_DETAILS_BY_ASSET =
            ApiOperation.declare("metricDetails", "byAsset", Endpoint.get("/metrics/detail/asset/{assetId}"))
                    .items(MetricDetail.class);

    /** {@code metricDetails.get}: {@code GET /api/v1/metrics/detail/{metricDetailId}}. */
    public static final ApiOperation<Void, MetricDetail, MetricDetail> METRIC_DETAILS_GET = ApiOperation.declare(
                    "metricDetails", "get", Endpoint.get("/metrics/detail/{metricDetailId}"))
            .record(MetricDetail.class);

    /** {@code metricDetails.update}: {@code PUT /api/v1/metrics/detail/{metricDetailId}}. */
    public static final ApiOperation<MetricDetailUpdateRequest, JsonObject, Void> METRIC_DETAILS_UPDATE =
            ApiOperation.declare("metricDetails", "update", Endpoint.put("/metrics/detail/{metricDetailId}"))
                    .request(MetricDetailUpdateRequest.class);

    /** {@code metricDetails.delete}: {@code DELETE /api/v1/metrics/detail/{metricDetailId}}. */
    public static final ApiOperation<Void, JsonObject, Void> METRIC_DETAILS_DELETE =
            ApiOperation.declare("metricDetails", "delete", Endpoint.delete("/metrics/detail/{metricDetailId}"));

    /** {@code metricTemplates.create}: {@code POST /api/v1/metrics/template}. */
    public static final ApiOperation<MetricTemplateCreateRequest, MetricTemplate, MetricTemplate>
            METRIC_TEMPLATES_CREATE = ApiOperation.declare(
                            "metricTemplates", "create", Endpoint.postCreate("/metrics/template"))
                    .request(MetricTemplateCreateRequest.class)
                    .record(MetricTemplate.class);

    /** {@code metricTemplates.get}: {@code GET /api/v1/metrics/template/{templateId}}. */
    public static final ApiOperation<Void, MetricTemplate, MetricTemplate> METRIC_TEMPLATES_GET = ApiOperation.declare(
                    "metricTemplates", "get", Endpoint.get("/metrics/template/{templateId}"))
            .record(MetricTemplate.class);

    /** {@code metricTemplates.update}: {@code PUT /api/v1/metrics/template/{templateId}}. */
    public static final ApiOperation<MetricTemplateUpdateRequest, JsonObject, Void> METRIC_TEMPLATES_UPDATE =
            ApiOperation.declare("metricTemplates", "update", Endpoint.put("/metrics/template/{templateId}"))
                    .request(MetricTemplateUpdateRequest.class);

    /** {@code metricTemplates.delete}: {@code DELETE /api/v1/metrics/template/{templateId}}. */
    public static final ApiOperation<Void, JsonObject, Void> METRIC_TEMPLATES_DELETE =
            ApiOperation.declare("metricTemplates", "delete", Endpoint.delete("/metrics/template/{templateId}"));

    /** {@code metricTemplates.list}: {@code POST /api/v1/metrics/template/list}. */
    public static final ApiOperation<ListRequest, Page<MetricTemplate>, Page<MetricTemplate>> METRIC_TEMPLATES_LIST =
            ApiOperation.declare("metricTemplates", "list", Endpoint.postIdempotent("/metrics/template/list"))
                    .list(MetricTemplate.class);

    /** {@code metricTemplates.metrics}: {@code GET /api/v1/metrics/template/{templateId}/metrics}. */
    public static final ApiOperation<Void, List<MetricDetail>, List<MetricDetail>> METRIC_TEMPLATES_METRICS =
            ApiOperation.declare("metricTemplates", "metrics", Endpoint.get("/metrics/template/{templateId}/metrics"))
                    .items(MetricDetail.class);

    /** {@code alertClusters.byAlert}: {@code GET /api/v1/metrics/alert-cluster/by-alert/{alertId}}. */
    public static final ApiOperation<Void, AlertCluster, AlertCluster> ALERT_CLUSTERS_BY_ALERT = ApiOperation.declare(
                    "alertClusters", "byAlert", Endpoint.get("/metrics/alert-cluster/by-alert/{alertId}"))
            .record(AlertCluster.class);

    /** {@code alertClusters.get}: {@code GET /api/v1/metrics/alert-cluster/{clusterId}}. */
    public static final ApiOperation<Void, AlertCluster, AlertCluster> ALERT_CLUSTERS_GET = ApiOperation.declare(
                    "alertClusters", "get", Endpoint.get("/metrics/alert-cluster/{clusterId}"))
            .record(AlertCluster.class);

    /** {@code alertClusters.update}: {@code PUT /api/v1/metrics/alert-cluster/{clusterId}}. */
    public static final ApiOperation<AlertClusterUpdateRequest, JsonObject, Void> ALERT_CLUSTERS_UPDATE =
            ApiOperation.declare("alertClusters", "update", Endpoint.put("/metrics/alert-cluster/{clusterId}"))
                    .request(AlertClusterUpdateRequest.class);

    /** {@code alertClusters.list}: {@code POST /api/v1/metrics/alert-cluster/list}. */
    public static final ApiOperation<ListRequest, Page<AlertClusterListItem>, Page<AlertClusterListItem>>
            ALERT_CLUSTERS_LIST = ApiOperation.declare(
                            "alertClusters", "list", Endpoint.postIdempotent("/metrics/alert-cluster/list"))
                    .list(AlertClusterListItem.class);

    /** {@code domains.create}: {@code POST /api/v1/governance/domain}. */
    public static final ApiOperation<DomainCreateRequest, Domain, Domain> DOMAINS_CREATE = ApiOperation.declare(
                    "domains", "create", Endpoint.postCreate("/governance/domain"))
            .request(DomainCreateRequest.class)
            .record(Domain.class);

    /** {@code domains.export}: {@code POST /api/v1/governance/domain/export}. */
    public static final ApiOperation<ListRequest, Page<DomainListItem>, List<DomainListItem>> DOMAINS_EXPORT =
            ApiOperation.declare("domains", "export", Endpoint.postIdempotent("/governance/domain/export"))
                    .export(DomainListItem.class);

    /** {@code domains.get}: {@code GET /api/v1/governance/domain/{domainId}}. */
    public static final ApiOperation<Void, Domain, Domain> DOMAINS_GET = ApiOperation.declare(
                    "domains", "get", Endpoint.get("/governance/domain/{domainId}"))
            .record(Domain.class);

    /** {@code domains.update}: {@code PUT /api/v1/governance/domain/{domainId}}. */
    public static final ApiOperation<DomainUpdateRequest, JsonObject, Void> DOMAINS_UPDATE = ApiOperation.declare(
                    "domains", "update", Endpoint.put("/governance/domain/{domainId}"))
            .request(DomainUpdateRequest.class);

    /** {@code domains.delete}: {@code DELETE /api/v1/governance/domain/{domainId}}. */
    public static final ApiOperation<Void, JsonObject, Void> DOMAINS_DELETE =
            ApiOperation.declare("domains", "delete", Endpoint.delete("/governance/domain/{domainId}"));

    /** {@code domains.list}: {@code POST /api/v1/governance/domain/list}. */
    public static final ApiOperation<ListRequest, Page<DomainListItem>, Page<DomainListItem>> DOMAINS_LIST =
            ApiOperation.declare("domains", "list", Endpoint.postIdempotent("/governance/domain/list"))
                    .list(DomainListItem.class);

    /** {@code domains.treeView}: {@code POST /api/v1/governance/domain/tree-view}. */
    public static final ApiOperation<Object[], DomainTree, DomainTree> DOMAINS_TREE_VIEW = ApiOperation.declare(
                    "domains", "treeView", Endpoint.postIdempotent("/governance/domain/tree-view"))
            .field("has_user_filter", "hasUserFilter", boolean.class, false)
            .record(DomainTree.class);

    /** {@code terms.create}: {@code POST /api/v1/governance/term}. */
    public static final ApiOperation<TermCreateRequest, Term, Term> TERMS_CREATE = ApiOperation.declare(
                    "terms", "create", Endpoint.postCreate("/governance/term"))
            .request(TermCreateRequest.class)
            .record(Term.class);

    /** {@code terms.export}: {@code POST /api/v1/governance/term/export}. */
    public static final ApiOperation<ListRequest, Page<TermListItem>, List<TermListItem>> TERMS_EXPORT =
            ApiOperation.declare("terms", "export", Endpoint.postIdempotent("/governance/term/export"))
                    .export(TermListItem.class);

    /** {@code terms.get}: {@code GET /api/v1/governance/term/{termId}}. */
    public static final ApiOperation<Void, Term, Term> TERMS_GET = ApiOperation.declare(
                    "terms", "get", Endpoint.get("/governance/term/{termId}"))
            .record(Term.class);

    /** {@code terms.update}: {@code PUT /api/v1/governance/term/{termId}}. */
    public static final ApiOperation<TermUpdateRequest, JsonObject, Void> TERMS_UPDATE = ApiOperation.declare(
                    "terms", "update", Endpoint.put("/governance/term/{termId}"))
            .request(TermUpdateRequest.class);

    /** {@code terms.delete}: {@code DELETE /api/v1/governance/term/{termId}}. */
    public static final ApiOperation<Void, JsonObject, Void> TERMS_DELETE =
            ApiOperation.declare("terms", "delete", Endpoint.delete("/governance/term/{termId}"));

    /** {@code terms.list}: {@code POST /api/v1/governance/term/list}. */
    public static final ApiOperation<ListRequest, Page<TermListItem>, Page<TermListItem>> TERMS_LIST =
            ApiOperation.declare("terms", "list", Endpoint.postIdempotent("/governance/term/list"))
                    .list(TermListItem.class);

    /** {@code terms.active}: {@code GET /api/v1/governance/term/active/list}. */
    public static final ApiOperation<Void, List<TermListItem>, List<TermListItem>> TERMS_ACTIVE = ApiOperation.declare(
                    "terms", "active", Endpoint.get("/governance/term/active/list"))
            .items(TermListItem.class);

    /** {@code applications.create}: {@code POST /api/v1/governance/application}. */
    public static final ApiOperation<ApplicationCreateRequest, Application, Application> APPLICATIONS_CREATE =
            ApiOperation.declare("applications", "create", Endpoint.postCreate("/governance/application"))
                    .request(ApplicationCreateRequest.class)
                    .record(Application.class);

    /** {@code applications.export}: {@code POST /api/v1/governance/application/export}. */
    public static final ApiOperation<ListRequest, Page<ApplicationListItem>, List<ApplicationListItem>>
            APPLICATIONS_EXPORT = ApiOperation.declare(
                            "applications", "export", Endpoint.postIdempotent("/governance/application/export"))
                    .export(ApplicationListItem.class);

    /** {@code applications.get}: {@code GET /api/v1/governance/application/{applicationId}}. */
    public static final ApiOperation<Void, Application, Application> APPLICATIONS_GET = ApiOperation.declare(
                    "applications", "get", Endpoint.get("/governance/application/{applicationId}"))
            .record(Application.class);

    /** {@code applications.update}: {@code PUT /api/v1/governance/application/{applicationId}}. */
    public static final ApiOperation<ApplicationUpdateRequest, JsonObject, Void> APPLICATIONS_UPDATE =
            ApiOperation.declare("applications", "update", Endpoint.put("/governance/application/{applicationId}"))
                    .request(ApplicationUpdateRequest.class);

    /** {@code applications.delete}: {@code DELETE /api/v1/governance/application/{applicationId}}. */
    public static final ApiOperation<Void, JsonObject, Void> APPLICATIONS_DELETE =
            ApiOperation.declare("applications", "delete", Endpoint.delete("/governance/application/{applicationId}"));

    /** {@code applications.list}: {@code POST /api/v1/governance/application/list}. */
    public static final ApiOperation<ListRequest, Page<ApplicationListItem>, Page<ApplicationListItem>>
            APPLICATIONS_LIST = ApiOperation.declare(
                            "applications", "list", Endpoint.postIdempotent("/governance/application/list"))
                    .list(ApplicationListItem.class);

    /** {@code tags.create}: {@code POST /api/v1/governance/tag}. */
    public static final ApiOperation<TagCreateRequest, Tag, Tag> TAGS_CREATE = ApiOperation.declare(
                    "tags", "create", Endpoint.postCreate("/governance/tag"))
            .request(TagCreateRequest.class)
            .record(Tag.class);

    /** {@code tags.export}: {@code POST /api/v1/governance/tag/export}. */
    public static final ApiOperation<ListRequest, Page<TagListItem>, List<TagListItem>> TAGS_EXPORT =
            ApiOperation.declare("tags", "export", Endpoint.postIdempotent("/governance/tag/export"))
                    .export(TagListItem.class);

    /** {@code tags.get}: {@code GET /api/v1/governance/tag/{tagId}}. */
    public static final ApiOperation<Void, Tag, Tag> TAGS_GET = ApiOperation.declare(
                    "tags", "get", Endpoint.get("/governance/tag/{tagId}"))
            .record(Tag.class);

    /** {@code tags.update}: {@code PUT /api/v1/governance/tag/{tagId}}. */
    public static final ApiOperation<TagUpdateRequest, JsonObject, Void> TAGS_UPDATE = ApiOperation.declare(
                    "tags", "update", Endpoint.put("/governance/tag/{tagId}"))
            .request(TagUpdateRequest.class);

    /** {@code tags.delete}: {@code DELETE /api/v1/governance/tag/{tagId}}. */
    public static final ApiOperation<Void, JsonObject, Void> TAGS_DELETE =
            ApiOperation.declare("tags", "delete", Endpoint.delete("/governance/tag/{tagId}"));

    /** {@code tags.list}: {@code POST /api/v1/governance/tag/list}. */
    public static final ApiOperation<ListRequest, Page<TagListItem>, Page<TagListItem>> TAGS_LIST =
            ApiOperation.declare("tags", "list", Endpoint.postIdempotent("/governance/tag/list"))
                    .list(TagListItem.class);

    /** {@code tags.treeView}: {@code POST /api/v1/governance/tag/tree-view}. */
    public static final ApiOperation<Object[], TagTree, TagTree> TAGS_TREE_VIEW = ApiOperation.declare(
                    "tags", "treeView", Endpoint.postIdempotent("/governance/tag/tree-view"))
            .field("has_user_filter", "hasUserFilter", boolean.class, false)
            .record(TagTree.class);

    /** {@code glossaries.create}: {@code POST /api/v1/governance/glossary}. */
    public static final ApiOperation<GlossaryCreateRequest, Glossary, Glossary> GLOSSARIES_CREATE =
            ApiOperation.declare("glossaries", "create", Endpoint.postCreate("/governance/glossary"))
                    .request(GlossaryCreateRequest.class)
                    .record(Glossary.class);

    /** {@code glossaries.treeView}: {@code POST /api/v1/governance/glossary/tree-view}. */
    public static final ApiOperation<Object[], GlossaryTree, GlossaryTree> GLOSSARIES_TREE_VIEW = ApiOperation.declare(
                    "glossaries", "treeView", Endpoint.postIdempotent("/governance/glossary/tree-view"))
            .field("has_user_filter", "hasUserFilter", boolean.class, false)
            .record(GlossaryTree.class);

    /** {@code glossaries.get}: {@code GET /api/v1/governance/glossary/{glossaryId}}. */
    public static final ApiOperation<Void, Glossary, Glossary> GLOSSARIES_GET = ApiOperation.declare(
                    "glossaries", "get", Endpoint.get("/governance/glossary/{glossaryId}"))
            .record(Glossary.class);

    /** {@code glossaries.update}: {@code PUT /api/v1/governance/glossary/{glossaryId}}. */
    public static final ApiOperation<GlossaryUpdateRequest, JsonObject, Void> GLOSSARIES_UPDATE = ApiOperation.declare(
                    "glossaries", "update", Endpoint.put("/governance/glossary/{glossaryId}"))
            .request(GlossaryUpdateRequest.class);

    /** {@code glossaries.delete}: {@code DELETE /api/v1/governance/glossary/{glossaryId}}. */
    public static final ApiOperation<Void, JsonObject, Void> GLOSSARIES_DELETE =
            ApiOperation.declare("glossaries", "delete", Endpoint.delete("/governance/glossary/{glossaryId}"));

    /** {@code glossaries.list}: {@code POST /api/v1/governance/glossary/list}. */
    public static final ApiOperation<ListRequest, Page<GlossaryListItem>, Page<GlossaryListItem>> GLOSSARIES_LIST =
            ApiOperation.declare("glossaries", "list", Endpoint.postIdempotent("/governance/glossary/list"))
                    .list(GlossaryListItem.class);

    /** {@code documents.create}: {@code POST /api/v1/core/document}. */
    public static final ApiOperation<DocumentCreateRequest, Document, Document> DOCUMENTS_CREATE = ApiOperation.declare(
                    "documents", "create", Endpoint.postCreate("/core/document"))
            .request(DocumentCreateRequest.class)
            .record(Document.class);

    /** {@code documents.latest}: {@code POST /api/v1/core/document/latest}. */
    public static final ApiOperation<ListRequest, Page<Document>, Page<Document>> DOCUMENTS_LATEST =
            ApiOperation.declare("documents", "latest", Endpoint.postIdempotent("/core/document/latest"))
                    .list(Document.class);

    /** {@code documents.byObject}: {@code POST /api/v1/core/document/{category}/{objectId}}. */
    public static final ApiOperation<ListRequest, Page<Document>, Page<Document>> DOCUMENTS_BY_OBJECT =
            ApiOperation.declare(
                            "documents", "byObject", Endpoint.postIdempotent("/core/document/{category}/{objectId}"))
                    .list(Document.class);

    /** {@code documents.get}: {@code GET /api/v1/core/document/{documentId}}. */
    public static final ApiOperation<Void, Document, Document> DOCUMENTS_GET = ApiOperation.declare(
                    "documents", "get", Endpoint.get("/core/document/{documentId}"))
            .record(Document.class);

    /** {@code documents.update}: {@code PUT /api/v1/core/document/{documentId}}. */
    public static final ApiOperation<DocumentUpdateRequest, JsonObject, Void> DOCUMENTS_UPDATE = ApiOperation.declare(
                    "documents", "update", Endpoint.put("/core/document/{documentId}"))
            .request(DocumentUpdateRequest.class);

    /** {@code documents.delete}: {@code DELETE /api/v1/core/document/{documentId}}. */
    public static final ApiOperation<Void, JsonObject, Void> DOCUMENTS_DELETE =
            ApiOperation.declare("documents", "delete", Endpoint.delete("/core/document/{documentId}"));

    /** {@code documents.list}: {@code POST /api/v1/core/document/list}. */
    public static final ApiOperation<ListRequest, Page<Document>, Page<Document>> DOCUMENTS_LIST = ApiOperation.declare(
                    "documents", "list", Endpoint.postIdempotent("/core/document/list"))
            .list(Document.class);

    private static final Map<Class<?>, List<ApiOperation<?, ?, ?>>> BY_CLIENT = byClient();

    private ApiOperations() {}

    /** {@return the operations of every resource client, by client interface, in the document's order} */
    public static Map<Class<?>, List<ApiOperation<?, ?, ?>>> all() {
        return BY_CLIENT;
    }

    /**
     * Returns the operations of one resource client.
     *
     * @param client the client interface
     * @return its operations
     * @throws IllegalArgumentException if {@code client} is not a resource client
     */
    public static List<ApiOperation<?, ?, ?>> of(Class<?> client) {
        List<ApiOperation<?, ?, ?>> operations = BY_CLIENT.get(client);
        if (operations == null) {
            throw new IllegalArgumentException(client.getName() + " is not a resource client");
        }
        return operations;
    }

    private static Map<Class<?>, List<ApiOperation<?, ?, ?>>> byClient() {
        Map<Class<?>, List<ApiOperation<?, ?, ?>>> table = new LinkedHashMap<>();
        table.put(AuthClient.class, List.of(AUTH_CREATE_ACCESS_TOKEN));
        table.put(
                PatternsClient.class,
                List.of(
                        PATTERNS_CREATE,
                        PATTERNS_BY_ATTRIBUTE,
                        PATTERNS_BY_TERM,
                        PATTERNS_GET,
                        PATTERNS_UPDATE,
                        PATTERNS_DELETE,
                        PATTERNS_LIST));
        table.put(
                ConversationsClient.class,
                List.of(
                        CONVERSATIONS_CREATE,
                        CONVERSATIONS_BY_OBJECT,
                        CONVERSATIONS_GET,
                        CONVERSATIONS_UPDATE,
                        CONVERSATIONS_DELETE));
        table.put(
                SourcesClient.class,
                List.of(SOURCES_CREATE, SOURCES_GET, SOURCES_UPDATE, SOURCES_DELETE, SOURCES_LIST));
        table.put(
                ParametersClient.class,
                List.of(PARAMETERS_CREATE, PARAMETERS_GET, PARAMETERS_UPDATE, PARAMETERS_DELETE, PARAMETERS_LIST));
        table.put(
                FieldsClient.class,
                List.of(
                        FIELDS_CREATE,
                        FIELDS_FIELD_PROPERTIES,
                        FIELDS_TABS_BY_LEVEL,
                        FIELDS_TABS_AND_GROUPS,
                        FIELDS_LIST,
                        FIELDS_UPDATE_FIELD_PROPERTY,
                        FIELDS_UPDATE_GROUP,
                        FIELDS_UPDATE_TAB,
                        FIELDS_UPDATE_TAB_ICON,
                        FIELDS_UPDATE,
                        FIELDS_DELETE,
                        FIELDS_DELETE_GROUP,
                        FIELDS_DELETE_TAB));
        table.put(
                MetricDetailsClient.class,
                List.of(
                        METRIC_DETAILS_CREATE,
                        METRIC_DETAILS_BY_ASSET,
                        METRIC_DETAILS_GET,
                        METRIC_DETAILS_UPDATE,
                        METRIC_DETAILS_DELETE));
        table.put(
                MetricTemplatesClient.class,
                List.of(
                        METRIC_TEMPLATES_CREATE,
                        METRIC_TEMPLATES_GET,
                        METRIC_TEMPLATES_UPDATE,
                        METRIC_TEMPLATES_DELETE,
                        METRIC_TEMPLATES_LIST,
                        METRIC_TEMPLATES_METRICS));
        table.put(
                AlertClustersClient.class,
                List.of(ALERT_CLUSTERS_BY_ALERT, ALERT_CLUSTERS_GET, ALERT_CLUSTERS_UPDATE, ALERT_CLUSTERS_LIST));
        table.put(
                DomainsClient.class,
                List.of(
                        DOMAINS_CREATE,
                        DOMAINS_EXPORT,
                        DOMAINS_GET,
                        DOMAINS_UPDATE,
                        DOMAINS_DELETE,
                        DOMAINS_LIST,
                        DOMAINS_TREE_VIEW));
        table.put(
                TermsClient.class,
                List.of(TERMS_CREATE, TERMS_EXPORT, TERMS_GET, TERMS_UPDATE, TERMS_DELETE, TERMS_LIST, TERMS_ACTIVE));
        table.put(
                ApplicationsClient.class,
                List.of(
                        APPLICATIONS_CREATE,
                        APPLICATIONS_EXPORT,
                        APPLICATIONS_GET,
                        APPLICATIONS_UPDATE,
                        APPLICATIONS_DELETE,
                        APPLICATIONS_LIST));
        table.put(
                TagsClient.class,
                List.of(TAGS_CREATE, TAGS_EXPORT, TAGS_GET, TAGS_UPDATE, TAGS_DELETE, TAGS_LIST, TAGS_TREE_VIEW));
        table.put(
                GlossariesClient.class,
                List.of(
                        GLOSSARIES_CREATE,
                        GLOSSARIES_TREE_VIEW,
                        GLOSSARIES_GET,
                        GLOSSARIES_UPDATE,
                        GLOSSARIES_DELETE,
                        GLOSSARIES_LIST));
        table.put(
                DocumentsClient.class,
                List.of(
                        DOCUMENTS_CREATE,
                        DOCUMENTS_LATEST,
                        DOCUMENTS_BY_OBJECT,
                        DOCUMENTS_GET,
                        DOCUMENTS_UPDATE,
                        DOCUMENTS_DELETE,
                        DOCUMENTS_LIST));
        return Collections.unmodifiableMap(table);
    }
}
