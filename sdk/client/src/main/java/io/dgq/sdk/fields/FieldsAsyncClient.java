package io.dgq.sdk.fields;

import io.dgq.sdk.DgqResponse;
import io.dgq.sdk.RequestOptions;
import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.operations.CreateAsyncOperation;
import io.dgq.sdk.operations.DeleteAsyncOperation;
import io.dgq.sdk.operations.ListAsyncOperation;
import io.dgq.sdk.operations.ResourceClient;
import io.dgq.sdk.operations.UpdateAsyncOperation;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * Governance custom fields without waiting: the asynchronous twin of {@link FieldsClient}, with the same operations,
 * routes, retries and errors. Reached through {@code client.async().fields()}; {@code
 * client.async().withRawResponse().fields()} answers the whole envelope. Each method starts the call and returns a
 * {@link CompletableFuture} of what the blocking method returns ({@code Void} for nothing), failing with the exceptions
 * it throws; a bad argument throws {@link IllegalArgumentException} at once. Thread-safe.
 */
public interface FieldsAsyncClient
        extends ResourceClient<FieldsAsyncClient.WithRawResponse>,
                CreateAsyncOperation<Field, FieldCreateRequest>,
                ListAsyncOperation<Field>,
                UpdateAsyncOperation<FieldUpdateRequest>,
                DeleteAsyncOperation {

    /**
     * Reads the fields of a tab with their values for one entity, without waiting: the asynchronous {@link
     * FieldsClient#fieldProperties(FieldPropertiesRequest, RequestOptions)}.
     *
     * @param request the tab, and optionally the level and the entity
     * @param options the call's options
     * @return a future of the tab's fields (of the level, when given), each with its value; a value is {@code null}
     * when it is unset or no entity was given; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if an argument is {@code null} or blank
     */
    CompletableFuture<List<FieldWithValue>> fieldProperties(FieldPropertiesRequest request, RequestOptions options);

    /**
     * Reads the fields of a tab with their values for one entity, without waiting, with the client's options.
     *
     * @param request the tab, and optionally the level and the entity
     * @return a future of the tab's fields (of the level, when given), each with its value; a value is {@code null}
     * when it is unset or no entity was given
     * @see #fieldProperties(FieldPropertiesRequest, RequestOptions)
     */
    default CompletableFuture<List<FieldWithValue>> fieldProperties(FieldPropertiesRequest request) {
        return fieldProperties(request, RequestOptions.none());
    }

    /**
     * Reads the tabs holding fields of one level, without waiting: the asynchronous {@link
     * FieldsClient#tabsByLevel(String, RequestOptions)}.
     *
     * @param level the level of records
     * @param options the call's options
     * @return a future of the level and its tabs; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if an argument is {@code null} or blank
     */
    CompletableFuture<TabsByLevel> tabsByLevel(String level, RequestOptions options);

    /**
     * Reads the tabs holding fields of one level, without waiting, with the client's options.
     *
     * @param level the level of records
     * @return a future of the level and its tabs
     * @see #tabsByLevel(String, RequestOptions)
     */
    default CompletableFuture<TabsByLevel> tabsByLevel(String level) {
        return tabsByLevel(level, RequestOptions.none());
    }

    /**
     * Reads every field tab and every field group, without waiting: the asynchronous {@link
     * FieldsClient#tabsAndGroups(RequestOptions)}.
     *
     * @param options the call's options
     * @return a future of the tabs and the groups; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if an argument is {@code null} or blank
     */
    CompletableFuture<TabsAndGroups> tabsAndGroups(RequestOptions options);

    /**
     * Reads every field tab and every field group, without waiting, with the client's options.
     *
     * @return a future of the tabs and the groups
     * @see #tabsAndGroups(RequestOptions)
     */
    default CompletableFuture<TabsAndGroups> tabsAndGroups() {
        return tabsAndGroups(RequestOptions.none());
    }

    /**
     * Sets a field's value for one entity, creating the property on the first value, without waiting: the asynchronous
     * {@link FieldsClient#updateFieldProperty(FieldPropertyUpdateRequest, RequestOptions)}.
     *
     * @param request the field, the entity, its level and the value
     * @param options the call's options
     * @return a future of the saved property; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if an argument is {@code null} or blank
     */
    CompletableFuture<FieldProperty> updateFieldProperty(FieldPropertyUpdateRequest request, RequestOptions options);

    /**
     * Sets a field's value for one entity, creating the property on the first value, without waiting, with the client's
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
     * Creates a field group, or renames one, without waiting: the asynchronous {@link
     * FieldsClient#updateGroup(FieldGroupRequest, RequestOptions)}.
     *
     * @param request the group's name, and its id to update it
     * @param options the call's options
     * @return a future of the created or updated group; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if an argument is {@code null} or blank
     */
    CompletableFuture<FieldGroup> updateGroup(FieldGroupRequest request, RequestOptions options);

    /**
     * Creates a field group, or renames one, without waiting, with the client's options.
     *
     * @param request the group's name, and its id to update it
     * @return a future of the created or updated group
     * @see #updateGroup(FieldGroupRequest, RequestOptions)
     */
    default CompletableFuture<FieldGroup> updateGroup(FieldGroupRequest request) {
        return updateGroup(request, RequestOptions.none());
    }

    /**
     * Creates a field tab, or changes one, without waiting: the asynchronous {@link
     * FieldsClient#updateTab(FieldTabRequest, RequestOptions)}.
     *
     * @param request the tab's name and icon, and its id to update it
     * @param options the call's options
     * @return a future of the created or updated tab; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if an argument is {@code null} or blank
     */
    CompletableFuture<FieldTab> updateTab(FieldTabRequest request, RequestOptions options);

    /**
     * Creates a field tab, or changes one, without waiting, with the client's options.
     *
     * @param request the tab's name and icon, and its id to update it
     * @return a future of the created or updated tab
     * @see #updateTab(FieldTabRequest, RequestOptions)
     */
    default CompletableFuture<FieldTab> updateTab(FieldTabRequest request) {
        return updateTab(request, RequestOptions.none());
    }

    /**
     * Sets a tab's icon, without waiting: the asynchronous {@link FieldsClient#updateTabIcon(String, String,
     * RequestOptions)}.
     *
     * @param tabId the tab's id
     * @param icon the icon, or {@code null} to remove it
     * @param options the call's options
     * @return a future of the updated tab; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if an argument is {@code null} or blank
     */
    CompletableFuture<FieldTab> updateTabIcon(String tabId, String icon, RequestOptions options);

    /**
     * Sets a tab's icon, without waiting, with the client's options.
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
     * Deletes a field group, without waiting: the asynchronous {@link FieldsClient#deleteGroup(String,
     * RequestOptions)}.
     *
     * @param groupId the group's id
     * @param options the call's options
     * @return a future completed with {@code null} once done; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if an argument is {@code null} or blank
     */
    CompletableFuture<Void> deleteGroup(String groupId, RequestOptions options);

    /**
     * Deletes a field group, without waiting, with the client's options.
     *
     * @param groupId the group's id
     * @return a future completed with {@code null} once done
     * @see #deleteGroup(String, RequestOptions)
     */
    default CompletableFuture<Void> deleteGroup(String groupId) {
        return deleteGroup(groupId, RequestOptions.none());
    }

    /**
     * Deletes a field tab, without waiting: the asynchronous {@link FieldsClient#deleteTab(String, RequestOptions)}.
     *
     * @param tabId the tab's id
     * @param options the call's options
     * @return a future completed with {@code null} once done; it fails as the blocking method throws
     * @throws IllegalArgumentException at once, before any request, if an argument is {@code null} or blank
     */
    CompletableFuture<Void> deleteTab(String tabId, RequestOptions options);

    /**
     * Deletes a field tab, without waiting, with the client's options.
     *
     * @param tabId the tab's id
     * @return a future completed with {@code null} once done
     * @see #deleteTab(String, RequestOptions)
     */
    default CompletableFuture<Void> deleteTab(String tabId) {
        return deleteTab(tabId, RequestOptions.none());
    }

    /** The {@link FieldsAsyncClient} operations, answering the whole envelope. */
    interface WithRawResponse
            extends CreateAsyncOperation.Raw<Field, FieldCreateRequest>,
                    ListAsyncOperation.Raw<Field>,
                    UpdateAsyncOperation.Raw<FieldUpdateRequest>,
                    DeleteAsyncOperation.Raw {

        /**
         * Reads the fields of a tab with their values for one entity, without waiting, answering the whole envelope.
         *
         * @param request the tab, and optionally the level and the entity
         * @param options the call's options
         * @return a future of the envelope
         * @see FieldsClient.WithRawResponse#fieldProperties(FieldPropertiesRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<List<FieldWithValue>>> fieldProperties(
                FieldPropertiesRequest request, RequestOptions options);

        /**
         * Reads the tabs holding fields of one level, without waiting, answering the whole envelope.
         *
         * @param level the level of records
         * @param options the call's options
         * @return a future of the envelope
         * @see FieldsClient.WithRawResponse#tabsByLevel(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<TabsByLevel>> tabsByLevel(String level, RequestOptions options);

        /**
         * Reads every field tab and every field group, without waiting, answering the whole envelope.
         *
         * @param options the call's options
         * @return a future of the envelope
         * @see FieldsClient.WithRawResponse#tabsAndGroups(RequestOptions)
         */
        CompletableFuture<DgqResponse<TabsAndGroups>> tabsAndGroups(RequestOptions options);

        /**
         * Sets a field's value for one entity, creating the property on the first value, without waiting, answering the
         * whole envelope.
         *
         * @param request the field, the entity, its level and the value
         * @param options the call's options
         * @return a future of the envelope
         * @see FieldsClient.WithRawResponse#updateFieldProperty(FieldPropertyUpdateRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<FieldProperty>> updateFieldProperty(
                FieldPropertyUpdateRequest request, RequestOptions options);

        /**
         * Creates a field group, or renames one, without waiting, answering the whole envelope.
         *
         * @param request the group's name, and its id to update it
         * @param options the call's options
         * @return a future of the envelope
         * @see FieldsClient.WithRawResponse#updateGroup(FieldGroupRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<FieldGroup>> updateGroup(FieldGroupRequest request, RequestOptions options);

        /**
         * Creates a field tab, or changes one, without waiting, answering the whole envelope.
         *
         * @param request the tab's name and icon, and its id to update it
         * @param options the call's options
         * @return a future of the envelope
         * @see FieldsClient.WithRawResponse#updateTab(FieldTabRequest, RequestOptions)
         */
        CompletableFuture<DgqResponse<FieldTab>> updateTab(FieldTabRequest request, RequestOptions options);

        /**
         * Sets a tab's icon, without waiting, answering the whole envelope.
         *
         * @param tabId the tab's id
         * @param icon the icon, or {@code null} to remove it
         * @param options the call's options
         * @return a future of the envelope
         * @see FieldsClient.WithRawResponse#updateTabIcon(String, String, RequestOptions)
         */
        CompletableFuture<DgqResponse<FieldTab>> updateTabIcon(String tabId, String icon, RequestOptions options);

        /**
         * Deletes a field group, without waiting, answering the whole envelope.
         *
         * @param groupId the group's id
         * @param options the call's options
         * @return a future of the envelope
         * @see FieldsClient.WithRawResponse#deleteGroup(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<JsonObject>> deleteGroup(String groupId, RequestOptions options);

        /**
         * Deletes a field tab, without waiting, answering the whole envelope.
         *
         * @param tabId the tab's id
         * @param options the call's options
         * @return a future of the envelope
         * @see FieldsClient.WithRawResponse#deleteTab(String, RequestOptions)
         */
        CompletableFuture<DgqResponse<JsonObject>> deleteTab(String tabId, RequestOptions options);
    }
}
