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
import io.dgq.sdk.fields.FieldsClient;
import io.dgq.sdk.fields.TabsAndGroups;
import io.dgq.sdk.fields.TabsByLevel;
import io.dgq.sdk.internal.pipeline.CallPipeline;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import java.util.List;

/**
 * The {@link FieldsClient} of a client: each method binds its arguments to its operation, declared in
 * {@link io.dgq.sdk.internal.clients.FieldsOperations}, and runs the call. Thread-safe. Internal.
 */
public final class FieldsClientImpl implements FieldsClient {
    private final CallPipeline pipeline;

    private final FieldsClient.WithRawResponse raw;

    /**
     * Builds the client.
     *
     * @param pipeline the client's call pipeline, which runs each bound call
     */
    public FieldsClientImpl(CallPipeline pipeline) {
        this.pipeline = pipeline;
        this.raw = new Raw(pipeline);
    }

    @Override
    public FieldsClient.WithRawResponse withRawResponse() {
        return raw;
    }

    @Override
    public Field create(FieldCreateRequest request, RequestOptions options) {
        return pipeline.plain(FIELDS_CREATE.bind(request, options));
    }

    @Override
    public List<FieldWithValue> fieldProperties(FieldPropertiesRequest request, RequestOptions options) {
        return pipeline.plain(FIELDS_FIELD_PROPERTIES.bind(request, options));
    }

    @Override
    public TabsByLevel tabsByLevel(String level, RequestOptions options) {
        return pipeline.plain(FIELDS_TABS_BY_LEVEL.bind(new Object[] {level}, options));
    }

    @Override
    public TabsAndGroups tabsAndGroups(RequestOptions options) {
        return pipeline.plain(FIELDS_TABS_AND_GROUPS.bind(options));
    }

    @Override
    public Page<Field> list(ListRequest request, RequestOptions options) {
        return pipeline.plain(FIELDS_LIST.bind(request, options));
    }

    @Override
    public FieldProperty updateFieldProperty(FieldPropertyUpdateRequest request, RequestOptions options) {
        return pipeline.plain(FIELDS_UPDATE_FIELD_PROPERTY.bind(request, options));
    }

    @Override
    public FieldGroup updateGroup(FieldGroupRequest request, RequestOptions options) {
        return pipeline.plain(FIELDS_UPDATE_GROUP.bind(request, options));
    }

    @Override
    public FieldTab updateTab(FieldTabRequest request, RequestOptions options) {
        return pipeline.plain(FIELDS_UPDATE_TAB.bind(request, options));
    }

    @Override
    public FieldTab updateTabIcon(String tabId, String icon, RequestOptions options) {
        return pipeline.plain(FIELDS_UPDATE_TAB_ICON.bind(new Object[] {tabId, icon}, options));
    }

    @Override
    public void update(String fieldId, FieldUpdateRequest request, RequestOptions options) {
        pipeline.plain(FIELDS_UPDATE.bind(request, options, fieldId));
    }

    @Override
    public void delete(String fieldId, RequestOptions options) {
        pipeline.plain(FIELDS_DELETE.bind(options, fieldId));
    }

    @Override
    public void deleteGroup(String groupId, RequestOptions options) {
        pipeline.plain(FIELDS_DELETE_GROUP.bind(options, groupId));
    }

    @Override
    public void deleteTab(String tabId, RequestOptions options) {
        pipeline.plain(FIELDS_DELETE_TAB.bind(options, tabId));
    }

    @Override
    public String toString() {
        return "FieldsClient";
    }

    /** The raw-response view: the same calls, answering the whole envelope. */
    private static final class Raw implements FieldsClient.WithRawResponse {
        private final CallPipeline pipeline;

        Raw(CallPipeline pipeline) {
            this.pipeline = pipeline;
        }

        @Override
        public DgqResponse<Field> create(FieldCreateRequest request, RequestOptions options) {
            return pipeline.envelope(FIELDS_CREATE.bind(request, options));
        }

        @Override
        public DgqResponse<List<FieldWithValue>> fieldProperties(
                FieldPropertiesRequest request, RequestOptions options) {
            return pipeline.envelope(FIELDS_FIELD_PROPERTIES.bind(request, options));
        }

        @Override
        public DgqResponse<TabsByLevel> tabsByLevel(String level, RequestOptions options) {
            return pipeline.envelope(FIELDS_TABS_BY_LEVEL.bind(new Object[] {level}, options));
        }

        @Override
        public DgqResponse<TabsAndGroups> tabsAndGroups(RequestOptions options) {
            return pipeline.envelope(FIELDS_TABS_AND_GROUPS.bind(options));
        }

        @Override
        public DgqResponse<Page<Field>> list(ListRequest request, RequestOptions options) {
            return pipeline.envelope(FIELDS_LIST.bind(request, options));
        }

        @Override
        public DgqResponse<FieldProperty> updateFieldProperty(
                FieldPropertyUpdateRequest request, RequestOptions options) {
            return pipeline.envelope(FIELDS_UPDATE_FIELD_PROPERTY.bind(request, options));
        }

        @Override
        public DgqResponse<FieldGroup> updateGroup(FieldGroupRequest request, RequestOptions options) {
            return pipeline.envelope(FIELDS_UPDATE_GROUP.bind(request, options));
        }

        @Override
        public DgqResponse<FieldTab> updateTab(FieldTabRequest request, RequestOptions options) {
            return pipeline.envelope(FIELDS_UPDATE_TAB.bind(request, options));
        }

        @Override
        public DgqResponse<FieldTab> updateTabIcon(String tabId, String icon, RequestOptions options) {
            return pipeline.envelope(FIELDS_UPDATE_TAB_ICON.bind(new Object[] {tabId, icon}, options));
        }

        @Override
        public DgqResponse<JsonObject> update(String fieldId, FieldUpdateRequest request, RequestOptions options) {
            return pipeline.envelope(FIELDS_UPDATE.bind(request, options, fieldId));
        }

        @Override
        public DgqResponse<JsonObject> delete(String fieldId, RequestOptions options) {
            return pipeline.envelope(FIELDS_DELETE.bind(options, fieldId));
        }

        @Override
        public DgqResponse<JsonObject> deleteGroup(String groupId, RequestOptions options) {
            return pipeline.envelope(FIELDS_DELETE_GROUP.bind(options, groupId));
        }

        @Override
        public DgqResponse<JsonObject> deleteTab(String tabId, RequestOptions options) {
            return pipeline.envelope(FIELDS_DELETE_TAB.bind(options, tabId));
        }

        @Override
        public String toString() {
            return "FieldsClient.WithRawResponse";
        }
    }
}
