package io.dgq.sdk.conversations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.paging.FilterOperator;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import io.dgq.sdk.paging.SortDirection;
import io.dgq.sdk.testing.MockApi;
import io.dgq.sdk.testing.MockApiTest;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.stream.Collectors;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;

class ConversationsClientTest extends MockApiTest {

    static final String CONVERSATION_JSON = "{\"id\":\"c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f\",\"category\":\"domain\","
            + "\"object_id\":\"d-1\",\"parent_id\":null,\"title\":\"Who owns this?\","
            + "\"comment\":\"The owner team looks outdated.\",\"created_at\":\"2026-11-01T08:30:00Z\","
            + "\"created_by\":\"user-1\",\"modified_at\":\"2026-11-02T09:00:00.125+00:00\",\"reactions\":[]}";

    private static final String ANSWER_JSON = "{\"id\":\"c-2\",\"category\":\"domain\",\"object_id\":\"d-1\","
            + "\"parent_id\":\"c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f\",\"title\":null,\"comment\":\"Data Office.\","
            + "\"created_at\":\"2026-11-03T10:00:00Z\",\"created_by\":\"user-2\",\"modified_at\":null}";

    @Test
    void startsAThreadAndAnswersIt() {
        api.enqueueData(CONVERSATION_JSON);
        api.enqueueData(ANSWER_JSON);
        Conversation thread = client.conversations()
                .create(ConversationCreateRequest.builder()
                        .category("domain")
                        .objectId("d-1")
                        .parentId(null)
                        .title("Who owns this?")
                        .comment("The owner team looks outdated.")
                        .build());
        Conversation answer = client.conversations()
                .create(ConversationCreateRequest.builder()
                        .category("domain")
                        .objectId("d-1")
                        .parentId(thread.id())
                        .comment("Data Office.")
                        .build());

        api.takeSent(
                "POST",
                "/api/v1/core/conversation",
                "{\"category\":\"domain\",\"object_id\":\"d-1\",\"parent_id\":null,"
                        + "\"title\":\"Who owns this?\",\"comment\":\"The owner team looks outdated.\"}");
        assertThat(MockApi.body(api.take()))
                .isEqualTo("{\"category\":\"domain\",\"object_id\":\"d-1\","
                        + "\"parent_id\":\"c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f\",\"comment\":\"Data Office.\"}");
        assertThat(answer.parentId()).isEqualTo(thread.id());
        assertThat(answer.title()).isNull();
        assertThat(answer.modifiedAt()).isNull();
    }

    @Test
    void getsAConversationWithEveryField() {
        api.enqueueData(CONVERSATION_JSON);
        Conversation conversation = client.conversations().get("c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f");
        RecordedRequest request = api.takeSent("GET", "/api/v1/core/conversation/c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f");
        assertThat(request.getBodySize()).isZero();

        assertThat(conversation.id()).isEqualTo("c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f");
        assertThat(conversation.category()).isEqualTo("domain");
        assertThat(conversation.objectId()).isEqualTo("d-1");
        assertThat(conversation.parentId()).isNull();
        assertThat(conversation.title()).isEqualTo("Who owns this?");
        assertThat(conversation.comment()).isEqualTo("The owner team looks outdated.");
        assertThat(conversation.createdAt()).isEqualTo(OffsetDateTime.of(2026, 11, 1, 8, 30, 0, 0, ZoneOffset.UTC));
        assertThat(conversation.createdBy()).isEqualTo("user-1");
        assertThat(conversation.modifiedAt())
                .isEqualTo(OffsetDateTime.of(2026, 11, 2, 9, 0, 0, 125_000_000, ZoneOffset.UTC));
        assertThat(conversation.additionalProperties()).containsOnlyKeys("reactions");
    }

    @Test
    void listsTheConversationsOfAnObject() {
        api.enqueueData("{\"data\":[" + CONVERSATION_JSON + "," + ANSWER_JSON + "],\"total_count\":2}");
        ListRequest request = ListRequest.builder()
                .sort(ConversationColumn.CREATED_AT, SortDirection.ASC)
                .filter(ConversationColumn.PARENT_ID, FilterOperator.EQ, null)
                .build();
        Page<Conversation> page = client.conversations().byObject("domain", "d-1", request);
        api.takeSent(
                "POST",
                "/api/v1/core/conversation/domain/d-1",
                "{\"pagination\":{\"page\":1,\"pageSize\":50},"
                        + "\"sorting\":[{\"column\":\"created_at\",\"direction\":\"asc\"}],"
                        + "\"filters\":[{\"column\":\"parent_id\",\"operator\":\"eq\",\"value\":null}],"
                        + "\"search\":\"\",\"export\":false}");
        assertThat(page.totalCount()).isEqualTo(2);
        assertThat(page.items())
                .extracting(Conversation::id)
                .containsExactly("c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f", "c-2");
    }

    @Test
    void streamsTheConversationsOfAnObject() {
        api.enqueueData("{\"data\":[" + CONVERSATION_JSON + "],\"total_count\":2}");
        api.enqueueData("{\"data\":[" + ANSWER_JSON + "],\"total_count\":2}");
        List<String> comments = client.conversations()
                .byObjectAll("term", "t 1", ListRequest.builder().pageSize(1).build())
                .map(Conversation::comment)
                .collect(Collectors.toList());
        assertThat(comments).containsExactly("The owner team looks outdated.", "Data Office.");
        assertThat(api.take().getUrl().encodedPath()).isEqualTo("/api/v1/core/conversation/term/t%201");
        RecordedRequest second = api.take();
        assertThat(second.getUrl().encodedPath()).isEqualTo("/api/v1/core/conversation/term/t%201");
        assertThat(MockApi.body(second)).startsWith("{\"pagination\":{\"page\":2,\"pageSize\":1}");
    }

    @Test
    void refusesMissingArgumentsBeforeAnyRequest() {
        assertThatThrownBy(() -> client.conversations().byObject(null, "d-1", ListRequest.firstPage()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'category' must not be null");
        assertThatThrownBy(() -> client.conversations().byObjectAll("domain", " ", ListRequest.firstPage()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'objectId' must not be blank");
        assertThatThrownBy(() -> client.conversations().delete(" "))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'conversationId' must not be blank");
        assertThatThrownBy(() -> ConversationCreateRequest.builder()
                        .category("domain")
                        .comment("c")
                        .build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("'object_id' is required");
        assertThatThrownBy(() -> ConversationUpdateRequest.builder().build()).isInstanceOf(IllegalStateException.class);
        assertThat(api.requestCount()).isZero();
    }
}
