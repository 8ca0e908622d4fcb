package io.dgq.server.internal.resources;

import static io.dgq.server.internal.resources.RecordValues.complete;
import static io.dgq.server.internal.resources.RecordValues.given;
import static io.dgq.server.internal.resources.RecordValues.merge;
import static io.dgq.server.internal.resources.RecordValues.project;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.LongNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.internal.auth.Caller;
import io.dgq.server.internal.data.query.ListEngine;
import io.dgq.server.internal.data.query.ListQuery;
import io.dgq.server.internal.data.query.ListQueryParser;
import io.dgq.server.internal.data.query.SummaryMetric;
import io.dgq.server.internal.data.store.RecordStore;
import io.dgq.server.internal.data.store.RecordView;
import io.dgq.server.internal.data.store.StoredRecord;
import io.dgq.server.internal.error.ApiError;
import io.dgq.server.internal.json.Json;
import io.dgq.server.internal.routing.Call;
import io.dgq.server.internal.routing.Reply;
import io.dgq.server.internal.rules.RecordRules;
import io.dgq.server.internal.schema.BodyValidator;
import io.dgq.server.internal.schema.FieldSpec;
import io.dgq.server.internal.schema.Schema;
import io.dgq.server.internal.support.RecordIds;
import io.dgq.server.internal.support.Timestamps;
import java.time.Duration;
import java.time.Instant;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;

/**
 * One resource kind and its generic operations: create, get, update, delete, list and export, driven by the kind's
 * {@link Schema} and {@link RecordRules}.
 */
public final class Resource {

    private static final Duration RECENT = Duration.ofDays(7);
    /** How long list answers may be reused while the store does not change (only their trends age). */
    private static final Duration REUSE = Duration.ofSeconds(60);
    /** Stores at least this large may be scanned on every core: below it, splitting costs more than it saves. */
    private static final int PARALLEL_SCAN_RECORDS = 20_000;
    /** The most list answers kept per store version. */
    private static final int MAX_CACHED_LISTS = 256;
    /** Larger selections (exports of large stores) are not kept: the cache must not compete with stored data. */
    private static final int MAX_CACHED_ITEMS = ListQuery.MAX_PAGE_SIZE;

    private final String displayName;
    private final Schema schema;
    private final RecordStore store;
    private final Options options;
    private final Services services;
    private RecordRules rules = RecordRules.NONE;
    private volatile Summaries summaries;
    private volatile Selections selections = new Selections(-1, Instant.MIN, new ConcurrentHashMap<>());

    /** Summary counters computed at one store version and time; never modified once built. */
    private record Summaries(long version, Instant computedAt, ArrayNode metrics) {}

    /**
     * The records that plain lists selected at one store version, by query. Views do not change the version: the
     * items are written from the records' latest versions, so their view counts are current, and queries that
     * filter or sort by {@code total_views} are never kept.
     */
    private record Selections(long version, Instant computedAt, Map<ListQuery, ListEngine.Page> byQuery) {}

    /**
     * The shared machinery every resource uses.
     *
     * @param validator checks create and update bodies
     * @param listParser checks list bodies
     * @param time the clock
     * @param ids the ids of new records
     */
    public record Services(BodyValidator validator, ListQueryParser listParser, Timestamps time, RecordIds ids) {

        public Services(BodyValidator validator, ListQueryParser listParser, Timestamps time) {
            this(validator, listParser, time, RecordIds.random());
        }
    }

    /**
     * The behaviour switches of a kind.
     *
     * @param softDelete whether delete keeps the record readable by id with {@code is_active} false
     * @param tracksViews whether a get counts a view and records the viewer
     * @param counterName the name of a list answer's counter
     * @param summaries the counters of a list answer's {@code metrics}, or {@code null} for none
     */
    record Options(boolean softDelete, boolean tracksViews, String counterName, List<SummaryMetric> summaries) {

        static Options plain() {
            return new Options(false, false, "total_count", null);
        }

        Options withSoftDelete() {
            return new Options(true, tracksViews, counterName, summaries);
        }

        Options withViews() {
            return new Options(softDelete, true, counterName, summaries);
        }

        Options withCounter(String name) {
            return new Options(softDelete, tracksViews, name, summaries);
        }

        Options withSummaries(List<SummaryMetric> metrics) {
            return new Options(softDelete, tracksViews, counterName, List.copyOf(metrics));
        }
    }

    Resource(String displayName, Schema schema, RecordStore store, Options options, Services services) {
        this.displayName = displayName;
        this.schema = schema;
        this.store = store;
        this.options = options;
        this.services = services;
    }

    /** Sets the kind's rules; called once while the workspace is wired, before any request. */
    void rules(RecordRules kindRules) {
        this.rules = kindRules;
    }

    public Schema schema() {
        return schema;
    }

    public RecordStore store() {
        return store;
    }

    public String displayName() {
        return displayName;
    }

    // ---- operations -------------------------------------------------------------------------------------------

    public Reply create(Call call) {
        ObjectNode values = services.validator().writableFields(schema, call.requireObject(), true);
        StoredRecord created = insert(values, call.caller());
        return Reply.of(displayName + " created", detailView(created));
    }

    public Reply get(Call call) {
        String id = call.param("id");
        StoredRecord record;
        if (options.tracksViews()) {
            record = store.touch(id, current -> countView(current, call.caller()));
        } else if (options.softDelete()) {
            record = store.stored(id).orElseThrow(() -> notFound(id));
        } else {
            record = store.live(id).orElseThrow(() -> notFound(id));
        }
        return Reply.of(displayName + " found", detailView(record));
    }

    public Reply update(Call call) {
        ObjectNode values = services.validator().writableFields(schema, call.requireObject(), false);
        apply(call.param("id"), values, call.caller());
        return Reply.empty(displayName + " updated");
    }

    public Reply delete(Call call) {
        String id = call.param("id");
        rules.beforeDelete(id);
        if (options.softDelete()) {
            store.softDelete(id, node -> {
                node.put("is_active", false);
                stampModified(node, call.caller());
                return node;
            });
        } else {
            StoredRecord removed = store.remove(id);
            if (rules != RecordRules.NONE) {
                rules.propagate(removed.node(), null);
            }
        }
        return Reply.empty(displayName + " deleted");
    }

    public Reply list(Call call) {
        return Reply.of(displayName + " list", reusableListAnswer(query(call)));
    }

    public Reply export(Call call) {
        return Reply.of(displayName + " export", reusableListAnswer(query(call).exporting()));
    }

    // ---- building blocks for special routes -------------------------------------------------------------------

    /** Parses a call's list body (none counts as {@code {}}) against this kind's columns. */
    public ListQuery query(Call call) {
        return services.listParser().parse(call.objectOrEmpty(), schema);
    }

    /**
     * The list answer {@code {data, <counter>, metrics?}} of a query.
     *
     * @param query the validated list body
     * @param scope which records the list covers
     * @param newestFirst whether the default order is newest first
     */
    public ObjectNode listAnswer(ListQuery query, Predicate<StoredRecord> scope, boolean newestFirst) {
        return answer(select(query, scope, newestFirst), false);
    }

    private ListEngine.Page select(ListQuery query, Predicate<StoredRecord> scope, boolean newestFirst) {
        return ListEngine.run(store, query, scope, newestFirst, store.size() >= PARALLEL_SCAN_RECORDS);
    }

    /**
     * The answer of a selection.
     *
     * @param latest whether to write each record's latest version (a kept selection, whose records may have been
     *     viewed since)
     */
    private ObjectNode answer(ListEngine.Page page, boolean latest) {
        ObjectNode answer = Json.object();
        ArrayNode items = answer.putArray("data");
        for (StoredRecord record : page.items()) {
            items.add(itemView(latest ? store.current(record) : record));
        }
        answer.put(options.counterName(), page.total());
        if (options.summaries() != null) {
            answer.set("metrics", summaries());
        }
        return answer;
    }

    /**
     * The answer of a list over every record. Lists read far more often than records change, so an answer is reused
     * for the same query until the store changes (and for at most a minute, as its trends age).
     */
    private ObjectNode reusableListAnswer(ListQuery query) {
        Instant now = services.time().now();
        long version = store.version();
        Selections cached = selections;
        if (cached.version() != version || cached.computedAt().plus(REUSE).isBefore(now)) {
            cached = new Selections(version, now, new ConcurrentHashMap<>());
            selections = cached;
        }
        boolean keepable = !(options.tracksViews() && query.mentions("total_views"));
        ListEngine.Page page = keepable ? cached.byQuery().get(query) : null;
        if (page != null) {
            return answer(page, true);
        }
        page = select(query, record -> true, false);
        if (keepable
                && page.items().size() <= MAX_CACHED_ITEMS
                && cached.byQuery().size() < MAX_CACHED_LISTS) {
            cached.byQuery().put(query, page);
        }
        return answer(page, false);
    }

    /** The kind's summary counters, reused while the store is unchanged, since they cover every record. */
    private ArrayNode summaries() {
        Instant now = services.time().now();
        long version = store.version();
        Summaries cached = summaries;
        if (cached == null
                || cached.version() != version
                || cached.computedAt().plus(REUSE).isBefore(now)) {
            String since = Timestamps.record(now.minus(RECENT));
            cached = new Summaries(version, now, SummaryMetric.compute(options.summaries(), store.records(), since));
            summaries = cached;
        }
        return cached.metrics();
    }

    /**
     * Creates a record from validated values, as create does. Request bodies never carry the id or the audit fields
     * (the validator drops them); built-in seed data may, to get stable ids and past timestamps.
     */
    public StoredRecord insert(ObjectNode values, Caller caller) {
        ObjectNode record = Json.object(schema.fields().size());
        for (FieldSpec spec : schema.fields()) {
            JsonNode value = values.get(spec.name());
            record.set(spec.name(), value == null || value.isNull() ? spec.unset() : complete(spec, value));
        }
        String now = services.time().record();
        JsonNode givenId = values.get(schema.idField());
        record.put(
                schema.idField(),
                givenId != null && givenId.isTextual()
                        ? givenId.textValue()
                        : services.ids().next());
        String createdAt = given(values, "created_at", now);
        setIfPresent(record, "created_at", createdAt);
        setIfPresent(record, "created_by", given(values, "created_by", caller.subject()));
        setIfPresent(record, "modified_at", given(values, "modified_at", createdAt));
        setIfPresent(record, "modified_by", given(values, "modified_by", caller.subject()));
        rules.prepare(record, null);
        StoredRecord stored = store.insert(record);
        rules.propagate(null, record);
        return stored;
    }

    /**
     * Merges validated writable values into a live record, as update does; {@code null} resets a field. An object
     * with a schema of its own (a source's {@code credentials}) is merged member by member, so a caller can change
     * one member without sending the others back; any other object field is replaced whole.
     */
    public StoredRecord apply(String id, ObjectNode values, Caller caller) {
        RecordStore.Change change = store.update(id, node -> {
            ObjectNode previous = rules == RecordRules.NONE ? null : node.deepCopy();
            for (Iterator<Map.Entry<String, JsonNode>> it = values.properties().iterator(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> entry = it.next();
                FieldSpec spec = schema.field(entry.getKey());
                JsonNode value = entry.getValue();
                node.set(spec.name(), value.isNull() ? spec.unset() : merge(spec, node.get(spec.name()), value));
            }
            stampModified(node, caller);
            rules.prepare(node, previous);
            return node;
        });
        if (rules != RecordRules.NONE) {
            rules.propagate(change.before().node(), change.after().node());
        }
        return change.after();
    }

    /** The detail answer of a record, as a new object. */
    public ObjectNode detail(ObjectNode record) {
        return withUndeclared(project(record, schema.detailFields()), record);
    }

    /** The detail answer of a stored record, written from its compact form. */
    public JsonNode detailView(StoredRecord record) {
        return RecordView.of(record, schema.detailFields(), schema.fields().size(), schema::has);
    }

    /** The list item of a record, as a new object. */
    public ObjectNode listItem(ObjectNode record) {
        return withUndeclared(project(record, schema.listFields()), record);
    }

    /** The list item of a stored record, written from its compact form. */
    public JsonNode itemView(StoredRecord record) {
        return RecordView.of(record, schema.listFields(), schema.fields().size(), schema::has);
    }

    /** The view with the members of the record the document does not declare (kept from a recorded snapshot). */
    private ObjectNode withUndeclared(ObjectNode view, ObjectNode record) {
        if (record.size() > schema.fields().size()) {
            record.properties().forEach(member -> {
                if (!schema.has(member.getKey())) {
                    view.set(member.getKey(), member.getValue());
                }
            });
        }
        return view;
    }

    public ApiError notFound(String id) {
        return ApiError.notFound("No " + store.label() + " with id '" + id + "'");
    }

    // ---- internals --------------------------------------------------------------------------------------------

    /** Counts a view: one more {@code total_views}, and the caller becomes the first viewer (once). */
    private Map<String, JsonNode> countView(StoredRecord record, Caller caller) {
        JsonNode views = record.get("total_views");
        long count = (views == null ? 0 : views.asLong()) + 1;
        ArrayNode viewers = Json.array();
        viewers.addObject()
                .put("id", caller.subject())
                .put("viewed_at", services.time().offset())
                .put("name", caller.name())
                .put("email", caller.email());
        JsonNode before = record.get("viewers");
        if (before != null) {
            for (JsonNode viewer : before) {
                if (!caller.subject().equals(viewer.path("id").asText())) {
                    viewers.add(viewer);
                }
            }
        }
        return Map.of(
                "total_views",
                count <= Integer.MAX_VALUE ? IntNode.valueOf((int) count) : LongNode.valueOf(count),
                "viewers",
                viewers);
    }

    private void stampModified(ObjectNode record, Caller caller) {
        setIfPresent(record, "modified_at", services.time().record());
        setIfPresent(record, "modified_by", caller.subject());
    }

    private void setIfPresent(ObjectNode record, String field, String value) {
        if (schema.has(field)) {
            record.put(field, value);
        }
    }
}
