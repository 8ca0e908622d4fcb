package io.dgq.server.internal.rules;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.internal.data.store.RecordStore;
import io.dgq.server.internal.error.StoreException;

/**
 * Metric details mirror their id in {@code metric_detail_id}, and keep the {@code assigned_metric_count} of the
 * templates they name up to date.
 */
public final class MetricDetailRules implements RecordRules {

    private final RecordStore templates;
    private final RecordStore details;

    public MetricDetailRules(RecordStore templates, RecordStore details) {
        this.templates = templates;
        this.details = details;
    }

    @Override
    public void prepare(ObjectNode next, ObjectNode previous) {
        next.put("metric_detail_id", next.path("id").asText());
    }

    @Override
    public void propagate(ObjectNode previous, ObjectNode next) {
        recount(previous);
        recount(next);
    }

    private void recount(ObjectNode detail) {
        String templateId = detail == null ? null : detail.path("template_id").textValue();
        if (templateId != null && templates.live(templateId).isPresent()) {
            try {
                templates.update(
                        templateId,
                        template -> template.put("assigned_metric_count", details.count("template_id", templateId)));
            } catch (StoreException.Missing deletedMeanwhile) {
                // The template went away between the check and the update: there is nothing left to count for.
            }
        }
    }
}
