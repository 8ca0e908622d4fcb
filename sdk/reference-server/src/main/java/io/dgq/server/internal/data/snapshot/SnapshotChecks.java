package io.dgq.server.internal.data.snapshot;

import static io.dgq.server.internal.data.snapshot.SnapshotCodec.problem;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.internal.auth.CredentialCipher;
import io.dgq.server.internal.json.Json;
import io.dgq.server.internal.rules.Hierarchy;
import io.dgq.server.internal.rules.SourceRules;
import io.dgq.server.internal.schema.FieldSpec;
import io.dgq.server.internal.schema.Schema;
import io.dgq.server.internal.support.Timestamps;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/** The checks of a snapshot's records, made before any of them is stored. */
final class SnapshotChecks {

    /** A UUID in canonical lower case text, the form of every id the API answers. */
    private static final Pattern UUID_TEXT =
            Pattern.compile("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}");

    private static final List<String> TIMESTAMPS = List.of("created_at", "modified_at");

    private SnapshotChecks() {}

    /**
     * The records of one kind: each an object with a new UUID id and only its schema's fields, each of its type;
     * fields left out take their unset value. A tree kind's {@code parent_id} links must form a forest.
     *
     * @param records the kind's array, or {@code null} for none
     * @param path where the array is, for messages
     */
    static List<ObjectNode> records(SnapshotCodec.Kind kind, JsonNode records, String path) {
        return records(kind, records, path, Set.of());
    }

    /**
     * The names of a kind's members the document does not declare, as the snapshot's {@code undeclared_members}
     * lists them: an array of distinct names, none of them a declared field.
     *
     * @param names the kind's array, or {@code null} for none
     */
    static Set<String> undeclared(SnapshotCodec.Kind kind, JsonNode names) {
        if (names == null) {
            return Set.of();
        }
        String path = SnapshotCodec.UNDECLARED + "." + kind.key();
        if (!names.isArray()) {
            throw problem(path + " must be an array of member names");
        }
        Set<String> undeclared = new LinkedHashSet<>();
        for (JsonNode name : names) {
            if (!name.isTextual() || name.textValue().isEmpty()) {
                throw problem(path + ": " + shorten(name) + " is not a member name");
            }
            if (kind.schema().field(name.textValue()) != null) {
                throw problem(path + ": \"" + name.textValue() + "\" is declared by the document; list only the"
                        + " members it does not name");
            }
            if (!undeclared.add(name.textValue())) {
                throw problem(path + ": \"" + name.textValue() + "\" is listed twice");
            }
        }
        return Collections.unmodifiableSet(undeclared);
    }

    /**
     * The records of one kind, as {@link #records(SnapshotCodec.Kind, JsonNode, String)} checks them, which may
     * also hold the members the snapshot's header names as undeclared by the document, kept as they are.
     */
    static List<ObjectNode> records(SnapshotCodec.Kind kind, JsonNode records, String path, Set<String> undeclared) {
        if (records == null) {
            return List.of();
        }
        if (!records.isArray()) {
            throw problem(path + " must be an array of records");
        }
        Schema schema = kind.schema();
        List<ObjectNode> checked = new ArrayList<>(records.size());
        Set<String> ids = new LinkedHashSet<>();
        for (int i = 0; i < records.size(); i++) {
            String at = path + "[" + i + "]";
            JsonNode record = records.get(i);
            if (!record.isObject()) {
                throw problem(at + " must be an object");
            }
            JsonNode id = record.get(schema.idField());
            if (id == null
                    || !id.isTextual()
                    || !UUID_TEXT.matcher(id.textValue()).matches()) {
                throw problem(at + "." + schema.idField() + " must be a UUID in lower case, such as "
                        + "\"4f6c1a52-0b7e-4b8e-9a43-2c1d5e7f8a90\", got " + shorten(id));
            }
            at = at + " (" + schema.idField() + " " + id.textValue() + ")";
            if (!ids.add(id.textValue())) {
                throw problem(at + ": duplicate id; each " + kind.key() + " record needs its own");
            }
            checked.add(complete(schema, (ObjectNode) record, at, undeclared));
        }
        if (kind.tree()) {
            checkForest(checked, schema.idField(), path);
        }
        return List.copyOf(checked);
    }

    private static ObjectNode complete(Schema schema, ObjectNode record, String at, Set<String> undeclared) {
        for (Iterator<Map.Entry<String, JsonNode>> it = record.properties().iterator(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> field = it.next();
            FieldSpec spec = schema.field(field.getKey());
            if (spec == null && undeclared.contains(field.getKey())) {
                continue;
            }
            if (spec == null) {
                throw problem(at + ": unknown field \"" + field.getKey() + "\""
                        + (undeclared.isEmpty()
                                ? ""
                                : "; it is not among the members the snapshot's " + SnapshotCodec.UNDECLARED
                                        + " names"));
            }
            JsonNode value = field.getValue();
            if (!value.isNull() && !spec.type().accepts(value)) {
                throw problem(at + ": field \"" + spec.name() + "\" must be "
                        + spec.type().description() + " or null, got " + shorten(value));
            }
        }
        for (String name : TIMESTAMPS) {
            JsonNode value = record.get(name);
            if (value != null && value.isTextual() && !Timestamps.isRecordForm(value.textValue())) {
                throw problem(at + ": field \"" + name + "\" must be a UTC timestamp such as "
                        + "\"2026-01-31T09:15:00.000Z\", got " + shorten(value));
            }
        }
        ObjectNode completed = Json.object(schema.fields().size());
        for (FieldSpec spec : schema.fields()) {
            JsonNode value = record.get(spec.name());
            completed.set(spec.name(), value == null ? spec.unset() : value);
        }
        for (String name : undeclared) {
            JsonNode value = record.get(name);
            if (value != null) {
                completed.set(name, value);
            }
        }
        return completed;
    }

    /** Every {@code parent_id} names a record of the list, with no cycle and at most {@link Hierarchy#MAX_DEPTH}. */
    private static void checkForest(List<ObjectNode> records, String idField, String path) {
        Map<String, String> parents = new HashMap<>();
        for (ObjectNode record : records) {
            JsonNode parent = record.get("parent_id");
            parents.put(
                    record.get(idField).textValue(), parent != null && parent.isTextual() ? parent.textValue() : null);
        }
        for (Map.Entry<String, String> link : parents.entrySet()) {
            if (link.getValue() != null && !parents.containsKey(link.getValue())) {
                throw problem(path + " (id " + link.getKey() + "): parent_id " + link.getValue()
                        + " names no record of the snapshot's " + path);
            }
            Set<String> seen = new HashSet<>(List.of(link.getKey()));
            for (String ancestor = link.getValue(); ancestor != null; ancestor = parents.get(ancestor)) {
                if (!seen.add(ancestor)) {
                    throw problem(path + " (id " + link.getKey() + "): its parent_id links form a cycle");
                }
                if (seen.size() > Hierarchy.MAX_DEPTH) {
                    throw problem(path + " (id " + link.getKey() + "): nested deeper than " + Hierarchy.MAX_DEPTH
                            + " levels");
                }
            }
        }
    }

    /** The ids of a kind's soft-deleted records: each names one of its records, once. */
    static Set<String> softDeleted(SnapshotCodec.Kind kind, List<ObjectNode> records, JsonNode ids) {
        String path = "soft_deleted." + kind.key();
        if (!kind.softDelete()) {
            throw problem(path + ": " + kind.key() + " are deleted for good, never soft-deleted");
        }
        if (!ids.isArray()) {
            throw problem(path + " must be an array of ids");
        }
        Set<String> known = new LinkedHashSet<>();
        String idField = kind.schema().idField();
        records.forEach(record -> known.add(record.get(idField).textValue()));
        Set<String> deleted = new LinkedHashSet<>();
        for (JsonNode id : ids) {
            if (!id.isTextual() || !known.contains(id.textValue())) {
                throw problem(path + ": " + shorten(id) + " names no record of resources." + kind.key());
            }
            if (!deleted.add(id.textValue())) {
                throw problem(path + ": " + id + " is listed twice");
            }
        }
        return Collections.unmodifiableSet(deleted);
    }

    /**
     * A source whose secret credential members are all sealed with this server's secret: a member that is not (clear
     * text written by hand, or sealed with another secret) is sealed now, so clear text is never stored.
     */
    static ObjectNode sealed(ObjectNode source, CredentialCipher cipher) {
        JsonNode credentials = source.get("credentials");
        if (credentials == null || !credentials.isObject()) {
            return source;
        }
        ObjectNode copy = null;
        for (String member : SourceRules.SECRET_MEMBERS) {
            JsonNode value = credentials.get(member);
            if (value != null && value.isTextual() && !cipher.seals(value.textValue())) {
                if (copy == null) {
                    copy = source.deepCopy();
                }
                ((ObjectNode) copy.get("credentials")).put(member, cipher.encrypt(value.textValue()));
            }
        }
        return copy == null ? source : copy;
    }

    private static String shorten(JsonNode value) {
        String text = String.valueOf(value);
        return text.length() > 60 ? text.substring(0, 60) + "..." : text;
    }
}
