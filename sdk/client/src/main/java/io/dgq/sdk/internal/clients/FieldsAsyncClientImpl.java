// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.internal.clients;

import static io.dgq.sdk.internal.clients.FieldsOperations.FIELDS_CREATE;
import static io.dgq.sdk.internal.clients.FieldsOperations.FIELDS_DELETE;
import static io.dgq.sdk.internal.clients.FieldsOperations.FIELDS_DELETE_GROUP;
import static io.dgq.sdk.internal.clients.FieldsOperations.FIELDS_DELETE_TAB;
import static io.dgq.sdk.internal.clients.FieldsOperations.FIELDS_FIELD_PROPERTIES;
import static io.dgq.sdk.internal.clients.FieldsOperations.FIELDS_LIST;
import static io.dgq.sdk.internal.clients.FieldsOperations.FIELDS_TABS_AND_GROUPS;
import static io.dgq.sdk.internal.clients.FieldsOperations.FIELDS_TABS_BY_LEVEL;
import static io.dgq.sdk.internal.clients.FieldsOperations.FIELDS_UPDATE;
import static io.dgq.sdk.internal.clients.FieldsOperations.FIELDS_UPDATE_FIELD_PROPERTY;
import static io.dgq.sdk.internal.clients.FieldsOperations.FIELDS_UPDATE_GROUP;
import static io.dgq.sdk.internal.clients.FieldsOperations.FIELDS_UPDATE_TAB;
import static io.dgq.sdk.internal.clients.FieldsOperations.FIELDS_UPDATE_TAB_ICON;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
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
import io.dgq.sdk.fields.TabsAndGroups;
import io.dgq.sdk.fields.TabsByLevel;
import io.dgq.sdk.internal.pipeline.CallPipeline;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The {@link FieldsAsyncClient} of a client: each method binds its arguments to its operation, declared in
 * {@link io.dgq.sdk.internal.clients.FieldsOperations}, and runs the call. Thread-safe. Internal.
 */
public final class FieldsAsyncClientImpl implements FieldsAsyncClient {
    private final CallPipeline pipeline;

    private final FieldsAsyncClient.WithRawResponse raw;

    /**
     * Builds the client.
     *
     * @param pipeline the client's call pipeline, which runs each bound call
     */
    public FieldsAsyncClientImpl(CallPipeline pipeline) {
        this.pipeline = pipeline;
        this.raw = new Raw(pipeline);
    }

    @Override
    public FieldsAsyncClient.WithRawResponse withRawResponse() {
        return raw;
    }

    @Override
    public CompletableFuture<Field> create(FieldCreateRequest request, RequestOptions options) {
        return pipeline.plainAsync(FIELDS_CREATE.bind(request, options));
    }

    @Override
    public CompletableFuture<List<FieldWithValue>> fieldProperties(
            FieldPropertiesRequest request, RequestOptions options) {
        return pipeline.plainAsync(FIELDS_FIELD_PROPERTIES.bind(request, options));
    }

    @Override
    public CompletableFuture<TabsByLevel> tabsByLevel(String level, RequestOptions options) {
        return pipeline.plainAsync(FIELDS_TABS_BY_LEVEL.bind(new Object[] {level}, options));
    }

    @Override
    public CompletableFuture<TabsAndGroups> tabsAndGroups(RequestOptions options) {
        return pipeline.plainAsync(FIELDS_TABS_AND_GROUPS.bind(options));
    }

    @Override
    public CompletableFuture<Page<Field>> list(ListRequest request, RequestOptions options) {
        return pipeline.plainAsync(FIELDS_LIST.bind(request, options));
    }

    @Override
    public CompletableFuture<FieldProperty> updateFieldProperty(
            FieldPropertyUpdateRequest request, RequestOptions options) {
        return pipeline.plainAsync(FIELDS_UPDATE_FIELD_PROPERTY.bind(request, options));
    }

    @Override
    public CompletableFuture<FieldGroup> updateGroup(FieldGroupRequest request, RequestOptions options) {
        return pipeline.plainAsync(FIELDS_UPDATE_GROUP.bind(request, options));
    }

    @Override
    public CompletableFuture<FieldTab> updateTab(FieldTabRequest request, RequestOptions options) {
        return pipeline.plainAsync(FIELDS_UPDATE_TAB.bind(request, options));
    }

    @Override
    public CompletableFuture<FieldTab> updateTabIcon(String tabId, String icon, RequestOptions options) {
        return pipeline.plainAsync(FIELDS_UPDATE_TAB_ICON.bind(new Object[] {tabId, icon}, options));
    }

    @Override
    public CompletableFuture<Void> update(String fieldId, FieldUpdateRequest request, RequestOptions options) {
        return pipeline.plainAsync(FIELDS_UPDATE.bind(request, options, fieldId));
    }

    @Override
    public CompletableFuture<Void> delete(String fieldId, RequestOptions options) {
        return pipeline.plainAsync(FIELDS_DELETE.bind(options, fieldId));
    }

    @Override
    public CompletableFuture<Void> deleteGroup(String groupId, RequestOptions options) {
        return pipeline.plainAsync(FIELDS_DELETE_GROUP.bind(options, groupId));
    }

    @Override
    public CompletableFuture<Void> deleteTab(String tabId, RequestOptions options) {
        return pipeline.plainAsync(FIELDS_DELETE_TAB.bind(options, tabId));
    }

    @Override
    public String toString() {
        return "FieldsAsyncClient";
    }

    /** The raw-response view: the same calls, answering the whole envelope. */
    private static final class Raw implements FieldsAsyncClient.WithRawResponse {
        private final CallPipeline pipeline;

        Raw(CallPipeline pipeline) {
            this.pipeline = pipeline;
        }

        @Override
        public CompletableFuture<DgqResponse<Field>> create(FieldCreateRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(FIELDS_CREATE.bind(request, options));
        }

        @Override
        public CompletableFuture<DgqResponse<List<FieldWithValue>>> fieldProperties(
                FieldPropertiesRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(FIELDS_FIELD_PROPERTIES.bind(request, options));
        }

        @Override
        public CompletableFuture<DgqResponse<TabsByLevel>> tabsByLevel(String level, RequestOptions options) {
            return pipeline.envelopeAsync(FIELDS_TABS_BY_LEVEL.bind(new Object[] {level}, options));
        }

        @Override
        public CompletableFuture<DgqResponse<TabsAndGroups>> tabsAndGroups(RequestOptions options) {
            return pipeline.envelopeAsync(FIELDS_TABS_AND_GROUPS.bind(options));
        }

        @Override
        public CompletableFuture<DgqResponse<Page<Field>>> list(ListRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(FIELDS_LIST.bind(request, options));
        }

        @Override
        public CompletableFuture<DgqResponse<FieldProperty>> updateFieldProperty(
                FieldPropertyUpdateRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(FIELDS_UPDATE_FIELD_PROPERTY.bind(request, options));
        }

        @Override
        public CompletableFuture<DgqResponse<FieldGroup>> updateGroup(
                FieldGroupRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(FIELDS_UPDATE_GROUP.bind(request, options));
        }

        @Override
        public CompletableFuture<DgqResponse<FieldTab>> updateTab(FieldTabRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(FIELDS_UPDATE_TAB.bind(request, options));
        }

        @Override
        public CompletableFuture<DgqResponse<FieldTab>> updateTabIcon(
                String tabId, String icon, RequestOptions options) {
            return pipeline.envelopeAsync(FIELDS_UPDATE_TAB_ICON.bind(new Object[] {tabId, icon}, options));
        }

        @Override
        public CompletableFuture<DgqResponse<JsonObject>> update(
                String fieldId, FieldUpdateRequest request, RequestOptions options) {
            return pipeline.envelopeAsync(FIELDS_UPDATE.bind(request, options, fieldId));
        }

        @Override
        public CompletableFuture<DgqResponse<JsonObject>> delete(String fieldId, RequestOptions options) {
            return pipeline.envelopeAsync(FIELDS_DELETE.bind(options, fieldId));
        }

        @Override
        public CompletableFuture<DgqResponse<JsonObject>> deleteGroup(String groupId, RequestOptions options) {
            return pipeline.envelopeAsync(FIELDS_DELETE_GROUP.bind(options, groupId));
        }

        @Override
        public CompletableFuture<DgqResponse<JsonObject>> deleteTab(String tabId, RequestOptions options) {
            return pipeline.envelopeAsync(FIELDS_DELETE_TAB.bind(options, tabId));
        }

        @Override
        public String toString() {
            return "FieldsAsyncClient.WithRawResponse";
        }
    }
}
