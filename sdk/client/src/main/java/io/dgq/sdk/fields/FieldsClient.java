package io.dgq.sdk.fields;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.internal.Endpoint;
import io.dgq.sdk.internal.ListPayload;
import io.dgq.sdk.internal.ResponseType;
import io.dgq.sdk.internal.Transport;
import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.model.WriteRequest;
import io.dgq.sdk.paging.AutoPager;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Governance custom fields, their tabs, groups and per-entity values: the operations of
 * {@code /api/v1/governance/field} and {@code /api/v1/governance/field-property}. Reached through
 * {@code client.fields()}. Thread-safe.
 *
 * <p>The specification names Update Field, Delete Field, Delete Field Group and Delete Field Tab without their
 * routes; {@link #update(String, FieldUpdateRequest)}, {@link #delete(String)}, {@link #deleteGroup(String)} and
 * {@link #deleteTab(String)} use the routes their siblings imply, which the reference server serves too.
 *
 * <p>Every method throws {@link io.dgq.sdk.errors.DgqException} (or a subclass) when the call fails, and
 * {@link IllegalArgumentException} before any request when an argument is {@code null} or blank.
 */
public final class FieldsClient {

    static final Endpoint CREATE = Endpoint.postCreate("/governance/field");
    static final Endpoint LIST = Endpoint.postIdempotent("/governance/field/list");
    static final Endpoint UPDATE = Endpoint.put("/governance/field/{fieldId}");
    static final Endpoint DELETE = Endpoint.delete("/governance/field/{fieldId}");
    static final Endpoint PROPERTIES = Endpoint.postIdempotent("/governance/field-property");
    static final Endpoint UPDATE_PROPERTY = Endpoint.postIdempotent("/governance/field-property/update");
    static final Endpoint TABS_BY_LEVEL = Endpoint.postIdempotent("/governance/field/tabs-by-level");
    static final Endpoint TABS_AND_GROUPS = Endpoint.get("/governance/field/tabs-groups");
    /** Update-group without an id creates a group, so it is retried like a create; with an id it is idempotent. */
    static final Endpoint CREATE_GROUP = Endpoint.postCreate("/governance/field/update-group");
    static final Endpoint UPDATE_GROUP = Endpoint.postIdempotent("/governance/field/update-group");
    /** Update-tab, likewise: a create without an id, idempotent with one. */
    static final Endpoint CREATE_TAB = Endpoint.postCreate("/governance/field/update-tab");
    static final Endpoint UPDATE_TAB = Endpoint.postIdempotent("/governance/field/update-tab");
    static final Endpoint UPDATE_TAB_ICON = Endpoint.postIdempotent("/governance/field/update-tab-icon");
    static final Endpoint DELETE_GROUP = Endpoint.delete("/governance/field/group/{groupId}");
    static final Endpoint DELETE_TAB = Endpoint.delete("/governance/field/tab/{tabId}");

    private static final ResponseType<Field> FIELD = ResponseType.of(Field.class);
    private static final ResponseType<ListPayload<Field>> ITEMS = ResponseType.listOf(Field.class);
    private static final ResponseType<ListPayload<FieldWithValue>> VALUES = ResponseType.listOf(FieldWithValue.class);
    private static final ResponseType<FieldProperty> PROPERTY = ResponseType.of(FieldProperty.class);
    private static final ResponseType<TabsByLevel> LEVEL_TABS = ResponseType.of(TabsByLevel.class);
    private static final ResponseType<TabsAndGroups> ALL_TABS_AND_GROUPS = ResponseType.of(TabsAndGroups.class);
    private static final ResponseType<FieldGroup> GROUP = ResponseType.of(FieldGroup.class);
    private static final ResponseType<FieldTab> TAB = ResponseType.of(FieldTab.class);
    private static final String[] NO_PARAMETERS = {};

    private final WithRawResponse raw;

    /**
     * Creates the client. Applications get it from {@code DgqClient.fields()}.
     *
     * @param transport the client's transport
     */
    public FieldsClient(Transport transport) {
        this.raw = new WithRawResponse(transport);
    }

    /**
     * Returns the view of this client whose methods answer the whole envelope.
     *
     * @return the raw-response view
     */
    public WithRawResponse withRawResponse() {
        return raw;
    }

    /**
     * Creates a field: {@code POST /api/v1/governance/field}.
     *
     * @param request the field's fields; {@code name}, {@code field_tab_id}, {@code data_type} and {@code level}
     *     are required
     * @param options the call's options
     * @return the created field, with its new id
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public Field create(FieldCreateRequest request, RequestOptions options) {
        return raw.create(request, options).data();
    }

    /**
     * Creates a field with the client's options.
     *
     * @param request the field's fields
     * @return the created field
     * @see #create(FieldCreateRequest, RequestOptions)
     */
    public Field create(FieldCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Lists one page of fields: {@code POST /api/v1/governance/field/list}.
     *
     * @param request pagination, sorting (see {@link FieldColumn}), filters and search
     * @param options the call's options, also used for the next pages
     * @return the page, with the total count and the list's summary counters
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public Page<Field> list(ListRequest request, RequestOptions options) {
        return raw.list(request, options).data();
    }

    /**
     * Lists one page of fields with the client's options.
     *
     * @param request the list body
     * @return the page
     * @see #list(ListRequest, RequestOptions)
     */
    public Page<Field> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Streams every field that matches, from the request's page on, fetching each page only when the previous one
     * has been consumed: {@code POST /api/v1/governance/field/list}, page after page.
     *
     * @param request the list body of the first page
     * @param options the call's options
     * @return a lazy stream; nothing is fetched until its terminal operation runs
     * @throws io.dgq.sdk.errors.DgqException while the stream is consumed, if a page fails
     */
    public Stream<Field> listAll(ListRequest request, RequestOptions options) {
        WriteRequest.requireRequest(request, "request");
        return AutoPager.lazy(() -> list(request, options)).stream();
    }

    /**
     * Streams every matching field with the client's options.
     *
     * @param request the list body of the first page
     * @return a lazy stream
     * @see #listAll(ListRequest, RequestOptions)
     */
    public Stream<Field> listAll(ListRequest request) {
        return listAll(request, RequestOptions.none());
    }

    /**
     * Updates some fields of a field: {@code PUT /api/v1/governance/field/{fieldId}}. The route is inferred: the
     * specification names the operation without its method and path, and this is the route its siblings imply.
     * Fields not set in the request keep their values.
     *
     * @param fieldId the field's id
     * @param request the fields to change
     * @param options the call's options
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no field has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public void update(String fieldId, FieldUpdateRequest request, RequestOptions options) {
        raw.update(fieldId, request, options);
    }

    /**
     * Updates a field with the client's options (inferred route).
     *
     * @param fieldId the field's id
     * @param request the fields to change
     * @see #update(String, FieldUpdateRequest, RequestOptions)
     */
    public void update(String fieldId, FieldUpdateRequest request) {
        update(fieldId, request, RequestOptions.none());
    }

    /**
     * Deletes a field: {@code DELETE /api/v1/governance/field/{fieldId}}. The route is inferred: the specification
     * names the operation without its method and path, and this is the route its siblings imply.
     *
     * @param fieldId the field's id
     * @param options the call's options
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no field has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public void delete(String fieldId, RequestOptions options) {
        raw.delete(fieldId, options);
    }

    /**
     * Deletes a field with the client's options (inferred route).
     *
     * @param fieldId the field's id
     * @see #delete(String, RequestOptions)
     */
    public void delete(String fieldId) {
        delete(fieldId, RequestOptions.none());
    }

    /**
     * Reads the fields of a tab with their values for one entity: {@code POST /api/v1/governance/field-property}.
     *
     * @param request the tab, and optionally the level and the entity
     * @param options the call's options
     * @return the tab's fields (of the level, when given), each with its value; a value is {@code null} when it is
     *     unset or no entity was given
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no tab has the id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public List<FieldWithValue> fieldProperties(FieldPropertiesRequest request, RequestOptions options) {
        return raw.fieldProperties(request, options).data();
    }

    /**
     * Reads the fields of a tab with their values with the client's options.
     *
     * @param request the tab, and optionally the level and the entity
     * @return the fields with their values
     * @see #fieldProperties(FieldPropertiesRequest, RequestOptions)
     */
    public List<FieldWithValue> fieldProperties(FieldPropertiesRequest request) {
        return fieldProperties(request, RequestOptions.none());
    }

    /**
     * Sets a field's value for one entity, creating the property on the first value:
     * {@code POST /api/v1/governance/field-property/update}.
     *
     * @param request the field, the entity, its level and the value
     * @param options the call's options
     * @return the saved property
     * @throws io.dgq.sdk.errors.DgqValidationException if no field has the id, or the server rejects a value
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public FieldProperty updateFieldProperty(FieldPropertyUpdateRequest request, RequestOptions options) {
        return raw.updateFieldProperty(request, options).data();
    }

    /**
     * Sets a field's value for one entity with the client's options.
     *
     * @param request the field, the entity, its level and the value
     * @return the saved property
     * @see #updateFieldProperty(FieldPropertyUpdateRequest, RequestOptions)
     */
    public FieldProperty updateFieldProperty(FieldPropertyUpdateRequest request) {
        return updateFieldProperty(request, RequestOptions.none());
    }

    /**
     * Reads the tabs holding fields of one level: {@code POST /api/v1/governance/field/tabs-by-level}.
     *
     * @param level the level of records
     * @param options the call's options
     * @return the level and its tabs
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public TabsByLevel tabsByLevel(String level, RequestOptions options) {
        return raw.tabsByLevel(level, options).data();
    }

    /**
     * Reads the tabs of one level with the client's options.
     *
     * @param level the level of records
     * @return the level and its tabs
     * @see #tabsByLevel(String, RequestOptions)
     */
    public TabsByLevel tabsByLevel(String level) {
        return tabsByLevel(level, RequestOptions.none());
    }

    /**
     * Reads every field tab and every field group: {@code GET /api/v1/governance/field/tabs-groups}.
     *
     * @param options the call's options
     * @return the tabs and the groups
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public TabsAndGroups tabsAndGroups(RequestOptions options) {
        return raw.tabsAndGroups(options).data();
    }

    /**
     * Reads every field tab and group with the client's options.
     *
     * @return the tabs and the groups
     * @see #tabsAndGroups(RequestOptions)
     */
    public TabsAndGroups tabsAndGroups() {
        return tabsAndGroups(RequestOptions.none());
    }

    /**
     * Creates a field group, or renames one: {@code POST /api/v1/governance/field/update-group}. Without an id the
     * request creates a group (and is retried only as safely as a create); with an id it updates that group.
     *
     * @param request the group's name, and its id to update it
     * @param options the call's options
     * @return the created or updated group
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no group has the id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public FieldGroup updateGroup(FieldGroupRequest request, RequestOptions options) {
        return raw.updateGroup(request, options).data();
    }

    /**
     * Creates or renames a field group with the client's options.
     *
     * @param request the group's name, and its id to update it
     * @return the created or updated group
     * @see #updateGroup(FieldGroupRequest, RequestOptions)
     */
    public FieldGroup updateGroup(FieldGroupRequest request) {
        return updateGroup(request, RequestOptions.none());
    }

    /**
     * Deletes a field group: {@code DELETE /api/v1/governance/field/group/{groupId}}. The route is inferred: the
     * specification names the operation without its method and path, and this is the route its siblings imply.
     *
     * @param groupId the group's id
     * @param options the call's options
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no group has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public void deleteGroup(String groupId, RequestOptions options) {
        raw.deleteGroup(groupId, options);
    }

    /**
     * Deletes a field group with the client's options (inferred route).
     *
     * @param groupId the group's id
     * @see #deleteGroup(String, RequestOptions)
     */
    public void deleteGroup(String groupId) {
        deleteGroup(groupId, RequestOptions.none());
    }

    /**
     * Creates a field tab, or changes one: {@code POST /api/v1/governance/field/update-tab}. Without an id the
     * request creates a tab (and is retried only as safely as a create); with an id it updates that tab.
     *
     * @param request the tab's name and icon, and its id to update it
     * @param options the call's options
     * @return the created or updated tab
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no tab has the id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public FieldTab updateTab(FieldTabRequest request, RequestOptions options) {
        return raw.updateTab(request, options).data();
    }

    /**
     * Creates or changes a field tab with the client's options.
     *
     * @param request the tab's name and icon, and its id to update it
     * @return the created or updated tab
     * @see #updateTab(FieldTabRequest, RequestOptions)
     */
    public FieldTab updateTab(FieldTabRequest request) {
        return updateTab(request, RequestOptions.none());
    }

    /**
     * Sets a tab's icon: {@code POST /api/v1/governance/field/update-tab-icon}.
     *
     * @param tabId the tab's id
     * @param icon the icon, or {@code null} to remove it
     * @param options the call's options
     * @return the updated tab
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no tab has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public FieldTab updateTabIcon(String tabId, String icon, RequestOptions options) {
        return raw.updateTabIcon(tabId, icon, options).data();
    }

    /**
     * Sets a tab's icon with the client's options.
     *
     * @param tabId the tab's id
     * @param icon the icon, or {@code null} to remove it
     * @return the updated tab
     * @see #updateTabIcon(String, String, RequestOptions)
     */
    public FieldTab updateTabIcon(String tabId, String icon) {
        return updateTabIcon(tabId, icon, RequestOptions.none());
    }

    /**
     * Deletes a field tab: {@code DELETE /api/v1/governance/field/tab/{tabId}}. The route is inferred: the
     * specification names the operation without its method and path, and this is the route its siblings imply.
     *
     * @param tabId the tab's id
     * @param options the call's options
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no tab has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    public void deleteTab(String tabId, RequestOptions options) {
        raw.deleteTab(tabId, options);
    }

    /**
     * Deletes a field tab with the client's options (inferred route).
     *
     * @param tabId the tab's id
     * @see #deleteTab(String, RequestOptions)
     */
    public void deleteTab(String tabId) {
        deleteTab(tabId, RequestOptions.none());
    }

    /**
     * The fields operations answering the whole envelope ({@link DgqResponse}): message, timestamp, correlation
     * id, status and headers besides the data. Same routes and errors as {@link FieldsClient}.
     */
    public static final class WithRawResponse {

        private final Transport transport;

        WithRawResponse(Transport transport) {
            this.transport = transport;
        }

        /**
         * Creates a field.
         *
         * @param request the field's fields
         * @param options the call's options
         * @return the envelope holding the created field
         * @see FieldsClient#create(FieldCreateRequest, RequestOptions)
         */
        public DgqResponse<Field> create(FieldCreateRequest request, RequestOptions options) {
            return transport.execute(CREATE.bind(WriteRequest.requireRequest(request, "request")), FIELD, options);
        }

        /**
         * Lists one page of fields.
         *
         * @param request the list body
         * @param options the call's options
         * @return the envelope holding the page
         * @see FieldsClient#list(ListRequest, RequestOptions)
         */
        public DgqResponse<Page<Field>> list(ListRequest request, RequestOptions options) {
            return transport.executeList(LIST, NO_PARAMETERS, request, ITEMS, options);
        }

        /**
         * Updates a field (inferred route).
         *
         * @param fieldId the field's id
         * @param request the fields to change
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see FieldsClient#update(String, FieldUpdateRequest, RequestOptions)
         */
        public DgqResponse<JsonObject> update(String fieldId, FieldUpdateRequest request, RequestOptions options) {
            return transport.execute(UPDATE.bind(WriteRequest.requireRequest(request, "request"), fieldId),
                    ResponseType.object(), options);
        }

        /**
         * Deletes a field (inferred route).
         *
         * @param fieldId the field's id
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see FieldsClient#delete(String, RequestOptions)
         */
        public DgqResponse<JsonObject> delete(String fieldId, RequestOptions options) {
            return transport.execute(DELETE.bind(null, fieldId), ResponseType.object(), options);
        }

        /**
         * Reads the fields of a tab with their values for one entity.
         *
         * @param request the tab, and optionally the level and the entity
         * @param options the call's options
         * @return the envelope holding the fields with their values
         * @see FieldsClient#fieldProperties(FieldPropertiesRequest, RequestOptions)
         */
        public DgqResponse<List<FieldWithValue>> fieldProperties(FieldPropertiesRequest request,
                                                                 RequestOptions options) {
            return transport.execute(PROPERTIES.bind(WriteRequest.requireRequest(request, "request")), VALUES,
                    options).map(payload -> List.copyOf(payload.items()));
        }

        /**
         * Sets a field's value for one entity.
         *
         * @param request the field, the entity, its level and the value
         * @param options the call's options
         * @return the envelope holding the saved property
         * @see FieldsClient#updateFieldProperty(FieldPropertyUpdateRequest, RequestOptions)
         */
        public DgqResponse<FieldProperty> updateFieldProperty(FieldPropertyUpdateRequest request,
                                                              RequestOptions options) {
            return transport.execute(UPDATE_PROPERTY.bind(WriteRequest.requireRequest(request, "request")),
                    PROPERTY, options);
        }

        /**
         * Reads the tabs of one level.
         *
         * @param level the level of records
         * @param options the call's options
         * @return the envelope holding the level and its tabs
         * @see FieldsClient#tabsByLevel(String, RequestOptions)
         */
        public DgqResponse<TabsByLevel> tabsByLevel(String level, RequestOptions options) {
            Map<String, String> body = Map.of("level", TABS_BY_LEVEL.requireText(level, "level"));
            return transport.execute(TABS_BY_LEVEL.bind(body), LEVEL_TABS, options);
        }

        /**
         * Reads every field tab and group.
         *
         * @param options the call's options
         * @return the envelope holding the tabs and the groups
         * @see FieldsClient#tabsAndGroups(RequestOptions)
         */
        public DgqResponse<TabsAndGroups> tabsAndGroups(RequestOptions options) {
            return transport.execute(TABS_AND_GROUPS.bind(null), ALL_TABS_AND_GROUPS, options);
        }

        /**
         * Creates or renames a field group.
         *
         * @param request the group's name, and its id to update it
         * @param options the call's options
         * @return the envelope holding the created or updated group
         * @see FieldsClient#updateGroup(FieldGroupRequest, RequestOptions)
         */
        public DgqResponse<FieldGroup> updateGroup(FieldGroupRequest request, RequestOptions options) {
            Endpoint endpoint = WriteRequest.requireRequest(request, "request").isSet("id")
                    ? UPDATE_GROUP : CREATE_GROUP;
            return transport.execute(endpoint.bind(request), GROUP, options);
        }

        /**
         * Deletes a field group (inferred route).
         *
         * @param groupId the group's id
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see FieldsClient#deleteGroup(String, RequestOptions)
         */
        public DgqResponse<JsonObject> deleteGroup(String groupId, RequestOptions options) {
            return transport.execute(DELETE_GROUP.bind(null, groupId), ResponseType.object(), options);
        }

        /**
         * Creates or changes a field tab.
         *
         * @param request the tab's name and icon, and its id to update it
         * @param options the call's options
         * @return the envelope holding the created or updated tab
         * @see FieldsClient#updateTab(FieldTabRequest, RequestOptions)
         */
        public DgqResponse<FieldTab> updateTab(FieldTabRequest request, RequestOptions options) {
            Endpoint endpoint = WriteRequest.requireRequest(request, "request").isSet("id")
                    ? UPDATE_TAB : CREATE_TAB;
            return transport.execute(endpoint.bind(request), TAB, options);
        }

        /**
         * Sets a tab's icon.
         *
         * @param tabId the tab's id
         * @param icon the icon, or {@code null} to remove it
         * @param options the call's options
         * @return the envelope holding the updated tab
         * @see FieldsClient#updateTabIcon(String, String, RequestOptions)
         */
        public DgqResponse<FieldTab> updateTabIcon(String tabId, String icon, RequestOptions options) {
            Map<String, String> body = new LinkedHashMap<>();
            body.put("id", UPDATE_TAB_ICON.requireText(tabId, "tabId"));
            body.put("icon", icon);
            return transport.execute(UPDATE_TAB_ICON.bind(body), TAB, options);
        }

        /**
         * Deletes a field tab (inferred route).
         *
         * @param tabId the tab's id
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see FieldsClient#deleteTab(String, RequestOptions)
         */
        public DgqResponse<JsonObject> deleteTab(String tabId, RequestOptions options) {
            return transport.execute(DELETE_TAB.bind(null, tabId), ResponseType.object(), options);
        }
    }
}
