package io.dgq.server.internal.resources;

import io.dgq.server.internal.auth.CredentialCipher;
import io.dgq.server.internal.data.query.SummaryMetric;
import io.dgq.server.internal.data.store.Capacity;
import io.dgq.server.internal.data.store.RecordStore;
import io.dgq.server.internal.rules.FieldRules;
import io.dgq.server.internal.rules.GlossaryRules;
import io.dgq.server.internal.rules.Hierarchy;
import io.dgq.server.internal.rules.InUse;
import io.dgq.server.internal.rules.MetricDetailRules;
import io.dgq.server.internal.rules.PatternRules;
import io.dgq.server.internal.rules.SourceRules;
import io.dgq.server.internal.rules.TemplateRules;
import io.dgq.server.internal.rules.TermRules;
import io.dgq.server.internal.schema.Schemas;
import java.util.List;

/** Every resource kind of one server, wired with its store, options and rules. */
public final class Workspace {

    public final Resource patterns;
    public final Resource sources;
    public final Resource parameters;
    public final Resource metricDetails;
    public final Resource templates;
    public final Resource alertClusters;
    public final Resource fields;
    public final Resource fieldTabs;
    public final Resource fieldGroups;
    public final Resource fieldProperties;
    public final Resource domains;
    public final Resource terms;
    public final Resource applications;
    public final Resource tags;
    public final Resource glossaries;
    public final Resource documents;
    public final Resource conversations;
    public final Resource accessTokens;

    private final List<Resource> all;

    public Workspace(Resource.Services services, CredentialCipher cipher, Capacity capacity) {
        Resource.Options plain = Resource.Options.plain();
        Resource.Options governed = plain.withViews();
        patterns = new Resource(
                "Pattern",
                Schemas.pattern(),
                new RecordStore("pattern", "id", "attribute_id"),
                plain.withCounter("count"),
                services);
        sources = new Resource(
                "Source",
                Schemas.source(),
                new RecordStore("source", "id"),
                plain.withSummaries(List.of(
                        new SummaryMetric("Total Sources", "total", record -> true),
                        new SummaryMetric("Valid", "valid", record -> record.flag("is_valid")),
                        new SummaryMetric(
                                "API connections", "api_connection", record -> record.flag("is_api_connection")))),
                services);
        parameters = new Resource(
                "Parameter", Schemas.parameter(), new RecordStore("parameter", "id"), plain.withSoftDelete(), services);
        metricDetails = new Resource(
                "Metric detail",
                Schemas.metricDetail(),
                new RecordStore("metric detail", "id", "asset_id", "template_id"),
                plain,
                services);
        templates = new Resource(
                "Metric template", Schemas.template(), new RecordStore("metric template", "id"), plain, services);
        alertClusters = new Resource(
                "Alert cluster",
                Schemas.alertCluster(),
                new RecordStore("alert cluster", "alert_cluster_id"),
                plain.withSummaries(List.of(
                        new SummaryMetric("Total Clusters", "total", record -> true),
                        new SummaryMetric("New", "new", record -> "NEW".equals(record.text("cluster_status"))),
                        new SummaryMetric(
                                "High priority",
                                "high_priority",
                                record -> "HIGH".equals(record.text("priority"))
                                        || "CRITICAL".equals(record.text("priority"))),
                        new SummaryMetric(
                                "Resolved", "resolved", record -> "RESOLVED".equals(record.text("cluster_status"))))),
                services);
        fieldTabs = new Resource("Field tab", Schemas.fieldTab(), new RecordStore("field tab", "id"), plain, services);
        fieldGroups = new Resource(
                "Field group", Schemas.fieldGroup(), new RecordStore("field group", "id"), plain, services);
        fields = new Resource(
                "Field",
                Schemas.field(),
                new RecordStore("field", "id", "field_tab_id", "field_group_id"),
                plain.withSummaries(List.of(
                        new SummaryMetric("Total Fields", "total", record -> true),
                        new SummaryMetric("Active", "active", record -> record.flag("is_active")))),
                services);
        fieldProperties = new Resource(
                "Field property",
                Schemas.fieldProperty(),
                new RecordStore("field property", "id", "field_id"),
                plain,
                services);
        domains = new Resource(
                "Domain",
                Schemas.domain(),
                new RecordStore("domain", "id", "parent_id"),
                governed.withSummaries(SummaryMetric.byStatus("Domains")),
                services);
        terms = new Resource(
                "Term",
                Schemas.term(),
                new RecordStore("term", "id", "glossary_id"),
                governed.withSummaries(SummaryMetric.byStatus("Terms")),
                services);
        applications = new Resource(
                "Application",
                Schemas.application(),
                new RecordStore("application", "id", "parent_id"),
                governed.withSummaries(SummaryMetric.byStatus("Applications")),
                services);
        tags = new Resource(
                "Tag",
                Schemas.tag(),
                new RecordStore("tag", "id", "parent_id"),
                governed.withSummaries(SummaryMetric.byStatus("Tags")),
                services);
        glossaries = new Resource(
                "Glossary",
                Schemas.glossary(),
                new RecordStore("glossary", "id", "parent_id"),
                governed.withSummaries(SummaryMetric.byStatus("Glossaries")),
                services);
        documents = new Resource(
                "Document", Schemas.document(), new RecordStore("document", "id", "object_id"), plain, services);
        conversations = new Resource(
                "Conversation",
                Schemas.conversation(),
                new RecordStore("conversation", "id", "object_id").searchFields("title", "comment"),
                plain,
                services);
        accessTokens = new Resource(
                "Access token", Schemas.accessToken(), new RecordStore("access token", "id"), plain, services);

        patterns.rules(new PatternRules());
        sources.rules(new SourceRules(cipher));
        metricDetails.rules(new MetricDetailRules(templates.store(), metricDetails.store()));
        templates.rules(new TemplateRules(metricDetails.store()));
        fields.rules(new FieldRules(fieldTabs.store(), fieldGroups.store()));
        fieldTabs.rules(new InUse("field tab", fields.store(), "field_tab_id"));
        fieldGroups.rules(new InUse("field group", fields.store(), "field_group_id"));
        TermRules termRules = new TermRules(glossaries.store());
        terms.rules(termRules);
        glossaries.rules(new GlossaryRules(glossaries.store(), terms.store(), termRules));
        domains.rules(new Hierarchy(domains.store()));
        applications.rules(new Hierarchy(applications.store()));
        tags.rules(new Hierarchy(tags.store()));

        all = List.of(
                patterns,
                sources,
                parameters,
                metricDetails,
                templates,
                alertClusters,
                fields,
                fieldTabs,
                fieldGroups,
                fieldProperties,
                domains,
                terms,
                applications,
                tags,
                glossaries,
                documents,
                conversations,
                accessTokens);
        all.forEach(resource -> resource.store().capacity(capacity));
    }

    /** {@return every resource kind, in a fixed order} */
    public List<Resource> all() {
        return all;
    }

    /** Empties every store. */
    public void clear() {
        all.forEach(resource -> resource.store().clear());
    }
}
