package io.dgq.server.internal.proxy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.internal.data.snapshot.SnapshotCodec;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * Records the records the upstream's answers hold, as a snapshot that a server started with {@code --seed-file}
 * serves statefully: the answers of gets, list pages, creates and trees are kept per kind, merged by id (the members
 * of a later answer win; members the document does not declare are kept and named in the snapshot's header), an
 * update's body is merged into its record, and a delete removes its record (a parameter's delete marks it
 * soft-deleted, as the server does). Every value is redacted ({@link RecordingRedaction}) before it is kept, so no
 * secret is held, let alone written. Access tokens are not recorded: they are the upstream's credentials.
 *
 * <p>Thread-safe: answers may come from many threads at once, and {@link #writeTo(Path)} from another.
 */
public final class Recording implements ProxiedAnswers {

    /** The kind of each operation whose answers hold records, by the prefix of its operation id. */
    private static final Map<String, String> KINDS_BY_PREFIX = Map.ofEntries(
            Map.entry("patterns", "patterns"),
            Map.entry("conversations", "conversations"),
            Map.entry("sources", "sources"),
            Map.entry("parameters", "parameters"),
            Map.entry("fields", "fields"),
            Map.entry("metricDetails", "metric_details"),
            Map.entry("metricTemplates", "metric_templates"),
            Map.entry("alertClusters", "alert_clusters"),
            Map.entry("domains", "domains"),
            Map.entry("terms", "terms"),
            Map.entry("applications", "applications"),
            Map.entry("tags", "tags"),
            Map.entry("glossaries", "glossaries"),
            Map.entry("documents", "documents"));

    /** The operations whose records are of another kind than their prefix says. */
    private static final Map<String, String> KINDS_BY_OPERATION = Map.of(
            "fields.updateGroup", "field_groups",
            "fields.deleteGroup", "field_groups",
            "fields.updateTab", "field_tabs",
            "fields.updateTabIcon", "field_tabs",
            "fields.deleteTab", "field_tabs",
            "fields.tabsByLevel", "field_tabs",
            "fields.updateFieldProperty", "field_properties",
            "metricTemplates.metrics", "metric_details");

    /** Operations that answer no record of a kind the server stores as it is. */
    private static final Set<String> IGNORED = Set.of("fields.fieldProperties", "auth.createAccessToken");

    /** The member of a tree's node holding the nodes under it. */
    private static final String CHILDREN = "children";

    /** The member of a glossary tree's node telling what it is. */
    private static final String NODE_TYPE = "node_type";

    /** The nodes of a tree that are records of another kind than the tree's. */
    private static final Set<String> OTHER_KINDS_IN_TREES = Set.of("term");

    private final RecordingRedaction redaction;
    private final Object lock = new Object();
    /** Per kind key, its records by id, in the order first seen. */
    private final Map<String, Map<String, ObjectNode>> records = new LinkedHashMap<>();
    /** Per kind key, the ids of its soft-deleted records. */
    private final Map<String, Set<String>> softDeleted = new LinkedHashMap<>();
    /** Ids deleted for good: an answer that comes late never brings them back. */
    private final Set<String> deleted = new HashSet<>();

    private Recording(RecordingRedaction redaction) {
        this.redaction = redaction;
    }

    /**
     * A new, empty recording with a new redaction key.
     *
     * @param redactFields member names whose values are redacted besides the default rules, compared without case
     * @return the recording
     */
    public static Recording create(Collection<String> redactFields) {
        return new Recording(new RecordingRedaction(List.copyOf(redactFields)));
    }

    /**
     * The snapshot kind of an operation's records.
     *
     * @param operationId the operation's id in the published document, such as {@code domains.get}
     * @return the kind's key, such as {@code domains}, or {@code null} when its answers are not recorded
     */
    public static String kindOf(String operationId) {
        if (IGNORED.contains(operationId) || operationId.equals("fields.tabsAndGroups")) {
            return null;
        }
        String kind = KINDS_BY_OPERATION.get(operationId);
        if (kind != null) {
            return kind;
        }
        int dot = operationId.indexOf('.');
        return dot < 0 ? null : KINDS_BY_PREFIX.get(operationId.substring(0, dot));
    }

    @Override
    public void answered(ProxiedAnswer answer) {
        if (answer.status() < 200 || answer.status() > 299) {
            return;
        }
        String operation = answer.operationId();
        if (operation.equals("fields.tabsAndGroups")) {
            JsonNode data = data(answer);
            keepAll("field_tabs", data.path("tab"), false);
            keepAll("field_groups", data.path("group"), false);
            return;
        }
        String kind = kindOf(operation);
        if (kind == null) {
            return;
        }
        switch (answer.method()) {
            case "DELETE" -> onlyId(answer).ifPresent(id -> delete(kind, id));
            case "PUT" -> {
                if (answer.requestBody() instanceof ObjectNode body) {
                    onlyId(answer).ifPresent(id -> update(kind, id, body));
                }
            }
            default -> keepAnswer(kind, data(answer), operation.endsWith(".treeView"));
        }
    }

    private static JsonNode data(ProxiedAnswer answer) {
        return answer.body() == null ? NullNode.getInstance() : answer.body().path("data");
    }

    private static Optional<String> onlyId(ProxiedAnswer answer) {
        Collection<String> values = answer.pathParameters().values();
        return values.size() == 1 ? Optional.of(values.iterator().next()) : Optional.empty();
    }

    /**
     * Keeps the records of an answer's {@code data}: one record, a page ({@code data}) or tabs ({@code tabs}). A
     * tree's nodes are views of their records, with members of the view ({@code children}, {@code node_type}): of
     * those, only the members the document declares for the kind are kept.
     */
    private void keepAnswer(String kind, JsonNode data, boolean tree) {
        if (!data.isObject()) {
            return;
        }
        if (data.path("data").isArray()) {
            keepAll(kind, data.get("data"), tree);
        } else if (data.path("tabs").isArray() && kind.equals("field_tabs")) {
            keepAll(kind, data.get("tabs"), false);
        } else {
            keep(kind, (ObjectNode) data, tree);
        }
    }

    private void keepAll(String kind, JsonNode items, boolean tree) {
        for (JsonNode item : items) {
            if (item.isObject()) {
                keep(kind, (ObjectNode) item, tree);
            }
        }
    }

    /** Keeps one record, and the records of a tree node's {@code children}. */
    private void keep(String kind, ObjectNode answered, boolean tree) {
        SnapshotCodec.Kind spec = SnapshotCodec.kind(kind);
        JsonNode id = answered.get(spec.schema().idField());
        if (id == null || !id.isTextual()) {
            return;
        }
        ObjectNode record = answered;
        if (tree) {
            JsonNode children = answered.get(CHILDREN);
            if (children != null && children.isArray()) {
                keepAll(kind, children, true);
            }
            if (OTHER_KINDS_IN_TREES.contains(answered.path(NODE_TYPE).asText())) {
                return; // a term in the glossary tree, with too few of its members to record
            }
            record = answered.deepCopy();
            record.retain(
                    spec.schema().fields().stream().map(field -> field.name()).toList());
        }
        ObjectNode redacted = redaction.record(kind, record);
        synchronized (lock) {
            if (deleted.contains(id.textValue())) {
                return;
            }
            Map<String, ObjectNode> kindRecords = records.computeIfAbsent(kind, key -> new LinkedHashMap<>());
            ObjectNode current = kindRecords.get(id.textValue());
            if (current == null) {
                kindRecords.put(id.textValue(), redacted);
            } else {
                current.setAll(redacted);
            }
        }
    }

    /** Merges an update's body into its record, nested objects member by member. */
    private void update(String kind, String id, ObjectNode body) {
        SnapshotCodec.Kind spec = SnapshotCodec.kind(kind);
        ObjectNode redacted = redaction.record(kind, body);
        redacted.remove(spec.schema().idField());
        synchronized (lock) {
            ObjectNode current = records.getOrDefault(kind, Map.of()).get(id);
            if (current == null) {
                return;
            }
            redacted.properties().forEach(member -> {
                JsonNode before = current.get(member.getKey());
                if (before instanceof ObjectNode nested && member.getValue().isObject()) {
                    nested.setAll((ObjectNode) member.getValue());
                } else {
                    current.set(member.getKey(), member.getValue());
                }
            });
        }
    }

    private void delete(String kind, String id) {
        SnapshotCodec.Kind spec = SnapshotCodec.kind(kind);
        synchronized (lock) {
            if (spec.softDelete()) {
                ObjectNode current = records.getOrDefault(kind, Map.of()).get(id);
                if (current != null) {
                    current.set("is_active", BooleanNode.FALSE);
                    softDeleted
                            .computeIfAbsent(kind, key -> new LinkedHashSet<>())
                            .add(id);
                }
                return;
            }
            deleted.add(id);
            Map<String, ObjectNode> kindRecords = records.get(kind);
            if (kindRecords != null) {
                kindRecords.remove(id);
            }
        }
    }

    /** {@return the number of records kept, across every kind} */
    public int size() {
        synchronized (lock) {
            return records.values().stream().mapToInt(Map::size).sum();
        }
    }

    /**
     * The recording as a snapshot's text, which {@code --seed-file} and {@code PUT /__admin/snapshot} load: a tree
     * kind's {@code parent_id} that names a record never seen is written {@code null}, so the snapshot loads.
     *
     * @return the snapshot
     */
    public String snapshot() {
        return written().text();
    }

    /**
     * The number of records kept of each kind, by the kind's key, in a fixed order, for the admin API.
     *
     * @return the counts, of kinds that hold a record
     */
    public Map<String, Integer> counts() {
        Map<String, Integer> counts = new TreeMap<>();
        synchronized (lock) {
            records.forEach((kind, byId) -> {
                if (!byId.isEmpty()) {
                    counts.put(kind, byId.size());
                }
            });
        }
        return counts;
    }

    /**
     * A snapshot's text and the counts of the records it holds, taken at once.
     *
     * @param text the snapshot
     * @param counts the records per kind's key it holds, of kinds that hold one
     */
    private record Written(String text, Map<String, Integer> counts) {}

    private Written written() {
        Map<String, List<ObjectNode>> copy = new LinkedHashMap<>();
        Map<String, Set<String>> soft = new LinkedHashMap<>();
        synchronized (lock) {
            records.forEach((kind, byId) -> {
                boolean tree = SnapshotCodec.kind(kind).tree();
                List<ObjectNode> kindRecords = new ArrayList<>(byId.size());
                for (ObjectNode record : byId.values()) {
                    ObjectNode written = record.deepCopy();
                    JsonNode parent = written.get("parent_id");
                    if (tree && parent != null && parent.isTextual() && !byId.containsKey(parent.textValue())) {
                        written.putNull("parent_id");
                    }
                    kindRecords.add(written);
                }
                copy.put(kind, kindRecords);
            });
            softDeleted.forEach((kind, ids) -> soft.put(kind, Set.copyOf(ids)));
        }
        Map<String, Integer> counts = new TreeMap<>();
        copy.forEach((kind, kindRecords) -> {
            if (!kindRecords.isEmpty()) {
                counts.put(kind, kindRecords.size());
            }
        });
        return new Written(SnapshotCodec.write(copy, soft, redaction.rules()), counts);
    }

    /**
     * Writes the recording as a snapshot to a file, atomically: into a new temporary file of the same directory
     * (owner-only where the file system has POSIX permissions), forced to the disk, then moved over the file in one
     * step, so the file holds the previous recording or this one, never a part. A symbolic link or a directory at the
     * path is refused.
     *
     * @param file the snapshot's path
     * @return the number of records written of each kind, by the kind's key, of kinds that hold one
     * @throws IOException naming what is wrong with the path, or what the file system said
     */
    public Map<String, Integer> writeTo(Path file) throws IOException {
        return writeTo(file, () -> {});
    }

    /** {@link #writeTo(Path)}, running {@code beforeMove} once the temporary file is complete, for tests. */
    Map<String, Integer> writeTo(Path file, Runnable beforeMove) throws IOException {
        Objects.requireNonNull(file, "file");
        if (Files.isSymbolicLink(file)) {
            throw new IOException(file + " is a symbolic link, which a recording never writes through");
        }
        if (Files.isDirectory(file, LinkOption.NOFOLLOW_LINKS)) {
            throw new IOException(file + " is a directory; give a file's path");
        }
        Path absolute = file.toAbsolutePath();
        Path directory = absolute.getParent();
        if (directory == null || !Files.isDirectory(directory)) {
            throw new IOException("the directory of " + file + " does not exist");
        }
        Written written = written();
        byte[] content = written.text().getBytes(StandardCharsets.UTF_8);
        // createTempFile makes a new file (never an existing one or a link's target), owner-only on POSIX systems
        Path temporary = Files.createTempFile(directory, "." + absolute.getFileName(), ".tmp");
        try {
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE)) {
                ByteBuffer buffer = ByteBuffer.wrap(content);
                while (buffer.hasRemaining()) {
                    channel.write(buffer);
                }
                channel.force(true);
            }
            beforeMove.run();
            try {
                Files.move(temporary, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temporary);
        }
        return written.counts();
    }

    /**
     * A record redacted as this recording redacts what it keeps, with the same fakes; for comparing a recorded
     * workspace with its replay.
     *
     * @param kind the kind's key, such as {@code sources}
     * @param record a record as answered
     * @return a redacted copy
     */
    public ObjectNode redacted(String kind, ObjectNode record) {
        return redaction.record(kind, record);
    }

    /**
     * A text redacted as this recording redacts the strings it keeps, with the same fakes.
     *
     * @param text a text
     * @return the text with its secrets and e-mail addresses replaced by their fakes
     */
    public String redactedText(String text) {
        return redaction.text(text);
    }
}
