package io.dgq.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.paging.ListRequest;
import java.io.PrintStream;
import org.junit.jupiter.api.Test;

class GovernanceTourTest extends ExampleTest {

    @Override
    void runExample(DgqClient exampleClient, PrintStream out) {
        GovernanceTour.run(exampleClient, out);
    }

    @Test
    void createsAGlossaryWithACategoryAndTermsWithSynonyms() {
        assertThat(text)
                .contains(
                        "Glossary 'Example Commerce Glossary' > category 'Example Order Metrics' with terms:",
                        "  Customer Lifetime Value (synonyms CLV, LTV, status PENDING)",
                        "  Average Order Value (synonyms AOV, status PENDING)");
    }

    @Test
    void createsADomainTreeTagsAndATaggedApplication() {
        assertThat(text)
                .contains(
                        "Domain 'Example Commerce' with sub-domain 'Example Checkout'",
                        "Application 'Example Storefront' tagged Example Customer Data, Example Contact Details");
    }

    @Test
    void printsTheUpdatesReadBack() {
        assertThat(text)
                .contains("Updated: 'Customer Lifetime Value' is VERIFIED, synonyms CLV, LTV, Customer Value;"
                        + " storefront: The web shop and its mobile app");
    }

    @Test
    void printsTheTreeViewsWithTheNewBranches() {
        assertThat(text).contains("Domain tree:\n  Example Commerce (VERIFIED)\n    Example Checkout (PENDING)\n");
        assertThat(text)
                .contains("Glossary tree:\n"
                        + "  Example Commerce Glossary [glossary]\n"
                        + "    Example Order Metrics [category]\n"
                        + "      Customer Lifetime Value [term]\n"
                        + "      Average Order Value [term]\n");
        assertThat(text).contains("Tag tree:\n  Example Customer Data\n    Example Contact Details\n");
    }

    @Test
    void exportsTheTermsOfTheGlossaryByName() {
        assertThat(text).contains("Exported 2 terms of the glossary: Average Order Value, Customer Lifetime Value");
    }

    @Test
    void deletesEverythingItCreated() {
        ListRequest examples = ListRequest.builder().search("Example").build();
        assertThat(client.glossaries().list(examples).totalCount()).isZero();
        assertThat(client.terms().list(examples).totalCount()).isZero();
        assertThat(client.domains().list(examples).totalCount()).isZero();
        assertThat(client.tags().list(examples).totalCount()).isZero();
        assertThat(client.applications().list(examples).totalCount()).isZero();
        assertThat(text).endsWith("Deleted the records of the tour.\n");
    }
}
