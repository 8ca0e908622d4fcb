package io.dgq.server.internal.rules;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.internal.data.store.RecordStore;
import io.dgq.server.internal.error.ApiError;

/** A field's {@code field_tab_id} must name a tab, and its {@code field_group_id}, when set, a group. */
public final class FieldRules implements RecordRules {

    private final RecordStore tabs;
    private final RecordStore groups;

    public FieldRules(RecordStore tabs, RecordStore groups) {
        this.tabs = tabs;
        this.groups = groups;
    }

    @Override
    public void prepare(ObjectNode next, ObjectNode previous) {
        requireReference(next, "field_tab_id", tabs);
        requireReference(next, "field_group_id", groups);
    }

    private static void requireReference(ObjectNode record, String field, RecordStore target) {
        String id = record.path(field).textValue();
        if (id != null && target.live(id).isEmpty()) {
            throw ApiError.invalidField(field, "names no " + target.label() + " with id '" + id + "'");
        }
    }
}
