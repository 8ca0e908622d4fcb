package io.dgq.server.internal.rules;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.internal.data.store.RecordStore;
import io.dgq.server.internal.error.ApiError;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Keeps {@code parent_id} links of a kind a forest: the parent must be a live record of the same kind, and a link
 * may neither close a cycle nor make the tree deeper than {@link #MAX_DEPTH}.
 */
public final class Hierarchy implements RecordRules {

    /** The deepest a tree may be, so tree views stay well within JSON nesting limits. */
    public static final int MAX_DEPTH = 32;

    private final RecordStore store;

    /**
     * Creates the rule for a store.
     *
     * @param store the kind's records; {@code parent_id} must be indexed
     */
    public Hierarchy(RecordStore store) {
        this.store = store;
    }

    @Override
    public void prepare(ObjectNode next, ObjectNode previous) {
        String parent = text(next.get("parent_id"));
        if (parent == null || (previous != null && parent.equals(text(previous.get("parent_id"))))) {
            return;
        }
        String id = next.path(store.idField()).asText();
        if (store.live(parent).isEmpty()) {
            throw ApiError.invalidField("parent_id", "names no " + store.label() + " with id '" + parent + "'");
        }
        int depth = 1;
        for (String ancestor = parent; ancestor != null; depth++) {
            if (ancestor.equals(id)) {
                throw ApiError.conflict("parent_id", "would make the " + store.label() + " its own ancestor");
            }
            ancestor =
                    store.live(ancestor).map(record -> record.text("parent_id")).orElse(null);
        }
        int height = previous == null ? 0 : height(id);
        if (depth + height > MAX_DEPTH) {
            throw ApiError.conflict(
                    "parent_id", "would nest the " + store.label() + " deeper than " + MAX_DEPTH + " levels");
        }
    }

    /** The number of levels below a record. */
    private int height(String id) {
        int height = 0;
        Deque<String> level = new ArrayDeque<>();
        level.add(id);
        while (!level.isEmpty() && height <= MAX_DEPTH) {
            Deque<String> below = new ArrayDeque<>();
            for (String node : level) {
                store.where("parent_id", node).forEach(child -> below.add(child.id(store.idField())));
            }
            if (!below.isEmpty()) {
                height++;
            }
            level = below;
        }
        return height;
    }

    private static String text(JsonNode value) {
        return value != null && value.isTextual() ? value.textValue() : null;
    }
}
