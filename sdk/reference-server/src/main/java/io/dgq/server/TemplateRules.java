package io.dgq.server;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** Templates count the metric details that name them in {@code assigned_metric_count}. */
final class TemplateRules implements RecordRules {

    private final RecordStore details;

    TemplateRules(RecordStore details) {
        this.details = details;
    }

    @Override
    public void prepare(ObjectNode next, ObjectNode previous) {
        next.put("assigned_metric_count", details.count("template_id", next.path("id").asText()));
    }
}
