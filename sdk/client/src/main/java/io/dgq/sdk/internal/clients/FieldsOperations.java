// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.internal.clients;

import io.dgq.sdk.fields.Field;
import io.dgq.sdk.fields.FieldCreateRequest;
import io.dgq.sdk.fields.FieldGroup;
import io.dgq.sdk.fields.FieldGroupRequest;
import io.dgq.sdk.fields.FieldPropertiesRequest;
import io.dgq.sdk.fields.FieldProperty;
import io.dgq.sdk.fields.FieldPropertyUpdateRequest;
import io.dgq.sdk.fields.FieldTab;
import io.dgq.sdk.fields.FieldTabRequest;
import io.dgq.sdk.fields.FieldUpdateRequest;
import io.dgq.sdk.fields.FieldWithValue;
import io.dgq.sdk.fields.FieldsAsyncClient;
import io.dgq.sdk.fields.FieldsClient;
import io.dgq.sdk.fields.TabsAndGroups;
import io.dgq.sdk.fields.TabsByLevel;
import io.dgq.sdk.internal.Endpoint;
import io.dgq.sdk.internal.pipeline.ApiOperation;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.List;

/**
 * The operations of {@link FieldsClient} and {@link FieldsAsyncClient}, declared once
 * in the order of the OpenAPI document: their endpoint (method, path relative to {@code /api/v1}, retry class),
 * what the body is made of and what the {@code data} decodes to. Loaded with the first call of either client, so
 * that a call loads no model of another resource. Internal.
 */
public final class FieldsOperations {
    /** {@code fields.create}: {@code POST /api/v1/governance/field}. */
    public static final ApiOperation<FieldCreateRequest, Field, Field> FIELDS_CREATE = ApiOperation.declare(
                    "fields", "create", Endpoint.postCreate("/governance/field"))
            .request(FieldCreateRequest.class)
            .record(Field.class);

    /** {@code fields.fieldProperties}: {@code POST /api/v1/governance/field-property}. */
    public static final ApiOperation<FieldPropertiesRequest, List<FieldWithValue>, List<FieldWithValue>>
            FIELDS_FIELD_PROPERTIES = ApiOperation.declare(
                            "fields", "fieldProperties", Endpoint.postIdempotent("/governance/field-property"))
                    .request(FieldPropertiesRequest.class)
                    .items(FieldWithValue.class);

    /** {@code fields.tabsByLevel}: {@code POST /api/v1/governance/field/tabs-by-level}. */
    public static final ApiOperation<Object[], TabsByLevel, TabsByLevel> FIELDS_TABS_BY_LEVEL = ApiOperation.declare(
                    "fields", "tabsByLevel", Endpoint.postIdempotent("/governance/field/tabs-by-level"))
            .field("level", "level", String.class, true)
            .record(TabsByLevel.class);

    /** {@code fields.tabsAndGroups}: {@code GET /api/v1/governance/field/tabs-groups}. */
    public static final ApiOperation<Void, TabsAndGroups, TabsAndGroups> FIELDS_TABS_AND_GROUPS = ApiOperation.declare(
                    "fields", "tabsAndGroups", Endpoint.get("/governance/field/tabs-groups"))
            .record(TabsAndGroups.class);

    /** {@code fields.list}: {@code POST /api/v1/governance/field/list}. */
    public static final ApiOperation<ListRequest, Page<Field>, Page<Field>> FIELDS_LIST = ApiOperation.declare(
                    "fields", "list", Endpoint.postIdempotent("/governance/field/list"))
            .list(Field.class);

    /** {@code fields.updateFieldProperty}: {@code POST /api/v1/governance/field-property/update}. */
    public static final ApiOperation<FieldPropertyUpdateRequest, FieldProperty, FieldProperty>
            FIELDS_UPDATE_FIELD_PROPERTY = ApiOperation.declare(
                            "fields",
                            "updateFieldProperty",
                            Endpoint.postIdempotent("/governance/field-property/update"))
                    .request(FieldPropertyUpdateRequest.class)
                    .record(FieldProperty.class);

    /** {@code fields.updateGroup}: {@code POST /api/v1/governance/field/update-group}. */
    public static final ApiOperation<FieldGroupRequest, FieldGroup, FieldGroup> FIELDS_UPDATE_GROUP =
            ApiOperation.declare("fields", "updateGroup", Endpoint.postCreate("/governance/field/update-group"))
                    .whenSet("id", Endpoint.postIdempotent("/governance/field/update-group"))
                    .request(FieldGroupRequest.class)
                    .record(FieldGroup.class);

    /** {@code fields.updateTab}: {@code POST /api/v1/governance/field/update-tab}. */
    public static final ApiOperation<FieldTabRequest, FieldTab, FieldTab> FIELDS_UPDATE_TAB = ApiOperation.declare(
                    "fields", "updateTab", Endpoint.postCreate("/governance/field/update-tab"))
            .whenSet("id", Endpoint.postIdempotent("/governance/field/update-tab"))
            .request(FieldTabRequest.class)
            .record(FieldTab.class);

    /** {@code fields.updateTabIcon}: {@code POST /api/v1/governance/field/update-tab-icon}. */
    public static final ApiOperation<Object[], FieldTab, FieldTab> FIELDS_UPDATE_TAB_ICON = ApiOperation.declare(
                    "fields", "updateTabIcon", Endpoint.postIdempotent("/governance/field/update-tab-icon"))
            .field("id", "tabId", String.class, true)
            .field("icon", "icon", String.class, false)
            .record(FieldTab.class);

    /** {@code fields.update}: {@code PUT /api/v1/governance/field/{fieldId}}. */
    public static final ApiOperation<FieldUpdateRequest, JsonObject, Void> FIELDS_UPDATE = ApiOperation.declare(
                    "fields", "update", Endpoint.put("/governance/field/{fieldId}"))
            .request(FieldUpdateRequest.class);

    /** {@code fields.delete}: {@code DELETE /api/v1/governance/field/{fieldId}}. */
    public static final ApiOperation<Void, JsonObject, Void> FIELDS_DELETE =
            ApiOperation.declare("fields", "delete", Endpoint.delete("/governance/field/{fieldId}"));

    /** {@code fields.deleteGroup}: {@code DELETE /api/v1/governance/field/group/{groupId}}. */
    public static final ApiOperation<Void, JsonObject, Void> FIELDS_DELETE_GROUP =
            ApiOperation.declare("fields", "deleteGroup", Endpoint.delete("/governance/field/group/{groupId}"));

    /** {@code fields.deleteTab}: {@code DELETE /api/v1/governance/field/tab/{tabId}}. */
    public static final ApiOperation<Void, JsonObject, Void> FIELDS_DELETE_TAB =
            ApiOperation.declare("fields", "deleteTab", Endpoint.delete("/governance/field/tab/{tabId}"));

    private FieldsOperations() {}
}
