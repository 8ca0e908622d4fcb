package io.dgq.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.fields.FieldGroup;
import io.dgq.sdk.fields.FieldTab;
import io.dgq.sdk.fields.TabsAndGroups;
import io.dgq.sdk.paging.ListRequest;
import java.io.PrintStream;
import org.junit.jupiter.api.Test;

class CustomFieldsTest extends ExampleTest {

    @Override
    void runExample(DgqClient exampleClient, PrintStream out) {
        CustomFields.run(exampleClient, out);
    }

    @Test
    void printsTheDemoTabsAndGroupsThenTheNewOnes() {
        assertThat(text)
                .startsWith("Tabs: General, Compliance; groups: Ownership, Classification\n"
                        + "Created tab 'Example Stewardship' (icon users) and group 'Example Contacts'\n");
    }

    @Test
    void listsTheFieldsOfTheTabInDisplayOrderWithTheUpdatedDescription() {
        assertThat(text)
                .contains("Fields of the tab:\n"
                        + "  1. Steward email (text)\n"
                        + "  2. Review cadence (dropdown: How often the stewards review the domain)\n");
        assertThat(text).contains("Tabs of the domain level: General, Example Stewardship");
    }

    @Test
    void readsBackTheValuesSetOnTheDomain() {
        assertThat(text)
                .contains("Values on domain 'Example Payments':\n"
                        + "  Steward email = ana.silva@example.com\n"
                        + "  Review cadence = monthly\n");
    }

    @Test
    void deletesTheTabTheGroupTheFieldsAndTheDomain() {
        assertThat(text).endsWith("Deleted the tab, the group, the fields and the domain.\n");
        TabsAndGroups now = client.fields().tabsAndGroups();
        assertThat(now.tabs()).extracting(FieldTab::name).containsExactly("General", "Compliance");
        assertThat(now.groups()).extracting(FieldGroup::name).containsExactly("Ownership", "Classification");
        assertThat(client.fields()
                        .list(ListRequest.builder().search("Steward email").build())
                        .totalCount())
                .isZero();
        assertThat(client.domains()
                        .list(ListRequest.builder().search("Example Payments").build())
                        .totalCount())
                .isZero();
    }
}
