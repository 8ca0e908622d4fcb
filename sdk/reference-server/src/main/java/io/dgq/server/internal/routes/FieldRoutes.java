package io.dgq.server.internal.routes;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
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
import io.dgq.server.internal.schema.BodyValidator;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;

/**
 * The special routes of governance custom fields: tabs and groups (created or updated by one route each), tab icons,
 * the tabs of a level, and field property values per entity.
 */
final class FieldRoutes {

    private final Workspace workspace;
    private final BodyFields bodyFields;
    private final BodyValidator validator;

    FieldRoutes(Workspace workspace, BodyFields bodyFields, BodyValidator validator) {
        this.workspace = workspace;
        this.bodyFields = bodyFields;
        this.validator = validator;
    }

    /** {@code {tab: [Tab...], group: [Group...]}}. */
    Reply tabsAndGroups(Call call) {
        ObjectNode answer = Json.object();
        answer.set("tab", all(workspace.fieldTabs));
        answer.set("group", all(workspace.fieldGroups));
        return Reply.of("Field tabs and groups", answer);
    }

    /** {@code {level}} answers {@code {level, tabs}}: the tabs holding fields of that level. */
    Reply tabsByLevel(Call call) {
        ObjectNode body = call.requireObject();
        bodyFields.onlyKnown(body, Set.of("level"));
        String level = BodyFields.requiredText(body, "level");
        Set<String> tabIds = new LinkedHashSet<>();
        for (StoredRecord field : workspace.fields.store().records()) {
            if (!field.deleted() && level.equals(field.text("level"))) {
                tabIds.add(String.valueOf(field.text("field_tab_id")));
            }
        }
        ObjectNode answer = Json.object().put("level", level);
        ArrayNode tabs = answer.putArray("tabs");
        for (StoredRecord tab : workspace.fieldTabs.store().records()) {
            if (!tab.deleted() && tabIds.contains(tab.id("id"))) {
                tabs.add(workspace.fieldTabs.detailView(tab));
            }
        }
        return Reply.of("Field tabs of level " + level, answer);
    }

    /** {@code {id?, name, icon?}}: creates a tab without an id, updates it with one; answers the tab. */
    Reply updateTab(Call call) {
        return upsert(workspace.fieldTabs, call);
    }

    /** {@code {id?, name}}: creates a group without an id, updates it with one; answers the group. */
    Reply updateGroup(Call call) {
        return upsert(workspace.fieldGroups, call);
    }

    /** {@code {id, icon}}: sets a tab's icon; answers the tab. */
    Reply updateTabIcon(Call call) {
        ObjectNode body = call.requireObject();
        bodyFields.onlyKnown(body, Set.of("id", "icon"));
        String id = BodyFields.requiredText(body, "id");
        if (!body.has("icon")) {
            throw ApiError.invalidField("icon", "is required (null removes the icon)");
        }
        ObjectNode values = Json.object();
        values.set("icon", body.get("icon"));
        ObjectNode checked = validator.writableFields(workspace.fieldTabs.schema(), values, false);
        StoredRecord tab = workspace.fieldTabs.apply(id, checked, call.caller());
        return Reply.of("Field tab icon updated", workspace.fieldTabs.detailView(tab));
    }

    /**
     * {@code {field_tab_id, level?, entity_id?}} answers the tab's fields (of that level) as list items with their
     * {@code value} for the entity.
     */
    Reply properties(Call call) {
        ObjectNode body = call.requireObject();
        bodyFields.onlyKnown(body, Set.of("field_tab_id", "level", "entity_id"));
        String tabId = BodyFields.requiredText(body, "field_tab_id");
        String level = BodyFields.absentOrText(body, "level");
        String entityId = BodyFields.absentOrText(body, "entity_id");
        if (workspace.fieldTabs.store().live(tabId).isEmpty()) {
            throw ApiError.notFound("No field tab with id '" + tabId + "'");
        }
        ArrayNode items = Json.array();
        for (StoredRecord field : workspace.fields.store().where("field_tab_id", tabId)) {
            if (level != null && !level.equals(field.text("level"))) {
                continue;
            }
            ObjectNode item = workspace.fields.listItem(field.node());
            item.set(
                    "value",
                    entityId == null
                            ? null
                            : property(field.id("id"), entityId)
                                    .map(property -> property.get("value"))
                                    .orElse(null));
            items.add(item);
        }
        ObjectNode answer = Json.object();
        answer.set("data", items);
        answer.put("total_count", items.size());
        return Reply.of("Field properties", answer);
    }

    /** {@code {field_id, entity_id, level?, value}}: sets the field's value for the entity; answers the property. */
    Reply updateProperty(Call call) {
        Resource properties = workspace.fieldProperties;
        ObjectNode values = validator.writableFields(properties.schema(), call.requireObject(), true);
        String fieldId = values.path("field_id").asText();
        String entityId = values.path("entity_id").asText();
        if (workspace.fields.store().live(fieldId).isEmpty()) {
            throw ApiError.invalidField("field_id", "names no field with id '" + fieldId + "'");
        }
        StoredRecord property;
        synchronized (properties) {
            Optional<StoredRecord> existing = property(fieldId, entityId);
            property = existing.isPresent()
                    ? properties.apply(existing.get().id("id"), values, call.caller())
                    : properties.insert(values, call.caller());
        }
        return Reply.of("Field property saved", properties.detailView(property));
    }

    private Optional<StoredRecord> property(String fieldId, String entityId) {
        return workspace.fieldProperties.store().where("field_id", fieldId).stream()
                .filter(record -> entityId.equals(record.text("entity_id")))
                .findFirst();
    }

    private Reply upsert(Resource resource, Call call) {
        ObjectNode body = call.requireObject().deepCopy();
        JsonNode id = body.remove("id");
        if (JsonValues.isNull(id)) {
            StoredRecord created =
                    resource.insert(validator.writableFields(resource.schema(), body, true), call.caller());
            return Reply.of(resource.displayName() + " created", resource.detailView(created));
        }
        if (!id.isTextual()) {
            throw ApiError.invalidField("id", "must be a string, got " + JsonTypes.describe(id));
        }
        StoredRecord updated =
                resource.apply(id.textValue(), validator.writableFields(resource.schema(), body, false), call.caller());
        return Reply.of(resource.displayName() + " updated", resource.detailView(updated));
    }

    private static ArrayNode all(Resource resource) {
        ArrayNode items = Json.array();
        for (StoredRecord record : resource.store().records()) {
            if (!record.deleted()) {
                items.add(resource.detailView(record));
            }
        }
        return items;
    }
}
