package io.dgq.sdk.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.applications.ApplicationCreateRequest;
import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.domains.DomainUpdateRequest;
import io.dgq.sdk.json.JsonObject;
import io.dgq.sdk.sources.SourceUpdateRequest;
import io.dgq.sdk.testing.TestJson;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Owners and named references are built with the types they are read as, and sent as the API shows them. */
class LinkInputsTest {

    @Test
    void ownersAreSentAsTheFieldsThatAreSetInTheSpecificationsOrder() {
        Owner owner = Owner.builder()
                .ownerType("user")
                .label("Ada L.")
                .email("ada@example.com")
                .name("Ada")
                .id("u-1")
                .build();
        DomainCreateRequest request = DomainCreateRequest.builder()
                .name("Finance")
                .owners(List.of(owner, Owner.builder().id("team-9").build()))
                .build();
        assertThat(request.toJson().toString())
                .isEqualTo("{\"name\":\"Finance\",\"owner\":["
                        + "{\"id\":\"u-1\",\"name\":\"Ada\",\"email\":\"ada@example.com\",\"label\":\"Ada L.\","
                        + "\"owner_type\":\"user\"},{\"id\":\"team-9\"}]}");
        assertThat(owner.email()).isEqualTo("ada@example.com");
        assertThat(owner.toString()).startsWith("Owner{id=\"u-1\"");
    }

    @Test
    void namedReferencesAreSentAsTheFieldsThatAreSet() {
        NamedReference tag = NamedReference.builder()
                .id("tag-1")
                .name("PII")
                .label("Personal data")
                .build();
        assertThat(ApplicationCreateRequest.builder()
                        .name("CRM")
                        .tags(List.of(tag))
                        .build()
                        .toJson()
                        .toString())
                .isEqualTo("{\"name\":\"CRM\",\"tag\":[{\"id\":\"tag-1\",\"name\":\"PII\","
                        + "\"label\":\"Personal data\"}]}");
        NamedReference glossary = NamedReference.builder()
                .id("g-1")
                .isActive(false)
                .source("manual")
                .description("d")
                .build();
        assertThat(glossary.toJson().toString())
                .isEqualTo("{\"id\":\"g-1\",\"description\":\"d\",\"source\":\"manual\",\"is_active\":false}");
    }

    @Test
    void ownersAndReferencesReadFromARecordAreSentBackWhole() throws Exception {
        Domain domain = TestJson.MAPPER.readValue(
                "{\"id\":\"d-1\",\"owner\":[{\"id\":\"u-1\",\"name\":\"Ada\","
                        + "\"email\":null,\"owner_type\":\"user\",\"avatar\":\"a.png\"}],"
                        + "\"glossary\":[{\"id\":\"g-1\",\"name\":\"Sales\",\"label\":\"Sales\"}]}",
                Domain.class);
        DomainUpdateRequest request = DomainUpdateRequest.builder()
                .owners(domain.owners())
                .glossaries(domain.glossaries())
                .build();
        assertThat(request.toJson().toString())
                .isEqualTo("{\"owner\":[{\"id\":\"u-1\",\"name\":\"Ada\","
                        + "\"owner_type\":\"user\",\"avatar\":\"a.png\"}],"
                        + "\"glossary\":[{\"id\":\"g-1\",\"name\":\"Sales\",\"label\":\"Sales\"}]}");

        Owner renamed = domain.owners().get(0).toBuilder().name("Ada Lovelace").build();
        assertThat(renamed.toJson().toString())
                .isEqualTo("{\"id\":\"u-1\",\"name\":\"Ada Lovelace\",\"owner_type\":\"user\",\"avatar\":\"a.png\"}");
        NamedReference relabelled =
                domain.glossaries().get(0).toBuilder().label("Revenue").build();
        assertThat(relabelled.label()).isEqualTo("Revenue");
        assertThat(relabelled.name()).isEqualTo("Sales");
    }

    @Test
    void anOwnerOrReferenceWithoutAnIdIsRefusedWhenSent() {
        Owner nameless = Owner.builder().name("Ada").build();
        assertThat(nameless.name()).isEqualTo("Ada");
        assertThatThrownBy(() -> DomainUpdateRequest.builder()
                        .owners(List.of(nameless))
                        .build()
                        .toJson())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("owner's 'id' is required");
        assertThatThrownBy(() -> DomainUpdateRequest.builder()
                        .owners(List.of(Owner.builder().id(" ").build()))
                        .build()
                        .toJson())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'id' is required");
        assertThatThrownBy(() -> DomainUpdateRequest.builder()
                        .glossaries(List.of(NamedReference.builder().name("PII").build()))
                        .build()
                        .toJson())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("reference's 'id' is required");
    }

    @Test
    void theNewSettersSendTheirFields() {
        assertThat(DomainCreateRequest.builder()
                        .name("Finance")
                        .level(2L)
                        .isActive(false)
                        .build()
                        .toJson()
                        .toString())
                .isEqualTo("{\"name\":\"Finance\",\"level\":2,\"is_active\":false}");
        assertThat(SourceUpdateRequest.builder()
                        .isActive(true)
                        .isApiConnection(false)
                        .sourceType(JsonObject.of(Map.of("id", "st-1")))
                        .build()
                        .toJson()
                        .toString())
                .isEqualTo("{\"is_active\":true,\"is_api_connection\":false,\"source_type\":{\"id\":\"st-1\"}}");
        assertThat(DomainUpdateRequest.builder().owners(null).build().toJson().toString())
                .isEqualTo("{\"owner\":null}");
    }
}
