package io.dgq.server.junit;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.alertclusters.AlertCluster;
import io.dgq.sdk.alertclusters.AlertClusterListItem;
import io.dgq.sdk.auth.AccessToken;
import io.dgq.sdk.auth.AccessTokenCreateRequest;
import io.dgq.sdk.auth.TokenAudience;
import io.dgq.sdk.documents.Document;
import io.dgq.sdk.fields.FieldPropertiesRequest;
import io.dgq.sdk.fields.FieldTab;
import io.dgq.sdk.fields.FieldWithValue;
import io.dgq.sdk.fields.TabsAndGroups;
import io.dgq.sdk.glossaries.GlossaryNodeType;
import io.dgq.sdk.glossaries.GlossaryTree;
import io.dgq.sdk.glossaries.GlossaryTreeNode;
import io.dgq.sdk.metricdetails.MetricDetail;
import io.dgq.sdk.metrictemplates.MetricTemplate;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import io.dgq.sdk.paging.SortDirection;
import io.dgq.sdk.sources.Source;
import io.dgq.sdk.sources.SourceListItem;
import io.dgq.server.Seed;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Every SDK client decodes what the server answers for the demo workspace. */
class SdkReadsTheDemoWorkspaceTest {

    @RegisterExtension
    static final ReferenceServerExtension SERVER = ReferenceServerExtension.withSeed(Seed.DEMO);

    @Test
    void sourcesHideCredentials(DgqClient client) {
        Page<SourceListItem> sources = client.sources()
                .list(ListRequest.builder().sort("name", SortDirection.ASC).build());
        assertThat(sources.items())
                .extracting(SourceListItem::name)
                .containsExactly(
                        "Customer 360 BigQuery",
                        "Marketing S3 Lake",
                        "Orders PostgreSQL",
                        "Snowflake Analytics Warehouse");
        assertThat(sources.items().get(0).sourceTypeTag()).isEqualTo("bigquery");
        Source source = client.sources().get(sources.items().get(3).id());
        assertThat(source.credentials().toString())
                .doesNotContain("demo-warehouse-secret")
                .doesNotContain("acme.snowflakecomputing.com");
        assertThat(source.sourceType().tag()).isEqualTo("snowflake");
    }

    @Test
    void alertClustersCarryTheirAlerts(DgqClient client) {
        Page<AlertClusterListItem> clusters =
                client.alertClusters().list(ListRequest.builder().pageSize(5).build());
        assertThat(clusters.totalCount()).isEqualTo(24);
        assertThat(clusters.metrics()).isNotEmpty();
        AlertClusterListItem first = clusters.items().get(0);
        assertThat(first.domains()).hasSize(1);
        assertThat(first.owners()).hasSize(1);
        AlertCluster cluster = client.alertClusters().get(first.alertClusterId());
        assertThat(cluster.alerts()).hasSize(Math.toIntExact(first.totalAlert()));
        AlertCluster byAlert = client.alertClusters().byAlert(first.rootAlertId());
        assertThat(byAlert.alertClusterId()).isEqualTo(first.alertClusterId());
    }

    @Test
    void fieldsTabsAndValues(DgqClient client) {
        TabsAndGroups tabsAndGroups = client.fields().tabsAndGroups();
        assertThat(tabsAndGroups.tabs()).extracting(FieldTab::name).containsExactly("General", "Compliance");
        assertThat(tabsAndGroups.groups()).hasSize(2);
        assertThat(client.fields().tabsByLevel("term").tabs())
                .extracting(FieldTab::name)
                .containsExactly("General", "Compliance");
        String general = tabsAndGroups.tabs().get(0).id();
        String finance = client.domains()
                .list(ListRequest.builder().search("finance").build())
                .items()
                .get(0)
                .id();
        List<FieldWithValue> values = client.fields()
                .fieldProperties(FieldPropertiesRequest.builder()
                        .fieldTabId(general)
                        .level("domain")
                        .entityId(finance)
                        .build());
        assertThat(values).hasSize(2);
        assertThat(values).extracting(value -> value.value().asString()).containsExactly("maria.lopez", "high");
        assertThat(client.fields().list(ListRequest.firstPage()).totalCount()).isEqualTo(5);
    }

    @Test
    void treesOfTagsAndGlossaries(DgqClient client) {
        assertThat(client.tags().treeView(false).roots()).hasSize(4);
        GlossaryTree tree = client.glossaries().treeView(false);
        GlossaryTreeNode enterprise = tree.roots().get(0);
        assertThat(enterprise.nodeType()).isEqualTo(GlossaryNodeType.GLOSSARY);
        assertThat(enterprise.children())
                .extracting(GlossaryTreeNode::nodeType)
                .contains(GlossaryNodeType.CATEGORY, GlossaryNodeType.TERM);
        assertThat(client.glossaries().list(ListRequest.firstPage()).totalCount())
                .isEqualTo(4);
        assertThat(client.applications().export(ListRequest.firstPage())).hasSize(4);
        assertThat(client.tags().export(ListRequest.firstPage())).hasSize(6);
    }

    @Test
    void metricsTemplatesAndParameters(DgqClient client) {
        Page<MetricTemplate> templates = client.metricTemplates()
                .list(ListRequest.builder().sort("name", SortDirection.ASC).build());
        MetricTemplate freshness = templates.items().get(0);
        assertThat(freshness.name()).isEqualTo("Freshness");
        assertThat(freshness.assignedMetricCount()).isEqualTo(2);
        List<MetricDetail> metrics = client.metricTemplates().metrics(freshness.id());
        assertThat(metrics).hasSize(2);
        assertThat(client.metricDetails()
                        .byAsset(UUID.nameUUIDFromBytes("dgq-demo/asset/orders".getBytes(StandardCharsets.UTF_8))
                                .toString()))
                .hasSize(3);
        assertThat(client.metricDetails().get(metrics.get(0).id()).name())
                .isEqualTo(metrics.get(0).name());
        assertThat(client.parameters().list(ListRequest.firstPage()).totalCount())
                .isEqualTo(4);
        assertThat(client.patterns().list(ListRequest.firstPage()).totalCount()).isEqualTo(6);
    }

    @Test
    void documentsAndConversations(DgqClient client) {
        Page<Document> latest = client.documents().latest(ListRequest.firstPage());
        assertThat(latest.totalCount()).isEqualTo(4);
        Document finance = client.documents()
                .list(ListRequest.builder().search("finance").build())
                .items()
                .get(0);
        assertThat(finance.content()).hasSize(2);
        Page<Document> byObject = client.documents().byObject("domain", finance.objectId(), ListRequest.firstPage());
        assertThat(byObject.items()).extracting(Document::id).containsExactly(finance.id());
        assertThat(client.conversations()
                        .byObject("domain", finance.objectId(), ListRequest.firstPage())
                        .totalCount())
                .isEqualTo(2);
    }

    @Test
    void accessTokensAreCreatedAndWork(DgqClient client, @DgqBaseUrl String baseUrl) {
        AccessToken token = client.auth()
                .createAccessToken(AccessTokenCreateRequest.builder()
                        .keyAlias("ci")
                        .generatedFor(TokenAudience.API)
                        .expiredAt(Instant.now().plus(1, ChronoUnit.DAYS))
                        .isActive(true)
                        .purpose("pipeline")
                        .build());
        assertThat(token.generatedFor()).isEqualTo(TokenAudience.API);
        try (DgqClient withNewToken =
                DgqClient.builder().baseUrl(baseUrl).apiToken(token.token()).build()) {
            assertThat(withNewToken.domains().list(ListRequest.firstPage()).totalCount())
                    .isEqualTo(7);
        }
    }
}
