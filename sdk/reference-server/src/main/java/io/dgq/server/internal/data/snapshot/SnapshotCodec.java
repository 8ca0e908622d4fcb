package io.dgq.server.internal.data.snapshot;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.internal.auth.CredentialCipher;
import io.dgq.server.internal.data.store.Capacity;
import io.dgq.server.internal.data.store.RecordStore;
import io.dgq.server.internal.data.store.StoredRecord;
import io.dgq.server.internal.json.Json;
import io.dgq.server.internal.resources.Resource;
import io.dgq.server.internal.resources.Workspace;
import io.dgq.server.internal.schema.FieldSpec;
import io.dgq.server.internal.schema.Schema;
import io.dgq.server.internal.schema.Schemas;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Writes a workspace's whole state as a snapshot, reads one back with every check made before anything changes,
 * and replaces a workspace's state with it.
 *
 * <p>The state is the records of every kind, each with every stored field (ids, timestamps, view counts and
 * viewers, {@code parent_id} links, source credentials as the server's ciphertext), in insertion order, and which
 * of them are soft-deleted. Faults, the journal, rate-limit counts and caches are not state. The format:
 *
 * <pre>{@code
 * {"format": "dgq-reference-server/snapshot", "format_version": 1,
 *  "resources": {"domains": [{...}, ...], ...},
 *  "soft_deleted": {"parameters": ["<id>", ...]},
 *  "undeclared_members": {"domains": ["name", ...]}, "redaction": {...}}
 * }</pre>
 *
 * <p>{@code undeclared_members} (present when any record holds one) names, per kind, the members the published
 * document does not declare; a record may hold such a member only when its kind's list names it, and the server
 * serves it back. {@code redaction}, written by a recording, tells the rules applied to its values.
 *
 * <p>One record per line, fields in schema order, so that the same state always writes the same text.
 */
public final class SnapshotCodec {

    static final String FORMAT = "dgq-reference-server/snapshot";
    static final int FORMAT_VERSION = 1;

    /**
     * The header member naming, per kind, the record members the published document does not declare: a snapshot
     * recorded from a real workspace keeps them, and only a snapshot that names them may hold them.
     */
    static final String UNDECLARED = "undeclared_members";

    /** The header member of a recorded snapshot telling the redaction rules applied; not read back. */
    static final String REDACTION = "redaction";

    /**
     * One kind of record in a snapshot.
     *
     * @param key its name in the snapshot
     * @param schema its fields
     * @param resource the kind in a workspace
     * @param softDelete whether its records may be soft-deleted
     * @param tree whether its {@code parent_id} links must form a forest within the kind
     */
    public record Kind(
            String key, Schema schema, Function<Workspace, Resource> resource, boolean softDelete, boolean tree) {}

    static final List<Kind> KINDS = List.of(
            kind("patterns", Schemas.pattern(), w -> w.patterns),
            kind("sources", Schemas.source(), w -> w.sources),
            new Kind("parameters", Schemas.parameter(), w -> w.parameters, true, false),
            kind("metric_details", Schemas.metricDetail(), w -> w.metricDetails),
            kind("metric_templates", Schemas.template(), w -> w.templates),
            kind("alert_clusters", Schemas.alertCluster(), w -> w.alertClusters),
            kind("field_tabs", Schemas.fieldTab(), w -> w.fieldTabs),
            kind("field_groups", Schemas.fieldGroup(), w -> w.fieldGroups),
            kind("fields", Schemas.field(), w -> w.fields),
            kind("field_properties", Schemas.fieldProperty(), w -> w.fieldProperties),
            tree("domains", Schemas.domain(), w -> w.domains),
            tree("glossaries", Schemas.glossary(), w -> w.glossaries),
            kind("terms", Schemas.term(), w -> w.terms),
            tree("applications", Schemas.application(), w -> w.applications),
            tree("tags", Schemas.tag(), w -> w.tags),
            kind("documents", Schemas.document(), w -> w.documents),
            kind("conversations", Schemas.conversation(), w -> w.conversations),
            kind("access_tokens", Schemas.accessToken(), w -> w.accessTokens));

    private static final Set<String> TOP_LEVEL =
            Set.of("format", "format_version", "resources", "soft_deleted", UNDECLARED, REDACTION);

    /** Keeps every number exactly as written, so a value read and written again is the same text. */
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .disable(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES)
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    /**
     * A checked snapshot: per kind, its records in insertion order, every schema field present, and the ids of
     * its soft-deleted records. Never changed once read.
     */
    public record Snapshot(Map<Kind, List<ObjectNode>> records, Map<Kind, Set<String>> softDeleted) {

        /** {@return the number of records, across every kind} */
        public long size() {
            return records.values().stream().mapToLong(List::size).sum();
        }
    }

    private SnapshotCodec() {}

    private static Kind kind(String key, Schema schema, Function<Workspace, Resource> resource) {
        return new Kind(key, schema, resource, false, false);
    }

    private static Kind tree(String key, Schema schema, Function<Workspace, Resource> resource) {
        return new Kind(key, schema, resource, false, true);
    }

    /** Whether any record of the workspace, of any kind, has this id. */
    public static boolean holds(Workspace workspace, String id) {
        for (Kind kind : KINDS) {
            if (kind.resource().apply(workspace).store().stored(id).isPresent()) {
                return true;
            }
        }
        return false;
    }

    /**
     * The kind a snapshot names by a key, such as {@code domains}.
     *
     * @param key the kind's key
     * @return the kind, or {@code null} when none has the key
     */
    public static Kind kind(String key) {
        for (Kind kind : KINDS) {
            if (kind.key().equals(key)) {
                return kind;
            }
        }
        return null;
    }

    // ---- writing ----------------------------------------------------------------------------------------------

    /** The snapshot of a workspace, as JSON text. */
    public static String write(Workspace workspace) {
        StringBuilder out = new StringBuilder(4096);
        out.append("{\"format\":\"")
                .append(FORMAT)
                .append("\",\"format_version\":")
                .append(FORMAT_VERSION)
                .append(",\n\"resources\":{");
        Map<String, List<String>> softDeleted = new LinkedHashMap<>();
        Map<String, Set<String>> undeclared = new LinkedHashMap<>();
        String kindSeparator = "\n";
        for (Kind kind : KINDS) {
            RecordStore store = kind.resource().apply(workspace).store();
            out.append(kindSeparator).append('"').append(kind.key()).append("\":[");
            kindSeparator = ",\n";
            String recordSeparator = "\n";
            for (StoredRecord record : store.records()) {
                ObjectNode node = record.node();
                noteUndeclared(kind, node, undeclared);
                out.append(recordSeparator).append(Json.writeText(inSchemaOrder(kind.schema(), node)));
                recordSeparator = ",\n";
                if (record.deleted()) {
                    softDeleted
                            .computeIfAbsent(kind.key(), key -> new ArrayList<>())
                            .add(record.id(store.idField()));
                }
            }
            out.append(']');
        }
        out.append("},\n\"soft_deleted\":{");
        out.append(softDeleted.entrySet().stream()
                .map(entry -> "\"" + entry.getKey() + "\":" + Json.writeText(MAPPER.valueToTree(entry.getValue())))
                .collect(Collectors.joining(",")));
        out.append('}');
        appendUndeclared(out, undeclared);
        return out.append("}\n").toString();
    }

    /**
     * A snapshot of records a recording saw, in the format {@link #read(String)} reads: per kind (by its key, in the
     * order of {@link #KINDS}), its records in the order given, each written with the members it has (those left
     * out take their unset value when read), members the document does not declare named in
     * {@code undeclared_members}.
     *
     * @param records per kind key, its records; a key that names no kind is refused
     * @param softDeleted per kind key, the ids of its soft-deleted records
     * @param redaction what the header's {@code redaction} member tells, or {@code null} for none
     * @return the snapshot's text
     * @throws IllegalArgumentException when a key names no kind
     */
    public static String write(
            Map<String, ? extends Collection<ObjectNode>> records,
            Map<String, ? extends Collection<String>> softDeleted,
            JsonNode redaction) {
        for (String key : records.keySet()) {
            if (kind(key) == null) {
                throw problem("unknown resource kind \"" + key + "\"");
            }
        }
        StringBuilder out = new StringBuilder(4096);
        out.append("{\"format\":\"")
                .append(FORMAT)
                .append("\",\"format_version\":")
                .append(FORMAT_VERSION)
                .append(",\n\"resources\":{");
        Map<String, Set<String>> undeclared = new LinkedHashMap<>();
        String kindSeparator = "\n";
        for (Kind kind : KINDS) {
            Collection<ObjectNode> kindRecords = records.get(kind.key());
            if (kindRecords == null) {
                continue;
            }
            out.append(kindSeparator).append('"').append(kind.key()).append("\":[");
            kindSeparator = ",\n";
            String recordSeparator = "\n";
            for (ObjectNode record : kindRecords) {
                noteUndeclared(kind, record, undeclared);
                out.append(recordSeparator).append(Json.writeText(inSchemaOrder(kind.schema(), record)));
                recordSeparator = ",\n";
            }
            out.append(']');
        }
        out.append("},\n\"soft_deleted\":{");
        out.append(softDeleted.entrySet().stream()
                .filter(entry -> !entry.getValue().isEmpty())
                .map(entry -> "\"" + entry.getKey() + "\":"
                        + Json.writeText(MAPPER.valueToTree(List.copyOf(entry.getValue()))))
                .collect(Collectors.joining(",")));
        out.append('}');
        appendUndeclared(out, undeclared);
        if (redaction != null) {
            out.append(",\n\"").append(REDACTION).append("\":").append(Json.writeText(redaction));
        }
        return out.append("}\n").toString();
    }

    private static void noteUndeclared(Kind kind, ObjectNode record, Map<String, Set<String>> undeclared) {
        if (record.size() <= kind.schema().fields().size()
                && kind.schema().fields().size() > 0) {
            boolean all = true;
            for (Iterator<String> names = record.fieldNames(); names.hasNext(); ) {
                if (kind.schema().field(names.next()) == null) {
                    all = false;
                    break;
                }
            }
            if (all) {
                return;
            }
        }
        for (Iterator<String> names = record.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (kind.schema().field(name) == null) {
                undeclared.computeIfAbsent(kind.key(), key -> new TreeSet<>()).add(name);
            }
        }
    }

    private static void appendUndeclared(StringBuilder out, Map<String, Set<String>> undeclared) {
        if (!undeclared.isEmpty()) {
            out.append(",\n\"").append(UNDECLARED).append("\":").append(Json.writeText(MAPPER.valueToTree(undeclared)));
        }
    }

    private static ObjectNode inSchemaOrder(Schema schema, ObjectNode record) {
        ObjectNode ordered = Json.object(record.size());
        for (FieldSpec spec : schema.fields()) {
            JsonNode value = record.get(spec.name());
            if (value != null) {
                ordered.set(spec.name(), value);
            }
        }
        ordered.setAll(record);
        return ordered;
    }

    // ---- reading ----------------------------------------------------------------------------------------------

    /**
     * Reads and checks a snapshot.
     *
     * @throws IllegalArgumentException naming the first problem and where it is
     */
    public static Snapshot read(String json) {
        JsonNode root;
        try {
            root = MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(
                    "snapshot is not valid JSON: " + e.getOriginalMessage()
                            + (e.getLocation() == null
                                    ? ""
                                    : " (line " + e.getLocation().getLineNr() + ", column "
                                            + e.getLocation().getColumnNr() + ")"),
                    e);
        }
        if (root == null || !root.isObject()) {
            throw problem("snapshot must be a JSON object");
        }
        String format = root.path("format").asText(null);
        if (!FORMAT.equals(format)) {
            throw problem("not a reference server snapshot: \"format\" must be \"" + FORMAT + "\", got "
                    + (root.has("format") ? root.get("format") : "none"));
        }
        JsonNode version = root.get("format_version");
        if (version == null || !version.isIntegralNumber() || !version.canConvertToInt() || version.intValue() < 1) {
            throw problem("\"format_version\" must be a whole number from 1, got " + version);
        }
        if (version.intValue() > FORMAT_VERSION) {
            throw problem("snapshot format_version " + version.intValue() + " is newer than this server reads ("
                    + FORMAT_VERSION + "); use a newer dgq-reference-server");
        }
        for (Iterator<String> names = root.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!TOP_LEVEL.contains(name)) {
                throw problem("unknown member \"" + name + "\"; a snapshot has " + TOP_LEVEL);
            }
        }
        if (!root.has("resources")) {
            // Without it, a restore would empty every kind: a snapshot states its records, even as {}.
            throw problem("\"resources\" is required: an object of resource kinds, each an array of records "
                    + "({} for a workspace with none)");
        }
        JsonNode redaction = root.get(REDACTION);
        if (redaction != null && !redaction.isObject()) {
            throw problem("\"" + REDACTION + "\" must be an object");
        }
        Map<Kind, List<ObjectNode>> records = new LinkedHashMap<>();
        JsonNode resources = members(root, "resources");
        JsonNode undeclared = members(root, UNDECLARED);
        for (Kind kind : KINDS) {
            records.put(
                    kind,
                    SnapshotChecks.records(
                            kind,
                            resources.get(kind.key()),
                            "resources." + kind.key(),
                            SnapshotChecks.undeclared(kind, undeclared.get(kind.key()))));
        }
        Map<Kind, Set<String>> softDeleted = new LinkedHashMap<>();
        JsonNode deleted = members(root, "soft_deleted");
        for (Kind kind : KINDS) {
            JsonNode ids = deleted.get(kind.key());
            if (ids != null) {
                softDeleted.put(kind, SnapshotChecks.softDeleted(kind, records.get(kind), ids));
            }
        }
        return new Snapshot(records, softDeleted);
    }

    /** An object of kinds, every member naming a known kind; an empty one when absent. */
    private static JsonNode members(JsonNode root, String name) {
        JsonNode members = root.path(name);
        if (members.isMissingNode()) {
            return JsonNodeFactory.instance.objectNode();
        }
        if (!members.isObject()) {
            throw problem("\"" + name + "\" must be an object of resource kinds");
        }
        Set<String> known = KINDS.stream().map(Kind::key).collect(Collectors.toCollection(LinkedHashSet::new));
        for (Iterator<String> kinds = members.fieldNames(); kinds.hasNext(); ) {
            String kind = kinds.next();
            if (!known.contains(kind)) {
                throw problem(name + ": unknown resource kind \"" + kind + "\"; the kinds are " + known);
            }
        }
        return members;
    }

    static IllegalArgumentException problem(String message) {
        return new IllegalArgumentException(message);
    }

    // ---- replacing --------------------------------------------------------------------------------------------

    /**
     * Replaces a workspace's records with a checked snapshot's; the caller holds the workspace's lock. Should a
     * store fail half-way (only running out of memory can, the snapshot being checked), the previous records are
     * put back before the failure is thrown.
     *
     * @param cipher seals source credentials that are not sealed with this server's secret
     */
    public static void replace(Workspace workspace, Snapshot snapshot, CredentialCipher cipher) {
        Map<Kind, List<StoredRecord>> previous = new LinkedHashMap<>();
        for (Kind kind : KINDS) {
            List<StoredRecord> stored = new ArrayList<>();
            kind.resource().apply(workspace).store().records().forEach(stored::add);
            previous.put(kind, stored);
        }
        try {
            fill(workspace, snapshot, cipher);
        } catch (RuntimeException | Error failure) {
            workspace.clear();
            Capacity.exempt(() -> previous.forEach((kind, stored) -> {
                RecordStore store = kind.resource().apply(workspace).store();
                for (StoredRecord record : stored) {
                    store.insert(record.node());
                    if (record.deleted()) {
                        store.softDelete(record.id(store.idField()), node -> node);
                    }
                }
            }));
            throw failure;
        }
    }

    private static void fill(Workspace workspace, Snapshot snapshot, CredentialCipher cipher) {
        workspace.clear();
        Capacity.exempt(() -> snapshot.records().forEach((kind, records) -> {
            RecordStore store = kind.resource().apply(workspace).store();
            boolean sources = kind.resource().apply(workspace) == workspace.sources;
            for (ObjectNode record : records) {
                store.insert(sources ? SnapshotChecks.sealed(record, cipher) : record);
            }
            for (String id : snapshot.softDeleted().getOrDefault(kind, Set.of())) {
                store.softDelete(id, node -> node);
            }
        }));
    }
}
