package io.dgq.server.internal.proxy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * The drift report as it grows: every answer of the upstream checked against the published document, the
 * differences aggregated per operation, member and kind, with a count and the first example seen (redacted).
 * Thread-safe; a watcher of the proxy's answers.
 */
public final class DriftLedger implements ProxiedAnswers {

    /**
     * One aggregated difference.
     *
     * @param operationId the operation
     * @param member the member's path, such as {@code data.data[].name}
     * @param kind the kind, such as {@code UNDECLARED_MEMBER}
     * @param detail what was declared and what was seen, as first found
     * @param count how many times it was seen
     * @param example the first value seen, redacted; {@code null} when the kind has none
     */
    public record Entry(String operationId, String member, String kind, String detail, long count, String example) {}

    private record Key(String operationId, String member, String kind) {}

    private static final class Tally {
        final String detail;
        final String example;
        final LongAdder count = new LongAdder();

        Tally(String detail, String example) {
            this.detail = detail;
            this.example = example;
        }
    }

    private static final Comparator<Key> ORDER =
            Comparator.comparing(Key::operationId).thenComparing(Key::member).thenComparing(Key::kind);

    private final ApiDocument document;
    private final DriftChecker checker;
    private final String upstream;
    private final Map<Key, Tally> drift = new ConcurrentHashMap<>();
    private final Map<String, LongAdder> checked = new ConcurrentHashMap<>();
    private final Map<String, LongAdder> unchecked = new ConcurrentHashMap<>();

    /**
     * Creates an empty report.
     *
     * @param document the document answers are checked against
     * @param upstream the upstream's host, as the report names it
     */
    public DriftLedger(ApiDocument document, String upstream) {
        this.document = document;
        this.checker = new DriftChecker(document);
        this.upstream = upstream;
    }

    @Override
    public void answered(ProxiedAnswer answer) {
        ApiDocument.Operation operation = document.operation(answer.operationId());
        if (operation == null) {
            return;
        }
        checked.computeIfAbsent(answer.operationId(), id -> new LongAdder()).increment();
        for (DriftChecker.Finding finding : checker.check(operation, answer.status(), answer.body())) {
            drift.computeIfAbsent(
                            new Key(
                                    answer.operationId(),
                                    finding.member(),
                                    finding.kind().name()),
                            key -> new Tally(
                                    ExampleRedaction.redact(finding.detail()),
                                    ExampleRedaction.example(finding.member(), finding.example())))
                    .count
                    .increment();
        }
    }

    /**
     * Counts an answer too large to check, streamed through as it came.
     *
     * @param operationId the operation of the call
     */
    public void notChecked(String operationId) {
        unchecked.computeIfAbsent(operationId, id -> new LongAdder()).increment();
    }

    /** {@return every difference found so far, ordered by operation, member and kind} */
    public List<Entry> entries() {
        List<Entry> entries = new ArrayList<>();
        drift.entrySet().stream()
                .sorted(Map.Entry.comparingByKey(ORDER))
                .forEach(e -> entries.add(new Entry(
                        e.getKey().operationId(),
                        e.getKey().member(),
                        e.getKey().kind(),
                        e.getValue().detail,
                        e.getValue().count.sum(),
                        e.getValue().example)));
        return entries;
    }

    /** {@return how many answers were checked} */
    public long checkedAnswers() {
        return checked.values().stream().mapToLong(LongAdder::sum).sum();
    }

    /** {@return how many answers were too large to check} */
    public long uncheckedAnswers() {
        return unchecked.values().stream().mapToLong(LongAdder::sum).sum();
    }

    /** {@return the report as JSON: the upstream, counts, and per operation its answers and differences} */
    public ObjectNode toJson() {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        List<Entry> entries = entries();
        root.put("upstream", upstream)
                .put("checked_answers", checkedAnswers())
                .put("unchecked_answers", uncheckedAnswers())
                .put("differences", entries.size());
        Map<String, ObjectNode> operations = new TreeMap<>();
        checked.forEach((id, count) -> operation(operations, id).put("checked", count.sum()));
        unchecked.forEach((id, count) -> operation(operations, id).put("unchecked", count.sum()));
        for (Entry entry : entries) {
            ObjectNode item =
                    ((ArrayNode) operation(operations, entry.operationId()).get("drift")).addObject();
            item.put("member", entry.member())
                    .put("kind", entry.kind())
                    .put("detail", entry.detail())
                    .put("count", entry.count());
            if (entry.example() != null) {
                item.put("example", entry.example());
            }
        }
        ArrayNode list = root.putArray("operations");
        operations.values().forEach(list::add);
        return root;
    }

    private static ObjectNode operation(Map<String, ObjectNode> operations, String id) {
        return operations.computeIfAbsent(id, key -> {
            ObjectNode node = JsonNodeFactory.instance.objectNode();
            node.put("operation_id", key).put("checked", 0).put("unchecked", 0).putArray("drift");
            return node;
        });
    }

    /** {@return one paragraph: how many answers were checked, and how many differences in how many operations} */
    public String summary() {
        List<Entry> entries = entries();
        long operations = entries.stream().map(Entry::operationId).distinct().count();
        StringBuilder text = new StringBuilder("Drift against the published document: ")
                .append(checkedAnswers())
                .append(" answers of ")
                .append(upstream)
                .append(" checked");
        if (uncheckedAnswers() > 0) {
            text.append(", ").append(uncheckedAnswers()).append(" too large to check");
        }
        if (entries.isEmpty()) {
            return text.append("; no drift.").toString();
        }
        text.append("; ")
                .append(entries.size())
                .append(entries.size() == 1 ? " difference" : " differences")
                .append(" in ")
                .append(operations)
                .append(operations == 1 ? " operation" : " operations")
                .append(':');
        entries.stream()
                .limit(5)
                .forEach(e -> text.append(' ')
                        .append(e.operationId())
                        .append(' ')
                        .append(e.member())
                        .append(' ')
                        .append(e.kind())
                        .append(" (")
                        .append(e.count())
                        .append("x);"));
        if (entries.size() > 5) {
            text.append(" and ").append(entries.size() - 5).append(" more;");
        }
        text.setLength(text.length() - 1);
        return text.append('.').toString();
    }

    /**
     * Writes the report as JSON, atomically: to a file beside the target, then moved over it, so that a reader never
     * sees half a report.
     *
     * @param file the report's file
     * @throws UncheckedIOException naming the file when it cannot be written
     */
    public void writeTo(Path file) {
        Path target = file.toAbsolutePath();
        Path dir = target.getParent();
        try {
            Path temp = Files.createTempFile(dir, "." + target.getFileName(), ".tmp");
            try {
                Files.write(temp, WRITER.writeValueAsBytes(toJson()));
                try {
                    Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                } catch (AtomicMoveNotSupportedException e) {
                    Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
                }
            } finally {
                Files.deleteIfExists(temp);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the drift report " + file + ": " + e.getMessage(), e);
        }
    }

    private static final ObjectMapper WRITER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
}
