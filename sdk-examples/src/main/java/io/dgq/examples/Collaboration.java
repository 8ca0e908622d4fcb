package io.dgq.examples;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.conversations.Conversation;
import io.dgq.sdk.conversations.ConversationColumn;
import io.dgq.sdk.conversations.ConversationCreateRequest;
import io.dgq.sdk.conversations.ConversationUpdateRequest;
import io.dgq.sdk.documents.ContentBlock;
import io.dgq.sdk.documents.Document;
import io.dgq.sdk.documents.DocumentColumn;
import io.dgq.sdk.documents.DocumentCreateRequest;
import io.dgq.sdk.documents.DocumentUpdateRequest;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.SortDirection;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Collaboration around a record: documents made of content blocks, the latest documents of the workspace, and a
 * conversation thread. Documents and conversations attach to any object by a category ({@code "domain"},
 * {@code "term"}, {@code "asset"}, ...) and the object's id. The example works on a domain it creates, and deletes
 * everything at the end.
 */
public final class Collaboration {

    private Collaboration() {}

    public static void main(String[] args) {
        try (ExampleWorkspace workspace = ExampleWorkspace.open();
                DgqClient client = workspace.client()) {
            System.out.println("Collaboration on " + workspace.describe());
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
        Domain loyalty = client.domains()
                .create(DomainCreateRequest.builder()
                        .name("Example Loyalty")
                        .description("Points, tiers and rewards")
                        .build());

        // 1. Documents attached to the domain, each an ordered list of content blocks.
        Document overview = client.documents()
                .create(DocumentCreateRequest.builder()
                        .category("domain")
                        .objectId(loyalty.id())
                        .objectQualifiedName("example.loyalty")
                        .name("Loyalty overview")
                        .content(List.of(
                                block("heading", "Loyalty programme", 0),
                                block("paragraph", "Members earn 1 point per euro and change tier every January.", 1)))
                        .build());
        Document faq = client.documents()
                .create(DocumentCreateRequest.builder()
                        .category("domain")
                        .objectId(loyalty.id())
                        .name("Loyalty FAQ")
                        .content(List.of(block("list", "Do points expire? After 24 months.", 0)))
                        .build());

        // An update replaces the blocks: here, the same ones plus a highlighted note.
        List<ContentBlock> blocks = new ArrayList<>(overview.content());
        blocks.add(ContentBlock.builder()
                .type("callout")
                .content("Tier rules change on 1 July.")
                .position(2L)
                .textColor("#7c2d12")
                .backgroundColor("#ffedd5")
                .build());
        client.documents()
                .update(
                        overview.id(),
                        DocumentUpdateRequest.builder()
                                .name("Loyalty programme overview")
                                .content(blocks)
                                .build());

        out.println("Documents of domain '" + loyalty.name() + "':");
        for (Document document : client.documents()
                .byObject(
                        "domain",
                        loyalty.id(),
                        ListRequest.builder()
                                .sort(DocumentColumn.NAME, SortDirection.ASC)
                                .build())
                .items()) {
            out.println("  " + document.name());
            document.content().stream()
                    .sorted(Comparator.comparing(ContentBlock::position))
                    .forEach(block -> out.println("    [" + block.type() + "] " + block.content()));
        }

        // 2. The latest documents of the whole workspace, newest first.
        out.println("Latest documents:");
        for (Document document : client.documents()
                .latest(ListRequest.builder().pageSize(3).build())
                .items()) {
            out.println("  " + document.name() + " (on " + document.category() + " " + document.objectId() + ")");
        }

        // 3. A conversation thread: a first message, and answers that name it as their parent.
        Conversation question = client.conversations()
                .create(ConversationCreateRequest.builder()
                        .category("domain")
                        .objectId(loyalty.id())
                        .title("Who approves tier changes?")
                        .comment("The tier rules change in July: who signs them off?")
                        .build());
        Conversation answer = client.conversations()
                .create(ConversationCreateRequest.builder()
                        .category("domain")
                        .objectId(loyalty.id())
                        .parentId(question.id())
                        .comment("The loyalty product owner.")
                        .build());
        Conversation followUp = client.conversations()
                .create(ConversationCreateRequest.builder()
                        .category("domain")
                        .objectId(loyalty.id())
                        .parentId(question.id())
                        .comment("And finance reviews the cost of points.")
                        .build());
        client.conversations()
                .update(
                        answer.id(),
                        ConversationUpdateRequest.builder()
                                .comment("The loyalty product owner, after legal review.")
                                .build());

        out.println("Conversations on domain '" + loyalty.name() + "':");
        client.conversations()
                .byObjectAll(
                        "domain",
                        loyalty.id(),
                        ListRequest.builder()
                                .sort(ConversationColumn.CREATED_AT, SortDirection.ASC)
                                .build())
                .forEach(message -> out.println(
                        message.parentId() == null
                                ? "  " + message.title() + ": " + message.comment()
                                : "    reply: " + message.comment()));

        // 4. Clean up: answers before the question, documents, then the domain.
        client.conversations().delete(followUp.id());
        client.conversations().delete(answer.id());
        client.conversations().delete(question.id());
        client.documents().delete(faq.id());
        client.documents().delete(overview.id());
        client.domains().delete(loyalty.id());
        out.println("Deleted the documents, the conversation and the domain.");
    }

    private static ContentBlock block(String type, String content, long position) {
        return ContentBlock.builder()
                .type(type)
                .content(content)
                .position(position)
                .build();
    }
}
