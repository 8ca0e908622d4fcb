// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.fields;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.AsyncPager;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * Fields without waiting: the asynchronous twin of {@link FieldsClient}, with the same operations, routes, retries and
 * errors. Reached through {@code client.async().fields()}; {@code client.async().withRawResponse().fields()} answers
 * the whole envelope. Each method starts the call and returns a {@link CompletableFuture} of what the blocking method
 * returns ({@code Void} for nothing), failing with the exceptions it throws; a bad argument throws
 * {@link IllegalArgumentException} at once. Thread-safe.
 */
public interface FieldsAsyncClient {
    /** {@return the view of this client whose methods answer the whole envelope} */
    WithRawResponse withRawResponse();

    /**
     * Creates a field without waiting: the asynchronous {@link FieldsClient#create(FieldCreateRequest,
     * RequestOptions)}.
     *
     * @param request the field's fields
     * @param options the call's options
     * @return a future of the created field, with its new id; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code request} or {@code options} is
     *     {@code null}
     */
    CompletableFuture<Field> create(FieldCreateRequest request, RequestOptions options);

    /**
     * Creates a field without waiting, with the client's options.
     *
     * @param request the field's fields
     * @return a future of the created field, with its new id
     * @see #create(FieldCreateRequest, RequestOptions)
     */
    default CompletableFuture<Field> create(FieldCreateRequest request) {
        return create(request, RequestOptions.none());
    }

    /**
     * Reads the fields of a tab with their values for one entity without waiting: the asynchronous
     * {@link FieldsClient#fieldProperties(FieldPropertiesRequest, RequestOptions)}.
     *
     * @param request the tab, and optionally the level and the entity
     * @param options the call's options
     * @return a future of the tab's fields (of the level, when given), each with its value; a value is {@code null}
     *     when it is unset or no entity was given; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code request} or {@code options} is
     *     {@code null}
     */
    CompletableFuture<List<FieldWithValue>> fieldProperties(FieldPropertiesRequest request, RequestOptions options);

    /**
     * Reads the fields of a tab with their values for one entity without waiting, with the client's options.
     *
     * @param request the tab, and optionally the level and the entity
     * @return a future of the tab's fields (of the level, when given), each with its value; a value is {@code null}
     *     when it is unset or no entity was given
     * @see #fieldProperties(FieldPropertiesRequest, RequestOptions)
     */
    default CompletableFuture<List<FieldWithValue>> fieldProperties(FieldPropertiesRequest request) {
        return fieldProperties(request, RequestOptions.none());
    }

    /**
     * Reads the tabs holding fields of one level without waiting: the asynchronous
     * {@link FieldsClient#tabsByLevel(String, RequestOptions)}.
     *
     * @param level the level of records
     * @param options the call's options
     * @return a future of the level and its tabs; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code level} is {@code null} or blank, or
     *     {@code options} is {@code null}
     */
    CompletableFuture<TabsByLevel> tabsByLevel(String level, RequestOptions options);

    /**
     * Reads the tabs holding fields of one level without waiting, with the client's options.
     *
     * @param level the level of records
     * @return a future of the level and its tabs
     * @see #tabsByLevel(String, RequestOptions)
     */
    default CompletableFuture<TabsByLevel> tabsByLevel(String level) {
        return tabsByLevel(level, RequestOptions.none());
    }

    /**
     * Reads every field tab and every field group without waiting: the asynchronous
     * {@link FieldsClient#tabsAndGroups(RequestOptions)}.
     *
     * @param options the call's options
     * @return a future of the tabs and the groups; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code options} is {@code null}
     */
    CompletableFuture<TabsAndGroups> tabsAndGroups(RequestOptions options);

    /**
     * Reads every field tab and every field group without waiting, with the client's options.
     *
     * @return a future of the tabs and the groups
     * @see #tabsAndGroups(RequestOptions)
     */
    default CompletableFuture<TabsAndGroups> tabsAndGroups() {
        return tabsAndGroups(RequestOptions.none());
    }

    /**
     * Lists one page of fields without waiting: the asynchronous {@link FieldsClient#list(ListRequest,
     * RequestOptions)}.
     *
     * @param request pagination, sorting (by {@link FieldColumn}), filters and search
     * @param options the call's options
     * @return a future of the page, with the total count and, where the resource has them, the list's summary counters;
     *     it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code request} or {@code options} is
     *     {@code null}
     */
    CompletableFuture<Page<Field>> list(ListRequest request, RequestOptions options);

    /**
     * Lists one page of fields without waiting, with the client's options.
     *
     * @param request pagination, sorting (by {@link FieldColumn}), filters and search
     * @return a future of the page, with the total count and, where the resource has them, the list's summary counters
     * @see #list(ListRequest, RequestOptions)
     */
    default CompletableFuture<Page<Field>> list(ListRequest request) {
        return list(request, RequestOptions.none());
    }

    /**
     * Walks every record of {@link #list(ListRequest, RequestOptions)}, from the request's page on, without waiting:
     * page after page, each fetched once the records of the page before have been handed over. The asynchronous twin of
     * {@link FieldsClient#listAll(ListRequest, RequestOptions)}.
     *
     * @param request pagination, sorting (by {@link FieldColumn}), filters and search
     * @param options the call's options, for every page
     * @return the pager, also a {@link java.util.concurrent.Flow.Publisher}; nothing is fetched until it is walked
     * @throws IllegalArgumentException at once, if {@code request} or {@code options} is {@code null}
     */
    default AsyncPager<Field> listAllAsync(ListRequest request, RequestOptions options) {
        if (request == null) {
            throw new IllegalArgumentException("'request' must not be null");
        }
        if (options == null) {
            throw new IllegalArgumentException("'options' must not be null");
        }
        return AsyncPager.of(request, next -> list(next, options));
    }

    /**
     * Walks every record of {@link #list(ListRequest, RequestOptions)} without waiting, with the client's options.
     *
     * @param request pagination, sorting (by {@link FieldColumn}), filters and search
     * @return the pager; nothing is fetched until it is walked
     * @see #listAllAsync(ListRequest, RequestOptions)
     */
    default AsyncPager<Field> listAllAsync(ListRequest request) {
        return listAllAsync(request, RequestOptions.none());
    }

    /**
     * Sets a field's value for one entity, creating the property on the first value without waiting: the asynchronous
     * {@link FieldsClient#updateFieldProperty(FieldPropertyUpdateRequest, RequestOptions)}.
     *
     * @param request the field, the entity, its level and the value
     * @param options the call's options
     * @return a future of the saved property; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code request} or {@code options} is
     *     {@code null}
     */
    CompletableFuture<FieldProperty> updateFieldProperty(FieldPropertyUpdateRequest request, RequestOptions options);

    /**
     * Sets a field's value for one entity, creating the property on the first value without waiting, with the client's
     * options.
     *
     * @param request the field, the entity, its level and the value
     * @return a future of the saved property
     * @see #updateFieldProperty(FieldPropertyUpdateRequest, RequestOptions)
     */
    default CompletableFuture<FieldProperty> updateFieldProperty(FieldPropertyUpdateRequest request) {
        return updateFieldProperty(request, RequestOptions.none());
    }

    /**
     * Creates a field group, or renames one without waiting: the asynchronous
     * {@link FieldsClient#updateGroup(FieldGroupRequest, RequestOptions)}.
     *
     * @param request the group's name, and its id to update it
     * @param options the call's options
     * @return a future of the created or updated group; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code request} or {@code options} is
     *     {@code null}
     */
    CompletableFuture<FieldGroup> updateGroup(FieldGroupRequest request, RequestOptions options);

    /**
     * Creates a field group, or renames one without waiting, with the client's options.
     *
     * @param request the group's name, and its id to update it
     * @return a future of the created or updated group
     * @see #updateGroup(FieldGroupRequest, RequestOptions)
     */
    default CompletableFuture<FieldGroup> updateGroup(FieldGroupRequest request) {
        return updateGroup(request, RequestOptions.none());
    }

    /**
     * Creates a field tab, or changes one without waiting: the asynchronous
     * {@link FieldsClient#updateTab(FieldTabRequest, RequestOptions)}.
     *
     * @param request the tab's name and icon, and its id to update it
     * @param options the call's options
     * @return a future of the created or updated tab; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code request} or {@code options} is
     *     {@code null}
     */
    CompletableFuture<FieldTab> updateTab(FieldTabRequest request, RequestOptions options);

    /**
     * Creates a field tab, or changes one without waiting, with the client's options.
     *
     * @param request the tab's name and icon, and its id to update it
     * @return a future of the created or updated tab
     * @see #updateTab(FieldTabRequest, RequestOptions)
     */
    default CompletableFuture<FieldTab> updateTab(FieldTabRequest request) {
        return updateTab(request, RequestOptions.none());
    }

    /**
     * Sets a tab's icon without waiting: the asynchronous {@link FieldsClient#updateTabIcon(String, String,
     * RequestOptions)}.
     *
     * @param tabId the tab's id
     * @param icon the icon, or {@code null} to remove it
     * @param options the call's options
     * @return a future of the updated tab; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code tabId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     */
    CompletableFuture<FieldTab> updateTabIcon(String tabId, String icon, RequestOptions options);

    /**
     * Sets a tab's icon without waiting, with the client's options.
     *
     * @param tabId the tab's id
     * @param icon the icon, or {@code null} to remove it
     * @return a future of the updated tab
     * @see #updateTabIcon(String, String, RequestOptions)
     */
    default CompletableFuture<FieldTab> updateTabIcon(String tabId, String icon) {
        return updateTabIcon(tabId, icon, RequestOptions.none());
    }

    /**
     * Updates some fields of a field without waiting: the asynchronous {@link FieldsClient#update(String,
     * FieldUpdateRequest, RequestOptions)}.
     *
     * @param fieldId the field's id
     * @param request the fields to change
     * @param options the call's options
     * @return a future completed with {@code null} once done; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code fieldId} is {@code null} or blank, or
     *     {@code request} or {@code options} is {@code null}
     */
    CompletableFuture<Void> update(String fieldId, FieldUpdateRequest request, RequestOptions options);

    /**
     * Updates some fields of a field without waiting, with the client's options.
     *
     * @param fieldId the field's id
     * @param request the fields to change
     * @return a future completed once done
     * @see #update(String, FieldUpdateRequest, RequestOptions)
     */
    default CompletableFuture<Void> update(String fieldId, FieldUpdateRequest request) {
        return update(fieldId, request, RequestOptions.none());
    }

    /**
     * Deletes a field without waiting: the asynchronous {@link FieldsClient#delete(String, RequestOptions)}.
     *
     * @param fieldId the field's id
     * @param options the call's options
     * @return a future completed with {@code null} once done; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code fieldId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     */
    CompletableFuture<Void> delete(String fieldId, RequestOptions options);

    /**
     * Deletes a field without waiting, with the client's options.
     *
     * @param fieldId the field's id
     * @return a future completed once done
     * @see #delete(String, RequestOptions)
     */
    default CompletableFuture<Void> delete(String fieldId) {
        return delete(fieldId, RequestOptions.none());
    }

    /**
     * Deletes a field group without waiting: the asynchronous {@link FieldsClient#deleteGroup(String, RequestOptions)}.
     *
     * @param groupId the group's id
     * @param options the call's options
     * @return a future completed with {@code null} once done; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code groupId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     */
    CompletableFuture<Void> deleteGroup(String groupId, RequestOptions options);

    /**
     * Deletes a field group without waiting, with the client's options.
     *
     * @param groupId the group's id
     * @return a future completed once done
     * @see #deleteGroup(String, RequestOptions)
     */
    default CompletableFuture<Void> deleteGroup(String groupId) {
        return deleteGroup(groupId, RequestOptions.none());
    }

    /**
     * Deletes a field tab without waiting: the asynchronous {@link FieldsClient#deleteTab(String, RequestOptions)}.
     *
     * @param tabId the tab's id
     * @param options the call's options
     * @return a future completed with {@code null} once done; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if {@code tabId} is {@code null} or blank, or
     *     {@code options} is {@code null}
     */
    CompletableFuture<Void> deleteTab(String tabId, RequestOptions options);

    /**
     * Deletes a field tab without waiting, with the client's options.
     *
     * @param tabId the tab's id
     * @return a future completed once done
     * @see #deleteTab(String, RequestOptions)
     */
    default CompletableFuture<Void> deleteTab(String tabId) {
        return deleteTab(tabId, RequestOptions.none());
    }

    /** The {@link FieldsAsyncClient} operations, answering the whole envelope. */
    interface WithRawResponse {
        /**
         * Creates a field without waiting, answering the whole envelope.
         *
         * @param request the field's fields
         * @param options the call's options
         * @return a future of the envelope holding the created field, with its new id
         * @see FieldsAsyncClient#create(FieldCreateRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<Field>> create(FieldCreateRequest request, RequestOptions options);

        /**
         * Reads the fields of a tab with their values for one entity without waiting, answering the whole envelope.
         *
         * @param request the tab, and optionally the level and the entity
         * @param options the call's options
         * @return a future of the envelope holding the tab's fields (of the level, when given), each with its value; a
         *     value is {@code null} when it is unset or no entity was given
         * @see FieldsAsyncClient#fieldProperties(FieldPropertiesRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<List<FieldWithValue>>> fieldProperties(
                FieldPropertiesRequest request, RequestOptions options);

        /**
         * Reads the tabs holding fields of one level without waiting, answering the whole envelope.
         *
         * @param level the level of records
         * @param options the call's options
         * @return a future of the envelope holding the level and its tabs
         * @see FieldsAsyncClient#tabsByLevel(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<TabsByLevel>> tabsByLevel(String level, RequestOptions options);

        /**
         * Reads every field tab and every field group without waiting, answering the whole envelope.
         *
         * @param options the call's options
         * @return a future of the envelope holding the tabs and the groups
         * @see FieldsAsyncClient#tabsAndGroups(RequestOptions)
         */
        CompletableFuture<DgqResponse<TabsAndGroups>> tabsAndGroups(RequestOptions options);

        /**
         * Lists one page of fields without waiting, answering the whole envelope.
         *
         * @param request pagination, sorting (by {@link FieldColumn}), filters and search
         * @param options the call's options
         * @return a future of the envelope holding the page, with the total count and, where the resource has them, the
         *     list's summary counters
         * @see FieldsAsyncClient#list(ListRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<Page<Field>>> list(ListRequest request, RequestOptions options);

        /**
         * Sets a field's value for one entity, creating the property on the first value without waiting, answering the
         * whole envelope.
         *
         * @param request the field, the entity, its level and the value
         * @param options the call's options
         * @return a future of the envelope holding the saved property
         * @see FieldsAsyncClient#updateFieldProperty(FieldPropertyUpdateRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<FieldProperty>> updateFieldProperty(
                FieldPropertyUpdateRequest request, RequestOptions options);

        /**
         * Creates a field group, or renames one without waiting, answering the whole envelope.
         *
         * @param request the group's name, and its id to update it
         * @param options the call's options
         * @return a future of the envelope holding the created or updated group
         * @see FieldsAsyncClient#updateGroup(FieldGroupRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<FieldGroup>> updateGroup(FieldGroupRequest request, RequestOptions options);

        /**
         * Creates a field tab, or changes one without waiting, answering the whole envelope.
         *
         * @param request the tab's name and icon, and its id to update it
         * @param options the call's options
         * @return a future of the envelope holding the created or updated tab
         * @see FieldsAsyncClient#updateTab(FieldTabRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<FieldTab>> updateTab(FieldTabRequest request, RequestOptions options);

        /**
         * Sets a tab's icon without waiting, answering the whole envelope.
         *
         * @param tabId the tab's id
         * @param icon the icon, or {@code null} to remove it
         * @param options the call's options
         * @return a future of the envelope holding the updated tab
         * @see FieldsAsyncClient#updateTabIcon(String, String, RequestOptions)
         */
        CompletableFuture<DgqResponse<FieldTab>> updateTabIcon(String tabId, String icon, RequestOptions options);

        /**
         * Updates some fields of a field without waiting, answering the whole envelope.
         *
         * @param fieldId the field's id
         * @param request the fields to change
         * @param options the call's options
         * @return a future of the envelope, whose data is the empty object
         * @see FieldsAsyncClient#update(String, FieldUpdateRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<JsonObject>> update(
                String fieldId, FieldUpdateRequest request, RequestOptions options);

        /**
         * Deletes a field without waiting, answering the whole envelope.
         *
         * @param fieldId the field's id
         * @param options the call's options
         * @return a future of the envelope, whose data is the empty object
         * @see FieldsAsyncClient#delete(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<JsonObject>> delete(String fieldId, RequestOptions options);

        /**
         * Deletes a field group without waiting, answering the whole envelope.
         *
         * @param groupId the group's id
         * @param options the call's options
         * @return a future of the envelope, whose data is the empty object
         * @see FieldsAsyncClient#deleteGroup(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<JsonObject>> deleteGroup(String groupId, RequestOptions options);

        /**
         * Deletes a field tab without waiting, answering the whole envelope.
         *
         * @param tabId the tab's id
         * @param options the call's options
         * @return a future of the envelope, whose data is the empty object
         * @see FieldsAsyncClient#deleteTab(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<JsonObject>> deleteTab(String tabId, RequestOptions options);
    }
}
