package io.dgq.sdk.parameters;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.FilterOperator;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import io.dgq.sdk.paging.SortDirection;
import io.dgq.sdk.testing.MockApiTest;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;

class ParametersClientTest extends MockApiTest {

    static final String PARAMETER_JSON = "{\"name\":\"freshness_hours\",\"type\":\"number\",\"value\":\"24\","
            + "\"is_active\":true,\"id\":\"8c2d4e6f-1a3b-4c5d-8e7f-9a0b1c2d3e4f\","
            + "\"created_at\":\"2026-10-30T12:00:00Z\","
            + "\"modified_at\":\"2026-11-20T16:05:09.5+00:00\",\"created_by\":\"user-3\",\"unit\":\"hours\"}";

    static final String INACTIVE_PARAMETER_JSON = "{\"name\":\"anomaly_sensitivity\",\"type\":null,\"value\":null,"
            + "\"is_active\":false,\"id\":\"prm-2\",\"created_at\":\"2026-10-31T00:00:00Z\",\"modified_at\":null,"
            + "\"created_by\":null}";

    @Test
    void createsAParameter() {
        api.enqueueData(PARAMETER_JSON);
        Parameter created = client.parameters()
                .create(ParameterCreateRequest.builder()
                        .name("freshness_hours")
                        .type("number")
                        .value("24")
                        .isActive(true)
                        .build());
        api.takeSent(
                "POST",
                "/api/v1/metrics/parameter",
                "{\"name\":\"freshness_hours\",\"type\":\"number\",\"value\":\"24\",\"is_active\":true}");
        assertThat(created.id()).isEqualTo("8c2d4e6f-1a3b-4c5d-8e7f-9a0b1c2d3e4f");
    }

    @Test
    void requiresTheNameOnCreate() {
        assertThatThrownBy(() -> ParameterCreateRequest.builder().value("24").build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("'name' is required");
    }

    @Test
    void getsAParameterWithEveryField() {
        api.enqueueData(PARAMETER_JSON);
        Parameter parameter = client.parameters().get("8c2d4e6f-1a3b-4c5d-8e7f-9a0b1c2d3e4f");
        RecordedRequest request = api.takeSent("GET", "/api/v1/metrics/parameter/8c2d4e6f-1a3b-4c5d-8e7f-9a0b1c2d3e4f");
        assertThat(request.getBodySize()).isZero();

        assertThat(parameter.id()).isEqualTo("8c2d4e6f-1a3b-4c5d-8e7f-9a0b1c2d3e4f");
        assertThat(parameter.name()).isEqualTo("freshness_hours");
        assertThat(parameter.type()).isEqualTo("number");
        assertThat(parameter.value()).isEqualTo("24");
        assertThat(parameter.isActive()).isTrue();
        assertThat(parameter.createdAt()).isEqualTo(OffsetDateTime.of(2026, 10, 30, 12, 0, 0, 0, ZoneOffset.UTC));
        assertThat(parameter.modifiedAt()).isEqualTo(OffsetDateTime.parse("2026-11-20T16:05:09.5+00:00"));
        assertThat(parameter.createdBy()).isEqualTo("user-3");
        assertThat(parameter.additionalProperties()).containsOnlyKeys("unit");
    }

    @Test
    void listsAPage() {
        api.enqueueData("{\"data\":[" + PARAMETER_JSON + "," + INACTIVE_PARAMETER_JSON + "],\"total_count\":2}");
        ListRequest request = ListRequest.builder()
                .search("a")
                .sort(ParameterColumn.NAME, SortDirection.ASC)
                .filter(ParameterColumn.TYPE, FilterOperator.IN, List.of("number", "string"))
                .build();
        Page<Parameter> page = client.parameters().list(request);
        api.takeSent(
                "POST",
                "/api/v1/metrics/parameter/list",
                "{\"pagination\":{\"page\":1,\"pageSize\":50},"
                        + "\"sorting\":[{\"column\":\"name\",\"direction\":\"asc\"}],"
                        + "\"filters\":[{\"column\":\"type\",\"operator\":\"in\",\"value\":[\"number\",\"string\"]}],"
                        + "\"search\":\"a\",\"export\":false}");
        assertThat(page.totalCount()).isEqualTo(2);
        assertThat(page.hasNextPage()).isFalse();
        Parameter inactive = page.items().get(1);
        assertThat(inactive.isActive()).isFalse();
        assertThat(inactive.type()).isNull();
        assertThat(inactive.value()).isNull();
        assertThat(inactive.modifiedAt()).isNull();
    }

    @Test
    void softDeletesAParameter() {
        api.enqueueData("{}");
        DgqResponse<JsonObject> response = client.withRawResponse().parameters().delete("prm-1", RequestOptions.none());
        RecordedRequest request = api.takeSent("DELETE", "/api/v1/metrics/parameter/prm-1");
        assertThat(request.getBodySize()).isZero();
        assertThat(response.data().isEmpty()).isTrue();
    }
}
