package io.dgq.server.internal.routes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.internal.data.store.CompactValues;
import io.dgq.server.internal.data.store.StoredRecord;
import io.dgq.server.internal.error.ApiError;
import io.dgq.server.internal.json.Json;
import io.dgq.server.internal.resources.Resource;
import io.dgq.server.internal.resources.Workspace;
import io.dgq.server.internal.routing.Call;
import io.dgq.server.internal.routing.Reply;
import io.dgq.server.internal.schema.BodyFields;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The special routes of metric resources: patterns by attribute or term, metric details by asset and by template,
 * and the alert cluster holding an alert.
 */
final class MetricRoutes {

    private final Workspace workspace;
    private final BodyFields bodyFields;

    MetricRoutes(Workspace workspace, BodyFields bodyFields) {
        this.workspace = workspace;
        this.bodyFields = bodyFields;
    }

    /**
     * {@code {attribute_id}} answers that attribute's patterns; {@code {term_id}} the patterns of the term's
     * {@code linked_assets}. The answer is {@code {data: [Pattern...], count}}.
     */
    Reply attributePatterns(Call call) {
        ObjectNode body = call.requireObject();
        bodyFields.onlyKnown(body, Set.of("attribute_id", "term_id"));
        String attributeId = BodyFields.absentOrText(body, "attribute_id");
        String termId = BodyFields.absentOrText(body, "term_id");
        if ((attributeId == null) == (termId == null)) {
            String problem = "exactly one of attribute_id and term_id is required";
            throw ApiError.validation(
                    "Exactly one of attribute_id and term_id is required",
                    List.of(new ApiError.Detail("attribute_id", problem)));
        }
        Set<String> attributes = new HashSet<>();
        if (attributeId != null) {
            attributes.add(attributeId);
        } else {
            ObjectNode term = workspace.terms.store().find(termId).orElseThrow(() -> workspace.terms.notFound(termId));
            term.path("linked_assets").forEach(asset -> attributes.add(asset.asText()));
        }
        Resource patterns = workspace.patterns;
        ArrayNode items = Json.array();
        for (StoredRecord record : patterns.store().records()) {
            if (!record.deleted() && attributes.contains(record.text("attribute_id"))) {
                items.add(patterns.itemView(record));
            }
        }
        ObjectNode answer = Json.object();
        answer.set("data", items);
        answer.put("count", items.size());
        return Reply.of("Attribute patterns", answer);
    }

    /** The metric details whose {@code asset_id} is the path's asset. */
    Reply detailsByAsset(Call call) {
        return Reply.of("Metric details of the asset", details("asset_id", call.param("assetId")));
    }

    /** The metric details assigned to a template. */
    Reply templateMetrics(Call call) {
        String templateId = call.param("id");
        if (workspace.templates.store().live(templateId).isEmpty()) {
            throw workspace.templates.notFound(templateId);
        }
        return Reply.of("Metrics of the template", details("template_id", templateId));
    }

    /** The alert cluster whose {@code alerts} hold the path's alert, with its alerts. */
    Reply clusterByAlert(Call call) {
        String alertId = call.param("alertId");
        Resource clusters = workspace.alertClusters;
        for (StoredRecord record : clusters.store().records()) {
            if (record.deleted()) {
                continue;
            }
            if (!(record.value("alerts") instanceof CompactValues.Raw alerts)
                    || !alerts.json().contains(alertId)) {
                continue;
            }
            for (JsonNode alert : record.get("alerts")) {
                if (alertId.equals(alert.path("id").textValue())) {
                    return Reply.of("Alert cluster of the alert", clusters.detailView(record));
                }
            }
        }
        throw ApiError.notFound("No alert cluster holds an alert with id '" + alertId + "'");
    }

    private ObjectNode details(String field, String value) {
        Resource details = workspace.metricDetails;
        ArrayNode items = Json.array();
        details.store().where(field, value).forEach(record -> items.add(details.detailView(record)));
        ObjectNode answer = Json.object();
        answer.set("data", items);
        answer.put("total_count", items.size());
        return answer;
    }
}
