package io.dgq.server.internal.data.seed;

import static io.dgq.server.internal.data.seed.SeedRecords.array;
import static io.dgq.server.internal.data.seed.SeedRecords.id;
import static io.dgq.server.internal.data.seed.SeedRecords.object;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.internal.auth.Caller;
import io.dgq.server.internal.resources.Workspace;
import java.util.List;
import java.util.Locale;

/**
 * The demo workspace of a fictional retailer: its warehouse and operational sources, business domains, glossary,
 * tags, applications, custom fields, data quality metrics, the alert clusters they raised, and the documents and
 * conversations around them.
 */
public final class DemoSeed {

    private static final Caller STEWARD = new Caller("maria.lopez", "Maria Lopez", "maria.lopez@example.com");
    private static final List<ObjectNode> OWNERS = List.of(
            owner("maria.lopez", "Maria Lopez"), owner("james.chen", "James Chen"),
            owner("priya.natarajan", "Priya Natarajan"), owner("tom.okafor", "Tom Okafor"));

    private final Workspace w;
    private final SeedRecords at;

    private DemoSeed(Workspace workspace, SeedRecords records) {
        this.w = workspace;
        this.at = records;
    }

    /** Fills an empty workspace. */
    public static void fill(Workspace workspace, SeedRecords records) {
        DemoSeed seed = new DemoSeed(workspace, records);
        seed.sources();
        seed.domains();
        seed.glossariesAndTerms();
        seed.tags();
        seed.applications();
        seed.fields();
        seed.patternsAndParameters();
        seed.templatesAndMetrics();
        seed.alertClusters();
        seed.collaboration();
    }

    private void sources() {
        source(
                "warehouse",
                "Snowflake Analytics Warehouse",
                "Central warehouse for analytics and reporting",
                "snowflake",
                "acme.snowflakecomputing.com",
                "443",
                "ANALYTICS",
                List.of("ANALYTICS", "FINANCE"),
                false);
        source(
                "orders",
                "Orders PostgreSQL",
                "Operational database of the order service",
                "postgresql",
                "orders-db.internal.example.com",
                "5432",
                "orders",
                List.of("orders"),
                false);
        source(
                "customer360",
                "Customer 360 BigQuery",
                "Unified customer profiles",
                "bigquery",
                "bigquery.googleapis.com",
                "443",
                "customer_360",
                List.of("customer_360"),
                true);
        source(
                "lake",
                "Marketing S3 Lake",
                "Raw campaign and web analytics files",
                "s3",
                "s3.eu-west-1.amazonaws.com",
                "443",
                "marketing-raw",
                List.of(),
                true);
    }

    private void source(
            String key,
            String name,
            String description,
            String type,
            String server,
            String port,
            String database,
            List<String> databases,
            boolean api) {
        w.sources.insert(
                object(
                        "id",
                        id("source", key),
                        "name",
                        name,
                        "description",
                        description,
                        "type",
                        type,
                        "credentials",
                        object(
                                "port",
                                port,
                                "server",
                                server,
                                "database",
                                database,
                                "username",
                                "dgq_reader",
                                "password",
                                "demo-" + key + "-secret",
                                "auth_type",
                                "password",
                                "included_databases",
                                databases),
                        "config",
                        object("schedule", "0 2 * * *", "timeout_seconds", 300),
                        "is_valid",
                        true,
                        "is_active",
                        true,
                        "is_api_connection",
                        api,
                        "source_type_id",
                        id("source-type", type),
                        "source_type",
                        object(
                                "id",
                                id("source-type", type),
                                "name",
                                type.toUpperCase(Locale.ROOT),
                                "short_description",
                                name,
                                "long_description",
                                description,
                                "type",
                                "database",
                                "tag",
                                type,
                                "is_active",
                                true,
                                "is_delete",
                                false),
                        "audiences",
                        array(object("id", id("audience", "analytics"), "name", "Analytics team")),
                        "created_at",
                        at.daysAgo(120, 0)),
                STEWARD);
    }

    private void domains() {
        domain("finance", null, "Finance", "Financial planning, accounting and reporting", 1, "VERIFIED");
        domain("accounts-payable", "finance", "Accounts Payable", "Supplier invoices and payments", 2, "VERIFIED");
        domain(
                "revenue",
                "finance",
                "Revenue Operations",
                "Bookings, billing and recognised revenue",
                2,
                "READY_FOR_REVIEW");
        domain("sales", null, "Sales", "Pipeline, opportunities and orders", 1, "VERIFIED");
        domain("crm", "sales", "CRM", "Accounts, contacts and activities of the sales team", 2, "PENDING");
        domain("customer", null, "Customer", "Customer master data and profiles", 1, "VERIFIED");
        domain("marketing", null, "Marketing", "Campaigns, leads and attribution", 1, "PENDING");
    }

    private void domain(String key, String parent, String name, String description, int level, String status) {
        w.domains.insert(
                object(
                        "id",
                        id("domain", key),
                        "name",
                        name,
                        "description",
                        description,
                        "type",
                        "business",
                        "parent_id",
                        parent == null ? null : id("domain", parent),
                        "qualified_name",
                        "acme." + key,
                        "status",
                        status,
                        "level",
                        level,
                        "owner",
                        array(OWNERS.get(level % OWNERS.size())),
                        "owner_team",
                        name + " Data Team",
                        "freshness_sla",
                        "24h",
                        "total_alerts",
                        level * 3,
                        "linked_asset_count",
                        level * 12,
                        "created_at",
                        at.daysAgo(90 - level, level),
                        "created_by",
                        level == 1 ? "maria.lopez" : "james.chen"),
                STEWARD);
    }

    private void glossariesAndTerms() {
        glossary("enterprise", null, "Enterprise Business Glossary", "Shared business vocabulary of Acme", "VERIFIED");
        glossary("customer-data", "enterprise", "Customer Data", "Terms about customers and contacts", "VERIFIED");
        glossary("financial-metrics", "enterprise", "Financial Metrics", "How Acme measures money", "VERIFIED");
        glossary("privacy", null, "Privacy & Compliance", "Terms of data protection and retention", "PENDING");
        term(
                "customer-id",
                "Customer ID",
                "Unique identifier of a customer account",
                "enterprise",
                "customer-data",
                "customer",
                List.of(id("asset", "customers-id")));
        term(
                "email",
                "Email Address",
                "Primary email address of a contact",
                "enterprise",
                "customer-data",
                "customer",
                List.of(id("asset", "customers-email"), id("asset", "leads-email")));
        term(
                "arr",
                "Annual Recurring Revenue",
                "Yearly value of active subscriptions",
                "enterprise",
                "financial-metrics",
                "revenue",
                List.of(id("asset", "subscriptions-arr")));
        term(
                "gross-margin",
                "Gross Margin",
                "Revenue minus cost of goods sold, as a share of revenue",
                "enterprise",
                "financial-metrics",
                "finance",
                List.of());
        term(
                "churn",
                "Churn Rate",
                "Share of customers lost in a period",
                "enterprise",
                "financial-metrics",
                "customer",
                List.of(id("asset", "subscriptions-churn")));
        term(
                "nps",
                "Net Promoter Score",
                "Customer loyalty score from -100 to 100",
                "enterprise",
                null,
                "customer",
                List.of());
        term(
                "pii",
                "Personally Identifiable Information",
                "Data that identifies a person",
                "privacy",
                null,
                "customer",
                List.of(id("asset", "customers-email"), id("asset", "customers-phone")));
        term(
                "retention",
                "Data Retention Period",
                "How long a record may be kept",
                "privacy",
                null,
                "finance",
                List.of());
    }

    private void glossary(String key, String parent, String name, String description, String status) {
        w.glossaries.insert(
                object(
                        "id",
                        id("glossary", key),
                        "name",
                        name,
                        "description",
                        description,
                        "parent_id",
                        parent == null ? null : id("glossary", parent),
                        "status",
                        status,
                        "qualified_name",
                        "glossary." + key,
                        "owner",
                        "Maria Lopez",
                        "created_at",
                        at.daysAgo(80, 0)),
                STEWARD);
    }

    private void term(
            String key,
            String name,
            String description,
            String glossary,
            String category,
            String domain,
            List<String> linkedAssets) {
        w.terms.insert(
                object(
                        "id",
                        id("term", key),
                        "name",
                        name,
                        "description",
                        description,
                        "status",
                        linkedAssets.isEmpty() ? "PENDING" : "VERIFIED",
                        "glossary_id",
                        id("glossary", glossary),
                        "glossary_category_id",
                        category == null ? null : id("glossary", category),
                        "domain_id",
                        id("domain", domain),
                        "qualified_name",
                        "term." + key,
                        "type",
                        "term",
                        "owner",
                        array(OWNERS.get(key.length() % OWNERS.size())),
                        "synonyms",
                        List.of(),
                        "linked_assets",
                        linkedAssets,
                        "is_primary_key",
                        key.equals("customer-id"),
                        "created_at",
                        at.daysAgo(60, key.length())),
                STEWARD);
    }

    private void tags() {
        tag("pii", null, "PII", "Personally identifiable information", "VERIFIED", true);
        tag("pii-email", "pii", "Email", "Email addresses", "VERIFIED", true);
        tag("pii-phone", "pii", "Phone Number", "Telephone numbers", "VERIFIED", true);
        tag("confidential", null, "Confidential", "Internal use only", "VERIFIED", false);
        tag("gold", null, "Gold Dataset", "Curated, certified data sets", "READY_FOR_REVIEW", false);
        tag("deprecated", null, "Deprecated", "Scheduled for removal", "PENDING", false);
    }

    private void tag(String key, String parent, String name, String description, String status, boolean masked) {
        w.tags.insert(
                object(
                        "id",
                        id("tag", key),
                        "name",
                        name,
                        "description",
                        description,
                        "type",
                        "classification",
                        "parent_id",
                        parent == null ? null : id("tag", parent),
                        "status",
                        status,
                        "is_masked_data",
                        masked,
                        "source_id",
                        id("source", "warehouse"),
                        "source_type",
                        "snowflake",
                        "qualified_name",
                        "tag." + key,
                        "created_at",
                        at.daysAgo(70, key.length())),
                STEWARD);
    }

    private void applications() {
        application("billing", "Billing Service", "Issues invoices and collects payments", "finance", "HIGH");
        application("crm", "CRM Platform", "Sales accounts, contacts and opportunities", "sales", "HIGH");
        application(
                "marketing-automation",
                "Marketing Automation",
                "Campaign orchestration and lead scoring",
                "marketing",
                "MEDIUM");
        application("etl", "Data Warehouse ETL", "Loads operational data into the warehouse", "finance", "LOW");
    }

    private void application(String key, String name, String description, String team, String sensitivity) {
        w.applications.insert(
                object(
                        "id",
                        id("application", key),
                        "name",
                        name,
                        "description",
                        description,
                        "type",
                        "service",
                        "status",
                        "VERIFIED",
                        "sensitivity_level",
                        sensitivity,
                        "sla_tire",
                        "tier-1",
                        "owner_team",
                        team,
                        "qualified_name",
                        "app." + key,
                        "owner",
                        array(OWNERS.get(1)),
                        "created_at",
                        at.daysAgo(50, key.length())),
                STEWARD);
    }

    private void fields() {
        String general = id("field-tab", "general");
        String compliance = id("field-tab", "compliance");
        w.fieldTabs.insert(object("id", general, "name", "General", "icon", "info"), STEWARD);
        w.fieldTabs.insert(object("id", compliance, "name", "Compliance", "icon", "shield"), STEWARD);
        String ownership = id("field-group", "ownership");
        String classification = id("field-group", "classification");
        w.fieldGroups.insert(object("id", ownership, "name", "Ownership"), STEWARD);
        w.fieldGroups.insert(object("id", classification, "name", "Classification"), STEWARD);
        field("data-owner", "Data Owner", "user", "domain", general, ownership, 1, array());
        field(
                "criticality",
                "Business Criticality",
                "dropdown",
                "domain",
                general,
                classification,
                2,
                array(
                        object("label", "High", "value", "high"),
                        object("label", "Medium", "value", "medium"),
                        object("label", "Low", "value", "low")));
        field("review-cadence", "Review Cadence", "text", "term", general, ownership, 3, array());
        field("retention", "Retention Period", "number", "term", compliance, classification, 1, array());
        field("contains-pii", "Contains PII", "boolean", "asset", compliance, classification, 2, array());
        property("criticality", id("domain", "finance"), "domain", "high");
        property("data-owner", id("domain", "finance"), "domain", "maria.lopez");
        property("retention", id("term", "retention"), "term", "2555");
    }

    private void field(
            String key,
            String name,
            String dataType,
            String level,
            String tab,
            String group,
            int order,
            ArrayNode options) {
        w.fields.insert(
                object(
                        "id",
                        id("field", key),
                        "name",
                        name,
                        "description",
                        name + " of the " + level,
                        "data_type",
                        dataType,
                        "level",
                        level,
                        "field_tab_id",
                        tab,
                        "field_group_id",
                        group,
                        "display_order",
                        order,
                        "options",
                        options,
                        "is_created",
                        true,
                        "created_at",
                        at.daysAgo(40, order)),
                STEWARD);
    }

    private void property(String field, String entity, String level, String value) {
        w.fieldProperties.insert(
                object(
                        "id",
                        id("field-property", field + "/" + entity),
                        "field_id",
                        id("field", field),
                        "entity_id",
                        entity,
                        "level",
                        level,
                        "value",
                        value),
                STEWARD);
    }

    private void patternsAndParameters() {
        pattern(
                "email",
                "Email Address",
                "^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$",
                id("asset", "customers-email"));
        pattern("lead-email", "Lead Email Address", "^[^@\\s]+@[^@\\s]+$", id("asset", "leads-email"));
        pattern("phone", "US Phone Number", "^\\+1[0-9]{10}$", id("asset", "customers-phone"));
        pattern("ssn", "US Social Security Number", "^\\d{3}-\\d{2}-\\d{4}$", id("asset", "employees-ssn"));
        pattern(
                "uuid",
                "UUID",
                "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$",
                id("asset", "customers-id"));
        pattern("legacy-code", "Legacy Customer Code", "([A-Z]{3}-\\d+", id("asset", "customers-legacy-code"));
        parameter("null-threshold", "null_threshold_percent", "number", "5");
        parameter("freshness", "freshness_hours", "number", "24");
        parameter("row-count", "row_count_min", "integer", "1000");
        parameter("sensitivity", "anomaly_sensitivity", "string", "medium");
    }

    private void pattern(String key, String name, String regex, String attribute) {
        w.patterns.insert(
                object(
                        "id",
                        id("pattern", key),
                        "name",
                        name,
                        "pattern",
                        regex,
                        "type",
                        "regex",
                        "attribute_id",
                        attribute,
                        "system_pattern_id",
                        id("system-pattern", key),
                        "created_at",
                        at.daysAgo(30, key.length())),
                STEWARD);
    }

    private void parameter(String key, String name, String type, String value) {
        w.parameters.insert(
                object(
                        "id",
                        id("parameter", key),
                        "name",
                        name,
                        "type",
                        type,
                        "value",
                        value,
                        "created_at",
                        at.daysAgo(30, 0)),
                STEWARD);
    }

    private void templatesAndMetrics() {
        template("null-rate", "Null Rate", "completeness", "VERIFIED");
        template("freshness", "Freshness", "timeliness", "VERIFIED");
        template("uniqueness", "Uniqueness", "uniqueness", "READY_FOR_REVIEW");
        template("volume", "Volume Anomaly", "validity", "PENDING");
        metric(
                "orders-null-customer",
                "Null customer_id in orders",
                id("asset", "orders-customer-id"),
                "null-rate",
                "completeness");
        metric(
                "customers-null-email",
                "Null email in customers",
                id("asset", "customers-email"),
                "null-rate",
                "completeness");
        metric("orders-freshness", "Orders table freshness", id("asset", "orders"), "freshness", "timeliness");
        metric(
                "subscriptions-freshness",
                "Subscriptions freshness",
                id("asset", "subscriptions-arr"),
                "freshness",
                "timeliness");
        metric("customers-unique-id", "Unique customer id", id("asset", "customers-id"), "uniqueness", "uniqueness");
        metric("orders-volume", "Daily order volume", id("asset", "orders"), "volume", "validity");
        metric("leads-email-format", "Lead email format", id("asset", "leads-email"), null, "validity");
        metric("orders-total-positive", "Order total is positive", id("asset", "orders"), null, "validity");
    }

    private void template(String key, String name, String dimension, String status) {
        w.templates.insert(
                object(
                        "id",
                        id("template", key),
                        "name",
                        name,
                        "dimension",
                        dimension,
                        "status",
                        status,
                        "category",
                        "data_quality",
                        "subcategory",
                        dimension,
                        "purpose",
                        "Detect " + name.toLowerCase(Locale.ROOT) + " issues",
                        "owner",
                        array(OWNERS.get(0)),
                        "weightage",
                        10,
                        "threshold_constraint",
                        object("auto", array(), "mode", "manual", "custom", array(), "manual", array()),
                        "pass_criteria",
                        object("operator", "lte", "value", 5),
                        "is_positive",
                        false,
                        "created_at",
                        at.daysAgo(25, key.length())),
                STEWARD);
    }

    private void metric(String key, String name, String asset, String template, String dimension) {
        w.metricDetails.insert(
                object(
                        "id",
                        id("metric", key),
                        "name",
                        name,
                        "description",
                        name + " measured daily",
                        "metric_type",
                        "column",
                        "asset_type",
                        "table",
                        "status",
                        "VERIFIED",
                        "asset_id",
                        asset,
                        "source_id",
                        id("source", "warehouse"),
                        "template_id",
                        template == null ? null : id("template", template),
                        "dimension",
                        dimension,
                        "category",
                        "data_quality",
                        "level",
                        "column",
                        "weightage",
                        10,
                        "is_validated",
                        true,
                        "threshold",
                        object("lower_threshold", 0.0, "upper_threshold", 5.0),
                        "created_at",
                        at.daysAgo(20, key.length())),
                STEWARD);
    }

    private void alertClusters() {
        String[] priorities = {"CRITICAL", "HIGH", "MEDIUM", "LOW"};
        String[] statuses = {"NEW", "NEW", "IN_PROGRESS", "RESOLVED"};
        String[][] assets = {
            {id("asset", "orders"), "orders", "Volume", "volume_anomaly"},
            {id("asset", "customers-email"), "customers.email", "Completeness", "null_rate"},
            {id("asset", "subscriptions-arr"), "subscriptions.arr", "Validity", "range"},
            {id("asset", "leads-email"), "leads.email", "Validity", "pattern_match"},
            {id("asset", "orders-customer-id"), "orders.customer_id", "Completeness", "null_rate"},
            {id("asset", "customers-id"), "customers.id", "Uniqueness", "duplicate_count"},
        };
        String[] domainKeys = {"finance", "sales", "customer", "marketing", "revenue", "crm"};
        for (int i = 0; i < 24; i++) {
            String[] asset = assets[i % assets.length];
            String key = "cluster-" + (i + 1);
            int alertCount = 1 + i % 4;
            ArrayNode alerts = array();
            for (int a = 0; a < alertCount; a++) {
                alerts.add(object(
                        "id",
                        id("alert", key + "/" + a),
                        "asset_id",
                        asset[0],
                        "asset_name",
                        asset[1],
                        "metric_name",
                        asset[3],
                        "status",
                        a == 0 ? "OPEN" : "ACKNOWLEDGED",
                        "created_at",
                        at.daysAgo(i, a)));
            }
            String domain = domainKeys[i % domainKeys.length];
            ObjectNode owner = OWNERS.get(i % OWNERS.size());
            w.alertClusters.insert(
                    object(
                            "alert_cluster_id",
                            id("alert-cluster", key),
                            "root_alert_id",
                            id("alert", key + "/0"),
                            "root_asset_id",
                            asset[0],
                            "root_asset_name",
                            asset[1],
                            "priority",
                            priorities[i % priorities.length],
                            "cluster_status",
                            statuses[(i / 4) % 4],
                            "issue_id",
                            i % 3 == 0 ? id("issue", key) : null,
                            "issue_ref_id",
                            i % 3 == 0 ? "DQ-" + (1000 + i) : null,
                            "name",
                            asset[2] + " issue on " + asset[1],
                            "source_type",
                            "snowflake",
                            "asset_type",
                            "table",
                            "metric_category",
                            asset[2],
                            "metric_sub_category",
                            asset[3],
                            "confidence_score",
                            (55 + (i % 9) * 5) / 100.0,
                            "total_asset",
                            1 + i % 3,
                            "total_alert",
                            alertCount,
                            "domain",
                            array(object(
                                    "id",
                                    id("domain", domain),
                                    "type",
                                    "domain",
                                    "label",
                                    w.domains
                                            .store()
                                            .find(id("domain", domain))
                                            .orElseThrow()
                                            .path("name")
                                            .asText(),
                                    "show_propagation",
                                    i % 2 == 0)),
                            "owner",
                            array(owner),
                            "alerts",
                            alerts,
                            "created_at",
                            at.daysAgo(i, 0),
                            "modified_at",
                            at.daysAgo(i / 2, 0)),
                    STEWARD);
        }
    }

    private void collaboration() {
        document(
                "finance-overview",
                "domain",
                id("domain", "finance"),
                "acme.finance",
                "Finance domain overview",
                array(
                        block("heading", "Finance domain", 0),
                        block("paragraph", "Owns planning, accounting and reporting data.", 1)));
        document(
                "arr-definition",
                "term",
                id("term", "arr"),
                "term.arr",
                "How ARR is computed",
                array(block("paragraph", "ARR = monthly recurring revenue × 12, excluding one-off fees.", 0)));
        document(
                "pii-handling",
                "tag",
                id("tag", "pii"),
                "tag.pii",
                "Handling PII",
                array(block("heading", "Handling PII", 0), block("list", "Mask in non-production; never export.", 1)));
        document(
                "orders-runbook",
                "asset",
                id("asset", "orders"),
                "warehouse.orders",
                "Orders volume runbook",
                array(block("paragraph", "When daily volume drops by 30%, check the order service first.", 0)));
        String thread = id("conversation", "finance-owner");
        conversation(
                "finance-owner",
                null,
                "domain",
                id("domain", "finance"),
                "Who owns the FX rates table?",
                "The FX rates table has no owner since the reorganisation.");
        conversation(
                "finance-owner-reply",
                thread,
                "domain",
                id("domain", "finance"),
                null,
                "Treasury will own it from next month.");
        conversation(
                "arr-question",
                null,
                "term",
                id("term", "arr"),
                "Do trials count towards ARR?",
                "Trials are currently excluded; should they be?");
        conversation(
                "pii-review",
                null,
                "tag",
                id("tag", "pii"),
                "Quarterly PII review",
                "Please confirm every PII-tagged column is masked.");
    }

    private void document(
            String key, String category, String objectId, String qualifiedName, String name, ArrayNode content) {
        w.documents.insert(
                object(
                        "id",
                        id("document", key),
                        "category",
                        category,
                        "object_id",
                        objectId,
                        "object_qualified_name",
                        qualifiedName,
                        "name",
                        name,
                        "content",
                        content,
                        "created_at",
                        at.daysAgo(10, key.length())),
                STEWARD);
    }

    private static ObjectNode block(String type, String content, int position) {
        return object(
                "id",
                id("block", type + "/" + content),
                "type",
                type,
                "content",
                content,
                "position",
                position,
                "textColor",
                "#1f2933",
                "backgroundColor",
                "#ffffff");
    }

    private void conversation(
            String key, String parent, String category, String objectId, String title, String comment) {
        w.conversations.insert(
                object(
                        "id",
                        id("conversation", key),
                        "category",
                        category,
                        "object_id",
                        objectId,
                        "parent_id",
                        parent,
                        "title",
                        title,
                        "comment",
                        comment,
                        "created_at",
                        at.daysAgo(parent == null ? 5 : 4, 0)),
                STEWARD);
    }

    private static ObjectNode owner(String id, String name) {
        return object("id", id, "name", name, "label", name, "owner_type", "user", "email", id + "@example.com");
    }
}
