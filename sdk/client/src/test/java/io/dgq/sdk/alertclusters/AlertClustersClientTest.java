package io.dgq.sdk.alertclusters;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
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
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;

class AlertClustersClientTest extends MockApiTest {

    static final String LIST_ITEM_FIELDS = "\"alert_cluster_id\":\"9d8c7b6a-5e4f-4a3b-9c2d-1e0f9a8b7c6d\","
            + "\"root_alert_id\":\"alert-1\",\"root_asset_id\":\"asset-customers-email\","
            + "\"root_asset_name\":\"customers.email\",\"priority\":\"HIGH\",\"cluster_status\":\"NEW\","
            + "\"issue_id\":null,\"issue_ref_id\":null,\"name\":\"Completeness issue on customers.email\","
            + "\"source_type\":\"snowflake\",\"asset_type\":\"table\",\"metric_category\":\"Completeness\","
            + "\"metric_sub_category\":\"null_rate\",\"confidence_score\":0.85,\"total_asset\":2,\"total_alert\":2,"
            + "\"domain\":[{\"id\":\"dom-sales\",\"type\":\"domain\",\"label\":\"Sales\",\"show_propagation\":true}],"
            + "\"owner\":[{\"id\":\"u-9\",\"name\":\"Ada\",\"label\":\"Ada L.\",\"owner_type\":\"user\"}],"
            + "\"created_at\":\"2026-11-20T08:00:00Z\",\"modified_at\":\"2026-11-21T09:30:00+00:00\","
            + "\"root_cause\":\"upstream load\"";

    static final String LIST_ITEM_JSON = "{" + LIST_ITEM_FIELDS + "}";

    static final String CLUSTER_JSON = "{" + LIST_ITEM_FIELDS + ",\"alerts\":[{\"id\":\"alert-1\","
            + "\"asset_id\":\"asset-customers-email\",\"asset_name\":\"customers.email\",\"metric_name\":\"null_rate\","
            + "\"status\":\"OPEN\",\"created_at\":\"2026-11-20T08:00:00Z\"},{\"id\":\"alert-2\","
            + "\"asset_id\":\"asset-leads-email\",\"asset_name\":null,\"metric_name\":\"null_rate\","
            + "\"status\":\"ACKNOWLEDGED\",\"created_at\":\"2026-11-20T08:05:00+00:00\",\"severity\":2}]}";

    static final String RESOLVED_ITEM_JSON = "{\"alert_cluster_id\":\"ac-2\",\"name\":\"Volume issue on orders\","
            + "\"priority\":null,\"cluster_status\":\"RESOLVED\",\"issue_id\":\"issue-2\",\"issue_ref_id\":\"DQ-1003\","
            + "\"confidence_score\":1,\"domain\":null,\"owner\":[],\"created_at\":\"2026-11-10T00:00:00Z\"}";

    @Test
    void getsAClusterWithEveryField() {
        api.enqueueData(CLUSTER_JSON);
        AlertCluster cluster = client.alertClusters().get("9d8c7b6a-5e4f-4a3b-9c2d-1e0f9a8b7c6d");
        RecordedRequest request =
                api.takeSent("GET", "/api/v1/metrics/alert-cluster/9d8c7b6a-5e4f-4a3b-9c2d-1e0f9a8b7c6d");
        assertThat(request.getBodySize()).isZero();

        assertThat(cluster.alertClusterId()).isEqualTo("9d8c7b6a-5e4f-4a3b-9c2d-1e0f9a8b7c6d");
        assertThat(cluster.rootAlertId()).isEqualTo("alert-1");
        assertThat(cluster.rootAssetId()).isEqualTo("asset-customers-email");
        assertThat(cluster.rootAssetName()).isEqualTo("customers.email");
        assertThat(cluster.priority()).isEqualTo("HIGH");
        assertThat(cluster.clusterStatus()).isSameAs(ClusterStatus.NEW);
        assertThat(cluster.issueId()).isNull();
        assertThat(cluster.issueRefId()).isNull();
        assertThat(cluster.name()).isEqualTo("Completeness issue on customers.email");
        assertThat(cluster.sourceType()).isEqualTo("snowflake");
        assertThat(cluster.assetType()).isEqualTo("table");
        assertThat(cluster.metricCategory()).isEqualTo("Completeness");
        assertThat(cluster.metricSubCategory()).isEqualTo("null_rate");
        assertThat(cluster.confidenceScore()).isEqualTo(0.85);
        assertThat(cluster.totalAsset()).isEqualTo(2);
        assertThat(cluster.totalAlert()).isEqualTo(2);
        assertThat(cluster.domains()).singleElement().satisfies(d -> {
            assertThat(d.id()).isEqualTo("dom-sales");
            assertThat(d.type()).isEqualTo("domain");
            assertThat(d.label()).isEqualTo("Sales");
            assertThat(d.showPropagation()).isTrue();
        });
        assertThat(cluster.owners()).singleElement().satisfies(o -> {
            assertThat(o.name()).isEqualTo("Ada");
            assertThat(o.ownerType()).isEqualTo("user");
        });
        assertThat(cluster.createdAt()).isEqualTo(OffsetDateTime.of(2026, 11, 20, 8, 0, 0, 0, ZoneOffset.UTC));
        assertThat(cluster.modifiedAt()).isEqualTo(OffsetDateTime.parse("2026-11-21T09:30:00+00:00"));
        assertThat(cluster.additionalProperties()).containsOnlyKeys("root_cause");

        assertThat(cluster.alerts()).hasSize(2);
        ClusterAlert first = cluster.alerts().get(0);
        assertThat(first.id()).isEqualTo("alert-1");
        assertThat(first.assetId()).isEqualTo("asset-customers-email");
        assertThat(first.assetName()).isEqualTo("customers.email");
        assertThat(first.metricName()).isEqualTo("null_rate");
        assertThat(first.status()).isEqualTo("OPEN");
        assertThat(first.createdAt()).isEqualTo(OffsetDateTime.of(2026, 11, 20, 8, 0, 0, 0, ZoneOffset.UTC));
        ClusterAlert second = cluster.alerts().get(1);
        assertThat(second.assetName()).isNull();
        assertThat(second.createdAt()).isEqualTo(OffsetDateTime.parse("2026-11-20T08:05:00+00:00"));
        assertThat(second.additionalProperty("severity").asLong()).isEqualTo(2);
    }

    @Test
    void readsTheClusterOfAnAlert() {
        api.enqueueData(CLUSTER_JSON);
        DgqResponse<AlertCluster> response =
                client.withRawResponse().alertClusters().byAlert("alert-2", RequestOptions.none());
        RecordedRequest request = api.takeSent("GET", "/api/v1/metrics/alert-cluster/by-alert/alert-2");
        assertThat(request.getBodySize()).isZero();
        assertThat(response.correlationId()).isEqualTo("corr-123");
        assertThat(response.data().alerts()).extracting(ClusterAlert::id).contains("alert-2");
        assertThat(response.data().rootAlertId()).isEqualTo("alert-1");
    }

    @Test
    void listsAPageWithTotalAndMetrics() {
        api.enqueueData("{\"data\":[" + LIST_ITEM_JSON + "," + RESOLVED_ITEM_JSON + "],\"total_count\":24,"
                + "\"metrics\":[{\"title\":\"New\",\"value\":8,\"trend\":\"up\",\"trendValue\":\"+3\","
                + "\"type\":\"cluster_status\"}]}");
        ListRequest request = ListRequest.builder()
                .pageSize(2)
                .sort(AlertClusterColumn.CONFIDENCE_SCORE, SortDirection.DESC)
                .filter(
                        AlertClusterColumn.CLUSTER_STATUS,
                        FilterOperator.IN,
                        List.of(ClusterStatus.NEW, ClusterStatus.of("RESOLVED")))
                .build();
        Page<AlertClusterListItem> page = client.alertClusters().list(request);
        api.takeSent(
                "POST",
                "/api/v1/metrics/alert-cluster/list",
                "{\"pagination\":{\"page\":1,\"pageSize\":2},"
                        + "\"sorting\":[{\"column\":\"confidence_score\",\"direction\":\"desc\"}],"
                        + "\"filters\":[{\"column\":\"cluster_status\",\"operator\":\"in\",\"value\":[\"NEW\",\"RESOLVED\"]}],"
                        + "\"search\":\"\",\"export\":false}");
        assertThat(page.totalCount()).isEqualTo(24);
        assertThat(page.metrics()).singleElement().satisfies(m -> {
            assertThat(m.title()).isEqualTo("New");
            assertThat(m.value()).isEqualTo(8);
        });
        assertThat(page.items().get(0).domains()).hasSize(1);
        AlertClusterListItem resolved = page.items().get(1);
        assertThat(resolved.clusterStatus().isKnown()).isFalse();
        assertThat(resolved.clusterStatus().value()).isEqualTo("RESOLVED");
        assertThat(resolved.confidenceScore()).isEqualTo(1.0);
        assertThat(resolved.priority()).isNull();
        assertThat(resolved.issueRefId()).isEqualTo("DQ-1003");
        assertThat(resolved.domains()).isEmpty();
        assertThat(resolved.owners()).isEmpty();
        assertThat(resolved.totalAlert()).isNull();
    }

    @Test
    void updatesStatusPriorityAndName() {
        api.enqueueData("{}");
        client.alertClusters()
                .update(
                        "ac-1",
                        AlertClusterUpdateRequest.builder()
                                .clusterStatus(ClusterStatus.of("IN_PROGRESS"))
                                .priority("CRITICAL")
                                .name(null)
                                .build());
        api.takeSent(
                "PUT",
                "/api/v1/metrics/alert-cluster/ac-1",
                "{\"cluster_status\":\"IN_PROGRESS\",\"priority\":\"CRITICAL\",\"name\":null}");
    }

    @Test
    void answersTheEmptyObjectToAnUpdate() {
        api.enqueueData("{}");
        DgqResponse<JsonObject> response = client.withRawResponse()
                .alertClusters()
                .update(
                        "ac-1",
                        AlertClusterUpdateRequest.builder()
                                .clusterStatus(ClusterStatus.NEW)
                                .build(),
                        RequestOptions.none());
        assertThat(MockApi.body(api.take())).isEqualTo("{\"cluster_status\":\"NEW\"}");
        assertThat(response.data().isEmpty()).isTrue();
        assertThat(response.statusCode()).isEqualTo(200);
    }

    @Test
    void refusesAnEmptyUpdate() {
        assertThatThrownBy(() -> AlertClusterUpdateRequest.builder().build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("at least one field");
    }

    @Test
    void keepsClusterStatusesOpen() {
        assertThat(ClusterStatus.of("NEW")).isSameAs(ClusterStatus.NEW);
        assertThat(ClusterStatus.NEW.isKnown()).isTrue();
        assertThat(ClusterStatus.of("ESCALATED"))
                .isEqualTo(ClusterStatus.of("ESCALATED"))
                .isNotEqualTo(ClusterStatus.NEW)
                .hasToString("ESCALATED");
        assertThat(ClusterStatus.knownValues()).containsExactly(ClusterStatus.NEW);
        assertThatThrownBy(() -> ClusterStatus.of(null)).isInstanceOf(NullPointerException.class);
    }
}
