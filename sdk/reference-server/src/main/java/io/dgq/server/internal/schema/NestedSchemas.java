// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.server.internal.schema;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The members of the nested records the server type-checks (an owner, a content block...), as the OpenAPI document's
 * components describe them; members they do not name are kept as sent.
 */
final class NestedSchemas {
    /** The document's {@code Owner}. */
    static final Schema OWNER = Schema.openNestedBuilder()
            .strings("id", "name", "email", "label", "owner_type")
            .build();

    /** The document's {@code NamedReference}. */
    static final Schema NAMED_REFERENCE = Schema.openNestedBuilder()
            .strings("id", "name", "label", "description", "source")
            .booleans("is_active")
            .build();

    /** The document's {@code Viewer}. */
    static final Schema VIEWER = Schema.openNestedBuilder()
            .strings("id", "viewed_at", "name", "email")
            .build();

    /** The document's {@code ContextFreshness}. */
    static final Schema CONTEXT_FRESHNESS = Schema.openNestedBuilder()
            .strings("description", "owner_verified", "synonyms", "metric_updated")
            .build();

    /** The document's {@code SourceType}. */
    static final Schema SOURCE_TYPE = Schema.openNestedBuilder()
            .strings("id", "name", "short_description", "long_description", "type", "tag")
            .booleans("is_active", "is_delete")
            .build();

    /** The document's {@code Threshold}. */
    static final Schema THRESHOLD = Schema.openNestedBuilder()
            .numbers("lower_threshold", "upper_threshold")
            .build();

    /** The document's {@code ThresholdConstraint}. */
    static final Schema THRESHOLD_CONSTRAINT = Schema.openNestedBuilder()
            .stringArrays("auto")
            .strings("mode")
            .objectArrays("custom", "manual")
            .build();

    /** The document's {@code ClusterDomain}. */
    static final Schema CLUSTER_DOMAIN = Schema.openNestedBuilder()
            .strings("id", "type", "label")
            .booleans("show_propagation")
            .build();

    /** The document's {@code ClusterAlert}. */
    static final Schema CLUSTER_ALERT = Schema.openNestedBuilder()
            .strings("id", "asset_id", "asset_name", "metric_name", "status", "created_at")
            .build();

    /** The document's {@code ContentBlock}. */
    static final Schema CONTENT_BLOCK = Schema.openNestedBuilder()
            .strings("id", "type", "content")
            .integers("position")
            .strings("textColor", "backgroundColor")
            .build();

    private NestedSchemas() {}

    /** {@return the schemas by the document's component name, in its order} */
    static Map<String, Schema> byComponent() {
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
        return all;
    }
}
