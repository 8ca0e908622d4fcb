package io.dgq.sdk.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.model.NamedReference;
import io.dgq.sdk.model.Owner;
import io.dgq.sdk.model.Status;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The JSON values convert the types of the packages above theirs (owners, references, open enumerations) by the forms
 * those types name, and the models read their unknown fields through the values' own conversion: the same results
 * as when the values lived beside the models.
 */
class JsonValueFormsTest {

    @Test
    void ownersReferencesAndOpenEnumsConvertAsTheyAreSent() {
        Owner owner = Owner.builder().id("u-1").name("Ada").build();
        Map<String, Object> plain = new LinkedHashMap<>();
        plain.put("owner", owner);
        plain.put("tags", List.of(NamedReference.builder().id("t-1").build()));
        plain.put("status", Status.VERIFIED);
        plain.put("later", Status.of("ARCHIVED"));

        JsonObject json = JsonObject.of(plain);

        assertThat(json.toString())
                .isEqualTo("{\"owner\":{\"id\":\"u-1\",\"name\":\"Ada\"},\"tags\":[{\"id\":\"t-1\"}],"
                        + "\"status\":\"VERIFIED\",\"later\":\"ARCHIVED\"}");
        assertThat(JsonValue.from(Status.PENDING)).isEqualTo(JsonString.of("PENDING"));
        assertThat(JsonValue.from(owner)).isEqualTo(owner.toJson());
    }

    @Test
    void anOwnerWithoutAnIdAnotherModelOrAnyOtherObjectIsRefusedByName() {
        assertThatThrownBy(() -> JsonValue.from(
                        Map.of("owner", Owner.builder().name("Ada").build())))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("An owner's 'id' is required to send it in a request");
        assertThatThrownBy(
                        () -> JsonValue.from(List.of(Domain.builder().id("d-1").build())))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith(
                        "'value[0]' has a value of type io.dgq.sdk.domains.Domain, which is not a JSON");
        assertThatThrownBy(() -> JsonObject.of(Map.of("when", new Object())))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("'when' has a value of type java.lang.Object, which is not a JSON value");
    }

    @Test
    void aModelsUnknownFieldsReadAsValuesOfTheirOwn() {
        JsonObject extra = JsonObject.of(Map.of("depth", 2));
        Domain domain = Domain.builder()
                .id("d-1")
                .putAdditionalProperty("extra", extra)
                .putAdditionalProperty("gone", JsonNull.INSTANCE)
                .build();

        assertThat(domain.additionalProperty("extra")).isEqualTo(extra).isNotSameAs(extra);
        assertThat(domain.additionalProperties())
                .containsExactly(Map.entry("extra", extra), Map.entry("gone", JsonNull.INSTANCE));
        Owner owner =
                Owner.builder().id("u-1").putAdditionalProperty("extra", extra).build();
        assertThat(owner.toJson().get("extra")).isEqualTo(extra);
        assertThat(owner.toJson()).isNotSameAs(owner.toJson()).isEqualTo(owner.toJson());
    }
}
