package io.dgq.sdk.model;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.alertclusters.AlertCluster;
import io.dgq.sdk.alertclusters.ClusterAlert;
import io.dgq.sdk.alertclusters.ClusterStatus;
import io.dgq.sdk.applications.Application;
import io.dgq.sdk.auth.AccessToken;
import io.dgq.sdk.conversations.Conversation;
import io.dgq.sdk.documents.ContentBlock;
import io.dgq.sdk.documents.Document;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.domains.DomainTree;
import io.dgq.sdk.domains.DomainTreeNode;
import io.dgq.sdk.fields.FieldWithValue;
import io.dgq.sdk.fields.TabsAndGroups;
import io.dgq.sdk.glossaries.GlossaryTree;
import io.dgq.sdk.json.JsonNull;
import io.dgq.sdk.json.JsonNumber;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.json.JsonString;
import io.dgq.sdk.json.JsonValue;
import io.dgq.sdk.metricdetails.MetricDetail;
import io.dgq.sdk.metricdetails.Threshold;
import io.dgq.sdk.metrictemplates.MetricTemplate;
import io.dgq.sdk.parameters.Parameter;
import io.dgq.sdk.patterns.Pattern;
import io.dgq.sdk.sources.Source;
import io.dgq.sdk.sources.SourceCredentials;
import io.dgq.sdk.sources.SourceListItem;
import io.dgq.sdk.tags.Tag;
import io.dgq.sdk.tags.TagTree;
import io.dgq.sdk.terms.Term;
import io.dgq.sdk.testing.TestJson;
import java.lang.reflect.Method;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * One record of each resource, decoded from JSON and built with the typed setters: the two are equal.
 */
class ModelFamiliesTest {

    private static final OffsetDateTime CREATED = OffsetDateTime.of(2026, 11, 1, 8, 30, 0, 0, ZoneOffset.UTC);

    static List<Arguments> records() {
        return List.of(
                Arguments.of(
                        Domain.class,
                        "{\"id\":\"d-1\",\"name\":\"Sales\",\"status\":\"VERIFIED\","
                                + "\"is_active\":true,\"created_at\":\"2026-11-01T08:30:00Z\",\"level\":0,"
                                + "\"owner\":[{\"id\":\"u-1\",\"email\":\"ada@acme.example\",\"x\":1}],"
                                + "\"tag\":[{\"id\":\"t\"}],"
                                + "\"glossary\":[{\"id\":\"g-1\",\"name\":\"Sales\"}],\"viewers\":[{\"id\":\"u-1\","
                                + "\"viewed_at\":\"2026-11-21T10:00:00+02:00\"}],"
                                + "\"context_freshness\":{\"description\":\"ok\"},"
                                + "\"definition\":\"All sales\",\"future\":[1,2]}"),
                Arguments.of(
                        Term.class,
                        "{\"id\":\"t-1\",\"status\":\"PENDING\",\"min_length\":3,\"max_length\":null,"
                                + "\"min_value\":\"0.5\",\"is_null\":false,\"enum\":[\"a\",2,null],\"synonyms\":[\"revenue\"],"
                                + "\"profile_metrics\":{\"rows\":10},\"parents\":[{\"id\":\"p\"}]}"),
                Arguments.of(
                        Source.class,
                        "{\"id\":\"s-1\",\"config\":{\"schema\":\"public\"},\"is_valid\":true,"
                                + "\"credentials\":{\"port\":\"5432\",\"password\":\"ZW5j\",\"included_databases\":[\"a\"]},"
                                + "\"source_type\":{\"id\":\"st-1\",\"tag\":\"postgres\"},\"source_type_id\":\"st-1\"}"),
                Arguments.of(
                        SourceListItem.class,
                        "{\"id\":\"s-1\",\"audiences\":[{\"id\":\"a\"}]," + "\"source_type_tag\":\"postgres\"}"),
                Arguments.of(
                        AccessToken.class,
                        "{\"id\":\"k-1\",\"generated_for\":\"API\",\"token\":\"eyJ.x.y\","
                                + "\"expired_at\":\"2027-01-01T00:00:00Z\"}"),
                Arguments.of(
                        Document.class,
                        "{\"id\":\"doc-1\",\"name\":\"Guide\",\"content\":[{\"id\":\"b-1\","
                                + "\"type\":\"paragraph\",\"content\":\"Hello\",\"position\":0,\"indent\":2}],"
                                + "\"created_at\":\"2026-11-01T08:30:00Z\"}"),
                Arguments.of(
                        DomainTree.class,
                        "{\"data\":[{\"id\":\"d-1\",\"children\":[{\"id\":\"d-2\","
                                + "\"parent_id\":\"d-1\",\"level\":1,\"children\":[]}]}],\"has_user_filter\":false}"),
                Arguments.of(TagTree.class, "{\"data\":[{\"id\":\"t-1\",\"children\":[{\"id\":\"t-2\"}]}]}"),
                Arguments.of(
                        GlossaryTree.class,
                        "{\"data\":[{\"id\":\"g-1\",\"node_type\":\"glossary\","
                                + "\"children\":[{\"id\":\"t-1\",\"node_type\":\"term\"}]}]}"),
                Arguments.of(
                        AlertCluster.class,
                        "{\"alert_cluster_id\":\"c-1\",\"cluster_status\":\"NEW\","
                                + "\"confidence_score\":0.75,\"domain\":[{\"id\":\"d-1\",\"show_propagation\":true}],"
                                + "\"alerts\":[{\"id\":\"a-1\",\"created_at\":\"2026-11-01T08:30:00.123Z\"}]}"),
                Arguments.of(
                        MetricDetail.class,
                        "{\"id\":\"m-1\",\"status\":\"VERIFIED\",\"threshold\":"
                                + "{\"lower_threshold\":0.1,\"upper_threshold\":0.9},"
                                + "\"threshold_constraint\":{\"auto\":[\"x\"],"
                                + "\"custom\":[{\"a\":1}]},\"pass_criteria\":{\"min\":1},\"properties\":[{\"p\":true}]}"),
                Arguments.of(
                        MetricTemplate.class,
                        "{\"id\":\"mt-1\",\"owner\":[{\"id\":\"u-1\"}],"
                                + "\"segments\":[{\"s\":1}],\"weightage\":3,\"is_active\":true}"),
                Arguments.of(
                        FieldWithValue.class,
                        "{\"id\":\"f-1\",\"options\":[{\"label\":\"A\"}]," + "\"value\":{\"nested\":[1]}}"),
                Arguments.of(
                        TabsAndGroups.class,
                        "{\"tab\":[{\"id\":\"tab-1\",\"icon\":\"i\"}],"
                                + "\"group\":[{\"id\":\"g-1\",\"name\":\"G\"}]}"),
                Arguments.of(
                        Application.class,
                        "{\"id\":\"app-1\",\"tag\":[{\"id\":\"t-1\",\"name\":\"pii\"}],"
                                + "\"sla_tire\":\"gold\",\"audiences\":[{\"id\":\"a\"}]}"),
                Arguments.of(Tag.class, "{\"id\":\"t-1\",\"is_masked_data\":true,\"owner\":\"Ada\"}"),
                Arguments.of(Pattern.class, "{\"id\":\"p-1\",\"pattern\":\"^[A-Z]+$\",\"is_valid\":true}"),
                Arguments.of(Parameter.class, "{\"id\":\"pa-1\",\"value\":\"42\",\"is_active\":false}"),
                Arguments.of(Conversation.class, "{\"id\":\"c-1\",\"parent_id\":null,\"comment\":\"Hi\"}"));
    }

    @ParameterizedTest
    @MethodSource("records")
    void buildingWithTheTypedSettersGivesTheDecodedRecord(Class<? extends ApiObject> type, String json)
            throws Exception {
        ApiObject decoded = TestJson.MAPPER.readValue(json, type);
        ApiObject.Builder builder = ModelBuildersTest.builderOf(type);
        for (Method setter : builder.getClass().getMethods()) {
            if (setter.getParameterCount() == 1
                    && ApiObject.Builder.class.isAssignableFrom(setter.getReturnType())
                    && !setter.getName().contains("AdditionalPropert")) {
                setter.setAccessible(true);
                setter.invoke(builder, type.getMethod(setter.getName()).invoke(decoded));
            }
        }
        ApiObject built = builder.putAllAdditionalProperties(decoded.additionalProperties())
                .build();

        assertThat(built).isEqualTo(decoded).hasSameHashCodeAs(decoded).hasToString(decoded.toString());
        assertThat(decoded.toBuilder().build()).isEqualTo(decoded);
    }

    @Test
    void aDomainBuiltWithNestedListsEqualsTheDecodedOne() throws Exception {
        Domain decoded = TestJson.MAPPER.readValue((String) records().get(0).get()[1], Domain.class);
        Domain built = Domain.builder()
                .id("d-1")
                .name("Sales")
                .status(Status.VERIFIED)
                .isActive(true)
                .createdAt(CREATED)
                .level(0L)
                .owners(List.of(Owner.builder()
                        .id("u-1")
                        .email("ada@acme.example")
                        .putAdditionalProperty("x", JsonNumber.of(1))
                        .build()))
                .tags(List.of(JsonObject.of(Map.of("id", "t"))))
                .glossaries(
                        List.of(NamedReference.builder().id("g-1").name("Sales").build()))
                .viewers(List.of(Viewer.builder()
                        .id("u-1")
                        .viewedAt(OffsetDateTime.of(2026, 11, 21, 10, 0, 0, 0, ZoneOffset.ofHours(2)))
                        .build()))
                .contextFreshness(ContextFreshness.builder().description("ok").build())
                .definition("All sales")
                .putAdditionalProperty("future", JsonValue.from(List.of(1, 2)))
                .build();

        assertThat(built).isEqualTo(decoded).hasSameHashCodeAs(decoded);
        assertThat(built.owners().get(0).additionalProperty("x").asLong()).isEqualTo(1);
        // the SDK writes time values in UTC: the same instant comes back at offset Z
        assertThat(built.viewers().get(0).viewedAt())
                .isEqualTo(OffsetDateTime.of(2026, 11, 21, 8, 0, 0, 0, ZoneOffset.UTC));
        assertThat(built.toBuilder().name("Renamed").build())
                .isNotEqualTo(decoded)
                .extracting(Domain::name, Domain::definition)
                .containsExactly("Renamed", "All sales");
        DomainListItem item = TestJson.MAPPER.readValue("{\"id\":\"d-1\"}", DomainListItem.class);
        assertThat(Domain.builder().id("d-1").build()).isNotEqualTo(item);
        assertThat(DomainListItem.builder().id("d-1").build())
                .isEqualTo(item)
                .isExactlyInstanceOf(DomainListItem.class);
        assertThat(built.toString())
                .startsWith("Domain{id=\"d-1\", name=\"Sales\", status=\"VERIFIED\"")
                .contains("owner=[{\"id\":\"u-1\",\"email\":\"ada@acme.example\",\"x\":1}]", "future=[1,2]");
    }

    @Test
    void nestedTreesAndClustersBuildLikeTheyDecode() throws Exception {
        DomainTree tree = DomainTree.builder()
                .hasUserFilter(false)
                .roots(List.of(DomainTreeNode.builder()
                        .id("d-1")
                        .children(List.of(DomainTreeNode.builder()
                                .id("d-2")
                                .parentId("d-1")
                                .level(1L)
                                .build()))
                        .build()))
                .build();
        AlertCluster cluster = AlertCluster.builder()
                .alertClusterId("c-1")
                .clusterStatus(ClusterStatus.NEW)
                .confidenceScore(0.75)
                .domains(List.of(io.dgq.sdk.alertclusters.ClusterDomain.builder()
                        .id("d-1")
                        .showPropagation(true)
                        .build()))
                .alerts(List.of(ClusterAlert.builder()
                        .id("a-1")
                        .createdAt(OffsetDateTime.of(2026, 11, 1, 8, 30, 0, 123_000_000, ZoneOffset.UTC))
                        .build()))
                .build();
        MetricDetail metric = MetricDetail.builder()
                .id("m-1")
                .status(Status.VERIFIED)
                .threshold(Threshold.builder()
                        .lowerThreshold(0.1)
                        .upperThreshold(0.9)
                        .build())
                .thresholdConstraint(io.dgq.sdk.metricdetails.ThresholdConstraint.builder()
                        .auto(List.of("x"))
                        .custom(List.of(JsonObject.of(Map.of("a", 1))))
                        .build())
                .passCriteria(JsonObject.of(Map.of("min", 1)))
                .properties(List.of(JsonObject.of(Map.of("p", true))))
                .build();

        assertThat(tree)
                .isEqualTo(TestJson.MAPPER.readValue((String) records().get(6).get()[1], DomainTree.class));
        assertThat(tree.roots().get(0).children().get(0).parentId()).isEqualTo("d-1");
        assertThat(cluster)
                .isEqualTo(TestJson.MAPPER.readValue((String) records().get(9).get()[1], AlertCluster.class));
        assertThat(metric)
                .isEqualTo(TestJson.MAPPER.readValue((String) records().get(10).get()[1], MetricDetail.class));
    }

    @Test
    void jsonNullInAnOpenTypedFieldIsTheSameValueAsAbsent() throws Exception {
        Term withNull = TestJson.MAPPER.readValue("{\"id\":\"t-1\",\"max_length\":null}", Term.class);
        Term built = Term.builder().id("t-1").maxLength(JsonNull.INSTANCE).build();
        assertThat(withNull.maxLength()).isNull();
        assertThat(withNull).isEqualTo(Term.builder().id("t-1").build()).isEqualTo(built);
        Term unknownNull = TestJson.MAPPER.readValue("{\"id\":\"t-1\",\"x\":null}", Term.class);
        assertThat(unknownNull)
                .isNotEqualTo(withNull)
                .isEqualTo(Term.builder()
                        .id("t-1")
                        .putAdditionalProperty("x", null)
                        .build());
    }

    @Test
    void toStringMasksSecretsWhereverTheModelSits() throws Exception {
        Source source = TestJson.MAPPER.readValue((String) records().get(2).get()[1], Source.class);
        SourceCredentials credentials = SourceCredentials.builder()
                .server("ZW5jOmRi")
                .username("ZW5jOnU=")
                .password("ZW5jOnA=")
                .port("5432")
                .putAdditionalProperty("private_key", JsonString.of("KEY"))
                .build();
        Source built = source.toBuilder().credentials(credentials).build();
        AccessToken token =
                AccessToken.builder().id("k-1").token("eyJ.secret.jwt").build();
        Document document = Document.builder()
                .id("doc-1")
                .content(List.of(ContentBlock.builder()
                        .id("b-1")
                        .content("Confidential paragraph")
                        .build()))
                .build();

        assertThat(credentials.toString())
                .isEqualTo("SourceCredentials{port=\"5432\", server=****, "
                        + "password=****, username=****, private_key=****}");
        assertThat(built.toString())
                .contains(
                        "credentials={\"port\":\"5432\",\"server\":\"****\"",
                        "config=****",
                        "source_type={\"id\":\"st-1\",\"tag\":\"postgres\"}")
                .doesNotContain("ZW5j", "KEY", "public");
        assertThat(source.toString()).doesNotContain("ZW5j", "public");
        assertThat(token.toString()).isEqualTo("AccessToken{id=\"k-1\", token=****}");
        assertThat(token.token()).isEqualTo("eyJ.secret.jwt");
        assertThat(document.toString())
                .isEqualTo("Document{id=\"doc-1\", content=[{\"id\":\"b-1\"," + "\"content\":\"****\"}]}");
        assertThat(document.content().get(0).toJson().getString("content")).contains("Confidential paragraph");
        assertThat(built.credentials().password()).isEqualTo("ZW5jOnA=");
    }

    @Test
    void aJsonObjectBuiltFromJavaValuesEqualsTheDecodedOne() throws Exception {
        JsonObject decoded = TestJson.MAPPER.readValue("{\"n\":1,\"big\":3000000000,\"list\":[2]}", JsonObject.class);
        assertThat(JsonObject.of(Map.of("n", 1, "big", 3_000_000_000L, "list", List.of(2L))))
                .isEqualTo(decoded)
                .hasSameHashCodeAs(decoded);
    }

    @Test
    void anUnknownFieldTakesPartInEquality() throws Exception {
        JsonValue value = JsonString.of("v");
        Owner a = Owner.builder().id("u-1").putAdditionalProperty("team", value).build();
        assertThat(a)
                .isEqualTo(TestJson.MAPPER.readValue("{\"id\":\"u-1\",\"team\":\"v\"}", Owner.class))
                .isNotEqualTo(Owner.builder().id("u-1").build())
                .isNotEqualTo(Owner.builder()
                        .id("u-1")
                        .putAdditionalProperty("team", JsonString.of("w"))
                        .build());
        assertThat(a.toBuilder().build().additionalProperties()).isEqualTo(Map.of("team", value));
    }
}
