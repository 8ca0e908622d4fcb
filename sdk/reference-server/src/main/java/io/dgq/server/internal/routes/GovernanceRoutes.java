package io.dgq.server.internal.routes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.internal.auth.Caller;
import io.dgq.server.internal.data.query.ListQuery;
import io.dgq.server.internal.data.store.StoredRecord;
import io.dgq.server.internal.error.ApiError;
import io.dgq.server.internal.json.Json;
import io.dgq.server.internal.json.JsonTypes;
import io.dgq.server.internal.json.JsonValues;
import io.dgq.server.internal.resources.Resource;
import io.dgq.server.internal.resources.Workspace;
import io.dgq.server.internal.routing.Call;
import io.dgq.server.internal.routing.Reply;
import io.dgq.server.internal.schema.BodyFields;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The special routes of governance resources: the tree views of domains, tags and glossaries, and active terms. */
final class GovernanceRoutes {

    private static final List<String> DOMAIN_NODE = List.of("id", "name", "type", "parent_id", "status", "level");
    private static final List<String> TAG_NODE = List.of("id", "name", "type", "source_type", "parent_id", "status");

    private final Workspace workspace;
    private final BodyFields bodyFields;

    GovernanceRoutes(Workspace workspace, BodyFields bodyFields) {
        this.workspace = workspace;
        this.bodyFields = bodyFields;
    }

    Reply domainTree(Call call) {
        return tree(call, workspace.domains, DOMAIN_NODE);
    }

    Reply tagTree(Call call) {
        return tree(call, workspace.tags, TAG_NODE);
    }

    /** Top-level glossaries hold their categories (glossaries with a parent) and their terms. */
    Reply glossaryTree(Call call) {
        boolean mine = userFilter(call);
        Map<String, ObjectNode> nodes = new LinkedHashMap<>();
        Map<String, String> parents = new HashMap<>();
        for (StoredRecord record : workspace.glossaries.store().records()) {
            if (record.deleted() || (mine && !createdBy(record, call.caller()))) {
                continue;
            }
            String parent = record.text("parent_id");
            ObjectNode node = glossaryNode(record, parent == null ? "glossary" : "category", parent);
            nodes.put(node.path("id").asText(), node);
            parents.put(node.path("id").asText(), parent);
        }
        for (StoredRecord record : workspace.terms.store().records()) {
            if (record.deleted() || (mine && !createdBy(record, call.caller()))) {
                continue;
            }
            String category = record.text("glossary_category_id");
            String holder = category != null && nodes.containsKey(category) ? category : record.text("glossary_id");
            if (holder != null && nodes.containsKey(holder)) {
                String id = record.id("id");
                nodes.put(id, glossaryNode(record, "term", holder));
                parents.put(id, holder);
            }
        }
        return Reply.of("Glossary tree", answer(link(nodes, parents), mine));
    }

    Reply activeTerms(Call call) {
        Resource terms = workspace.terms;
        ObjectNode answer = terms.listAnswer(ListQuery.all(), record -> record.flag("is_active"), false);
        return Reply.of("Active terms", answer);
    }

    private Reply tree(Call call, Resource resource, List<String> fields) {
        boolean mine = userFilter(call);
        Map<String, ObjectNode> nodes = new LinkedHashMap<>();
        Map<String, String> parents = new HashMap<>();
        for (StoredRecord record : resource.store().records()) {
            if (record.deleted() || (mine && !createdBy(record, call.caller()))) {
                continue;
            }
            ObjectNode node = project(record, fields);
            node.putArray("children");
            String id = record.id("id");
            nodes.put(id, node);
            parents.put(id, record.text("parent_id"));
        }
        return Reply.of(resource.displayName() + " tree", answer(link(nodes, parents), mine));
    }

    /**
     * Hangs every node under its parent; a node whose parent is not in the view is a root. Nodes are added in
     * insertion order, so children keep it too.
     */
    @SuppressWarnings("ReferenceEquality") // a node that is its own parent is a root
    private static ArrayNode link(Map<String, ObjectNode> nodes, Map<String, String> parents) {
        ArrayNode roots = Json.array();
        nodes.forEach((id, node) -> {
            ObjectNode parent = nodes.get(parents.get(id));
            if (parent == null || parent == node) {
                roots.add(node);
            } else {
                ((ArrayNode) parent.get("children")).add(node);
            }
        });
        return roots;
    }

    private static ObjectNode answer(ArrayNode roots, boolean mine) {
        ObjectNode answer = Json.object();
        answer.set("data", roots);
        answer.put("has_user_filter", mine);
        return answer;
    }

    private static ObjectNode glossaryNode(StoredRecord record, String type, String parent) {
        ObjectNode node = Json.object();
        node.set("id", record.get("id"));
        node.set("name", record.get("name"));
        node.put("node_type", type);
        node.put("parent_id", parent);
        node.set("status", record.get("status"));
        node.putArray("children");
        return node;
    }

    private boolean userFilter(Call call) {
        ObjectNode body = call.objectOrEmpty();
        bodyFields.onlyKnown(body, Set.of("has_user_filter"));
        JsonNode flag = body.get("has_user_filter");
        if (JsonValues.isNull(flag)) {
            return false;
        }
        if (!flag.isBoolean()) {
            throw ApiError.invalidField("has_user_filter", "must be a boolean, got " + JsonTypes.describe(flag));
        }
        return flag.booleanValue();
    }

    private static boolean createdBy(StoredRecord record, Caller caller) {
        return caller.subject().equals(record.text("created_by"));
    }

    private static ObjectNode project(StoredRecord record, List<String> fields) {
        ObjectNode node = Json.object();
        fields.forEach(field -> node.set(field, record.get(field)));
        return node;
    }
}
