package io.dgq.sdk.metrictemplates;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.metricdetails.MetricDetail;
import io.dgq.sdk.metricdetails.ThresholdConstraint;
import io.dgq.sdk.model.Owner;
import io.dgq.sdk.model.Status;
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

class MetricTemplatesClientTest extends MockApiTest {

    static final String TEMPLATE_JSON = "{\"name\":\"Null rate\",\"dimension\":\"completeness\","
            + "\"status\":\"VERIFIED\","
            + "\"context\":null,\"category\":\"completeness\",\"subcategory\":\"null_rate\","
            + "\"purpose\":\"Keep keys filled\",\"id\":\"7a1b2c3d-4e5f-4061-8a9b-0c1d2e3f4a5b\","
            + "\"created_at\":\"2026-10-01T09:15:00Z\",\"created_by\":\"user-1\","
            + "\"owner\":[{\"id\":\"team-dq\",\"name\":\"Data Quality\",\"label\":\"DQ team\","
            + "\"owner_type\":\"group\"}],"
            + "\"audience\":[{\"id\":\"aud-1\",\"name\":\"Analysts\"}],"
            + "\"detected_parameters\":[{\"name\":\"null_threshold_percent\",\"value\":\"5\"}],"
            + "\"properties\":[],\"segments\":null,\"pass_criteria\":{\"operator\":\"lte\",\"value\":5},"
            + "\"threshold_constraint\":{\"auto\":[],\"mode\":\"auto\",\"custom\":[{\"window\":\"7d\"}],\"manual\":[]},"
            + "\"weightage\":20,\"column_limit\":50,\"row_limit\":null,\"total_issue\":2,\"total_alert\":5,"
            + "\"total_views\":31,\"assigned_metric_count\":2,\"enabled_total_records\":true,"
            + "\"enabled_failed_rows\":false,\"enabled_export_rows\":null,\"is_aggregate\":false,\"allow_score\":true,"
            + "\"auto_threshold\":true,\"mute_notification\":false,\"is_drift_enabled\":true,\"is_positive\":false,"
            + "\"is_active\":true,\"version\":3}";

    static final String PENDING_TEMPLATE_JSON = "{\"name\":\"Freshness\",\"status\":\"PENDING\",\"id\":\"tpl-2\","
            + "\"created_at\":\"2026-10-02T00:00:00+00:00\",\"owner\":null,\"threshold_constraint\":null,"
            + "\"assigned_metric_count\":0}";

    @Test
    void createsATemplate() {
        api.enqueueData(TEMPLATE_JSON);
        MetricTemplate created = client.metricTemplates()
                .create(MetricTemplateCreateRequest.builder()
                        .name("Null rate")
                        .dimension("completeness")
                        .status(Status.PENDING)
                        .owners(List.of(
                                Owner.builder().id("team-dq").ownerType("group").build()))
                        .detectedParameters(List.of(JsonObject.of(Map.of("name", "null_threshold_percent"))))
                        .thresholdConstraint(ThresholdConstraint.of("auto", null, null, null))
                        .weightage(20L)
                        .allowScore(true)
                        .isActive(true)
                        .build());
        RecordedRequest request = api.takeSent("POST", "/api/v1/metrics/template");
        assertThat(request.getHeaders().get("Content-Type")).startsWith("application/json");
        String body = MockApi.body(request);
        assertThat(body).startsWith("{\"name\":\"Null rate\",\"dimension\":\"completeness\",\"status\":\"PENDING\",");
        assertThat(body)
                .contains("\"detected_parameters\":[{\"name\":\"null_threshold_percent\"}],"
                        + "\"threshold_constraint\":{\"auto\":[],\"mode\":\"auto\",\"custom\":[],\"manual\":[]},"
                        + "\"weightage\":20,\"allow_score\":true,\"is_active\":true}");
        assertThat(body).containsOnlyOnce("\"owner\":[{").contains("\"id\":\"team-dq\"", "\"owner_type\":\"group\"");
        assertThat(created.id()).isEqualTo("7a1b2c3d-4e5f-4061-8a9b-0c1d2e3f4a5b");
    }

    @Test
    void requiresTheNameOnCreate() {
        assertThatThrownBy(() -> MetricTemplateCreateRequest.builder()
                        .dimension("validity")
                        .build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("'name' is required");
    }

    @Test
    void getsATemplateWithEveryField() {
        api.enqueueData(TEMPLATE_JSON);
        MetricTemplate template = client.metricTemplates().get("7a1b2c3d-4e5f-4061-8a9b-0c1d2e3f4a5b");
        RecordedRequest request = api.takeSent("GET", "/api/v1/metrics/template/7a1b2c3d-4e5f-4061-8a9b-0c1d2e3f4a5b");
        assertThat(request.getBodySize()).isZero();

        assertThat(template.id()).isEqualTo("7a1b2c3d-4e5f-4061-8a9b-0c1d2e3f4a5b");
        assertThat(template.name()).isEqualTo("Null rate");
        assertThat(template.dimension()).isEqualTo("completeness");
        assertThat(template.status()).isEqualTo(Status.VERIFIED);
        assertThat(template.context()).isNull();
        assertThat(template.category()).isEqualTo("completeness");
        assertThat(template.subcategory()).isEqualTo("null_rate");
        assertThat(template.purpose()).isEqualTo("Keep keys filled");
        assertThat(template.createdAt()).isEqualTo(OffsetDateTime.of(2026, 10, 1, 9, 15, 0, 0, ZoneOffset.UTC));
        assertThat(template.createdBy()).isEqualTo("user-1");
        assertThat(template.owners()).singleElement().satisfies(o -> {
            assertThat(o.id()).isEqualTo("team-dq");
            assertThat(o.name()).isEqualTo("Data Quality");
            assertThat(o.label()).isEqualTo("DQ team");
            assertThat(o.ownerType()).isEqualTo("group");
            assertThat(o.email()).isNull();
        });
        assertThat(template.audience())
                .singleElement()
                .satisfies(a -> assertThat(a.getString("name")).contains("Analysts"));
        assertThat(template.detectedParameters())
                .singleElement()
                .satisfies(p -> assertThat(p.getString("value")).contains("5"));
        assertThat(template.properties()).isEmpty();
        assertThat(template.segments()).isEmpty();
        assertThat(template.passCriteria().getLong("value")).contains(5L);
        assertThat(template.thresholdConstraint().mode()).isEqualTo("auto");
        assertThat(template.thresholdConstraint().auto()).isEmpty();
        assertThat(template.thresholdConstraint().custom())
                .singleElement()
                .satisfies(c -> assertThat(c.getString("window")).contains("7d"));
        assertThat(template.weightage()).isEqualTo(20);
        assertThat(template.columnLimit()).isEqualTo(50);
        assertThat(template.rowLimit()).isNull();
        assertThat(template.totalIssue()).isEqualTo(2);
        assertThat(template.totalAlert()).isEqualTo(5);
        assertThat(template.totalViews()).isEqualTo(31);
        assertThat(template.assignedMetricCount()).isEqualTo(2);
        assertThat(template.enabledTotalRecords()).isTrue();
        assertThat(template.enabledFailedRows()).isFalse();
        assertThat(template.enabledExportRows()).isNull();
        assertThat(template.isAggregate()).isFalse();
        assertThat(template.allowScore()).isTrue();
        assertThat(template.autoThreshold()).isTrue();
        assertThat(template.muteNotification()).isFalse();
        assertThat(template.isDriftEnabled()).isTrue();
        assertThat(template.isPositive()).isFalse();
        assertThat(template.isActive()).isTrue();
        assertThat(template.additionalProperties()).containsOnlyKeys("version");
    }

    @Test
    void listsAPage() {
        api.enqueueData("{\"data\":[" + TEMPLATE_JSON + "," + PENDING_TEMPLATE_JSON + "],\"total_count\":9}");
        ListRequest request = ListRequest.builder()
                .page(2)
                .pageSize(2)
                .sort(MetricTemplateColumn.ASSIGNED_METRIC_COUNT, SortDirection.DESC)
                .filter(MetricTemplateColumn.STATUS, FilterOperator.NE, Status.READY_FOR_REVIEW)
                .build();
        Page<MetricTemplate> page = client.metricTemplates().list(request);
        api.takeSent(
                "POST",
                "/api/v1/metrics/template/list",
                "{\"pagination\":{\"page\":2,\"pageSize\":2},"
                        + "\"sorting\":[{\"column\":\"assigned_metric_count\",\"direction\":\"desc\"}],"
                        + "\"filters\":[{\"column\":\"status\",\"operator\":\"ne\",\"value\":\"READY_FOR_REVIEW\"}],"
                        + "\"search\":\"\",\"export\":false}");
        assertThat(page.totalCount()).isEqualTo(9);
        assertThat(page.hasNextPage()).isTrue();
        MetricTemplate pending = page.items().get(1);
        assertThat(pending.status()).isEqualTo(Status.PENDING);
        assertThat(pending.createdAt()).isEqualTo(OffsetDateTime.parse("2026-10-02T00:00:00+00:00"));
        assertThat(pending.owners()).isEmpty();
        assertThat(pending.thresholdConstraint()).isNull();
        assertThat(pending.assignedMetricCount()).isZero();
    }

    @Test
    void readsTheMetricDetailsOfATemplate() {
        api.enqueueData("{\"data\":[{\"id\":\"md-1\",\"metric_detail_id\":\"md-1\",\"template_id\":\"tpl-1\","
                + "\"name\":\"Null email in customers\",\"asset_id\":\"asset-customers-email\",\"status\":\"VERIFIED\","
                + "\"threshold\":{\"lower_threshold\":null,\"upper_threshold\":2.5},"
                + "\"created_at\":\"2026-11-01T00:00:00Z\"}],\"total_count\":1}");
        List<MetricDetail> metrics = client.metricTemplates().metrics("tpl-1");
        RecordedRequest request = api.takeSent("GET", "/api/v1/metrics/template/tpl-1/metrics");
        assertThat(request.getBodySize()).isZero();
        assertThat(metrics).singleElement().satisfies(m -> {
            assertThat(m.templateId()).isEqualTo("tpl-1");
            assertThat(m.assetId()).isEqualTo("asset-customers-email");
            assertThat(m.threshold().lowerThreshold()).isNull();
            assertThat(m.threshold().upperThreshold()).isEqualTo(2.5);
        });
    }
}
