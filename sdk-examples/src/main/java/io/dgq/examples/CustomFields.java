package io.dgq.examples;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.fields.Field;
import io.dgq.sdk.fields.FieldColumn;
import io.dgq.sdk.fields.FieldCreateRequest;
import io.dgq.sdk.fields.FieldGroup;
import io.dgq.sdk.fields.FieldGroupRequest;
import io.dgq.sdk.fields.FieldPropertiesRequest;
import io.dgq.sdk.fields.FieldPropertyUpdateRequest;
import io.dgq.sdk.fields.FieldTab;
import io.dgq.sdk.fields.FieldTabRequest;
import io.dgq.sdk.fields.FieldUpdateRequest;
import io.dgq.sdk.fields.FieldWithValue;
import io.dgq.sdk.fields.TabsAndGroups;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.paging.FilterOperator;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.SortDirection;
import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Custom fields: the workspace's own attributes on governance records. Fields live in tabs and groups and apply at
 * a level (domain, term, asset, ...); a field property is a field's value on one record. The example adds a tab, a
 * group and two fields for domains, sets their values on a new domain, reads them back, and deletes it all.
 */
public final class CustomFields {

    private CustomFields() {}

    public static void main(String[] args) {
        try (ExampleWorkspace workspace = ExampleWorkspace.open();
                DgqClient client = workspace.client()) {
            System.out.println("CustomFields on " + workspace.describe());
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
        // 1. What the workspace has.
        TabsAndGroups existing = client.fields().tabsAndGroups();
        out.println(
                "Tabs: " + existing.tabs().stream().map(FieldTab::name).collect(Collectors.joining(", ")) + "; groups: "
                        + existing.groups().stream().map(FieldGroup::name).collect(Collectors.joining(", ")));

        // 2. A tab and a group. Without an id, update-tab and update-group create; with one, they update.
        FieldTab tab = client.fields()
                .updateTab(FieldTabRequest.builder().name("Example Stewardship").build());
        tab = client.fields().updateTabIcon(tab.id(), "users");
        FieldGroup group = client.fields()
                .updateGroup(
                        FieldGroupRequest.builder().name("Example Contacts").build());
        out.println("Created tab '" + tab.name() + "' (icon " + tab.icon() + ") and group '" + group.name() + "'");

        // 3. Two fields of domains in them: a text field and a dropdown with its options.
        Field steward = client.fields()
                .create(FieldCreateRequest.builder()
                        .name("Steward email")
                        .dataType("text")
                        .level("domain")
                        .fieldTabId(tab.id())
                        .fieldGroupId(group.id())
                        .displayOrder(1L)
                        .build());
        Field cadence = client.fields()
                .create(FieldCreateRequest.builder()
                        .name("Review cadence")
                        .dataType("dropdown")
                        .level("domain")
                        .fieldTabId(tab.id())
                        .fieldGroupId(group.id())
                        .displayOrder(2L)
                        .options(List.of(option("Monthly", "monthly"), option("Quarterly", "quarterly")))
                        .build());
        client.fields()
                .update(
                        cadence.id(),
                        FieldUpdateRequest.builder()
                                .description("How often the stewards review the domain")
                                .build());
        out.println("Fields of the tab:");
        client.fields()
                .listAll(ListRequest.builder()
                        .filter(FieldColumn.FIELD_TAB_ID, FilterOperator.EQ, tab.id())
                        .sort(FieldColumn.DISPLAY_ORDER, SortDirection.ASC)
                        .build())
                .forEach(field -> out.println("  " + field.displayOrder() + ". " + field.name() + " ("
                        + field.dataType() + (field.description() == null ? "" : ": " + field.description())
                        + ")"));
        out.println("Tabs of the domain level: "
                + client.fields().tabsByLevel("domain").tabs().stream()
                        .map(FieldTab::name)
                        .collect(Collectors.joining(", ")));

        // 4. Their values on one domain: a field property per field and record.
        Domain payments = client.domains()
                .create(DomainCreateRequest.builder().name("Example Payments").build());
        client.fields()
                .updateFieldProperty(FieldPropertyUpdateRequest.builder()
                        .fieldId(steward.id())
                        .entityId(payments.id())
                        .level("domain")
                        .value("ana.silva@example.com")
                        .build());
        client.fields()
                .updateFieldProperty(FieldPropertyUpdateRequest.builder()
                        .fieldId(cadence.id())
                        .entityId(payments.id())
                        .level("domain")
                        .value("monthly")
                        .build());
        out.println("Values on domain '" + payments.name() + "':");
        List<FieldWithValue> values = client.fields()
                .fieldProperties(FieldPropertiesRequest.builder()
                        .fieldTabId(tab.id())
                        .level("domain")
                        .entityId(payments.id())
                        .build());
        for (FieldWithValue field : values) {
            boolean unset = field.value() == null || field.value().isNull();
            out.println("  " + field.name() + " = "
                    + (unset ? "(unset)" : field.value().toJava()));
        }

        // 5. Clean up: the inferred delete routes of fields, groups and tabs.
        client.fields().delete(steward.id());
        client.fields().delete(cadence.id());
        client.fields().deleteGroup(group.id());
        client.fields().deleteTab(tab.id());
        client.domains().delete(payments.id());
        out.println("Deleted the tab, the group, the fields and the domain.");
    }

    private static JsonObject option(String label, String value) {
        return JsonObject.of(Map.of("label", label, "value", value));
    }
}
