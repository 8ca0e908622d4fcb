package io.dgq.server.internal.schema;

import java.util.Map;

/** The record schemas of every resource kind, with the JSON field names of the specification. */
public final class Schemas {

    /** Detail fields that governance list items leave out (decided: "list items"). */
    private static final String[] GOVERNED_DETAIL_ONLY = {
        "viewers",
        "context_freshness",
        "definition",
        "context",
        "who_should_use_this",
        "recent_conversations",
        "parents",
        "audiences"
    };

    private Schemas() {}

    /**
     * The nested records whose members are type-checked, by OpenAPI component name: generated from the document
     * ({@link NestedSchemas}).
     */
    public static Map<String, Schema> nestedRecords() {
        return NestedSchemas.byComponent();
    }

    public static Schema pattern() {
        return Schema.builder()
                .strings("id", "name", "pattern", "type", "attribute_id", "system_pattern_id")
                .booleans("is_valid")
                .strings("created_at", "created_by")
                .required("name", "pattern")
                .serverManaged("is_valid")
                .build();
    }

    public static Schema source() {
        Schema credentials = Schema.nestedBuilder()
                .strings("port", "server", "database", "password", "username", "auth_type")
                .stringArrays("included_databases")
                .build();
        return Schema.builder()
                .strings("id", "name", "description", "type")
                .nested("credentials", credentials)
                .objects("config")
                .booleans("is_valid", "is_active", "is_api_connection")
                .strings("source_type_id")
                .objects("source_type")
                .strings("created_by", "created_at", "modified_at")
                .objectArrays("audiences")
                .strings("source_type_tag")
                .required("name")
                .serverManaged("source_type_tag")
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
                .members(NestedSchemas.SOURCE_TYPE, "source_type")
                .build();
    }

    public static Schema parameter() {
        return Schema.builder()
                .strings("id", "name", "type", "value")
                .booleans("is_active")
                .strings("created_at", "modified_at", "created_by")
                .required("name")
                .build();
    }

    public static Schema metricDetail() {
        return Schema.builder()
                .strings("id", "metric_detail_id", "template_id")
                .strings(
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
                .serverManaged("metric_detail_id")
                .members(NestedSchemas.THRESHOLD, "threshold")
                .members(NestedSchemas.THRESHOLD_CONSTRAINT, "threshold_constraint")
                .build();
    }

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
                .serverManaged("assigned_metric_count")
                .members(NestedSchemas.OWNER, "owner")
                .members(NestedSchemas.THRESHOLD_CONSTRAINT, "threshold_constraint")
                .build();
    }

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
                        "alerts")
                .detailOnly("alerts")
                .members(NestedSchemas.CLUSTER_DOMAIN, "domain")
                .members(NestedSchemas.OWNER, "owner")
                .members(NestedSchemas.CLUSTER_ALERT, "alerts")
                .build();
    }

    public static Schema field() {
        return Schema.builder()
                .strings("id", "name", "description", "data_type", "level", "field_tab_id", "field_group_id", "icon")
                .objectArrays("options")
                .integers("display_order")
                .booleans("is_created", "is_active", "is_delete")
                .strings("created_by", "modified_by", "created_at", "modified_at")
                .required("name", "field_tab_id", "data_type", "level")
                .build();
    }

    public static Schema fieldTab() {
        return Schema.builder().strings("id", "name", "icon").required("name").build();
    }

    public static Schema fieldGroup() {
        return Schema.builder().strings("id", "name").required("name").build();
    }

    public static Schema fieldProperty() {
        return Schema.builder()
                .strings("id", "field_id", "entity_id", "level")
                .anyValues("value")
                .strings("created_at", "modified_at")
                .required("field_id", "entity_id")
                .build();
    }

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
                .detailOnly(GOVERNED_DETAIL_ONLY)
                .members(NestedSchemas.OWNER, "owner")
                .members(NestedSchemas.NAMED_REFERENCE, "glossary")
                .members(NestedSchemas.VIEWER, "viewers")
                .members(NestedSchemas.CONTEXT_FRESHNESS, "context_freshness")
                .build();
    }

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
                .arrays("enum", "contains", "synonyms")
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
                .serverManaged("glossary_name", "linked_asset_count")
                .detailOnly(GOVERNED_DETAIL_ONLY)
                .members(NestedSchemas.OWNER, "owner")
                .members(NestedSchemas.VIEWER, "viewers")
                .members(NestedSchemas.CONTEXT_FRESHNESS, "context_freshness")
                .build();
    }

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
                .detailOnly(GOVERNED_DETAIL_ONLY)
                .members(NestedSchemas.OWNER, "owner")
                .members(NestedSchemas.VIEWER, "viewers")
                .members(NestedSchemas.NAMED_REFERENCE, "tag")
                .members(NestedSchemas.CONTEXT_FRESHNESS, "context_freshness")
                .build();
    }

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
                .detailOnly(GOVERNED_DETAIL_ONLY)
                .members(NestedSchemas.VIEWER, "viewers")
                .members(NestedSchemas.CONTEXT_FRESHNESS, "context_freshness")
                .build();
    }

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
                .detailOnly(GOVERNED_DETAIL_ONLY)
                .members(NestedSchemas.VIEWER, "viewers")
                .members(NestedSchemas.CONTEXT_FRESHNESS, "context_freshness")
                .build();
    }

    public static Schema document() {
        return Schema.builder()
                .strings("id", "category", "object_id", "object_qualified_name", "name")
                .objectArrays("content")
                .strings("created_at", "created_by")
                .required("name", "category", "object_id")
                .members(NestedSchemas.CONTENT_BLOCK, "content")
                .build();
    }

    public static Schema conversation() {
        return Schema.builder()
                .strings("id", "category", "object_id", "parent_id", "title", "comment")
                .strings("created_at", "created_by", "modified_at")
                .required("category", "object_id")
                .build();
    }

    public static Schema accessToken() {
        return Schema.builder()
                .strings("id", "key_alias", "generated_for", "expired_at")
                .booleans("is_active")
                .strings("purpose", "created_at", "created_by")
                .required("generated_for", "expired_at")
                .build();
    }
}
