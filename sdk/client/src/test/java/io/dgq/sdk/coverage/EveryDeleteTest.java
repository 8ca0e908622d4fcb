package io.dgq.sdk.coverage;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.testing.MockApiTest;
import java.util.function.BiFunction;
import java.util.stream.Stream;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every resource client's {@code delete} sends a {@code DELETE} without a body to its record's route, the id
 * encoded as one path segment, and answers the empty {@code data} with the envelope's status and correlation id.
 */
class EveryDeleteTest extends MockApiTest {

    /**
     * One client's {@code delete}.
     *
     * @param name the client's accessor
     * @param id the id deleted
     * @param path the route expected, the id encoded
     * @param delete the raw-response call
     */
    record Deleter(String name, String id, String path, BiFunction<DgqClient, String, DgqResponse<JsonObject>> delete) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Deleter> deleters() {
        RequestOptions none = RequestOptions.none();
        return Stream.of(
                new Deleter(
                        "patterns",
                        "p-1",
                        "/metrics/pattern/p-1",
                        (c, id) -> c.withRawResponse().patterns().delete(id, none)),
                new Deleter(
                        "sources",
                        "s-1",
                        "/core/source/s-1",
                        (c, id) -> c.withRawResponse().sources().delete(id, none)),
                new Deleter(
                        "metricDetails",
                        "md-1",
                        "/metrics/detail/md-1",
                        (c, id) -> c.withRawResponse().metricDetails().delete(id, none)),
                new Deleter(
                        "metricTemplates",
                        "tpl-1",
                        "/metrics/template/tpl-1",
                        (c, id) -> c.withRawResponse().metricTemplates().delete(id, none)),
                new Deleter(
                        "domains",
                        "d-1",
                        "/governance/domain/d-1",
                        (c, id) -> c.withRawResponse().domains().delete(id, none)),
                new Deleter(
                        "terms",
                        "t/1",
                        "/governance/term/t%2F1",
                        (c, id) -> c.withRawResponse().terms().delete(id, none)),
                new Deleter(
                        "applications",
                        "app 1",
                        "/governance/application/app%201",
                        (c, id) -> c.withRawResponse().applications().delete(id, none)),
                new Deleter(
                        "tags",
                        "tag-1",
                        "/governance/tag/tag-1",
                        (c, id) -> c.withRawResponse().tags().delete(id, none)),
                new Deleter(
                        "glossaries",
                        "g-1",
                        "/governance/glossary/g-1",
                        (c, id) -> c.withRawResponse().glossaries().delete(id, none)),
                new Deleter(
                        "documents",
                        "doc-1",
                        "/core/document/doc-1",
                        (c, id) -> c.withRawResponse().documents().delete(id, none)),
                new Deleter(
                        "conversations",
                        "c-2",
                        "/core/conversation/c-2",
                        (c, id) -> c.withRawResponse().conversations().delete(id, none)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("deleters")
    void sendsADeleteWithoutABodyToTheRecordsRoute(Deleter deleter) {
        api.enqueueData("{}");

        DgqResponse<JsonObject> response = deleter.delete().apply(client, deleter.id());

        RecordedRequest request = api.takeSent("DELETE", "/api/v1" + deleter.path());
        assertThat(request.getBodySize()).isZero();
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.data().isEmpty()).isTrue();
        assertThat(response.correlationId()).isEqualTo("corr-123");
        assertThat(api.requestCount()).isEqualTo(1);
    }
}
