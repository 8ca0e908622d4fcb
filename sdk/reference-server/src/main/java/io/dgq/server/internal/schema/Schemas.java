// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.server.internal.schema;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The schemas of the server's records, as the OpenAPI document's components describe them: the nested records it
 * type-checks (an owner, a content block...), keeping members they do not name unless closed, and the record of every
 * resource kind.
 */
public final class Schemas {
    /** The document's {@code Owner}. */
    private static final Schema OWNER = Schema.openNestedBuilder()
            .strings("id", "name", "email", "label", "owner_type")
            .build();

    /** The document's {@code NamedReference}. */
    private static final Schema NAMED_REFERENCE = Schema.openNestedBuilder()
            .strings("id", "name", "label", "description", "source")
            .booleans("is_active")
            .build();

    /** The document's {@code Viewer}. */
    private static final Schema VIEWER = Schema.openNestedBuilder()
            .strings("id", "viewed_at", "name", "email")
            .nonNull("id", "viewed_at")
            .build();

    /** The document's {@code ContextFreshness}. */
    private static final Schema CONTEXT_FRESHNESS = Schema.openNestedBuilder()
            .strings("description", "owner_verified", "synonyms", "metric_updated")
            .build();

    /** The document's {@code SourceType}. */
    private static final Schema SOURCE_TYPE = Schema.openNestedBuilder()
            .strings("id", "name", "short_description", "long_description", "type", "tag")
            .booleans("is_active", "is_delete")
            .build();

    /** The document's {@code Threshold}. */
    private static final Schema THRESHOLD = Schema.openNestedBuilder()
            .numbers("lower_threshold", "upper_threshold")
            .build();

    /** The document's {@code ThresholdConstraint}. */
    private static final Schema THRESHOLD_CONSTRAINT = Schema.openNestedBuilder()
            .stringArrays("auto")
            .strings("mode")
            .objectArrays("custom", "manual")
            .nonNull("auto", "custom", "manual")
            .build();

    /** The document's {@code ClusterDomain}. */
    private static final Schema CLUSTER_DOMAIN = Schema.openNestedBuilder()
            .strings("id", "type", "label")
            .booleans("show_propagation")
            .build();

    /** The document's {@code ClusterAlert}. */
    private static final Schema CLUSTER_ALERT = Schema.openNestedBuilder()
            .strings("id", "asset_id", "asset_name", "metric_name", "status", "created_at")
            .build();

    /** The document's {@code ContentBlock}. */
    private static final Schema CONTENT_BLOCK = Schema.openNestedBuilder()
            .strings("id", "type", "content")
            .integers("position")
            .strings("textColor", "backgroundColor")
            .build();

    /** The document's {@code SourceCredentials}. */
    private static final Schema SOURCE_CREDENTIALS = Schema.nestedBuilder()
            .strings("port", "server", "database", "password", "username", "auth_type")
            .stringArrays("included_databases")
            .nonNull("included_databases")
            .nullResets("included_databases")
            .build();

    private Schemas() {}

    /** {@return the nested records' schemas by the document's component name, in its order} */
    public static Map<String, Schema> nestedRecords() {
        Map<String, Schema> all = new LinkedHashMap<>();
        all.put("Owner", OWNER);
        all.put("NamedReference", NAMED_REFERENCE);
        all.put("Viewer", VIEWER);
        all.put("ContextFreshness", CONTEXT_FRESHNESS);
        all.put("SourceType", SOURCE_TYPE);
        all.put("Threshold", THRESHOLD);
        all.put("ThresholdConstraint", THRESHOLD_CONSTRAINT);
        all.put("ClusterDomain", CLUSTER_DOMAIN);
        all.put("ClusterAlert", CLUSTER_ALERT);
        all.put("ContentBlock", CONTENT_BLOCK);
        all.put("SourceCredentials", SOURCE_CREDENTIALS);
        return all;
    }

    /**
     * {@return the record of the document's {@code Pattern}, written by {@code PatternUpdateRequest}; its list items are
     * the same record}
     */
    public static Schema pattern() {
        return Schema.builder()
                .strings("id", "name", "pattern", "type", "attribute_id", "system_pattern_id")
                .booleans("is_valid")
                .strings("created_at", "created_by")
                .required("name", "pattern")
                .serverManaged("id", "is_valid", "created_at", "created_by")
                .build();
    }

    /**
     * {@return the record of the document's {@code Source}, written by {@code SourceUpdateRequest}; its list items are
     * {@code SourceListItem}}
     */
    public static Schema source() {
        return Schema.builder()
                .strings("id", "name", "description", "type")
                .objects("credentials", "config")
                .booleans("is_valid", "is_active", "is_api_connection")
                .strings("source_type_id")
                .objects("source_type")
                .strings("created_by", "created_at", "modified_at")
                .objectArrays("audiences")
                .strings("source_type_tag")
                .required("name")
                .serverManaged("id", "created_by", "created_at", "modified_at", "source_type_tag")
                .listOnly("audiences", "source_type_tag")
                .listItem(
                        "id",
                        "name",
                        "description",
                        "type",
                        "config",
                        "is_valid",
                        "is_active",
                        "is_api_connection",
                        "created_by",
                        "created_at",
                        "modified_at",
                        "audiences",
                        "source_type_tag")
                .members(SOURCE_CREDENTIALS, "credentials")
                .members(SOURCE_TYPE, "source_type")
                .build();
    }

    /**
     * {@return the record of the document's {@code Parameter}, written by {@code ParameterUpdateRequest}; its list items
     * are the same record}
     */
    public static Schema parameter() {
        return Schema.builder()
                .strings("id", "name", "type", "value")
                .booleans("is_active")
                .strings("created_at", "modified_at", "created_by")
                .required("name")
                .serverManaged("id", "created_at", "modified_at", "created_by")
                .build();
    }

    /**
     * {@return the record of the document's {@code MetricDetail}, written by {@code MetricDetailUpdateRequest}; its list
     * items are the same record}
     */
    public static Schema metricDetail() {
        return Schema.builder()
                .strings(
                        "id",
                        "metric_detail_id",
                        "template_id",
                        "name",
                        "description",
                        "metric_type",
                        "asset_type",
                        "status",
                        "asset_id",
                        "source_id",
                        "context",
                        "category",
                        "subcategory",
                        "dimension",
                        "level",
                        "system_metric_id",
                        "purpose",
                        "rationale")
                .booleans(
                        "is_aggregate",
                        "is_active",
                        "is_validated",
                        "is_drift_enabled",
                        "is_positive",
                        "allow_score",
                        "auto_threshold",
                        "mute_notification",
                        "is_ai_generated",
                        "enabled_export_rows",
                        "enabled_failed_rows",
                        "enabled_total_records",
                        "is_default")
                .integers("weightage", "column_limit", "row_limit", "total_views")
                .objects("pass_criteria", "usage_config", "ai_insights", "threshold", "threshold_constraint")
                .objectArrays("properties")
                .strings("created_at", "modified_at")
                .required("name", "asset_id")
                .serverManaged("id", "metric_detail_id", "total_views", "created_at", "modified_at")
                .members(THRESHOLD, "threshold")
                .members(THRESHOLD_CONSTRAINT, "threshold_constraint")
                .build();
    }

    /**
     * {@return the record of the document's {@code MetricTemplate}, written by {@code MetricTemplateUpdateRequest}; its
     * list items are the same record}
     */
    public static Schema template() {
        return Schema.builder()
                .strings("id", "name", "dimension", "status", "context", "category", "subcategory", "purpose")
                .objectArrays("owner", "audience", "detected_parameters", "properties", "segments")
                .objects("pass_criteria", "threshold_constraint")
                .integers(
                        "weightage",
                        "column_limit",
                        "row_limit",
                        "total_issue",
                        "total_alert",
                        "total_views",
                        "assigned_metric_count")
                .booleans(
                        "enabled_total_records",
                        "enabled_failed_rows",
                        "enabled_export_rows",
                        "is_aggregate",
                        "allow_score",
                        "auto_threshold",
                        "mute_notification",
                        "is_drift_enabled",
                        "is_positive",
                        "is_active")
                .strings("created_at", "created_by")
                .required("name")
                .serverManaged("id", "total_views", "assigned_metric_count", "created_at", "created_by")
                .members(OWNER, "owner")
                .members(THRESHOLD_CONSTRAINT, "threshold_constraint")
                .build();
    }

    /**
     * {@return the record of the document's {@code AlertCluster}, written by {@code AlertClusterUpdateRequest}; its list
     * items are {@code AlertClusterListItem}}
     */
    public static Schema alertCluster() {
        return Schema.builder("alert_cluster_id")
                .strings(
                        "alert_cluster_id",
                        "root_alert_id",
                        "root_asset_id",
                        "root_asset_name",
                        "priority",
                        "cluster_status",
                        "issue_id",
                        "issue_ref_id",
                        "name",
                        "source_type",
                        "asset_type",
                        "metric_category",
                        "metric_sub_category")
                .numbers("confidence_score")
                .integers("total_asset", "total_alert")
                .objectArrays("domain", "owner", "alerts")
                .strings("created_at", "modified_at")
                .required("name")
                .serverManaged(
                        "alert_cluster_id",
                        "root_alert_id",
                        "root_asset_id",
                        "root_asset_name",
                        "issue_id",
                        "issue_ref_id",
                        "source_type",
                        "asset_type",
                        "metric_category",
                        "metric_sub_category",
                        "confidence_score",
                        "total_asset",
                        "total_alert",
                        "domain",
                        "owner",
                        "alerts",
                        "created_at",
                        "modified_at")
                .listItem(
                        "alert_cluster_id",
                        "root_alert_id",
                        "root_asset_id",
                        "root_asset_name",
                        "priority",
                        "cluster_status",
                        "issue_id",
                        "issue_ref_id",
                        "name",
                        "source_type",
                        "asset_type",
                        "metric_category",
                        "metric_sub_category",
                        "confidence_score",
                        "total_asset",
                        "total_alert",
                        "domain",
                        "owner",
                        "created_at",
                        "modified_at")
                .members(CLUSTER_DOMAIN, "domain")
                .members(OWNER, "owner")
                .members(CLUSTER_ALERT, "alerts")
                .build();
    }

    /**
     * {@return the record of the document's {@code Field}, written by {@code FieldUpdateRequest}; its list items are the
     * same record}
     */
    public static Schema field() {
        return Schema.builder()
                .strings("id", "name", "description", "data_type", "level", "field_tab_id", "field_group_id", "icon")
                .objectArrays("options")
                .integers("display_order")
                .booleans("is_created", "is_active", "is_delete")
                .strings("created_by", "modified_by", "created_at", "modified_at")
                .required("name", "data_type", "level", "field_tab_id")
                .serverManaged("id", "created_by", "modified_by", "created_at", "modified_at")
                .build();
    }

    /**
     * {@return the record of the document's {@code FieldTab}, written by {@code FieldTabRequest}; its list items are the
     * same record}
     */
    public static Schema fieldTab() {
        return Schema.builder().strings("id", "name", "icon").required("name").build();
    }

    /**
     * {@return the record of the document's {@code FieldGroup}, written by {@code FieldGroupRequest}; its list items are
     * the same record}
     */
    public static Schema fieldGroup() {
        return Schema.builder().strings("id", "name").required("name").build();
    }

    /**
     * {@return the record of the document's {@code FieldProperty}, written by {@code FieldPropertyUpdateRequest}; its list
     * items are the same record}
     */
    public static Schema fieldProperty() {
        return Schema.builder()
                .strings("id", "field_id", "entity_id", "level")
                .anyValues("value")
                .strings("created_at", "modified_at")
                .required("field_id", "entity_id")
                .serverManaged("id", "created_at", "modified_at")
                .build();
    }

    /**
     * {@return the record of the document's {@code Domain}, written by {@code DomainUpdateRequest}; its list items are
     * {@code DomainListItem}}
     */
    public static Schema domain() {
        return Schema.builder()
                .strings(
                        "id",
                        "name",
                        "description",
                        "type",
                        "source",
                        "parent_id",
                        "owner_team",
                        "qualified_name",
                        "score",
                        "status",
                        "user",
                        "freshness_sla",
                        "schema_stability",
                        "sla_config",
                        "definition",
                        "context",
                        "who_should_use_this",
                        "recent_conversations")
                .integers(
                        "level",
                        "total_alerts",
                        "total_issues",
                        "linked_asset_count",
                        "linked_metric_count",
                        "total_conversations",
                        "total_views",
                        "linked_assets")
                .anyValues("total_likes", "total_dislikes")
                .booleans("is_active", "is_deleted")
                .objectArrays("owner", "parents", "product", "tag", "term", "audiences", "glossary", "viewers")
                .objects("context_freshness")
                .strings("created_at", "modified_at", "created_by", "modified_by")
                .required("name")
                .serverManaged("id", "total_views", "viewers", "created_at", "modified_at", "created_by", "modified_by")
                .listItem(
                        "id",
                        "name",
                        "description",
                        "type",
                        "source",
                        "parent_id",
                        "owner_team",
                        "qualified_name",
                        "score",
                        "status",
                        "user",
                        "freshness_sla",
                        "schema_stability",
                        "sla_config",
                        "level",
                        "total_alerts",
                        "total_issues",
                        "linked_asset_count",
                        "linked_metric_count",
                        "total_conversations",
                        "total_views",
                        "linked_assets",
                        "total_likes",
                        "total_dislikes",
                        "is_active",
                        "is_deleted",
                        "owner",
                        "product",
                        "tag",
                        "term",
                        "glossary",
                        "created_at",
                        "modified_at",
                        "created_by",
                        "modified_by")
                .members(OWNER, "owner")
                .members(NAMED_REFERENCE, "glossary")
                .members(VIEWER, "viewers")
                .members(CONTEXT_FRESHNESS, "context_freshness")
                .build();
    }

    /**
     * {@return the record of the document's {@code Term}, written by {@code TermUpdateRequest}; its list items are
     * {@code TermListItem}}
     */
    public static Schema term() {
        return Schema.builder()
                .strings(
                        "id",
                        "name",
                        "description",
                        "status",
                        "derived_type",
                        "source",
                        "qualified_name",
                        "thresold",
                        "sensitivity",
                        "definition",
                        "context",
                        "who_should_use_this",
                        "domain_id",
                        "glossary_id",
                        "glossary_name",
                        "glossary_category_id",
                        "type",
                        "user",
                        "score",
                        "recent_conversations")
                .anyValues("min_length", "max_length", "min_value")
                .booleans("is_null", "is_blank", "is_unique", "is_primary_key", "is_active", "is_deleted")
                .arrays("enum", "contains")
                .stringArrays("synonyms")
                .objectArrays("owner", "parents", "domain", "product", "tag", "application", "viewers", "term_metrics")
                .integers(
                        "total_alerts",
                        "total_issues",
                        "linked_asset_count",
                        "total_views",
                        "total_conversations",
                        "total_metrics",
                        "row_count")
                .anyValues("total_likes", "total_dislikes")
                .objects("profile_metrics", "context_freshness")
                .stringArrays("linked_assets")
                .strings("created_at", "modified_at", "created_by", "modified_by")
                .required("name")
                .serverManaged(
                        "id",
                        "glossary_name",
                        "viewers",
                        "linked_asset_count",
                        "total_views",
                        "created_at",
                        "modified_at",
                        "created_by",
                        "modified_by")
                .listItem(
                        "id",
                        "name",
                        "description",
                        "status",
                        "derived_type",
                        "source",
                        "qualified_name",
                        "thresold",
                        "sensitivity",
                        "domain_id",
                        "glossary_id",
                        "glossary_name",
                        "glossary_category_id",
                        "type",
                        "user",
                        "score",
                        "min_length",
                        "max_length",
                        "min_value",
                        "is_null",
                        "is_blank",
                        "is_unique",
                        "is_primary_key",
                        "is_active",
                        "is_deleted",
                        "enum",
                        "contains",
                        "synonyms",
                        "owner",
                        "domain",
                        "product",
                        "tag",
                        "application",
                        "term_metrics",
                        "total_alerts",
                        "total_issues",
                        "linked_asset_count",
                        "total_views",
                        "total_conversations",
                        "total_metrics",
                        "row_count",
                        "total_likes",
                        "total_dislikes",
                        "profile_metrics",
                        "linked_assets",
                        "created_at",
                        "modified_at",
                        "created_by",
                        "modified_by")
                .members(OWNER, "owner")
                .members(VIEWER, "viewers")
                .members(CONTEXT_FRESHNESS, "context_freshness")
                .build();
    }

    /**
     * {@return the record of the document's {@code Application}, written by {@code ApplicationUpdateRequest}; its list
     * items are {@code ApplicationListItem}}
     */
    public static Schema application() {
        return Schema.builder()
                .strings(
                        "id",
                        "name",
                        "qualified_name",
                        "description",
                        "type",
                        "level",
                        "source",
                        "parent_id",
                        "governance_role",
                        "sensitivity_level",
                        "sla_tire",
                        "owner_team",
                        "score",
                        "user",
                        "status",
                        "freshness_sla",
                        "schema_stability",
                        "definition",
                        "context",
                        "who_should_use_this",
                        "recent_conversations")
                .integers(
                        "total_alerts",
                        "total_issues",
                        "linked_asset_count",
                        "linked_metric_count",
                        "total_conversations",
                        "total_views",
                        "linked_assets")
                .anyValues("total_likes", "total_dislikes")
                .booleans("is_active", "is_deleted")
                .objectArrays("owner", "term", "viewers", "audiences", "tag")
                .objects("context_freshness")
                .strings("created_at", "modified_at", "created_by", "modified_by")
                .required("name")
                .serverManaged("id", "total_views", "viewers", "created_at", "modified_at", "created_by", "modified_by")
                .listItem(
                        "id",
                        "name",
                        "qualified_name",
                        "description",
                        "type",
                        "level",
                        "source",
                        "parent_id",
                        "governance_role",
                        "sensitivity_level",
                        "sla_tire",
                        "owner_team",
                        "score",
                        "user",
                        "status",
                        "freshness_sla",
                        "schema_stability",
                        "total_alerts",
                        "total_issues",
                        "linked_asset_count",
                        "linked_metric_count",
                        "total_conversations",
                        "total_views",
                        "linked_assets",
                        "total_likes",
                        "total_dislikes",
                        "is_active",
                        "is_deleted",
                        "owner",
                        "term",
                        "tag",
                        "created_at",
                        "modified_at",
                        "created_by",
                        "modified_by")
                .members(OWNER, "owner")
                .members(VIEWER, "viewers")
                .members(NAMED_REFERENCE, "tag")
                .members(CONTEXT_FRESHNESS, "context_freshness")
                .build();
    }

    /**
     * {@return the record of the document's {@code Tag}, written by {@code TagUpdateRequest}; its list items are
     * {@code TagListItem}}
     */
    public static Schema tag() {
        return Schema.builder()
                .strings(
                        "id",
                        "name",
                        "description",
                        "type",
                        "level",
                        "source",
                        "native_query_run",
                        "parent_id",
                        "status",
                        "qualified_name",
                        "score",
                        "user",
                        "owner",
                        "freshness_sla",
                        "schema_stability",
                        "definition",
                        "context",
                        "who_should_use_this",
                        "source_id",
                        "source_type",
                        "recent_conversations")
                .booleans("is_masked_data", "is_active", "is_deleted")
                .integers(
                        "total_alerts",
                        "total_issues",
                        "linked_asset_count",
                        "total_conversations",
                        "total_views",
                        "linked_assets")
                .anyValues("total_likes", "total_dislikes")
                .objectArrays("parents", "viewers", "audiences")
                .objects("context_freshness")
                .strings("created_at", "modified_at", "created_by", "modified_by")
                .required("name")
                .serverManaged("id", "total_views", "viewers", "created_at", "modified_at", "created_by", "modified_by")
                .listItem(
                        "id",
                        "name",
                        "description",
                        "type",
                        "level",
                        "source",
                        "native_query_run",
                        "parent_id",
                        "status",
                        "qualified_name",
                        "score",
                        "user",
                        "owner",
                        "freshness_sla",
                        "schema_stability",
                        "source_id",
                        "source_type",
                        "is_masked_data",
                        "is_active",
                        "is_deleted",
                        "total_alerts",
                        "total_issues",
                        "linked_asset_count",
                        "total_conversations",
                        "total_views",
                        "linked_assets",
                        "total_likes",
                        "total_dislikes",
                        "created_at",
                        "modified_at",
                        "created_by",
                        "modified_by")
                .members(VIEWER, "viewers")
                .members(CONTEXT_FRESHNESS, "context_freshness")
                .build();
    }

    /**
     * {@return the record of the document's {@code Glossary}, written by {@code GlossaryUpdateRequest}; its list items are
     * {@code GlossaryListItem}}
     */
    public static Schema glossary() {
        return Schema.builder()
                .strings(
                        "id",
                        "name",
                        "description",
                        "source",
                        "parent_id",
                        "domain_id",
                        "qualified_name",
                        "status",
                        "user",
                        "owner",
                        "definition",
                        "context",
                        "who_should_use_this",
                        "recent_conversations")
                .integers("total_conversations", "total_views")
                .anyValues("total_likes", "total_dislikes")
                .booleans("is_active", "is_deleted")
                .objectArrays("parents", "domain", "viewers")
                .objects("context_freshness")
                .strings("created_at", "modified_at", "created_by", "modified_by")
                .required("name")
                .serverManaged("id", "total_views", "viewers", "created_at", "modified_at", "created_by", "modified_by")
                .listItem(
                        "id",
                        "name",
                        "description",
                        "source",
                        "parent_id",
                        "domain_id",
                        "qualified_name",
                        "status",
                        "user",
                        "owner",
                        "total_conversations",
                        "total_views",
                        "total_likes",
                        "total_dislikes",
                        "is_active",
                        "is_deleted",
                        "domain",
                        "created_at",
                        "modified_at",
                        "created_by",
                        "modified_by")
                .members(VIEWER, "viewers")
                .members(CONTEXT_FRESHNESS, "context_freshness")
                .build();
    }

    /**
     * {@return the record of the document's {@code Document}, written by {@code DocumentUpdateRequest}; its list items are
     * the same record}
     */
    public static Schema document() {
        return Schema.builder()
                .strings("id", "category", "object_id", "object_qualified_name", "name")
                .objectArrays("content")
                .strings("created_at", "created_by")
                .required("category", "object_id", "name")
                .serverManaged("id", "created_at", "created_by")
                .members(CONTENT_BLOCK, "content")
                .build();
    }

    /**
     * {@return the record of the document's {@code Conversation}, written by {@code ConversationUpdateRequest}; its list
     * items are the same record}
     */
    public static Schema conversation() {
        return Schema.builder()
                .strings(
                        "id",
                        "category",
                        "object_id",
                        "parent_id",
                        "title",
                        "comment",
                        "created_at",
                        "created_by",
                        "modified_at")
                .required("category", "object_id")
                .serverManaged("id", "created_at", "created_by", "modified_at")
                .build();
    }

    /**
     * {@return the record of the document's {@code AccessTokenCreated}, written by {@code AccessTokenCreateRequest}; its
     * list items are the same record}
     */
    public static Schema accessToken() {
        return Schema.builder()
                .strings("id", "key_alias", "generated_for", "expired_at")
                .booleans("is_active")
                .strings("purpose", "created_at", "created_by")
                .required("generated_for", "expired_at")
                .serverManaged("id", "created_at", "created_by")
                .build();
    }
}
