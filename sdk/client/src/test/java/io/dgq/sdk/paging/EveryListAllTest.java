package io.dgq.sdk.paging;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.alertclusters.AlertClusterListItem;
import io.dgq.sdk.applications.ApplicationListItem;
import io.dgq.sdk.documents.Document;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.fields.Field;
import io.dgq.sdk.glossaries.GlossaryListItem;
import io.dgq.sdk.metrictemplates.MetricTemplate;
import io.dgq.sdk.parameters.Parameter;
import io.dgq.sdk.patterns.Pattern;
import io.dgq.sdk.sources.SourceListItem;
import io.dgq.sdk.tags.TagListItem;
import io.dgq.sdk.terms.TermListItem;
import io.dgq.sdk.testing.MockApi;
import io.dgq.sdk.testing.MockApiTest;
import java.util.function.BiFunction;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every resource client's {@code listAll} streams the records of every page, in order, asking for each page of its
 * list route in turn with the page size given, and reads the total under the member its list answers with.
 */
class EveryListAllTest extends MockApiTest {

    /**
     * One client's {@code listAll}.
     *
     * @param name the client's accessor
     * @param path the list route
     * @param idMember the JSON member holding a record's id
     * @param countMember the JSON member holding the total
     * @param ids the ids {@code listAll} streams
     */
    record Lister(
            String name,
            String path,
            String idMember,
            String countMember,
            BiFunction<DgqClient, ListRequest, Stream<String>> ids) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Lister> listers() {
        return Stream.of(
                lister(
                        "patterns",
                        "/metrics/pattern/list",
                        "count",
                        (c, r) -> c.patterns().listAll(r).map(Pattern::id)),
                lister(
                        "sources",
                        "/core/source/list",
                        (c, r) -> c.sources().listAll(r).map(SourceListItem::id)),
                lister(
                        "parameters",
                        "/metrics/parameter/list",
                        (c, r) -> c.parameters().listAll(r).map(Parameter::id)),
                lister(
                        "metricTemplates",
                        "/metrics/template/list",
                        (c, r) -> c.metricTemplates().listAll(r).map(MetricTemplate::id)),
                new Lister(
                        "alertClusters",
                        "/api/v1/metrics/alert-cluster/list",
                        "alert_cluster_id",
                        "total_count",
                        (c, r) -> c.alertClusters().listAll(r).map(AlertClusterListItem::alertClusterId)),
                lister(
                        "fields",
                        "/governance/field/list",
                        (c, r) -> c.fields().listAll(r).map(Field::id)),
                lister(
                        "domains",
                        "/governance/domain/list",
                        (c, r) -> c.domains().listAll(r).map(DomainListItem::id)),
                lister(
                        "terms",
                        "/governance/term/list",
                        (c, r) -> c.terms().listAll(r).map(TermListItem::id)),
                lister(
                        "applications",
                        "/governance/application/list",
                        (c, r) -> c.applications().listAll(r).map(ApplicationListItem::id)),
                lister(
                        "tags",
                        "/governance/tag/list",
                        (c, r) -> c.tags().listAll(r).map(TagListItem::id)),
                lister(
                        "glossaries",
                        "/governance/glossary/list",
                        (c, r) -> c.glossaries().listAll(r).map(GlossaryListItem::id)),
                lister(
                        "documents",
                        "/core/document/list",
                        (c, r) -> c.documents().listAll(r).map(Document::id)));
    }

    private static Lister lister(String name, String path, BiFunction<DgqClient, ListRequest, Stream<String>> ids) {
        return lister(name, path, "total_count", ids);
    }

    private static Lister lister(
            String name, String path, String countMember, BiFunction<DgqClient, ListRequest, Stream<String>> ids) {
        return new Lister(name, "/api/v1" + path, "id", countMember, ids);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("listers")
    void streamsEveryRecordOfEveryPageAskingForEachPageInTurn(Lister lister) {
        api.enqueueData(page(lister, "a", "b"));
        api.enqueueData(page(lister, "c"));

        assertThat(lister.ids().apply(client, ListRequest.builder().pageSize(2).build()))
                .containsExactly("a", "b", "c");
        for (int page = 1; page <= 2; page++) {
            assertThat(MockApi.body(api.takeSent("POST", lister.path())))
                    .startsWith("{\"pagination\":{\"page\":" + page + ",\"pageSize\":2}");
        }
        assertThat(api.requestCount()).isEqualTo(2);
    }

    /** {@return a page's data: records holding only their id, and a total of 3} */
    private static String page(Lister lister, String... ids) {
        return Stream.of(ids)
                .map(id -> "{\"" + lister.idMember() + "\":\"" + id + "\"}")
                .collect(Collectors.joining(",", "{\"data\":[", "],\"" + lister.countMember() + "\":3}"));
    }
}
