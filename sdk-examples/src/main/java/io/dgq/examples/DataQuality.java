package io.dgq.examples;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.alertclusters.AlertCluster;
import io.dgq.sdk.alertclusters.AlertClusterColumn;
import io.dgq.sdk.alertclusters.AlertClusterListItem;
import io.dgq.sdk.alertclusters.AlertClusterUpdateRequest;
import io.dgq.sdk.alertclusters.ClusterAlert;
import io.dgq.sdk.alertclusters.ClusterStatus;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.metricdetails.MetricDetail;
import io.dgq.sdk.metricdetails.MetricDetailCreateRequest;
import io.dgq.sdk.metricdetails.Threshold;
import io.dgq.sdk.metrictemplates.MetricTemplate;
import io.dgq.sdk.metrictemplates.MetricTemplateCreateRequest;
import io.dgq.sdk.model.Status;
import io.dgq.sdk.paging.FilterOperator;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import io.dgq.sdk.paging.SortDirection;
import io.dgq.sdk.parameters.Parameter;
import io.dgq.sdk.parameters.ParameterCreateRequest;
import io.dgq.sdk.parameters.ParameterUpdateRequest;
import io.dgq.sdk.patterns.Pattern;
import io.dgq.sdk.patterns.PatternCreateRequest;
import io.dgq.sdk.sources.Source;
import io.dgq.sdk.sources.SourceCreateRequest;
import io.dgq.sdk.sources.SourceCredentialsInput;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;

/**
 * Data quality: a data source whose credentials are never printed, a pattern and parameters, a metric template and
 * a metric measured on an asset with it, then the alert clusters the metrics raised, and how to update one. It
 * deletes what it created, and puts the alert cluster back as it was.
 */
public final class DataQuality {

    /** The asset (a column of the orders table) the example's pattern and metric are about. */
    static final String ASSET_ID = "asset-example-orders-email";

    private DataQuality() {}

    public static void main(String[] args) {
        try (ExampleWorkspace workspace = ExampleWorkspace.open();
                DgqClient client = workspace.client()) {
            System.out.println("DataQuality on " + workspace.describe());
            run(client, System.out);
        }
    }

    /**
     * Runs the example.
     *
     * @param client a client of the workspace
     * @param out where to print what happens
     */
    public static void run(DgqClient client, PrintStream out) {
        // 1. A source. The credentials go to the server in plain text over HTTPS; the server stores server,
        //    username and password encoded. Models and requests mask them in toString(): never print them yourself.
        String password = "s3cret-" + UUID.randomUUID(); // in real code: from your secret store
        Source source = client.sources()
                .create(SourceCreateRequest.builder()
                        .name("Example Orders Database")
                        .description("Operational database of the shop")
                        .type("postgresql")
                        .credentials(SourceCredentialsInput.builder()
                                .server("orders-db.internal.example")
                                .port("5432")
                                .database("orders")
                                .username("dq_reader")
                                .password(password)
                                .authType("password")
                                .build())
                        .config(JsonObject.of(Map.of("schedule", "0 3 * * *")))
                        .build());
        out.println("Source: " + source);
        out.println("  credentials as answered (masked by toString): " + source.credentials());
        out.println("  stored password is encoded, not plain text: "
                + !password.equals(source.credentials().password()));

        // 2. A pattern (a regular expression the values of an attribute must match) and the patterns of that
        //    attribute.
        Pattern emailPattern = client.patterns()
                .create(PatternCreateRequest.builder()
                        .name("Example order email")
                        .pattern("^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$")
                        .type("regex")
                        .attributeId(ASSET_ID)
                        .build());
        out.println("Pattern '" + emailPattern.name() + "' valid: " + emailPattern.isValid());
        for (Pattern pattern : client.patterns().byAttribute(ASSET_ID)) {
            out.println("  pattern of " + ASSET_ID + ": " + pattern.name() + " " + pattern.pattern());
        }

        // 3. A parameter, then a change of its value.
        Parameter nullThreshold = client.parameters()
                .create(ParameterCreateRequest.builder()
                        .name("example_null_threshold_percent")
                        .type("number")
                        .value("2")
                        .isActive(true)
                        .build());
        client.parameters()
                .update(
                        nullThreshold.id(),
                        ParameterUpdateRequest.builder().value("1").build());
        out.println("Parameter " + nullThreshold.name() + " = "
                + client.parameters().get(nullThreshold.id()).value() + " (was " + nullThreshold.value() + ")");

        // 4. A metric template, and a metric detail that applies it to the asset.
        MetricTemplate nullRate = client.metricTemplates()
                .create(MetricTemplateCreateRequest.builder()
                        .name("Example Null Rate")
                        .dimension("completeness")
                        .status(Status.VERIFIED)
                        .purpose("Share of empty values in a column")
                        .passCriteria(JsonObject.of(Map.of("operator", "lte", "value", 1)))
                        .build());
        MetricDetail metric = client.metricDetails()
                .create(MetricDetailCreateRequest.builder()
                        .name("Null email in orders")
                        .assetId(ASSET_ID)
                        .assetType("column")
                        .sourceId(source.id())
                        .templateId(nullRate.id())
                        .dimension("completeness")
                        .status(Status.VERIFIED)
                        .threshold(Threshold.of(0.0, 1.0))
                        .build());
        out.println("Metric '" + metric.name() + "' on " + metric.assetId() + ", threshold "
                + metric.threshold().lowerThreshold() + ".."
                + metric.threshold().upperThreshold());
        List<MetricDetail> ofAsset = client.metricDetails().byAsset(ASSET_ID);
        List<MetricDetail> ofTemplate = client.metricTemplates().metrics(nullRate.id());
        out.println("  metrics of the asset: " + ofAsset.size() + ", metrics of template '" + nullRate.name() + "': "
                + ofTemplate.size());

        // 5. The alert clusters still NEW, most confident first.
        Page<AlertClusterListItem> fresh = client.alertClusters()
                .list(ListRequest.builder()
                        .pageSize(3)
                        .filter(AlertClusterColumn.CLUSTER_STATUS, FilterOperator.EQ, ClusterStatus.NEW)
                        .sort(AlertClusterColumn.CONFIDENCE_SCORE, SortDirection.DESC)
                        .build());
        out.println(fresh.totalCount() + " new alert clusters; the most confident:");
        for (AlertClusterListItem cluster : fresh.items()) {
            out.printf(
                    Locale.ROOT,
                    "  %s [%s, confidence %.2f, alerts %d]%n",
                    cluster.name(),
                    cluster.priority(),
                    cluster.confidenceScore(),
                    cluster.totalAlert());
        }
        if (!fresh.items().isEmpty()) {
            // 6. One cluster with its alerts, found again from one of its alerts; then taken in hand and put back.
            AlertCluster cluster =
                    client.alertClusters().get(fresh.items().get(0).alertClusterId());
            for (ClusterAlert alert : cluster.alerts()) {
                out.println(
                        "    alert on " + alert.assetName() + ": " + alert.metricName() + " (" + alert.status() + ")");
            }
            AlertCluster byAlert = client.alertClusters().byAlert(cluster.rootAlertId());
            out.println("  the cluster of alert " + cluster.rootAlertId() + " is '" + byAlert.name() + "'");

            client.alertClusters()
                    .update(
                            cluster.alertClusterId(),
                            AlertClusterUpdateRequest.builder()
                                    .clusterStatus(ClusterStatus.of("IN_PROGRESS"))
                                    .build());
            out.println("  status now "
                    + client.alertClusters().get(cluster.alertClusterId()).clusterStatus());
            client.alertClusters()
                    .update(
                            cluster.alertClusterId(),
                            AlertClusterUpdateRequest.builder()
                                    .clusterStatus(cluster.clusterStatus())
                                    .build());
            out.println("  and back to "
                    + client.alertClusters().get(cluster.alertClusterId()).clusterStatus());
        }

        // 7. Clean up.
        client.metricDetails().delete(metric.id());
        client.metricTemplates().delete(nullRate.id());
        client.parameters().delete(nullThreshold.id());
        client.patterns().delete(emailPattern.id());
        client.sources().delete(source.id());
        out.println("Deleted the records of the example.");
    }
}
