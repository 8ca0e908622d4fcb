package io.dgq.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.domains.DomainListItem;
import io.dgq.sdk.errors.DgqDecodingException;
import io.dgq.sdk.fields.FieldPropertiesRequest;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import io.dgq.sdk.testing.MockApi;
import io.dgq.sdk.testing.MockApiTest;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The envelope's informative fields never fail a call; what an operation must return is checked. */
class EnvelopeDecodingTest extends MockApiTest {

    private static final String DOMAIN = "{\"id\":\"d-1\",\"name\":\"Customer\"}";
    private static final String ITEM = "{\"id\":\"d-1\",\"name\":\"Customer\",\"owner\":[{\"id\":\"u-1\"}]}";

    EnvelopeDecodingTest() {
        super(builder -> builder.maxRetries(0));
    }

    private static String envelopeWith(String timestampJson, String dataJson) {
        return "{\"success\":true,\"message\":\"OK\",\"timestamp\":" + timestampJson
                + ",\"correlation_id\":\"corr-1\",\"data\":" + dataJson + "}";
    }

    @Test
    void readsATimestampWithoutAnOffsetAsUtc() {
        api.enqueue(200, envelopeWith("\"2026-11-22T16:27:52\"", DOMAIN));
        DgqResponse<Domain> response =
                client.withRawResponse().domains().get("d-1", io.dgq.sdk.core.RequestOptions.none());
        assertThat(response.timestamp()).isEqualTo(OffsetDateTime.of(2026, 11, 22, 16, 27, 52, 0, ZoneOffset.UTC));
        assertThat(response.data().id()).isEqualTo("d-1");
    }

    @Test
    void keepsTheOffsetOfATimestampThatHasOne() {
        api.enqueue(200, envelopeWith("\"2026-11-22T16:27:52.5+02:00\"", DOMAIN));
        DgqResponse<Domain> response =
                client.withRawResponse().domains().get("d-1", io.dgq.sdk.core.RequestOptions.none());
        assertThat(response.timestamp().getOffset()).isEqualTo(ZoneOffset.ofHours(2));
        assertThat(response.timestamp().getNano()).isEqualTo(500_000_000);
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "\"yesterday\"",
                "\"2026-13-45T99:00:00\"",
                "\"\"",
                "1764000000",
                "true",
                "{}",
                "[\"2026-11-22\"]",
                "{\"at\":[1,2]}"
            })
    void anUnreadableTimestampDoesNotFailACallWhoseDataIsFine(String timestamp) {
        api.enqueue(200, envelopeWith(timestamp, DOMAIN));
        DgqResponse<Domain> response =
                client.withRawResponse().domains().get("d-1", io.dgq.sdk.core.RequestOptions.none());
        assertThat(response.timestamp()).isNull();
        assertThat(response.data().name()).isEqualTo("Customer");
        assertThat(response.correlationId()).isEqualTo("corr-1");
    }

    @Test
    void aMessageOrCorrelationIdOfAnotherTypeDoesNotFailTheCall() {
        api.enqueue(
                200, "{\"success\":true,\"message\":{\"text\":\"OK\"},\"correlation_id\":[1],\"data\":" + DOMAIN + "}");
        DgqResponse<Domain> response =
                client.withRawResponse().domains().get("d-1", io.dgq.sdk.core.RequestOptions.none());
        assertThat(response.message()).isNull();
        assertThat(response.data().id()).isEqualTo("d-1");
    }

    @Test
    void aSuccessThatIsNotABooleanIsNotTheEnvelope() {
        api.enqueue(200, "{\"success\":0,\"data\":" + DOMAIN + "}");
        DgqDecodingException e = catchThrowableOfType(
                DgqDecodingException.class, () -> client.domains().get("d-1"));
        assertThat(e.getMessage()).contains("GET /api/v1/governance/domain/d-1", "not the DGQ envelope");
    }

    @Test
    void aNullRecordInAPageIsADecodingErrorNamingWhere() {
        api.enqueueData("{\"data\":[" + ITEM + ",null],\"total_count\":2}");
        DgqDecodingException e = catchThrowableOfType(
                DgqDecodingException.class, () -> client.domains().list(ListRequest.firstPage()));
        assertThat(e.getMessage())
                .contains("POST /api/v1/governance/domain/list", "a list holds a null", "data.data[1]");
        assertThat(e.rawBody()).hasValueSatisfying(body -> assertThat(body).contains("null]"));
    }

    @Test
    void aNullInsideARecordsListFailsOnlyThatFieldNamingWhere() {
        api.enqueueData(
                "{\"data\":[" + ITEM + ",{\"id\":\"d-2\",\"owner\":[{\"id\":\"u-1\"},null]}]," + "\"total_count\":2}");
        Page<DomainListItem> page = client.domains().list(ListRequest.firstPage());
        assertThat(page.items()).hasSize(2);
        DomainListItem second = page.items().get(1);
        assertThat(second.id()).isEqualTo("d-2");
        DgqDecodingException e = catchThrowableOfType(DgqDecodingException.class, second::owners);
        assertThat(e.fields()).containsExactly("owner");
        assertThat(e.getMessage())
                .contains("DomainListItem field 'owner' is not a list of Owner (the answer holds an array whose"
                        + " element [1] is null)");
    }

    @Test
    void aNullInAListTheClientCopiesIsADecodingErrorNotANullPointerException() {
        api.enqueueData("{\"data\":[null],\"total_count\":1}");
        DgqDecodingException e = catchThrowableOfType(
                DgqDecodingException.class,
                () -> client.fields()
                        .fieldProperties(FieldPropertiesRequest.builder()
                                .fieldTabId("t-1")
                                .build()));
        assertThat(e.getMessage()).contains("POST /api/v1/governance/field-property", "data.data[0]");
    }

    @Test
    void aNullAmongOpenJsonValuesIsKeptAsAJsonNull() {
        api.enqueueData("{\"id\":\"t-1\",\"enum\":[\"A\",null]}");
        assertThat(client.terms().get("t-1").enumValues().get(1).isNull()).isTrue();
    }

    @Test
    void aCreateWhoseRecordHasNoIdIsADecodingErrorNamingTheMember() {
        api.enqueueData("{}");
        DgqDecodingException e = catchThrowableOfType(
                DgqDecodingException.class,
                () -> client.domains()
                        .create(DomainCreateRequest.builder().name("Customer").build()));
        assertThat(e.getMessage()).contains("POST /api/v1/governance/domain", "data.id");

        api.enqueueData("{\"id\":null,\"name\":\"Customer\"}");
        assertThat(catchThrowableOfType(
                                DgqDecodingException.class,
                                () -> client.domains().get("d-1"))
                        .getMessage())
                .contains("GET /api/v1/governance/domain/d-1", "data.id");
    }

    @Test
    void anAlertClusterNeedsItsClusterId() {
        api.enqueueData("{\"name\":\"cluster\"}");
        assertThat(catchThrowableOfType(
                                DgqDecodingException.class,
                                () -> client.alertClusters().get("c-1"))
                        .getMessage())
                .contains("data.alert_cluster_id");
        api.enqueueData("{\"alert_cluster_id\":\"c-1\"}");
        assertThat(client.alertClusters().get("c-1").alertClusterId()).isEqualTo("c-1");
    }

    @Test
    void aListWithoutItsArrayOfRecordsIsADecodingErrorNamingTheMember() {
        api.enqueueData("{}");
        DgqDecodingException e = catchThrowableOfType(
                DgqDecodingException.class, () -> client.domains().list(ListRequest.firstPage()));
        assertThat(e.getMessage()).contains("POST /api/v1/governance/domain/list", "data.data");

        api.enqueueData("{\"data\":null,\"total_count\":0}");
        assertThat(catchThrowableOfType(
                                DgqDecodingException.class,
                                () -> client.domains().export(ListRequest.firstPage()))
                        .getMessage())
                .contains("data.data");
    }

    @Test
    void anEmptyPageIsStillAPage() {
        api.enqueueData("{\"data\":[],\"total_count\":0}");
        Page<DomainListItem> page = client.domains().list(ListRequest.firstPage());
        assertThat(page.items()).isEmpty();
        assertThat(page.totalCount()).isZero();
    }

    @Test
    void operationsThatReturnNoRecordKeepWorking() {
        api.enqueueData("{}");
        client.domains().delete("d-1");
        api.enqueueData("null");
        client.domains()
                .update(
                        "d-1",
                        io.dgq.sdk.domains.DomainUpdateRequest.builder()
                                .name("x")
                                .build());
        api.enqueueData("{\"data\":[],\"has_user_filter\":false}");
        assertThat(client.domains().treeView(false).roots()).isEmpty();
        api.enqueueData("{}");
        assertThat(client.fields().tabsByLevel("domain").tabs()).isEmpty();
        api.enqueueData("{\"anything\":1}");
        assertThat(client.request("GET", "/custom", null, JsonObject.class).getLong("anything"))
                .contains(1L);
        assertThat(api.requestCount()).isEqualTo(5);
    }

    @Test
    void aTreeNestedBeyondTheParsersDepthLimitIsADecodingErrorNotAStackOverflow() {
        api.enqueueData("{\"data\":[" + nestedNode(5000) + "],\"has_user_filter\":false}");
        DgqDecodingException e = catchThrowableOfType(
                DgqDecodingException.class, () -> client.domains().treeView(false));
        assertThat(e.getMessage()).contains("POST /api/v1/governance/domain/tree-view", "depth");

        api.enqueueData("{\"data\":[" + nestedNode(400) + "],\"has_user_filter\":false}");
        assertThat(client.domains().treeView(false).roots()).hasSize(1);
    }

    private static String nestedNode(int depth) {
        return "{\"id\":\"n\",\"children\":[".repeat(depth) + "]}".repeat(depth);
    }

    @Test
    void theRawResponseStillCarriesStatusHeadersAndEnvelope() {
        api.enqueue(new mockwebserver3.MockResponse.Builder()
                .code(201)
                .setHeader("X-Correlation-Id", "corr-h")
                .setHeader("X-Extra", "yes")
                .body(MockApi.envelope(DOMAIN))
                .build());
        DgqResponse<Domain> response =
                client.withRawResponse().domains().get("d-1", io.dgq.sdk.core.RequestOptions.none());
        assertThat(response.statusCode()).isEqualTo(201);
        assertThat(response.header("X-Extra")).isEqualTo("yes");
        assertThat(response.headers()).containsKey("x-correlation-id");
        assertThat(response.message()).isEqualTo("OK");
        assertThat(response.correlationId()).isEqualTo("corr-123");
        assertThat(response.timestamp()).isEqualTo(OffsetDateTime.parse("2026-11-22T10:15:30.123+00:00"));
        assertThat(response.data().name()).isEqualTo("Customer");
    }
}
