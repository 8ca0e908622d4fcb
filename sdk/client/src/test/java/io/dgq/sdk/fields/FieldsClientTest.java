package io.dgq.sdk.fields;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.errors.DgqServerException;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.FilterOperator;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import io.dgq.sdk.paging.SortDirection;
import io.dgq.sdk.testing.MockApi;
import io.dgq.sdk.testing.MockApiTest;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;

class FieldsClientTest extends MockApiTest {

    static final String FIELD_JSON = "{\"name\":\"Data steward\",\"description\":null,\"data_type\":\"select\","
            + "\"level\":\"domain\",\"field_tab_id\":\"tab-1\",\"field_group_id\":null,\"created_by\":\"user-1\","
            + "\"modified_by\":\"user-2\",\"id\":\"3f2b8c1e-5a47-4d8e-9b61-7a0c2e4d9f13\","
            + "\"created_at\":\"2026-11-01T08:30:00Z\",\"modified_at\":\"2026-11-02T09:00:00+00:00\","
            + "\"icon\":\"user\",\"options\":[{\"label\":\"Ada\",\"value\":\"ada\"},{\"label\":\"Grace\"}],"
            + "\"display_order\":3,\"is_created\":true,\"is_active\":true,\"is_delete\":false,"
            + "\"validation\":{\"max\":1}}";

    private static final String TAB_JSON = "{\"id\":\"tab-1\",\"name\":\"Stewardship\",\"icon\":null}";

    @Test
    void createsAField() {
        api.enqueueData(FIELD_JSON);
        Field created = client.fields()
                .create(FieldCreateRequest.builder()
                        .name("Data steward")
                        .fieldTabId("tab-1")
                        .dataType("select")
                        .level("domain")
                        .fieldGroupId(null)
                        .icon("user")
                        .options(List.of(JsonObject.of(Map.of("label", "Ada"))))
                        .displayOrder(3L)
                        .isActive(true)
                        .description("Who looks after it")
                        .build());
        api.takeSent(
                "POST",
                "/api/v1/governance/field",
                "{\"name\":\"Data steward\",\"field_tab_id\":\"tab-1\","
                        + "\"data_type\":\"select\",\"level\":\"domain\",\"field_group_id\":null,\"icon\":\"user\","
                        + "\"options\":[{\"label\":\"Ada\"}],\"display_order\":3,\"is_active\":true,"
                        + "\"description\":\"Who looks after it\"}");
        assertEveryField(created);
    }

    @Test
    void listsFieldsWithEveryField() {
        api.enqueueData("{\"data\":[" + FIELD_JSON + "],\"total_count\":9,\"metrics\":[{\"title\":\"Fields\","
                + "\"value\":9,\"trend\":null,\"trendValue\":null,\"type\":\"count\"}]}");
        ListRequest request = ListRequest.builder()
                .sort(FieldColumn.DISPLAY_ORDER, SortDirection.ASC)
                .filter(FieldColumn.LEVEL, FilterOperator.EQ, "domain")
                .build();
        Page<Field> page = client.fields().list(request);
        api.takeSent(
                "POST",
                "/api/v1/governance/field/list",
                "{\"pagination\":{\"page\":1,\"pageSize\":50},"
                        + "\"sorting\":[{\"column\":\"display_order\",\"direction\":\"asc\"}],"
                        + "\"filters\":[{\"column\":\"level\",\"operator\":\"eq\",\"value\":\"domain\"}],"
                        + "\"search\":\"\",\"export\":false}");
        assertThat(page.totalCount()).isEqualTo(9);
        assertThat(page.metrics())
                .singleElement()
                .satisfies(m -> assertThat(m.value()).isEqualTo(9));
        assertThat(page.items()).singleElement().satisfies(FieldsClientTest::assertEveryField);
    }

    @Test
    void updatesAndDeletesAFieldOnTheInferredRoutes() {
        api.enqueueData("{}");
        api.enqueueData("{}");
        client.fields()
                .update(
                        "f-1",
                        FieldUpdateRequest.builder()
                                .name("Steward")
                                .fieldGroupId(null)
                                .build());
        client.fields().delete("f-1");

        api.takeSent("PUT", "/api/v1/governance/field/f-1", "{\"name\":\"Steward\",\"field_group_id\":null}");
        RecordedRequest delete = api.takeSent("DELETE", "/api/v1/governance/field/f-1");
        assertThat(delete.getBodySize()).isZero();
    }

    @Test
    void readsTheFieldsOfATabWithTheirValues() {
        api.enqueueData("{\"data\":[" + FIELD_JSON.replace("\"validation\"", "\"value\":\"ada\",\"validation\"")
                + "," + FIELD_JSON.replace("\"validation\"", "\"value\":{\"n\":[1,2]},\"validation\"")
                + "," + FIELD_JSON.replace("\"validation\"", "\"value\":null,\"validation\"") + "],"
                + "\"total_count\":3}");
        List<FieldWithValue> fields = client.fields()
                .fieldProperties(FieldPropertiesRequest.builder()
                        .fieldTabId("tab-1")
                        .level("domain")
                        .entityId("d-1")
                        .build());
        api.takeSent(
                "POST",
                "/api/v1/governance/field-property",
                "{\"field_tab_id\":\"tab-1\",\"level\":\"domain\",\"entity_id\":\"d-1\"}");

        assertThat(fields).hasSize(3);
        assertEveryField(fields.get(0));
        assertThat(fields.get(0).value().asString()).isEqualTo("ada");
        assertThat(fields.get(1).value().asObject().get("n").asList().get(1).asLong())
                .isEqualTo(2);
        assertThat(fields.get(2).value()).isNull();
        assertThatThrownBy(
                        () -> fields.get(1).value().asObject().get("n").asList().clear())
                .isInstanceOf(UnsupportedOperationException.class);
        assertThat(fields.get(1).value().asObject().get("n").asList()).hasSize(2);
    }

    @Test
    void setsAFieldPropertyValue() {
        api.enqueueData("{\"id\":\"p-1\",\"field_id\":\"f-1\",\"entity_id\":\"d-1\",\"level\":null,"
                + "\"value\":[\"a\",\"b\"],\"created_at\":\"2026-11-01T08:30:00Z\","
                + "\"modified_at\":\"2026-11-03T10:00:00.5+00:00\",\"revision\":2}");
        FieldProperty property = client.fields()
                .updateFieldProperty(FieldPropertyUpdateRequest.builder()
                        .fieldId("f-1")
                        .entityId("d-1")
                        .level(null)
                        .value(List.of("a", "b"))
                        .build());
        api.takeSent(
                "POST",
                "/api/v1/governance/field-property/update",
                "{\"field_id\":\"f-1\",\"entity_id\":\"d-1\",\"level\":null,\"value\":[\"a\",\"b\"]}");

        assertThat(property.id()).isEqualTo("p-1");
        assertThat(property.fieldId()).isEqualTo("f-1");
        assertThat(property.entityId()).isEqualTo("d-1");
        assertThat(property.level()).isNull();
        assertThat(property.value().asList().get(1).asString()).isEqualTo("b");
        assertThat(property.createdAt()).isEqualTo(OffsetDateTime.of(2026, 11, 1, 8, 30, 0, 0, ZoneOffset.UTC));
        assertThat(property.modifiedAt())
                .isEqualTo(OffsetDateTime.of(2026, 11, 3, 10, 0, 0, 500_000_000, ZoneOffset.UTC));
        assertThat(property.additionalProperties()).containsOnlyKeys("revision");
    }

    @Test
    void readsTheTabsOfALevel() {
        api.enqueueData("{\"level\":\"domain\",\"tabs\":[" + TAB_JSON + ",{\"id\":\"tab-2\",\"name\":\"Quality\","
                + "\"icon\":\"check\"}]}");
        TabsByLevel tabs = client.fields().tabsByLevel("domain");
        api.takeSent("POST", "/api/v1/governance/field/tabs-by-level", "{\"level\":\"domain\"}");
        assertThat(tabs.level()).isEqualTo("domain");
        assertThat(tabs.tabs()).extracting(FieldTab::id).containsExactly("tab-1", "tab-2");
        assertThat(tabs.tabs().get(0).icon()).isNull();
        assertThat(tabs.tabs().get(1).icon()).isEqualTo("check");
    }

    @Test
    void readsEveryTabAndGroup() {
        api.enqueueData("{\"tab\":[" + TAB_JSON + "],\"group\":[{\"id\":\"g-1\",\"name\":\"Ownership\"}]}");
        TabsAndGroups all = client.fields().tabsAndGroups();
        RecordedRequest request = api.takeSent("GET", "/api/v1/governance/field/tabs-groups");
        assertThat(request.getBodySize()).isZero();
        assertThat(all.tabs()).singleElement().satisfies(tab -> {
            assertThat(tab.id()).isEqualTo("tab-1");
            assertThat(tab.name()).isEqualTo("Stewardship");
        });
        assertThat(all.groups()).singleElement().satisfies(group -> {
            assertThat(group.id()).isEqualTo("g-1");
            assertThat(group.name()).isEqualTo("Ownership");
        });
    }

    @Test
    void createsAndRenamesGroupsAndTabs() {
        api.enqueueData("{\"id\":\"g-1\",\"name\":\"Ownership\"}");
        api.enqueueData("{\"id\":\"g-1\",\"name\":\"Stewardship\"}");
        api.enqueueData("{\"id\":\"tab-9\",\"name\":\"Quality\",\"icon\":\"check\"}");
        api.enqueueData("{\"id\":\"tab-9\",\"name\":\"Quality\",\"icon\":null}");
        FieldGroup created = client.fields()
                .updateGroup(FieldGroupRequest.builder().name("Ownership").build());
        FieldGroup renamed = client.fields()
                .updateGroup(FieldGroupRequest.builder()
                        .id("g-1")
                        .name("Stewardship")
                        .build());
        FieldTab tab = client.fields()
                .updateTab(
                        FieldTabRequest.builder().name("Quality").icon("check").build());
        FieldTab changed = client.fields()
                .updateTab(FieldTabRequest.builder().id("tab-9").icon(null).build());

        api.takeSent("POST", "/api/v1/governance/field/update-group", "{\"name\":\"Ownership\"}");
        api.takeSent("POST", "/api/v1/governance/field/update-group", "{\"id\":\"g-1\",\"name\":\"Stewardship\"}");
        api.takeSent("POST", "/api/v1/governance/field/update-tab", "{\"name\":\"Quality\",\"icon\":\"check\"}");
        api.takeSent("POST", "/api/v1/governance/field/update-tab", "{\"id\":\"tab-9\",\"icon\":null}");
        assertThat(created.id()).isEqualTo("g-1");
        assertThat(renamed.name()).isEqualTo("Stewardship");
        assertThat(tab.icon()).isEqualTo("check");
        assertThat(changed.icon()).isNull();
    }

    @Test
    void retriesAnUpdateOfATabButNotACreation() {
        api.enqueue(503, MockApi.errorEnvelope("Busy", "INTERNAL", "[]"));
        api.enqueueData(TAB_JSON);
        assertThat(client.fields()
                        .updateTab(FieldTabRequest.builder()
                                .id("tab-1")
                                .name("Stewardship")
                                .build())
                        .name())
                .isEqualTo("Stewardship");
        assertThat(api.requestCount()).isEqualTo(2);

        api.enqueue(503, MockApi.errorEnvelope("Busy", "INTERNAL", "[]"));
        assertThatThrownBy(() -> client.fields()
                        .updateTab(FieldTabRequest.builder().name("Stewardship").build()))
                .isInstanceOf(DgqServerException.class);
        assertThat(api.requestCount()).isEqualTo(3);
    }

    @Test
    void setsATabIcon() {
        api.enqueueData("{\"id\":\"tab-1\",\"name\":\"Stewardship\",\"icon\":\"shield\"}");
        api.enqueueData(TAB_JSON);
        FieldTab tab = client.fields().updateTabIcon("tab-1", "shield");
        DgqResponse<FieldTab> cleared =
                client.withRawResponse().fields().updateTabIcon("tab-1", null, RequestOptions.none());
        api.takeSent("POST", "/api/v1/governance/field/update-tab-icon", "{\"id\":\"tab-1\",\"icon\":\"shield\"}");
        api.takeSent("POST", "/api/v1/governance/field/update-tab-icon", "{\"id\":\"tab-1\",\"icon\":null}");
        assertThat(tab.icon()).isEqualTo("shield");
        assertThat(cleared.data().icon()).isNull();
        assertThat(cleared.correlationId()).isEqualTo("corr-123");
    }

    @Test
    void deletesGroupsAndTabsOnTheInferredRoutes() {
        api.enqueueData("{}");
        api.enqueueData("{}");
        client.fields().deleteGroup("g-1");
        DgqResponse<JsonObject> response = client.withRawResponse().fields().deleteTab("tab/1", RequestOptions.none());
        api.takeSent("DELETE", "/api/v1/governance/field/group/g-1", "");
        api.takeSent("DELETE", "/api/v1/governance/field/tab/tab%2F1", "");
        assertThat(response.data().isEmpty()).isTrue();
    }

    @Test
    void refusesMissingArgumentsBeforeAnyRequest() {
        List<Runnable> calls = List.of(
                () -> client.fields().tabsByLevel(" "),
                () -> client.fields().updateTabIcon(null, "x"),
                () -> client.fields().delete(""),
                () -> client.fields().deleteGroup(null),
                () -> client.fields().deleteTab(" "),
                () -> client.fields()
                        .update(null, FieldUpdateRequest.builder().name("n").build()));
        calls.forEach(call -> assertThatThrownBy(call::run)
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageMatching("'\\w+' must not be (null|blank) \\(.*"));
        assertThat(api.requestCount()).isZero();
    }

    @Test
    void requestBuildersNameWhatIsMissing() {
        Map<String, Runnable> builds = Map.of(
                "'data_type' is required",
                        () -> FieldCreateRequest.builder()
                                .name("n")
                                .fieldTabId("t")
                                .level("domain")
                                .build(),
                "'field_tab_id' is required",
                        () -> FieldPropertiesRequest.builder().entityId("e").build(),
                "'entity_id' is required",
                        () -> FieldPropertyUpdateRequest.builder().fieldId("f").build(),
                "'name' is required", () -> FieldGroupRequest.builder().build(),
                "update of a group must set at least one field besides 'id'",
                        () -> FieldGroupRequest.builder().id("g-1").build(),
                "'id' must not be blank",
                        () -> FieldTabRequest.builder().id(" ").name("n").build(),
                "besides 'id'", () -> FieldTabRequest.builder().id("t-1").build(),
                "at least one field", () -> FieldUpdateRequest.builder().build());
        builds.forEach((message, build) -> assertThatThrownBy(build::run)
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining(message));
        assertThat(FieldTabRequest.builder().name("n").build().fieldNames()).containsExactly("name");
    }

    private static void assertEveryField(Field f) {
        assertThat(f.id()).isEqualTo("3f2b8c1e-5a47-4d8e-9b61-7a0c2e4d9f13");
        assertThat(f.name()).isEqualTo("Data steward");
        assertThat(f.description()).isNull();
        assertThat(f.dataType()).isEqualTo("select");
        assertThat(f.level()).isEqualTo("domain");
        assertThat(f.fieldTabId()).isEqualTo("tab-1");
        assertThat(f.fieldGroupId()).isNull();
        assertThat(f.icon()).isEqualTo("user");
        assertThat(f.options()).hasSize(2);
        assertThat(f.options().get(0).getString("value")).contains("ada");
        assertThat(f.options().get(1).has("value")).isFalse();
        assertThat(f.displayOrder()).isEqualTo(3);
        assertThat(f.isCreated()).isTrue();
        assertThat(f.isActive()).isTrue();
        assertThat(f.isDelete()).isFalse();
        assertThat(f.createdBy()).isEqualTo("user-1");
        assertThat(f.modifiedBy()).isEqualTo("user-2");
        assertThat(f.createdAt()).isEqualTo(OffsetDateTime.of(2026, 11, 1, 8, 30, 0, 0, ZoneOffset.UTC));
        assertThat(f.modifiedAt()).isEqualTo(OffsetDateTime.of(2026, 11, 2, 9, 0, 0, 0, ZoneOffset.UTC));
        assertThat(f.additionalProperties()).containsOnlyKeys("validation");
    }
}
