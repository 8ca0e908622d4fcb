package io.dgq.server.internal.data.store;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.internal.json.Json;
import java.util.Arrays;

/**
 * One stored record, compact and immutable: its field values in {@link CompactValues} form, by position in the
 * store's {@link RecordLayout}; the lower case keys of the two searched fields; its insertion sequence; whether it
 * was soft-deleted. A record costs one array of references and the values no other record shares; there is no tree
 * of JSON nodes per record. {@link #node()} builds one when a rule or route needs it.
 */
public final class StoredRecord {

    private final long seq;
    private final RecordLayout layout;
    private final Object[] values;
    private final String searchKey;
    private final String secondSearchKey;
    private final boolean deleted;

    StoredRecord(
            long seq, RecordLayout layout, Object[] values, String searchKey, String secondSearchKey, boolean deleted) {
        this.seq = seq;
        this.layout = layout;
        this.values = values;
        this.searchKey = searchKey;
        this.secondSearchKey = secondSearchKey;
        this.deleted = deleted;
    }

    /** The insertion sequence, unique and increasing within a store. */
    public long seq() {
        return seq;
    }

    public boolean deleted() {
        return deleted;
    }

    RecordLayout layout() {
        return layout;
    }

    /** The lower case first searched field ({@code name} on most kinds), or {@code null}. */
    public String searchKey() {
        return searchKey;
    }

    /** The lower case second searched field ({@code description} on most kinds), or {@code null}. */
    public String secondSearchKey() {
        return secondSearchKey;
    }

    /** The compact value at a layout position; {@link CompactValues#ABSENT} when the record lacks it. */
    public Object value(int index) {
        return index >= 0 && index < values.length ? values[index] : CompactValues.ABSENT;
    }

    /** The compact value of a field; {@link CompactValues#ABSENT} when the record lacks it. */
    public Object value(String field) {
        return value(layout.index(field));
    }

    /** A string field's value, or {@code null} when it is not a string. */
    public String text(String field) {
        return value(field) instanceof String text ? text : null;
    }

    /** Whether a field holds {@code true}. */
    public boolean flag(String field) {
        return value(field) == BooleanNode.TRUE;
    }

    /** The record's id. */
    public String id(String idField) {
        return text(idField);
    }

    /** A field's value as a JSON node, newly built for objects and arrays; {@code null} when the record lacks it. */
    public JsonNode get(String field) {
        return CompactValues.node(value(field));
    }

    /** A copy of the values sized for a (longer or equal) layout, for a changed version of the record. */
    Object[] values(RecordLayout longer) {
        Object[] copy = Arrays.copyOf(values, Math.max(values.length, longer.size()));
        Arrays.fill(copy, values.length, copy.length, CompactValues.ABSENT);
        return copy;
    }

    /** The record as a new JSON object, fields in layout order; the caller may change it. */
    public ObjectNode node() {
        ObjectNode node = Json.object(values.length);
        for (int i = 0; i < values.length; i++) {
            JsonNode value = CompactValues.node(values[i]);
            if (value != null) {
                node.set(layout.name(i), value);
            }
        }
        return node;
    }
}
