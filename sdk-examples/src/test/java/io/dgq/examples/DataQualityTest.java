package io.dgq.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.alertclusters.AlertClusterColumn;
import io.dgq.sdk.alertclusters.ClusterStatus;
import io.dgq.sdk.paging.FilterOperator;
import io.dgq.sdk.paging.ListRequest;
import java.io.PrintStream;
import org.junit.jupiter.api.Test;

class DataQualityTest extends ExampleTest {

    @Override
    void runExample(DgqClient exampleClient, PrintStream out) {
        DataQuality.run(exampleClient, out);
    }

    @Test
    void createsASourceWithoutEverPrintingItsCredentials() {
        assertThat(text).contains("Source: Source{id=\"", "name=\"Example Orders Database\"", "type=\"postgresql\"");
        assertThat(text)
                .contains("credentials as answered (masked by toString): SourceCredentials{port=\"5432\", "
                        + "server=****, database=\"orders\", password=****, username=****");
        assertThat(text).contains("stored password is encoded, not plain text: true");
        assertThat(text).doesNotContain("s3cret-", "dq_reader", "orders-db.internal.example", "eyJ");
    }

    @Test
    void createsAPatternAndFindsItByAttribute() {
        assertThat(text)
                .contains(
                        "Pattern 'Example order email' valid: true",
                        "  pattern of asset-example-orders-email: Example order email ^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$");
    }

    @Test
    void createsAndUpdatesAParameter() {
        assertThat(text).contains("Parameter example_null_threshold_percent = 1 (was 2)");
    }

    @Test
    void measuresTheAssetWithAMetricOfTheTemplate() {
        assertThat(text)
                .contains(
                        "Metric 'Null email in orders' on asset-example-orders-email, threshold 0.0..1.0",
                        "  metrics of the asset: 1, metrics of template 'Example Null Rate': 1");
    }

    @Test
    void listsTheNewAlertClustersOfTheDemoSeedMostConfidentFirst() {
        assertThat(text)
                .contains(
                        "16 new alert clusters; the most confident:",
                        "  Uniqueness issue on customers.id [HIGH, confidence 0.95, alerts 2]");
        assertThat(text).containsPattern("    alert on customers\\.id: duplicate_count \\(OPEN\\)");
        assertThat(text).contains("is 'Uniqueness issue on customers.id'");
    }

    @Test
    void updatesTheClusterAndPutsItBack() {
        assertThat(text).contains("  status now IN_PROGRESS\n  and back to NEW\n");
        ListRequest fresh = ListRequest.builder()
                .filter(AlertClusterColumn.CLUSTER_STATUS, FilterOperator.EQ, ClusterStatus.NEW)
                .build();
        assertThat(client.alertClusters().list(fresh).totalCount()).isEqualTo(16);
    }

    @Test
    void deletesWhatItCreated() {
        assertThat(text).endsWith("Deleted the records of the example.\n");
        ListRequest examples = ListRequest.builder().search("Example").build();
        assertThat(client.sources().list(examples).totalCount()).isZero();
        assertThat(client.metricTemplates().list(examples).totalCount()).isZero();
        assertThat(client.patterns().byAttribute(DataQuality.ASSET_ID)).isEmpty();
        assertThat(client.metricDetails().byAsset(DataQuality.ASSET_ID)).isEmpty();
    }
}
