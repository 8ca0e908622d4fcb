package io.dgq.server.internal.rules;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.internal.data.store.RecordStore;

/** Templates count the metric details that name them in {@code assigned_metric_count}. */
public final class TemplateRules implements RecordRules {

    private final RecordStore details;

    public TemplateRules(RecordStore details) {
        this.details = details;
    }

    @Override
    public void prepare(ObjectNode next, ObjectNode previous) {
        next.put(
                "assigned_metric_count",
                details.count("template_id", next.path("id").asText()));
    }
}
