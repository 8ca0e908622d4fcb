// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.internal.clients;

import io.dgq.sdk.alertclusters.AlertClustersClient;
import io.dgq.sdk.applications.ApplicationsClient;
import io.dgq.sdk.auth.AuthClient;
import io.dgq.sdk.conversations.ConversationsClient;
import io.dgq.sdk.documents.DocumentsClient;
import io.dgq.sdk.domains.DomainsClient;
import io.dgq.sdk.fields.FieldsClient;
import io.dgq.sdk.glossaries.GlossariesClient;
import io.dgq.sdk.internal.pipeline.ApiOperation;
import io.dgq.sdk.metricdetails.MetricDetailsClient;
import io.dgq.sdk.metrictemplates.MetricTemplatesClient;
import io.dgq.sdk.parameters.ParametersClient;
import io.dgq.sdk.patterns.PatternsClient;
import io.dgq.sdk.sources.SourcesClient;
import io.dgq.sdk.tags.TagsClient;
import io.dgq.sdk.terms.TermsClient;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every operation of the resource clients, by client, in the order of the OpenAPI document, from each
 * client's holder ({@link AuthOperations}, ...). A call does not load this class: the literal {@code request(...)}
 * searches it, and tests walk it. Internal.
 */
public final class ApiOperations {
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
        table.put(AuthClient.class, List.of(AuthOperations.AUTH_CREATE_ACCESS_TOKEN));
        table.put(
                PatternsClient.class,
                List.of(
                        PatternsOperations.PATTERNS_CREATE,
                        PatternsOperations.PATTERNS_BY_ATTRIBUTE,
                        PatternsOperations.PATTERNS_BY_TERM,
                        PatternsOperations.PATTERNS_GET,
                        PatternsOperations.PATTERNS_UPDATE,
                        PatternsOperations.PATTERNS_DELETE,
                        PatternsOperations.PATTERNS_LIST));
        table.put(
                ConversationsClient.class,
                List.of(
                        ConversationsOperations.CONVERSATIONS_CREATE,
                        ConversationsOperations.CONVERSATIONS_BY_OBJECT,
                        ConversationsOperations.CONVERSATIONS_GET,
                        ConversationsOperations.CONVERSATIONS_UPDATE,
                        ConversationsOperations.CONVERSATIONS_DELETE));
        table.put(
                SourcesClient.class,
                List.of(
                        SourcesOperations.SOURCES_CREATE,
                        SourcesOperations.SOURCES_GET,
                        SourcesOperations.SOURCES_UPDATE,
                        SourcesOperations.SOURCES_DELETE,
                        SourcesOperations.SOURCES_LIST));
        table.put(
                ParametersClient.class,
                List.of(
                        ParametersOperations.PARAMETERS_CREATE,
                        ParametersOperations.PARAMETERS_GET,
                        ParametersOperations.PARAMETERS_UPDATE,
                        ParametersOperations.PARAMETERS_DELETE,
                        ParametersOperations.PARAMETERS_LIST));
        table.put(
                FieldsClient.class,
                List.of(
                        FieldsOperations.FIELDS_CREATE,
                        FieldsOperations.FIELDS_FIELD_PROPERTIES,
                        FieldsOperations.FIELDS_TABS_BY_LEVEL,
                        FieldsOperations.FIELDS_TABS_AND_GROUPS,
                        FieldsOperations.FIELDS_LIST,
                        FieldsOperations.FIELDS_UPDATE_FIELD_PROPERTY,
                        FieldsOperations.FIELDS_UPDATE_GROUP,
                        FieldsOperations.FIELDS_UPDATE_TAB,
                        FieldsOperations.FIELDS_UPDATE_TAB_ICON,
                        FieldsOperations.FIELDS_UPDATE,
                        FieldsOperations.FIELDS_DELETE,
                        FieldsOperations.FIELDS_DELETE_GROUP,
                        FieldsOperations.FIELDS_DELETE_TAB));
        table.put(
                MetricDetailsClient.class,
                List.of(
                        MetricDetailsOperations.METRIC_DETAILS_CREATE,
                        MetricDetailsOperations.METRIC_DETAILS_BY_ASSET,
                        MetricDetailsOperations.METRIC_DETAILS_GET,
                        MetricDetailsOperations.METRIC_DETAILS_UPDATE,
                        MetricDetailsOperations.METRIC_DETAILS_DELETE));
        table.put(
                MetricTemplatesClient.class,
                List.of(
                        MetricTemplatesOperations.METRIC_TEMPLATES_CREATE,
                        MetricTemplatesOperations.METRIC_TEMPLATES_GET,
                        MetricTemplatesOperations.METRIC_TEMPLATES_UPDATE,
                        MetricTemplatesOperations.METRIC_TEMPLATES_DELETE,
                        MetricTemplatesOperations.METRIC_TEMPLATES_LIST,
                        MetricTemplatesOperations.METRIC_TEMPLATES_METRICS));
        table.put(
                AlertClustersClient.class,
                List.of(
                        AlertClustersOperations.ALERT_CLUSTERS_BY_ALERT,
                        AlertClustersOperations.ALERT_CLUSTERS_GET,
                        AlertClustersOperations.ALERT_CLUSTERS_UPDATE,
                        AlertClustersOperations.ALERT_CLUSTERS_LIST));
        table.put(
                DomainsClient.class,
                List.of(
                        DomainsOperations.DOMAINS_CREATE,
                        DomainsOperations.DOMAINS_EXPORT,
                        DomainsOperations.DOMAINS_GET,
                        DomainsOperations.DOMAINS_UPDATE,
                        DomainsOperations.DOMAINS_DELETE,
                        DomainsOperations.DOMAINS_LIST,
                        DomainsOperations.DOMAINS_TREE_VIEW));
        table.put(
                TermsClient.class,
                List.of(
                        TermsOperations.TERMS_CREATE,
                        TermsOperations.TERMS_EXPORT,
                        TermsOperations.TERMS_GET,
                        TermsOperations.TERMS_UPDATE,
                        TermsOperations.TERMS_DELETE,
                        TermsOperations.TERMS_LIST,
                        TermsOperations.TERMS_ACTIVE));
        table.put(
                ApplicationsClient.class,
                List.of(
                        ApplicationsOperations.APPLICATIONS_CREATE,
                        ApplicationsOperations.APPLICATIONS_EXPORT,
                        ApplicationsOperations.APPLICATIONS_GET,
                        ApplicationsOperations.APPLICATIONS_UPDATE,
                        ApplicationsOperations.APPLICATIONS_DELETE,
                        ApplicationsOperations.APPLICATIONS_LIST));
        table.put(
                TagsClient.class,
                List.of(
                        TagsOperations.TAGS_CREATE,
                        TagsOperations.TAGS_EXPORT,
                        TagsOperations.TAGS_GET,
                        TagsOperations.TAGS_UPDATE,
                        TagsOperations.TAGS_DELETE,
                        TagsOperations.TAGS_LIST,
                        TagsOperations.TAGS_TREE_VIEW));
        table.put(
                GlossariesClient.class,
                List.of(
                        GlossariesOperations.GLOSSARIES_CREATE,
                        GlossariesOperations.GLOSSARIES_TREE_VIEW,
                        GlossariesOperations.GLOSSARIES_GET,
                        GlossariesOperations.GLOSSARIES_UPDATE,
                        GlossariesOperations.GLOSSARIES_DELETE,
                        GlossariesOperations.GLOSSARIES_LIST));
        table.put(
                DocumentsClient.class,
                List.of(
                        DocumentsOperations.DOCUMENTS_CREATE,
                        DocumentsOperations.DOCUMENTS_LATEST,
                        DocumentsOperations.DOCUMENTS_BY_OBJECT,
                        DocumentsOperations.DOCUMENTS_GET,
                        DocumentsOperations.DOCUMENTS_UPDATE,
                        DocumentsOperations.DOCUMENTS_DELETE,
                        DocumentsOperations.DOCUMENTS_LIST));
        return Collections.unmodifiableMap(table);
    }
}
