// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.fields;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.AutoPager;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.List;
import java.util.stream.Stream;

/**
 * Governance custom fields, their tabs, groups and per-entity values: the operations of
 * {@code /api/v1/governance/field} and {@code /api/v1/governance/field-property}. Reached through
 * {@code client.fields()}; {@code client.withRawResponse().fields()} answers the whole envelope. Thread-safe.
 *
 * <ul>
 *   <li>{@code create}: {@code POST /api/v1/governance/field}; {@code name}, {@code field_tab_id}, {@code data_type}
 *       and {@code level} are required
 *   <li>{@code fieldProperties}: {@code POST /api/v1/governance/field-property}
 *   <li>{@code tabsByLevel}: {@code POST /api/v1/governance/field/tabs-by-level}
 *   <li>{@code tabsAndGroups}: {@code GET /api/v1/governance/field/tabs-groups}
 *   <li>{@code list}, {@code listAll}: {@code POST /api/v1/governance/field/list}, sorted and filtered by
 *       {@link FieldColumn}
 *   <li>{@code updateFieldProperty}: {@code POST /api/v1/governance/field-property/update}
 *   <li>{@code updateGroup}: {@code POST /api/v1/governance/field/update-group}
 *   <li>{@code updateTab}: {@code POST /api/v1/governance/field/update-tab}
 *   <li>{@code updateTabIcon}: {@code POST /api/v1/governance/field/update-tab-icon}
 *   <li>{@code update}: {@code PUT /api/v1/governance/field/{fieldId}} (inferred)
 *   <li>{@code delete}: {@code DELETE /api/v1/governance/field/{fieldId}} (inferred)
 *   <li>{@code deleteGroup}: {@code DELETE /api/v1/governance/field/group/{groupId}} (inferred)
 *   <li>{@code deleteTab}: {@code DELETE /api/v1/governance/field/tab/{tabId}} (inferred)
 * </ul>
 *
 * <p>The specification names the operations marked inferred without a route: the SDK uses the routes their siblings
 * imply, which the reference server serves too.
 */
public interface FieldsClient {
    /**
     * {@return the view of this client whose methods answer the whole envelope ({@link io.dgq.sdk.core.DgqResponse})}
     */
    WithRawResponse withRawResponse();

    /**
     * Creates a field: {@code POST /api/v1/governance/field}. Not retried once the request may have reached the server.
     *
     * @param request the field's fields
     * @param options the call's options
     * @return the created field, with its new id
     * @throws IllegalArgumentException before any request, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Field create(FieldCreateRequest request, RequestOptions options);

    /**
     * Creates a field with the client's options.
     *
     * @param request the field's fields
     * @return the created field, with its new id
     * @see #create(FieldCreateRequest, RequestOptions)
     */
    default Field create(FieldCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Reads the fields of a tab with their values for one entity: {@code POST /api/v1/governance/field-property}.
     *
     * @param request the tab, and optionally the level and the entity
     * @param options the call's options
     * @return the tab's fields (of the level, when given), each with its value; a value is {@code null} when it is
     *     unset or no entity was given
     * @throws IllegalArgumentException before any request, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no tab has the id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    List<FieldWithValue> fieldProperties(FieldPropertiesRequest request, RequestOptions options);

    /**
     * Reads the fields of a tab with their values for one entity with the client's options.
     *
     * @param request the tab, and optionally the level and the entity
     * @return the tab's fields (of the level, when given), each with its value; a value is {@code null} when it is
     *     unset or no entity was given
     * @see #fieldProperties(FieldPropertiesRequest, RequestOptions)
     */
    default List<FieldWithValue> fieldProperties(FieldPropertiesRequest request) {
        return fieldProperties(request, RequestOptions.none());
    }

    /**
     * Reads the tabs holding fields of one level: {@code POST /api/v1/governance/field/tabs-by-level}.
     *
     * @param level the level of records
     * @param options the call's options
     * @return the level and its tabs
     * @throws IllegalArgumentException before any request, if {@code level} is {@code null} or blank, or
     *     {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    TabsByLevel tabsByLevel(String level, RequestOptions options);

    /**
     * Reads the tabs holding fields of one level with the client's options.
     *
     * @param level the level of records
     * @return the level and its tabs
     * @see #tabsByLevel(String, RequestOptions)
     */
    default TabsByLevel tabsByLevel(String level) {
        return tabsByLevel(level, RequestOptions.none());
    }

    /**
     * Reads every field tab and every field group: {@code GET /api/v1/governance/field/tabs-groups}.
     *
     * @param options the call's options
     * @return the tabs and the groups
     * @throws IllegalArgumentException before any request, if {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    TabsAndGroups tabsAndGroups(RequestOptions options);

    /**
     * Reads every field tab and every field group with the client's options.
     *
     * @return the tabs and the groups
     * @see #tabsAndGroups(RequestOptions)
     */
    default TabsAndGroups tabsAndGroups() {
        return tabsAndGroups(RequestOptions.none());
    }

    /**
     * Lists one page of fields: {@code POST /api/v1/governance/field/list}.
     *
     * @param request pagination, sorting (by {@link FieldColumn}), filters and search
     * @param options the call's options, also used for the next pages
     * @return the page, with the total count and, where the resource has them, the list's summary counters
     * @throws IllegalArgumentException before any request, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects the list body
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    Page<Field> list(ListRequest request, RequestOptions options);

    /**
     * Lists one page of fields with the client's options.
     *
     * @param request pagination, sorting (by {@link FieldColumn}), filters and search
     * @return the page, with the total count and, where the resource has them, the list's summary counters
     * @see #list(ListRequest, RequestOptions)
     */
    default Page<Field> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Streams every record of {@link #list(ListRequest, RequestOptions)}, from the request's page on, fetching each
     * page only when the previous one has been consumed.
     *
     * @param request pagination, sorting (by {@link FieldColumn}), filters and search
     * @param options the call's options, for every page
     * @return a lazy stream; nothing is fetched until its terminal operation runs
     * @throws IllegalArgumentException at once, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqException while the stream is consumed, if a page fails
     */
    default Stream<Field> listAll(ListRequest request, RequestOptions options) {
        if (request == null) {
            throw new IllegalArgumentException("'request' must not be null");
        }
        if (options == null) {
            throw new IllegalArgumentException("'options' must not be null");
        }
        return AutoPager.lazy(() -> list(request, options)).stream();
    }

    /**
     * Streams every record of {@link #list(ListRequest, RequestOptions)} with the client's options.
     *
     * @param request pagination, sorting (by {@link FieldColumn}), filters and search
     * @return a lazy stream
     * @see #listAll(ListRequest, RequestOptions)
     */
    default Stream<Field> listAll(ListRequest request) {
        return listAll(request, RequestOptions.none());
    }

    /**
     * Sets a field's value for one entity, creating the property on the first value: {@code POST
     * /api/v1/governance/field-property/update}.
     *
     * @param request the field, the entity, its level and the value
     * @param options the call's options
     * @return the saved property
     * @throws IllegalArgumentException before any request, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqValidationException if no field has the id, or the server rejects a value
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    FieldProperty updateFieldProperty(FieldPropertyUpdateRequest request, RequestOptions options);

    /**
     * Sets a field's value for one entity, creating the property on the first value with the client's options.
     *
     * @param request the field, the entity, its level and the value
     * @return the saved property
     * @see #updateFieldProperty(FieldPropertyUpdateRequest, RequestOptions)
     */
    default FieldProperty updateFieldProperty(FieldPropertyUpdateRequest request) {
        return updateFieldProperty(request, RequestOptions.none());
    }

    /**
     * Creates a field group, or renames one: {@code POST /api/v1/governance/field/update-group}. Without an id the
     * request creates a group (and is retried only as safely as a create); with an id it updates that group.
     *
     * @param request the group's name, and its id to update it
     * @param options the call's options
     * @return the created or updated group
     * @throws IllegalArgumentException before any request, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no group has the id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    FieldGroup updateGroup(FieldGroupRequest request, RequestOptions options);

    /**
     * Creates a field group, or renames one with the client's options.
     *
     * @param request the group's name, and its id to update it
     * @return the created or updated group
     * @see #updateGroup(FieldGroupRequest, RequestOptions)
     */
    default FieldGroup updateGroup(FieldGroupRequest request) {
        return updateGroup(request, RequestOptions.none());
    }

    /**
     * Creates a field tab, or changes one: {@code POST /api/v1/governance/field/update-tab}. Without an id the request
     * creates a tab (and is retried only as safely as a create); with an id it updates that tab.
     *
     * @param request the tab's name and icon, and its id to update it
     * @param options the call's options
     * @return the created or updated tab
     * @throws IllegalArgumentException before any request, if {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no tab has the id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    FieldTab updateTab(FieldTabRequest request, RequestOptions options);

    /**
     * Creates a field tab, or changes one with the client's options.
     *
     * @param request the tab's name and icon, and its id to update it
     * @return the created or updated tab
     * @see #updateTab(FieldTabRequest, RequestOptions)
     */
    default FieldTab updateTab(FieldTabRequest request) {
        return updateTab(request, RequestOptions.none());
    }

    /**
     * Sets a tab's icon: {@code POST /api/v1/governance/field/update-tab-icon}.
     *
     * @param tabId the tab's id
     * @param icon the icon, or {@code null} to remove it
     * @param options the call's options
     * @return the updated tab
     * @throws IllegalArgumentException before any request, if {@code tabId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no tab has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    FieldTab updateTabIcon(String tabId, String icon, RequestOptions options);

    /**
     * Sets a tab's icon with the client's options.
     *
     * @param tabId the tab's id
     * @param icon the icon, or {@code null} to remove it
     * @return the updated tab
     * @see #updateTabIcon(String, String, RequestOptions)
     */
    default FieldTab updateTabIcon(String tabId, String icon) {
        return updateTabIcon(tabId, icon, RequestOptions.none());
    }

    /**
     * Updates some fields of a field: {@code PUT /api/v1/governance/field/{fieldId}}. Fields not set in the request
     * keep their values; a field set to {@code null} is reset. The route is inferred: the specification names the
     * operation without its method and path, and this is the route its siblings imply.
     *
     * @param fieldId the field's id
     * @param request the fields to change
     * @param options the call's options
     * @throws IllegalArgumentException before any request, if {@code fieldId} is {@code null} or blank, or
     *     {@code request} or {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no field has this id
     * @throws io.dgq.sdk.errors.DgqValidationException if the server rejects a field
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    void update(String fieldId, FieldUpdateRequest request, RequestOptions options);

    /**
     * Updates some fields of a field with the client's options.
     *
     * @param fieldId the field's id
     * @param request the fields to change
     * @see #update(String, FieldUpdateRequest, RequestOptions)
     */
    default void update(String fieldId, FieldUpdateRequest request) {
        update(fieldId, request, RequestOptions.none());
    }

    /**
     * Deletes a field: {@code DELETE /api/v1/governance/field/{fieldId}}. The route is inferred: the specification
     * names the operation without its method and path, and this is the route its siblings imply.
     *
     * @param fieldId the field's id
     * @param options the call's options
     * @throws IllegalArgumentException before any request, if {@code fieldId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no field has this id
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    void delete(String fieldId, RequestOptions options);

    /**
     * Deletes a field with the client's options.
     *
     * @param fieldId the field's id
     * @see #delete(String, RequestOptions)
     */
    default void delete(String fieldId) {
        delete(fieldId, RequestOptions.none());
    }

    /**
     * Deletes a field group: {@code DELETE /api/v1/governance/field/group/{groupId}}. The route is inferred: the
     * specification names the operation without its method and path, and this is the route its siblings imply.
     *
     * @param groupId the group's id
     * @param options the call's options
     * @throws IllegalArgumentException before any request, if {@code groupId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no group has this id
     * @throws io.dgq.sdk.errors.DgqConflictException if the server refuses the write as conflicting with the current
     *     state
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    void deleteGroup(String groupId, RequestOptions options);

    /**
     * Deletes a field group with the client's options.
     *
     * @param groupId the group's id
     * @see #deleteGroup(String, RequestOptions)
     */
    default void deleteGroup(String groupId) {
        deleteGroup(groupId, RequestOptions.none());
    }

    /**
     * Deletes a field tab: {@code DELETE /api/v1/governance/field/tab/{tabId}}. The route is inferred: the
     * specification names the operation without its method and path, and this is the route its siblings imply.
     *
     * @param tabId the tab's id
     * @param options the call's options
     * @throws IllegalArgumentException before any request, if {@code tabId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     * @throws io.dgq.sdk.errors.DgqNotFoundException if no tab has this id
     * @throws io.dgq.sdk.errors.DgqConflictException if the server refuses the write as conflicting with the current
     *     state
     * @throws io.dgq.sdk.errors.DgqException if the call fails
     */
    void deleteTab(String tabId, RequestOptions options);

    /**
     * Deletes a field tab with the client's options.
     *
     * @param tabId the tab's id
     * @see #deleteTab(String, RequestOptions)
     */
    default void deleteTab(String tabId) {
        deleteTab(tabId, RequestOptions.none());
    }

    /** The {@link FieldsClient} operations, answering the whole envelope ({@link io.dgq.sdk.core.DgqResponse}). */
    interface WithRawResponse {
        /**
         * Creates a field, answering the whole envelope.
         *
         * @param request the field's fields
         * @param options the call's options
         * @return the envelope holding the created field, with its new id
         * @see FieldsClient#create(FieldCreateRequest, RequestOptions)
         */
        DgqResponse<Field> create(FieldCreateRequest request, RequestOptions options);

        /**
         * Reads the fields of a tab with their values for one entity, answering the whole envelope.
         *
         * @param request the tab, and optionally the level and the entity
         * @param options the call's options
         * @return the envelope holding the tab's fields (of the level, when given), each with its value; a value is
         *     {@code null} when it is unset or no entity was given
         * @see FieldsClient#fieldProperties(FieldPropertiesRequest, RequestOptions)
         */
        DgqResponse<List<FieldWithValue>> fieldProperties(FieldPropertiesRequest request, RequestOptions options);

        /**
         * Reads the tabs holding fields of one level, answering the whole envelope.
         *
         * @param level the level of records
         * @param options the call's options
         * @return the envelope holding the level and its tabs
         * @see FieldsClient#tabsByLevel(String, RequestOptions)
         */
        DgqResponse<TabsByLevel> tabsByLevel(String level, RequestOptions options);

        /**
         * Reads every field tab and every field group, answering the whole envelope.
         *
         * @param options the call's options
         * @return the envelope holding the tabs and the groups
         * @see FieldsClient#tabsAndGroups(RequestOptions)
         */
        DgqResponse<TabsAndGroups> tabsAndGroups(RequestOptions options);

        /**
         * Lists one page of fields, answering the whole envelope.
         *
         * @param request pagination, sorting (by {@link FieldColumn}), filters and search
         * @param options the call's options
         * @return the envelope holding the page, with the total count and, where the resource has them, the list's
         *     summary counters
         * @see FieldsClient#list(ListRequest, RequestOptions)
         */
        DgqResponse<Page<Field>> list(ListRequest request, RequestOptions options);

        /**
         * Sets a field's value for one entity, creating the property on the first value, answering the whole envelope.
         *
         * @param request the field, the entity, its level and the value
         * @param options the call's options
         * @return the envelope holding the saved property
         * @see FieldsClient#updateFieldProperty(FieldPropertyUpdateRequest, RequestOptions)
         */
        DgqResponse<FieldProperty> updateFieldProperty(FieldPropertyUpdateRequest request, RequestOptions options);

        /**
         * Creates a field group, or renames one, answering the whole envelope.
         *
         * @param request the group's name, and its id to update it
         * @param options the call's options
         * @return the envelope holding the created or updated group
         * @see FieldsClient#updateGroup(FieldGroupRequest, RequestOptions)
         */
        DgqResponse<FieldGroup> updateGroup(FieldGroupRequest request, RequestOptions options);

        /**
         * Creates a field tab, or changes one, answering the whole envelope.
         *
         * @param request the tab's name and icon, and its id to update it
         * @param options the call's options
         * @return the envelope holding the created or updated tab
         * @see FieldsClient#updateTab(FieldTabRequest, RequestOptions)
         */
        DgqResponse<FieldTab> updateTab(FieldTabRequest request, RequestOptions options);

        /**
         * Sets a tab's icon, answering the whole envelope.
         *
         * @param tabId the tab's id
         * @param icon the icon, or {@code null} to remove it
         * @param options the call's options
         * @return the envelope holding the updated tab
         * @see FieldsClient#updateTabIcon(String, String, RequestOptions)
         */
        DgqResponse<FieldTab> updateTabIcon(String tabId, String icon, RequestOptions options);

        /**
         * Updates some fields of a field, answering the whole envelope.
         *
         * @param fieldId the field's id
         * @param request the fields to change
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see FieldsClient#update(String, FieldUpdateRequest, RequestOptions)
         */
        DgqResponse<JsonObject> update(String fieldId, FieldUpdateRequest request, RequestOptions options);

        /**
         * Deletes a field, answering the whole envelope.
         *
         * @param fieldId the field's id
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see FieldsClient#delete(String, RequestOptions)
         */
        DgqResponse<JsonObject> delete(String fieldId, RequestOptions options);

        /**
         * Deletes a field group, answering the whole envelope.
         *
         * @param groupId the group's id
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see FieldsClient#deleteGroup(String, RequestOptions)
         */
        DgqResponse<JsonObject> deleteGroup(String groupId, RequestOptions options);

        /**
         * Deletes a field tab, answering the whole envelope.
         *
         * @param tabId the tab's id
         * @param options the call's options
         * @return the envelope, whose data is the empty object
         * @see FieldsClient#deleteTab(String, RequestOptions)
         */
        DgqResponse<JsonObject> deleteTab(String tabId, RequestOptions options);
    }
}
