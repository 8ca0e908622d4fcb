package io.dgq.sdk.metricdetails;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.model.Status;
import io.dgq.sdk.testing.MockApi;
import io.dgq.sdk.testing.MockApiTest;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;

class MetricDetailsClientTest extends MockApiTest {

    static final String DETAIL_JSON = "{\"id\":\"3e9a1c7b-5d2f-4a6e-8b0c-1f2e3d4c5b6a\","
            + "\"metric_detail_id\":\"3e9a1c7b-5d2f-4a6e-8b0c-1f2e3d4c5b6a\",\"template_id\":\"tpl-1\","
            + "\"name\":\"Null customer_id in orders\",\"description\":null,\"metric_type\":\"column\","
            + "\"asset_type\":\"column\",\"status\":\"VERIFIED\",\"asset_id\":\"asset-orders-customer-id\","
            + "\"source_id\":\"src-1\",\"context\":null,\"category\":\"completeness\",\"subcategory\":\"null_rate\","
            + "\"dimension\":\"completeness\",\"level\":\"column\",\"system_metric_id\":\"system-null-rate\","
            + "\"purpose\":\"Orders need a customer\",\"rationale\":\"Billing joins on customer_id\","
            + "\"is_aggregate\":false,\"is_active\":true,\"is_validated\":true,\"is_drift_enabled\":false,"
            + "\"is_positive\":false,\"allow_score\":true,\"auto_threshold\":false,\"mute_notification\":null,"
            + "\"is_ai_generated\":false,\"enabled_export_rows\":true,\"enabled_failed_rows\":true,"
            + "\"enabled_total_records\":false,\"is_default\":true,\"weightage\":30,\"column_limit\":null,"
            + "\"row_limit\":1000,\"total_views\":17,\"pass_criteria\":{\"operator\":\"lte\",\"value\":5},"
            + "\"usage_config\":{},\"ai_insights\":null,"
            + "\"threshold\":{\"lower_threshold\":0,\"upper_threshold\":5.5,\"unit\":\"percent\"},"
            + "\"threshold_constraint\":{\"auto\":[\"lower\",\"upper\"],\"mode\":\"manual\","
            + "\"custom\":[],\"manual\":[{\"lower\":0,\"upper\":5.5}]},"
            + "\"properties\":[{\"key\":\"window\",\"value\":\"1d\"}],"
            + "\"created_at\":\"2026-11-05T06:00:00Z\",\"modified_at\":\"2026-11-21T18:30:45.125+00:00\","
            + "\"last_run_at\":\"2026-11-21T18:00:00Z\"}";

    static final String SPARSE_DETAIL_JSON = "{\"id\":\"md-2\",\"metric_detail_id\":\"md-2\",\"template_id\":null,"
            + "\"name\":\"Orders table freshness\",\"asset_id\":\"asset-orders\",\"status\":\"ARCHIVED\","
            + "\"threshold\":null,\"threshold_constraint\":{\"mode\":\"auto\",\"auto\":null},\"properties\":null,"
            + "\"created_at\":\"2026-11-06T00:00:00Z\",\"modified_at\":null}";

    @Test
    void createsAMetricDetailAssignedToATemplate() {
        api.enqueueData(DETAIL_JSON);
        MetricDetail created = client.metricDetails()
                .create(MetricDetailCreateRequest.builder()
                        .name("Null customer_id in orders")
                        .assetId("asset-orders-customer-id")
                        .templateId("tpl-1")
                        .status(Status.VERIFIED)
                        .isActive(true)
                        .weightage(30L)
                        .passCriteria(JsonObject.of(Map.of("operator", "lte")))
                        .threshold(Threshold.of(0.0, 5.5))
                        .thresholdConstraint(ThresholdConstraint.of(
                                "manual", List.of("lower"), null, List.of(JsonObject.of(Map.of("upper", 5.5)))))
                        .properties(List.of(JsonObject.of(Map.of("key", "window"))))
                        .build());
        api.takeSent(
                "POST",
                "/api/v1/metrics/detail",
                "{\"name\":\"Null customer_id in orders\","
                        + "\"asset_id\":\"asset-orders-customer-id\",\"template_id\":\"tpl-1\",\"status\":\"VERIFIED\","
                        + "\"is_active\":true,\"weightage\":30,\"pass_criteria\":{\"operator\":\"lte\"},"
                        + "\"threshold\":{\"lower_threshold\":0.0,\"upper_threshold\":5.5},"
                        + "\"threshold_constraint\":{\"auto\":[\"lower\"],\"mode\":\"manual\",\"custom\":[],"
                        + "\"manual\":[{\"upper\":5.5}]},\"properties\":[{\"key\":\"window\"}]}");
        assertThat(created.id()).isEqualTo("3e9a1c7b-5d2f-4a6e-8b0c-1f2e3d4c5b6a");
        assertThat(created.templateId()).isEqualTo("tpl-1");
    }

    @Test
    void requiresTheAssetOnCreate() {
        assertThatThrownBy(() -> MetricDetailCreateRequest.builder()
                        .name("Orphan")
                        .assetId(" ")
                        .build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("'asset_id' must not be blank");
    }

    @Test
    void getsAMetricDetailWithEveryField() {
        api.enqueueData(DETAIL_JSON);
        MetricDetail detail = client.metricDetails().get("3e9a1c7b-5d2f-4a6e-8b0c-1f2e3d4c5b6a");
        RecordedRequest request = api.takeSent("GET", "/api/v1/metrics/detail/3e9a1c7b-5d2f-4a6e-8b0c-1f2e3d4c5b6a");
        assertThat(request.getBodySize()).isZero();

        assertThat(detail.id()).isEqualTo(detail.metricDetailId()).isEqualTo("3e9a1c7b-5d2f-4a6e-8b0c-1f2e3d4c5b6a");
        assertThat(detail.templateId()).isEqualTo("tpl-1");
        assertThat(detail.name()).isEqualTo("Null customer_id in orders");
        assertThat(detail.description()).isNull();
        assertThat(detail.metricType()).isEqualTo("column");
        assertThat(detail.assetType()).isEqualTo("column");
        assertThat(detail.status()).isEqualTo(Status.VERIFIED);
        assertThat(detail.assetId()).isEqualTo("asset-orders-customer-id");
        assertThat(detail.sourceId()).isEqualTo("src-1");
        assertThat(detail.context()).isNull();
        assertThat(detail.category()).isEqualTo("completeness");
        assertThat(detail.subcategory()).isEqualTo("null_rate");
        assertThat(detail.dimension()).isEqualTo("completeness");
        assertThat(detail.level()).isEqualTo("column");
        assertThat(detail.systemMetricId()).isEqualTo("system-null-rate");
        assertThat(detail.purpose()).isEqualTo("Orders need a customer");
        assertThat(detail.rationale()).isEqualTo("Billing joins on customer_id");

        assertThat(detail.isAggregate()).isFalse();
        assertThat(detail.isActive()).isTrue();
        assertThat(detail.isValidated()).isTrue();
        assertThat(detail.isDriftEnabled()).isFalse();
        assertThat(detail.isPositive()).isFalse();
        assertThat(detail.allowScore()).isTrue();
        assertThat(detail.autoThreshold()).isFalse();
        assertThat(detail.muteNotification()).isNull();
        assertThat(detail.isAiGenerated()).isFalse();
        assertThat(detail.enabledExportRows()).isTrue();
        assertThat(detail.enabledFailedRows()).isTrue();
        assertThat(detail.enabledTotalRecords()).isFalse();
        assertThat(detail.isDefault()).isTrue();

        assertThat(detail.weightage()).isEqualTo(30);
        assertThat(detail.columnLimit()).isNull();
        assertThat(detail.rowLimit()).isEqualTo(1000);
        assertThat(detail.totalViews()).isEqualTo(17);

        assertThat(detail.passCriteria().getString("operator")).contains("lte");
        assertThat(detail.passCriteria().getLong("value")).contains(5L);
        assertThat(detail.usageConfig().isEmpty()).isTrue();
        assertThat(detail.aiInsights()).isNull();
        assertThat(detail.threshold().lowerThreshold()).isEqualTo(0.0);
        assertThat(detail.threshold().upperThreshold()).isEqualTo(5.5);
        assertThat(detail.threshold().additionalProperty("unit").asString()).isEqualTo("percent");
        assertThat(detail.thresholdConstraint().auto()).containsExactly("lower", "upper");
        assertThat(detail.thresholdConstraint().mode()).isEqualTo("manual");
        assertThat(detail.thresholdConstraint().custom()).isEmpty();
        assertThat(detail.thresholdConstraint().manual())
                .singleElement()
                .satisfies(m -> assertThat(m.get("upper").asDouble()).isEqualTo(5.5));
        assertThat(detail.properties())
                .singleElement()
                .satisfies(p -> assertThat(p.getString("value")).contains("1d"));
        assertThat(detail.createdAt()).isEqualTo(OffsetDateTime.of(2026, 11, 5, 6, 0, 0, 0, ZoneOffset.UTC));
        assertThat(detail.modifiedAt()).isEqualTo(OffsetDateTime.parse("2026-11-21T18:30:45.125+00:00"));
        assertThat(detail.additionalProperties()).containsOnlyKeys("last_run_at");
    }

    @Test
    void readsTheMetricDetailsOfAnAsset() {
        api.enqueueData("{\"data\":[" + DETAIL_JSON + "," + SPARSE_DETAIL_JSON + "],\"total_count\":2}");
        List<MetricDetail> details = client.metricDetails().byAsset("asset-orders");
        RecordedRequest request = api.takeSent("GET", "/api/v1/metrics/detail/asset/asset-orders");
        assertThat(request.getBodySize()).isZero();
        assertThat(details)
                .extracting(MetricDetail::id)
                .containsExactly("3e9a1c7b-5d2f-4a6e-8b0c-1f2e3d4c5b6a", "md-2");
        MetricDetail sparse = details.get(1);
        assertThat(sparse.status().isKnown()).isFalse();
        assertThat(sparse.status().value()).isEqualTo("ARCHIVED");
        assertThat(sparse.templateId()).isNull();
        assertThat(sparse.threshold()).isNull();
        assertThat(sparse.thresholdConstraint().auto()).isEmpty();
        assertThat(sparse.thresholdConstraint().manual()).isEmpty();
        assertThat(sparse.properties()).isEmpty();
        assertThat(sparse.isActive()).isNull();
        assertThat(sparse.weightage()).isNull();
        assertThat(sparse.passCriteria()).isNull();
    }

    @Test
    void answersAnEmptyListForAnAssetWithoutMetrics() {
        api.enqueueData("{\"data\":[],\"total_count\":0}");
        DgqResponse<List<MetricDetail>> response =
                client.withRawResponse().metricDetails().byAsset("asset-none", RequestOptions.none());
        assertThat(response.data()).isEmpty();
        assertThat(response.message()).isEqualTo("OK");
    }

    @Test
    void sendsBackAThresholdReadFromAnAnswerWhole() {
        api.enqueueData(DETAIL_JSON);
        MetricDetail detail = client.metricDetails().get("md-1");
        api.take();
        api.enqueueData("{}");
        client.metricDetails()
                .update(
                        "md-1",
                        MetricDetailUpdateRequest.builder()
                                .threshold(detail.threshold())
                                .thresholdConstraint(detail.thresholdConstraint())
                                .build());
        assertThat(MockApi.body(api.take()))
                .isEqualTo("{\"threshold\":{\"lower_threshold\":0.0,"
                        + "\"upper_threshold\":5.5,\"unit\":\"percent\"},\"threshold_constraint\":{\"auto\":[\"lower\","
                        + "\"upper\"],\"mode\":\"manual\",\"custom\":[],\"manual\":[{\"lower\":0,\"upper\":5.5}]}}");
    }
}
