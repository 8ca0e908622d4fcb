package io.dgq.examples;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.applications.Application;
import io.dgq.sdk.applications.ApplicationCreateRequest;
import io.dgq.sdk.applications.ApplicationUpdateRequest;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.domains.DomainTreeNode;
import io.dgq.sdk.glossaries.Glossary;
import io.dgq.sdk.glossaries.GlossaryCreateRequest;
import io.dgq.sdk.glossaries.GlossaryTreeNode;
import io.dgq.sdk.model.NamedReference;
import io.dgq.sdk.model.Status;
import io.dgq.sdk.paging.FilterOperator;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.SortDirection;
import io.dgq.sdk.tags.Tag;
import io.dgq.sdk.tags.TagCreateRequest;
import io.dgq.sdk.tags.TagTreeNode;
import io.dgq.sdk.terms.Term;
import io.dgq.sdk.terms.TermColumn;
import io.dgq.sdk.terms.TermCreateRequest;
import io.dgq.sdk.terms.TermListItem;
import io.dgq.sdk.terms.TermUpdateRequest;
import java.io.PrintStream;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A tour of the governance resources: a glossary with a category and terms with synonyms, a domain with a
 * sub-domain, tags, and an application tagged with them; then an update, the tree views and an export. It deletes
 * what it created at the end.
 */
public final class GovernanceTour {

    private GovernanceTour() {}

    public static void main(String[] args) {
        try (ExampleWorkspace workspace = ExampleWorkspace.open();
                DgqClient client = workspace.client()) {
            System.out.println("GovernanceTour on " + workspace.describe());
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
        // 1. A glossary, a category inside it (a glossary whose parent is the glossary), and two terms.
        Glossary glossary = client.glossaries()
                .create(GlossaryCreateRequest.builder()
                        .name("Example Commerce Glossary")
                        .description("The words of the online shop")
                        .build());
        Glossary category = client.glossaries()
                .create(GlossaryCreateRequest.builder()
                        .name("Example Order Metrics")
                        .parentId(glossary.id())
                        .build());
        Term clv = client.terms()
                .create(TermCreateRequest.builder()
                        .name("Customer Lifetime Value")
                        .description("Revenue expected from a customer over the whole relationship")
                        .glossaryId(glossary.id())
                        .glossaryCategoryId(category.id())
                        .synonyms(List.of("CLV", "LTV"))
                        .status(Status.PENDING)
                        .build());
        Term aov = client.terms()
                .create(TermCreateRequest.builder()
                        .name("Average Order Value")
                        .description("Revenue divided by the number of orders")
                        .glossaryId(glossary.id())
                        .glossaryCategoryId(category.id())
                        .synonyms(List.of("AOV"))
                        .status(Status.PENDING)
                        .build());
        out.println("Glossary '" + glossary.name() + "' > category '" + category.name() + "' with terms:");
        for (Term term : List.of(clv, aov)) {
            out.println("  " + term.name() + " (synonyms " + String.join(", ", term.synonyms()) + ", status "
                    + term.status() + ")");
        }

        // 2. A domain with a sub-domain.
        Domain commerce = client.domains()
                .create(DomainCreateRequest.builder()
                        .name("Example Commerce")
                        .description("Everything sold online")
                        .status(Status.VERIFIED)
                        .build());
        Domain checkout = client.domains()
                .create(DomainCreateRequest.builder()
                        .name("Example Checkout")
                        .parentId(commerce.id())
                        .status(Status.PENDING)
                        .build());
        out.println("Domain '" + commerce.name() + "' with sub-domain '" + checkout.name() + "'");

        // 3. Tags, one nested in the other, and an application that carries them.
        Tag customerData = client.tags()
                .create(TagCreateRequest.builder()
                        .name("Example Customer Data")
                        .description("Data about customers")
                        .build());
        Tag contact = client.tags()
                .create(TagCreateRequest.builder()
                        .name("Example Contact Details")
                        .parentId(customerData.id())
                        .isMaskedData(true)
                        .build());
        Application storefront = client.applications()
                .create(ApplicationCreateRequest.builder()
                        .name("Example Storefront")
                        .description("The web shop")
                        .ownerTeam("Web Team")
                        .tags(List.of(reference(customerData), reference(contact)))
                        .build());
        out.println("Application '" + storefront.name() + "' tagged "
                + storefront.tags().stream().map(NamedReference::name).collect(Collectors.joining(", ")));

        // 4. Updates send only the fields they set.
        client.terms()
                .update(
                        clv.id(),
                        TermUpdateRequest.builder()
                                .status(Status.VERIFIED)
                                .synonyms(List.of("CLV", "LTV", "Customer Value"))
                                .build());
        client.applications()
                .update(
                        storefront.id(),
                        ApplicationUpdateRequest.builder()
                                .description("The web shop and its mobile app")
                                .build());
        Term updated = client.terms().get(clv.id());
        out.println("Updated: '" + updated.name() + "' is " + updated.status() + ", synonyms "
                + String.join(", ", updated.synonyms()) + "; storefront: "
                + client.applications().get(storefront.id()).description());

        // 5. Tree views: whole hierarchies in one call. Print only the branches this tour created.
        out.println("Domain tree:");
        client.domains().treeView(false).roots().stream()
                .filter(node -> node.id().equals(commerce.id()))
                .forEach(node -> printDomain(node, "  ", out));
        out.println("Glossary tree:");
        client.glossaries().treeView(false).roots().stream()
                .filter(node -> node.id().equals(glossary.id()))
                .forEach(node -> printGlossary(node, "  ", out));
        out.println("Tag tree:");
        client.tags().treeView(false).roots().stream()
                .filter(node -> node.id().equals(customerData.id()))
                .forEach(node -> printTag(node, "  ", out));

        // 6. Export: every match of a list request in one unpaged answer.
        List<TermListItem> exported = client.terms()
                .export(ListRequest.builder()
                        .filter(TermColumn.GLOSSARY_ID, FilterOperator.EQ, glossary.id())
                        .sort(TermColumn.NAME, SortDirection.ASC)
                        .build());
        out.println("Exported " + exported.size() + " terms of the glossary: "
                + exported.stream().map(TermListItem::name).collect(Collectors.joining(", ")));

        // 7. Clean up, children first.
        client.applications().delete(storefront.id());
        client.tags().delete(contact.id());
        client.tags().delete(customerData.id());
        client.domains().delete(checkout.id());
        client.domains().delete(commerce.id());
        client.terms().delete(aov.id());
        client.terms().delete(clv.id());
        client.glossaries().delete(category.id());
        client.glossaries().delete(glossary.id());
        out.println("Deleted the records of the tour.");
    }

    private static NamedReference reference(Tag tag) {
        return NamedReference.builder()
                .id(tag.id())
                .name(tag.name())
                .label(tag.name())
                .build();
    }

    private static void printDomain(DomainTreeNode node, String indent, PrintStream out) {
        out.println(indent + node.name() + " (" + node.status() + ")");
        node.children().forEach(child -> printDomain(child, indent + "  ", out));
    }

    private static void printGlossary(GlossaryTreeNode node, String indent, PrintStream out) {
        out.println(indent + node.name() + " [" + node.nodeType() + "]");
        node.children().forEach(child -> printGlossary(child, indent + "  ", out));
    }

    private static void printTag(TagTreeNode node, String indent, PrintStream out) {
        out.println(indent + node.name());
        node.children().forEach(child -> printTag(child, indent + "  ", out));
    }
}
