package io.dgq.sdk.documents;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.dgq.sdk.paging.FilterOperator;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import io.dgq.sdk.paging.SortDirection;
import io.dgq.sdk.testing.MockApi;
import io.dgq.sdk.testing.MockApiTest;
import io.dgq.sdk.testing.TestJson;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;

class DocumentsClientTest extends MockApiTest {

    /** Emoji (a surrogate pair and a ZWJ sequence), a right-to-left override and a NUL character. */
    private static final String TRICKY = "Hi 👋🏽 👩‍💻 \u202Egnp.exe\u202C end\u0000tail";

    private static final String TRICKY_JSON = "Hi 👋🏽 👩‍💻 \u202Egnp.exe\u202C end\\u0000tail";

    static final String BLOCK_JSON = "{\"id\":\"b-1\",\"type\":\"paragraph\",\"content\":\"" + TRICKY_JSON + "\","
            + "\"position\":0,\"textColor\":\"#1a1a1a\",\"backgroundColor\":null,\"indent\":2}";

    static final String DOCUMENT_JSON = "{\"id\":\"9b2d4c6e-1f3a-4e5b-8c7d-0a1b2c3d4e5f\",\"category\":\"domain\","
            + "\"object_id\":\"d-1\",\"object_qualified_name\":null,\"name\":\"Onboarding\",\"content\":["
            + BLOCK_JSON + ",{\"id\":\"b-2\",\"type\":\"heading\",\"content\":\"Owners\",\"position\":1}],"
            + "\"created_at\":\"2026-11-01T08:30:00Z\",\"created_by\":\"user-1\",\"version\":3}";

    @Test
    void createsADocumentWithContentBlocksSentExactly() {
        api.enqueueData(DOCUMENT_JSON);
        Document created = client.documents()
                .create(DocumentCreateRequest.builder()
                        .category("domain")
                        .objectId("d-1")
                        .objectQualifiedName(null)
                        .name("Onboarding")
                        .content(List.of(
                                ContentBlock.builder()
                                        .id("b-1")
                                        .type("paragraph")
                                        .content(TRICKY)
                                        .position(0L)
                                        .textColor("#1a1a1a")
                                        .build(),
                                ContentBlock.builder()
                                        .type("heading")
                                        .content("Owners")
                                        .position(1L)
                                        .backgroundColor("#ffffff")
                                        .build()))
                        .build());
        RecordedRequest request = api.takeSent("POST", "/api/v1/core/document");
        assertSameJson(
                MockApi.body(request),
                "{\"category\":\"domain\",\"object_id\":\"d-1\","
                        + "\"object_qualified_name\":null,\"name\":\"Onboarding\",\"content\":[{\"id\":\"b-1\","
                        + "\"type\":\"paragraph\",\"content\":\"" + TRICKY_JSON + "\",\"position\":0,"
                        + "\"textColor\":\"#1a1a1a\"},{\"type\":\"heading\",\"content\":\"Owners\",\"position\":1,"
                        + "\"backgroundColor\":\"#ffffff\"}]}");
        assertThat(created.content().get(0).content()).isEqualTo(TRICKY);
    }

    @Test
    void getsADocumentWithEveryField() {
        api.enqueueData(DOCUMENT_JSON);
        Document document = client.documents().get("9b2d4c6e-1f3a-4e5b-8c7d-0a1b2c3d4e5f");
        RecordedRequest request = api.takeSent("GET", "/api/v1/core/document/9b2d4c6e-1f3a-4e5b-8c7d-0a1b2c3d4e5f");
        assertThat(request.getBodySize()).isZero();

        assertThat(document.id()).isEqualTo("9b2d4c6e-1f3a-4e5b-8c7d-0a1b2c3d4e5f");
        assertThat(document.category()).isEqualTo("domain");
        assertThat(document.objectId()).isEqualTo("d-1");
        assertThat(document.objectQualifiedName()).isNull();
        assertThat(document.name()).isEqualTo("Onboarding");
        assertThat(document.createdAt()).isEqualTo(OffsetDateTime.of(2026, 11, 1, 8, 30, 0, 0, ZoneOffset.UTC));
        assertThat(document.createdBy()).isEqualTo("user-1");
        assertThat(document.additionalProperties()).containsOnlyKeys("version");
        assertThat(document.content()).hasSize(2);
        ContentBlock block = document.content().get(0);
        assertThat(block.id()).isEqualTo("b-1");
        assertThat(block.type()).isEqualTo("paragraph");
        assertThat(block.content()).isEqualTo(TRICKY).contains("\u0000", "\u202E", "👋🏽");
        assertThat(block.position()).isZero();
        assertThat(block.textColor()).isEqualTo("#1a1a1a");
        assertThat(block.backgroundColor()).isNull();
        assertThat(block.additionalProperty("indent").asLong()).isEqualTo(2);
        assertThat(document.content().get(1).textColor()).isNull();
        assertThat(block.toString()).doesNotContain("gnp");
    }

    @Test
    void sendsADecodedBlockBackAsItCame() {
        api.enqueueData(DOCUMENT_JSON);
        Document document = client.documents().get("d");
        api.take();

        api.enqueueData("{}");
        client.documents()
                .update(
                        "9b2d4c6e-1f3a-4e5b-8c7d-0a1b2c3d4e5f",
                        DocumentUpdateRequest.builder()
                                .content(document.content().subList(0, 1))
                                .build());
        RecordedRequest request = api.takeSent("PUT", "/api/v1/core/document/9b2d4c6e-1f3a-4e5b-8c7d-0a1b2c3d4e5f");
        assertSameJson(
                MockApi.body(request), "{\"content\":[" + BLOCK_JSON.replace(",\"backgroundColor\":null", "") + "]}");
    }

    @Test
    void listsDocuments() {
        api.enqueueData("{\"data\":[" + DOCUMENT_JSON + "],\"total_count\":4}");
        ListRequest request = ListRequest.builder()
                .search("onboard")
                .filter(DocumentColumn.CATEGORY, FilterOperator.IN, List.of("domain", "term"))
                .build();
        Page<Document> page = client.documents().list(request);
        api.takeSent(
                "POST",
                "/api/v1/core/document/list",
                "{\"pagination\":{\"page\":1,\"pageSize\":50},\"sorting\":[],"
                        + "\"filters\":[{\"column\":\"category\",\"operator\":\"in\",\"value\":[\"domain\",\"term\"]}],"
                        + "\"search\":\"onboard\",\"export\":false}");
        assertThat(page.totalCount()).isEqualTo(4);
        assertThat(page.metrics()).isEmpty();
        assertThat(page.items()).singleElement().extracting(Document::name).isEqualTo("Onboarding");
    }

    @Test
    void listsTheLatestDocuments() {
        api.enqueueData("{\"data\":[" + DOCUMENT_JSON + "],\"total_count\":1}");
        Page<Document> page = client.documents()
                .latest(ListRequest.builder()
                        .pageSize(5)
                        .sort(DocumentColumn.CREATED_AT, SortDirection.DESC)
                        .build());
        api.takeSent(
                "POST",
                "/api/v1/core/document/latest",
                "{\"pagination\":{\"page\":1,\"pageSize\":5},"
                        + "\"sorting\":[{\"column\":\"created_at\",\"direction\":\"desc\"}],\"filters\":[],"
                        + "\"search\":\"\",\"export\":false}");
        assertThat(page.items())
                .singleElement()
                .satisfies(d -> assertThat(d.content()).hasSize(2));
        assertThat(page.hasNextPage()).isFalse();
    }

    @Test
    void listsTheDocumentsOfAnObjectPageAfterPage() {
        api.enqueueData("{\"data\":[" + DOCUMENT_JSON + "],\"total_count\":2}");
        api.enqueueData("{\"data\":[" + DOCUMENT_JSON.replace("b-1", "b-9") + "],\"total_count\":2}");
        Page<Document> first = client.documents()
                .byObject("domain", "d/1 x", ListRequest.builder().pageSize(1).build());
        api.takeSent(
                "POST",
                "/api/v1/core/document/domain/d%2F1%20x",
                "{\"pagination\":{\"page\":1,\"pageSize\":1},\"sorting\":[],"
                        + "\"filters\":[],\"search\":\"\",\"export\":false}");
        assertThat(first.totalCount()).isEqualTo(2);

        Page<Document> second = first.nextPage();
        RecordedRequest next = api.take();
        assertThat(next.getUrl().encodedPath()).isEqualTo("/api/v1/core/document/domain/d%2F1%20x");
        assertThat(MockApi.body(next)).startsWith("{\"pagination\":{\"page\":2,\"pageSize\":1}");
        assertThat(second.items().get(0).content().get(0).id()).isEqualTo("b-9");
    }

    @Test
    void streamsTheDocumentsOfAnObject() {
        api.enqueueData("{\"data\":[" + DOCUMENT_JSON + "],\"total_count\":2}");
        api.enqueueData("{\"data\":[" + DOCUMENT_JSON.replace("Onboarding", "Runbook") + "],\"total_count\":2}");
        List<String> names = client.documents()
                .byObjectAll("term", "t-1", ListRequest.builder().pageSize(1).build())
                .map(Document::name)
                .collect(Collectors.toList());
        assertThat(names).containsExactly("Onboarding", "Runbook");
        assertThat(api.take().getUrl().encodedPath()).isEqualTo("/api/v1/core/document/term/t-1");
        assertThat(api.take().getUrl().encodedPath()).isEqualTo("/api/v1/core/document/term/t-1");
    }

    @Test
    void refusesMissingArgumentsBeforeAnyRequest() {
        ListRequest first = ListRequest.firstPage();
        assertThatThrownBy(() -> client.documents().byObject(" ", "d-1", first))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'category' must not be blank");
        assertThatThrownBy(() -> client.documents().byObjectAll("domain", null, first))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'objectId' must not be null");
        assertThatThrownBy(() -> client.documents().get(""))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'documentId' must not be blank");
        assertThatThrownBy(() -> client.documents().latest(null)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> DocumentCreateRequest.builder()
                        .name("n")
                        .category("domain")
                        .build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("'object_id' is required");
        assertThatThrownBy(() -> DocumentUpdateRequest.builder()
                        .content(Arrays.asList(ContentBlock.builder().build(), null)))
                .isInstanceOf(NullPointerException.class)
                .hasMessageContaining("content[1]");
        assertThat(api.requestCount()).isZero();
    }

    /**
     * Compares JSON texts as trees, so that the same string counts as equal whichever valid escapes carry it (the
     * mapper writes characters outside the Basic Multilingual Plane as escaped surrogate pairs).
     */
    private static void assertSameJson(String actual, String expected) {
        try {
            assertThat(TestJson.MAPPER.readTree(actual)).isEqualTo(TestJson.MAPPER.readTree(expected));
        } catch (JsonProcessingException e) {
            throw new AssertionError(e);
        }
    }
}
