package io.dgq.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Locale;

/**
 * One stored record: an immutable JSON object (never changed after it is stored), its insertion sequence, the lower
 * case search keys and whether it was soft-deleted.
 *
 * @param seq the insertion sequence, unique and increasing within a store
 * @param node the record; callers must not modify it
 * @param nameKey the lower case {@code name}, or {@code null}
 * @param descriptionKey the lower case {@code description}, or {@code null}
 * @param deleted whether the record was soft-deleted
 */
record StoredRecord(long seq, ObjectNode node, String nameKey, String descriptionKey, boolean deleted) {

    static StoredRecord of(long seq, ObjectNode node, boolean deleted) {
        return new StoredRecord(seq, node, searchKey(node.get("name")), searchKey(node.get("description")), deleted);
    }

    String id(String idField) {
        return node.path(idField).asText();
    }

    private static String searchKey(JsonNode value) {
        return value != null && value.isTextual() ? value.asText().toLowerCase(Locale.ROOT) : null;
    }
}
